import { describe, it, expect } from 'vitest'
import { GameLifecycleError, GameRecordError, InvalidArgumentError, StateValidationError } from '../errors/errors'
import type { GamePlugin } from '../plugins/types'
import { ReplayEngine } from '../replay/replayEngine'
import { stateUtils } from '../state/stateUtils'
import { compareStates } from '../validation/compareStates'
import { GameEngine } from './gameEngine'
import {
  COUNTER_VARIABLE,
  DEFAULT_FAIL_MESSAGE,
  FAIL,
  INCREMENT,
  TWO_PLAYERS,
  createCounterPlugin,
  createFailingPlugin,
  manualClock,
  newGame,
  numberVariable,
  thrownBy,
} from './__fixtures__/testPlugins'

function plugin(id: string, extra: Partial<GamePlugin>): GamePlugin {
  return { id, name: id, version: '1.0.0', ...extra }
}

/** Dispatches FAIL, then INCREMENT, from the handler of `eventType`. */
function failOn(eventType: string): GamePlugin {
  return plugin('fail-on', {
    events: [
      {
        type: eventType,
        handle: (_e, ctx) => {
          ctx.dispatch({ type: FAIL })
          ctx.dispatch({ type: INCREMENT })
        },
      },
    ],
  })
}

describe('an action handler that throws during setup', () => {
  it('makes start() throw its error and leaves the game waiting, as before start()', () => {
    const engine = newGame([createCounterPlugin(), createFailingPlugin(), failOn('GAME_STARTED')], { start: false })
    const before = engine.getState()
    const error = thrownBy(() => engine.start())
    expect(error.message).toBe(DEFAULT_FAIL_MESSAGE)
    expect(engine.getState()).toBe(before)
    expect(engine.getState().status).toBe('waiting')
    expect(numberVariable(engine.getState(), COUNTER_VARIABLE)).toBe(0)
  })

  it('makes createGame() throw its error; no game is created', () => {
    const engine = new GameEngine({ seed: 1 })
    engine.use(createCounterPlugin()).use(createFailingPlugin()).use(failOn('GAME_CREATED'))
    const error = thrownBy(() => engine.createGame({ players: TWO_PLAYERS }))
    expect(error.message).toBe(DEFAULT_FAIL_MESSAGE)
    const notCreated = thrownBy(() => engine.getState())
    expect(notCreated).toBeInstanceOf(GameLifecycleError)
    expect(notCreated.message).toBe('Game has not been created yet; call createGame() first')
  })

  it('stops the setup queue: no action dispatched after the failure is applied', () => {
    const applied: string[] = []
    const engine = newGame(
      [
        createCounterPlugin(),
        createFailingPlugin(),
        failOn('GAME_STARTED'),
        plugin('watch', { events: [{ type: 'COUNTER_INCREMENTED', handle: () => void applied.push('increment') }] }),
      ],
      { start: false },
    )
    thrownBy(() => engine.start())
    expect(applied).toEqual([])
  })
})

describe('restoring a snapshot of another game', () => {
  function game(gameId: string, players: { id: string; name: string }[], seed: number, increments: number): GameEngine {
    const engine = new GameEngine({ seed, clock: manualClock(50).clock })
    engine.use(createCounterPlugin()).createGame({ players, gameId }).start()
    for (let i = 0; i < increments; i++) engine.dispatch({ type: INCREMENT, payload: { by: i + 1 } })
    return engine
  }

  it('does not bring that game’s history: the record starts at the restored state and replays to the current state', () => {
    const a = game('A', [{ id: 'a1', name: 'A1' }], 1, 3)
    const b = game('B', [{ id: 'b1', name: 'B1' }, { id: 'b2', name: 'B2' }], 2, 2)
    b.restoreSnapshot(a.createSnapshot())
    expect(b.getHistory()).toEqual([])
    expect(b.getInitialState()).toEqual(a.getState())
    b.dispatch({ type: INCREMENT, payload: { by: 10 } })

    const replayed = ReplayEngine.replayRecord(b.exportRecord(), [createCounterPlugin()])
    expect(compareStates(replayed.state, b.getState()).differences).toEqual([])
    expect(numberVariable(replayed.state, COUNTER_VARIABLE)).toBe(16)
  })

  it('a fork’s snapshot is the same game: restoring it brings its history back', () => {
    const a = game('A', [{ id: 'a1', name: 'A1' }], 1, 2)
    const fork = a.fork()
    fork.dispatch({ type: INCREMENT, payload: { by: 5 } })
    a.restoreSnapshot(fork.createSnapshot())
    expect(a.getHistory().map((r) => r.action.payload)).toEqual([{ by: 1 }, { by: 2 }, { by: 5 }])
    const replayed = ReplayEngine.replayRecord(a.exportRecord(), [createCounterPlugin()])
    expect(replayed.state).toEqual(a.getState())
  })
})

