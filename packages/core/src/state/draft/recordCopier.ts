/*
 * Shallow copies of records (the `zones`, `variables`, `players`, `cards` of a state).
 *
 * V8's object spread is slow when the record being copied is itself a recent copy (each state's `zones` is
 * a copy of the last one's): about 100–200 ns for six zones, 50 ns even for one key, where an object
 * literal with the record's keys written out takes 5–15 ns (measured on Node 20). A RecordCopier builds
 * one such literal copier per key set (with `new Function`) and remembers which copier made the last
 * record it returned, so copying that record again needs no key enumeration; a record it did not make
 * last (another game's, when one draft serves several engines in turn) is first checked against the last
 * copier's keys, one pass with no allocation; only a record with other keys pays for a lookup by its key
 * signature. A key set is compiled the second time it is met, so a draft used once never compiles.
 *
 * Everything lives in the instance: a draft (or whatever owns the copier) takes its cache with it, and
 * nothing is shared between engines through module scope. Where code generation is not allowed (a Content
 * Security Policy without `unsafe-eval`), and for a `__proto__` key, a copier spreads.
 */

import { setOwn } from './shapes'

/** Something that copies records shallowly. @internal */
export interface RecordCopy {
  /**
   * A shallow copy of `record`. The caller may overwrite the copy's keys but must not add or delete any:
   * a copier may remember the copy as having exactly these keys.
   */
  copy<T>(record: Readonly<Record<string, T>>): Record<string, T>
  /**
   * A shallow copy of `record` with the entry of `key1` (and of `key2`, unless `null`) replaced, or `null`
   * when a key is not one of the record's own. Same contract for the copy as {@link RecordCopy.copy}.
   */
  copyWith<T>(record: Readonly<Record<string, T>>, key1: string, value1: T, key2: string | null, value2: T): Record<string, T> | null
}

type Copier<T> = (record: Readonly<Record<string, T>>) => Record<string, T>
/** A copier that also puts `a` at key index `i` and `b` at `j` (`-1`: none), so no key is stored by name. */
type CopierWith<T> = (record: Readonly<Record<string, T>>, i: number, a: T, j: number, b: T) => Record<string, T>

/**
 * Compiled copies of records of one key set (see {@link RecordCopier.shapeOf}), which put new entries in by their
 * place among the keys: the copy is built in one object literal, with no store by a computed key. @internal
 */
export interface RecordShape<T> {
  /** The keys, in the records' order. */
  readonly keys: readonly string[]
  /** A copy of `record` (which has exactly {@link RecordShape.keys}) with the entry at index `i` replaced by `a`, and at `j` by `b` (`-1`: none). */
  readonly copyWith: (record: Readonly<Record<string, T>>, i: number, a: T, j: number, b: T) => Record<string, T>
  /** A copy of `record` (which has exactly {@link RecordShape.keys}) with the entry at each index `k` replaced by `values[k]`, unless that is `undefined`. */
  readonly copyFrom: (record: Readonly<Record<string, T>>, values: readonly (T | undefined)[]) => Record<string, T>
  /**
   * Compares two records that both have exactly {@link RecordShape.keys}: writes the index of each key whose
   * entries are not the same value into `places[0…]`, in the keys' order, and `after`'s entry there into
   * `values[0…]`, then returns how many. Every read is of a key named in the compiled code (no keyed look-up).
   */
  readonly diff: <U>(before: Readonly<Record<string, U>>, after: Readonly<Record<string, U>>, places: number[], values: U[]) => number
}

/** A key set: its keys in order, its copiers once compiled, and whether it was met before. */
interface Entry {
  readonly keys: readonly string[]
  copy: Copier<unknown> | null
  with: CopierWith<unknown> | null
  shape: RecordShape<unknown> | null
  met: boolean
}

const COPIER_LIMIT = 64

function spread<T>(record: Readonly<Record<string, T>>): Record<string, T> {
  return { ...record }
}

/**
 * A shallow copy of `record` that caches nothing, for updates made once (`produceState`, `stateUtils`,
 * `copyRecord`). A record of up to three keys (a state's `variables`, usually) is copied by assignment,
 * which V8 runs several times faster than a spread of a recent copy (measured: a one-variable update
 * through the engine, 400 ns a move with a spread against 220–340 with assignment); a larger one is spread,
 * as fast as anything without a compiled copier. `__proto__` stays an own key either way. @internal
 */
