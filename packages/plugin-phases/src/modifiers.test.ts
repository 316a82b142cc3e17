// A step's command is dispatched through the engine, so core's modifiers (spec 004's command bus) apply to it.
import { addModifier, getModifiers, stateUtils, type GamePlugin, type ModifierKind } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { phasesGame } from './__fixtures__/games'
import { definePhase } from './gamePhase'
import { defineStep } from './stepKind'

const Half: ModifierKind = {
  kind: 'half',
  before: (ctx) => ctx.setPayload({ amount: Math.floor((ctx.action.payload as { amount: number }).amount / 2) }),
}
const Exempt: ModifierKind = { kind: 'exempt', before: (ctx) => ctx.cancel('exempt from paying') }

/** A bank: each player starts with 20 coins; PAY (internal) takes `amount`. It registers the two modifier kinds. */
const bank = (): GamePlugin => ({
  id: 'bank',
  name: 'Bank',
  version: '1.0.0',
  modifiers: [Half, Exempt],
  setup: (ctx) => {
    for (const id of Object.keys(ctx.state.players)) ctx.update((s) => stateUtils.updatePlayer(s, id, { coins: 20 }))
  },
  actions: [{
    type: 'PAY',
    internal: true,
    execute: (action, { state }) => {
      const id = action.playerId!
      const { amount } = action.payload as { amount: number }
      return { state: stateUtils.updatePlayer(state, id, { coins: (state.players[id]!.coins as number) - amount }), events: [{ type: 'PAID', playerId: id, payload: { amount } }] }
    },
  }],
})

const pay = defineStep('pay', { run: (ctx) => ctx.command({ type: 'PAY', playerId: ctx.playerId!, payload: { amount: 8 } }) })
/** In the first turn only: adds a modifier of `kind` on p1's PAY. */
const blessing = (kind: string, extra: { uses?: number; turns?: number }) =>
  defineStep('bless', {
    run(ctx) {
      if (ctx.state.turn === 1) ctx.update((s) => addModifier(s, { kind, appliesTo: ['PAY'], playerId: 'p1', source: 'test', ...extra }).state)
    },
  })
const paid = (e: { type: string }) => e.type === 'PAID' || e.type === 'ACTION_DENIED' || e.type === 'MODIFIER_EXPIRED'

describe("modifiers on a step's command", () => {
  it('change its payload before its handler runs, and lose a use each time they act', () => {
    const { log, engine } = phasesGame(
      { steps: [blessing('half', { uses: 1 }), pay], phases: { player: definePhase('turn', ['bless', 'pay', 'pay']) }, checkGameOver: (s) => (s.turn >= 1 ? [] : null) },
      { count: 2, others: [bank()], filter: paid },
    )
    // The first PAY of 8 is halved and uses the modifier up; the second is paid in full.
    expect(log).toEqual(['PAID:p1', 'MODIFIER_EXPIRED', 'PAID:p1'])
    expect(engine.getState().players.p1!.coins).toBe(20 - 4 - 8)
    expect(getModifiers(engine.getState())).toEqual([])
  })

  it('may cancel it: the command is denied with their reason, nothing is paid, and the stack goes on', () => {
    const after = defineStep('after', { run: (ctx) => ctx.emit('AFTER') })
    const { log, engine } = phasesGame(
      { steps: [blessing('exempt', { uses: 1 }), pay, after], phases: { player: definePhase('turn', ['bless', 'pay', 'after']) }, checkGameOver: (s) => (s.turn >= 1 ? [] : null) },
      { count: 2, others: [bank()], filter: (e) => paid(e) || e.type === 'AFTER' },
    )
    expect(log).toEqual(['ACTION_DENIED', 'AFTER'])
    expect(engine.getState().players.p1!.coins).toBe(20)
    // A denied action changes nothing: the modifier keeps its use.
    expect(getModifiers(engine.getState())).toMatchObject([{ kind: 'exempt', uses: 1 }])
  })

  it("decay with the turns the round loop counts: one lasting p1's turn expires when the next player's turn begins", () => {
    const { engine, log } = phasesGame(
      { steps: [blessing('half', { turns: 1 }), pay], phases: { player: definePhase('turn', ['bless', 'pay']) }, yieldBetweenPlayers: true, checkGameOver: (s) => (s.turn >= 3 ? [] : null) },
      { count: 2, others: [bank()], filter: paid },
    )
    engine.dispatch(engine.getPending()!.action) // p1's turn: the modifier is added and halves p1's PAY
    expect(getModifiers(engine.getState())).toMatchObject([{ kind: 'half', turns: 1 }])
    engine.dispatch(engine.getPending()!.action) // p2's turn begins: turn 1 → 2, p1's turn is over
    expect(getModifiers(engine.getState())).toEqual([])
    engine.dispatch(engine.getPending()!.action) // p1 again, paying in full
    expect(log).toEqual(['PAID:p1', 'MODIFIER_EXPIRED', 'PAID:p2', 'PAID:p1'])
    expect(engine.getState().players.p1!.coins).toBe(20 - 4 - 8)
  })
})
