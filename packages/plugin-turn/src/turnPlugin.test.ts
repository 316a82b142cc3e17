import { readFileSync } from 'node:fs'
import {
  CommonDenyCodes,
  createAction,
  InvalidOptionError,
  NotFoundError,
  SeededRandomProvider,
  StateValidationError,
  stateUtils,
  type CreateGamePlayerInit,
  type GameEngine,
  type GameEvent,
  type GamePlugin,
  type GameStatus,
  type JsonValue,
  type RandomProvider,
} from '@decklet/core'
import {
  buildState,
  createTestEngine,
  expectDeterministic,
  fuzzPlugins,
  installState,
  mockRandom,
  runScenario,
  testPlayers,
  testSize,
  valueForInt,
  verifyReplay,
  withCurrentPlayer,
  withStatus,
  withTurn,
  withVariables,
  type ExpectedEvent,
  type ScenarioStep,
  type StateEdit,
} from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import '@decklet/testing/vitest'
import { createEndTurnAction, END_TURN } from './actions'
import { TurnDeny } from './denyCodes'
import { resolveTurnOptions, type TurnOptions } from './options'
import { DIRECTION_VARIABLE, getDirection, SKIP_VARIABLE } from './state'
import { createTurnPlugin, TURN_PLUGIN_VERSION, TurnPlugin } from './turnPlugin'

/** Seats 3, 7 and 10 (not contiguous), listed out of seat order: the rotation is north → east → south. */
const TABLE: CreateGamePlayerInit[] = [
  { id: 'south', name: 'South', seat: 10 },
  { id: 'north', name: 'North', seat: 3 },
  { id: 'east', name: 'East', seat: 7 },
]

/**
 * Game-side actions a real game would have (no playerId: the game does them):
 * set the direction, the skip count, a player's or the game's status; `REVERSE`
 * flips the direction through `ctx` in an event handler; `PLAY_SKIP` is a
 * player's "skip" card: the next player loses a turn and the turn passes in the
 * same tick; `RUN_SETUP` re-runs the turn plugin's setup with the live context.
 */
function gameTools(target: GamePlugin = TurnPlugin): GamePlugin {
  const payload = <T>(action: { payload: unknown }) => action.payload as T
  return {
    id: 'test-tools',
    name: 'Test tools',
    version: '1.0.0',
    actions: [
      {
        type: 'SET_DIRECTION',
        execute: (a, { state }) => ({ state: stateUtils.setVariable(state, DIRECTION_VARIABLE, payload<{ direction: JsonValue }>(a).direction) }),
      },
      {
        type: 'SET_SKIP',
        execute: (a, { state }) => ({ state: stateUtils.setVariable(state, SKIP_VARIABLE, payload<{ count: JsonValue }>(a).count) }),
      },
      {
        type: 'SET_PLAYER_STATUS',
        execute: (a, { state }) => {
          const { playerId, status } = payload<{ playerId: string; status: string }>(a)
          return { state: stateUtils.updatePlayer(state, playerId, { status }) }
        },
      },
      {
        type: 'SET_GAME_STATUS',
        execute: (a, { state }) => ({ state: stateUtils.setStatus(state, payload<{ status: GameStatus }>(a).status) }),
      },
      { type: 'REVERSE', execute: (_a, { state }) => ({ state, events: [{ type: 'REVERSE_REQUESTED' }] }) },
      {
        type: 'PLAY_SKIP',
        execute: (a, { state }) => ({ state, events: [{ type: 'SKIP_PLAYED', playerId: a.playerId! }] }),
      },
      { type: 'RUN_SETUP', execute: (_a, { state }) => ({ state, events: [{ type: 'SETUP_REQUESTED' }] }) },
    ],
    events: [
      { type: 'REVERSE_REQUESTED', handle: (_e, ctx) => ctx.setVariable(DIRECTION_VARIABLE, -getDirection(ctx.state)) },
      {
        type: 'SKIP_PLAYED',
        handle(event, ctx) {
          ctx.setVariable(SKIP_VARIABLE, 1)
          ctx.dispatch(createEndTurnAction(event.playerId!))
        },
      },
      { type: 'SETUP_REQUESTED', handle: (_e, ctx) => target.setup!(ctx) },
    ],
  }
}

