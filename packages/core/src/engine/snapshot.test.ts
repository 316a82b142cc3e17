import { describe, it, expect } from 'vitest'
import type { Action } from '../actions/types'
import { GameLifecycleError, StateValidationError } from '../errors/errors'
import type { GamePlugin } from '../plugins/types'
import { SeededRandomProvider } from '../random/randomProvider'
import { ReplayEngine } from '../replay/replayEngine'
import {
  CardGamePlugin,
  createCardGamePlugin,
  DECK_ZONE_ID,
  handOf,
  playFirstLegal,
  scriptedClock,
  startCardGame,
  type CardGameAction,
} from '../replay/__fixtures__/cardGame'
import { playerHandZoneId } from '../state/factories'
import type { GameState } from '../state/types'
import type { GameEngine } from './gameEngine'
import { SNAPSHOT_HISTORY } from './snapshot'
import type { GameSnapshot } from './types'

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends object ? Mutable<T[K]> : T[K] }
type JsonSnapshot = Mutable<{ format: string; state: GameState; version: number; random: unknown; historyLength: number }> & Record<string, unknown>

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/** Everything the engine exposes about where a game is. */
function observe(engine: GameEngine<CardGameAction>) {
  return {
    state: engine.getState(),
    history: [...engine.getHistory()],
    random: engine.createSnapshot().random,
  }
}

/** A game with a clock the test drives: step i of a run happens at `base + 1000 * i`. */
function clockedGame(plugins: GamePlugin[] = [createCardGamePlugin({ target: 40 })]) {
  const clock = scriptedClock(1_000)
  const engine = startCardGame({ clock: clock.clock, plugins })
  const run = (steps: number, base: number) => playFirstLegal(engine, steps, (i) => clock.set(base + 1000 * i))
  return { engine, clock, run }
}

describe('createSnapshot', () => {
  it('returns exactly { format, state, version, random, historyLength } describing the current game', () => {
    const engine = startCardGame()
    engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    const snap = engine.createSnapshot()
    expect(Object.keys(snap).sort()).toEqual(['format', 'historyLength', 'random', 'state', 'version'])
    expect(snap.format).toBe('decklet-snapshot')
    expect(snap.state).toBe(engine.getState())
    expect(snap.version).toBe(engine.getState().version)
    expect(snap.historyLength).toBe(1)
    // GAME_STARTED shuffled 12 cards: 11 draws of the seeded generator.
    const reference = new SeededRandomProvider(4242)
    for (let i = 0; i < 11; i++) reference.next()
    expect(snap.random).toEqual({ algorithm: 'mulberry32', seed: 4242, state: reference.getState().state })
    expect(Object.isFrozen(snap)).toBe(true)
  })

  it('is O(1): it shares the frozen state and the history storage instead of copying them', () => {
    const engine = startCardGame()
    for (let i = 0; i < 400; i++) expect(engine.dispatch({ type: 'SHUFFLE', playerId: 'p1' }).ok).toBe(true)
    const state = engine.getState()
    const historyView = engine.getHistory()
    expect(historyView).toHaveLength(400)

    const snap = engine.createSnapshot()
    // No copy of the state: the very same (deeply frozen) objects.
    expect(snap.state).toBe(state)
    expect(snap.state.zones).toBe(state.zones)
    expect(snap.state.zones[DECK_ZONE_ID]).toBe(state.zones[DECK_ZONE_ID])
    expect(Object.isFrozen(snap.state.zones[DECK_ZONE_ID]!.cards)).toBe(true)
    // No copy of the history: the snapshot's in-memory history points at the engine's record array.
    const carried = (snap as unknown as Record<symbol, { records: unknown; count: number }>)[SNAPSHOT_HISTORY]!
    expect(carried.records).toBe(historyView)
    expect(carried.count).toBe(400)
    // Taking the snapshot did not copy or move the engine's history either.
    expect(engine.getHistory()).toBe(historyView)
    // The snapshot's own fields hold nothing proportional to the history: only the shared state and scalars.
    for (const key of Object.keys(snap) as (keyof GameSnapshot)[]) {
      if (key === 'state') continue
      expect(Array.isArray(snap[key])).toBe(false)
    }
  })

  it('a snapshot taken with a short history and one taken with a long history carry the same fields', () => {
    const engine = startCardGame()
    engine.dispatch({ type: 'SHUFFLE', playerId: 'p1' })
    const early = engine.createSnapshot()
    for (let i = 0; i < 300; i++) engine.dispatch({ type: 'SHUFFLE', playerId: 'p1' })
    const late = engine.createSnapshot()
    expect(Object.keys(late)).toEqual(Object.keys(early))
    // Both serialise to the state plus four small fields: the history is never part of the JSON.
    expect(JSON.stringify(late)).not.toContain('"sequence"')
    expect(late.historyLength).toBe(301)
    expect(early.historyLength).toBe(1)
  })

  it('is not affected by later actions (state is immutable)', () => {
    const engine = startCardGame()
    const snap = engine.createSnapshot()
    const before = json(snap)
    engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    engine.dispatch({ type: 'PLAY', playerId: 'p1', payload: { cardIds: [handOf(engine.getState(), 'p1')[0]!] } })
    expect(engine.getState()).not.toBe(snap.state)
    expect(json(snap)).toEqual(before)
  })
})

