#!/usr/bin/env node
// The bin of `npm create decklet-plugin <directory>`: see runCli.ts.
import { runCli } from './runCli'

process.exitCode = await runCli(process.argv.slice(2))
