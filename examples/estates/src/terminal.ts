import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'

/** Options of {@link createTerminal}. */
export interface TerminalOptions {
  readonly input: Readable
  readonly output: NodeJS.WritableStream
  /** `q` or `quit` was typed. */
  readonly onQuit: () => void
  /** The input ended (Ctrl-D, a closed pipe); not called for {@link Terminal.close}. */
  readonly onEnd: () => void
  /** Ctrl-C at a terminal (readline reads it as a key there, not as a signal). */
  readonly onInterrupt: () => void
}

/** The app's terminal: lines printed, one question at a time, and what is typed between questions. */
export interface Terminal {
  /** Prints a line (above the open question, which is printed again after it). */
  log(line: string): void
  /** Asks a question; the next line typed answers it (a quit word leaves instead). Replaces an open one. */
  ask(question: string, answer: (line: string) => void): void
  /** Withdraws the open question, if any. */
  withdraw(): void
  /** Stops reading and releases the input (destroys it). */
  close(): void
}

const QUIT = new Set(['q', 'quit'])

/** What a line typed while no question is open gets. */
export const NOT_ASKED = '  nothing to decide now (q to quit)'

/**
 * Reads lines from the start, so nothing typed is lost: a quit word leaves, a line typed while a question is
 * open answers it, any other non-empty line gets {@link NOT_ASKED}.
 *
 * @example
 * const terminal = createTerminal({ input: process.stdin, output: process.stdout, onQuit, onEnd, onInterrupt })
 */
export function createTerminal(options: TerminalOptions): Terminal {
  const { output } = options
  const rl = createInterface({ input: options.input, output })
  let open: { readonly question: string; readonly answer: (line: string) => void } | null = null
  let closed = false

  const log = (line: string): void => {
    if (closed) return
    output.write(open === null ? `${line}\n` : `\n${line}\n${open.question}`)
  }

  rl.on('line', (line) => {
    if (QUIT.has(line.trim().toLowerCase())) return options.onQuit()
    const question = open
    if (question === null) {
      if (line.trim() !== '') log(NOT_ASKED)
      return
    }
    open = null
    // A terminal echoes the answer and its Enter; on a pipe nothing does, so the question's line is ended here.
    if (!rl.terminal) output.write('\n')
    question.answer(line)
  })
  rl.on('close', () => {
    if (!closed) options.onEnd()
  })
  rl.on('SIGINT', () => options.onInterrupt())

  return {
    log,
    ask(question, answer) {
      if (closed) return
      open = { question, answer }
      output.write(question)
    },
    withdraw() {
      if (open !== null && !closed) output.write('\n')
      open = null
    },
    close() {
      if (closed) return
      // What is printed after (the summary) starts a line of its own.
      if (open !== null) output.write('\n')
      closed = true
      open = null
      rl.close()
      // A pipe still open would keep the process alive after the game: the input is this terminal's alone.
      options.input.destroy()
    },
  }
}
