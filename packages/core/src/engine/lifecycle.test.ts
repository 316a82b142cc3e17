import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  DuplicateActionHandlerError,
  DuplicatePluginError,
  EngineDestroyedError,
  GameLifecycleError,
  InvalidArgumentError,
  InvalidOptionError,
  PluginDependencyError,
} from '../errors/errors'
import type { GameEvent } from '../events/types'
import type { GamePlugin } from '../plugins/types'
import { SeededRandomProvider } from '../random/randomProvider'
import { ok } from '../rules/verdicts'
import { GameEngine } from './gameEngine'
import type { GameContext } from './gameContext'
import {
  COUNTER_LIMIT_PLUGIN_ID,
  COUNTER_PLUGIN_ID,
  COUNTER_VARIABLE,
  DECK_SHUFFLED,
  DECK_ZONE_ID,
  INCREMENT,
  SHUFFLE,
  TWO_PLAYERS,
  createCounterLimitPlugin,
  createCounterPlugin,
  createDeckPlugin,
  deckCardId,
  newGame,
  thrownBy,
} from './__fixtures__/testPlugins'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A plugin with nothing but an id (and optional extra fields). */
function plugin(id: string, extra: Partial<GamePlugin> = {}): GamePlugin {
  return { id, name: id, version: '1.0.0', ...extra }
}

describe('GameEngine configuration', () => {
  it('defaults maxActionsPerTick to 1000 and validationMode to always', () => {
    const engine = new GameEngine()
    expect(engine.config.maxActionsPerTick).toBe(1000)
    expect(engine.config.validationMode).toBe('always')
    expect(engine.config.seed).toBeUndefined()
    expect(engine.config.clock).toBe(Date.now)
  })

  it('keeps the values given in GameConfigInit', () => {
    const clock = (): number => 5
    const engine = new GameEngine({ seed: 9, maxActionsPerTick: 500, validationMode: 'none', clock })
    expect(engine.config).toEqual({ seed: 9, maxActionsPerTick: 500, validationMode: 'none', clock })
  })

  it('rejects a maxActionsPerTick that is not a positive integer with an InvalidOptionError', () => {
    expect(() => new GameEngine({ maxActionsPerTick: 0 })).toThrow(InvalidOptionError)
    expect(() => new GameEngine({ maxActionsPerTick: 1.5 })).toThrow('maxActionsPerTick must be a positive integer, got 1.5')
    const error = thrownBy(() => new GameEngine({ maxActionsPerTick: 0 })) as InvalidOptionError
    expect([error.code, error.option, error.value]).toEqual(['INVALID_OPTION', 'maxActionsPerTick', 0])
  })

  it('rejects an unknown validationMode with an InvalidOptionError', () => {
    expect(() => new GameEngine({ validationMode: 'sometimes' as never })).toThrow(InvalidOptionError)
    expect(() => new GameEngine({ validationMode: 'sometimes' as never })).toThrow(
      "validationMode must be 'none', 'development' or 'always', got 'sometimes'",
    )
  })
})

describe('GameConfigInit checks', () => {
  it('refuses an unknown option, naming it and the option it is close to', () => {
    const error = thrownBy(() => new GameEngine({ sede: 1 } as never)) as InvalidOptionError
    expect(error).toBeInstanceOf(InvalidOptionError)
    expect([error.code, error.option, error.value]).toEqual(['INVALID_OPTION', 'sede', 1])
    expect(error.message).toBe("Unknown GameEngine option 'sede' (did you mean 'seed'?); the options are seed, maxActionsPerTick, validationMode, clock, random")
    expect(thrownBy(() => new GameEngine({ validationmode: 'none' } as never)).message).toContain("'validationmode'")
    expect(thrownBy(() => new GameEngine({ verbose: true } as never)).message).toBe(
      "Unknown GameEngine option 'verbose'; the options are seed, maxActionsPerTick, validationMode, clock, random",
    )
  })

  it.each([['abc'], [Number.NaN], [Infinity], [null], [{}]])('refuses the seed %s with an InvalidOptionError naming seed', (seed) => {
    const error = thrownBy(() => new GameEngine({ seed } as never)) as InvalidOptionError
    expect(error).toBeInstanceOf(InvalidOptionError)
    expect([error.code, error.option]).toEqual(['INVALID_OPTION', 'seed'])
    expect(error.message).toMatch(/^seed must be a finite number, got /)
  })

  it('refuses a clock that is not a function and a random provider without its methods', () => {
    expect(thrownBy(() => new GameEngine({ clock: 5 } as never))).toMatchObject({ code: 'INVALID_OPTION', option: 'clock' })
    expect(thrownBy(() => new GameEngine({ random: { next: () => 0.5 } } as never))).toMatchObject({ code: 'INVALID_OPTION', option: 'random' })
    expect(thrownBy(() => new GameEngine('fast' as never))).toMatchObject({ code: 'INVALID_OPTION', option: 'config' })
    // A provider with every method is taken, and undefined values are as good as absent.
    expect(() => new GameEngine({ random: new SeededRandomProvider(3), seed: undefined })).not.toThrow()
  })
})

