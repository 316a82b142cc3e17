import { findNonJson, GameEngine, type GameContext, type GamePlugin } from '@decklet/core'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { createTestEngine, verifyReplay } from '@decklet/testing'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { Comparator } from '../comparator/comparator'
import { CombinationDetector } from '../detector/combinationDetector'
import { evaluateHand } from '../detector/detect'
import { Resolver } from '../resolver/resolver'
import { HeadsUpPlugin } from '../__fixtures__/headsUpPlugin'
import type { PokerRulesApi } from './api'
import { PokerRulesPlugin } from './pokerRulesPlugin'

describe('PokerRulesPlugin', () => {
  it('offers the detector, comparator and resolver as its typed API', () => {
    const engine = new GameEngine({ seed: 1 }).use(PokerRulesPlugin)
    const api = engine.getPluginApi('poker-rules')
    expectTypeOf(api).toEqualTypeOf<PokerRulesApi>()
    expect(api.detector).toBe(CombinationDetector)
    expect(api.comparator).toBe(Comparator)
    expect(api.resolver).toBe(Resolver)
    expect(api.evaluateHand).toBe(evaluateHand)
    expect(Object.isFrozen(api)).toBe(true)
  })

  it('is reached from another plugin through ctx.plugin, typed', () => {
    let description = ''
    const User: GamePlugin = {
      id: 'user', name: 'User', version: '1.0.0',
      setup(ctx: GameContext) {
        const poker = ctx.plugin('poker-rules')
        expectTypeOf(poker).toEqualTypeOf<PokerRulesApi>()
        description = poker.comparator.describe(['std-spades-A', 'std-hearts-A', 'std-clubs-K', 'std-clubs-Q', 'std-clubs-J'])
      },
    }
    new GameEngine({ seed: 1 }).use(PokerRulesPlugin).use(User).createGame({ players: [{ id: 'p1', name: 'A' }] })
    expect(description).toBe('Pair of Aces, K-Q-J kickers')
  })

  it('keeps nothing in the state: the state is the same with or without it', () => {
    const bare = createTestEngine({ plugins: [StandardDeckPlugin], seed: 3 }).getState()
    const withPoker = createTestEngine({ plugins: [StandardDeckPlugin, PokerRulesPlugin], seed: 3 }).getState()
    expect(withPoker).toEqual(bare)
  })

  it('plays a showdown on standard-deck cards in a game whose state stays JSON and replays', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const engine = createTestEngine({ plugins: [StandardDeckPlugin, PokerRulesPlugin, HeadsUpPlugin], seed })
      const state = engine.getState()
      expect(state.status).toBe('finished')
      expect(state.winnerIds.length).toBeGreaterThan(0)
      const hands = state.variables.hands as { best5: string[]; description: string }[]
      expect(hands).toHaveLength(2)
      for (const hand of hands) expect(hand.best5.every((id) => id.startsWith('std-'))).toBe(true)
      expect(findNonJson(state)).toBeNull()
      expect(verifyReplay(engine).ok).toBe(true)
    }
  })
})