describe('restoreSnapshot: restore-then-continue equals continue', () => {
  it('continuing after a restore gives the same state, random position and history as continuing directly', () => {
    const { engine, run } = clockedGame()
    expect(run(3, 10_000)).toBe(3)
    const snap = engine.createSnapshot()

    expect(run(12, 50_000)).toBe(12)
    const direct = observe(engine)
    expect(direct.history.some((r) => r.action.type === 'SHUFFLE')).toBe(true)
    expect(direct.random).not.toEqual(snap.random)

    engine.restoreSnapshot(snap)
    expect(engine.getState()).toBe(snap.state)
    expect(engine.getHistory()).toHaveLength(3)
    expect(engine.createSnapshot().random).toEqual(snap.random)

    expect(run(12, 50_000)).toBe(12)
    const again = observe(engine)
    expect(again.state).toEqual(direct.state)
    expect(again.history).toEqual(direct.history)
    expect(again.random).toEqual(direct.random)
  })

  it('an engine that never restored and one that restored reach the same state', () => {
    const a = clockedGame()
    const b = clockedGame()
    a.run(3, 10_000)
    b.run(3, 10_000)
    const snap = b.engine.createSnapshot()
    b.run(5, 90_000) // diverge: other clock times, other moves
    b.engine.restoreSnapshot(snap)
    a.run(10, 20_000)
    b.run(10, 20_000)
    expect(observe(b.engine)).toEqual(observe(a.engine))
  })

  it('restores the history: records after the snapshot are dropped and sequences continue from it', () => {
    const { engine, run } = clockedGame()
    run(2, 10_000)
    const snap = engine.createSnapshot()
    const kept = [...engine.getHistory()]
    run(4, 20_000)
    expect(engine.getHistory()).toHaveLength(6)
    engine.restoreSnapshot(snap)
    expect([...engine.getHistory()]).toEqual(kept)
    const result = engine.dispatch({ type: 'SHUFFLE', playerId: engine.getState().currentPlayerId! })
    expect(result.ok).toBe(true)
    expect(engine.getHistory().map((r) => r.sequence)).toEqual([1, 2, 3])
    expect(engine.getHistory()[2]!.action.id).toBe('a3')
  })

  it('a snapshot survives restoring an older one: two branches do not overwrite each other', () => {
    const { engine, run } = clockedGame()
    run(2, 10_000)
    const base = engine.createSnapshot()
    run(3, 20_000)
    const branchA = engine.createSnapshot()
    const historyA = [...engine.getHistory()]
    engine.restoreSnapshot(base)
    engine.dispatch({ type: 'SHUFFLE', playerId: engine.getState().currentPlayerId! })
    engine.dispatch({ type: 'SHUFFLE', playerId: engine.getState().currentPlayerId! })
    engine.restoreSnapshot(branchA)
    expect([...engine.getHistory()]).toEqual(historyA)
    expect(engine.getState()).toBe(branchA.state)
  })
})

