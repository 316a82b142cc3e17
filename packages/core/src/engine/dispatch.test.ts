import { describe, expect, it } from 'vitest'
import type { Action } from '../actions/types'
import { ActionQueueOverflowError, GameLifecycleError, StateValidationError } from '../errors/errors'
import type { GameEvent } from '../events/types'
import type { GamePlugin } from '../plugins/types'
import type { Rule } from '../rules/types'
import type { GameState } from '../state/types'
import { deny, ok } from '../rules/verdicts'
import { stateUtils } from '../state/stateUtils'
import { GameEngine } from './gameEngine'
import { DispatchCodes, type DispatchResult, type ValidationMode } from './types'
import {
  ARM_FAIL,
  CHAIN,
  CHAIN_COUNT_VARIABLE,
  CHAIN_LINK,
  COUNTER_INCREMENTED,
  COUNTER_LIMIT_CHECK,
  COUNTER_VARIABLE,
  DEFAULT_FAIL_MESSAGE,
  DECK_ZONE_ID,
  FAIL,
  FAIL_ARMED,
  INCREMENT,
  LOOP,
  LOOPED,
  LOOP_SEEN_VARIABLE,
  LOOP_COUNT_VARIABLE,
  NON_POSITIVE_INCREMENT,
  SHUFFLE,
  STEP,
  STEPPED,
  STEP_TRAIL_VARIABLE,
  createChainPlugin,
  createCounterLimitPlugin,
  createCounterPlugin,
  createDeckPlugin,
  createFailingPlugin,
  createLoopPlugin,
  createTreePlugin,
  manualClock,
  newGame,
  thrownBy,
} from './__fixtures__/testPlugins'

/** A plugin that reacts to `eventType` by running `handle` with the GameContext. */
function onEvent(id: string, eventType: string, handle: NonNullable<GamePlugin['events']>[number]['handle']): GamePlugin {
  return { id, name: id, version: '1.0.0', events: [{ type: eventType, handle }] }
}

/** A plugin holding one rule. */
function withRule(rule: Rule<any>): GamePlugin {
  return { id: `rule-${rule.id}`, name: rule.name, version: '1.0.0', rules: [rule] }
}

function collectEvents(engine: GameEngine): GameEvent[] {
  const seen: GameEvent[] = []
  engine.subscribeAll((e) => seen.push(e))
  return seen
}

