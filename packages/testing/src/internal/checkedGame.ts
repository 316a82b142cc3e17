/*
 * One fuzzed game: plays chosen (or scripted) legal actions and checks, at
 * every step, everything fuzzPlugins promises. Internal to fuzzPlugins.
 */
import {
  DeckletError,
  findNonJson,
  StateValidator,
  type Action,
  type ActionInit,
  type DispatchResult,
  type Dispatchable,
  type GameEngine,
  type RandomProvider,
} from '@decklet/core'
import { diffStates } from '../diff'
import type { FuzzFailureKind } from '../fuzzPlugins'
import { verifyReplay } from '../verifyReplay'
import { describeAction, describeOutcome, errorMessage } from './describe'
import { actionKey, nextChoices } from './legalActions'


/** @internal */
export interface CheckedFailure {
  readonly kind: FuzzFailureKind
  /** 1-based index of the failing action; the sequence length for `replay`; 0 before any action. */
  readonly step: number
  readonly message: string
}

/** @internal */
export interface CheckedRun {
  /** The actions applied, up to and including the failing one (without ids). */
  readonly actions: ActionInit[]
  readonly failure: CheckedFailure | null
  /** Scripted mode only: a scripted action was not legal when its turn came. */
  readonly invalid: boolean
}

/** @internal */
export type Chooser = { readonly random: RandomProvider; readonly maxSteps: number } | { readonly script: readonly ActionInit[] }

/** @internal */
export interface CheckOptions {
  readonly ignorePaths: readonly string[]
}

class Failed extends Error {
  constructor(readonly kind: FuzzFailureKind, message: string) {
    super(message)
  }
}

function stripId(action: Action): ActionInit {
  return action.playerId === undefined
    ? { type: action.type, payload: action.payload }
    : { type: action.type, playerId: action.playerId, payload: action.payload }
}

function isValidationError(e: unknown): boolean {
  return DeckletError.isInstance(e) && e.code === 'STATE_VALIDATION_FAILED'
}

/** Dispatches, turning a throw into a failure of `kind`. */
function dispatchOr<TAction extends Action>(engine: GameEngine<TAction>, action: TAction, kind: FuzzFailureKind, what: string): DispatchResult<TAction> {
  try {
    return engine.dispatch(action as Dispatchable<TAction>)
  } catch (e) {
    throw new Failed(kind === 'error' && isValidationError(e) ? 'invariant' : kind, `${what} threw: ${errorMessage(e)}`)
  }
}

/** Runs the checks of one step; throws {@link Failed}. */
function checkStep<TAction extends Action>(engine: GameEngine<TAction>, action: TAction, options: CheckOptions): void {
  const compare = { ignorePaths: options.ignorePaths, maxLines: 20 }
  const before = engine.getState()
  let beforeJson: string | null = null
  try {
    beforeJson = JSON.stringify(before)
  } catch {
    // Not JSON: the previous step's check reports it; nothing to compare here.
  }
  const snapshot = engine.createSnapshot()
  const fork = engine.fork()
  try {
    const result = dispatchOr(engine, action, 'error', 'dispatch')
    if (!result.ok) throw new Failed('rejected', `the legal action was not accepted: ${describeOutcome(result)}`)
    const after = engine.getState()

    if (beforeJson !== null && JSON.stringify(before) !== beforeJson) {
      const diff = diffStates(JSON.parse(beforeJson), before, { labels: ['before the step', 'after it'], maxLines: 20 })
      throw new Failed('mutation', `the state before the step was changed in place (a handler or event handler mutated state):\n${diff}`)
    }

    const validation = new StateValidator().validate(after)
    if (!validation.valid) throw new Failed('invariant', `built-in invariants are broken: ${validation.errors.join('; ')}`)

    const nonJson = findNonJson(after, 'state')
    if (nonJson !== null) throw new Failed('json', `${nonJson} is not JSON data`)
    const roundTrip = diffStates(after, JSON.parse(JSON.stringify(after)), { ...compare, labels: ['state', 'JSON copy'] })
    if (roundTrip !== '') throw new Failed('json', `the state's JSON round trip differs:\n${roundTrip}`)

    const forked = dispatchOr(fork, action, 'fork', 'the same action on a fork taken before the step')
    if (!forked.ok) throw new Failed('fork', `a fork taken before the step did not accept the same action: ${describeOutcome(forked)}`)
    const forkDiff = diffStates(after, fork.getState(), { ...compare, labels: ['engine', 'fork'] })
    if (forkDiff !== '') throw new Failed('fork', `a fork taken before the step reached another state with the same action:\n${forkDiff}`)

    engine.restoreSnapshot(snapshot)
    const again = dispatchOr(engine, action, 'snapshot', 'the same action after restoring the snapshot taken before the step')
    if (!again.ok) throw new Failed('snapshot', `after restoring the snapshot taken before the step, the same action was not accepted: ${describeOutcome(again)}`)
    const againDiff = diffStates(after, engine.getState(), { ...compare, labels: ['first time', 'after restore'] })
    if (againDiff !== '') throw new Failed('snapshot', `restoring the snapshot taken before the step and re-applying the action reached another state:\n${againDiff}`)
  } finally {
    if (!fork.isDestroyed) fork.destroy()
  }
}

