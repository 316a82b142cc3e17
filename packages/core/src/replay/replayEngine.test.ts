import { describe, it, expect } from 'vitest'
import { GameEngine } from '../engine/gameEngine'
import { GameRecordError, StateValidationError } from '../errors/errors'
import type { ActionRecord } from '../history/actionHistory'
import type { GamePlugin } from '../plugins/types'
import { findNonJson } from '../state/json'
import { compareStates } from '../validation/compareStates'
import { hashState } from '../state/stateHash'
import { GAME_RECORD_FORMAT_VERSION, type GameRecord } from './gameRecord'
import { ReplayEngine } from './replayEngine'
import {
  CARD_GAME_VERSION,
  CardGamePlugin,
  createCardGamePlugin,
  createRandomSetupPlugin,
  DECK_ZONE_ID,
  DEFAULT_PLAYERS,
  handOf,
  playFirstLegal,
  startCardGame,
  tickingClock,
  type CardGameAction,
} from './__fixtures__/cardGame'

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends object ? Mutable<T[K]> : T[K] }

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/** A finished game, played by the bot with a clock that moves unevenly. */
function playedGame(plugins: GamePlugin[] = [CardGamePlugin]): GameEngine<CardGameAction> {
  const engine = startCardGame({ clock: tickingClock(), plugins })
  playFirstLegal(engine, 200)
  return engine
}

function replayOf(engine: GameEngine<CardGameAction>, plugins: readonly GamePlugin[]) {
  return ReplayEngine.replay({
    plugins,
    seed: engine.getState().seed,
    initialState: engine.getInitialState(),
    history: engine.getHistory(),
  })
}

function catchError(fn: () => unknown): unknown {
  try {
    fn()
  } catch (e) {
    return e
  }
  throw new Error('expected an error')
}