describe('top-level and chained dispatch', () => {
  it('a dispatch from an event handler is queued and returns the placeholder { action, ok: true, events: [], processedActions: [] }', () => {
    const placeholders: DispatchResult[] = []
    const countsRightAfterDispatch: unknown[] = []
    const engine = newGame([
      createCounterPlugin(),
      createChainPlugin(),
      onEvent('chainer', COUNTER_INCREMENTED, (_e, ctx) => {
        placeholders.push(ctx.dispatch({ type: CHAIN, payload: { remaining: 0 } }))
        placeholders.push(ctx.dispatch({ type: CHAIN, payload: { remaining: 0 } }))
        // Not processed yet: the chained actions wait in the queue.
        countsRightAfterDispatch.push(ctx.state.variables[CHAIN_COUNT_VARIABLE])
      }),
    ])
    const result = engine.dispatch({ type: INCREMENT })
    expect(placeholders).toHaveLength(2)
    for (const placeholder of placeholders) {
      expect(Object.keys(placeholder).sort()).toEqual(['action', 'events', 'ok', 'processedActions'])
      expect(placeholder).toEqual({ action: placeholder.action, ok: true, events: [], processedActions: [] })
      expect(placeholder.action.type).toBe(CHAIN)
      expect(placeholder.action.payload).toEqual({ remaining: 0 })
    }
    const first = placeholders[0]!
    expect(countsRightAfterDispatch).toEqual([undefined])
    expect(result.processedActions.map((p) => p.action.type)).toEqual([INCREMENT, CHAIN, CHAIN])
    expect(result.processedActions[1]!.action.id).toBe(first.action.id)
    expect(engine.getState().variables[CHAIN_COUNT_VARIABLE]).toBe(2)
  })

  it('the placeholder says ok even when the chained action is later denied; the tick result reports the denial', () => {
    let placeholder: DispatchResult | undefined
    const engine = newGame([
      createCounterPlugin(),
      onEvent('bad-chain', COUNTER_INCREMENTED, (e, ctx) => {
        if ((e.payload as { value: number }).value === 1) placeholder = ctx.dispatch({ type: INCREMENT, payload: { by: -1 } })
      }),
    ])
    const result = engine.dispatch({ type: INCREMENT })
    expect(placeholder!.ok).toBe(true)
    expect(result.ok).toBe(true)
    expect(result.processedActions).toHaveLength(2)
    expect(result.processedActions[1]).toEqual({
      action: placeholder!.action,
      ok: false,
      denyReason: 'increment must be positive',
      denyCode: NON_POSITIVE_INCREMENT,
    })
    expect(engine.getState().variables[COUNTER_VARIABLE]).toBe(1)
  })

  it('processedActions lists every action of the tick in queue (breadth-first) order', () => {
    const engine = newGame([createTreePlugin({ A: ['B', 'C'], B: ['D'], C: ['E'] })])
    const result = engine.dispatch({ type: STEP, payload: { name: 'A' } })
    const names = result.processedActions.map((p) => (p.action.payload as { name: string }).name)
    // A recursive dispatch would give A, B, D, C, E.
    expect(names).toEqual(['A', 'B', 'C', 'D', 'E'])
    expect(result.processedActions.every((p) => p.ok)).toBe(true)
    expect(engine.getState().variables[STEP_TRAIL_VARIABLE]).toEqual(['A', 'B', 'C', 'D', 'E'])
    expect(result.events.map((e) => [e.type, (e.payload as { name: string }).name])).toEqual([
      [STEPPED, 'A'],
      [STEPPED, 'B'],
      [STEPPED, 'C'],
      [STEPPED, 'D'],
      [STEPPED, 'E'],
    ])
  })

  it('a chain of 900 actions within maxActionsPerTick 1000 runs chained actions at a constant call-stack depth', () => {
    const depths: number[] = []
    const limit = Error.stackTraceLimit
    Error.stackTraceLimit = Infinity
    try {
      const engine = newGame([createChainPlugin({ onExecute: () => void depths.push(new Error().stack!.split('\n').length) })], {
        config: { maxActionsPerTick: 1000 },
      })
      const result = engine.dispatch({ type: CHAIN, payload: { remaining: 899 } })
      expect(result.ok).toBe(true)
      expect(result.processedActions).toHaveLength(900)
      expect(engine.getState().variables[CHAIN_COUNT_VARIABLE]).toBe(900)
    } finally {
      Error.stackTraceLimit = limit
    }
    expect(depths).toHaveLength(900)
    // The top-level action runs straight from dispatch, every chained one from the queue loop, one frame deeper.
    const chained = depths.slice(1)
    expect(Math.max(...chained)).toBe(Math.min(...chained))
    expect(depths[0]).toBeLessThanOrEqual(chained[0]!)
  })

  it('a chain far longer than any call stack completes when the limit allows it', () => {
    const engine = newGame([createChainPlugin()], { config: { maxActionsPerTick: 30_000, validationMode: 'none' } })
    const result = engine.dispatch({ type: CHAIN, payload: { remaining: 29_999 } })
    expect(result.ok).toBe(true)
    expect(result.processedActions).toHaveLength(30_000)
  })

  it('exactly maxActionsPerTick actions in one tick are allowed', () => {
    const engine = newGame([createChainPlugin()], { config: { maxActionsPerTick: 10 } })
    const result = engine.dispatch({ type: CHAIN, payload: { remaining: 9 } })
    expect(result.ok).toBe(true)
    expect(result.processedActions).toHaveLength(10)
  })
})

