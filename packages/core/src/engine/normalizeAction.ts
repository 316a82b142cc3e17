import type { Action } from '../actions/types'

/** Where {@link normalizeAction} gets an id for an action that has none. @internal */
export interface ActionIdSource {
  nextActionId(): string
}

/** The payload of actions created without one: shared and frozen, so no handler can change it. */
export const EMPTY_PAYLOAD: Readonly<Record<string, never>> = Object.freeze({})

/**
 * Checks that an untrusted value is an action and returns the engine's own copy
 * of it with exactly `id`, `type`, `payload` and `playerId`: a missing id is taken
 * from `ids`, a missing payload becomes {@link EMPTY_PAYLOAD}. Returns `null` when
 * `value` is not an object with a non-empty string `type` (and string `id` and
 * `playerId` when present). The input object is never modified.
 *
 * The copy is built as a literal of fixed shape on purpose: V8 then gives every
 * action one hidden class, which keeps freezing and reading actions fast.
 * @internal
 */
export function normalizeAction(value: unknown, ids: ActionIdSource): Action | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const input = value as { id?: unknown; type?: unknown; payload?: unknown; playerId?: unknown }
  const type = input.type
  const id = input.id
  const playerId = input.playerId
  if (typeof type !== 'string' || type === '') return null
  if (playerId !== undefined && typeof playerId !== 'string') return null
  if (id !== undefined && typeof id !== 'string') return null
  const payload = input.payload === undefined ? EMPTY_PAYLOAD : input.payload
  const finalId = id === undefined || id === '' ? ids.nextActionId() : id
  return playerId === undefined ? { id: finalId, type, payload } : { id: finalId, type, payload, playerId }
}

/** An id source that leaves ids empty (for legal-action candidates and dry runs). @internal */
export const NO_IDS: ActionIdSource = { nextActionId: () => '' }
