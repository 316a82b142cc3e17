import { afterEach, describe, expect, it } from 'vitest'
import type { ActionHandler } from '../actions/types'
import type { GameEvent } from '../events/types'
import type { GamePlugin } from '../plugins/types'
import type { JsonValue } from '../state/json'
import { stateUtils } from '../state/stateUtils'
import type { GameEngine } from './gameEngine'
import { DispatchCodes, type DispatchResult, type ValidationMode } from './types'
import { COUNTER_INCREMENTED, COUNTER_VARIABLE, INCREMENT, createCounterPlugin, newGame } from './__fixtures__/testPlugins'

/*
 * Issue 2, section 4: bad input. `dispatch` of something that is not an action,
 * or of an action nobody handles, is denied with a stable code and changes
 * nothing; payloads carrying `__proto__` / `constructor` keys cannot pollute
 * prototypes, even when stored in state.
 */

const STORE = 'STORE'
const STORE_AT = 'STORE_AT'

/**
 * `STORE` keeps the whole payload in `variables.stored`; `STORE_AT { key, value }`
 * writes `variables[key] = value`. Both go through `stateUtils.setVariable`.
 */
function storePlugin(): GamePlugin {
  const store: ActionHandler<typeof STORE, JsonValue> = {
    type: STORE,
    execute: (action, ctx) => ({ state: stateUtils.setVariable(ctx.state, 'stored', action.payload) }),
  }
  const storeAt: ActionHandler<typeof STORE_AT, { key: string; value: JsonValue }> = {
    type: STORE_AT,
    execute: (action, ctx) => ({ state: stateUtils.setVariable(ctx.state, action.payload.key, action.payload.value) }),
  }
  return { id: 'store', name: 'Store', version: '1.0.0', actions: [store, storeAt] }
}

function game(validationMode: ValidationMode = 'always'): { engine: GameEngine; events: GameEvent[] } {
  const engine = newGame([createCounterPlugin(), storePlugin()], { config: { validationMode } })
  engine.dispatch({ type: INCREMENT })
  const events: GameEvent[] = []
  engine.subscribeAll((e) => events.push(e))
  return { engine, events }
}

const INVALID_REASON = 'Action must be an object with a non-empty string type'

describe('dispatch of something that is not an action', () => {
  const cases: [string, unknown][] = [
    ['a number', 42],
    ['a string', INCREMENT],
    ['null', null],
    ['undefined', undefined],
    ['a boolean', true],
    ['an array', [{ type: INCREMENT }]],
    ['a function', () => ({ type: INCREMENT })],
    ['an object without type', { payload: { by: 1 } }],
    ['an object with an empty type', { type: '' }],
    ['an object with a non-string type', { type: 7 }],
  ]

  for (const [what, value] of cases) {
    it(`${what} is denied with INVALID_ACTION and changes nothing`, () => {
      const { engine, events } = game()
      const state = engine.getState()
      const history = [...engine.getHistory()]
      const result = engine.dispatch(value as never) as DispatchResult
      expect(result.ok).toBe(false)
      expect(result.denyCode).toBe(DispatchCodes.INVALID_ACTION)
      expect(result.denyReason).toBe(INVALID_REASON)
      expect(result.error).toBeUndefined()
      expect(result.events).toEqual([])
      expect(result.processedActions).toEqual([])
      expect(engine.getState()).toBe(state)
      expect(engine.getHistory()).toEqual(history)
      expect(events).toEqual([])
    })
  }

  it('the code is the stable string INVALID_ACTION', () => {
    expect(DispatchCodes.INVALID_ACTION).toBe('INVALID_ACTION')
    expect(DispatchCodes.UNKNOWN_ACTION_TYPE).toBe('UNKNOWN_ACTION_TYPE')
  })

  it('the engine works normally after bad input', () => {
    const { engine } = game()
    engine.dispatch(null as never)
    engine.dispatch({ type: '' } as never)
    const result = engine.dispatch({ type: INCREMENT })
    expect(result.ok).toBe(true)
    expect(engine.getState().variables[COUNTER_VARIABLE]).toBe(2)
    expect(engine.getHistory().map((r) => r.sequence)).toEqual([1, 2])
  })

  it('engine.validate gives the same verdict without changing anything', () => {
    const { engine } = game()
    const state = engine.getState()
    expect(engine.validate(42 as never)).toEqual({ ok: false, denyReason: INVALID_REASON, denyCode: DispatchCodes.INVALID_ACTION })
    expect(engine.validate({ type: 'NOPE' }).denyCode).toBe(DispatchCodes.UNKNOWN_ACTION_TYPE)
    expect(engine.getState()).toBe(state)
  })

  it('a bad chained dispatch from an event handler is refused and not queued; the tick goes on', () => {
    const refused: DispatchResult[] = []
    const engine = newGame([
      createCounterPlugin(),
      {
        id: 'sloppy',
        name: 'Sloppy',
        version: '1.0.0',
        events: [{ type: COUNTER_INCREMENTED, handle: (_e, ctx) => void refused.push(ctx.dispatch({ kind: 'oops' } as never)) }],
      },
    ])
    const result = engine.dispatch({ type: INCREMENT })
    expect(refused).toHaveLength(1)
    expect(refused[0]!.ok).toBe(false)
    expect(refused[0]!.denyCode).toBe(DispatchCodes.INVALID_ACTION)
    expect(result.ok).toBe(true)
    expect(result.processedActions).toHaveLength(1)
    expect(engine.getState().variables[COUNTER_VARIABLE]).toBe(1)
  })
})