describe('createGame: preconditions and error messages', () => {
  it('throws "Game already created; ..." on a second createGame', () => {
    const engine = new GameEngine({ seed: 1 })
    engine.createGame({ players: TWO_PLAYERS })
    expect(thrownBy(() => engine.createGame({ players: TWO_PLAYERS })).message).toBe(
      'Game already created; create a new GameEngine instance instead',
    )
    expect(() => engine.createGame({ players: TWO_PLAYERS })).toThrow(GameLifecycleError)
  })

  it('checks the players, then the plugins\' dependencies, then the seed', () => {
    const needy: GamePlugin = { id: 'needy', name: 'Needy', version: '1.0.0', dependencies: { absent: '^1.0.0' } }
    const engine = () => new GameEngine().use(needy)
    expect(() => engine().createGame({ players: [] })).toThrow('Cannot create a game with no players')
    expect(() => engine().createGame({ players: TWO_PLAYERS, seed: Number.NaN })).toThrow(PluginDependencyError)
    expect(() => new GameEngine().createGame({ players: TWO_PLAYERS, seed: Number.NaN })).toThrow(InvalidArgumentError)
  })

  it('throws "Cannot create a game with no players" for an empty player list', () => {
    const engine = new GameEngine({ seed: 1 })
    expect(thrownBy(() => engine.createGame({ players: [] })).message).toBe('Cannot create a game with no players')
  })

  it('throws "Duplicate seat ${seat} for player ${id}" naming the second player of the seat', () => {
    const engine = new GameEngine({ seed: 1 })
    expect(thrownBy(() =>
      engine.createGame({
        players: [
          { id: 'p1', name: 'A', seat: 3 },
          { id: 'p2', name: 'B', seat: 3 },
        ],
      }),).message).toBe('Duplicate seat 3 for player p2')
  })

  it('detects a duplicate between an explicit seat and a defaulted one', () => {
    const engine = new GameEngine({ seed: 1 })
    // p1 gets the default seat 1 (index 0 + 1); p2 asks for seat 1 explicitly.
    expect(thrownBy(() =>
      engine.createGame({
        players: [
          { id: 'p1', name: 'A' },
          { id: 'p2', name: 'B', seat: 1 },
        ],
      }),).message).toBe('Duplicate seat 1 for player p2')
  })

  it('leaves the engine usable after a rejected createGame', () => {
    const engine = new GameEngine({ seed: 1 })
    expect(() => engine.createGame({ players: [] })).toThrow(InvalidArgumentError)
    expect(thrownBy(() => engine.getState()).message).toBe('Game has not been created yet; call createGame() first')
    engine.createGame({ players: TWO_PLAYERS })
    expect(Object.keys(engine.getState().players)).toEqual(['p1', 'p2'])
  })

  it('throws "Game has not been created yet; call createGame() first" from start, dispatch and getState before createGame', () => {
    const engine = new GameEngine()
    const message = 'Game has not been created yet; call createGame() first'
    expect(thrownBy(() => engine.start()).message).toBe(message)
    expect(thrownBy(() => engine.dispatch({ type: INCREMENT })).message).toBe(message)
    expect(thrownBy(() => engine.getState()).message).toBe(message)
  })
})

