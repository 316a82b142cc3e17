import { createAction, playerIdsBySeat } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { ddzEngine } from './__fixtures__/arrange'
import type { DoudizhuOptions } from './options'

describe('who may act (the actors hook behind engine.getActors())', () => {
  const configs: DoudizhuOptions[] = [{ deals: 2 }, { bidding: 'rob', deals: 2 }, { profile: 'rlcard' }, { profile: 'douzero' }]
  for (const options of configs) {
    it(`${JSON.stringify(options)}: exactly the players with a legal action, in every phase — the dealer, the bidder to speak, the player to play`, () => {
      for (let seed = 1; seed <= 4; seed++) {
        const engine = ddzEngine(options, seed)
        const phases = new Set<string>()
        while (engine.getState().status !== 'finished') {
          const state = engine.getState()
          phases.add((state.variables.doudizhu as { phase: string }).phase)
          const withActions = playerIdsBySeat(state).filter((id) => engine.getLegalActions(id).length > 0)
          expect(engine.getActors()).toEqual(withActions)
          expect(engine.getActors()).toEqual([state.currentPlayerId])
          const legal = engine.getLegalActions(state.currentPlayerId!)
          expect(engine.dispatch(createAction(legal[(seed * 7 + state.turn) % legal.length]!))).toMatchObject({ ok: true })
        }
        expect(engine.getActors()).toEqual([])
        expect(phases.has('playing')).toBe(true)
        if (options.deals === 2) expect(phases.has('dealing')).toBe(true)
      }
    })
  }
})