describe('ReplayEngine.replay', () => {
  it('reproduces the identical final state, timestamps written into state included', () => {
    const engine = playedGame()
    const original = engine.getState()
    expect(original.status).toBe('finished')
    expect(original.winnerIds).toHaveLength(1)
    const history = engine.getHistory()
    expect(history.length).toBeGreaterThan(5)
    // The clock is non-trivial: every record has its own time, and a handler wrote one into state.
    expect(new Set(history.map((r) => r.timestamp)).size).toBe(history.length)
    const lastPlay = [...history].reverse().find((r) => r.action.type === 'PLAY')!
    expect(original.variables.lastPlayedAt).toBe(lastPlay.timestamp)

    const { state, engine: replayed } = replayOf(engine, [CardGamePlugin])
    expect(compareStates(state, original)).toEqual({ equal: true, differences: [] })
    expect(state).toEqual(original)
    expect(state).not.toBe(original)
    expect([...replayed.getHistory()]).toEqual([...history])
  })

  it('reproduces a game still in progress, with the random position at the end', () => {
    const engine = startCardGame({ clock: tickingClock(5), plugins: [createCardGamePlugin({ target: 60 })] })
    playFirstLegal(engine, 9)
    const { state, engine: replayed } = replayOf(engine, [createCardGamePlugin({ target: 60 })])
    expect(state.status).toBe('playing')
    expect(state).toEqual(engine.getState())
    expect(replayed.createSnapshot().random).toEqual(engine.createSnapshot().random)
  })

  it('diverges at the first recorded action whose outcome differs: its state version, before any refusal', () => {
    const engine = playedGame()
    // Same plugin id, easier target: the replay finishes the game at the first PLAY (more state changes than
    // recorded), and would refuse the next action.
    const history = engine.getHistory()
    const firstPlay = history[history.findIndex((r) => r.action.type === 'PLAY')]!
    const error = catchError(() => replayOf(engine, [createCardGamePlugin({ target: 1 })])) as GameRecordError
    expect(error).toBeInstanceOf(GameRecordError)
    expect(error.code).toBe('REPLAY_DIVERGED')
    expect(error.message).toMatch(
      new RegExp(`^Replay diverged at sequence ${firstPlay.sequence} \\(PLAY\\): the state is at version \\d+, the record says ${firstPlay.stateVersionAfter}$`),
    )
  })

  it('diverges at the first recorded action the replaying rules refuse, when state versions agree up to it', () => {
    const engine = playedGame()
    // The recorded versions of every step but the last are kept: the last action is then refused by a rule.
    const history = engine.getHistory()
    const last = history[history.length - 1]!
    const forged = [...history.slice(0, -1), { ...last, action: { ...last.action, playerId: 'nobody' } }]
    const error = catchError(() =>
      ReplayEngine.replay({ plugins: [CardGamePlugin], seed: engine.getState().seed, initialState: engine.getInitialState(), history: forged }),
    ) as GameRecordError
    expect(error.code).toBe('REPLAY_DIVERGED')
    expect(error.message).toBe(`Replay diverged at sequence ${last.sequence} (${last.action.type}): No player 'nobody' in this game`)
  })

  it('a replay from a different initial state ends in a different state, and compareStates names each difference', () => {
    const engine = playedGame()
    const initialState = { ...engine.getInitialState(), variables: { ...engine.getInitialState().variables, house: 'x' } }
    const { state } = ReplayEngine.replay({ plugins: [CardGamePlugin], seed: engine.getState().seed, initialState, history: engine.getHistory() })
    expect(compareStates(state, engine.getState())).toEqual({ equal: false, differences: [{ path: 'variables.house', a: 'x', b: undefined }] })
  })

  it('honours config (validationMode none) and still reproduces the state', () => {
    const engine = playedGame()
    const { state, engine: replayed } = ReplayEngine.replay({
      plugins: [CardGamePlugin],
      seed: engine.getState().seed,
      initialState: engine.getInitialState(),
      history: engine.getHistory(),
      config: { validationMode: 'none', maxActionsPerTick: 50 },
    })
    expect(replayed.config.validationMode).toBe('none')
    expect(replayed.config.maxActionsPerTick).toBe(50)
    expect(state).toEqual(engine.getState())
  })

  it('replays from JSON copies of the initial state and history', () => {
    const engine = playedGame()
    const { state } = ReplayEngine.replay({
      plugins: [CardGamePlugin],
      seed: engine.getState().seed,
      initialState: json(engine.getInitialState()),
      history: json([...engine.getHistory()]),
    })
    expect(state).toEqual(engine.getState())
  })

  it('throws REPLAY_DIVERGED when a recorded action is now illegal', () => {
    const engine = playedGame()
    const history = json([...engine.getHistory()]) as Mutable<ActionRecord>[]
    const at = history.findIndex((r) => r.action.type === 'PLAY')
    const play = history[at]!
    ;(play.action.payload as { cardIds: string[] }).cardIds = ['c99']
    const error = catchError(() =>
      ReplayEngine.replay({ plugins: [CardGamePlugin], seed: engine.getState().seed, initialState: engine.getInitialState(), history }),
    ) as GameRecordError
    expect(error).toBeInstanceOf(GameRecordError)
    expect(error.code).toBe('REPLAY_DIVERGED')
    expect(error.message).toBe(`Replay diverged at sequence ${play.sequence} (PLAY): card not in hand`)
  })

  it('refuses an initial state that is not a game state', () => {
    const error = catchError(() =>
      ReplayEngine.replay({ plugins: [CardGamePlugin], seed: 1, initialState: { gameId: 3 } as never, history: [] }),
    ) as StateValidationError
    expect(error).toBeInstanceOf(StateValidationError)
    expect(error.errors[0]).toBe('state.gameId is not a string')
    expect(error.message.startsWith('Invalid initial state: state.gameId is not a string; ')).toBe(true)
  })

  it('discards what setup writes on replay: the recorded initial state is used as is', () => {
    let runs = 0
    const Counter: GamePlugin = {
      id: 'counter',
      name: 'Counter',
      version: '1.0.0',
      setup: (ctx) => ctx.setVariable('setupRuns', ++runs),
    }
    const engine = playedGame([CardGamePlugin, Counter])
    expect(engine.getState().variables.setupRuns).toBe(1)
    const { state } = replayOf(engine, [CardGamePlugin, Counter])
    expect(runs).toBe(2)
    expect(state.variables.setupRuns).toBe(1)
    expect(state).toEqual(engine.getState())
  })
})