describe('createGame: players and seed', () => {
  it('defaults a seat to index + 1 and keeps explicit seats and extra fields', () => {
    const engine = new GameEngine({ seed: 1 })
    engine.createGame({
      players: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B', team: 'red' },
        { id: 'c', name: 'C', seat: 10 },
      ],
    })
    expect(engine.getState().players).toEqual({
      a: { id: 'a', name: 'A', seat: 1 },
      b: { id: 'b', name: 'B', seat: 2, team: 'red' },
      c: { id: 'c', name: 'C', seat: 10 },
    })
    expect(Object.keys(engine.getState().players)).toEqual(['a', 'b', 'c'])
  })

  it('does not keep a reference to the caller’s player objects', () => {
    const players = [{ id: 'p1', name: 'A', seat: 1 }]
    const engine = new GameEngine({ seed: 1, validationMode: 'none' })
    engine.createGame({ players })
    players[0]!.name = 'changed'
    expect(engine.getState().players.p1!.name).toBe('A')
  })

  it('builds the initial state: waiting, no cards or zones, version 0 without setup writes', () => {
    const engine = new GameEngine({ seed: 77 })
    engine.createGame({ players: TWO_PLAYERS, gameId: 'g-1' })
    const s = engine.getState()
    expect(s).toEqual({
      gameId: 'g-1',
      status: 'waiting',
      players: { p1: { id: 'p1', name: 'Alice', seat: 1 }, p2: { id: 'p2', name: 'Bob', seat: 2 } },
      cards: {},
      zones: {},
      variables: {},
      currentPlayerId: null,
      turn: 0,
      winnerIds: [],
      version: 0,
      seed: 77,
    })
  })

  it('uses options.seed before config.seed', () => {
    const engine = new GameEngine({ seed: 3 })
    engine.createGame({ players: TWO_PLAYERS, seed: 7 })
    expect(engine.getState().seed).toBe(7)
    expect(engine.getState().gameId).toBe('game')
  })

  it('uses config.seed when options.seed is absent', () => {
    const engine = new GameEngine({ seed: 3 })
    engine.createGame({ players: TWO_PLAYERS })
    expect(engine.getState().seed).toBe(3)
    expect(engine.getState().gameId).toBe('game')
  })

  it('generates a random 32-bit seed when neither options nor config give one', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const engine = new GameEngine()
    engine.createGame({ players: TWO_PLAYERS })
    expect(engine.getState().seed).toBe(2147483648)
    expect(engine.getState().gameId).toBe('game')
  })

  it('accepts seed 0 from options rather than falling back to config.seed', () => {
    const engine = new GameEngine({ seed: 3 })
    engine.createGame({ players: TWO_PLAYERS, seed: 0 })
    expect(engine.getState().seed).toBe(0)
  })

  it('seeds the game’s ctx.random with the resolved seed', () => {
    const draws: number[] = []
    const engine = new GameEngine({ seed: 3 })
    engine.use(
      plugin('draw-on-start', {
        events: [{ type: 'GAME_STARTED', handle: (_e, ctx) => void draws.push(ctx.random.next(), ctx.random.next()) }],
      }),
    )
    engine.createGame({ players: TWO_PLAYERS, seed: 12345 }).start()
    const reference = new SeededRandomProvider(12345)
    expect(draws).toEqual([reference.next(), reference.next()])
  })

  it('draws made in setup depend only on the resolved seed', () => {
    const setupDraws = (config: { seed?: number }, seed?: number): number[] => {
      const draws: number[] = []
      const engine = new GameEngine(config)
      engine.use(plugin('draw-in-setup', { setup: (ctx) => void draws.push(ctx.random.next(), ctx.random.next()) }))
      engine.createGame(seed === undefined ? { players: TWO_PLAYERS } : { players: TWO_PLAYERS, seed })
      return draws
    }
    expect(setupDraws({ seed: 1 }, 500)).toEqual(setupDraws({ seed: 2 }, 500))
    expect(setupDraws({ seed: 500 })).toEqual(setupDraws({}, 500))
    expect(setupDraws({}, 500)).not.toEqual(setupDraws({}, 501))
  })
})