describe('versions and history', () => {
  it('an action adds exactly 1 to the version, whatever its handler changed', () => {
    const engine = newGame([createCounterPlugin(), createDeckPlugin()])
    const v = engine.getState().version
    engine.dispatch({ type: INCREMENT, payload: { by: 5 } })
    expect(engine.getState().version).toBe(v + 1)
    engine.dispatch({ type: 'DRAW_CARD', payload: { playerId: 'p1', count: 3 } })
    expect(engine.getState().version).toBe(v + 2)
  })

  it('each chained action adds 1 and each GameContext primitive call adds 1', () => {
    const engine = newGame([
      createCounterPlugin(),
      createChainPlugin(),
      onEvent('two-writes', COUNTER_INCREMENTED, (_e, ctx) => {
        ctx.setVariable('a', 1)
        ctx.setVariable('b', 2)
        ctx.dispatch({ type: CHAIN, payload: { remaining: 1 } })
      }),
    ])
    const v = engine.getState().version
    const result = engine.dispatch({ type: INCREMENT })
    // INCREMENT (+1), two setVariable calls (+2), CHAIN 1 and CHAIN 0 (+2).
    expect(engine.getState().version).toBe(v + 5)
    const incremented = result.events.find((e) => e.type === COUNTER_INCREMENTED)!
    expect(incremented.stateVersion).toBe(v + 1)
    expect(result.events.filter((e) => e.type === CHAIN_LINK).map((e) => e.stateVersion)).toEqual([v + 4, v + 5])
  })

  it('takes a new root that already carries the next version as it is, and copies any other root to set it', () => {
    const built: GameState[] = []
    const plugin: GamePlugin = {
      id: 'roots',
      name: 'roots',
      version: '1.0.0',
      actions: [
        {
          type: 'PRESET',
          execute: (_a, ctx) => {
            const next = { ...ctx.state, turn: ctx.state.turn + 1, version: ctx.state.version + 1 }
            built.push(next)
            return { state: next }
          },
        },
        { type: 'STALE', execute: (_a, ctx) => ({ state: { ...ctx.state, version: ctx.state.version + 7 } }) },
        { type: 'SAME', execute: (_a, ctx) => ({ state: ctx.state }) },
      ],
    }
    for (const validationMode of ['none', 'always'] as const) {
      const engine = newGame([plugin], { config: { validationMode } })
      const v = engine.getState().version
      engine.dispatch({ type: 'PRESET' })
      expect(engine.getState()).toBe(built.at(-1))
      expect(engine.getState().version).toBe(v + 1)
      engine.dispatch({ type: 'STALE' })
      expect(engine.getState().version).toBe(v + 2)
      const before = engine.getState()
      engine.dispatch({ type: 'SAME' })
      expect(engine.getState()).not.toBe(before)
      expect(before.version).toBe(v + 2)
      expect(engine.getState().version).toBe(v + 3)
    }
  })

  it('a denied action leaves the version unchanged', () => {
    const engine = newGame([createCounterPlugin()])
    const v = engine.getState().version
    engine.dispatch({ type: INCREMENT, payload: { by: 0 } })
    expect(engine.getState().version).toBe(v)
  })

  it('history records { action, stateVersionBefore, stateVersionAfter, timestamp, sequence } for top-level actions only, 1-based, with the injected clock', () => {
    const time = manualClock(100)
    const engine = newGame([createCounterPlugin(), createChainPlugin()], { config: { clock: time.clock } })
    const v = engine.getState().version
    time.now = 5000
    const first = engine.dispatch({ type: INCREMENT, payload: { by: 2 } })
    time.now = 6000
    const second = engine.dispatch({ type: CHAIN, payload: { remaining: 2 } })
    const history = engine.getHistory()
    expect(history).toEqual([
      { action: first.action, stateVersionBefore: v, stateVersionAfter: v + 1, timestamp: 5000, sequence: 1 },
      { action: second.action, stateVersionBefore: v + 1, stateVersionAfter: v + 2, timestamp: 6000, sequence: 2 },
    ])
    expect(Object.keys(history[0]!).sort()).toEqual(['action', 'sequence', 'stateVersionAfter', 'stateVersionBefore', 'timestamp'])
    expect(second.events.map((e) => e.timestamp)).toEqual([6000, 6000, 6000])
  })

  it('denied and failed dispatches are not recorded', () => {
    const engine = newGame([createCounterPlugin(), createFailingPlugin()])
    engine.dispatch({ type: INCREMENT, payload: { by: -2 } })
    engine.dispatch({ type: FAIL })
    engine.dispatch({ type: 'NO_SUCH_ACTION' })
    expect(engine.getHistory()).toEqual([])
    engine.dispatch({ type: INCREMENT })
    expect(engine.getHistory().map((r) => r.sequence)).toEqual([1])
  })
})

describe('denied actions', () => {
  it('return ok: false with denyReason and denyCode and leave state, history and subscribers untouched', () => {
    const engine = newGame([createCounterPlugin()])
    engine.dispatch({ type: INCREMENT })
    const state = engine.getState()
    const events = collectEvents(engine)
    const result = engine.dispatch({ type: INCREMENT, payload: { by: 0 } })
    expect(result).toEqual({
      action: result.action,
      ok: false,
      denyReason: 'increment must be positive',
      denyCode: NON_POSITIVE_INCREMENT,
      events: [],
      processedActions: [{ action: result.action, ok: false, denyReason: 'increment must be positive', denyCode: NON_POSITIVE_INCREMENT }],
    })
    expect(result.action.type).toBe(INCREMENT)
    expect(engine.getState()).toBe(state)
    expect(engine.getHistory()).toHaveLength(1)
    expect(events).toEqual([])
  })

  it('a denial without a code has no denyCode', () => {
    const engine = newGame([
      createCounterPlugin(),
      withRule({ id: 'never', name: 'Never', appliesTo: [INCREMENT], validate: () => deny('not today') }),
    ])
    const result = engine.dispatch({ type: INCREMENT })
    expect(result.ok).toBe(false)
    expect(result.denyReason).toBe('not today')
    expect('denyCode' in result).toBe(false)
  })

  it('the first denying rule wins, in registration order', () => {
    const engine = newGame([
      createCounterPlugin(),
      withRule({ id: 'first', name: 'First', appliesTo: ['*'], validate: () => deny('first says no', 'FIRST') }),
      withRule({ id: 'second', name: 'Second', appliesTo: [INCREMENT], validate: () => deny('second says no', 'SECOND') }),
    ])
    const result = engine.dispatch({ type: INCREMENT })
    expect([result.denyReason, result.denyCode]).toEqual(['first says no', 'FIRST'])
  })
})

