import { PhasesError } from './phasesError'
import { describe, expect, it } from 'vitest'
import { phasesGame, say } from './__fixtures__/games'
import { definePhase } from './gamePhase'
import { MAX_LOOP_PER_ACTION } from './runtimeStack'
import { getWait } from './state'
import { defineStep, type StepContext } from './stepKind'

const oneStep = (run: (ctx: StepContext) => void, extra: object = {}) =>
  phasesGame({ steps: [defineStep('only', { run })], phases: { player: definePhase('turn', ['only']) }, checkGameOver: (s) => (s.turn >= 1 ? [] : null), ...extra })

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn()
  } catch (e) {
    return PhasesError.isInstance(e) ? e.code : `not a PhasesError: ${String(e)}`
  }
  return undefined
}

describe("a step's context", () => {
  it('is closed once the step returned: a later call throws STEP_CONTEXT_CLOSED', () => {
    let kept: StepContext | null = null
    oneStep((ctx) => void (kept = ctx))
    expect(codeOf(() => kept!.emit('LATE'))).toBe('STEP_CONTEXT_CLOSED')
    expect(codeOf(() => kept!.nextTick({ kind: 'only' }))).toBe('STEP_CONTEXT_CLOSED')
  })

  it('refuses a pushed step of a kind nobody gave (UNKNOWN_STEP_KIND)', () => {
    expect(codeOf(() => oneStep((ctx) => ctx.nextTick({ kind: 'teleport' })))).toBe('UNKNOWN_STEP_KIND')
  })

  it('refuses to eliminate, skip or crown someone who is no player, and a skip count that is no whole number', () => {
    expect(codeOf(() => oneStep((ctx) => ctx.eliminate('zed')))).toBe('BAD_STEP_CALL')
    expect(codeOf(() => oneStep((ctx) => ctx.skipTurns('zed', 1)))).toBe('BAD_STEP_CALL')
    expect(codeOf(() => oneStep((ctx) => ctx.skipTurns('p2', -1)))).toBe('BAD_STEP_CALL')
    expect(codeOf(() => oneStep((ctx) => ctx.endGame(['zed'])))).toBe('BAD_STEP_CALL')
  })

  it('does nothing when eliminating a player who is already out', () => {
    const { log } = oneStep((ctx) => (ctx.eliminate('p3'), ctx.eliminate('p3')), { checkGameOver: (s: { turn: number }) => (s.turn >= 1 ? [] : null) })
    expect(log.filter((t) => t.startsWith('player.eliminated'))).toEqual(['player.eliminated:p3'])
  })

  it('gives a step that throws the fate of any handler: the action fails with HANDLER_ERROR and changes nothing', () => {
    const ask = defineStep('ask', {
      run: (ctx) => ctx.ask({ playerId: 'p1', options: [{ type: 'GO' }], defaultAction: { type: 'GO' } }),
      answer: () => {
        throw new Error('the answer broke')
      },
    })
    const { engine } = phasesGame({ steps: [ask], phases: { player: definePhase('turn', ['ask']) }, decisions: ['GO'] })
    const before = engine.getState()
    const result = engine.dispatch({ type: 'GO', playerId: 'p1' })
    expect(result).toMatchObject({ ok: false, errorCode: 'HANDLER_ERROR', error: 'the answer broke' })
    expect(engine.getState()).toBe(before)
    expect(getWait(engine.getState())?.kind).toBe('decision')
  })
})

describe('a game in which nothing ever waits and nobody ever wins', () => {
  it(`fails with RUNAWAY_LOOP after ${MAX_LOOP_PER_ACTION} turns of the loop in one action, rather than hanging`, () => {
    expect(codeOf(() => phasesGame({ steps: [say('idle')], phases: { player: definePhase('turn', ['idle']) }, checkGameOver: () => null }, { count: 2 }))).toBe('RUNAWAY_LOOP')
  })
})