interface GameOptions {
  turn?: TurnOptions
  players?: readonly CreateGamePlayerInit[]
  seed?: number
  /** A plugin registered before the turn plugin. */
  before?: GamePlugin
  /** Start the game (default true). */
  start?: boolean
  random?: RandomProvider
}

/** The turn plugin and the game tools around the TABLE, seed 7, started unless `start: false`. */
function newGame(options: GameOptions = {}): GameEngine {
  const turn = options.turn ? createTurnPlugin(options.turn) : TurnPlugin
  return createTestEngine({
    plugins: [...(options.before ? [options.before] : []), turn, gameTools(turn)],
    players: options.players ?? TABLE,
    seed: options.seed ?? 7,
    start: options.start ?? true,
    ...(options.random ? { config: { random: options.random } } : {}),
  })
}

/** Sets a player's `status` field (a state edit for buildState). */
const withPlayerStatus = (playerId: string, status: string): StateEdit => (s) => stateUtils.updatePlayer(s, playerId, { status })

/** Puts the engine in the position the edits describe (checked by the engine, the turn plugin's direction check included). */
const position = (engine: GameEngine, ...edits: StateEdit[]) => installState(engine, buildState(engine.getState(), ...edits))

function startEvents(engine: GameEngine): [string, unknown, string | undefined][] {
  const events: GameEvent[] = []
  const off = engine.subscribeAll((e) => events.push(e))
  engine.start()
  off()
  return events.map((e) => [e.type, e.payload, e.playerId])
}

const act = (engine: GameEngine, type: string, payload?: Record<string, JsonValue>) => engine.dispatch(createAction({ type, payload }))
const endTurn = (engine: GameEngine, playerId: string) => engine.dispatch(createEndTurnAction(playerId))

const ended = (playerId: string, turn: number): ExpectedEvent => ({ type: 'TURN_ENDED', playerId, payload: { playerId, turn } })
const started = (playerId: string, turn: number): ExpectedEvent => ({ type: 'TURN_STARTED', playerId, payload: { playerId, turn } })

/** A scenario step: `from` ends turn `turn` and `to` starts the next, with exactly these two events. */
const passes = (from: string, to: string, turn: number): ScenarioStep => ({
  name: `${from} passes turn ${turn} to ${to}`,
  action: createEndTurnAction(from),
  events: [ended(from, turn), started(to, turn + 1)],
})

/** Ends `count` turns in a row, each by the current player, and returns who played each new turn. */
function rotate(engine: GameEngine, count: number): string[] {
  const order: string[] = []
  for (let i = 0; i < count; i++) {
    expect(endTurn(engine, engine.getState().currentPlayerId!)).toBeOk()
    order.push(engine.getState().currentPlayerId!)
  }
  return order
}

describe('the plugin identity', () => {
  it("is 'turn', reporting the package.json version, with no dependencies", () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
    expect(TurnPlugin.id).toBe('turn')
    expect(TurnPlugin.version).toBe(pkg.version)
    expect(TURN_PLUGIN_VERSION).toBe(pkg.version)
    expect(createTurnPlugin({ firstPlayer: 'random' }).version).toBe(pkg.version)
    expect(TurnPlugin.dependencies).toBeUndefined()
  })

  it('creates END_TURN actions for a player', () => {
    expect(END_TURN).toBe('END_TURN')
    expect(createEndTurnAction('p1')).toEqual({ id: '', type: 'END_TURN', payload: {}, playerId: 'p1' })
  })
})