describe('ActionQueueOverflowError', () => {
  it('is thrown with limit, remaining and the exact message when a tick exceeds maxActionsPerTick', () => {
    const engine = newGame([createLoopPlugin({ fanOut: 2 })], { config: { maxActionsPerTick: 5 } })
    const error = thrownBy(() => engine.dispatch({ type: LOOP }))
    expect(error).toBeInstanceOf(ActionQueueOverflowError)
    const overflow = error as ActionQueueOverflowError
    // Each LOOP chains two more: after 5 actions the queue holds 1 + 5 = 6.
    expect(overflow.limit).toBe(5)
    expect(overflow.remaining).toBe(6)
    expect(overflow.message).toBe('maxActionsPerTick (5) exceeded; 6 actions remain in queue')
    expect(overflow.name).toBe('ActionQueueOverflowError')
  })

  it('uses the default limit of 1000', () => {
    const engine = newGame([createLoopPlugin()])
    const error = thrownBy(() => engine.dispatch({ type: LOOP })) as ActionQueueOverflowError
    expect(error).toBeInstanceOf(ActionQueueOverflowError)
    expect(error.message).toBe('maxActionsPerTick (1000) exceeded; 1 actions remain in queue')
  })

  it('one action past the limit overflows', () => {
    const engine = newGame([createChainPlugin()], { config: { maxActionsPerTick: 10 } })
    const error = thrownBy(() => engine.dispatch({ type: CHAIN, payload: { remaining: 10 } })) as ActionQueueOverflowError
    expect([error.limit, error.remaining]).toEqual([10, 1])
  })

  it('rolls the tick back: state, history, random position and queue', () => {
    const engine = newGame([createCounterPlugin(), createLoopPlugin({ fanOut: 2 })], { config: { maxActionsPerTick: 50 } })
    engine.dispatch({ type: INCREMENT })
    const state = engine.getState()
    const history = [...engine.getHistory()]
    const random = engine.createSnapshot().random
    const events = collectEvents(engine)

    expect(() => engine.dispatch({ type: LOOP })).toThrow(ActionQueueOverflowError)

    expect(engine.getState()).toEqual(state)
    expect(engine.getState().variables[LOOP_COUNT_VARIABLE]).toBeUndefined()
    expect(engine.getHistory()).toEqual(history)
    expect(engine.createSnapshot().random).toEqual(random)
    expect(events).toEqual([])
    // Nothing of the overflowing tick is left in the queue.
    const next = engine.dispatch({ type: INCREMENT })
    expect(next.processedActions.map((p) => p.action.type)).toEqual([INCREMENT])
  })

  it('also rolls back what event handlers wrote through the GameContext', () => {
    const engine = newGame([createLoopPlugin()], { config: { maxActionsPerTick: 3 } })
    const v = engine.getState().version
    expect(() => engine.dispatch({ type: LOOP })).toThrow(ActionQueueOverflowError)
    expect(engine.getState().version).toBe(v)
    expect(engine.getState().variables).toEqual({})
    expect(engine.getState().variables[LOOP_SEEN_VARIABLE]).toBeUndefined()
  })

  it('leaves the engine usable, continuing exactly as if the overflowing dispatch had not happened', () => {
    const plugins = (): GamePlugin[] => [createCounterPlugin(), createDeckPlugin(), createLoopPlugin()]
    const overflowed = newGame(plugins(), { config: { maxActionsPerTick: 20 } })
    const clean = newGame(plugins(), { config: { maxActionsPerTick: 20 } })

    expect(() => overflowed.dispatch({ type: LOOP })).toThrow(ActionQueueOverflowError)

    for (const engine of [overflowed, clean]) {
      expect(engine.dispatch({ type: INCREMENT }).ok).toBe(true)
      expect(engine.dispatch({ type: SHUFFLE, payload: { zoneId: DECK_ZONE_ID } }).ok).toBe(true)
    }
    expect(overflowed.getState()).toEqual(clean.getState())
    expect(overflowed.getHistory()).toEqual(clean.getHistory())
    expect(overflowed.getHistory().map((r) => r.sequence)).toEqual([1, 2])
  })
})

