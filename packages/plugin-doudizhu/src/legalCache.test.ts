import { GameEngine, SeededRandomProvider, createAction, type GamePlugin } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { createDoudizhuPlugins } from './doudizhuPlugin'
import type { DoudizhuOptions } from './options'

/** Plays `games` seeded games, each engine stepping in turn with the others (as a vectorized environment does). */
function playInTurn(setups: { options: DoudizhuOptions; plugins: GamePlugin[]; seed: number }[]): string[] {
  const players = [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }, { id: 'p3', name: 'C' }]
  const engines = setups.map(({ plugins, seed }) => {
    const engine = new GameEngine({ seed, clock: () => 0 })
    for (const plugin of plugins) engine.use(plugin)
    engine.createGame({ players }).start()
    return { engine, rng: new SeededRandomProvider(seed) }
  })
  for (let running = true; running; ) {
    running = false
    for (const { engine, rng } of engines) {
      const state = engine.getState()
      if (state.status === 'finished') continue
      running = true
      const legal = engine.getLegalActions(state.currentPlayerId!)
      const fallback = engine.getDefaultAction(state.currentPlayerId!)
      const action = fallback !== null && rng.next() < 0.3 ? fallback : legal[rng.int(0, legal.length - 1)]!
      expect(engine.dispatch(createAction(action))).toMatchObject({ ok: true })
    }
  }
  return engines.map(({ engine }) => JSON.stringify(engine.exportRecord()))
}

describe('caches belong to the plugin instance', () => {
  it('games of every profile stepped in turn, sharing plugin instances or not, play as each played alone', () => {
    const options: DoudizhuOptions[] = [{ profile: 'douzero', deals: 2 }, { deals: 2 }, { profile: 'rlcard', deals: 2 }, { profile: 'douzero', deals: 2, enumerate: 'cards' }]
    const alone = options.map((o, i) => playInTurn([{ options: o, plugins: createDoudizhuPlugins(o), seed: 10 + i }])[0])
    const own = playInTurn(options.map((o, i) => ({ options: o, plugins: createDoudizhuPlugins(o), seed: 10 + i })))
    // the two douzero games share one set of plugin instances, as a bench that reuses its plugins does
    const shared = createDoudizhuPlugins(options[0])
    const sharing = playInTurn([
      { options: options[0]!, plugins: shared, seed: 10 },
      { options: options[0]!, plugins: shared, seed: 20 },
    ])
    expect(own).toEqual(alone)
    expect(sharing[0]).toBe(alone[0])
    expect(sharing[1]).toBe(playInTurn([{ options: options[0]!, plugins: createDoudizhuPlugins(options[0]), seed: 20 }])[0])
  })
})
