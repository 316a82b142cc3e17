import type { Action } from '../actions/types'
import { EMPTY_PAYLOAD } from './normalizeAction'
import { DispatchCodes } from './types'

/*
 * What the engine refuses of a dispatched value before any rule sees it, and why. `normalizeAction` answers
 * the hot path (an action or `null`); the reasons are worked out here, on the slow path, and the payload is
 * checked here: JSON data only in checked modes, and in every mode nothing that throws when read, nests
 * deeper than {@link MAX_PAYLOAD_DEPTH} or refers to itself.
 */

/** How deep a payload may nest (objects and arrays in one another) before it is refused. */
export const MAX_PAYLOAD_DEPTH = 64

/** Why a dispatched value was refused before its rules: the reason and one of {@link DispatchCodes}. @internal */
export interface InputRefusal {
  readonly denyReason: string
  readonly denyCode: string
}

const NOT_AN_ACTION = 'Action must be an object with a non-empty string type'

/** Why `normalizeAction` refused `value` (not an object, no type, a playerId that is not a string, unreadable). @internal */
export function refuseAction(value: unknown): InputRefusal {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { denyReason: NOT_AN_ACTION, denyCode: DispatchCodes.INVALID_ACTION }
  try {
    const input = value as { type?: unknown; playerId?: unknown }
    const type = input.type
    if (typeof type !== 'string' || type === '') return { denyReason: NOT_AN_ACTION, denyCode: DispatchCodes.INVALID_ACTION }
    const playerId = input.playerId
    return {
      denyReason: `Action playerId must be a string, got ${kindOf(playerId)}`,
      denyCode: DispatchCodes.INVALID_ACTION,
    }
  } catch (e) {
    return { denyReason: `Action could not be read: ${messageOf(e)}`, denyCode: DispatchCodes.INVALID_ACTION }
  }
}

/**
 * Checks the payload of `action`: `null` when it is taken, else why not (code `INVALID_PAYLOAD`, the path
 * named: `payload.cards[2] is not JSON data (a function)`). With `json` (checked modes) it must be JSON data;
 * in every mode what cannot be read, nests deeper than {@link MAX_PAYLOAD_DEPTH} or cycles is refused. The
 * payload is kept as given (checked modes then freeze it, as the rest of the action). Never throws.
 *
 * The check allocates nothing: it runs for every dispatch. Only a refused payload is walked again, to name
 * the path. @internal
 */
export function refusePayload(action: Action, json: boolean): InputRefusal | null {
  const payload = action.payload
  if (payload === EMPTY_PAYLOAD) return null
  if (!json && isFlat(payload)) return null
  let verdict: number
  try {
    verdict = scan(payload, json, 1)
  } catch (e) {
    // A getter or a Proxy trap that throws, or a stack too small for what was given.
    return { denyReason: `payload could not be read: ${messageOf(e)}`, denyCode: DispatchCodes.INVALID_PAYLOAD }
  }
  if (verdict === TAKEN) return null
  let reason: string
  try {
    reason = describe(payload, json)
  } catch (e) {
    reason = `payload could not be read: ${messageOf(e)}`
  }
  return { denyReason: reason, denyCode: DispatchCodes.INVALID_PAYLOAD }
}

const TAKEN = 0
const REFUSED = 1

/**
 * Whether `payload` is a leaf or an object none of whose enumerable values is an object: nothing in it can
 * nest or cycle, so unchecked modes take it (most payloads: `{ cardId }`). One pass, about half the cost of
 * {@link scan}'s, which checks each key's ownership first: here only an object value would need that, and
 * it goes to `scan` anyway. What throws while read (a getter, a Proxy trap) goes to `scan` too, which
 * decides as it always did (it skips inherited keys).
 */
function isFlat(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null) return true
  if (Array.isArray(payload)) return false
  try {
    for (const key in payload) {
      const value: unknown = (payload as Record<string, unknown>)[key]
      if (typeof value === 'object' && value !== null) return false
    }
    return true
  } catch {
    return false
  }
}

/** {@link TAKEN} or {@link REFUSED}; throws what reading the value throws. */
function scan(value: unknown, json: boolean, depth: number): number {
  if (typeof value !== 'object' || value === null) return !json || isJsonLeaf(value) ? TAKEN : REFUSED
  // A cycle nests without end: it is refused here too, and told apart when the path is named.
  if (depth > MAX_PAYLOAD_DEPTH) return REFUSED
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (json && !(i in value)) return REFUSED
      if (scan(value[i], json, depth + 1) !== TAKEN) return REFUSED
    }
    return TAKEN
  }
  if (json) {
    const proto: unknown = Object.getPrototypeOf(value)
    if (proto !== Object.prototype && proto !== null) return REFUSED
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue
    if (scan((value as Record<string, unknown>)[key], json, depth + 1) !== TAKEN) return REFUSED
  }
  return TAKEN
}

/** Why {@link scan} refused `payload`, with the path to the first value it refused. */
function describe(payload: unknown, json: boolean): string {
  const ancestors: object[] = []
  const walk = (value: unknown, path: string, depth: number): string | null => {
    if (typeof value !== 'object' || value === null) return !json || isJsonLeaf(value) ? null : `${path} is not JSON data (${kindOf(value)})`
    if (ancestors.includes(value)) return `${path} refers to itself (a cycle)`
    if (depth > MAX_PAYLOAD_DEPTH) return `${path} nests deeper than ${MAX_PAYLOAD_DEPTH} levels`
    ancestors.push(value)
    let found: string | null = null
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length && found === null; i++) {
        found = json && !(i in value) ? `${path}[${i}] is not JSON data (an empty slot)` : walk(value[i], `${path}[${i}]`, depth + 1)
      }
    } else {
      const proto: unknown = Object.getPrototypeOf(value)
      if (json && proto !== Object.prototype && proto !== null) found = `${path} is not JSON data (${kindOf(value)})`
      for (const key in value) {
        if (found !== null) break
        if (Object.hasOwn(value, key)) found = walk((value as Record<string, unknown>)[key], `${path}.${key}`, depth + 1)
      }
    }
    ancestors.pop()
    return found
  }
  return walk(payload, 'payload', 1) ?? 'payload could not be read the same way twice'
}

function isJsonLeaf(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true
    case 'number':
      return Number.isFinite(value)
    case 'object':
      return value === null
    default:
      return false
  }
}

/** A value's kind as a refusal names it: `a function`, `undefined`, `NaN`, `a Date`, `a number`. */
function kindOf(value: unknown): string {
  if (value === undefined) return 'undefined'
  if (value === null) return 'null'
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : Number.isFinite(value) ? 'a number' : String(value)
  if (typeof value === 'bigint') return 'a BigInt'
  if (typeof value === 'object') {
    const name = (Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null)?.constructor?.name
    return typeof name === 'string' && name !== '' && name !== 'Object' ? `a ${name}` : 'an object'
  }
  return `a ${typeof value}`
}

function messageOf(e: unknown): string {
  try {
    return e instanceof Error ? e.message : String(e)
  } catch {
    return 'an unreadable error'
  }
}
