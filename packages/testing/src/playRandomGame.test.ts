import { DeckletError, stateUtils, type GamePlugin } from '@decklet/core'
import { InvalidOptionError } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { createCountingRulePlugin, createMiniGamePlugin } from './__fixtures__/plugins'
import { createTestEngine } from './createTestEngine'
import { playRandomGame } from './playRandomGame'

describe('playRandomGame', () => {
  it('plays legal moves until the game is finished', () => {
    const engine = createTestEngine({ plugins: [createMiniGamePlugin()] })
    const result = playRandomGame(engine, { seed: 3 })
    expect(result.finished).toBe(true)
    expect(result.stopReason).toBe('finished')
    expect(result.state).toBe(engine.getState())
    expect(result.state.winnerIds).toHaveLength(1)
    expect(result.steps).toBe(engine.getHistory().length)
    expect(result.actions).toEqual(engine.getHistory().map((r) => r.action))
  })

  it('is deterministic for an engine and a seed, and other seeds play other games', () => {
    const play = (seed: number) => playRandomGame(createTestEngine({ plugins: [createMiniGamePlugin()] }), { seed }).actions
    expect(play(1)).toEqual(play(1))
    expect(new Set([1, 2, 3, 4].map((s) => JSON.stringify(play(s)))).size).toBeGreaterThan(1)
  })

  it('picks moves with its own generator: the engine’s random position does not move', () => {
    const engine = createTestEngine({ plugins: [createMiniGamePlugin()] })
    const before = engine.createSnapshot().random
    playRandomGame(engine, { seed: 8 })
    // The mini game draws randomness only when it starts.
    expect(engine.createSnapshot().random).toEqual(before)
  })

  it('calls onStep before every step and once at the end, with the engine and the actions so far', () => {
    const engine = createTestEngine({ plugins: [createMiniGamePlugin()] })
    const seen: [number, number][] = []
    const result = playRandomGame(engine, { seed: 3, onStep: (e, step) => seen.push([step, e.getState().version]) })
    expect(seen.map(([step]) => step)).toEqual(Array.from({ length: result.steps + 1 }, (_, i) => i))
    expect(seen.at(-1)![1]).toBe(result.state.version)
    expect(new Set(seen.map(([, version]) => version)).size).toBe(seen.length)
  })

  it('stops after maxSteps', () => {
    const result = playRandomGame(createTestEngine({ plugins: [createMiniGamePlugin()] }), { seed: 1, maxSteps: 2 })
    expect(result).toMatchObject({ steps: 2, finished: false, stopReason: 'max-steps' })
    expect(playRandomGame(createTestEngine({ plugins: [createMiniGamePlugin()] }), { maxSteps: 0 }).steps).toBe(0)
    expect(() => playRandomGame(createTestEngine({ plugins: [] }), { maxSteps: -1 })).toThrow(InvalidOptionError)
  })

  it('stops when nobody has a legal action', () => {
    const noMoves: GamePlugin = { id: 'none', name: 'No moves', version: '1.0.0' }
    expect(playRandomGame(createTestEngine({ plugins: [noMoves] }))).toMatchObject({ steps: 0, finished: false, stopReason: 'no-legal-actions' })
  })

  it('does not play a finished game', () => {
    const engine = createTestEngine({ plugins: [createMiniGamePlugin()] })
    playRandomGame(engine, { seed: 2 })
    expect(playRandomGame(engine, { seed: 2 })).toMatchObject({ steps: 0, stopReason: 'finished' })
  })

  it('throws LEGAL_ACTION_REFUSED when dispatch refuses an action getLegalActions offered', () => {
    let error: unknown
    for (let seed = 1; seed < 20 && error === undefined; seed++) {
      try {
        playRandomGame(createTestEngine({ plugins: [createMiniGamePlugin(), createCountingRulePlugin()] }), { seed })
      } catch (e) {
        error = e
      }
    }
    expect(DeckletError.isInstance(error) && error.code).toBe('LEGAL_ACTION_REFUSED')
    expect((error as Error).message).toMatch(/^playRandomGame: the legal action BID by p\d was refused at step \d+: denied with BID_LIMIT: no bids left$/)
  })

  it('asks only the players engine.getActors() names, in its order, for their legal actions', () => {
    // Everyone could PING; the plugin's actors hook says only p3 and p2 may act now.
    const ping: GamePlugin = {
      id: 'ping', name: 'Ping', version: '1.0.0',
      actions: [{
        type: 'PING',
        execute: (a, { state }) => ({ state: stateUtils.setVariable(state, 'last', a.playerId!) }),
        enumerate: (_state, playerId) => [{ type: 'PING', playerId }],
      }],
      actors: () => ['p3', 'p2'],
    }
    const engine = createTestEngine({ plugins: [ping], players: 3 })
    const asked: string[] = []
    const legal = engine.getLegalActions.bind(engine)
    engine.getLegalActions = (playerId: string) => {
      asked.push(playerId)
      return legal(playerId)
    }
    const result = playRandomGame(engine, { seed: 1, maxSteps: 20 })
    expect(result.steps).toBe(20)
    expect(new Set(result.actions.map((a) => a.playerId))).toEqual(new Set(['p2', 'p3']))
    expect(asked.slice(0, 4)).toEqual(['p3', 'p2', 'p3', 'p2'])
  })
})
