import type { Action } from '../actions/types'

/**
 * Checks that an untrusted value is an action and completes it: a missing id is
 * replaced by `id`, a missing payload by `{}`. Returns `null` when `value` is not
 * an object with a non-empty string `type`. The input is never modified; a copy
 * is made only when something must be filled in.
 * @internal
 */
export function normalizeAction(value: unknown, nextId: () => string): Action | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const input = value as { id?: unknown; type?: unknown; payload?: unknown; playerId?: unknown }
  if (typeof input.type !== 'string' || input.type === '') return null
  if (input.playerId !== undefined && typeof input.playerId !== 'string') return null
  if (input.id !== undefined && typeof input.id !== 'string') return null
  const needsId = input.id === undefined || input.id === ''
  if (!needsId && input.payload !== undefined) return value as Action
  return { ...(value as Action), id: needsId ? nextId() : (input.id as string), payload: input.payload ?? {} }
}