describe('StateValidationError after a dispatch', () => {
  it('is thrown when a plugin state check fails, with message "State validation failed after dispatch: ..." and errors', () => {
    const engine = newGame([createCounterPlugin(), createCounterLimitPlugin(2)])
    const error = thrownBy(() => engine.dispatch({ type: INCREMENT, payload: { by: 3 } }))
    expect(error).toBeInstanceOf(StateValidationError)
    expect(error.message).toBe(`State validation failed after dispatch: ${COUNTER_LIMIT_CHECK}: counter 3 exceeds 2`)
    expect((error as StateValidationError).errors).toEqual([`${COUNTER_LIMIT_CHECK}: counter 3 exceeds 2`])
  })

  it('rolls the tick back, tells no subscriber, and leaves the engine usable', () => {
    const engine = newGame([createCounterPlugin(), createCounterLimitPlugin(2)])
    engine.dispatch({ type: INCREMENT })
    const state = engine.getState()
    const events = collectEvents(engine)
    expect(() => engine.dispatch({ type: INCREMENT, payload: { by: 2 } })).toThrow(StateValidationError)
    expect(engine.getState()).toEqual(state)
    expect(engine.getState().variables[COUNTER_VARIABLE]).toBe(1)
    expect(engine.getHistory()).toHaveLength(1)
    expect(events).toEqual([])

    const result = engine.dispatch({ type: INCREMENT })
    expect(result.ok).toBe(true)
    expect(engine.getState().variables[COUNTER_VARIABLE]).toBe(2)
    expect(engine.getHistory().map((r) => r.sequence)).toEqual([1, 2])
    expect(events.map((e) => e.type)).toEqual([COUNTER_INCREMENTED])
  })

  it('also reports broken built-in invariants, joined with "; "', () => {
    const engine = newGame([
      createDeckPlugin({ cards: 2 }),
      {
        id: 'breaker',
        name: 'Breaker',
        version: '1.0.0',
        actions: [
          {
            type: 'BREAK',
            execute: (_a, ctx) => ({
              state: { ...ctx.state, zones: { ...ctx.state.zones, [DECK_ZONE_ID]: { ...ctx.state.zones[DECK_ZONE_ID]!, cards: ['ghost'] } } },
            }),
          },
        ],
      },
    ])
    const state = engine.getState()
    const error = thrownBy(() => engine.dispatch({ type: 'BREAK' })) as StateValidationError
    expect(error).toBeInstanceOf(StateValidationError)
    expect(error.errors.length).toBeGreaterThan(0)
    expect(error.errors.some((e) => e.includes('ghost'))).toBe(true)
    expect(error.message).toBe(`State validation failed after dispatch: ${error.errors.join('; ')}`)
    expect(engine.getState()).toEqual(state)
  })
})

describe('a handler that throws', () => {
  it('returns ok: false with error and errorCode HANDLER_ERROR and changes nothing', () => {
    const engine = newGame([createCounterPlugin(), createFailingPlugin()])
    engine.dispatch({ type: INCREMENT })
    const state = engine.getState()
    const events = collectEvents(engine)
    const result = engine.dispatch({ type: FAIL })
    expect(result).toEqual({
      action: result.action,
      ok: false,
      error: DEFAULT_FAIL_MESSAGE,
      errorCode: DispatchCodes.HANDLER_ERROR,
      events: [],
      processedActions: [{ action: result.action, ok: false, error: DEFAULT_FAIL_MESSAGE }],
    })
    expect(DispatchCodes.HANDLER_ERROR).toBe('HANDLER_ERROR')
    expect(result.denyReason).toBeUndefined()
    expect(engine.getState()).toEqual(state)
    expect(engine.getHistory()).toHaveLength(1)
    expect(events).toEqual([])
  })

  it('in a chained action rolls back the whole tick, the successful top-level action included', () => {
    const engine = newGame([createFailingPlugin()])
    const state = engine.getState()
    const events = collectEvents(engine)
    const result = engine.dispatch({ type: ARM_FAIL })
    expect(result.ok).toBe(false)
    expect(result.error).toBe('chained failure')
    expect(result.errorCode).toBe('HANDLER_ERROR')
    expect(result.events).toEqual([])
    expect(result.processedActions.map((p) => [p.action.type, p.ok, p.error])).toEqual([
      [ARM_FAIL, true, undefined],
      [FAIL, false, 'chained failure'],
    ])
    expect(engine.getState()).toEqual(state)
    expect(engine.getState().variables['fail.armed']).toBeUndefined()
    expect(engine.getHistory()).toEqual([])
    expect(events.some((e) => e.type === FAIL_ARMED)).toBe(false)
  })

  it('leaves the engine usable', () => {
    const engine = newGame([createCounterPlugin(), createFailingPlugin()])
    engine.dispatch({ type: ARM_FAIL })
    const result = engine.dispatch({ type: INCREMENT })
    expect(result.ok).toBe(true)
    expect(result.processedActions).toHaveLength(1)
    expect(engine.getState().variables[COUNTER_VARIABLE]).toBe(1)
  })
})

