import { GameEngine, SeededRandomProvider } from '@decklet/core'
import { PokerRulesPlugin } from '@decklet/plugin-poker'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { describe, expect, it } from 'vitest'
import { bettingOptions } from './betting'
import { createHoldemPlugin } from './holdemPlugin'
import { getHoldemState } from './state'
import { play, table } from './__fixtures__/table'

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, seat: i + 1 }))

/** The players with a legal action, in seat order: what `getActors` answers without a hook. */
const withLegalActions = (engine: GameEngine): string[] => Object.keys(engine.getState().players).filter((id) => engine.getLegalActions(id).length > 0)

describe('who may act', () => {
  it('is the player to act, and nobody between hands or once the session is over', () => {
    const engine = table(3, { autoDeal: false })
    expect(engine.getActors()).toEqual(['p1'])
    play(engine, [['p1', 'FOLD'], ['p2', 'FOLD']])
    expect(engine.getActors()).toEqual([])
    const over = table({ players: 2, options: { maxHands: 1 } })
    play(over, [['p1', 'FOLD']])
    expect(over.getState().status).toBe('finished')
    expect(over.getActors()).toEqual([])
  })

  it('is at every step of random sessions exactly the players with legal actions', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const engine = table(2 + (seed % 5), { maxHands: 8, startingStack: 30 }, seed)
      const random = new SeededRandomProvider(seed)
      for (let step = 0; step < 300 && engine.getState().status === 'playing'; step++) {
        expect(engine.getActors()).toEqual(withLegalActions(engine))
        const [actor] = engine.getActors()
        const legal = engine.getLegalActions(actor!)
        expect(engine.dispatch(legal[Math.floor(random.next() * legal.length)]!).ok).toBe(true)
      }
    }
  })
})

describe('the betting options cache of a plugin instance', () => {
  it('one instance serving two engines in turn answers each with its own table', () => {
    const plugin = createHoldemPlugin({ maxHands: 20 })
    const engines = [1, 2].map((seed) => {
      const engine = new GameEngine({ seed }).use(StandardDeckPlugin).use(PokerRulesPlugin).use(plugin)
      engine.createGame({ players: players(4) }).start()
      return engine
    })
    const random = new SeededRandomProvider(9)
    for (let step = 0; step < 200; step++) {
      const engine = engines[step % 2]!
      if (engine.getState().status !== 'playing') continue
      const state = engine.getState()
      const id = state.currentPlayerId!
      // The API reads through the instance's cache; a fresh computation must agree.
      expect(engine.getPluginApi('holdem').bettingOptions(state, id)).toEqual(bettingOptions(getHoldemState(state), id))
      const legal = engine.getLegalActions(id)
      expect(engine.dispatch(legal[Math.floor(random.next() * legal.length)]!).ok).toBe(true)
    }
  })
})
