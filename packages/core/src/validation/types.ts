import type { GameState } from '../state/types'

/** A game-specific invariant: returns the list of problems, empty when the state is fine. */
export type StateCheck = (state: GameState) => readonly string[]

/** Outcome of a validation. */
export interface ValidationResult {
  /** True when no invariant or check found a problem. */
  readonly valid: boolean
  /** Every problem found; plugin checks' problems are prefixed with the check's name. */
  readonly errors: readonly string[]
}
