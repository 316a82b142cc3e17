import type { GameEngine } from '../../engine/gameEngine'
import type { GameSnapshot } from '../../engine/types'
import type { JsonValue } from '../../state/json'
import { setVariable } from '../../state/stateUtils'
import { MODIFIERS_KEY } from '../modifierState'

/** A snapshot of `engine` whose state holds `stored` as its modifier variable (for refusal tests). */
export function snapshotOf(engine: GameEngine, stored: unknown): GameSnapshot {
  const snapshot = engine.createSnapshot()
  return { ...snapshot, state: setVariable(snapshot.state, MODIFIERS_KEY, stored as JsonValue) }
}