describe('restoreSnapshot: malformed snapshots throw StateValidationError and keep the current state', () => {
  function expectRejected(engine: GameEngine<CardGameAction>, snapshot: unknown, message: string, errors: readonly string[]) {
    const state = engine.getState()
    const history = [...engine.getHistory()]
    const random = engine.createSnapshot().random
    let thrown: unknown
    try {
      engine.restoreSnapshot(snapshot as GameSnapshot)
    } catch (e) {
      thrown = e
    }
    expect(thrown).toBeInstanceOf(StateValidationError)
    const error = thrown as StateValidationError
    expect(error.message).toBe(message)
    expect(error.errors).toEqual(errors)
    expect(error.code).toBe('STATE_VALIDATION_FAILED')
    expect(engine.getState()).toBe(state)
    expect([...engine.getHistory()]).toEqual(history)
    expect(engine.createSnapshot().random).toEqual(random)
    // Still usable.
    expect(engine.dispatch({ type: 'SHUFFLE', playerId: engine.getState().currentPlayerId! }).ok).toBe(true)
  }

  function setup() {
    const engine = startCardGame()
    engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    const good = json(engine.createSnapshot()) as unknown as JsonSnapshot
    engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    return { engine, good }
  }

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a string', 'decklet-snapshot'],
  ])('refuses %s', (_label, value) => {
    const { engine } = setup()
    expectRejected(engine, value, 'Invalid snapshot: snapshot is not an object', ['snapshot is not an object'])
  })

  it.each([['nope', "'decklet-snapshot', got \"nope\""], [undefined, "'decklet-snapshot', got undefined"]])(
    'refuses a snapshot whose format is %s',
    (format, got) => {
      const { engine, good } = setup()
      const problem = `snapshot.format must be ${got}`
      expectRejected(engine, { ...good, format }, `Invalid snapshot: ${problem}`, [problem])
    },
  )

  it('refuses a snapshot without state', () => {
    const { engine, good } = setup()
    delete (good as Partial<JsonSnapshot>).state
    expectRejected(engine, good, 'Invalid snapshot: state is not an object', ['state is not an object'])
  })

  it('refuses a snapshot whose state is an array', () => {
    const { engine, good } = setup()
    expectRejected(engine, { ...good, state: [] }, 'Invalid snapshot: state is not an object', ['state is not an object'])
  })

  it('refuses wrong field types, listing every problem', () => {
    const { engine, good } = setup()
    const state = good.state as unknown as Record<string, unknown>
    state.turn = 'one'
    state.gameId = 7
    state.winnerIds = 'p1'
    ;(good.state.zones[DECK_ZONE_ID] as unknown as Record<string, unknown>).cards = 'c01,c02'
    ;(good.state.players.p2 as unknown as Record<string, unknown>).seat = 'second'
    expectRejected(
      engine,
      good,
      'Invalid snapshot: state.gameId is not a string; state.turn is not a number; state.winnerIds is not a list of strings; state.players.p2 needs a string name and a number seat; state.zones.deck.cards is not a list of card ids',
      [
        'state.gameId is not a string',
        'state.turn is not a number',
        'state.winnerIds is not a list of strings',
        'state.players.p2 needs a string name and a number seat',
        'state.zones.deck.cards is not a list of card ids',
      ],
    )
  })

  it('refuses a record whose entry is not an object with a string id', () => {
    const { engine, good } = setup()
    ;(good.state.cards as Record<string, unknown>).c01 = 'card'
    expectRejected(engine, good, 'Invalid snapshot: state.cards.c01 is not an object with a string id', [
      'state.cards.c01 is not an object with a string id',
    ])
  })

  it.each([
    ['a function', () => 1, 'state.variables.bad is not JSON data'],
    ['NaN', Number.NaN, 'state.variables.bad is not JSON data'],
    ['Infinity', Number.POSITIVE_INFINITY, 'state.variables.bad is not JSON data'],
    ['a Date', new Date(0), 'state.variables.bad is not JSON data'],
    ['a Map', new Map(), 'state.variables.bad is not JSON data'],
    ['undefined inside an array', [1, undefined], 'state.variables.bad[1] is not JSON data'],
    ['a bigint', 1n, 'state.variables.bad is not JSON data'],
  ])('refuses non-JSON values: %s', (_label, value, problem) => {
    const { engine, good } = setup()
    ;(good.state.variables as Record<string, unknown>).bad = value
    expectRejected(engine, good, `Invalid snapshot: ${problem}`, [problem])
  })

  it('refuses a cyclic state', () => {
    const { engine, good } = setup()
    const loop: Record<string, unknown> = {}
    loop.self = loop
    ;(good.state.variables as Record<string, unknown>).loop = loop
    expectRejected(engine, good, 'Invalid snapshot: state.variables.loop.self is not JSON data', ['state.variables.loop.self is not JSON data'])
  })

  it('refuses a version that differs from state.version', () => {
    const { engine, good } = setup()
    const v = good.state.version
    expectRejected(engine, { ...good, version: v + 1 }, `Invalid snapshot: snapshot.version ${v + 1} differs from state.version ${v}`, [
      `snapshot.version ${v + 1} differs from state.version ${v}`,
    ])
  })

  it('refuses a random position that is not a random state', () => {
    const { engine, good } = setup()
    expectRejected(engine, { ...good, random: { algorithm: 'mulberry32', seed: 1, state: 1.5 } }, 'Invalid snapshot: snapshot.random is not a random state', [
      'snapshot.random is not a random state',
    ])
    expectRejected(engine, { ...good, random: 'abc' }, 'Invalid snapshot: snapshot.random is not a random state', ['snapshot.random is not a random state'])
  })

  it('refuses a random position of another algorithm', () => {
    const { engine, good } = setup()
    const random = { algorithm: 'xorshift128', seed: 1, state: 5 }
    expectRejected(
      engine,
      { ...good, random },
      "Invalid snapshot: Cannot restore a 'xorshift128' random state into SeededRandomProvider",
      ["Cannot restore a 'xorshift128' random state into SeededRandomProvider"],
    )
  })
})