describe('createGame: setup phase', () => {
  it('runs every plugin setup exactly once, in registration order, before GAME_CREATED', () => {
    const calls: string[] = []
    const engine = new GameEngine({ seed: 1, clock: () => 0 })
    engine
      .use(plugin('first', { setup: () => void calls.push('setup first') }))
      .use(
        plugin('second', {
          setup: () => void calls.push('setup second'),
          events: [{ type: 'GAME_CREATED', handle: () => void calls.push('GAME_CREATED') }],
          actions: [{ type: 'NOOP', execute: (_a, ctx) => ({ state: ctx.state }) }],
        }),
      )
    engine.createGame({ players: TWO_PLAYERS })
    engine.start()
    engine.dispatch({ type: 'NOOP' })
    expect(calls).toEqual(['setup first', 'setup second', 'GAME_CREATED'])
  })

  it('emits GAME_CREATED with payload { gameId } to plugins and to subscribers', () => {
    const seenByPlugin: GameEvent[] = []
    const seenBySubscriber: GameEvent[] = []
    const engine = new GameEngine({ seed: 1, clock: () => 1234 })
    engine.use(plugin('watcher', { events: [{ type: 'GAME_CREATED', handle: (e) => void seenByPlugin.push(e) }] }))
    engine.subscribeAll((e) => seenBySubscriber.push(e))
    engine.createGame({ players: TWO_PLAYERS, gameId: 'table-9' })
    expect(seenByPlugin).toHaveLength(1)
    expect(seenByPlugin[0]!.type).toBe('GAME_CREATED')
    expect(seenByPlugin[0]!.payload).toEqual({ gameId: 'table-9' })
    expect(seenByPlugin[0]!.timestamp).toBe(1234)
    expect(seenBySubscriber.map((e) => [e.type, e.payload])).toEqual([['GAME_CREATED', { gameId: 'table-9' }]])
  })

  it('applies dispatches made during setup and on GAME_CREATED but records none of them', () => {
    const engine = new GameEngine({ seed: 1 })
    engine.use(createCounterPlugin()).use(
      plugin('bump', {
        setup: (ctx) => void ctx.dispatch({ type: INCREMENT, payload: { by: 2 } }),
        events: [{ type: 'GAME_CREATED', handle: (_e, ctx) => void ctx.dispatch({ type: INCREMENT, payload: { by: 5 } }) }],
      }),
    )
    engine.createGame({ players: TWO_PLAYERS })
    expect(engine.getState().variables[COUNTER_VARIABLE]).toBe(7)
    expect(engine.getHistory()).toEqual([])
  })

  it('setup writes of the deck plugin are idempotent when the state already has them', () => {
    // Registering the plugin's setup twice over the same state must not duplicate anything.
    const deck = createDeckPlugin({ cards: 4 })
    const again: GamePlugin = plugin('deck-again', { setup: deck.setup!.bind(deck) })
    const engine = new GameEngine({ seed: 1 })
    engine.use(deck).use(again).createGame({ players: TWO_PLAYERS })
    const s = engine.getState()
    expect(s.zones[DECK_ZONE_ID]!.cards).toEqual([0, 1, 2, 3].map(deckCardId))
    expect(Object.keys(s.cards)).toHaveLength(4)
    expect(Object.keys(s.zones).sort()).toEqual(['deck', 'hand-p1', 'hand-p2'])
  })

  it('getInitialState is the state at the end of createGame and does not move with the game', () => {
    const engine = newGame([createCounterPlugin(), createDeckPlugin({ cards: 5 })], { start: false })
    const initial = engine.getState()
    expect(engine.getInitialState()).toBe(initial)
    engine.start()
    engine.dispatch({ type: INCREMENT })
    expect(engine.getInitialState()).toBe(initial)
    expect(engine.getInitialState().status).toBe('waiting')
    expect(engine.getInitialState().zones[DECK_ZONE_ID]!.cards).toEqual([0, 1, 2, 3, 4].map(deckCardId))
  })

  it('rolls back and rethrows when a setup throws, leaving no game', () => {
    const engine = new GameEngine({ seed: 1 })
    engine.use(
      plugin('broken', {
        setup: () => {
          throw new Error('setup exploded')
        },
      }),
    )
    const events: GameEvent[] = []
    engine.subscribeAll((e) => events.push(e))
    expect(thrownBy(() => engine.createGame({ players: TWO_PLAYERS })).message).toBe('setup exploded')
    expect(thrownBy(() => engine.getState()).message).toBe('Game has not been created yet; call createGame() first')
    expect(events).toEqual([])
  })
})

