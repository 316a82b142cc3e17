import type { Action, ActionResult } from '../actions/types'
import { GameLifecycleError } from '../errors/errors'
import type { EventInit } from '../events/types'
import type { RandomProvider } from '../random/randomProvider'
import type { ActionOrigin, Rule } from '../rules/types'
import { deepFreeze, findNonJson, type JsonValue } from '../state/json'
import type { GameState } from '../state/types'
import type { Registry, Route } from '../engine/registry'
import { versioned, type Denial, type RuleRunner } from '../engine/step'
import { DispatchCodes, type ProcessedAction } from '../engine/types'
import { decayModifiers } from './decay'
import { matchingModifiers, type MatchedModifier } from './matching'
import type { ModifierKinds } from './modifierKinds'
import { getModifiers } from './modifierState'
import type { ModifierAfterContext, ModifierBeforeContext } from './types'

const NONE: readonly MatchedModifier[] = Object.freeze([])

/** Where {@link CommandBus.execute} leaves an outcome that is not a next state: the step's fields. @internal */
export interface StepOutcome {
  events: readonly EventInit[] | undefined
  failure: ProcessedAction | null
  error: unknown
}

/** What the `before` modifiers made of an action: a denial, or the action to run and who acted on it. */
type BeforeOutcome =
  | { readonly denial: Denial; readonly action?: undefined; readonly acted?: undefined }
  | { readonly denial: null; readonly action: Action; readonly acted: MatchedModifier[] }

/**
 * Spec 004's `CommandBus.execute` for one action whose route core already allowed (a handler, not an internal
 * action from outside, a known player): the matching `before` modifiers in order (any may cancel it, or
 * change its payload), the rules on the action they left, the handler, the `after` modifiers (any may
 * replace the result), then consumption, turn decay and expiry ({@link decayModifiers}). A denied action
 * changes nothing and consumes nothing. The dry runs ask {@link CommandBus.verdict} for the same `before`
 * stage and rules, so `validate` and `getLegalActions` see what `dispatch` would.
 * @internal
 */
export class CommandBus {
  constructor(
    private readonly kinds: ModifierKinds,
    private readonly registry: Registry,
    private readonly rules: RuleRunner,
    private readonly checked: boolean,
  ) {}

  /**
   * Runs `action` on `state` through the modifiers, its rules and its handler. Returns the next state with its
   * version and leaves its events in `out.events`; or returns `null` with `out.failure` set (a denial, or a
   * hook's or the handler's error, also in `out.error`). A stored modifier of a kind no plugin registered
   * throws a `GameLifecycleError` (`UNKNOWN_MODIFIER_KIND`): the tick is rolled back and `dispatch` throws.
   */
  execute(out: StepOutcome, state: GameState, action: Action, route: Route, random: RandomProvider, origin: ActionOrigin): GameState | null {
    const list = getModifiers(state)
    // Most actions of a game meet no modifier: they skip both stages, and allocate nothing for them.
    const matched = list.length === 0 ? NONE : matchingModifiers(list, action, this.kinds)
    let acted: readonly MatchedModifier[] = NONE
    let current = action
    if (matched.length > 0) {
      try {
        const before = this.before(state, action, origin, matched)
        if (before.denial !== null) {
          out.failure = { action, ...before.denial }
          return null
        }
        current = before.action
        acted = before.acted
      } catch (e) {
        return failed(out, action, e)
      }
    }
    const denied = this.rules.run(state, current, route.rules, origin)
    if (denied !== null) {
      out.failure = { action, ...denied }
      return null
    }
    if (this.checked) deepFreeze(current)
    try {
      let result = this.registry.actionExecutor.run(route.handler, state, current, random)
      assertResult(result, `Action handler for '${action.type}'`)
      const consumed: string[] = []
      if (acted.length > 0) result = this.after(state, current, origin, acted, result, consumed)
      if (getModifiers(result.state).length === 0) {
        out.events = result.events
        return versioned(result.state, state.version + 1, this.checked)
      }
      // A handler may have added modifiers, which a turn that ended in this action decays too.
      const decayed = decayModifiers(state, result.state, consumed)
      out.events = decayed.expired.length === 0 ? result.events : [...(result.events ?? []), ...decayed.expired]
      return versioned(decayed.state, state.version + 1, this.checked)
    } catch (e) {
      return failed(out, action, e)
    }
  }

