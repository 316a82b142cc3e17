/**
 * Test plugins that exercise chained dispatch and failures: a long finite chain, an endless loop (overflow), a
 * tree of chained steps (queue order), a failing handler (rollback) and a probe of the context a handler sees.
 * Re-exported by `testPlugins.ts`, which most tests import.
 */
import type { Action, ActionHandler } from '../../actions/types'
import type { GameEngine } from '../gameEngine'
import type { GameContext } from '../gameContext'
import type { DispatchResult } from '../types'
import type { EventHandler } from '../../events/types'
import type { GamePlugin } from '../../plugins/types'
import { ok } from '../../rules/verdicts'
import { stateUtils } from '../../state/stateUtils'

// ───────────────────────────── chain (a long, finite chain) ─────────────────────────────

/** Id of {@link createChainPlugin}. */
export const CHAIN_PLUGIN_ID = 'test-chain'
/** Action type: payload `{ remaining }`; while `remaining > 0` the next link is chained. */
export const CHAIN = 'CHAIN'
/** Event emitted by CHAIN: payload `{ remaining }`. */
export const CHAIN_LINK = 'CHAIN_LINK'
/** The variable counting the CHAIN actions applied. */
export const CHAIN_COUNT_VARIABLE = 'chain.count'

/** Payload of a CHAIN action. */
export interface ChainPayload {
  remaining: number
}

/** Options of {@link createChainPlugin}. */
export interface ChainPluginOptions {
  /** Called by the CHAIN handler with each action it executes (e.g. to measure the call stack). */
  onExecute?: (action: Action<typeof CHAIN, ChainPayload>) => void
}

/**
 * A finite chain: `CHAIN { remaining: n }` increments {@link CHAIN_COUNT_VARIABLE}
 * and emits `CHAIN_LINK { remaining: n }`, whose handler chains
 * `CHAIN { remaining: n - 1 }` while `n > 0`. A top-level `CHAIN { remaining: n }`
 * therefore processes `n + 1` actions in one tick.
 */
export function createChainPlugin(options: ChainPluginOptions = {}): GamePlugin {
  const handler: ActionHandler<typeof CHAIN, ChainPayload> = {
    type: CHAIN,
    execute(action, ctx) {
      options.onExecute?.(action)
      const count = ctx.state.variables[CHAIN_COUNT_VARIABLE]
      return {
        state: stateUtils.setVariable(ctx.state, CHAIN_COUNT_VARIABLE, (typeof count === 'number' ? count : 0) + 1),
        events: [{ type: CHAIN_LINK, payload: { remaining: action.payload.remaining } }],
      }
    },
  }
  const onLink: EventHandler<typeof CHAIN_LINK, ChainPayload> = {
    type: CHAIN_LINK,
    handle(event, ctx) {
      if (event.payload.remaining > 0) ctx.dispatch({ type: CHAIN, payload: { remaining: event.payload.remaining - 1 } })
    },
  }
  return { id: CHAIN_PLUGIN_ID, name: 'Test chain', version: '1.0.0', actions: [handler], events: [onLink] }
}

// ───────────────────────────── loop (an endless chain) ─────────────────────────────

/** Id of {@link createLoopPlugin}. */
export const LOOP_PLUGIN_ID = 'test-loop'
/** Action type that never stops chaining itself. */
export const LOOP = 'LOOP'
/** Event emitted by LOOP. */
export const LOOPED = 'LOOPED'
/** The variable counting LOOP actions (set by the action handler). */
export const LOOP_COUNT_VARIABLE = 'loop.count'
/** The variable counting LOOPED events (set by the event handler through `ctx.setVariable`). */
export const LOOP_SEEN_VARIABLE = 'loop.seen'

/** Options of {@link createLoopPlugin}. */
export interface LoopPluginOptions {
  /** How many LOOP actions each LOOPED event chains (default 1). With `n`, the queue grows by `n - 1` per action. */
  fanOut?: number
}

