import type { GameState } from '../state/types'

/** A game-specific invariant: returns the list of problems, empty when the state is fine. */
export type StateCheck = (state: GameState) => readonly string[]

/** Outcome of a validation. */
export interface ValidationResult {
  readonly valid: boolean
  readonly errors: readonly string[]
}
