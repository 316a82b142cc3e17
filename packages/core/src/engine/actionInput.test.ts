import { describe, expect, it } from 'vitest'
import type { ActionHandler } from '../actions/types'
import type { GamePlugin } from '../plugins/types'
import type { JsonValue } from '../state/json'
import { stateUtils } from '../state/stateUtils'
import { GameEngine } from './gameEngine'
import { MAX_PAYLOAD_DEPTH } from './actionInput'
import type { DispatchResult, ValidationMode } from './types'
import { COUNTER_PLUGIN_ID, INCREMENT, createCounterPlugin, newGame } from './__fixtures__/testPlugins'

/*
 * Issue 20, "the public surface is strict": what dispatch refuses before any rule, in which mode, and that a
 * refusal changes nothing and keeps the game exportable and restorable.
 */

/** `KEEP` stores its whole payload in `variables.kept`, so anything the engine let through would reach the state. */
function keepPlugin(): GamePlugin {
  const keep: ActionHandler<'KEEP', JsonValue> = {
    type: 'KEEP',
    execute: (action, ctx) => ({ state: stateUtils.setVariable(ctx.state, 'kept', action.payload) }),
  }
  return { id: 'keep', name: 'Keep', version: '1.0.0', actions: [keep] }
}

function game(validationMode: ValidationMode): GameEngine {
  return newGame([createCounterPlugin(), keepPlugin()], { config: { validationMode } })
}

function deepPayload(levels: number): unknown {
  let value: unknown = 'bottom'
  for (let i = 0; i < levels; i++) value = { next: value }
  return value
}

const cycle: Record<string, unknown> = { name: 'loop' }
cycle.self = cycle

/** Every kind of non-JSON payload the issue lists, with the path and kind the refusal names. */
const NON_JSON: [string, unknown, string][] = [
  ['a function', { f: () => 1 }, 'payload.f is not JSON data (a function)'],
  ['undefined', { u: undefined }, 'payload.u is not JSON data (undefined)'],
  ['NaN', { n: [1, Number.NaN] }, 'payload.n[1] is not JSON data (NaN)'],
  ['Infinity', { n: Infinity }, 'payload.n is not JSON data (Infinity)'],
  ['a BigInt', { b: 10n }, 'payload.b is not JSON data (a BigInt)'],
  ['a Date', { at: new Date(0) }, 'payload.at is not JSON data (a Date)'],
  ['a Map', { m: new Map([[1, 2]]) }, 'payload.m is not JSON data (a Map)'],
  ['a cycle', cycle, 'payload.self refers to itself (a cycle)'],
  ['a function as the payload', () => 1, 'payload is not JSON data (a function)'],
  ['an array with a hole', { list: [1, , 3] }, 'payload.list[1] is not JSON data (an empty slot)'],
  ['a class instance', { p: new (class Point {})() }, 'payload.p is not JSON data (a Point)'],
]

