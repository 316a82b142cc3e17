import { describe, expect, it } from 'vitest'
import { createGameState } from '../state/factories'
import type { GameState, GameStatus } from '../state/types'
import type { GamePlugin } from '../plugins/types'
import { computeActors } from './actors'

function state(status: GameStatus = 'playing'): GameState {
  const base = createGameState({
    gameId: 'g',
    seed: 1,
    // Listed out of seat order on purpose: seat order must not come from the record's order.
    players: [
      { id: 'p3', name: 'C', seat: 3 },
      { id: 'p1', name: 'A', seat: 1 },
      { id: 'p2', name: 'B', seat: 2 },
    ],
  })
  return { ...base, status }
}

const hook = (answer: (s: GameState) => readonly string[]): Pick<GamePlugin, 'actors'> => ({ actors: answer })
const none = (): readonly unknown[] => {
  throw new Error('legal actions must not be asked when a plugin has an actors hook')
}

describe('computeActors', () => {
  it.each<GameStatus>(['waiting', 'paused', 'finished'])('is nobody while the game is %s, hooks or not', (status) => {
    const asked: string[] = []
    expect(computeActors(state(status), [hook(() => ['p1'])], none)).toEqual([])
    expect(computeActors(state(status), [{}], (id) => (asked.push(id), [{}]))).toEqual([])
    expect(asked).toEqual([])
  })

  it('without hooks, is every player with a legal action, in seat order', () => {
    const asked: string[] = []
    const legal = (id: string) => (asked.push(id), id === 'p2' ? [] : [{ type: 'PLAY' }])
    expect(computeActors(state(), [{}, {}], legal)).toEqual(['p1', 'p3'])
    expect(asked).toEqual(['p1', 'p2', 'p3'])
  })

  it('with one hook, is its answer, returned as it is when it names each player once', () => {
    const answer = Object.freeze(['p2'])
    expect(computeActors(state(), [{}, hook(() => answer)], none)).toBe(answer)
  })

  it('passes the state to each hook, called as a method of its plugin', () => {
    const s = state()
    const plugin = {
      own: ['p3'],
      actors(this: { own: string[] }, given: GameState) {
        expect(given).toBe(s)
        return this.own
      },
    }
    expect(computeActors(s, [plugin], none)).toEqual(['p3'])
  })

  it('with several hooks, is the union of their answers in registration order, each player once', () => {
    const plugins = [hook(() => ['p2']), {}, hook(() => ['p3', 'p2']), hook(() => []), hook(() => ['p1', 'p3'])]
    expect(computeActors(state(), plugins, none)).toEqual(['p2', 'p3', 'p1'])
  })

  it('drops ids that are not players of the state, and repeats within one answer', () => {
    expect(computeActors(state(), [hook(() => ['ghost', 'p1', 'p1', 'toString', '__proto__'])], none)).toEqual(['p1'])
    expect(computeActors(state(), [hook(() => ['p2']), hook(() => ['ghost'])], none)).toEqual(['p2'])
  })

  it('is an empty list when the hooks name nobody, without falling back to legal actions', () => {
    expect(computeActors(state(), [hook(() => [])], none)).toEqual([])
  })
})

describe('computeActors on an engine', () => {
  it('takes the engine state, plugins and getLegalActions as they are', async () => {
    const { GameEngine } = await import('./gameEngine')
    const { ok } = await import('../rules/verdicts')
    const TurnOnly: GamePlugin = {
      id: 'turn-only',
      name: 'Turn only',
      version: '1.0.0',
      actions: [
        {
          type: 'PASS',
          execute: (_a, { state }) => ({ state }),
          enumerate: (s, playerId) => (playerId === s.currentPlayerId ? [{ type: 'PASS', playerId }] : []),
        },
      ],
      rules: [{ id: 'any', name: 'Any', appliesTo: ['*'], validate: () => ok() }],
      events: [{ type: 'GAME_STARTED', handle: (_e, ctx) => ctx.setCurrentPlayer('p2') }],
    }
    const engine = new GameEngine({ seed: 1 }).use(TurnOnly)
    engine.createGame({ players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }] })
    const actorsOf = () => computeActors(engine.getState(), engine.getPlugins(), (id) => engine.getLegalActions(id))
    expect(actorsOf()).toEqual([])
    engine.start()
    expect(actorsOf()).toEqual(['p2'])
  })
})
