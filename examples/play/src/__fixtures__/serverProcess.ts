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
  /** The port it listens on. */
  readonly port: number
  /** Stops it (SIGINT, as Ctrl-C) and waits for its end. */
  stop(): Promise<number | null>
  /** Kills it (SIGKILL, as a crash) and waits for its end. */
  kill(): Promise<number | null>
}

/**
 * Starts the server's start script (its source, with tsx: the packages it imports are built) on a free
 * loopback port (or `port`) and a SQLite file of its own (or `dir`'s), and resolves once it printed every seat's join command. A
 * server still running after `limitMs` is killed: a bound for a broken test, not a measure.
 */
export function startServer(args: readonly string[], options: { readonly port?: number; readonly dir?: string; readonly limitMs?: number } = {}): Promise<ServerProcess> {
  // A directory of its own, removed at the end, unless given (a restart reads the same file).
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'decklet-play-server-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/start.ts', '--port', String(options.port ?? 0), '--db', join(dir, 'records.sqlite'), ...args], {
    cwd: serverRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const killer = setTimeout(() => child.kill('SIGKILL'), options.limitMs ?? 240_000)
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => {
    clearTimeout(killer)
    if (options.dir === undefined) rmSync(dir, { recursive: true, force: true })
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
      const endpoint = /UNO on (ws:\/\/\S+),/.exec(stdout)![1]!
      resolve({
        endpoint,
        port: Number(/:(\d+)$/.exec(endpoint)![1]),
        roomId,
        tickets: [...stdout.matchAll(/--ticket (\S+)\n/g)].map((match) => match[1]!),
        stop() {
          child.kill('SIGINT')
          return exited
        },
        kill() {
          child.kill('SIGKILL')
          return exited
        },
      })
    })
    void exited.then((code) => reject(new Error(`the server ended (code ${code}) before printing its tables:\n${stdout}\n${stderr}`)))
  })
}
