import { createAction, SeededRandomProvider } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { ddzEngine } from './__fixtures__/arrange'
import { chooseLegalAction, legalPlays } from './legalActions'
import type { DoudizhuOptions } from './options'
import { getDoudizhuState } from './state'

describe("engine.getPluginApi('doudizhu')", () => {
  const configs: DoudizhuOptions[] = [{}, { bidding: 'rob' }, { profile: 'rlcard' }, { profile: 'douzero' }]
  for (const options of configs) {
    it(`${JSON.stringify(options)}: gives the options, the state, and the same plays and choices as the free functions`, () => {
      const engine = ddzEngine({ ...options, deals: 2 }, 4)
      const api = engine.getPluginApi('doudizhu')
      expect(api.options.profile).toBe(options.profile ?? 'standard')
      const rng = new SeededRandomProvider(9)
      let steps = 0
      while (engine.getState().status !== 'finished') {
        const state = engine.getState()
        const pid = state.currentPlayerId!
        expect(api.getState(state)).toBe(getDoudizhuState(state))
        expect(api.legalPlays(state, pid)).toEqual(legalPlays(state, pid))
        const n = { api: 0, free: 0 }
        const pick = rng.next()
        const viaApi = api.chooseLegalAction(state, pid, (count) => ((n.api = count), Math.floor(pick * count)))
        const viaFree = chooseLegalAction(state, pid, (count) => ((n.free = count), Math.floor(pick * count)))
        expect(viaApi).toEqual(viaFree)
        expect(n.api).toBe(n.free)
        expect(engine.dispatch(createAction(viaApi!))).toMatchObject({ ok: true })
        steps++
      }
      expect(steps).toBeGreaterThan(20)
    })
  }
})
