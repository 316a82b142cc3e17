import { freezeTree } from './json'
import type { GameState } from './types'

/*
 * Deep-freezing a state that shares most of itself with the state before it.
 *
 * `deepFreeze` asks `Object.isFrozen` of every object it meets, including the
 * parts a new state shares with the last one; for a frozen record that answer
 * costs time in proportion to its keys (about 260 ns for UNO's 108 cards, on
 * every move). A freezer remembers the last state root and `zones` record it
 * froze by walking them itself, and a new state compares its fields with
 * theirs before asking: a value that is the very one such an object holds
 * needs no question at all.
 *
 * Why that is sound: walking an object freezes it and leaves every object it
 * holds frozen (frozen by the walk, or found frozen already), and a frozen
 * object can no longer be given other values. So whatever a walked object
 * holds is frozen, and `deepFreeze` would have asked, heard "frozen" and
 * stopped there as well. ("Holds" means its enumerable data properties, the
 * ones a walk visits: a GameState is JSON data and has no others.) An object
 * that was already frozen when the walk met it is never remembered, since
 * what it holds may not be: below it, the walk asks exactly as `deepFreeze` does.
 */

/**
 * Deep-freezes the successive states of one game: afterwards a state is frozen
 * exactly as `deepFreeze` leaves it, at a cost of only what is new in it.
 * @internal
 */
export class StateFreezer {
  // The last root and zones record this freezer walked itself (see above).
  private root: object | null = null
  private zones: object | null = null

  /** Deep-freezes `state` and returns it. */
  freeze(state: GameState): GameState {
    if (Object.isFrozen(state)) return state
    const zones = state.zones
    const walkZones = !Object.isFrozen(zones) && !Array.isArray(zones)
    if (walkZones) freezeAgainst(zones, this.zones)
    freezeAgainst(state, this.root)
    if (walkZones) this.zones = zones
    this.root = state
    return state
  }
}

/** Freezes `value` (not frozen) and what it holds, skipping the values `walked` (a walked object, or `null`) holds too. */
function freezeAgainst(value: object, walked: object | null): void {
  Object.freeze(value)
  for (const key in value) {
    const v: unknown = (value as Record<string, unknown>)[key]
    if (typeof v !== 'object' || v === null) continue
    // `__proto__` would read the walked object's prototype rather than a value it holds.
    if (walked !== null && key !== '__proto__' && v === (walked as Record<string, unknown>)[key]) continue
    if (!Object.isFrozen(v)) freezeTree(v)
  }
}