describe('plugin registration', () => {
  it('use() after createGame throws GameLifecycleError', () => {
    const engine = new GameEngine({ seed: 1 })
    engine.createGame({ players: TWO_PLAYERS })
    expect(() => engine.use(createCounterPlugin())).toThrow(GameLifecycleError)
    expect(() => engine.use(createCounterPlugin())).toThrow('Plugins must be registered before createGame()')
    expect(engine.getPlugins()).toEqual([])
  })

  it('use() returns the engine for chaining and keeps registration order', () => {
    const engine = new GameEngine()
    const a = plugin('a')
    const b = plugin('b')
    expect(engine.use(a).use(b)).toBe(engine)
    expect(engine.getPlugins()).toEqual([a, b])
  })

  it('use() of an id already registered throws DuplicatePluginError', () => {
    const engine = new GameEngine()
    engine.use(createCounterPlugin())
    let caught: unknown
    try {
      engine.use(createCounterPlugin())
    } catch (e) {
      caught = e
    }
    expect(caught).toBeInstanceOf(DuplicatePluginError)
    expect((caught as DuplicatePluginError).pluginId).toBe(COUNTER_PLUGIN_ID)
    expect((caught as DuplicatePluginError).message).toBe(`Plugin '${COUNTER_PLUGIN_ID}' is already registered`)
  })

  it('use() of a plugin missing id, name or version throws', () => {
    const engine = new GameEngine()
    expect(() => engine.use({ id: 'x', name: 'x' } as unknown as GamePlugin)).toThrow(Error)
    expect(() => engine.use({ id: '', name: 'x', version: '1.0.0' })).toThrow(Error)
    expect(() => engine.use({ id: 'x', version: '1.0.0' } as unknown as GamePlugin)).toThrow(Error)
    expect(engine.getPlugins()).toEqual([])
  })

  it('checks dependencies at createGame, not at use, and names plugin, dependency, range and found version', () => {
    const engine = new GameEngine({ seed: 1 })
    engine.use(createCounterLimitPlugin(5))
    engine.use({ ...createCounterPlugin(), version: '2.1.0' })
    let caught: unknown
    try {
      engine.createGame({ players: TWO_PLAYERS })
    } catch (e) {
      caught = e
    }
    expect(caught).toBeInstanceOf(PluginDependencyError)
    const err = caught as PluginDependencyError
    expect(err.message).toBe(`Plugin '${COUNTER_LIMIT_PLUGIN_ID}' requires plugin '${COUNTER_PLUGIN_ID}' ^1.0.0, but version 2.1.0 is registered`)
    expect([err.pluginId, err.dependencyId, err.wantedRange, err.foundVersion]).toEqual([
      COUNTER_LIMIT_PLUGIN_ID,
      COUNTER_PLUGIN_ID,
      '^1.0.0',
      '2.1.0',
    ])
    expect(() => engine.getState()).toThrow('Game has not been created yet')
  })

  it('reports a missing dependency as not registered', () => {
    const engine = new GameEngine({ seed: 1 })
    engine.use(createCounterLimitPlugin(5))
    let caught: unknown
    try {
      engine.createGame({ players: TWO_PLAYERS })
    } catch (e) {
      caught = e
    }
    expect(caught).toBeInstanceOf(PluginDependencyError)
    expect((caught as PluginDependencyError).message).toBe(
      `Plugin '${COUNTER_LIMIT_PLUGIN_ID}' requires plugin '${COUNTER_PLUGIN_ID}' ^1.0.0, but it is not registered`,
    )
    expect((caught as PluginDependencyError).foundVersion).toBeNull()
  })

  it('refuses a dependency registered after the plugin that needs it (PLUGIN_ORDER), naming both and the order to use', () => {
    const engine = new GameEngine({ seed: 1 })
    engine.use(createCounterLimitPlugin(5)).use(createCounterPlugin())
    const error = thrownBy(() => engine.createGame({ players: TWO_PLAYERS }))
    expect(error).toBeInstanceOf(PluginDependencyError)
    expect(error).toMatchObject({ code: 'PLUGIN_ORDER', reason: 'order', pluginId: 'test-counter-limit', dependencyId: 'test-counter' })
    expect(error.message).toBe(
      "Plugin 'test-counter-limit' depends on plugin 'test-counter', which is registered after it: use('test-counter') before use('test-counter-limit')",
    )
    expect(() => engine.getState()).toThrow('Game has not been created yet')
    const ordered = new GameEngine({ seed: 1 }).use(createCounterPlugin()).use(createCounterLimitPlugin(5))
    expect(() => ordered.createGame({ players: TWO_PLAYERS })).not.toThrow()
  })

  it('rethrows a duplicate rule id as "Plugin \'${p.id}\' failed to register rule \'${r.id}\': ..."', () => {
    const rule = { id: 'shared.rule', name: 'Shared', appliesTo: ['*'], validate: () => ok() }
    const engine = new GameEngine({ seed: 1 })
    engine.use(plugin('first', { rules: [rule] })).use(plugin('second', { rules: [{ ...rule }] }))
    expect(thrownBy(() => engine.createGame({ players: TWO_PLAYERS })).message).toBe(
      "Plugin 'second' failed to register rule 'shared.rule': Rule 'shared.rule' is already registered",
    )
  })

  it('throws DuplicateActionHandlerError when two plugins handle the same action type', () => {
    const engine = new GameEngine({ seed: 1 })
    const other = plugin('other', { actions: [{ type: INCREMENT, execute: (_a, ctx) => ({ state: ctx.state }) }] })
    engine.use(createCounterPlugin()).use(other)
    let caught: unknown
    try {
      engine.createGame({ players: TWO_PLAYERS })
    } catch (e) {
      caught = e
    }
    expect(caught).toBeInstanceOf(DuplicateActionHandlerError)
    expect((caught as DuplicateActionHandlerError).actionType).toBe(INCREMENT)
  })
})

