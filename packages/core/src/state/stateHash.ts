import { sha256 } from '@noble/hashes/sha256'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import canonicalize from 'canonicalize'
import { InvalidArgumentError } from '../errors/errors'
import type { JsonValue } from './json'
import type { GameState } from './types'

/**
 * JSON data in its canonical form (RFC 8785, the JSON Canonicalization Scheme): keys sorted, no whitespace,
 * numbers as JavaScript prints them. Two values equal as JSON data have the same canonical text, in Node and
 * in browsers. Throws an {@link InvalidArgumentError} for a value that is not JSON data.
 *
 * @example
 * canonicalJson({ b: 1, a: [true, null] }) // '{"a":[true,null],"b":1}'
 */
export function canonicalJson(value: JsonValue): string {
  let text: string | undefined
  try {
    text = canonicalize(value)
  } catch (e) {
    throw new InvalidArgumentError(`Cannot write canonical JSON: ${e instanceof Error ? e.message : String(e)}`, 'value')
  }
  if (text === undefined) throw new InvalidArgumentError('Cannot write canonical JSON of undefined', 'value')
  return text
}

/**
 * A stable fingerprint of a state: `sha256:` and the SHA-256, in hex, of its canonical JSON
 * ({@link canonicalJson}). The same state gives the same hash in every runtime and at every key order; a
 * record keeps the hash of its final state, and replay compares it with the state it reaches.
 *
 * @example
 * hashState(engine.getState()) // 'sha256:3f0c…'
 */
export function hashState(state: GameState): string {
  return `sha256:${bytesToHex(sha256(utf8ToBytes(canonicalJson(state as unknown as JsonValue))))}`
}
