import {
  compareStates,
  DeckletError,
  type Action,
  type DispatchResult,
  type Dispatchable,
  type GameEngine,
  type GameEvent,
  type GameState,
} from '@decklet/core'
import { diffStates } from './diff'
import { describeAction, describeEvent, describeEvents, describeHappened, describeOutcome, errorMessage, shortJson } from './internal/describe'

/**
 * What a scenario step expects of its dispatch:
 * - `'ok'` (the default): the rules allowed it and its handlers succeeded;
 * - `{ denied: code }`: a rule denied it, with that `denyCode` (`true` or
 *   `undefined` for any code); `reason` optionally checks the `denyReason`
 *   (a substring or a pattern);
 * - `{ error: true }`: a handler threw (`HANDLER_ERROR`) or `dispatch` threw
 *   (a broken invariant, a queue overflow); a string or pattern also checks the message.
 *
 * @example
 * const expectation: StepExpectation = { denied: 'NOT_YOUR_TURN' }
 */
export type StepExpectation =
  | 'ok'
  | { readonly denied: string | true | undefined; readonly reason?: string | RegExp }
  | { readonly error: true | string | RegExp }

/**
 * An event a scenario step expects: its type and, when given, its payload
 * (compared deeply) and player.
 *
 * @example
 * const drawn: ExpectedEvent = { type: 'CARD_DRAWN', payload: { playerId: 'p1', cardId: 'c52', fromZoneId: 'deck' } }
 */
export interface ExpectedEvent {
  readonly type: string
  readonly payload?: unknown
  readonly playerId?: string
}

/**
 * One step of {@link runScenario}: an action to dispatch and what to expect.
 *
 * @example
 * const step: ScenarioStep = {
 *   action: { type: 'END_TURN', playerId: 'p1' },
 *   events: [{ type: 'TURN_ENDED' }, { type: 'TURN_STARTED', payload: { playerId: 'p2', turn: 2 } }],
 *   check: (state) => expect(state.currentPlayerId).toBe('p2'),
 * }
 */
export interface ScenarioStep<TAction extends Action = Action> {
  /** Shown in failure messages. */
  readonly name?: string
  /** The action to dispatch. */
  readonly action: Dispatchable<TAction>
  /** The expected outcome (default `'ok'`). */
  readonly expect?: StepExpectation
  /**
   * The events the dispatch must emit, in order. With `eventMatch: 'exact'`
   * (the default) these are all its events; with `'subsequence'` other events
   * may come between and around them.
   */
  readonly events?: readonly ExpectedEvent[]
  /** How {@link ScenarioStep.events} are matched (default `'exact'`). */
  readonly eventMatch?: 'exact' | 'subsequence'
  /** Further assertions on the state after the step; a throw fails the step. */
  readonly check?: (state: GameState, result: DispatchResult<TAction> | undefined) => void
}

/**
 * What {@link runScenario} returns: every step's dispatch result and the final state.
 *
 * @example
 * const { results, state } = runScenario(engine, steps)
 */
export interface ScenarioResult<TAction extends Action = Action> {
  /** One per step; `undefined` for a step whose `dispatch` threw (as `{ error: true }` allows). */
  readonly results: readonly (DispatchResult<TAction> | undefined)[]
  readonly state: GameState
}

/**
 * Thrown by {@link runScenario} when a step does not go as expected. The
 * message names the step, the action, what happened (deny reason and code, or
 * error), the events that were emitted and how the state changed.
 *
 * @example
 * try { runScenario(engine, steps) } catch (e) {
 *   if (e instanceof ScenarioError) console.log(e.stepIndex, e.result?.denyCode)
 * }
 */
export class ScenarioError extends DeckletError {
  constructor(
    message: string,
    /** Index of the failing step in the steps array. */
    readonly stepIndex: number,
    /** The step's action. */
    readonly action: unknown,
    /** The dispatch result, when `dispatch` returned. */
    readonly result: DispatchResult | undefined,
    /** The state before the step. */
    readonly before: GameState,
    /** The state after the step. */
    readonly after: GameState,
    options?: { cause?: unknown },
  ) {
    super(message, 'SCENARIO_FAILED', options)
    this.name = 'ScenarioError'
  }
}

/** Why a step's outcome does not match its expectation, or `null`. */
function outcomeProblem(expectation: StepExpectation, result: DispatchResult | undefined, thrown: unknown): string | null {
  if (expectation === 'ok') {
    if (result === undefined) return `expected the action to be ok, but dispatch threw: ${errorMessage(thrown)}`
    return result.ok ? null : `expected the action to be ok, but ${describeHappened(result)}`
  }
  if ('error' in expectation) {
    const message = result === undefined ? errorMessage(thrown) : result.error
    if (message === undefined) return `expected the action to fail with an error, but ${describeHappened(result!)}`
    const want = expectation.error
    if (want === true) return null
    const matches = typeof want === 'string' ? message.includes(want) : want.test(message)
    return matches ? null : `expected an error matching ${shortJson(String(want))}, but the error was: ${message}`
  }
  const code = expectation.denied
  const wanted = code === true || code === undefined ? 'denied' : `denied with ${code}`
  if (result === undefined) return `expected the action to be ${wanted}, but dispatch threw: ${errorMessage(thrown)}`
  if (result.ok || result.error !== undefined || (typeof code === 'string' && result.denyCode !== code)) {
    return `expected the action to be ${wanted}, but ${describeHappened(result)}`
  }
  const reason = expectation.reason
  if (reason !== undefined) {
    const actual = result.denyReason ?? ''
    const matches = typeof reason === 'string' ? actual.includes(reason) : reason.test(actual)
    if (!matches) return `expected a deny reason matching ${shortJson(String(reason))}, but ${describeHappened(result)}`
  }
  return null
}