describe('restoreSnapshot: inconsistent snapshots throw StateValidationError and keep the current state', () => {
  function attempt(mutate: (s: JsonSnapshot) => void): { engine: GameEngine<CardGameAction>; error: StateValidationError; before: GameState } {
    const engine = startCardGame()
    const snap = json(engine.createSnapshot()) as unknown as JsonSnapshot
    mutate(snap)
    engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    const before = engine.getState()
    let error: unknown
    try {
      engine.restoreSnapshot(snap as unknown as GameSnapshot)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(StateValidationError)
    expect(engine.getState()).toBe(before)
    expect(engine.getHistory()).toHaveLength(1)
    return { engine, error: error as StateValidationError, before }
  }

  it('refuses a card in two zones', () => {
    const { error } = attempt((s) => {
      const hand = s.state.zones[playerHandZoneId('p1')]!
      hand.cards.push(s.state.zones[DECK_ZONE_ID]!.cards[0]!)
    })
    expect(error.errors).toHaveLength(1)
    expect(error.errors[0]).toMatch(/^card 'c\d\d' is in zones 'deck' and 'hand-p1'$/)
    expect(error.message).toBe(`State validation failed after restoreSnapshot: ${error.errors[0]}`)
  })

  it('refuses an unknown current player', () => {
    const { error } = attempt((s) => {
      s.state.currentPlayerId = 'ghost'
    })
    expect(error.errors).toEqual(["current player 'ghost' does not exist"])
    expect(error.message).toBe("State validation failed after restoreSnapshot: current player 'ghost' does not exist")
  })

  it('refuses a state that breaks several invariants, listing each', () => {
    const { error } = attempt((s) => {
      s.state.currentPlayerId = 'ghost'
      s.state.status = 'over' as GameState['status']
      s.state.winnerIds = ['p2', 'p2']
      s.state.zones.discard!.cards.push('c99')
    })
    expect(error.errors).toEqual([
      "zone 'discard' holds unknown card 'c99'",
      "current player 'ghost' does not exist",
      "winner 'p2' is listed twice",
      "status 'over' is not a valid status",
    ])
  })

  it("refuses a state that breaks a plugin's state check", () => {
    const { error } = attempt((s) => {
      const deck = s.state.zones[DECK_ZONE_ID]!
      const hand = s.state.zones[playerHandZoneId('p2')]!
      hand.cards.push(...deck.cards.splice(0, 3))
    })
    expect(error.errors).toEqual(["card-game.hand-limit: hand of 'p2' holds 5 cards (limit 4)"])
  })

  it('refuses a record key that does not match its id', () => {
    const { error } = attempt((s) => {
      ;(s.state.players.p3 as { id: string }).id = 'p4'
    })
    expect(error.errors).toEqual(["players key 'p3' does not match the id of its value"])
  })
})

describe('restoreSnapshot: snapshots through JSON', () => {
  it('restores state and random position into the same engine; the history then restarts from the snapshot', () => {
    const { engine, run } = clockedGame()
    run(3, 10_000)
    const text = JSON.stringify(engine.createSnapshot())
    run(8, 50_000)
    const direct = observe(engine)

    engine.restoreSnapshot(JSON.parse(text) as GameSnapshot)
    const restored = engine.getState()
    expect(restored).toEqual(JSON.parse(text).state)
    expect(Object.isFrozen(restored)).toBe(true)
    expect(engine.createSnapshot().random).toEqual(JSON.parse(text).random)
    // Observed: a snapshot from JSON carries no history, so the record starts at the snapshot.
    expect(engine.getHistory()).toHaveLength(0)
    expect(engine.getInitialState()).toBe(restored)
    expect(engine.exportRecord().startedAt).toBeNull()

    run(8, 50_000)
    expect(engine.getState()).toEqual(direct.state)
    expect(engine.createSnapshot().random).toEqual(direct.random)
    // The same actions, renumbered from 1.
    const history = engine.getHistory()
    expect(history.map((r) => r.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(history.map((r) => r.action.id)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'])
    expect(history.map((r) => ({ ...r.action, id: '' }))).toEqual(direct.history.slice(3).map((r) => ({ ...r.action, id: '' })))
    expect(history.map((r) => r.timestamp)).toEqual(direct.history.slice(3).map((r) => r.timestamp))
  })

  it('restores into a fresh engine (even one created with another seed) and continues exactly like the original', () => {
    const { engine, run } = clockedGame()
    run(3, 10_000)
    const text = JSON.stringify(engine.createSnapshot())
    run(8, 50_000)
    const direct = observe(engine)

    const clock = scriptedClock(0)
    const fresh = startCardGame({ seed: 99, clock: clock.clock, plugins: [createCardGamePlugin({ target: 40 })] })
    expect(fresh.getState()).not.toEqual(JSON.parse(text).state)
    fresh.restoreSnapshot(JSON.parse(text) as GameSnapshot)
    expect(fresh.getState()).toEqual(JSON.parse(text).state)
    expect(fresh.getState().seed).toBe(4242)
    expect(fresh.getHistory()).toHaveLength(0)
    playFirstLegal(fresh, 8, (i) => clock.set(50_000 + 1000 * i))
    expect(fresh.getState()).toEqual(direct.state)
    // The generator position is the original's (the provider still reports the seed the fresh engine was built with).
    const random = fresh.createSnapshot().random!
    expect({ algorithm: random.algorithm, state: random.state }).toEqual({ algorithm: direct.random!.algorithm, state: direct.random!.state })
  })

  it("a fresh engine's record after a JSON restore replays to the same state", () => {
    const { engine, run } = clockedGame()
    run(3, 10_000)
    const text = JSON.stringify(engine.createSnapshot())
    const fresh = startCardGame({ seed: 7, clock: scriptedClock(5).clock, plugins: [createCardGamePlugin({ target: 40 })] })
    fresh.restoreSnapshot(JSON.parse(text) as GameSnapshot)
    playFirstLegal(fresh, 6)
    const record = json(fresh.exportRecord())
    expect(record.initialState).toEqual(JSON.parse(text).state)
    expect(record.history).toHaveLength(6)
    const { state } = ReplayEngine.replayRecord(record, [createCardGamePlugin({ target: 40 })])
    expect(state).toEqual(fresh.getState())
  })
})

describe('restoreSnapshot and the action queue', () => {
  it('clears the queue: an action left queued is never applied to the restored state', () => {
    const { engine } = clockedGame()
    const snap = engine.createSnapshot()
    // Simulate a chained action left in the queue.
    const stale: Action = { id: 'stale', type: 'DRAW', playerId: 'p1', payload: {} }
    const queue = (engine as unknown as { parts: { queue: Action[] } }).parts.queue
    queue.push(stale)
    engine.restoreSnapshot(snap)
    expect(queue).toHaveLength(0)
    const result = engine.dispatch({ type: 'SHUFFLE', playerId: 'p1' })
    expect(result.ok).toBe(true)
    expect(result.processedActions.map((p) => p.action.type)).toEqual(['SHUFFLE'])
    expect(handOf(engine.getState(), 'p1')).toEqual(handOf(snap.state, 'p1'))
  })

  it('cannot run inside a tick: the tick that tried is rolled back and its queued actions are dropped', () => {
    let engine!: GameEngine<CardGameAction>
    let snap!: GameSnapshot
    const Restorer: GamePlugin = {
      id: 'restorer',
      name: 'Restorer',
      version: '1.0.0',
      events: [
        {
          type: 'CARD_DRAWN',
          handle(_event, ctx) {
            ctx.dispatch({ type: 'SHUFFLE', playerId: 'p1' })
            engine.restoreSnapshot(snap)
          },
        },
      ],
    }
    engine = startCardGame({ plugins: [CardGamePlugin, Restorer] })
    snap = engine.createSnapshot()
    engine.dispatch({ type: 'SHUFFLE', playerId: 'p1' })
    const before = engine.getState()
    const random = engine.createSnapshot().random
    let thrown: unknown
    try {
      engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    } catch (e) {
      thrown = e
    }
    expect(thrown).toBeInstanceOf(GameLifecycleError)
    expect((thrown as Error).message).toBe('Cannot restore a snapshot while a tick is running')
    expect(engine.getState()).toBe(before)
    expect(engine.getHistory()).toHaveLength(1)
    expect(engine.createSnapshot().random).toEqual(random)
    // The SHUFFLE the failed tick queued never runs later.
    const next = engine.dispatch({ type: 'SHUFFLE', playerId: 'p1' })
    expect(next.processedActions.map((p) => p.action.id)).toEqual(['a2'])
    // Outside a tick the same restore works.
    engine.restoreSnapshot(snap)
    expect(engine.getState()).toBe(snap.state)
  })
})