describe('setup', () => {
  it('sets direction 1 and turn.skip 0 and leaves the turn to GAME_STARTED', () => {
    const state = newGame({ start: false }).getState()
    expect(state.variables).toEqual({ direction: 1, 'turn.skip': 0 })
    expect(state.currentPlayerId).toBeNull()
    expect(state.turn).toBe(0)
  })

  it('keeps a direction another plugin set up before it', () => {
    const reversed: GamePlugin = {
      id: 'reversed', name: 'Reversed', version: '1.0.0',
      setup: (ctx) => ctx.setVariable(DIRECTION_VARIABLE, -1),
    }
    const engine = newGame({ before: reversed, start: false })
    expect(engine.getState().variables).toEqual({ direction: -1, 'turn.skip': 0 })
    engine.start()
    expect(rotate(engine, 3)).toEqual(['south', 'east', 'north'])
  })

  it('is idempotent: running it again inside a tick changes nothing and does not throw', () => {
    const engine = newGame()
    // Mid-game: east to move on turn 2, with a skip pending.
    const before = position(engine, withCurrentPlayer('east'), withTurn(2), withVariables({ [SKIP_VARIABLE]: 1 }))
    const result = act(engine, 'RUN_SETUP')
    expect(result).toBeOk()
    expect(result).toHaveEmitted('SETUP_REQUESTED')
    const after = engine.getState()
    // Only the engine's bump for the RUN_SETUP action itself: setup made no change.
    expect(after.version).toBe(before.version + 1)
    expect(after).toEqualState(before, { ignorePaths: ['version'] })
  })

  it('still guards the direction after running twice (the check is registered once, not lost)', () => {
    const engine = newGame()
    expect(act(engine, 'RUN_SETUP')).toBeOk()
    expect(() => act(engine, 'SET_DIRECTION', { direction: 0 })).toThrow(StateValidationError)
  })

  it('is re-run by replay on the recorded initial state without adding anything', () => {
    const engine = newGame()
    rotate(engine, 2)
    expect(engine.getInitialState().variables).toEqual({ direction: 1, 'turn.skip': 0 })
    const check = verifyReplay(engine)
    expect(check.diff).toBe('')
    expect(check.ok).toBe(true)
    expect(check.state!.variables).toEqual({ direction: 1, 'turn.skip': 0 })
  })
})

describe('the first player, chosen on GAME_STARTED', () => {
  it('is the lowest seat by default: turn 1 starts with TURN_STARTED { playerId, turn }', () => {
    const engine = newGame({ start: false })
    expect(startEvents(engine)).toEqual([
      ['GAME_STARTED', { gameId: 'game' }, undefined],
      ['TURN_STARTED', { playerId: 'north', turn: 1 }, 'north'],
    ])
    expect(engine.getState()).toMatchObject({ status: 'playing', currentPlayerId: 'north', turn: 1 })
    expect(engine.getHistory()).toHaveLength(0)
  })

  it('follows the seat numbers, not the order players were listed in', () => {
    const engine = newGame({ players: [{ id: 'b', name: 'B', seat: 2 }, { id: 'a', name: 'A', seat: 1 }] })
    expect(engine.getState().currentPlayerId).toBe('a')
  })

  it('is the lowest seat still in the game when lower seats are out', () => {
    const players = [
      { id: 'north', name: 'North', seat: 3, status: 'finished' },
      { id: 'east', name: 'East', seat: 7, status: 'eliminated' },
      { id: 'south', name: 'South', seat: 10 },
    ]
    expect(newGame({ players }).getState().currentPlayerId).toBe('south')
  })

  it('is nobody when every player is out: no TURN_STARTED and turn stays 0', () => {
    const players = TABLE.map((p) => ({ ...p, status: 'finished' }))
    const engine = newGame({ players, start: false })
    expect(startEvents(engine).map(([type]) => type)).toEqual(['GAME_STARTED'])
    expect(engine.getState()).toMatchObject({ status: 'playing', currentPlayerId: null, turn: 0 })
  })

  it("is picked with the engine's random source with firstPlayer 'random': each scripted draw picks its player", () => {
    // pick() over the active players in seat order [north, east, south]; one draw and no more.
    for (const [index, id] of ['north', 'east', 'south'].entries()) {
      const random = mockRandom([valueForInt(index, 0, 2)])
      const engine = newGame({ turn: { firstPlayer: 'random' }, random })
      expect(engine.getState()).toMatchObject({ currentPlayerId: id, turn: 1 })
      expect(random.remaining).toBe(0)
    }
  })

  it("is drawn from the seeded random source with firstPlayer 'random'", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const engine = newGame({ turn: { firstPlayer: 'random' }, seed })
      // From start() on the game draws from a fresh SeededRandomProvider(seed); active players in seat order.
      const expected = new SeededRandomProvider(seed).pick(['north', 'east', 'south'])
      expect(engine.getState().currentPlayerId).toBe(expected)
      expect(engine.getState().turn).toBe(1)
    }
  })

  it("'random' is the same for a seed and varies across seeds", () => {
    const first = (seed: number) => newGame({ turn: { firstPlayer: 'random' }, seed }).getState().currentPlayerId
    expect(first(42)).toBe(first(42))
    const chosen = new Set(Array.from({ length: 30 }, (_, i) => first(i + 1)))
    expect([...chosen].sort()).toEqual(['east', 'north', 'south'])
  })

  it("'random' never picks a player who is out", () => {
    const players = TABLE.map((p) => (p.id === 'east' ? { ...p, status: 'eliminated' } : p))
    // 0.5 is index 1 of two players (south) but would be index 1 of three (east): east is not in the draw.
    expect(newGame({ turn: { firstPlayer: 'random' }, players, random: mockRandom([0.5]) }).getState().currentPlayerId).toBe('south')
    for (let seed = 1; seed <= 30; seed++) {
      const current = newGame({ turn: { firstPlayer: 'random' }, players, seed }).getState().currentPlayerId
      expect(current).toBe(new SeededRandomProvider(seed).pick(['north', 'south']))
    }
  })

  it('is the given player with firstPlayer { playerId }', () => {
    const engine = newGame({ turn: { firstPlayer: { playerId: 'south' } }, start: false })
    expect(startEvents(engine)).toEqual([
      ['GAME_STARTED', { gameId: 'game' }, undefined],
      ['TURN_STARTED', { playerId: 'south', turn: 1 }, 'south'],
    ])
    expect(rotate(engine, 2)).toEqual(['north', 'east'])
  })

  it('makes start() throw NotFoundError for an unknown given player and leaves the game waiting', () => {
    const engine = newGame({ turn: { firstPlayer: { playerId: 'ghost' } }, start: false })
    const before = engine.getState()
    expect(() => engine.start()).toThrow(NotFoundError)
    expect(engine.getState()).toBe(before)
    expect(engine.getState().status).toBe('waiting')
  })
})