describe('subscribe and subscribeAll', () => {
  it('deliver a tick’s events only after the tick committed, in emission order', () => {
    const engine = newGame([createChainPlugin()])
    const seen: { event: GameEvent; countAtDelivery: unknown; versionAtDelivery: number }[] = []
    engine.subscribe(CHAIN_LINK, (event) =>
      seen.push({ event, countAtDelivery: engine.getState().variables[CHAIN_COUNT_VARIABLE], versionAtDelivery: engine.getState().version }),
    )
    const result = engine.dispatch({ type: CHAIN, payload: { remaining: 3 } })
    const finalVersion = engine.getState().version
    expect(seen.map((s) => (s.event.payload as { remaining: number }).remaining)).toEqual([3, 2, 1, 0])
    // Every listener call saw the final state of the tick, not the state of its event.
    expect(seen.map((s) => s.countAtDelivery)).toEqual([4, 4, 4, 4])
    expect(seen.map((s) => s.versionAtDelivery)).toEqual([finalVersion, finalVersion, finalVersion, finalVersion])
    expect(seen.map((s) => s.event.stateVersion)).toEqual([finalVersion - 3, finalVersion - 2, finalVersion - 1, finalVersion])
    expect(seen.map((s) => s.event)).toEqual(result.events)
  })

  it('plugin event handlers run inside the tick, subscribers after it', () => {
    const log: string[] = []
    const engine = newGame([createCounterPlugin(), onEvent('log', COUNTER_INCREMENTED, () => void log.push('plugin handler'))])
    engine.subscribe(COUNTER_INCREMENTED, () => void log.push('subscriber'))
    engine.dispatch({
      type: INCREMENT,
    })
    expect(log).toEqual(['plugin handler', 'subscriber'])
  })

  it('never deliver events of a rolled-back tick', () => {
    const engine = newGame([createCounterPlugin(), createLoopPlugin(), createFailingPlugin(), createCounterLimitPlugin(1)], {
      config: { maxActionsPerTick: 10 },
    })
    const events = collectEvents(engine)
    const typed: GameEvent[] = []
    engine.subscribe(LOOPED, (e) => typed.push(e))
    expect(() => engine.dispatch({ type: LOOP })).toThrow(ActionQueueOverflowError)
    engine.dispatch({ type: ARM_FAIL })
    expect(() => engine.dispatch({ type: INCREMENT, payload: { by: 2 } })).toThrow(StateValidationError)
    expect(events).toEqual([])
    expect(typed).toEqual([])
  })

  it('a typed subscription gets only its type; "*" and subscribeAll get every type, all in subscription order', () => {
    const engine = newGame([createCounterPlugin(), createChainPlugin()])
    const log: string[] = []
    engine.subscribe('*', (e) => void log.push(`star:${e.type}`))
    engine.subscribe(COUNTER_INCREMENTED, (e) => void log.push(`typed:${e.type}`))
    engine.subscribeAll((e) => void log.push(`all:${e.type}`))
    engine.dispatch({ type: INCREMENT })
    engine.dispatch({ type: CHAIN, payload: { remaining: 0 } })
    expect(log).toEqual([
      `star:${COUNTER_INCREMENTED}`,
      `typed:${COUNTER_INCREMENTED}`,
      `all:${COUNTER_INCREMENTED}`,
      `star:${CHAIN_LINK}`,
      `all:${CHAIN_LINK}`,
    ])
  })

  it('the returned function unsubscribes only that listener, and calling it twice is harmless', () => {
    const engine = newGame([createCounterPlugin()])
    const a: number[] = []
    const b: number[] = []
    const offA = engine.subscribe(COUNTER_INCREMENTED, (e) => void a.push((e.payload as { value: number }).value))
    const offB = engine.subscribeAll((e) => void b.push((e.payload as { value: number }).value))
    engine.dispatch({ type: INCREMENT })
    offA()
    offA()
    engine.dispatch({ type: INCREMENT })
    offB()
    engine.dispatch({ type: INCREMENT })
    expect(a).toEqual([1])
    expect(b).toEqual([1, 2])
  })
})