describe('dispatch of an action type nobody handles', () => {
  it('is denied with UNKNOWN_ACTION_TYPE, naming the type, and changes nothing', () => {
    const { engine, events } = game()
    const state = engine.getState()
    const history = [...engine.getHistory()]
    const result = engine.dispatch({ type: 'NOPE', payload: { x: 1 } })
    expect(result.ok).toBe(false)
    expect(result.denyCode).toBe(DispatchCodes.UNKNOWN_ACTION_TYPE)
    expect(result.denyReason).toBe("No action handler registered for type 'NOPE'")
    expect(result.action.type).toBe('NOPE')
    expect(result.events).toEqual([])
    expect(result.processedActions.map((p) => [p.action.type, p.ok, p.denyCode])).toEqual([['NOPE', false, 'UNKNOWN_ACTION_TYPE']])
    expect(engine.getState()).toBe(state)
    expect(engine.getHistory()).toEqual(history)
    expect(events).toEqual([])
  })

  it('is denied even when a wildcard rule would allow everything', () => {
    const engine = newGame([
      createCounterPlugin(),
      { id: 'yes', name: 'Yes', version: '1.0.0', rules: [{ id: 'yes', name: 'Yes', appliesTo: ['*'], validate: () => ({ allowed: true }) }] },
    ])
    expect(engine.dispatch({ type: 'NOPE' }).denyCode).toBe(DispatchCodes.UNKNOWN_ACTION_TYPE)
  })

  it('a chained action of unknown type is denied in processedActions while the tick commits', () => {
    const engine = newGame([
      createCounterPlugin(),
      {
        id: 'typo',
        name: 'Typo',
        version: '1.0.0',
        events: [{ type: COUNTER_INCREMENTED, handle: (_e, ctx) => void ctx.dispatch({ type: 'INCREMNET' }) }],
      },
    ])
    const result = engine.dispatch({ type: INCREMENT })
    expect(result.ok).toBe(true)
    expect(result.processedActions.map((p) => [p.action.type, p.ok, p.denyCode])).toEqual([
      [INCREMENT, true, undefined],
      ['INCREMNET', false, DispatchCodes.UNKNOWN_ACTION_TYPE],
    ])
    expect(engine.getState().variables[COUNTER_VARIABLE]).toBe(1)
    expect(engine.getHistory()).toHaveLength(1)
  })
})