describe('setup that consumes randomness', () => {
  it('really draws from the seeded generator: same seed, same rolls; another seed, other rolls', () => {
    const roll = (seed: number) =>
      startCardGame({ seed, plugins: [CardGamePlugin, createRandomSetupPlugin()] }).getState().variables['setup.roll']
    expect(roll(4242)).toHaveLength(3)
    expect(roll(4242)).toEqual(roll(4242))
    expect(roll(4243)).not.toEqual(roll(4242))
  })

  it('replays identically when setup always draws (replay)', () => {
    const plugins = [CardGamePlugin, createRandomSetupPlugin()]
    const engine = playedGame(plugins)
    expect(engine.getState().variables['setup.roll']).toHaveLength(3)
    expect(replayOf(engine, plugins).state).toEqual(engine.getState())
  })

  it('replays identically when setup always draws (replayRecord)', () => {
    const plugins = [CardGamePlugin, createRandomSetupPlugin()]
    const engine = playedGame(plugins)
    expect(ReplayEngine.replayRecord(json(engine.exportRecord()), plugins).state).toEqual(engine.getState())
  })

  it('replays identically when an idempotent setup draws only the first time (replayRecord)', () => {
    const plugins = [CardGamePlugin, createRandomSetupPlugin({ idempotent: true })]
    const engine = playedGame(plugins)
    expect(ReplayEngine.replayRecord(json(engine.exportRecord()), plugins).state).toEqual(engine.getState())
  })

  it('replays identically when an idempotent setup draws only the first time (replay with the seed only)', () => {
    // An idempotent setup (as the plugin guide asks) draws nothing when replay re-runs it against
    // the recorded initial state; the replay must not depend on that.
    const plugins = [CardGamePlugin, createRandomSetupPlugin({ idempotent: true })]
    const engine = playedGame(plugins)
    expect(replayOf(engine, plugins).state).toEqual(engine.getState())
  })

  it('replays identically when an idempotent setup draws only the first time (replay with initialRandom)', () => {
    const plugins = [CardGamePlugin, createRandomSetupPlugin({ idempotent: true })]
    const engine = playedGame(plugins)
    const record = engine.exportRecord()
    const { state } = ReplayEngine.replay({
      plugins,
      seed: record.seed,
      initialState: record.initialState,
      history: record.history,
      initialRandom: record.initialRandom,
    })
    expect(state).toEqual(engine.getState())
  })
})

describe('exportRecord', () => {
  it('holds format version, plugin ids and versions, seed, config, createGame options, initial state and history', () => {
    const engine = new GameEngine<CardGameAction>({ clock: tickingClock(), maxActionsPerTick: 300 })
    engine.use(CardGamePlugin).use(createRandomSetupPlugin())
    engine.createGame({ players: DEFAULT_PLAYERS, seed: 777, gameId: 'table-9' })
    engine.start()
    playFirstLegal(engine, 6)
    const record = engine.exportRecord()
    expect(record.format).toBe('decklet-record')
    expect(record.formatVersion).toBe(2)
    expect(GAME_RECORD_FORMAT_VERSION).toBe(2)
    expect(record.plugins).toEqual([
      { id: 'card-game', version: CARD_GAME_VERSION, config: null },
      { id: 'random-setup', version: '2.0.0', config: null },
    ])
    expect(record.seed).toBe(777)
    expect(record.config).toEqual({ maxActionsPerTick: 300, validationMode: 'always' })
    expect(record.createGameOptions).toEqual({ players: DEFAULT_PLAYERS, seed: 777, gameId: 'table-9' })
    expect(record.initialState).toEqual(engine.getInitialState())
    expect(record.initialState.status).toBe('waiting')
    expect(record.initialState.gameId).toBe('table-9')
    expect(record.history).toEqual([...engine.getHistory()])
    expect(record.history).toHaveLength(6)
    expect(typeof record.startedAt).toBe('number')
    expect(record.final).toEqual({ version: engine.getState().version, hash: hashState(engine.getState()) })
  })

  it('is JSON: a JSON round trip gives an identical record', () => {
    const engine = playedGame([CardGamePlugin, createRandomSetupPlugin()])
    const record = engine.exportRecord()
    expect(findNonJson(record)).toBeNull()
    expect(json(record)).toEqual(record)
    expect(JSON.stringify(json(record))).toBe(JSON.stringify(record))
  })

  it('is a copy: later play does not change an exported record', () => {
    const engine = startCardGame({ clock: tickingClock() })
    playFirstLegal(engine, 2)
    const record = engine.exportRecord()
    const text = JSON.stringify(record)
    playFirstLegal(engine, 4)
    expect(JSON.stringify(record)).toBe(text)
  })
})