export function copyRecordOnce<T>(record: Readonly<Record<string, T>>): Record<string, T> {
  let n = 0
  for (const _ in record) if (++n > 3) return { ...record }
  const out: Record<string, T> = {}
  for (const key in record) {
    if (key === '__proto__') Object.defineProperty(out, key, { value: record[key], enumerable: true, writable: true, configurable: true })
    else out[key] = record[key]!
  }
  return out
}

/** Copies with {@link copyRecordOnce}, caching nothing: for drafts used once. @internal */
export const ONCE_COPY: RecordCopy = Object.freeze({
  copy: copyRecordOnce,
  copyWith<T>(record: Readonly<Record<string, T>>, key1: string, value1: T, key2: string | null, value2: T): Record<string, T> | null {
    if (!Object.hasOwn(record, key1) || (key2 !== null && !Object.hasOwn(record, key2))) return null
    return assignTwo(copyRecordOnce(record), key1, value1, key2, value2)
  },
})

function assignTwo<T>(out: Record<string, T>, key1: string, value1: T, key2: string | null, value2: T): Record<string, T> {
  setOwn(out, key1, value1)
  if (key2 !== null) setOwn(out, key2, value2)
  return out
}

/** A record copier with its own cache of compiled copiers (see above). @internal */
export class RecordCopier implements RecordCopy {
  // Key signature -> entry; at most COPIER_LIMIT entries, then unknown key sets are spread.
  private readonly entries = new Map<string, Entry>()
  private codegen = true
  // The record this copier returned last and the entry that made it: its keys are exactly that entry's.
  private lastRecord: object | null = null
  private lastEntry: Entry | null = null

  copy<T>(record: Readonly<Record<string, T>>): Record<string, T> {
    const entry = this.entryOf(record)
    if (entry === null) return spread(record)
    // Met once, a key set is spread: a copier used for one copy never pays for code generation.
    const copier = entry.copy ?? (entry.met ? this.compile(entry) : ((entry.met = true), spread))
    const copy = (copier as Copier<T>)(record)
    this.lastRecord = copy
    this.lastEntry = entry
    return copy
  }

  /**
   * The compiled copiers of `record`'s key set, in its order (for `record` and the copies they make), which
   * replace entries by their index among the keys: {@link RecordCopy.copyWith} without asking which key set a
   * record has nor looking its keys up. The same object for every record of one key set. `null` where code
   * generation is not allowed or the key set cannot be compiled (a `__proto__` key, a full cache).
   */
  shapeOf<T>(record: Readonly<Record<string, T>>): RecordShape<T> | null {
    const entry = this.entryFor(record)
    if (entry === null) return null
    if (entry.shape !== null) return entry.shape as RecordShape<T>
    const copyWith = entry.with ?? this.compileWith(entry)
    const fields = entry.keys.map((key, k) => `${JSON.stringify(key)}: v[${k}] === undefined ? r[${JSON.stringify(key)}] : v[${k}]`).join(', ')
    const copyFrom = this.generate(['r', 'v'], `return { ${fields} }`) as RecordShape<unknown>['copyFrom'] | null
    const tests = entry.keys.map((key, k) => `if (b[${JSON.stringify(key)}] !== a[${JSON.stringify(key)}]) { p[n] = ${k}; v[n] = a[${JSON.stringify(key)}]; n++ }`).join('\n')
    const diff = this.generate(['b', 'a', 'p', 'v'], `let n = 0\n${tests}\nreturn n`) as RecordShape<unknown>['diff'] | null
    if (copyFrom === null || diff === null) return null
    return (entry.shape = { keys: entry.keys, copyWith, copyFrom, diff }) as RecordShape<T>
  }

  copyWith<T>(record: Readonly<Record<string, T>>, key1: string, value1: T, key2: string | null, value2: T): Record<string, T> | null {
    const entry = this.entryOf(record)
    if (entry === null) return ONCE_COPY.copyWith(record, key1, value1, key2, value2)
    let copy: Record<string, T> | null
    if (entry.with !== null || entry.met) copy = replaceIn(entry.keys, (entry.with ?? this.compileWith(entry)) as CopierWith<T>, record, key1, value1, key2, value2)
    else {
      // Met once, a key set is copied without a compiled copier (see `copy`).
      copy = ONCE_COPY.copyWith(record, key1, value1, key2, value2)
      if (copy !== null) entry.met = true
    }
    if (copy === null) return null
    this.lastRecord = copy
    this.lastEntry = entry
    return copy
  }

