/**
 * A shallow copy of a record (the `zones` of a state) that is fast on Node 20.
 *
 * V8's object spread is slow when the object being copied is itself a copy made at the same place
 * (each state's `zones` is a copy of the last one): the copy site sees a new hidden class on every
 * early call, gives up on caching and takes a slow path, about 100–200 ns for six zones. An object
 * literal with the record's keys written out is about ten times faster, so this module builds one such
 * copier per key set (with `new Function`, once) and remembers which copier made the last record it
 * returned: the next copy of that record needs no key enumeration at all. Where code generation is not
 * allowed (a Content Security Policy without `unsafe-eval`), and for a `__proto__` key, it spreads.
 */
type Copier<T> = (record: Readonly<Record<string, T>>) => Record<string, T>

const COPIERS = new Map<string, Copier<unknown>>()
const COPIER_LIMIT = 256
let codegen = true
// The record this module returned last and the copier that made it: its keys are exactly that copier's.
let lastRecord: object | null = null
let lastCopier: Copier<unknown> | null = null

function spread<T>(record: Readonly<Record<string, T>>): Record<string, T> {
  return { ...record }
}

function makeCopier<T>(keys: readonly string[]): Copier<T> {
  if (!codegen) return spread
  const fields = keys.map((key) => `${JSON.stringify(key)}: r[${JSON.stringify(key)}]`).join(', ')
  try {
    // The keys are written as JSON string literals: nothing in them is ever evaluated as code.
    return new Function('r', `return { ${fields} }`) as Copier<T>
  } catch {
    codegen = false
    return spread
  }
}

/**
 * A shallow copy of `record` whose keys the caller may overwrite but must not add to or delete from
 * (the copy is remembered as having exactly these keys). For handlers on a hot path that build a new
 * `zones` (or other record) themselves: much faster than `{ ...record }` when records are copies of copies.
 *
 * @example
 * const zones = copyRecord(state.zones)
 * zones.deck = { ...zones.deck!, cards: rest }
 */
export function copyRecord<T>(record: Readonly<Record<string, T>>): Record<string, T> {
  let copier = lastCopier as Copier<T> | null
  if (record !== lastRecord || copier === null) {
    let signature = ''
    for (const key in record) {
      if (key === '__proto__') return spread(record)
      signature += `${key}\u0000`
    }
    copier = COPIERS.get(signature) as Copier<T> | undefined ?? null
    if (copier === null) {
      copier = makeCopier<T>(Object.keys(record))
      if (COPIERS.size < COPIER_LIMIT) COPIERS.set(signature, copier as Copier<unknown>)
    }
  }
  const copy = copier(record)
  lastRecord = copy
  lastCopier = copier as Copier<unknown>
  return copy
}