/**
 * Plays one game from `makeEngine(seed)` with every check. With a random
 * chooser it picks among the legal actions of the players who may act
 * (`engine.getActors()`), or the game's pending work when nobody has one (`engine.getPending()`), until the
 * game finishes, nobody can move and nothing is pending, or `maxSteps`; with a script it applies the scripted actions, stopping
 * as `invalid` at one that is not legal then. Never throws. @internal
 */
export function runCheckedGame<TAction extends Action>(
  makeEngine: (seed: number) => GameEngine<TAction>,
  seed: number,
  chooser: Chooser,
  options: CheckOptions,
): CheckedRun {
  const actions: ActionInit[] = []
  let engine: GameEngine<TAction>
  try {
    engine = makeEngine(seed)
  } catch (e) {
    return { actions, failure: { kind: 'error', step: 0, message: `makeEngine(${seed}) threw: ${errorMessage(e)}` }, invalid: false }
  }
  try {
    while (true) {
      const step = actions.length + 1
      // A script that is played out still enumerates once (unless the game is over), as a random game
      // would before stopping: a failing getActors or getLegalActions after the last action reproduces.
      const scriptDone = 'script' in chooser && actions.length >= chooser.script.length
      let legal: TAction[]
      try {
        const finished = engine.getState().status === 'finished'
        if ('random' in chooser && (finished || actions.length >= chooser.maxSteps)) break
        if (scriptDone && finished) break
        legal = nextChoices(engine)
      } catch (e) {
        return { actions, failure: { kind: 'error', step, message: `getActors, getLegalActions or getPending threw before step ${step}: ${errorMessage(e)}` }, invalid: false }
      }
      if (scriptDone) break
      let action: TAction
      if ('random' in chooser) {
        if (legal.length === 0) break
        action = chooser.random.pick(legal)
      } else {
        const key = actionKey(chooser.script[actions.length]! as Action)
        const found = legal.find((a) => actionKey(a) === key)
        if (found === undefined) return { actions, failure: null, invalid: true }
        action = found
      }
      actions.push(stripId(action))
      try {
        checkStep(engine, action, options)
      } catch (e) {
        const kind = e instanceof Failed ? e.kind : 'error'
        const detail = e instanceof Failed ? e.message : `a check threw: ${errorMessage(e)}`
        return { actions, failure: { kind, step, message: `${kind} at step ${step} (${describeAction(action)}): ${detail}` }, invalid: false }
      }
    }
    const replay = verifyReplay(engine)
    if (!replay.ok) {
      const step = actions.length
      return { actions, failure: { kind: 'replay', step, message: `replay after ${step} step${step === 1 ? '' : 's'} differs from the game:\n${replay.diff}` }, invalid: false }
    }
    return { actions, failure: null, invalid: false }
  } finally {
    if (!engine.isDestroyed) engine.destroy()
  }
}
