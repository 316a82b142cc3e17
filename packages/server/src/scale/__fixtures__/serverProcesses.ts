import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { ServerProcessConfig } from './serverProcess'

const SCRIPT = fileURLToPath(new URL('./serverProcess.ts', import.meta.url))
/** The package root: `--import tsx` resolves tsx from the working directory. */
const PACKAGE = fileURLToPath(new URL('../../..', import.meta.url))

/** A server child process. */
export interface ServerProcess {
  readonly port: number
  readonly processId: string
  readonly endpoint: string
  readonly child: ChildProcess
  /** Everything it wrote to stderr so far (its log). */
  readonly log: () => string
  /** SIGTERM, and waits (bounded) for the exit; SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>
  /** SIGKILL: the crash. */
  kill(): Promise<void>
}

/** A free loopback port: Colyseus announces `publicAddress` before it listens, so the port is chosen first. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** Starts `serverProcess.ts` under tsx and waits (at most `readyMs`) for its READY line. */
export async function startServerProcess(config: Omit<ServerProcessConfig, 'port'>, readyMs = 60_000): Promise<ServerProcess> {
  const port = await freePort()
  // DECKLET_CPU_PROF_DIR: each server process writes a V8 CPU profile there when it exits (a load run's servers).
  const profile = process.env.DECKLET_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.DECKLET_CPU_PROF_DIR}`] : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', SCRIPT, JSON.stringify({ ...config, port })], {
    cwd: PACKAGE,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  })
  let stderr = ''
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-20_000)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const ready = await new Promise<{ processId: string }>((resolve, reject) => {
    let stdout = ''
    const timer = setTimeout(() => reject(new Error(`server process not ready in ${readyMs} ms:\n${stderr}`)), readyMs)
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
      const line = /READY (\{.*\})\n/.exec(stdout)
      if (line !== null) {
        clearTimeout(timer)
        resolve(JSON.parse(line[1]!) as { processId: string })
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server process exited (${code}) before it was ready:\n${stderr}`))
    })
  })
  const waitExit = async (graceMs: number) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    await exited
    clearTimeout(timer)
  }
  return {
    port,
    processId: ready.processId,
    endpoint: `ws://127.0.0.1:${port}`,
    child,
    log: () => stderr,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      await waitExit(graceMs)
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGKILL')
      await exited
    },
  }
}

/** POSTs `body` to a server's `path` on loopback and returns the JSON answer (throws on a non-200, or after `timeoutMs`). */
export async function postJson<T>(port: number, path: string, body: unknown, timeoutMs = 30_000): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    // A request a server never answers (a table sent to a process that is gone) fails instead of holding its caller forever.
    signal: AbortSignal.timeout(timeoutMs),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text}`)
  return JSON.parse(text) as T
}