describe('payloads with __proto__ and constructor keys', () => {
  const POISON =
    '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"nested":{"__proto__":{"polluted":"yes"},"list":[{"__proto__":{"polluted":"yes"}}]}}'

  afterEach(() => {
    // Make a polluted prototype fail this test only, not every later test.
    for (const proto of [Object.prototype, Array.prototype, Function.prototype]) {
      delete (proto as Record<string, unknown>).polluted
    }
  })

  function expectNoPollution(): void {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false)
    expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined()
    expect((Object.create(null) as Record<string, unknown>).polluted).toBeUndefined()
    expect(({}.constructor as unknown as { prototype: Record<string, unknown> }).prototype.polluted).toBeUndefined()
  }

  for (const mode of ['always', 'none'] as const satisfies readonly ValidationMode[]) {
    it(`a handler storing such a payload in state pollutes nothing (validationMode '${mode}')`, () => {
      const { engine } = game(mode)
      const payload = JSON.parse(POISON) as JsonValue
      const result = engine.dispatch({ type: STORE, payload })
      expect(result.ok).toBe(true)
      expectNoPollution()
      const stored = engine.getState().variables.stored as Record<string, unknown>
      expect(Object.getPrototypeOf(stored)).toBe(Object.prototype)
      expect(Object.hasOwn(stored, '__proto__')).toBe(true)
      expect(Object.hasOwn(stored, 'constructor')).toBe(true)
      expect(stored.polluted).toBeUndefined()
      const nested = stored.nested as Record<string, unknown>
      expect(Object.getPrototypeOf(nested)).toBe(Object.prototype)
      expect(Object.hasOwn(nested, '__proto__')).toBe(true)
      expect(Object.getPrototypeOf(engine.getState().variables)).toBe(Object.prototype)
      expect(JSON.stringify(stored)).toBe(JSON.stringify(JSON.parse(POISON)))
    })

    it(`a handler writing variables named __proto__ and constructor pollutes nothing (validationMode '${mode}')`, () => {
      const { engine } = game(mode)
      engine.dispatch({ type: STORE_AT, payload: JSON.parse('{"key":"__proto__","value":{"polluted":"yes"}}') })
      engine.dispatch({ type: STORE_AT, payload: JSON.parse('{"key":"constructor","value":{"prototype":{"polluted":"yes"}}}') })
      expectNoPollution()
      const variables = engine.getState().variables
      expect(Object.getPrototypeOf(variables)).toBe(Object.prototype)
      expect(Object.hasOwn(variables, '__proto__')).toBe(true)
      expect(Object.hasOwn(variables, 'constructor')).toBe(true)
      expect((variables as Record<string, unknown>).polluted).toBeUndefined()
      expect(Object.keys(variables)).toEqual([COUNTER_VARIABLE, '__proto__', 'constructor'])
    })

    it(`the state still survives a JSON round trip unchanged (validationMode '${mode}')`, () => {
      const { engine } = game(mode)
      engine.dispatch({ type: STORE, payload: JSON.parse(POISON) as JsonValue })
      engine.dispatch({ type: STORE_AT, payload: JSON.parse('{"key":"__proto__","value":{"polluted":"yes"}}') })
      const state = engine.getState()
      const json = JSON.stringify(state)
      const back = JSON.parse(json) as typeof state
      expect(back).toEqual(state)
      expect(JSON.stringify(back)).toBe(json)
      expect(json).toContain('"__proto__":{"polluted":"yes"}')
      expectNoPollution()
    })
  }

  it('an action object parsed from JSON with a top-level __proto__ key pollutes nothing and keeps its real type', () => {
    const { engine } = game()
    const action = JSON.parse('{"type":"STORE","__proto__":{"type":"EVIL","polluted":"yes"},"payload":{"ok":true}}')
    const result = engine.dispatch(action as never) as DispatchResult
    expect(result.ok).toBe(true)
    expect(result.action.type).toBe(STORE)
    expect(Object.getPrototypeOf(result.action)).toBe(Object.prototype)
    expect(engine.getState().variables.stored).toEqual({ ok: true })
    expectNoPollution()
  })

  it('player data with a __proto__ key cannot set fields through the prototype', () => {
    const players = JSON.parse('[{"id":"p1","name":"A","__proto__":{"seat":99,"polluted":"yes"}},{"id":"p2","name":"B"}]')
    const engine = newGame([], { create: { players } })
    const p1 = engine.getState().players.p1!
    expect(p1.seat).toBe(1)
    expect(Object.getPrototypeOf(p1)).toBe(Object.prototype)
    expect((p1 as Record<string, unknown>).polluted).toBeUndefined()
    expectNoPollution()
  })
})
