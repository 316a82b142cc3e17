import { GameLifecycleError } from '../errors/errors'
import type { EventInit, GameEvent } from '../events/types'

/**
 * Completes an event a plugin emitted (spec 000's `eventFromInit`): its id,
 * timestamp and `stateVersion`, `payload` defaulting to `{}`, and a checked copy
 * of `visibleTo`. Throws a `GameLifecycleError` (`INVALID_EVENT`) when
 * `visibleTo` is not a list of player ids.
 * @internal
 */
export function eventFromInit(init: EventInit, id: string, timestamp: number, stateVersion: number): GameEvent {
  const payload = init.payload ?? {}
  const visibleTo = init.visibleTo === undefined ? undefined : audience(init)
  // One literal per shape: events of a shape share a hidden class (cheaper to build and to read).
  if (init.playerId === undefined) {
    return visibleTo === undefined
      ? { id, type: init.type, payload, timestamp, stateVersion }
      : { id, type: init.type, payload, timestamp, stateVersion, visibleTo }
  }
  return visibleTo === undefined
    ? { id, type: init.type, payload, playerId: init.playerId, timestamp, stateVersion }
    : { id, type: init.type, payload, playerId: init.playerId, timestamp, stateVersion, visibleTo }
}

/** A copy of an event's `visibleTo`, checked: a list of player ids. */
function audience(init: EventInit): string[] {
  const list = init.visibleTo as unknown
  if (!Array.isArray(list)) throw invalidAudience(init)
  const copy = new Array<string>(list.length)
  for (let i = 0; i < list.length; i++) {
    const id: unknown = list[i]
    if (typeof id !== 'string') throw invalidAudience(init)
    copy[i] = id
  }
  return copy
}

function invalidAudience(init: EventInit): GameLifecycleError {
  return new GameLifecycleError(`Event '${init.type}' has a visibleTo that is not a list of player ids`, 'INVALID_EVENT')
}
