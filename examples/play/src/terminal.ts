import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import type { PromptIO } from './movePrompt'

/** Options of {@link createTerminal}. */
export interface TerminalOptions {
  /** Read by this terminal alone, and released by {@link Terminal.close}. */
  readonly input: Readable
  readonly output: NodeJS.WritableStream
  /** `q` or `quit` was typed, with a question open or not. */
  readonly onQuit: () => void
  /** The input ended (Ctrl-D, a closed pipe); not called for {@link Terminal.close}. */
  readonly onEnd: () => void
  /** Ctrl-C at a terminal: readline keeps it in raw mode, where Ctrl-C is a key, not a signal. */
  readonly onInterrupt: () => void
  /** The answer to a line typed while no question is open. */
  readonly notAsked: string
}

/** The demo's terminal: the prompt's questions, the lines printed above it, and what is typed between questions. */
export interface Terminal extends PromptIO {
  /** Withdraws the open question, ends the current line, stops reading and releases the input. */
  close(): void
}

const QUIT = new Set(['q', 'quit'])

/**
 * Reads lines from the start, so that nothing typed is lost: a quit word leaves, a line typed while a
 * question is open answers it, any other line gets `notAsked`. On a terminal (the output is a TTY), lines
 * print above the question, which is drawn again with the text it has then; on a pipe the question is
 * printed once when asked and again after each line printed, never on a mere {@link PromptIO.redraw}.
 *
 * @example
 * ```ts
 * const terminal = createTerminal({ input: process.stdin, output: process.stdout, onQuit, onEnd, onInterrupt, notAsked: '  not your turn (q to quit)' })
 * ```
 */
export function createTerminal(options: TerminalOptions): Terminal {
  const { output } = options
  const rl = createInterface({ input: options.input, output })
  const tty = rl.terminal
  let open: { readonly text: () => string; readonly answer: (line: string) => void } | null = null
  // On a pipe, a question printed last leaves the line unfinished: the next output starts a new one.
  let unfinished = false
  let closed = false
  rl.setPrompt('')

  const draw = (): void => {
    if (tty) {
      rl.setPrompt(open === null ? '' : open.text())
      rl.prompt(true)
    } else if (open !== null) {
      output.write(`${unfinished ? '\n' : ''}${open.text()}`)
      unfinished = true
    }
  }
  const log = (line: string): void => {
    if (closed) return
    if (tty) {
      // Over the question line: print, then draw the question and what was typed so far again below.
      output.write(`\r\x1b[K${line}\n`)
    } else {
      output.write(`${unfinished ? '\n' : ''}${line}\n`)
      unfinished = false
    }
    draw()
  }

  rl.on('line', (line) => {
    if (QUIT.has(line.trim().toLowerCase())) return options.onQuit()
    const question = open
    if (question === null) {
      if (line.trim() !== '') log(options.notAsked)
      return
    }
    open = null
    if (tty) rl.setPrompt('')
    question.answer(line)
  })
  rl.on('SIGINT', () => options.onInterrupt())
  // Ends the line the question was on, so that what is printed next starts a line of its own, and lets the
  // input go: paused, a pipe is still read into its buffer, and that would keep the process alive.
  const finish = (): void => {
    closed = true
    open = null
    if (tty) output.write('\r\x1b[K')
    else if (unfinished) output.write('\n')
    options.input.destroy()
  }
  rl.on('close', () => {
    if (closed) return
    finish()
    options.onEnd()
  })

  return {
    question(text, signal, answer) {
      if (closed || signal.aborted) return
      const question = { text, answer }
      open = question
      signal.addEventListener('abort', () => {
        if (open !== question) return
        open = null
        if (!tty || closed) return
        // Half an answer to a question withdrawn (the time ran out) must not become the answer to the next.
        rl.write(null, { ctrl: true, name: 'e' })
        rl.write(null, { ctrl: true, name: 'u' })
        draw()
      }, { once: true })
      draw()
    },
    redraw() {
      if (tty && open !== null && !closed) draw()
    },
    log,
    close() {
      if (closed) return
      closed = true
      rl.close()
      finish()
    },
  }
}
