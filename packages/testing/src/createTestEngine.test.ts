import { GameEngine, SeededRandomProvider } from '@decklet/core'
import { InvalidOptionError } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { createMiniGamePlugin, handOf } from './__fixtures__/plugins'
import { createTestEngine, testPlayers } from './createTestEngine'
import { mockRandom } from './mockRandom'

describe('createTestEngine', () => {
  it('creates and starts a game with two players p1 and p2, seed 1 and a fixed clock', () => {
    const engine = createTestEngine({ plugins: [createMiniGamePlugin()] })
    expect(engine).toBeInstanceOf(GameEngine)
    const state = engine.getState()
    expect(state.status).toBe('playing')
    expect(state.seed).toBe(1)
    expect(Object.values(state.players)).toEqual([
      { id: 'p1', name: 'Player 1', seat: 1 },
      { id: 'p2', name: 'Player 2', seat: 2 },
    ])
    expect(state.currentPlayerId).toBe('p1')
    engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    // createGame read 0, start 1: the first dispatch is at 2.
    expect(engine.getHistory()[0]!.timestamp).toBe(2)
  })

  it('is deterministic: the same options give the same game', () => {
    const a = createTestEngine({ plugins: [createMiniGamePlugin()], seed: 9 })
    const b = createTestEngine({ plugins: [createMiniGamePlugin()], seed: 9 })
    const c = createTestEngine({ plugins: [createMiniGamePlugin()], seed: 10 })
    expect(a.getState()).toEqual(b.getState())
    expect(handOf(a.getState(), 'p1')).not.toEqual(handOf(c.getState(), 'p1'))
  })

  it('takes a player count or a list of players', () => {
    expect(Object.keys(createTestEngine({ plugins: [], players: 4 }).getState().players)).toEqual(['p1', 'p2', 'p3', 'p4'])
    const listed = createTestEngine({ plugins: [], players: [{ id: 'alice', name: 'Alice', seat: 3 }, { id: 'bob', name: 'Bob', seat: 1 }] })
    expect(listed.getState().players.alice).toEqual({ id: 'alice', name: 'Alice', seat: 3 })
    expect(() => createTestEngine({ plugins: [], players: 0 })).toThrow(/positive integer/)
    expect(() => testPlayers(1.5)).toThrow(InvalidOptionError)
  })

  it('leaves the game waiting with start: false', () => {
    const engine = createTestEngine({ plugins: [createMiniGamePlugin()], start: false })
    expect(engine.getState().status).toBe('waiting')
    engine.start()
    expect(engine.getState().status).toBe('playing')
  })

  it('passes config through; explicit seed and clock win over config', () => {
    const engine = createTestEngine({
      plugins: [],
      seed: 5,
      clock: () => 77,
      gameId: 'table-1',
      config: { seed: 4, clock: () => 1, validationMode: 'none', maxActionsPerTick: 3 },
    })
    expect(engine.config).toMatchObject({ seed: 5, validationMode: 'none', maxActionsPerTick: 3 })
    expect(engine.config.clock()).toBe(77)
    expect(engine.getState().gameId).toBe('table-1')
    expect(createTestEngine({ plugins: [], config: { seed: 4 } }).getState().seed).toBe(4)
  })

  it('uses a random provider from config, e.g. mockRandom', () => {
    const engine = createTestEngine({ plugins: [createMiniGamePlugin()], config: { random: mockRandom([0], { loop: true }) } })
    // Shuffling with next() always 0 rotates the deck in a fixed way, unlike the seeded provider.
    const seeded = createTestEngine({ plugins: [createMiniGamePlugin()] })
    expect(handOf(engine.getState(), 'p1')).not.toEqual(handOf(seeded.getState(), 'p1'))
    expect(engine.createSnapshot().random).toMatchObject({ algorithm: 'mock' })
    expect(seeded.createSnapshot().random).toMatchObject({ algorithm: new SeededRandomProvider(1).getState().algorithm })
  })

  it('testPlayers names the players of a count', () => {
    expect(testPlayers(2)).toEqual([
      { id: 'p1', name: 'Player 1' },
      { id: 'p2', name: 'Player 2' },
    ])
  })
})
