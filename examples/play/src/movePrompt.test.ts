import type { Action } from '@decklet/core'
import { VirtualScheduler, type DecisionRequest } from '@decklet/runtime'
import { describe, expect, it } from 'vitest'
import { promptForMove, type PromptIO } from './movePrompt'

const legal = [
  { id: 'a1', type: 'PLAY', playerId: 'p1', payload: { cardId: 'red-5-1' } },
  { id: 'a2', type: 'DRAW', playerId: 'p1', payload: {} },
] as unknown as Action[]

/** A request opened at `deadline - timeoutMs`, or sent again after a resume with `remainingMs` left. */
const request = (deadline: number, remainingMs: number): DecisionRequest =>
  ({ requestId: 'r1', playerId: 'p1', turn: 1, stateVersion: 1, deadline, timeoutMs: 30_000, remainingMs, legalActions: legal, view: {} }) as unknown as DecisionRequest

/**
 * The terminal as a script: the questions asked (each with its text as drawn when asked), the lines
 * printed, what each redraw showed, and a way to type an answer.
 */
function terminal() {
  const questions: { text: string; now: () => string; signal: AbortSignal; answer: (line: string) => void }[] = []
  const lines: string[] = []
  const redrawn: string[] = []
  const io: PromptIO = {
    question: (text, signal, answer) => void questions.push({ text: text(), now: text, signal, answer }),
    redraw: () => void redrawn.push(questions.at(-1)!.now()),
    log: (line) => void lines.push(line),
  }
  const type = (line: string): void => questions.at(-1)!.answer(line)
  return { io, questions, lines, redrawn, type }
}