describe('deterministic ids', () => {
  function play(): { results: DispatchResult[]; events: GameEvent[]; engine: GameEngine } {
    const time = manualClock(10)
    const engine = new GameEngine({ seed: 2024, clock: time.clock })
    engine.use(createCounterPlugin()).use(createDeckPlugin()).use(createChainPlugin()).use(createTreePlugin({ A: ['B', 'C'] }))
    const events = collectEvents(engine)
    engine.createGame({ players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }] }).start()
    const results: DispatchResult[] = []
    for (const action of [
      { type: INCREMENT },
      { type: CHAIN, payload: { remaining: 2 } },
      { type: INCREMENT, payload: { by: 0 } },
      { type: STEP, payload: { name: 'A' } },
      { type: 'DRAW_CARD', payload: { playerId: 'p2', count: 2 } },
    ]) {
      time.now += 7
      results.push(engine.dispatch(action))
    }
    return { results, events, engine }
  }

  it('the same seed and the same actions give the same action ids, event ids, history and state', () => {
    const a = play()
    const b = play()
    const ids = (r: DispatchResult[]): unknown => r.map((x) => [x.action.id, x.processedActions.map((p) => p.action.id), x.events.map((e) => e.id)])
    expect(ids(a.results)).toEqual(ids(b.results))
    expect(a.events.map((e) => e.id)).toEqual(b.events.map((e) => e.id))
    expect(a.events).toEqual(b.events)
    expect(a.engine.getHistory()).toEqual(b.engine.getHistory())
    expect(a.engine.getState()).toEqual(b.engine.getState())
  })

  it('the engine assigns non-empty ids, unique among applied actions and among all events of a game', () => {
    const { results, events, engine } = play()
    const applied = results.flatMap((r) => r.processedActions.filter((p) => p.ok).map((p) => p.action.id))
    expect(applied.every((id) => typeof id === 'string' && id.length > 0)).toBe(true)
    expect(new Set(applied).size).toBe(applied.length)
    const eventIds = events.map((e) => e.id)
    expect(eventIds.every((id) => typeof id === 'string' && id.length > 0)).toBe(true)
    expect(new Set(eventIds).size).toBe(eventIds.length)
    expect(events.map((e) => e.type).slice(0, 2)).toEqual(['GAME_CREATED', 'GAME_STARTED'])
    expect(engine.getHistory().map((r) => r.action.id)).toEqual(results.filter((r) => r.ok).map((r) => r.action.id))
  })

  it("replaces an id given by the caller with the engine's own, so ids stay unique", () => {
    const engine = newGame([createCounterPlugin()])
    const result = engine.dispatch({ id: 'my-id', type: INCREMENT, payload: {} })
    expect(result.action.id).toBe('a1')
    expect(engine.getHistory()[0]!.action.id).toBe('a1')
    // Callers that all send one id, or imitate the chained scheme, or send a number: 30 distinct ids all the same.
    for (let i = 0; i < 29; i++) engine.dispatch({ id: i % 2 === 0 ? 'same' : 'a1.1', type: INCREMENT } as never)
    engine.dispatch({ id: 3, type: INCREMENT } as never)
    const ids = engine.getHistory().map((record) => record.action.id)
    expect(ids).toHaveLength(31)
    expect(new Set(ids).size).toBe(31)
    expect(ids.slice(0, 3)).toEqual(['a1', 'a2', 'a3'])
  })
})

describe('rules cannot change anything', () => {
  function guarded(validate: Rule['validate']): GameEngine {
    return newGame([createCounterPlugin(), withRule({ id: 'meddler', name: 'Meddler', appliesTo: [INCREMENT], validate })])
  }

  const attempts: Record<string, { validate: Rule['validate']; message: string }> = {
    'a context mutation primitive': {
      validate: (c) => {
        c.game.setVariable('hacked', true)
        return ok()
      },
      message: 'Rules must not change state',
    },
    'ctx.update': {
      validate: (c) => {
        c.game.update((s) => stateUtils.setVariable(s, 'hacked', true))
        return ok()
      },
      message: 'Rules must not change state',
    },
    'ctx.emit': {
      validate: (c) => {
        c.game.emit({ type: 'HACKED' })
        return ok()
      },
      message: 'Rules must not emit events',
    },
    'ctx.dispatch': {
      validate: (c) => {
        c.game.dispatch({ type: 'HACK' })
        return ok()
      },
      message: 'Rules must not dispatch actions',
    },
    'ctx.drawCards': {
      validate: (c) => {
        c.game.drawCards('p1', 1)
        return ok()
      },
      message: 'Rules must not dispatch actions',
    },
  }

  for (const [what, { validate, message }] of Object.entries(attempts)) {
    it(`${what} inside a rule throws and the dispatch changes nothing`, () => {
      const engine = guarded(validate)
      const state = engine.getState()
      const events = collectEvents(engine)
      const error = thrownBy(() => engine.dispatch({ type: INCREMENT }))
      expect(error).toBeInstanceOf(GameLifecycleError)
      expect(error.message).toBe(message)
      expect((error as GameLifecycleError).code).toBe('READ_ONLY_CONTEXT')
      expect(engine.getState()).toEqual(state)
      expect(engine.getHistory()).toEqual([])
      expect(events).toEqual([])
    })

    it(`${what} inside a rule cannot change state through engine.validate (a dry run)`, () => {
      const engine = guarded(validate)
      const state = engine.getState()
      expect(() => engine.validate({ type: INCREMENT })).toThrow(message)
      expect(engine.getState()).toEqual(state)
      expect(engine.getHistory()).toEqual([])
    })
  }

  it('writing to the frozen state a rule reads throws a TypeError and changes nothing', () => {
    const engine = guarded((c) => {
      ;(c.state.variables as Record<string, unknown>).hacked = true
      return ok()
    })
    const state = engine.getState()
    expect(() => engine.dispatch({ type: INCREMENT })).toThrow(TypeError)
    expect(engine.getState()).toEqual(state)
  })

  it('a rule may read through its GameContext, and the engine stays usable after a rule misbehaved', () => {
    let misbehave = true
    const engine = guarded((c) => {
      if (misbehave) c.game.setVariable('x', 1)
      return c.game.getVariable<number>(COUNTER_VARIABLE)! < 1 ? ok() : deny('counter already set', 'ALREADY')
    })
    expect(() => engine.dispatch({ type: INCREMENT })).toThrow(GameLifecycleError)
    misbehave = false
    expect(engine.dispatch({ type: INCREMENT }).ok).toBe(true)
    expect(engine.dispatch({ type: INCREMENT }).denyCode).toBe('ALREADY')
    expect(engine.getState().variables).toEqual({ [COUNTER_VARIABLE]: 1 })
  })
})