  /** The entry whose keys `record` has: the last one when it made `record` or `record` has its keys. */
  private entryOf(record: object): Entry | null {
    const entry = this.lastEntry
    if (entry !== null && (record === this.lastRecord || hasKeys(record, entry.keys))) return entry
    return this.entryFor(record)
  }

  /** The entry for the key set of `record`, made on first use; `null` for a `__proto__` key or a full cache (spread instead). */
  private entryFor(record: object): Entry | null {
    let signature = ''
    for (const key in record) {
      if (key === '__proto__') return null
      signature += `${key}\u0000`
    }
    let entry = this.entries.get(signature)
    if (entry === undefined) {
      if (this.entries.size >= COPIER_LIMIT) return null
      entry = { keys: Object.keys(record), copy: null, with: null, shape: null, met: false }
      this.entries.set(signature, entry)
    }
    return entry
  }

  private compile(entry: Entry): Copier<unknown> {
    const fields = entry.keys.map((key) => `${JSON.stringify(key)}: r[${JSON.stringify(key)}]`).join(', ')
    return (entry.copy = (this.generate(['r'], `return { ${fields} }`) as Copier<unknown> | null) ?? spread)
  }

  private compileWith(entry: Entry): CopierWith<unknown> {
    const fields = entry.keys.map((key, k) => `${JSON.stringify(key)}: i === ${k} ? a : j === ${k} ? b : r[${JSON.stringify(key)}]`).join(', ')
    const generated = this.generate(['r', 'i', 'a', 'j', 'b'], `return { ${fields} }`) as CopierWith<unknown> | null
    // Where code generation is refused: a spread, then the two entries assigned by name.
    return (entry.with =
      generated ??
      ((r, i, a, j, b) => {
        const out = spread(r)
        if (i >= 0) setOwn(out, entry.keys[i]!, a)
        if (j >= 0) setOwn(out, entry.keys[j]!, b)
        return out
      }))
  }

  /** A function compiled from `body`, or `null` (from then on) where code generation is not allowed. */
  private generate(params: readonly string[], body: string): unknown {
    if (!this.codegen) return null
    try {
      // The keys are written as JSON string literals: nothing in them is ever evaluated as code.
      return new Function(...params, body)
    } catch {
      this.codegen = false
      return null
    }
  }
}

/**
 * `record` (whose keys are `keys`, in order) copied by `copyWith` with the entries of `key1` and `key2` (unless
 * `null`) replaced, or `null` when a key is not one of `keys`: their places are found by a scan of a few string
 * comparisons, which is also the proof that they are own keys.
 */
function replaceIn<T>(keys: readonly string[], copyWith: CopierWith<T>, record: Readonly<Record<string, T>>, key1: string, value1: T, key2: string | null, value2: T): Record<string, T> | null {
  let i = -1
  let j = -1
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k]
    if (key === key1) i = k
    else if (key === key2) j = k
  }
  return i < 0 || (key2 !== null && j < 0) ? null : copyWith(record, i, value1, j, value2)
}

/** Whether the keys of `record`, in enumeration order, are exactly `keys` (no `__proto__`: no entry has it). @internal */
export function hasKeys(record: object, keys: readonly string[]): boolean {
  let i = 0
  for (const key in record) {
    if (keys[i] !== key) return false
    i++
  }
  return i === keys.length
}

/** The copiers of a reusable draft, one per record so that each keeps its own "last copy" memo. @internal */
export interface DraftCopiers {
  readonly zones: RecordCopy
  readonly variables: RecordCopy
  readonly players: RecordCopy
  readonly cards: RecordCopy
}

/** The copiers of a draft for a single update: plain copies, nothing remembered. @internal */
export const ONE_SHOT_COPIERS: DraftCopiers = Object.freeze({ zones: ONCE_COPY, variables: ONCE_COPY, players: ONCE_COPY, cards: ONCE_COPY })

/** Fresh copiers for one reusable draft. @internal */
export function createDraftCopiers(): DraftCopiers {
  return { zones: new RecordCopier(), variables: new RecordCopier(), players: new RecordCopier(), cards: new RecordCopier() }
}
