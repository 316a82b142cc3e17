import { describe, expect, it } from 'vitest'
import { EngineDestroyedError, GameLifecycleError } from '../errors/errors'
import type { GamePlugin } from '../plugins/types'
import { CardGamePlugin, createRandomSetupPlugin, playFirstLegal, startCardGame } from '../replay/__fixtures__/cardGame'
import { GameEngine } from './gameEngine'

const hook = (id: string, actors: GamePlugin['actors']): GamePlugin => ({ id, name: id, version: '1.0.0', actors })

describe('engine.getActors', () => {
  it('without an actors hook, is every player with a legal action: in the card game, the current player', () => {
    const engine = startCardGame()
    expect(engine.getActors()).toEqual(['p1'])
    playFirstLegal(engine, 1)
    const current = engine.getState().currentPlayerId!
    expect(engine.getActors()).toEqual(engine.getState().status === 'playing' ? [current] : [])
  })

  it('is nobody before start()', () => {
    expect(startCardGame({ start: false }).getActors()).toEqual([])
  })

  it("with hooks, is their union in registration order, without asking for legal actions", () => {
    const engine = startCardGame({
      plugins: [CardGamePlugin, hook('table', () => ['p3', 'p1']), createRandomSetupPlugin(), hook('caller', () => ['p1', 'p2'])],
    })
    expect(engine.getActors()).toEqual(['p3', 'p1', 'p2'])
  })

  it('changes nothing: state, history and random position', () => {
    const engine = startCardGame()
    playFirstLegal(engine, 3)
    const before = { state: engine.getState(), history: [...engine.getHistory()], random: engine.createSnapshot().random }
    engine.getActors()
    expect(engine.getState()).toBe(before.state)
    expect([...engine.getHistory()]).toEqual(before.history)
    expect(engine.createSnapshot().random).toEqual(before.random)
  })

  it('throws before createGame and after destroy, like the other reads', () => {
    expect(() => new GameEngine().getActors()).toThrow(GameLifecycleError)
    const engine = startCardGame()
    engine.destroy()
    expect(() => engine.getActors()).toThrow(EngineDestroyedError)
  })
})