describe('END_TURN', () => {
  it('passes the turn by ascending seat, wrapping around, counting turns', () => {
    const engine = newGame()
    expect(rotate(engine, 6)).toEqual(['east', 'south', 'north', 'east', 'south', 'north'])
    expect(engine.getState().turn).toBe(7)
  })

  it('emits TURN_ENDED then TURN_STARTED with { playerId, turn }', () => {
    const { state } = runScenario(newGame(), [passes('north', 'east', 1), passes('east', 'south', 2)])
    expect(state).toMatchObject({ currentPlayerId: 'south', turn: 3 })
  })

  it('is recorded in the history', () => {
    const engine = newGame()
    rotate(engine, 2)
    expect(engine.getHistory().map((r) => [r.action.type, r.action.playerId])).toEqual([
      ['END_TURN', 'north'],
      ['END_TURN', 'east'],
    ])
  })

  it('goes by descending seat once a game action sets direction to -1', () => {
    const engine = newGame()
    expect(act(engine, 'SET_DIRECTION', { direction: -1 })).toBeOk()
    expect(rotate(engine, 4)).toEqual(['south', 'east', 'north', 'south'])
    expect(act(engine, 'SET_DIRECTION', { direction: 1 })).toBeOk()
    expect(rotate(engine, 2)).toEqual(['north', 'east'])
  })

  it('goes by descending seat from a position with direction -1', () => {
    const engine = newGame()
    position(engine, withVariables({ [DIRECTION_VARIABLE]: -1 }))
    runScenario(engine, [passes('north', 'south', 1), passes('south', 'east', 2), passes('east', 'north', 3)])
  })

  it('reverses when an event handler flips the direction through ctx', () => {
    const engine = newGame()
    expect(rotate(engine, 1)).toEqual(['east'])
    expect(act(engine, 'REVERSE')).toBeOk()
    expect(engine.getState().variables[DIRECTION_VARIABLE]).toBe(-1)
    expect(rotate(engine, 3)).toEqual(['north', 'south', 'east'])
    act(engine, 'REVERSE')
    expect(engine.getState().variables[DIRECTION_VARIABLE]).toBe(1)
    expect(rotate(engine, 1)).toEqual(['south'])
  })

  it('passes over a player who has been eliminated or has finished', () => {
    const engine = newGame()
    expect(act(engine, 'SET_PLAYER_STATUS', { playerId: 'east', status: 'eliminated' })).toBeOk()
    expect(rotate(engine, 3)).toEqual(['south', 'north', 'south'])
    position(engine, withPlayerStatus('north', 'finished'))
    expect(rotate(engine, 2)).toEqual(['south', 'south'])
  })

  it("passes over a player whose status is 'out' (core's OUT_STATUSES), e.g. one who left the table", () => {
    const engine = newGame()
    position(engine, withPlayerStatus('east', 'out'))
    expect(rotate(engine, 3)).toEqual(['south', 'north', 'south'])
  })

  it('brings a player back into the rotation when their status no longer puts them out', () => {
    const engine = newGame()
    position(engine, withPlayerStatus('east', 'eliminated'))
    expect(rotate(engine, 1)).toEqual(['south'])
    expect(act(engine, 'SET_PLAYER_STATUS', { playerId: 'east', status: 'active' })).toBeOk()
    expect(rotate(engine, 3)).toEqual(['north', 'east', 'south'])
  })

  it('moves on from a current player who went out during their own turn', () => {
    const engine = newGame()
    position(engine, withPlayerStatus('north', 'finished'))
    runScenario(engine, [passes('north', 'east', 1)])
    expect(rotate(engine, 2)).toEqual(['south', 'east'])
  })

  it('ends the last turn with nobody current when every player is out', () => {
    const engine = newGame()
    position(engine, withPlayerStatus('east', 'finished'), withPlayerStatus('south', 'eliminated'), withPlayerStatus('north', 'finished'))
    runScenario(engine, [
      {
        action: createEndTurnAction('north'),
        events: [ended('north', 1)],
        check: (state) => expect(state).toMatchObject({ currentPlayerId: null, turn: 1 }),
      },
      { action: createEndTurnAction('north'), expect: { denied: 'NOT_YOUR_TURN' } },
    ])
    expect(engine.getLegalActions('north')).toEqual([])
  })
})

