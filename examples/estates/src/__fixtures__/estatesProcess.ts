import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** How the program ended, and everything it printed. */
export interface EstatesExit {
  readonly code: number | null
  readonly signal: NodeJS.Signals | null
  readonly stdout: string
  readonly stderr: string
}

/** The app in a child process, with its stdin and stdout pipes. */
export interface EstatesProcess {
  type(text: string): void
  endInput(): void
  signal(signal: NodeJS.Signals): void
  /** Resolves once stdout matches `pattern`; rejects if the program ends first. */
  waitFor(pattern: RegExp): Promise<void>
  readonly stdout: string
  readonly exited: Promise<EstatesExit>
}

/**
 * Starts `main.ts` with `args` (with node and tsx's loader, not tsx's CLI, so that a signal reaches the program
 * itself). One still running after `limitMs` is killed: a bound for a program that should have ended, not a measure.
 */
export function startEstates(args: readonly string[], limitMs = 120_000): EstatesProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  let ended = false
  const waiters = new Set<() => void>()
  const wake = (): void => {
    for (const check of [...waiters]) check()
  }
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
    wake()
  })
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  // The program may leave before reading everything typed.
  child.stdin.on('error', () => undefined)
  const killer = setTimeout(() => child.kill('SIGKILL'), limitMs)
  const exited = new Promise<EstatesExit>((resolve) => {
    child.on('close', (code, signal) => {
      clearTimeout(killer)
      ended = true
      wake()
      resolve({ code, signal, stdout, stderr })
    })
  })
  return {
    type: (text) => void child.stdin.write(text),
    endInput: () => void child.stdin.end(),
    signal: (signal) => void child.kill(signal),
    waitFor(pattern) {
      return new Promise<void>((resolve, reject) => {
        const check = (): void => {
          if (pattern.test(stdout)) {
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
