/*
 * The matchers of `@decklet/testing/vitest`, written against the part of the
 * matcher `this` they use, so this file does not import vitest.
 */
import { compareStates as coreCompareStates, type GameEvent, type GameState } from '@decklet/core'
import { compareStates } from './compareStates'
import { diffStates, formatDifferences } from './diff'
import { describeAction, describeEvent, describeEvents, describeHappened, describeOutcome, shortJson, type OutcomeLike } from './internal/describe'

/**
 * What the matchers read of vitest's (or jest's) matcher context: whether
 * `.not` is in effect, and the framework's deep equality (so asymmetric
 * matchers such as `expect.any(String)` work in payloads).
 *
 * @example
 * toBeOk.call({ isNot: false }, result).pass
 */
export interface MatcherContext {
  readonly isNot: boolean
  readonly equals?: (a: unknown, b: unknown) => boolean
}

/**
 * What a matcher returns: whether it passed, and the message for when the
 * assertion (or its `.not`) fails.
 *
 * @example
 * const { pass, message } = toBeDenied.call({ isNot: false }, result, 'NOT_YOUR_TURN')
 */
export interface MatcherResult {
  readonly pass: boolean
  readonly message: () => string
}

/**
 * Options of {@link toEqualState}.
 *
 * @example
 * expect(engine.getState()).toEqualState(expected, { ignorePaths: ['version'] })
 */
export interface EqualStateOptions {
  /**
   * Paths to skip, e.g. `['version', 'variables.lastMoveAt', 'players.*.lastSeen']`: everything below a path is
   * skipped, read as {@link compareStates} of `@decklet/testing` reads them.
   */
  ignorePaths?: readonly string[]
}

function asOutcome(received: unknown, matcher: string): OutcomeLike {
  if (typeof received !== 'object' || received === null || typeof (received as { ok?: unknown }).ok !== 'boolean') {
    throw new TypeError(`${matcher} expects a DispatchResult (or validate() result), got ${shortJson(received)}`)
  }
  return received as OutcomeLike
}

function subject(result: OutcomeLike): string {
  return result.action === undefined ? 'the action' : describeAction(result.action)
}

function eventsOf(received: unknown, matcher: string): { events: readonly GameEvent[]; result: OutcomeLike | null } {
  if (Array.isArray(received)) return { events: received as GameEvent[], result: null }
  const result = asOutcome(received, matcher)
  return { events: result.events ?? [], result }
}

function stateOf(value: unknown, what: string): GameState {
  if (typeof value === 'object' && value !== null && typeof (value as { getState?: unknown }).getState === 'function') {
    return (value as { getState(): GameState }).getState()
  }
  if (typeof value !== 'object' || value === null) throw new TypeError(`toEqualState expects ${what} to be a GameState or an engine, got ${shortJson(value)}`)
  return value as GameState
}

/**
 * Passes when a dispatch (or `validate`) result is ok. The failure message
 * shows the action and the deny code and reason, or the handler's error; with
 * `.not`, the events the accepted action emitted.
 *
 * @example
 * expect(engine.dispatch(createEndTurnAction('p1'))).toBeOk()
 * expect(engine.dispatch(createEndTurnAction('p1'))).not.toBeOk()
 */
export function toBeOk(this: MatcherContext, received: unknown): MatcherResult {
  const result = asOutcome(received, 'toBeOk')
  return {
    pass: result.ok,
    message: () =>
      result.ok
        ? `expected ${subject(result)} not to be ok, but it was accepted\n  events emitted:${describeEvents(result.events)}`
        : `expected ${subject(result)} to be ok, but ${describeHappened(result)}`,
  }
}

/**
 * Passes when a dispatch (or `validate`) result was denied by a rule — with
 * `code` as its `denyCode` when given. A handler error is not a denial. The
 * failure message shows the action and what happened instead: accepted (with
 * the events it emitted), denied with another code (and its reason), or the
 * handler's error.
 *
 * @example
 * expect(engine.dispatch(createEndTurnAction('p2'))).toBeDenied('NOT_YOUR_TURN')
 * expect(engine.validate(action)).toBeDenied()
 * expect(result).not.toBeDenied('NOT_ENOUGH_CARDS')
 */