describe('start', () => {
  it('moves the status from waiting to playing with one version bump and emits GAME_STARTED', () => {
    const events: GameEvent[] = []
    const engine = new GameEngine({ seed: 1, clock: () => 50 })
    engine.createGame({ players: TWO_PLAYERS, gameId: 'g' })
    engine.subscribeAll((e) => events.push(e))
    const before = engine.getState()
    expect(engine.start()).toBe(engine)
    const after = engine.getState()
    expect(before.status).toBe('waiting')
    expect(after.status).toBe('playing')
    expect(after.version).toBe(before.version + 1)
    expect(events.map((e) => e.type)).toEqual(['GAME_STARTED'])
    expect(events[0]!.timestamp).toBe(50)
  })

  it('records none of the actions chained from GAME_STARTED (the deck shuffle)', () => {
    const shuffled: GameEvent[] = []
    const engine = new GameEngine({ seed: 99 })
    engine.use(createDeckPlugin({ cards: 10 }))
    engine.createGame({ players: TWO_PLAYERS })
    engine.subscribe(DECK_SHUFFLED, (e) => shuffled.push(e))
    const ordered = engine.getState().zones[DECK_ZONE_ID]!.cards
    engine.start()
    const deck = engine.getState().zones[DECK_ZONE_ID]!.cards
    expect(shuffled).toHaveLength(1)
    expect([...deck].sort()).toEqual([...ordered].sort())
    expect(deck).toEqual(new SeededRandomProvider(99).shuffle(ordered))
    expect(engine.getHistory()).toEqual([])
  })

  it('throws "Cannot start game in status: playing" when started twice', () => {
    const engine = new GameEngine({ seed: 1 })
    engine.createGame({ players: TWO_PLAYERS }).start()
    expect(thrownBy(() => engine.start()).message).toBe('Cannot start game in status: playing')
  })

  it('throws "Cannot start game in status: paused" when setup paused the game', () => {
    const engine = new GameEngine({ seed: 1 })
    engine.use(plugin('pauser', { setup: (ctx) => ctx.setStatus('paused') }))
    engine.createGame({ players: TWO_PLAYERS })
    expect(thrownBy(() => engine.start()).message).toBe('Cannot start game in status: paused')
    expect(engine.getState().status).toBe('paused')
  })

  it('records only the top-level actions dispatched after start, never the GAME_STARTED shuffle', () => {
    const engine = newGame([createDeckPlugin(), createCounterPlugin()])
    expect(engine.getHistory()).toHaveLength(0)
    engine.dispatch({ type: INCREMENT })
    expect(engine.getHistory().map((r) => r.action.type)).toEqual([INCREMENT])
    expect(engine.getHistory().some((r) => r.action.type === SHUFFLE)).toBe(false)
  })
})