/**
 * An endless chain, to trigger `ActionQueueOverflowError`. Each `LOOP` draws a
 * number from `ctx.random` (so a rollback must restore the random position),
 * increments {@link LOOP_COUNT_VARIABLE} and emits `LOOPED`; the `LOOPED`
 * handler increments {@link LOOP_SEEN_VARIABLE} through the context and chains
 * `fanOut` new `LOOP` actions.
 *
 * After `k` LOOP actions of a tick started by one top-level LOOP, the queue
 * holds `1 + k * (fanOut - 1)` actions.
 */
export function createLoopPlugin(options: LoopPluginOptions = {}): GamePlugin {
  const fanOut = options.fanOut ?? 1
  const handler: ActionHandler<typeof LOOP, Record<string, never>> = {
    type: LOOP,
    execute(_action, ctx) {
      const draw = ctx.random.next()
      const count = ctx.state.variables[LOOP_COUNT_VARIABLE]
      return {
        state: stateUtils.setVariable(ctx.state, LOOP_COUNT_VARIABLE, (typeof count === 'number' ? count : 0) + 1),
        events: [{ type: LOOPED, payload: { draw } }],
      }
    },
  }
  const onLooped: EventHandler = {
    type: LOOPED,
    handle(_event, ctx) {
      ctx.setVariable(LOOP_SEEN_VARIABLE, (ctx.getVariable<number>(LOOP_SEEN_VARIABLE) ?? 0) + 1)
      for (let i = 0; i < fanOut; i++) ctx.dispatch({ type: LOOP })
    },
  }
  return { id: LOOP_PLUGIN_ID, name: 'Test loop', version: '1.0.0', actions: [handler], events: [onLooped] }
}

// ───────────────────────────── tree (chained dispatch order) ─────────────────────────────

/** Id of {@link createTreePlugin}. */
export const TREE_PLUGIN_ID = 'test-tree'
/** Action type: payload `{ name }`. */
export const STEP = 'STEP'
/** Event emitted by STEP: payload `{ name }`. */
export const STEPPED = 'STEPPED'
/** The variable listing the names of the STEP actions applied, in order. */
export const STEP_TRAIL_VARIABLE = 'tree.trail'

/** Payload of a STEP action. */
export interface StepPayload {
  name: string
}

/**
 * Chained dispatch along a tree: `STEP { name }` appends `name` to
 * {@link STEP_TRAIL_VARIABLE} and emits `STEPPED { name }`, whose handler chains
 * one `STEP` for each child in `children[name]`, in order. A non-recursive queue
 * processes the tree breadth-first.
 */
export function createTreePlugin(children: Readonly<Record<string, readonly string[]>>): GamePlugin {
  const handler: ActionHandler<typeof STEP, StepPayload> = {
    type: STEP,
    execute(action, ctx) {
      const trail = ctx.state.variables[STEP_TRAIL_VARIABLE]
      const next = [...(Array.isArray(trail) ? (trail as readonly string[]) : []), action.payload.name]
      return {
        state: stateUtils.setVariable(ctx.state, STEP_TRAIL_VARIABLE, next),
        events: [{ type: STEPPED, payload: { name: action.payload.name } }],
      }
    },
  }
  const onStepped: EventHandler<typeof STEPPED, StepPayload> = {
    type: STEPPED,
    handle(event, ctx) {
      for (const child of children[event.payload.name] ?? []) ctx.dispatch({ type: STEP, payload: { name: child } })
    },
  }
  return { id: TREE_PLUGIN_ID, name: 'Test tree', version: '1.0.0', actions: [handler], events: [onStepped] }
}

// ───────────────────────────── failing handlers ─────────────────────────────