describe('promptForMove', () => {
  it('counts down to the deadline, not the whole timeout: a request sent again after a resume has less time', () => {
    const time = new VirtualScheduler(100_000)
    const t = terminal()
    // Resumed with 12 s left of a 30 s turn.
    promptForMove(request(112_000, 12_000), { io: t.io, scheduler: time, describe: (a) => a.type, canAct: () => true, choose: () => undefined })
    expect(t.lines).toEqual(['  1. PLAY', '  2. DRAW'])
    expect(t.questions.map((q) => q.text)).toEqual(['pick 1–2 (12 s): '])
    time.advance(1_999)
    expect(t.lines).toHaveLength(2)
    time.advance(1)
    expect(t.lines.at(-1)).toBe('  ⏱ 10 s left')
    time.advance(5_000)
    expect(t.lines.at(-1)).toBe('  ⏱ 5 s left')
    time.advance(5_000)
    expect(time.pending).toBe(0)
    // With 7 s left only the 5 s warning comes.
    const late = terminal()
    promptForMove(request(time.now() + 7_000, 7_000), { io: late.io, scheduler: time, describe: (a) => a.type, canAct: () => true, choose: () => undefined })
    time.advance(7_000)
    expect(late.lines.slice(2)).toEqual(['  ⏱ 5 s left'])
  })

  it('asks again after a pick that is not on the list, one made when the player may not act, and one the session refused', () => {
    const time = new VirtualScheduler()
    const t = terminal()
    const chosen: unknown[] = []
    let canAct = false
    const prompt = promptForMove(request(30_000, 30_000), { io: t.io, scheduler: time, describe: (a) => a.type, canAct: () => canAct, choose: (a) => chosen.push(a) })
    t.type('7')
    expect(t.lines.at(-1)).toBe('  type a number from 1 to 2')
    t.type('1') // paused, say
    expect(t.lines.at(-1)).toBe('  you cannot act right now')
    expect(chosen).toEqual([])
    canAct = true
    time.advance(4_000)
    t.type('1')
    expect(chosen).toEqual([{ type: 'PLAY', payload: { cardId: 'red-5-1' } }])
    expect(t.questions).toHaveLength(3)
    prompt.refused('The game is paused')
    expect(t.lines.at(-1)).toBe('  not taken: The game is paused')
    expect(t.questions.map((q) => q.text)).toEqual(['pick 1–2 (30 s): ', 'pick 1–2 (30 s): ', 'pick 1–2 (30 s): ', 'pick 1–2 (26 s): '])
    t.type('2')
    expect(chosen.at(-1)).toEqual({ type: 'DRAW', payload: {} })
  })

  it('stop withdraws the question and its warnings; nothing asks again after it', () => {
    const time = new VirtualScheduler()
    const t = terminal()
    const prompt = promptForMove(request(30_000, 30_000), { io: t.io, scheduler: time, describe: (a) => a.type, canAct: () => true, choose: () => undefined })
    expect(time.pending).toBe(3) // two warnings and the countdown
    prompt.stop()
    expect(t.questions[0]!.signal.aborted).toBe(true)
    expect(time.pending).toBe(0)
    prompt.refused('late')
    expect(t.questions).toHaveLength(1)
    expect(t.lines).toEqual(['  1. PLAY', '  2. DRAW'])
    time.advance(30_000)
    expect(t.redrawn).toEqual([])
  })

  it('shows the time left whenever the question is drawn, and draws it again as each second passes', () => {
    const time = new VirtualScheduler(100_000)
    const t = terminal()
    // Resumed with 3.5 s left: the seconds shown are rounded up, as a countdown shows them.
    const prompt = promptForMove(request(103_500, 3_500), { io: t.io, scheduler: time, describe: (a) => a.type, canAct: () => true, choose: () => undefined })
    expect(t.questions[0]!.text).toBe('pick 1–2 (4 s): ')
    time.advance(499)
    expect(t.redrawn).toEqual([])
    // A line printed above the question draws it again: with the time left then, not when it was asked.
    expect(t.questions[0]!.now()).toBe('pick 1–2 (4 s): ')
    time.advance(1)
    expect(t.redrawn).toEqual(['pick 1–2 (3 s): '])
    time.advance(1_700)
    expect(t.redrawn).toEqual(['pick 1–2 (3 s): ', 'pick 1–2 (2 s): '])
    expect(t.questions[0]!.now()).toBe('pick 1–2 (2 s): ')
    time.advance(1_300)
    expect(t.redrawn).toEqual(['pick 1–2 (3 s): ', 'pick 1–2 (2 s): ', 'pick 1–2 (1 s): ', 'pick 1–2 (0 s): '])
    expect(time.pending).toBe(0)
    prompt.stop()
  })

  it('offers to let a request that may go unanswered go: that answers nothing and withdraws the prompt', () => {
    const time = new VirtualScheduler()
    const t = terminal()
    const catchOnly = [{ id: 'a1', type: 'CATCH_UNO', playerId: 'p1', payload: { target: 'p2' } }] as unknown as Action[]
    const chosen: unknown[] = []
    let letGo = 0
    promptForMove({ ...request(30_000, 30_000), legalActions: catchOnly }, {
      io: t.io, scheduler: time, describe: () => 'catch Bob', canAct: () => true, choose: (a) => chosen.push(a), letGo: () => letGo++,
    })
    expect(t.lines).toEqual(['  1. catch Bob', '  2. let it go'])
    expect(t.questions[0]!.text).toBe('pick 1–2 (30 s): ')
    t.type('3')
    expect(t.lines.at(-1)).toBe('  type a number from 1 to 2')
    t.type('2')
    expect(t.lines.at(-1)).toBe('  you let it go')
    expect(letGo).toBe(1)
    expect(chosen).toEqual([])
    expect(t.questions.at(-1)!.signal.aborted).toBe(true)
    expect(time.pending).toBe(0)
  })

  it('has no "let it go" for a request that must be answered', () => {
    const t = terminal()
    promptForMove(request(30_000, 30_000), { io: t.io, scheduler: new VirtualScheduler(), describe: (a) => a.type, canAct: () => true, choose: () => undefined })
    expect(t.lines).toEqual(['  1. PLAY', '  2. DRAW'])
    t.type('3')
    expect(t.lines.at(-1)).toBe('  type a number from 1 to 2')
  })
})