describe('createSnapshot from inside a tick', () => {
  it('throws, since the state would hold part of a tick its history does not record', () => {
    const box: { engine?: GameEngine; error?: Error } = {}
    const snapper = plugin('snapper', {
      events: [{ type: 'COUNTER_INCREMENTED', handle: () => void (box.error = thrownBy(() => box.engine!.createSnapshot())) }],
    })
    const engine = newGame([createCounterPlugin(), snapper])
    box.engine = engine
    expect(engine.dispatch({ type: INCREMENT }).ok).toBe(true)
    expect(box.error).toBeInstanceOf(GameLifecycleError)
    expect(box.error!.message).toBe('Cannot take a snapshot while a tick is running')
    expect(numberVariable(engine.getState(), COUNTER_VARIABLE)).toBe(1)
  })

  it('works from a subscriber, after the commit, and that snapshot replays to its state', () => {
    const engine = newGame([createCounterPlugin()])
    const snaps: ReturnType<GameEngine['createSnapshot']>[] = []
    engine.subscribe('COUNTER_INCREMENTED', () => void snaps.push(engine.createSnapshot()))
    engine.dispatch({ type: INCREMENT })
    engine.dispatch({ type: INCREMENT })
    engine.restoreSnapshot(snaps[0]!)
    expect(engine.getHistory()).toHaveLength(1)
    expect(ReplayEngine.replayRecord(engine.exportRecord(), [createCounterPlugin()]).state).toEqual(engine.getState())
  })
})

describe('exportRecord from inside a tick', () => {
  it('throws, since the history may hold an action the tick could still roll back', () => {
    const box: { engine?: GameEngine; error?: Error } = {}
    const exporter = plugin('exporter', {
      events: [{ type: 'FAIL_ARMED', handle: () => void (box.error = thrownBy(() => box.engine!.exportRecord())) }],
    })
    const engine = newGame([createFailingPlugin(), exporter])
    box.engine = engine
    // ARM_FAIL is applied, then the FAIL it chains makes the whole tick roll back.
    expect(engine.dispatch({ type: 'ARM_FAIL' }).ok).toBe(false)
    expect(box.error).toBeInstanceOf(GameLifecycleError)
    expect(box.error!.message).toBe('Cannot export a record while a tick is running')
    expect(engine.exportRecord().history).toEqual([])
  })
})

describe('what the engine hands out cannot change its history or records', () => {
  it('history records are frozen in checked modes', () => {
    const engine = newGame([createCounterPlugin()])
    engine.dispatch({ type: INCREMENT })
    const record = engine.getHistory()[0]!
    expect(Object.isFrozen(record)).toBe(true)
    expect(() => {
      ;(record as { timestamp: number }).timestamp = 0
    }).toThrow(TypeError)
    expect(engine.exportRecord().history[0]!.timestamp).toBe(1000)
  })

  it('history records are not frozen with validationMode none', () => {
    const engine = newGame([createCounterPlugin()], { config: { validationMode: 'none' } })
    engine.dispatch({ type: INCREMENT })
    expect(Object.isFrozen(engine.getHistory()[0])).toBe(false)
  })

  it('the random position of a snapshot and of a record is frozen', () => {
    const engine = newGame([createCounterPlugin()])
    const snapshot = engine.createSnapshot()
    const record = engine.exportRecord()
    expect(Object.isFrozen(snapshot.random)).toBe(true)
    expect(Object.isFrozen(record.initialRandom)).toBe(true)
    expect(() => {
      ;(record.initialRandom as { state: number }).state = 99
    }).toThrow(TypeError)
    expect(engine.exportRecord().initialRandom).toEqual({ algorithm: 'mulberry32', seed: 42, state: 42 })
  })
})