/** Id of {@link createFailingPlugin}. */
export const FAILING_PLUGIN_ID = 'test-failing'
/** Action type whose handler throws `new Error(payload.message ?? 'handler failed')`. */
export const FAIL = 'FAIL'
/** Action type that sets `variables['fail.armed'] = true`, emits `FAIL_ARMED`, whose handler chains a FAIL. */
export const ARM_FAIL = 'ARM_FAIL'
/** Event emitted by ARM_FAIL. */
export const FAIL_ARMED = 'FAIL_ARMED'
/** Default message of the FAIL handler's error. */
export const DEFAULT_FAIL_MESSAGE = 'handler failed'

/**
 * Action handlers that throw: `FAIL { message? }` throws at once; `ARM_FAIL`
 * succeeds (changing state and emitting `FAIL_ARMED`) and then chains a `FAIL`,
 * so the error happens in the middle of a tick.
 */
export function createFailingPlugin(): GamePlugin {
  const fail: ActionHandler<typeof FAIL, { message?: string }> = {
    type: FAIL,
    execute(action) {
      throw new Error(action.payload.message ?? DEFAULT_FAIL_MESSAGE)
    },
  }
  const arm: ActionHandler<typeof ARM_FAIL, Record<string, never>> = {
    type: ARM_FAIL,
    execute(_action, ctx) {
      return { state: stateUtils.setVariable(ctx.state, 'fail.armed', true), events: [{ type: FAIL_ARMED }] }
    },
  }
  const onArmed: EventHandler = {
    type: FAIL_ARMED,
    handle(_event, ctx) {
      ctx.dispatch({ type: FAIL, payload: { message: 'chained failure' } })
    },
  }
  return { id: FAILING_PLUGIN_ID, name: 'Test failing', version: '1.0.0', actions: [fail, arm], events: [onArmed] }
}

// ───────────────────────────── probe (run code with a live GameContext) ─────────────────────────────

/** Id of the plugin of {@link createProbe}. */
export const PROBE_PLUGIN_ID = 'test-probe'
/** Action type that runs the pending probe script. */
export const PROBE = 'PROBE'
/** Event emitted by PROBE; its handler runs the script. */
export const PROBED = 'PROBED'

/** What {@link createProbe} returns. */
export interface Probe {
  /** Register this plugin in the engine. */
  readonly plugin: GamePlugin
  /**
   * Dispatches a top-level `PROBE` action (which itself adds 1 to the version)
   * and, from the handler of the event it emits, runs `script` with the engine's
   * GameContext, i.e. inside a tick where mutations are allowed. Returns what
   * the script returned and the dispatch result. A script that throws makes the
   * dispatch throw.
   */
  run<T>(engine: GameEngine, script: (ctx: GameContext) => T): { value: T; result: DispatchResult }
}

/**
 * A plugin that lets a test run arbitrary code with the engine's GameContext
 * while a tick is running (see {@link Probe.run}).
 */
export function createProbe(): Probe {
  let pending: ((ctx: GameContext) => void) | null = null
  const handler: ActionHandler<typeof PROBE, Record<string, never>> = {
    type: PROBE,
    execute: (_action, ctx) => ({ state: ctx.state, events: [{ type: PROBED }] }),
  }
  const onProbed: EventHandler = {
    type: PROBED,
    handle(_event, ctx) {
      const script = pending
      pending = null
      script?.(ctx)
    },
  }
  return {
    plugin: { id: PROBE_PLUGIN_ID, name: 'Test probe', version: '1.0.0', actions: [handler], events: [onProbed] },
    run<T>(engine: GameEngine, script: (ctx: GameContext) => T) {
      const box: { ran: boolean; value?: T } = { ran: false }
      pending = (ctx) => {
        box.value = script(ctx)
        box.ran = true
      }
      try {
        const result = engine.dispatch({ type: PROBE })
        if (!box.ran) throw new Error(`probe script did not run (dispatch ok: ${result.ok})`)
        return { value: box.value as T, result }
      } finally {
        pending = null
      }
    },
  }
}