describe('destroy', () => {
  function destroyedEngine(): GameEngine {
    const engine = newGame([createCounterPlugin()])
    engine.destroy()
    return engine
  }

  const calls: Record<string, (e: GameEngine) => unknown> = {
    use: (e) => e.use(plugin('late')),
    createGame: (e) => e.createGame({ players: TWO_PLAYERS }),
    start: (e) => e.start(),
    dispatch: (e) => e.dispatch({ type: INCREMENT }),
    getState: (e) => e.getState(),
    getInitialState: (e) => e.getInitialState(),
    getHistory: (e) => e.getHistory(),
    getPlugins: (e) => e.getPlugins(),
    getLegalActions: (e) => e.getLegalActions('p1'),
    validate: (e) => e.validate({ type: INCREMENT }),
    subscribe: (e) => e.subscribe(INCREMENT, () => {}),
    subscribeAll: (e) => e.subscribeAll(() => {}),
    createSnapshot: (e) => e.createSnapshot(),
    restoreSnapshot: (e) => e.restoreSnapshot(newGame([createCounterPlugin()]).createSnapshot()),
    fork: (e) => e.fork(),
    exportRecord: (e) => e.exportRecord(),
  }

  for (const [name, call] of Object.entries(calls)) {
    it(`${name}() after destroy throws EngineDestroyedError`, () => {
      const engine = destroyedEngine()
      expect(() => call(engine)).toThrow(EngineDestroyedError)
    })
  }

  it('EngineDestroyedError has a stable code and is raised even before createGame', () => {
    const engine = new GameEngine()
    engine.destroy()
    let caught: unknown
    try {
      engine.createGame({ players: TWO_PLAYERS })
    } catch (e) {
      caught = e
    }
    expect(caught).toBeInstanceOf(EngineDestroyedError)
    expect((caught as EngineDestroyedError).code).toBe('ENGINE_DESTROYED')
  })

  it('destroy is idempotent and isDestroyed reports it', () => {
    const engine = newGame([])
    expect(engine.isDestroyed).toBe(false)
    engine.destroy()
    expect(() => engine.destroy()).not.toThrow()
    expect(engine.isDestroyed).toBe(true)
  })

  it('no listener or plugin handler runs after destroy', () => {
    let pluginCalls = 0
    let listenerCalls = 0
    const engine = newGame([
      createCounterPlugin(),
      plugin('watch', { events: [{ type: '*', handle: () => void pluginCalls++ }] }),
    ])
    engine.subscribeAll(() => void listenerCalls++)
    const before = [pluginCalls, listenerCalls]
    engine.destroy()
    expect(() => engine.dispatch({ type: INCREMENT })).toThrow(EngineDestroyedError)
    expect([pluginCalls, listenerCalls]).toEqual(before)
  })

  it('a GameContext kept by a plugin cannot change a destroyed engine', () => {
    const kept: { ctx?: GameContext } = {}
    const engine = newGame([createCounterPlugin(), plugin('keeper', { setup: (ctx) => void (kept.ctx = ctx) })])
    engine.destroy()
    expect(() => kept.ctx!.dispatch({ type: INCREMENT })).toThrow(EngineDestroyedError)
  })
})
