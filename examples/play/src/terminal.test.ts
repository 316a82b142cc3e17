import { PassThrough } from 'node:stream'
import { setImmediate as settled } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { createTerminal } from './terminal'

/** A terminal over in-memory streams (`tty`: the output says it is a TTY, so readline works as at a terminal). */
function harness(options: { tty: boolean }) {
  const input = new PassThrough()
  const output = Object.assign(new PassThrough(), options.tty ? { isTTY: true, columns: 100, rows: 30 } : {})
  let printed = ''
  output.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  const calls: string[] = []
  const terminal = createTerminal({
    input,
    output,
    onQuit: () => calls.push('quit'),
    onEnd: () => calls.push('end'),
    onInterrupt: () => calls.push('interrupt'),
    notAsked: '  not your turn (q to quit)',
  })
  const type = async (text: string): Promise<void> => {
    input.write(text)
    await settled()
  }
  return { input, terminal, calls, type, printed: () => printed }
}

const question = (terminal: ReturnType<typeof createTerminal>, text: () => string) => {
  const answers: string[] = []
  const abort = new AbortController()
  terminal.question(text, abort.signal, (line) => answers.push(line))
  return { answers, abort }
}

describe('the terminal, on a pipe', () => {
  it('answers a line typed while no question is open with "not your turn" (q to quit); a blank line gets nothing', async () => {
    const t = harness({ tty: false })
    await t.type('3\n\n')
    expect(t.printed()).toBe('  not your turn (q to quit)\n')
    t.terminal.close()
  })

  it('gives a line typed while a question is open to that question, and the next one to nobody', async () => {
    const t = harness({ tty: false })
    const asked = question(t.terminal, () => 'pick 1–2 (30 s): ')
    await t.type('2\n1\n')
    expect(asked.answers).toEqual(['2'])
    expect(t.printed()).toBe('pick 1–2 (30 s): \n  not your turn (q to quit)\n')
    t.terminal.close()
  })

  it('leaves on q or quit, with a question open or not, and never takes it for an answer', async () => {
    const t = harness({ tty: false })
    await t.type('q\n')
    const asked = question(t.terminal, () => 'pick 1–2 (30 s): ')
    await t.type(' QUIT \n')
    expect(t.calls).toEqual(['quit', 'quit'])
    expect(asked.answers).toEqual([])
    t.terminal.close()
  })

  it('prints lines on lines of their own and asks the open question again after them, with the time left then', async () => {
    const t = harness({ tty: false })
    let seconds = 30
    question(t.terminal, () => `pick 1–2 (${seconds} s): `)
    seconds = 25
    t.terminal.redraw() // a pipe is not redrawn every second
    t.terminal.log('  Bob plays red 5 (6 left)')
    t.terminal.close()
    expect(t.printed()).toBe('pick 1–2 (30 s): \n  Bob plays red 5 (6 left)\npick 1–2 (25 s): \n')
  })

  it('tells when the input ends, once, but not when it is closed from this side', async () => {
    const ended = harness({ tty: false })
    ended.input.end()
    await settled()
    expect(ended.calls).toEqual(['end'])
    ended.terminal.close()
    expect(ended.calls).toEqual(['end'])

    const closed = harness({ tty: false })
    closed.terminal.close()
    await settled()
    expect(closed.calls).toEqual([])
  })
})

describe('the terminal, at a TTY', () => {
  it('takes Ctrl-C, a key in raw mode, as an interrupt', async () => {
    const t = harness({ tty: true })
    await t.type('\x03')
    expect(t.calls).toEqual(['interrupt'])
    t.terminal.close()
  })

  it('draws the open question again with its new text, keeping what was typed', async () => {
    const t = harness({ tty: true })
    let seconds = 12
    const asked = question(t.terminal, () => `pick 1–3 (${seconds} s): `)
    await t.type('2')
    seconds = 11
    t.terminal.redraw()
    expect(t.printed().slice(-40)).toMatch(/pick 1–3 \(11 s\): 2(\x1b\[\d+G)?$/)
    await t.type('\r')
    expect(asked.answers).toEqual(['2'])
    t.terminal.close()
  })

  it('drops half an answer when its question is withdrawn, so that it does not answer the next one', async () => {
    const t = harness({ tty: true })
    const first = question(t.terminal, () => 'pick 1–3 (1 s): ')
    await t.type('2')
    first.abort.abort()
    const next = question(t.terminal, () => 'pick 1–2 (30 s): ')
    await t.type('\r')
    expect(first.answers).toEqual([])
    expect(next.answers).toEqual([''])
    t.terminal.close()
  })
})
