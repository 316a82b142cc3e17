#!/usr/bin/env node
import { runCli } from './cli/program'

runCli(process.argv).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 1
  },
)