describe('ReplayEngine.replayRecord', () => {
  function recorded(): { engine: GameEngine<CardGameAction>; record: GameRecord } {
    const engine = playedGame([CardGamePlugin, createRandomSetupPlugin()])
    return { engine, record: json(engine.exportRecord()) }
  }

  it('replays a record to the identical final state', () => {
    const { engine, record } = recorded()
    const { state, engine: replayed } = ReplayEngine.replayRecord(record, [CardGamePlugin, createRandomSetupPlugin()])
    expect(compareStates(state, engine.getState()).equal).toBe(true)
    expect(state).toEqual(engine.getState())
    expect([...replayed.getHistory()]).toEqual([...engine.getHistory()])
  })

  it('gives the replayed engine the live clock once the replay is over: a game that goes on stamps its own time', () => {
    // A game still in progress, recorded, replayed, then played on.
    const engine = startCardGame({ clock: tickingClock(), plugins: [CardGamePlugin] })
    playFirstLegal(engine, 5)
    const record = json(engine.exportRecord())
    const recordedTimes = record.history.map((r) => r.timestamp)
    const { engine: replayed } = ReplayEngine.replayRecord(record, [CardGamePlugin], { clock: () => 9_000_000 })
    expect(replayed.getHistory().map((r) => r.timestamp)).toEqual(recordedTimes)
    expect(playFirstLegal(replayed as GameEngine<CardGameAction>, 1)).toBe(1)
    expect(replayed.getHistory().at(-1)!.timestamp).toBe(9_000_000)
    // Without a clock, Date.now.
    const before = Date.now()
    const { engine: live } = ReplayEngine.replayRecord(record, [CardGamePlugin])
    playFirstLegal(live as GameEngine<CardGameAction>, 1)
    expect(live.getHistory().at(-1)!.timestamp).toBeGreaterThanOrEqual(before)
  })

  it('uses the recorded plugin order, whatever order the plugins are given in', () => {
    const { engine, record } = recorded()
    const { state, engine: replayed } = ReplayEngine.replayRecord(record, [createRandomSetupPlugin(), CardGamePlugin])
    expect(replayed.getPlugins().map((p) => p.id)).toEqual(['card-game', 'random-setup'])
    expect(state).toEqual(engine.getState())
  })

  it('refuses a missing plugin with RECORD_PLUGIN_MISSING, naming the plugin and version', () => {
    const { record } = recorded()
    const error = catchError(() => ReplayEngine.replayRecord(record, [CardGamePlugin])) as GameRecordError
    expect(error).toBeInstanceOf(GameRecordError)
    expect(error.code).toBe('RECORD_PLUGIN_MISSING')
    expect(error.message).toBe("Cannot replay: the record needs plugin 'random-setup' 2.0.0, which was not given")
  })

  it('refuses a newer major version with RECORD_PLUGIN_MAJOR, naming the plugin and both versions', () => {
    const { record } = recorded()
    const error = catchError(() =>
      ReplayEngine.replayRecord(record, [createCardGamePlugin({ version: '2.0.0' }), createRandomSetupPlugin()]),
    ) as GameRecordError
    expect(error).toBeInstanceOf(GameRecordError)
    expect(error.code).toBe('RECORD_PLUGIN_MAJOR')
    expect(error.message).toBe("Cannot replay: plugin 'card-game' is version 2.0.0, but the record was made with 1.4.2 (another major version)")
  })

  it('refuses an older major version too', () => {
    const { record } = recorded()
    const error = catchError(() =>
      ReplayEngine.replayRecord(record, [CardGamePlugin, createRandomSetupPlugin({ version: '1.9.9' })]),
    ) as GameRecordError
    expect(error.code).toBe('RECORD_PLUGIN_MAJOR')
    expect(error.message).toBe("Cannot replay: plugin 'random-setup' is version 1.9.9, but the record was made with 2.0.0 (another major version)")
  })

  it.each(['1.5.0', '1.4.3', '1.40.0'])('accepts a newer minor or patch version (%s) and replays identically', (version) => {
    const { engine, record } = recorded()
    const { state, engine: replayed } = ReplayEngine.replayRecord(record, [createCardGamePlugin({ version }), createRandomSetupPlugin({ version: '2.1.0' })])
    expect(replayed.getPlugins().map((p) => p.version)).toEqual([version, '2.1.0'])
    expect(state).toEqual(engine.getState())
  })

  it('ignores extra plugins that the record does not name', () => {
    const { engine, record } = recorded()
    const Extra: GamePlugin = { id: 'extra', name: 'Extra', version: '9.0.0', setup: (ctx) => ctx.setVariable('extra', true) }
    const { state, engine: replayed } = ReplayEngine.replayRecord(record, [CardGamePlugin, createRandomSetupPlugin(), Extra])
    expect(replayed.getPlugins().map((p) => p.id)).toEqual(['card-game', 'random-setup'])
    expect(state).toEqual(engine.getState())
  })

  it('throws REPLAY_DIVERGED for a tampered record whose action is now illegal', () => {
    const { record } = recorded()
    const tampered = json(record) as Mutable<GameRecord>
    // Give the first DRAW to a player whose turn it is not.
    const at = tampered.history.findIndex((r) => r.action.type === 'DRAW')
    const current = tampered.history[at]!.action.playerId!
    const other = ['p1', 'p2', 'p3'].find((p) => p !== current)!
    ;(tampered.history[at]!.action as { playerId: string }).playerId = other
    const error = catchError(() => ReplayEngine.replayRecord(tampered as GameRecord, [CardGamePlugin, createRandomSetupPlugin()])) as GameRecordError
    expect(error).toBeInstanceOf(GameRecordError)
    expect(error.code).toBe('REPLAY_DIVERGED')
    expect(error.message).toBe(`Replay diverged at sequence ${at + 1} (DRAW): not your turn`)
  })

  it('throws REPLAY_DIVERGED for a tampered record that plays a card the player does not hold', () => {
    const engine = startCardGame({ clock: tickingClock() })
    playFirstLegal(engine, 1)
    const opponentCard = handOf(engine.getState(), 'p2')[0]!
    const record = json(engine.exportRecord()) as Mutable<GameRecord>
    record.history.push({
      action: { id: 'a2', type: 'PLAY', playerId: 'p1', payload: { cardIds: [opponentCard] } },
      stateVersionBefore: 0,
      stateVersionAfter: 0,
      timestamp: 5,
      sequence: 2,
    })
    const error = catchError(() => ReplayEngine.replayRecord(record as GameRecord, [CardGamePlugin])) as GameRecordError
    expect(error.code).toBe('REPLAY_DIVERGED')
    expect(error.message).toBe('Replay diverged at sequence 2 (PLAY): card not in hand')
  })

  it('refuses something that is not a record, and an unknown format version', () => {
    const notRecord = catchError(() => ReplayEngine.replayRecord({ format: 'other' } as never, [CardGamePlugin])) as GameRecordError
    expect(notRecord).toBeInstanceOf(GameRecordError)
    expect(notRecord.message).toBe('Not a decklet game record')
    expect(notRecord.code).toBe('INVALID_RECORD')
    expect(() => ReplayEngine.replayRecord(null as never, [CardGamePlugin])).toThrow('Not a decklet game record')
    const { record } = recorded()
    const future = catchError(() => ReplayEngine.replayRecord({ ...record, formatVersion: 3 } as never, [CardGamePlugin])) as GameRecordError
    expect(future.message).toBe('Unsupported record format version 3 (expected 1 or 2)')
    const unfinished = catchError(() => ReplayEngine.replayRecord({ ...record, final: undefined } as never, [CardGamePlugin])) as GameRecordError
    expect(unfinished.message).toBe('Not a decklet game record: a format 2 record ends with final { version, hash }')
  })

  it('takes a record without final (a live record) only with checkFinal: false, and still refuses a malformed final', () => {
    const { record } = recorded()
    const { final: _final, ...live } = record
    const { state, engine } = ReplayEngine.replayRecord(live as never, [CardGamePlugin, createRandomSetupPlugin()], { checkFinal: false })
    expect(state.version).toBe(record.final!.version)
    engine.destroy()
    const malformed = catchError(() => ReplayEngine.replayRecord({ ...record, final: { version: 'x' } } as never, [CardGamePlugin, createRandomSetupPlugin()], { checkFinal: false })) as GameRecordError
    expect(malformed.message).toBe('Not a decklet game record: a format 2 record ends with final { version, hash }')
  })

  it('reproduces timestamps written during start when the record carries the start time', () => {
    const StartStamp: GamePlugin = {
      id: 'start-stamp',
      name: 'Start Stamp',
      version: '1.0.0',
      events: [{ type: 'GAME_STARTED', handle: (e, ctx) => ctx.setVariable('startedAt', e.timestamp) }],
    }
    const plugins = [CardGamePlugin, StartStamp]
    const engine = playedGame(plugins)
    const record = json(engine.exportRecord())
    expect(record.startedAt).toBe(engine.getState().variables.startedAt)
    expect(record.startedAt).not.toBe(record.history[0]!.timestamp)
    expect(ReplayEngine.replayRecord(record, plugins).state).toEqual(engine.getState())
    const { state } = ReplayEngine.replay({
      plugins,
      seed: record.seed,
      initialState: record.initialState,
      history: record.history,
      startedAt: record.startedAt,
    })
    expect(state).toEqual(engine.getState())
  })
})
