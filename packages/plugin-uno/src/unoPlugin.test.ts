import { GameEngine, SeededRandomProvider, type GameState } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { playersToAct } from './legalActions'
import { createUnoPlugin } from './unoPlugin'

const PLAYERS = ['p1', 'p2', 'p3', 'p4'].map((id, i) => ({ id, name: id, seat: i + 1 }))

function startEngine(plugin: ReturnType<typeof createUnoPlugin>, seed: number): GameEngine {
  const engine = new GameEngine({ seed, validationMode: 'none', clock: () => 0 })
  engine.use(plugin).createGame({ players: PLAYERS }).start()
  return engine
}

/** One game's states, the plugin API's bot choosing every move. */
function play(engines: GameEngine[], plugins: ReturnType<typeof createUnoPlugin>[], seed: number): GameState[][] {
  const randoms = engines.map((_, i) => new SeededRandomProvider(seed + i))
  const states: GameState[][] = engines.map(() => [])
  // The engines move in turn, one action each, as a server running several tables does.
  for (let moved = true; moved; ) {
    moved = false
    engines.forEach((engine, i) => {
      const state = engine.getState()
      if (state.status !== 'playing') return
      states[i]!.push(state)
      engine.dispatch(plugins[i]!.api.chooseLegalAction(state, (n) => randoms[i]!.int(0, n - 1), { preferPlay: true })!)
      moved = true
    })
  }
  return states
}

describe('createUnoPlugin', () => {
  it('keeps its caches per plugin instance: one plugin serving engines in turn plays the games each plays alone', () => {
    const shared = createUnoPlugin({ scoring: 'single-hand', sevenO: true, jumpIn: true })
    const together = play([startEngine(shared, 1), startEngine(shared, 2)], [shared, shared], 10)
    const alone = [1, 2].map((seed, i) => {
      const own = createUnoPlugin({ scoring: 'single-hand', sevenO: true, jumpIn: true })
      return play([startEngine(own, seed)], [own], 10 + i)[0]!
    })
    expect(together.map((game) => game.length)).toEqual(alone.map((game) => game.length))
    expect(JSON.stringify(together)).toBe(JSON.stringify(alone))
  })

  it("answers engine.getActors() with its actors hook: the current player, everyone while a UNO call or a Jump-In is open", () => {
    const plugin = createUnoPlugin({ scoring: 'single-hand', jumpIn: true })
    const engine = startEngine(plugin, 4)
    const random = new SeededRandomProvider(4)
    let windows = 0
    while (engine.getState().status === 'playing') {
      const state = engine.getState()
      expect(engine.getActors()).toEqual(playersToAct(state))
      if (engine.getActors().length > 1) windows++
      else expect(engine.getActors()).toEqual([state.currentPlayerId])
      engine.dispatch(plugin.api.chooseLegalAction(state, (n) => random.int(0, n - 1), { preferPlay: true })!)
    }
    expect(windows).toBeGreaterThan(0)
    expect(engine.getActors()).toEqual([])
  })
})