describe('validationMode', () => {
  function isDeeplyFrozen(value: unknown): boolean {
    if (typeof value !== 'object' || value === null) return true
    if (!Object.isFrozen(value)) return false
    return Object.values(value).every(isDeeplyFrozen)
  }

  for (const mode of ['always', 'development'] as const satisfies readonly ValidationMode[]) {
    it(`'${mode}' hands out deeply frozen state, events and actions`, () => {
      const engine = newGame([createCounterPlugin(), createDeckPlugin()], { config: { validationMode: mode } })
      const result = engine.dispatch({ type: 'DRAW_CARD', payload: { playerId: 'p1', count: 2 } })
      expect(result.ok).toBe(true)
      expect(isDeeplyFrozen(engine.getState())).toBe(true)
      expect(isDeeplyFrozen(engine.getInitialState())).toBe(true)
      expect(result.events.length).toBe(2)
      expect(result.events.every(isDeeplyFrozen)).toBe(true)
      expect(isDeeplyFrozen(result.action)).toBe(true)
      expect(() => {
        ;(engine.getState() as { turn: number }).turn = 99
      }).toThrow(TypeError)
      expect(() => {
        ;(engine.getState().zones[DECK_ZONE_ID]!.cards as string[]).push('x')
      }).toThrow(TypeError)
      expect(engine.getState().turn).toBe(0)
    })

    it(`'${mode}' checks invariants after every dispatch`, () => {
      const engine = newGame([createCounterPlugin(), createCounterLimitPlugin(0)], { config: { validationMode: mode } })
      expect(() => engine.dispatch({ type: INCREMENT })).toThrow(StateValidationError)
    })
  }

  it("'none' neither freezes state and events nor checks invariants", () => {
    const engine = newGame([createCounterPlugin(), createCounterLimitPlugin(0), createDeckPlugin({ cards: 3 })], {
      config: { validationMode: 'none' },
    })
    const result = engine.dispatch({ type: INCREMENT, payload: { by: 4 } })
    expect(result.ok).toBe(true)
    expect(engine.getState().variables[COUNTER_VARIABLE]).toBe(4)
    expect(Object.isFrozen(engine.getState())).toBe(false)
    expect(Object.isFrozen(engine.getState().variables)).toBe(false)
    expect(Object.isFrozen(result.events[0])).toBe(false)
    expect(Object.isFrozen(result.events[0]!.payload)).toBe(false)
  })

  it("'none' lets a state that breaks a built-in invariant through", () => {
    const breaker: GamePlugin = {
      id: 'breaker',
      name: 'Breaker',
      version: '1.0.0',
      actions: [{ type: 'BREAK', execute: (_a: Action, ctx) => ({ state: stateUtils.setCurrentPlayer(ctx.state, 'nobody') }) }],
    }
    const loose = newGame([breaker], { config: { validationMode: 'none' } })
    expect(loose.dispatch({ type: 'BREAK' }).ok).toBe(true)
    expect(loose.getState().currentPlayerId).toBe('nobody')

    const strict = newGame([breaker])
    expect(() => strict.dispatch({ type: 'BREAK' })).toThrow(StateValidationError)
    expect(strict.getState().currentPlayerId).toBeNull()
  })
})