describe('payloads that are not JSON data, in checked modes', () => {
  for (const mode of ['always', 'development'] as const) {
    it.each(NON_JSON)(`denies %s with INVALID_PAYLOAD naming the path (${mode})`, (_kind, payload, reason) => {
      const engine = game(mode)
      const before = engine.getState()
      const history = engine.getHistory().length
      const result = engine.dispatch({ type: 'KEEP', payload } as never)
      expect(result).toMatchObject({ ok: false, denyCode: 'INVALID_PAYLOAD', denyReason: reason, events: [], processedActions: [] })
      expect(engine.validate({ type: 'KEEP', payload } as never)).toEqual({ ok: false, denyCode: 'INVALID_PAYLOAD', denyReason: reason })
      expect(engine.getState()).toBe(before)
      expect(engine.getHistory()).toHaveLength(history)
      // The game stays exportable and its own snapshot restorable.
      expect(() => JSON.stringify(engine.exportRecord())).not.toThrow()
      const snapshot = engine.createSnapshot()
      expect(() => engine.restoreSnapshot(JSON.parse(JSON.stringify(snapshot)))).not.toThrow()
    })
  }

  it('takes a JSON payload as it is, frozen with its action', () => {
    const engine = game('always')
    const payload = { cards: ['c1', 'c2'], meta: { round: 1 } }
    const result = engine.dispatch({ type: 'KEEP', payload })
    expect(result.ok).toBe(true)
    expect(engine.getHistory().at(-1)!.action.payload).toBe(payload)
    expect(Object.isFrozen(payload) && Object.isFrozen(payload.cards) && Object.isFrozen(payload.meta)).toBe(true)
    expect(engine.getState().variables.kept).toEqual({ cards: ['c1', 'c2'], meta: { round: 1 } })
  })

  it('takes JSON leaves and plain records of any prototype-free kind, and `__proto__` as an ordinary key', () => {
    const engine = game('always')
    const bare = Object.create(null) as Record<string, unknown>
    bare.x = 1
    const payload = JSON.parse('{"__proto__": {"polluted": true}, "s": "x", "n": -0.5, "b": false, "z": null}') as Record<string, unknown>
    expect(engine.dispatch({ type: 'KEEP', payload: { bare, payload } }).ok).toBe(true)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.keys((engine.getState().variables.kept as { payload: object }).payload)).toEqual(['__proto__', 's', 'n', 'b', 'z'])
  })

  it("lets anything through in 'none' mode (no copy, no check) but what cannot be read", () => {
    const engine = game('none')
    const payload = { f: () => 1 }
    const result = engine.dispatch({ type: 'KEEP', payload } as never)
    expect(result.ok).toBe(true)
    expect(engine.getState().variables.kept).toBe(payload)
  })
})

describe('payloads that cannot be read, in every mode', () => {
  const throwingGetter = Object.defineProperty({}, 'card', {
    enumerable: true,
    get() {
      throw new Error('getter exploded')
    },
  })
  const throwingProxy = new Proxy(
    {},
    {
      ownKeys() {
        throw new Error('trap exploded')
      },
    },
  )
  const cases: [string, unknown, string][] = [
    ['a throwing getter', { inner: throwingGetter }, 'payload could not be read: getter exploded'],
    ['a throwing Proxy', throwingProxy, 'payload could not be read: trap exploded'],
    ['a payload nested 10,000 deep', deepPayload(10_000), `payload${'.next'.repeat(MAX_PAYLOAD_DEPTH)} nests deeper than ${MAX_PAYLOAD_DEPTH} levels`],
    ['a cycle', cycle, 'payload.self refers to itself (a cycle)'],
  ]
  for (const mode of ['none', 'always'] as const) {
    it.each(cases)(`denies %s with INVALID_PAYLOAD, never throwing (${mode})`, (_kind, payload, reason) => {
      const engine = game(mode)
      const before = engine.getState()
      let result: DispatchResult | undefined
      expect(() => (result = engine.dispatch({ type: 'KEEP', payload } as never))).not.toThrow()
      expect(result).toMatchObject({ ok: false, denyCode: 'INVALID_PAYLOAD', denyReason: reason })
      expect(engine.getState()).toBe(before)
      expect(engine.dispatch({ type: INCREMENT }).ok).toBe(true)
    })
  }

  it(`takes a payload exactly ${MAX_PAYLOAD_DEPTH} levels deep`, () => {
    const engine = game('always')
    expect(engine.dispatch({ type: 'KEEP', payload: deepPayload(MAX_PAYLOAD_DEPTH) } as never).ok).toBe(true)
    expect(engine.dispatch({ type: 'KEEP', payload: deepPayload(MAX_PAYLOAD_DEPTH + 1) } as never).denyCode).toBe('INVALID_PAYLOAD')
  })

  it.each(['none', 'always'] as const)('denies a flat payload whose own getter throws (%s)', (mode) => {
    const engine = game(mode)
    const result = engine.dispatch({ type: 'KEEP', payload: throwingGetter } as never)
    expect(result).toMatchObject({ ok: false, denyCode: 'INVALID_PAYLOAD', denyReason: 'payload could not be read: getter exploded' })
  })

  it("takes a payload with an inherited throwing getter in 'none' (only own keys are read, as before the fast path)", () => {
    const engine = game('none')
    const payload = Object.create(throwingGetter) as Record<string, unknown>
    payload.cardId = 'c1'
    expect(engine.dispatch({ type: 'KEEP', payload } as never).ok).toBe(true)
  })

  it('denies an action whose own fields cannot be read with INVALID_ACTION', () => {
    const engine = game('always')
    const action = Object.defineProperty({}, 'type', {
      enumerable: true,
      get() {
        throw new Error('no type for you')
      },
    })
    expect(engine.dispatch(action as never)).toMatchObject({ ok: false, denyCode: 'INVALID_ACTION', denyReason: 'Action could not be read: no type for you' })
    const proxy = new Proxy({}, { get: () => { throw new Error('trap') } })
    expect(engine.validate(proxy as never)).toEqual({ ok: false, denyCode: 'INVALID_ACTION', denyReason: 'Action could not be read: trap' })
  })
})

