// The modifiers example of README.md, verbatim apart from the import path and the assertions at the end.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  GameEngine, addModifier, getModifiers, stateUtils, type GamePlugin, type GameState, type ModifierInit, type ModifierKind,
} from './index'

describe("the README's modifiers example", () => {
  it('halves a rent once, and keeps a jailed player from moving until the turn ends', () => {
    const logged: string[] = []
    const console = { log: (...values: unknown[]) => logged.push(JSON.stringify(values)) }
    // Rent on a board: a chance card halves a player's next rent (for two turns at most); jail cancels a move.
    type Rent = { amount: number }
    const HalfRent: ModifierKind = {
      kind: 'half-rent',
      before: (ctx) => ctx.setPayload({ amount: Math.floor((ctx.action.payload as Rent).amount / 2) }),
    }
    const Jail: ModifierKind = { kind: 'jail', before: (ctx) => ctx.cancel('in jail this turn', 'IN_JAIL') }
    const add = (state: GameState, init: ModifierInit) => ({ state: addModifier(state, { source: 'board', ...init }).state })

    const Board: GamePlugin = {
      id: 'board', name: 'Board', version: '1.0.0',
      modifiers: [HalfRent, Jail],
      actions: [
        { type: 'PAY_RENT', execute: (action, { state }) => ({
          state: stateUtils.setVariable(state, 'paid', ((state.variables.paid ?? 0) as number) + (action.payload as Rent).amount),
        }) },
        { type: 'MOVE', execute: (_a, { state }) => ({ state: stateUtils.setVariable(state, 'moved', true) }) },
        { type: 'CHANCE', execute: (a, { state }) => add(state, { kind: 'half-rent', appliesTo: ['PAY_RENT'], playerId: a.playerId!, uses: 1, turns: 2 }) },
        { type: 'GO_TO_JAIL', execute: (a, { state }) => add(state, { kind: 'jail', appliesTo: ['MOVE'], playerId: a.playerId!, turns: 1 }) },
        { type: 'END_TURN', execute: (_a, { state }) => ({
          state: { ...state, turn: state.turn + 1, currentPlayerId: state.currentPlayerId === 'ann' ? 'bob' : 'ann' },
        }) },
      ],
      events: [{ type: 'GAME_STARTED', handle: (_e, ctx) => ctx.setCurrentPlayer('ann') }],
    }

    const engine = new GameEngine({ seed: 1 })
    engine.use(Board).createGame({ players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }] }).start()
    engine.dispatch({ type: 'CHANCE', playerId: 'bob' })
    const rent = engine.dispatch({ type: 'PAY_RENT', playerId: 'bob', payload: { amount: 50 } })
    console.log(engine.getState().variables.paid, rent.events.map((e) => e.type)) // 25 ['MODIFIER_EXPIRED']
    engine.dispatch({ type: 'GO_TO_JAIL', playerId: 'ann' })
    console.log(engine.dispatch({ type: 'MOVE', playerId: 'ann' }).denyCode) // IN_JAIL
    console.log(engine.validate({ type: 'MOVE', playerId: 'ann' }).ok, getModifiers(engine.getState())[0]!.turns) // false 1
    engine.dispatch({ type: 'END_TURN' }) // Ann's turn ends: her jail term is served
    console.log(engine.dispatch({ type: 'MOVE', playerId: 'ann' }).ok, getModifiers(engine.getState())) // true []
    expect(logged).toEqual([
      JSON.stringify([25, ['MODIFIER_EXPIRED']]),
      JSON.stringify(['IN_JAIL']),
      JSON.stringify([false, 1]),
      JSON.stringify([true, []]),
    ])
    expect(engine.getState().variables.moved).toBe(true)
  })

  it('is the example README.md shows, line for line', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
    const example = readme.split('### Modifiers')[1]!.split('```ts\n')[1]!.split('```')[0]!
    const body = example.split("} from '@decklet/core'\n")[1]!.trim().split('\n')
    const here = readFileSync(new URL(import.meta.url), 'utf8').split('\n').map((line) => line.replace(/^    /, ''))
    for (const line of body) expect(here).toContain(line)
  })
})
