import type { Action } from '../actions/types'

/** Where {@link normalizeAction} gets an id for an action that has none. @internal */
export interface ActionIdSource {
  nextActionId(): string
}

/** The payload of actions created without one: shared and frozen, so no handler can change it. */
export const EMPTY_PAYLOAD: Readonly<Record<string, never>> = Object.freeze({})

/**
 * Checks that an untrusted value is an action and returns the engine's own copy
 * of it with exactly `id`, `type`, `payload` and `playerId`: the id is always
 * the engine's, from `ids` (an `id` the caller set is not kept: ids stay unique
 * within a game whatever callers send), a missing payload becomes
 * {@link EMPTY_PAYLOAD}. Returns `null` when `value` is not an object with a
 * non-empty string `type` and, when present, a string `playerId`, or when
 * reading it throws (`refuseAction` says why). The input object is never
 * modified, and this never throws.
 *
 * The copy is built as a literal of fixed shape on purpose: V8 then gives every
 * action one hidden class, which keeps freezing and reading actions fast.
 * @internal
 */
export function normalizeAction(value: unknown, ids: ActionIdSource): Action | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  let type: unknown
  let playerId: unknown
  let payload: unknown
  try {
    const input = value as { type?: unknown; payload?: unknown; playerId?: unknown }
    type = input.type
    playerId = input.playerId
    payload = input.payload
  } catch {
    // A throwing getter or Proxy trap: not an action this engine can read.
    return null
  }
  if (typeof type !== 'string' || type === '') return null
  if (playerId !== undefined && typeof playerId !== 'string') return null
  if (payload === undefined) payload = EMPTY_PAYLOAD
  const id = ids.nextActionId()
  return playerId === undefined ? { id, type, payload } : { id, type, payload, playerId }
}

/** An id source that leaves ids empty (for legal-action candidates and dry runs). @internal */
export const NO_IDS: ActionIdSource = { nextActionId: () => '' }
