import { StateValidationError } from '../errors/errors'
import type { ActionHistory } from '../history/actionHistory'
import type { RandomState } from '../random/randomProvider'
import { cloneJson } from '../state/json'
import type { GameState } from '../state/types'
import { checkGameStateShape } from '../validation/stateShape'

/**
 * Key of the in-memory history a snapshot carries. A symbol, so JSON and
 * structured clones of a snapshot leave it out.
 * @internal
 */
export const SNAPSHOT_HISTORY: unique symbol = Symbol('decklet.snapshot.history')

/**
 * Key of the in-memory {@link SnapshotOrigin} of a snapshot (a symbol, like
 * {@link SNAPSHOT_HISTORY}).
 * @internal
 */
export const SNAPSHOT_ORIGIN: unique symbol = Symbol('decklet.snapshot.origin')

/**
 * Which game a snapshot's history belongs to: the initial state of the engine
 * that took it (compared by reference), and the time and history length at
 * which that game started.
 * @internal
 */
export interface SnapshotOrigin {
  readonly initial: GameState | null
  readonly startedAt: number | null
  readonly startedAfter: number | null
}

/** @internal */
export interface ParsedSnapshot {
  state: GameState
  random: RandomState | null
  history: ActionHistory | null
  origin: SnapshotOrigin | null
}

function fail(errors: string[]): never {
  throw new StateValidationError(`Invalid snapshot: ${errors.join('; ')}`, errors)
}

/**
 * Checks an untrusted snapshot's structure and returns a private copy of its
 * state. Throws {@link StateValidationError} listing every problem.
 * @internal
 */
export function parseSnapshot(value: unknown): ParsedSnapshot {
  if (typeof value !== 'object' || value === null) fail(['snapshot is not an object'])
  const snap = value as Record<string | symbol, unknown>
  if (snap.format !== 'decklet-snapshot') fail([`snapshot.format must be 'decklet-snapshot', got ${JSON.stringify(snap.format) ?? 'undefined'}`])
  const errors = checkGameStateShape(snap.state)
  if (errors.length === 0 && snap.version !== (snap.state as GameState).version) {
    errors.push(`snapshot.version ${String(snap.version)} differs from state.version ${(snap.state as GameState).version}`)
  }
  const random = snap.random
  if (random !== null && random !== undefined) {
    const r = random as Partial<RandomState>
    if (typeof r !== 'object' || typeof r.algorithm !== 'string' || typeof r.seed !== 'number' || !Number.isInteger(r.state)) {
      errors.push('snapshot.random is not a random state')
    }
  }
  if (errors.length > 0) fail(errors)
  const history = (snap[SNAPSHOT_HISTORY] as ActionHistory | undefined) ?? null
  // A snapshot made by an engine of this process holds frozen state that nobody can change: no copy needed.
  const state = history !== null && Object.isFrozen(snap.state) ? (snap.state as GameState) : cloneJson(snap.state as GameState)
  const origin = (snap[SNAPSHOT_ORIGIN] as SnapshotOrigin | undefined) ?? null
  return { state, random: (random as RandomState | null | undefined) ?? null, history, origin }
}