export function toBeDenied(this: MatcherContext, received: unknown, code?: string): MatcherResult {
  const result = asOutcome(received, 'toBeDenied')
  const denied = !result.ok && result.error === undefined
  const pass = denied && (code === undefined || result.denyCode === code)
  const wanted = code === undefined ? 'denied' : `denied with ${code}`
  return {
    pass,
    message: () => {
      if (pass) return `expected ${subject(result)} not to be ${wanted}, but ${describeHappened(result)}`
      const events = result.ok ? `\n  events emitted:${describeEvents(result.events)}` : ''
      return `expected ${subject(result)} to be ${wanted}, but ${describeHappened(result)}${events}`
    },
  }
}

/**
 * Passes when a dispatch result (or a list of events) includes an event of
 * `type` — with a payload equal to `payload` when given (the framework's
 * equality: asymmetric matchers work). The failure message lists the events
 * that were emitted, the payload differences of events of that type, and the
 * deny reason when the action was refused.
 *
 * @example
 * expect(engine.dispatch(createDrawCardAction('p1'))).toHaveEmitted('CARD_DRAWN')
 * expect(result).toHaveEmitted('TURN_STARTED', { playerId: 'p2', turn: 2 })
 * expect(result).toHaveEmitted('CARD_DRAWN', expect.objectContaining({ playerId: 'p1' }))
 * expect(events).not.toHaveEmitted('GAME_WON')
 */
export function toHaveEmitted(this: MatcherContext, received: unknown, type: string, payload?: unknown): MatcherResult {
  const { events, result } = eventsOf(received, 'toHaveEmitted')
  const equals = this.equals ?? ((a: unknown, b: unknown) => coreCompareStates(a, b).equal)
  const sameType = events.filter((e) => e.type === type)
  const matching = payload === undefined ? sameType : sameType.filter((e) => equals(e.payload, payload))
  const pass = matching.length > 0
  const what = payload === undefined ? type : `${type} with payload ${shortJson(payload, 120)}`
  const who = result === null ? 'the events' : subject(result)
  return {
    pass,
    message: () => {
      if (pass) return `expected ${who} not to emit ${what}, but it did: ${describeEvent(matching[0]!)}\n  events emitted:${describeEvents(events)}`
      const lines = [`expected ${who} to emit ${what}, but it did not`]
      if (result !== null && !result.ok) lines.push(`  (${describeHappened(result)}, so it emitted nothing)`)
      lines.push(`  events emitted:${describeEvents(events)}`)
      if (payload !== undefined) {
        sameType.forEach((e, i) => {
          lines.push(`  ${type} #${i + 1} has another payload:\n${diffStates(payload, e.payload, { indent: '    ' })}`)
        })
      }
      return lines.join('\n')
    },
  }
}

/**
 * Passes when a state (or an engine's current state) equals `expected` (a
 * state or an engine), compared with `compareStates` of `@decklet/testing`,
 * skipping `ignorePaths`. The failure message is a diff: one line per differing path
 * with the expected and actual values.
 *
 * @example
 * expect(engine.getState()).toEqualState(expected, { ignorePaths: ['version'] })
 * expect(engine).toEqualState(replayed.state)
 * expect(fork).not.toEqualState(engine)
 */
export function toEqualState(this: MatcherContext, received: unknown, expected: unknown, options: EqualStateOptions = {}): MatcherResult {
  const actual = stateOf(received, 'the received value')
  const wanted = stateOf(expected, 'the expected value')
  const ignoring = options.ignorePaths !== undefined && options.ignorePaths.length > 0 ? ` (ignoring ${options.ignorePaths.join(', ')})` : ''
  const { differences } = compareStates(wanted, actual, options.ignorePaths === undefined ? {} : { ignorePaths: options.ignorePaths })
  const pass = differences.length === 0
  return {
    pass,
    message: () =>
      pass
        ? `expected the states to differ${ignoring}, but they are equal`
        : `expected the state to equal the expected state${ignoring}, but ${differences.length} path${differences.length === 1 ? '' : 's'} differ:\n${formatDifferences(differences, { indent: '  ' })}`,
  }
}
