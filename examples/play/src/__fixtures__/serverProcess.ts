import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const serverRoot = fileURLToPath(new URL('../../../../packages/server', import.meta.url))

/** `pnpm --filter @decklet/server start` in a child process, and what it printed: the endpoint, the table, the tickets. */
export interface ServerProcess {
  readonly endpoint: string
  readonly roomId: string
  /** The printed tickets of the human seats, in seat order. */
  readonly tickets: readonly string[]
  /** Stops it (SIGINT, as Ctrl-C) and waits for its end. */
  stop(): Promise<number | null>
}

/**
 * Starts the server's start script (its source, with tsx: the packages it imports are built) on a free
 * loopback port and a SQLite file of its own, and resolves once it printed every seat's join command. A
 * server still running after `limitMs` is killed: a bound for a broken test, not a measure.
 */
export function startServer(args: readonly string[], limitMs = 240_000): Promise<ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'decklet-play-server-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/start.ts', '--port', '0', '--db', join(dir, 'records.sqlite'), ...args], {
    cwd: serverRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const killer = setTimeout(() => child.kill('SIGKILL'), limitMs)
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => {
    clearTimeout(killer)
    rmSync(dir, { recursive: true, force: true })
    resolve(code)
  }))
  let stdout = ''
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      // The spectator's line comes last.
      const roomId = /--watch (\S+)\n/.exec(stdout)?.[1]
      if (roomId === undefined) return
      resolve({
        endpoint: /UNO on (ws:\/\/\S+),/.exec(stdout)![1]!,
        roomId,
        tickets: [...stdout.matchAll(/--ticket (\S+)\n/g)].map((match) => match[1]!),
        stop() {
          child.kill('SIGINT')
          return exited
        },
      })
    })
    void exited.then((code) => reject(new Error(`the server ended (code ${code}) before printing its tables:\n${stdout}\n${stderr}`)))
  })
}
