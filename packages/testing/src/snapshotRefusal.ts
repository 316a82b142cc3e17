import { DeckletError, StateValidationError, type GameEngine, type GameSnapshot } from '@decklet/core'

/**
 * Thrown by {@link snapshotRefusal} when the engine took a corrupted snapshot, refused it with another error, or
 * changed its state while refusing it.
 *
 * @example
 * try { snapshotRefusal(engine, snapshot, corrupt) } catch (e) { if (e instanceof SnapshotAcceptedError) console.log(e.message) }
 */
export class SnapshotAcceptedError extends DeckletError {
  constructor(message: string) {
    super(message, 'SNAPSHOT_ACCEPTED')
    this.name = 'SnapshotAcceptedError'
  }
}

/**
 * Restores into `engine` a copy of `snapshot` changed by `corrupt` (which edits the JSON copy in place), and
 * returns the errors of the `StateValidationError` that `restoreSnapshot` must throw, checking that the engine
 * kept the state it had. Throws {@link SnapshotAcceptedError} when the copy is taken, refused with another error,
 * or the state changed. For tests of a plugin's state checks.
 *
 * @example
 * const snapshot = JSON.parse(JSON.stringify(engine.createSnapshot()))
 * const errors = snapshotRefusal(engine, snapshot, (copy) => void (copy.state.variables.uno.phase = 'banana'))
 * expect(errors).toContain('uno: state: uno: phase is "banana", not one of play, drawn, penalty, color, over')
 */
export function snapshotRefusal(engine: GameEngine<any>, snapshot: GameSnapshot, corrupt: (copy: any) => void): readonly string[] {
  const copy = JSON.parse(JSON.stringify(snapshot)) as GameSnapshot
  corrupt(copy)
  const before = engine.getState()
  let error: unknown = null
  try {
    engine.restoreSnapshot(copy)
  } catch (e) {
    error = e
  }
  if (error === null) throw new SnapshotAcceptedError('restoreSnapshot took the corrupted snapshot')
  if (!(error instanceof StateValidationError)) {
    throw new SnapshotAcceptedError(`restoreSnapshot refused the corrupted snapshot with ${error instanceof Error ? error.name : String(error)}, not a StateValidationError`)
  }
  if (engine.getState() !== before) throw new SnapshotAcceptedError('restoreSnapshot refused the corrupted snapshot but changed the state')
  return error.errors
}