describe('the turn.skip count', () => {
  it('makes the next player lose their turn and is reset to 0', () => {
    const engine = newGame()
    expect(act(engine, 'SET_SKIP', { count: 1 })).toBeOk()
    runScenario(engine, [
      { ...passes('north', 'south', 1), check: (state) => expect(state.variables[SKIP_VARIABLE]).toBe(0) },
    ])
    expect(rotate(engine, 1)).toEqual(['north'])
  })

  it('skips as many players as it says (2 of 3 others: the turn comes back to the same player)', () => {
    const engine = newGame()
    position(engine, withVariables({ [SKIP_VARIABLE]: 2 }))
    expect(rotate(engine, 1)).toEqual(['north'])
    expect(engine.getState()).toMatchObject({ turn: 2, variables: { 'turn.skip': 0 } })
  })

  it('skips in the current direction', () => {
    const engine = newGame()
    position(engine, withVariables({ [DIRECTION_VARIABLE]: -1, [SKIP_VARIABLE]: 1 }))
    expect(rotate(engine, 2)).toEqual(['east', 'north'])
  })

  it('counts only players still in the game', () => {
    const engine = newGame()
    position(engine, withPlayerStatus('east', 'eliminated'), withVariables({ [SKIP_VARIABLE]: 1 }))
    expect(rotate(engine, 1)).toEqual(['north'])
  })

  it('can be set by another plugin that ends the turn in the same tick (a skip card)', () => {
    const engine = newGame()
    const { results } = runScenario(engine, [
      {
        action: createAction({ type: 'PLAY_SKIP', playerId: 'north' }),
        events: [{ type: 'SKIP_PLAYED', playerId: 'north', payload: {} }, ended('north', 1), started('south', 2)],
        check: (state) => expect(state.variables[SKIP_VARIABLE]).toBe(0),
      },
    ])
    expect(results[0]!.processedActions.map((p) => [p.action.type, p.ok])).toEqual([
      ['PLAY_SKIP', true],
      ['END_TURN', true],
    ])
    expect(engine.getHistory().map((r) => r.action.type)).toEqual(['PLAY_SKIP'])
  })

  it('is read as a whole, non-negative number: fractions dropped, negatives and non-numbers skip nobody', () => {
    const cases: [JsonValue, string][] = [[1.5, 'south'], [-3, 'east'], ['2', 'east'], [null, 'east'], [4, 'south']]
    for (const [count, next] of cases) {
      const engine = newGame()
      position(engine, withVariables({ [SKIP_VARIABLE]: count }))
      expect(rotate(engine, 1)).toEqual([next])
      expect(engine.getState().variables[SKIP_VARIABLE]).toBe(0)
    }
  })
})

