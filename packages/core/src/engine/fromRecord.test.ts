import { describe, expect, it } from 'vitest'
import type { Action } from '../actions/types'
import { StateValidationError } from '../errors/errors'
import type { GamePlugin } from '../plugins/types'
import { SeededRandomProvider } from '../random/randomProvider'
import {
  CardGamePlugin,
  createRandomSetupPlugin,
  playFirstLegal,
  startCardGame,
  tickingClock,
} from '../replay/__fixtures__/cardGame'
import { GameEngine } from './gameEngine'

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/** A played game and its record, through JSON like a stored one. */
function recorded(plugins: GamePlugin[] = [CardGamePlugin, createRandomSetupPlugin()]) {
  const engine = startCardGame({ clock: tickingClock(), plugins })
  playFirstLegal(engine, 12)
  return { engine, record: json(engine.exportRecord()), plugins }
}

describe('GameEngine.fromRecord', () => {
  it('starts an engine at the recorded initial state, with no history, as createGame left it', () => {
    const { engine, record, plugins } = recorded()
    const installed = GameEngine.fromRecord(record, plugins, record.config)
    expect(installed.getState()).toEqual(engine.getInitialState())
    expect(installed.getInitialState()).toEqual(record.initialState)
    expect(installed.getState().status).toBe('waiting')
    expect(installed.getHistory()).toEqual([])
    expect(installed.getPlugins().map((p) => p.id)).toEqual(['card-game', 'random-setup'])
    expect(installed.config.maxActionsPerTick).toBe(record.config.maxActionsPerTick)
  })

  it('then plays on like the original: start() and the recorded actions give the same state', () => {
    const { engine, record, plugins } = recorded()
    let now = record.startedAt!
    const installed = GameEngine.fromRecord(record, plugins, { ...record.config, clock: () => now })
    installed.start()
    for (const entry of record.history) {
      now = entry.timestamp
      expect(installed.dispatch(entry.action as Action).ok).toBe(true)
    }
    expect(installed.getState()).toEqual(engine.getState())
  })

  it("discards setup's writes and draws, and starts the random source at the recorded position", () => {
    let runs = 0
    const Counter: GamePlugin = { id: 'counter', name: 'Counter', version: '1.0.0', setup: (ctx) => ctx.setVariable('runs', ++runs) }
    const { record } = recorded([CardGamePlugin, Counter])
    const position = new SeededRandomProvider(99)
    position.next()
    const installed = GameEngine.fromRecord({ initialState: record.initialState, initialRandom: position.getState() }, [CardGamePlugin, Counter])
    expect(runs).toBe(2)
    expect(installed.getState().variables.runs).toBe(1)
    expect(installed.createSnapshot().random!.state).toBe(position.getState().state)
  })

  it('refuses an initial state that is not a game state, listing the problems', () => {
    const error = (() => {
      try {
        GameEngine.fromRecord({ initialState: { gameId: 3 } as never }, [CardGamePlugin])
      } catch (e) {
        return e as StateValidationError
      }
      throw new Error('expected an error')
    })()
    expect(error).toBeInstanceOf(StateValidationError)
    expect(error.errors[0]).toBe('state.gameId is not a string')
    expect(error.message.startsWith('Invalid initial state: state.gameId is not a string; ')).toBe(true)
  })

  it('is the only way in: the engine has no public install method', () => {
    expect('_installInitialState' in new GameEngine()).toBe(false)
  })
})