function eventMatches(event: GameEvent, wanted: ExpectedEvent): boolean {
  if (event.type !== wanted.type) return false
  if (wanted.playerId !== undefined && event.playerId !== wanted.playerId) return false
  return wanted.payload === undefined || compareStates(wanted.payload, event.payload).equal
}

function describeExpected(wanted: ExpectedEvent): string {
  return describeEvent({ type: wanted.type, payload: wanted.payload, ...(wanted.playerId === undefined ? {} : { playerId: wanted.playerId }) })
}

/** Why the emitted events do not match the expected ones, or `null`. */
function eventsProblem(events: readonly GameEvent[], wanted: readonly ExpectedEvent[], mode: 'exact' | 'subsequence'): string | null {
  if (mode === 'subsequence') {
    let at = 0
    for (let i = 0; i < wanted.length; i++) {
      while (at < events.length && !eventMatches(events[at]!, wanted[i]!)) at++
      if (at === events.length) return `expected event ${i + 1} of ${wanted.length}, ${describeExpected(wanted[i]!)}, was not emitted (in order)`
      at++
    }
    return null
  }
  for (let i = 0; i < Math.max(events.length, wanted.length); i++) {
    const event = events[i]
    const want = wanted[i]
    if (want === undefined) return `expected ${wanted.length} event${wanted.length === 1 ? '' : 's'}, but ${events.length} were emitted; event ${i + 1} is ${describeEvent(event!)}`
    if (event === undefined) return `expected event ${i + 1} to be ${describeExpected(want)}, but only ${events.length} event${events.length === 1 ? ' was' : 's were'} emitted`
    if (!eventMatches(event, want)) {
      let problem = `expected event ${i + 1} to be ${describeExpected(want)}, but it is ${describeEvent(event)}`
      if (event.type === want.type && want.payload !== undefined) {
        problem += `\n  payload differences:\n${diffStates(want.payload, event.payload, { indent: '    ' })}`
      }
      return problem
    }
  }
  return null
}

function expectationText(expectation: StepExpectation): string {
  if (expectation === 'ok') return 'ok'
  if ('error' in expectation) return expectation.error === true ? 'an error' : `an error matching ${String(expectation.error)}`
  const code = expectation.denied
  return code === true || code === undefined ? 'denied' : `denied with ${code}`
}

/**
 * Runs scripted actions one after another and checks each one's outcome,
 * emitted events (in order) and resulting state. Stops at the first step that
 * does not go as expected with a {@link ScenarioError} whose message shows the
 * step, the action, the deny reason and code or error, the events that were
 * emitted and a diff of the state before and after the step.
 *
 * @example
 * runScenario(engine, [
 *   { action: createEndTurnAction('p2'), expect: { denied: 'NOT_YOUR_TURN' } },
 *   { action: createEndTurnAction('p1'), events: [{ type: 'TURN_ENDED' }, { type: 'TURN_STARTED', payload: { playerId: 'p2', turn: 2 } }] },
 *   { action: createEndTurnAction('p2'), check: (state) => expect(state.turn).toBe(3) },
 * ])
 */
export function runScenario<TAction extends Action>(
  engine: GameEngine<TAction>,
  steps: readonly ScenarioStep<TAction>[],
): ScenarioResult<TAction> {
  const results: (DispatchResult<TAction> | undefined)[] = []
  steps.forEach((step, index) => {
    const before = engine.getState()
    const expectation = step.expect ?? 'ok'
    let result: DispatchResult<TAction> | undefined
    let thrown: unknown
    try {
      result = engine.dispatch(step.action)
    } catch (e) {
      thrown = e
    }
    const after = engine.getState()
    const fail = (problem: string, cause?: unknown): never => {
      const name = step.name === undefined ? '' : ` "${step.name}"`
      const lines = [
        `Scenario failed at steps[${index}]${name}: ${problem}`,
        `  action: ${describeAction(result?.action ?? step.action)}`,
        `  expected: ${expectationText(expectation)}`,
        `  outcome: ${result === undefined ? `dispatch threw: ${errorMessage(thrown)}` : describeOutcome(result)}`,
      ]
      if (step.events !== undefined) lines.push(`  expected events (${step.eventMatch ?? 'exact'}): ${step.events.map(describeExpected).join(', ') || 'none'}`)
      lines.push(`  events emitted:${describeEvents(result?.events)}`)
      const diff = diffStates(before, after, { labels: ['before', 'after'], indent: '    ' })
      lines.push(`  state change:${diff === '' ? ' none' : `\n${diff}`}`)
      throw new ScenarioError(lines.join('\n'), index, result?.action ?? step.action, result, before, after, cause === undefined ? undefined : { cause })
    }
    const problem = outcomeProblem(expectation, result, thrown)
    if (problem !== null) fail(problem, thrown)
    if (step.events !== undefined) {
      const eventProblem = eventsProblem(result?.events ?? [], step.events, step.eventMatch ?? 'exact')
      if (eventProblem !== null) fail(eventProblem)
    }
    if (step.check !== undefined) {
      try {
        step.check(after, result)
      } catch (e) {
        fail(`check failed: ${errorMessage(e)}`, e)
      }
    }
    results.push(result)
  })
  return { results, state: engine.getState() }
}