describe("endTurn: 'internal'", () => {
  it("denies a player's END_TURN with INTERNAL_ACTION and never lists it, while the game's own END_TURN runs", () => {
    const engine = newGame({ turn: { endTurn: 'internal' } })
    const current = engine.getState().currentPlayerId!
    expect(endTurn(engine, current)).toBeDenied('INTERNAL_ACTION')
    expect(engine.getLegalActions(current).map((a) => a.type)).not.toContain(END_TURN)
    // PLAY_SKIP chains an END_TURN from an event handler: the turn moves on.
    const played = engine.dispatch(createAction({ type: 'PLAY_SKIP', playerId: current }))
    expect(played.ok).toBe(true)
    expect(engine.getState().currentPlayerId).not.toBe(current)
    expect(createTurnPlugin({ endTurn: 'internal' }).config).toEqual({ firstPlayer: 'lowest-seat', endTurn: 'internal' })
  })

  it("keeps the spec's default: players end their turns, and END_TURN is their legal action", () => {
    const engine = newGame()
    const current = engine.getState().currentPlayerId!
    expect(engine.getLegalActions(current).map((a) => a.type)).toContain(END_TURN)
    expect(endTurn(engine, current).ok).toBe(true)
  })

  it('refuses another endTurn with InvalidOptionError', () => {
    expect(() => createTurnPlugin({ endTurn: 'nobody' as never })).toThrow("turn: endTurn must be 'players' or 'internal', got 'nobody'")
  })
})

describe('who may end a turn', () => {
  it('denies anyone but the current player with NOT_YOUR_TURN, changing nothing', () => {
    const engine = newGame()
    const before = engine.getState()
    const result = endTurn(engine, 'east')
    expect(result).toBeDenied('NOT_YOUR_TURN')
    expect(result.denyReason).toBe('not your turn')
    expect(endTurn(engine, 'ghost')).toBeDenied('UNKNOWN_PLAYER') // no player of the game: core denies it first
    expect(engine.dispatch(createAction({ type: END_TURN }))).toBeDenied('NOT_YOUR_TURN')
    expect(engine.getState()).toBe(before)
    expect(engine.getHistory()).toHaveLength(0)
  })

  it('denies END_TURN before the game starts with GAME_NOT_PLAYING', () => {
    const result = endTurn(newGame({ start: false }), 'north')
    expect(result).toBeDenied('GAME_NOT_PLAYING')
    expect(result.denyReason).toBe('the game is waiting')
  })

  it('denies END_TURN, even to the current player, while paused or once finished', () => {
    for (const status of ['paused', 'finished'] as const) {
      const engine = newGame()
      const before = position(engine, withStatus(status))
      const result = endTurn(engine, 'north')
      expect(result).toBeDenied('GAME_NOT_PLAYING')
      expect(result.denyReason).toBe(`the game is ${status}`)
      expect(engine.getState()).toBe(before)
    }
  })

  it('denies END_TURN after a game action paused the game', () => {
    const engine = newGame()
    expect(act(engine, 'SET_GAME_STATUS', { status: 'paused' })).toBeOk()
    expect(endTurn(engine, 'north')).toBeDenied('GAME_NOT_PLAYING')
  })

  it('getLegalActions offers END_TURN to the current player only', () => {
    const engine = newGame()
    expect(engine.getLegalActions('north')).toEqual([{ id: '', type: 'END_TURN', payload: {}, playerId: 'north' }])
    expect(engine.getLegalActions('east')).toEqual([])
    expect(engine.getLegalActions('south')).toEqual([])
    expect(endTurn(engine, 'north')).toBeOk()
    expect(engine.getLegalActions('north')).toEqual([])
    expect(engine.getLegalActions('east')).toEqual([{ id: '', type: 'END_TURN', payload: {}, playerId: 'east' }])
  })

  it('getLegalActions offers nothing before the start or after the end', () => {
    const engine = newGame({ start: false })
    expect(engine.getLegalActions('north')).toEqual([])
    engine.start()
    position(engine, withStatus('finished'))
    expect(engine.getLegalActions('north')).toEqual([])
  })
})