  /**
   * What the `before` modifiers and then the rules say of `action` on `state`, as `dispatch` would run them
   * (`null`: allowed). For the dry runs: nothing is consumed, nothing changes.
   */
  verdict(state: GameState, action: Action, rules: readonly Rule[], origin: ActionOrigin): Denial | null {
    const before = this.before(state, action, origin, matchingModifiers(getModifiers(state), action, this.kinds))
    if (before.denial !== null) return before.denial
    return this.rules.run(state, before.action, rules, origin)
  }

  private before(state: GameState, action: Action, origin: ActionOrigin, matched: readonly MatchedModifier[]): BeforeOutcome {
    let current = action
    const acted: MatchedModifier[] = []
    for (const m of matched) {
      const hook = m.kind.before
      if (hook === undefined) {
        acted.push(m)
        continue
      }
      // Written by the context's closures, read once the hook returned.
      const said: { denial: Denial | null; payload: { value: JsonValue } | null; skipped: boolean } = { denial: null, payload: null, skipped: false }
      const ctx: ModifierBeforeContext = {
        state, action: current, modifier: m.modifier, params: m.modifier.params, origin,
        cancel: (reason, code) => {
          said.denial ??= { ok: false, denyReason: String(reason), denyCode: code ?? DispatchCodes.MODIFIER_CANCELLED }
        },
        setPayload: (value) => {
          if (this.checked) {
            const nonJson = findNonJson(value, 'payload')
            if (nonJson !== null) throw new GameLifecycleError(`Modifier '${m.modifier.id}' (${m.modifier.kind}) set a payload that is not JSON: ${nonJson}`, 'INVALID_UPDATE')
          }
          said.payload = { value }
        },
        skip: () => {
          said.skipped = true
        },
      }
      hook.call(m.kind, ctx)
      if (said.denial !== null) return { denial: said.denial }
      if (said.payload !== null) current = { ...current, payload: said.payload.value }
      if (!said.skipped) acted.push(m)
    }
    return { denial: null, action: current, acted }
  }

  /** Runs the `after` hooks of `acted` on `result`; pushes to `consumed` the ids of those that did not skip. */
  private after(state: GameState, action: Action, origin: ActionOrigin, acted: readonly MatchedModifier[], result: ActionResult, consumed: string[]): ActionResult {
    let current = result
    for (const m of acted) {
      const hook = m.kind.after
      const said = { skipped: false }
      if (hook !== undefined) {
        const ctx: ModifierAfterContext = {
          state, action, modifier: m.modifier, params: m.modifier.params, origin,
          get result() {
            return current
          },
          setResult: (next) => {
            assertResult(next, `Modifier '${m.modifier.id}' (${m.modifier.kind})`)
            current = next
          },
          skip: () => {
            said.skipped = true
          },
        }
        hook.call(m.kind, ctx)
      }
      if (!said.skipped) consumed.push(m.modifier.id)
    }
    return current
  }
}

function assertResult(result: unknown, who: string): asserts result is ActionResult {
  if (typeof result !== 'object' || result === null || typeof (result as ActionResult).state !== 'object' || (result as ActionResult).state === null) {
    throw new GameLifecycleError(`${who} returned no state`, 'INVALID_UPDATE')
  }
}

function failed(out: StepOutcome, action: Action, e: unknown): null {
  out.error = e
  out.failure = { action, ok: false, error: e instanceof Error ? e.message : String(e) }
  return null
}