describe('who sends the action', () => {
  it('denies a playerId that is not a player before any rule, even for a plugin without rules (UNKNOWN_PLAYER)', () => {
    const engine = game('always')
    const before = engine.getState()
    const result = engine.dispatch({ type: 'KEEP', playerId: 'ghost', payload: 1 })
    expect(result).toMatchObject({ ok: false, denyCode: 'UNKNOWN_PLAYER', denyReason: "No player 'ghost' in this game" })
    expect(result.processedActions).toHaveLength(1)
    expect(engine.getState()).toBe(before)
    // A player of the game, and an action without a player, go on to the handler.
    expect(engine.dispatch({ type: 'KEEP', playerId: 'p1', payload: 1 }).ok).toBe(true)
    expect(engine.dispatch({ type: 'KEEP', payload: 2 }).ok).toBe(true)
  })

  it('lets a handler that acceptsNewPlayers take an action from someone who is not a player yet', () => {
    const join: ActionHandler<'JOIN'> = {
      type: 'JOIN',
      acceptsNewPlayers: true,
      enumerate: (state, playerId) => (Object.hasOwn(state.players, playerId) ? [] : [{ type: 'JOIN', playerId }]),
      execute: (action, ctx) => ({ state: stateUtils.addPlayer(ctx.state, { id: action.playerId!, name: action.playerId!, seat: 9 }) }),
    }
    const engine = newGame([createCounterPlugin(), { id: 'lobby', name: 'Lobby', version: '1.0.0', actions: [join] }])
    expect(engine.getLegalActions('newcomer')).toEqual([{ id: '', type: 'JOIN', payload: {}, playerId: 'newcomer' }])
    expect(engine.dispatch({ type: 'JOIN', playerId: 'newcomer' }).ok).toBe(true)
    expect(Object.keys(engine.getState().players)).toContain('newcomer')
    expect(engine.dispatch({ type: INCREMENT, playerId: 'stranger' }).denyCode).toBe('UNKNOWN_PLAYER')
  })

  it('gives a playerId of the wrong type its own reason', () => {
    const engine = game('always')
    expect(engine.dispatch({ type: INCREMENT, playerId: 7 } as never)).toMatchObject({
      ok: false,
      denyCode: 'INVALID_ACTION',
      denyReason: 'Action playerId must be a string, got a number',
    })
  })
})

describe('chained actions', () => {
  it('refuses a chained action with a payload that is not JSON data, in the result its dispatcher gets', () => {
    const results: DispatchResult[] = []
    const relay: GamePlugin = {
      id: 'relay',
      name: 'Relay',
      version: '1.0.0',
      dependencies: { [COUNTER_PLUGIN_ID]: '^1.0.0' },
      events: [{ type: 'COUNTER_INCREMENTED', handle: (_event, ctx) => void results.push(ctx.dispatch({ type: 'KEEP', payload: { at: new Date(0) } } as never)) }],
    }
    const engine = new GameEngine({ seed: 1 }).use(createCounterPlugin()).use(keepPlugin()).use(relay)
    engine.createGame({ players: [{ id: 'p1', name: 'P1' }] }).start()
    expect(engine.dispatch({ type: INCREMENT }).ok).toBe(true)
    expect(results).toHaveLength(1)
    expect(results[0]).toMatchObject({ ok: false, denyCode: 'INVALID_PAYLOAD', denyReason: 'payload.at is not JSON data (a Date)' })
    expect(engine.getState().variables.kept).toBeUndefined()
  })
})