describe('who may act now (the actors hook)', () => {
  it('engine.getActors() names the current player, and nobody before the start, once finished or with nobody current', () => {
    const engine = newGame({ start: false })
    expect(engine.getActors()).toEqual([])
    engine.start()
    expect(engine.getActors()).toEqual(['north'])
    expect(endTurn(engine, 'north')).toBeOk()
    expect(engine.getActors()).toEqual(['east'])
    expect(TurnPlugin.actors!(buildState(engine.getState(), withCurrentPlayer(null)))).toEqual([])
    position(engine, withStatus('finished'))
    expect(engine.getActors()).toEqual([])
  })

  it('names the players getLegalActions offers something to', () => {
    const engine = newGame()
    for (let i = 0; i < 5; i++) {
      const state = engine.getState()
      const offered = TABLE.map((p) => p.id).filter((id) => engine.getLegalActions(id).length > 0)
      expect(engine.getActors()).toEqual(offered)
      expect(endTurn(engine, state.currentPlayerId!)).toBeOk()
    }
  })
})

describe('the deny codes', () => {
  it("are core's common codes only", () => {
    expect(TurnDeny.codes).toEqual(CommonDenyCodes)
    expect(TurnDeny.has('GAME_NOT_PLAYING')).toBe(true)
    expect(TurnDeny.has('NOT_PLAYING')).toBe(false)
  })
})

describe('the options', () => {
  it('default to the lowest seat and keep a copy of a named first player', () => {
    expect(resolveTurnOptions()).toEqual({ firstPlayer: 'lowest-seat', endTurn: 'players' })
    const named = { playerId: 'south' }
    const resolved = resolveTurnOptions({ firstPlayer: named })
    named.playerId = 'east'
    expect(resolved.firstPlayer).toEqual({ playerId: 'south' })
    expect(Object.isFrozen(resolved)).toBe(true)
  })

  it('refuse a first player that is none of the three with InvalidOptionError', () => {
    for (const firstPlayer of ['highest', 3, { id: 'p1' }, { playerId: 7 }]) {
      expect(() => createTurnPlugin({ firstPlayer: firstPlayer as never })).toThrow(InvalidOptionError)
    }
    expect(() => resolveTurnOptions({ firstPlayer: 'highest' as never })).toThrow(
      "turn: firstPlayer must be 'lowest-seat', 'random' or { playerId }, got 'highest'",
    )
  })
})

describe('the direction state check', () => {
  it('rejects a tick that leaves direction other than 1 or -1, rolling it back', () => {
    for (const direction of [0, 2, '-1', null, 'left']) {
      const engine = newGame()
      const before = engine.getState()
      expect(() => act(engine, 'SET_DIRECTION', { direction })).toThrow(StateValidationError)
      expect(engine.getState()).toBe(before)
      expect(engine.getHistory()).toHaveLength(0)
    }
  })

  it('names the check and the bad value in the error', () => {
    const engine = newGame()
    try {
      act(engine, 'SET_DIRECTION', { direction: 2 })
      expect.unreachable()
    } catch (e) {
      expect(e).toBeInstanceOf(StateValidationError)
      expect((e as StateValidationError).errors).toEqual(['turn: direction is 1 or -1: direction is 2'])
    }
  })

  it('refuses a position with another direction when it is installed, keeping the current state', () => {
    const engine = newGame()
    const before = engine.getState()
    // Core's built-in invariants know nothing of the direction: buildState accepts it, the engine does not.
    const bad = buildState(before, withVariables({ [DIRECTION_VARIABLE]: 2 }))
    expect(() => installState(engine, bad)).toThrow('turn: direction is 1 or -1: direction is 2')
    expect(engine.getState()).toBe(before)
  })

  it('accepts 1 and -1', () => {
    const engine = newGame()
    expect(act(engine, 'SET_DIRECTION', { direction: -1 })).toBeOk()
    expect(act(engine, 'SET_DIRECTION', { direction: 1 })).toBeOk()
  })

  it('is not run with validationMode none', () => {
    const engine = createTestEngine({ plugins: [TurnPlugin, gameTools()], players: TABLE, config: { validationMode: 'none' } })
    expect(act(engine, 'SET_DIRECTION', { direction: 2 })).toBeOk()
    // Anything but -1 reads as 1.
    expect(rotate(engine, 1)).toEqual(['east'])
  })
})

