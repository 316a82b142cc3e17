import { SeededRandomProvider, type RandomProvider, type RandomState } from './randomProvider'

/**
 * A saved random position, to go back to: the bare position number of a
 * {@link SeededRandomProvider} (no object, so saving one on every tick and dry
 * run allocates nothing), another provider's `getState()`, or `null` for a
 * provider that has no position (nothing to restore).
 * @internal
 */
export type RandomCheckpoint = number | RandomState | null

/**
 * The position of `random`, for {@link restoreRandom}. A tick saves one before it
 * runs (its rollback returns to it), and every dry run does, so a rule that draws
 * from `ctx.game.random` never moves the game's position.
 * @internal
 */
export function saveRandom(random: RandomProvider): RandomCheckpoint {
  if (random instanceof SeededRandomProvider) return random.position
  const state = random.getState()
  // Copied: a provider may hand out its own object, which its next draw would change.
  return state === null ? null : { ...state }
}

/** Moves `random` back to a position {@link saveRandom} returned for it. @internal */
export function restoreRandom(random: RandomProvider, checkpoint: RandomCheckpoint): void {
  if (typeof checkpoint === 'number') (random as SeededRandomProvider).position = checkpoint
  else if (checkpoint !== null) random.setState(checkpoint)
}

/**
 * The position of `random` as snapshots and records hand it out: a frozen
 * object. `SeededRandomProvider` returns a new object each time; another
 * provider's may be its own, so it is copied first.
 * @internal
 */
export function frozenRandomState(random: RandomProvider): RandomState | null {
  const state = random.getState()
  if (state === null) return null
  return Object.freeze(random instanceof SeededRandomProvider ? state : { ...state })
}