describe('createGame refuses input that snapshots and replay would refuse', () => {
  it.each([
    ['seed NaN', { seed: Number.NaN }, 'seed must be a finite number, got NaN'],
    ["seed '7'", { seed: '7' as unknown as number }, 'seed must be a finite number, got 7'],
    ['gameId 5', { gameId: 5 as unknown as string }, 'gameId must be a non-empty string, got 5'],
    ["gameId ''", { gameId: '' }, 'gameId must be a non-empty string, got '],
  ])('createGame with %s throws an InvalidArgumentError', (_label, options, message) => {
    const engine = new GameEngine()
    const error = thrownBy(() => engine.createGame({ players: TWO_PLAYERS, ...options }))
    expect(error).toBeInstanceOf(InvalidArgumentError)
    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT', argument: Object.keys(options)[0] })
    expect(error.message).toBe(message)
    expect(thrownBy(() => engine.getState()).message).toBe('Game has not been created yet; call createGame() first')
  })

  it('a player without a name throws an InvalidArgumentError', () => {
    const error = thrownBy(() => new GameEngine().createGame({ players: [{ id: 'p1' } as never] }))
    expect(error).toBeInstanceOf(InvalidArgumentError)
    expect(error.message).toBe('Player p1 has no name')
  })

  it('a player field that is not JSON data throws an InvalidArgumentError naming it', () => {
    const players = [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B', avatar: (() => 1) as never }]
    const error = thrownBy(() => new GameEngine().createGame({ players }))
    expect(error).toBeInstanceOf(InvalidArgumentError)
    expect(error.message).toBe('players[1].avatar is not JSON data')
  })

  it('a player field set to undefined is left out, as createPlayer does', () => {
    const engine = newGame([], { create: { players: [{ id: 'p1', name: 'A', seat: undefined, team: undefined }] } })
    expect(engine.getState().players).toEqual({ p1: { id: 'p1', name: 'A', seat: 1 } })
    expect(Object.keys(engine.getState().players.p1!)).toEqual(['id', 'name', 'seat'])
  })

  it('a game created from valid input round-trips through a JSON snapshot', () => {
    const engine = newGame([createCounterPlugin()], { create: { players: [{ id: 'p1', name: 'A', rating: 1200, tags: ['x'] }] } })
    const other = newGame([createCounterPlugin()])
    other.restoreSnapshot(JSON.parse(JSON.stringify(engine.createSnapshot())))
    expect(other.getState()).toEqual(engine.getState())
  })
})

describe('restoreSnapshot of a state with a field GameState does not have', () => {
  it('throws StateValidationError and keeps the current state (a checked engine would refuse every later action)', () => {
    const engine = newGame([createCounterPlugin()])
    const snap = JSON.parse(JSON.stringify(engine.createSnapshot()))
    snap.state.score = 3
    engine.dispatch({ type: INCREMENT })
    const before = engine.getState()
    const error = thrownBy(() => engine.restoreSnapshot(snap))
    expect(error).toBeInstanceOf(StateValidationError)
    expect(error.message).toBe('Invalid snapshot: state.score is not a GameState field')
    expect((error as StateValidationError).errors).toEqual(['state.score is not a GameState field'])
    expect(engine.getState()).toBe(before)
    expect(engine.dispatch({ type: INCREMENT }).ok).toBe(true)
  })
})

describe('replayRecord of a damaged record throws GameRecordError', () => {
  function record(): Record<string, unknown> {
    return JSON.parse(JSON.stringify(newGame([createCounterPlugin()]).exportRecord()))
  }

  it('when a recorded plugin version is not a semantic version', () => {
    const r = record()
    ;(r.plugins as { version: string }[])[0]!.version = 'one'
    const error = thrownBy(() => ReplayEngine.replayRecord(r as never, [createCounterPlugin()]))
    expect(error).toBeInstanceOf(GameRecordError)
    expect(error.message).toBe("Cannot replay: the record gives plugin 'test-counter' the version 'one', which is not a semantic version")
    expect((error as GameRecordError).code).toBe('INVALID_RECORD')
  })

  it.each(['plugins', 'history'])('when %s is not a list', (field) => {
    const r = record()
    delete r[field]
    const error = thrownBy(() => ReplayEngine.replayRecord(r as never, [createCounterPlugin()]))
    expect(error).toBeInstanceOf(GameRecordError)
    expect(error.message).toBe('Not a decklet game record: plugins and history must be lists')
  })

  it('when a plugin entry has no id', () => {
    const r = record()
    r.plugins = [{ version: '1.0.0' }]
    const error = thrownBy(() => ReplayEngine.replayRecord(r as never, [createCounterPlugin()]))
    expect(error).toBeInstanceOf(GameRecordError)
    expect(error.message).toBe('Not a decklet game record: every plugin entry needs a string id')
  })
})

describe('actions dispatched before start() (a lobby)', () => {
  const lobby = plugin('lobby', {
    actions: [
      {
        type: 'JOIN',
        execute: (action, ctx) => ({
          state: stateUtils.setVariable(ctx.state, `joined.${action.playerId}`, ctx.state.status),
        }),
      },
    ],
    events: [{ type: 'GAME_STARTED', handle: (e, ctx) => ctx.setVariable('startedAt', e.timestamp) }],
  })

  function lobbyGame(): GameEngine {
    const clock = manualClock(100)
    const engine = new GameEngine({ seed: 3, clock: clock.clock })
    engine.use(lobby).use(createCounterPlugin()).createGame({ players: TWO_PLAYERS })
    clock.now = 110
    engine.dispatch({ type: 'JOIN', playerId: 'p1' })
    clock.now = 120
    engine.dispatch({ type: 'JOIN', playerId: 'p2' })
    clock.now = 130
    engine.start()
    clock.now = 140
    engine.dispatch({ type: INCREMENT })
    return engine
  }

  it('exportRecord says after how many records start() ran', () => {
    const record = lobbyGame().exportRecord()
    expect(record.startedAfter).toBe(2)
    expect(record.startedAt).toBe(130)
  })

  it('replayRecord starts the game at that point, so the replay equals the game', () => {
    const engine = lobbyGame()
    expect(engine.getState().variables).toMatchObject({ 'joined.p1': 'waiting', 'joined.p2': 'waiting', startedAt: 130 })
    const replayed = ReplayEngine.replayRecord(engine.exportRecord(), [lobby, createCounterPlugin()])
    expect(compareStates(replayed.state, engine.getState()).differences).toEqual([])
  })

  it('a game never started replays as never started', () => {
    const engine = new GameEngine({ seed: 3, clock: () => 5 })
    engine.use(lobby).use(createCounterPlugin()).createGame({ players: TWO_PLAYERS })
    engine.dispatch({ type: 'JOIN', playerId: 'p1' })
    const record = engine.exportRecord()
    expect(record.startedAfter).toBeNull()
    const replayed = ReplayEngine.replayRecord(record, [lobby, createCounterPlugin()])
    expect(replayed.state.status).toBe('waiting')
    expect(replayed.state).toEqual(engine.getState())
  })

  it('a snapshot of this game carries the start position back on restore', () => {
    const engine = lobbyGame()
    const snap = engine.createSnapshot()
    engine.dispatch({ type: INCREMENT })
    const fork = engine.fork()
    expect(fork.exportRecord().startedAfter).toBe(2)
    engine.restoreSnapshot(snap)
    expect(engine.exportRecord().startedAfter).toBe(2)
    expect(ReplayEngine.replayRecord(engine.exportRecord(), [lobby, createCounterPlugin()]).state).toEqual(engine.getState())
  })

  it('replay() refuses a start position outside the history', () => {
    const engine = lobbyGame()
    const error = thrownBy(() =>
      ReplayEngine.replay({
        plugins: [lobby, createCounterPlugin()],
        seed: 3,
        initialState: engine.getInitialState(),
        history: engine.getHistory(),
        startedAfter: 4,
      }),
    )
    expect(error).toBeInstanceOf(GameRecordError)
    expect(error.message).toBe('startedAfter 4 is not a position in a history of 3 records')
  })

  it('replay() without startedAfter still starts a waiting game first', () => {
    const engine = newGame([createCounterPlugin()], { start: false })
    engine.start()
    engine.dispatch({ type: INCREMENT })
    const replayed = ReplayEngine.replay({
      plugins: [createCounterPlugin()],
      seed: 42,
      initialState: engine.getInitialState(),
      history: engine.getHistory(),
    })
    expect(replayed.state).toEqual(engine.getState())
  })
})