/** A game with a random first player, reversals, a skip card and a player going out: 7 turns passed. */
function playMixedGame(engine: GameEngine): void {
  rotate(engine, 2)
  act(engine, 'REVERSE')
  rotate(engine, 1)
  expect(engine.dispatch(createAction({ type: 'PLAY_SKIP', playerId: engine.getState().currentPlayerId! }))).toBeOk()
  act(engine, 'SET_PLAYER_STATUS', { playerId: 'east', status: 'eliminated' })
  rotate(engine, 3)
}

describe('replay', () => {
  it('reproduces a game with a random first player, reversals, skips and players going out', () => {
    const engine = newGame({ turn: { firstPlayer: 'random' }, seed: 2024 })
    playMixedGame(engine)
    // The record replayed by new plugin instances, as a saved game would be.
    const check = verifyReplay(engine, [createTurnPlugin({ firstPlayer: 'random' }), gameTools()])
    expect(check.diff).toBe('')
    expect(check.ok).toBe(true)
    expect(check.state!.turn).toBe(8)
  })

  it('plays the same game for the same seed: states, histories and events', () => {
    expectDeterministic((seed) => newGame({ turn: { firstPlayer: 'random' }, seed }), playMixedGame, [1, 2, 3, 2024])
  })
})

/**
 * Special cards for the fuzzer, offered to the current player besides END_TURN:
 * a reverse (flips the direction, ends the turn), a skip (the next player loses
 * a turn) and retiring (the player finishes and leaves the rotation).
 */
const SpecialCards: GamePlugin = {
  id: 'special-cards',
  name: 'Special cards',
  version: '1.0.0',
  dependencies: { turn: '^1.0.0' },
  actions: [
    {
      type: 'PLAY_REVERSE',
      execute: (a, { state }) => ({
        state: stateUtils.setVariable(state, DIRECTION_VARIABLE, -getDirection(state)),
        events: [{ type: 'CARD_DONE', playerId: a.playerId! }],
      }),
      enumerate: (state, playerId) => (state.status === 'playing' && state.currentPlayerId === playerId ? [{ type: 'PLAY_REVERSE', playerId }] : []),
    },
    {
      type: 'PLAY_SKIP',
      execute: (a, { state }) => ({ state: stateUtils.setVariable(state, SKIP_VARIABLE, 1), events: [{ type: 'CARD_DONE', playerId: a.playerId! }] }),
      enumerate: (state, playerId) => (state.status === 'playing' && state.currentPlayerId === playerId ? [{ type: 'PLAY_SKIP', playerId }] : []),
    },
    {
      type: 'RETIRE',
      execute: (a, { state }) => ({
        state: stateUtils.updatePlayer(state, a.playerId!, { status: 'finished' }),
        events: [{ type: 'CARD_DONE', playerId: a.playerId! }],
      }),
      enumerate: (state, playerId) => (state.status === 'playing' && state.currentPlayerId === playerId ? [{ type: 'RETIRE', playerId }] : []),
    },
  ],
  events: [{ type: 'CARD_DONE', handle: (event, ctx) => void ctx.dispatch(createEndTurnAction(event.playerId!)) }],
}

describe('fuzzing', () => {
  /** Games of 60 steps (README, Tests). */
  const GAMES = testSize('TURN_FUZZ_GAMES', { quick: 40, long: 2_000 })

  it('random games of 2–6 players with reverses, skips and players retiring keep every engine promise', () => {
    const report = fuzzPlugins(
      (seed) =>
        createTestEngine({
          plugins: [createTurnPlugin({ firstPlayer: seed % 2 === 0 ? 'random' : 'lowest-seat' }), SpecialCards],
          // Seats listed in descending order, with gaps: the rotation must follow the seat numbers.
          players: testPlayers(2 + (seed % 5)).map((p, i) => ({ ...p, seat: 20 - 3 * i })),
          seed,
        }),
      { games: GAMES, maxSteps: 60, seed: 4 },
    )
    expect(report.ok, report.failures.map((f) => `seed ${f.seed}: ${f.message}`).join('\n\n')).toBe(true)
    expect(report.games).toBe(GAMES)
    expect(report.steps).toBeGreaterThan(GAMES * 3)
  })
})
