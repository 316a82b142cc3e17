import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createTerminal, NOT_ASKED } from './terminal'

function setup() {
  const input = new PassThrough()
  const output = new PassThrough()
  let printed = ''
  output.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  const calls: string[] = []
  const terminal = createTerminal({ input, output, onQuit: () => calls.push('quit'), onEnd: () => calls.push('end'), onInterrupt: () => calls.push('interrupt') })
  const type = async (text: string): Promise<void> => {
    input.write(text)
    await new Promise((resolve) => setImmediate(resolve))
  }
  return { input, terminal, calls, type, printed: () => printed }
}

describe('the terminal', () => {
  it('answers the open question with the next line typed', async () => {
    const { terminal, type, printed } = setup()
    const answers: string[] = []
    terminal.ask('Buy Mill Lane for 60? [y/N] ', (line) => answers.push(line))
    await type('y\n')
    expect(answers).toEqual(['y'])
    // On a pipe the answer is not echoed: the question's line is ended for the next output.
    expect(printed()).toBe('Buy Mill Lane for 60? [y/N] \n')
    terminal.close()
  })

  it('tells a line typed with no question open that there is nothing to decide', async () => {
    const { terminal, type, printed } = setup()
    await type('hello\n')
    expect(printed()).toBe(`${NOT_ASKED}\n`)
    terminal.close()
  })

  it('ends the open question’s line when it closes, so that what follows starts a line of its own', () => {
    const { terminal, printed } = setup()
    terminal.ask('Buy? ', () => undefined)
    terminal.close()
    expect(printed()).toBe('Buy? \n')
  })

  it('prints a line above the open question and asks it again', async () => {
    const { terminal, printed } = setup()
    terminal.ask('Buy? ', () => undefined)
    terminal.log('Bob rolls 3 + 4')
    expect(printed()).toBe('Buy? \nBob rolls 3 + 4\nBuy? ')
    terminal.close()
  })

  it('leaves on q or quit, with a question open or not', async () => {
    const { terminal, type, calls } = setup()
    await type('q\n')
    terminal.ask('Buy? ', () => calls.push('answered'))
    await type('QUIT\n')
    expect(calls).toEqual(['quit', 'quit'])
    terminal.close()
  })

  it('reports the end of the input, but not a close of its own', async () => {
    const ended = setup()
    ended.input.end()
    await new Promise((resolve) => setImmediate(resolve))
    expect(ended.calls).toEqual(['end'])
    const closed = setup()
    closed.terminal.close()
    await new Promise((resolve) => setImmediate(resolve))
    expect(closed.calls).toEqual([])
    // Released: an open pipe would keep the process alive.
    expect(closed.input.destroyed).toBe(true)
  })
})
