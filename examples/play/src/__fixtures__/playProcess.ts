import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** How the program ended: its exit code or signal, and everything it printed. */
export interface PlayExit {
  readonly code: number | null
  readonly signal: NodeJS.Signals | null
  readonly stdout: string
  readonly stderr: string
}

/** The demo running in a child process, its stdin and stdout pipes. */
export interface PlayProcess {
  /** Types into its stdin. */
  type(text: string): void
  /** Closes its stdin (Ctrl-D). */
  endInput(): void
  signal(signal: NodeJS.Signals): void
  /** Resolves once stdout matches `pattern` (from `from` on); rejects if the program ends first. */
  waitFor(pattern: RegExp, from?: number): Promise<void>
  /** What it printed so far. */
  readonly stdout: string
  readonly exited: Promise<PlayExit>
}

/**
 * Starts `main.ts` with `args` as `pnpm start` does, but without tsx's CLI in between, so that a signal
 * reaches the program itself. A program still running after `limitMs` is killed (its exit then shows
 * `SIGKILL`): a bound for a test whose program should have ended by itself, not a measure.
 */
export function startPlay(args: readonly string[], options: { readonly env?: Readonly<Record<string, string>>; readonly limitMs?: number } = {}): PlayProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  const waiters = new Set<() => void>()
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
    for (const check of [...waiters]) check()
  })
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  // The program may leave before reading everything typed: a write to its closed stdin is not an error here.
  child.stdin.on('error', () => undefined)
  const killer = setTimeout(() => child.kill('SIGKILL'), options.limitMs ?? 120_000)
  let ended = false
  const exited = new Promise<PlayExit>((resolve) => {
    child.on('close', (code, signal) => {
      clearTimeout(killer)
      ended = true
      for (const check of [...waiters]) check()
      resolve({ code, signal, stdout, stderr })
    })
  })
  return {
    type: (text) => void child.stdin.write(text),
    endInput: () => void child.stdin.end(),
    signal: (signal) => void child.kill(signal),
    waitFor(pattern, from = 0) {
      return new Promise<void>((resolve, reject) => {
        const check = (): void => {
          if (pattern.test(stdout.slice(from))) {
            waiters.delete(check)
            resolve()
          } else if (ended) {
            waiters.delete(check)
            reject(new Error(`The program ended before printing ${pattern}:\n${stdout}\n${stderr}`))
          }
        }
        waiters.add(check)
        check()
      })
    },
    get stdout() {
      return stdout
    },
    exited,
  }
}
