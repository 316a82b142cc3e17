import type { RecordCopy } from './recordCopier'
import { setOwn } from './shapes'

/*
 * The pending changes of one record of a state (`variables`, `players`, `cards`) in a draft: a few keys
 * at most per action, kept in small parallel lists (a scan of two or three entries beats a Map), applied
 * once when the draft builds its state. A record none of whose entries changed is kept as it is.
 */

/** Pending sets and removals of one record. @internal */
export class RecordEdits<T> {
  private readonly keys: string[] = []
  private readonly values: (T | undefined)[] = []
  private readonly removed: boolean[] = []
  private count = 0

  /** Forgets every pending change, and the values it held (so that nothing outlives its state). */
  reset(): void {
    for (let i = 0; i < this.count; i++) this.values[i] = undefined
    this.count = 0
  }

  /** Whether any entry has a pending change. */
  get changed(): boolean {
    return this.count > 0
  }

  private indexOf(key: string): number {
    const keys = this.keys
    for (let i = 0; i < this.count; i++) if (keys[i] === key) return i
    return -1
  }

  /** The entry as it is now: the pending value, or `base`'s own entry. */
  get(base: Readonly<Record<string, T>>, key: string): T | undefined {
    const i = this.indexOf(key)
    if (i >= 0) return this.removed[i] ? undefined : this.values[i]
    return Object.hasOwn(base, key) ? base[key] : undefined
  }

  /** Whether the entry exists now. */
  has(base: Readonly<Record<string, T>>, key: string): boolean {
    const i = this.indexOf(key)
    return i >= 0 ? !this.removed[i] : Object.hasOwn(base, key)
  }

  set(key: string, value: T): void {
    this.put(key, value, false)
  }

  remove(key: string): void {
    this.put(key, undefined, true)
  }

  private put(key: string, value: T | undefined, removed: boolean): void {
    let i = this.indexOf(key)
    if (i < 0) {
      i = this.count++
      if (i === this.keys.length) {
        this.keys.push(key)
        this.values.push(value)
        this.removed.push(removed)
        return
      }
      this.keys[i] = key
    }
    this.values[i] = value
    this.removed[i] = removed
  }

  /** The record with the pending changes applied: `base` itself when they change nothing. */
  build(base: Readonly<Record<string, T>>, copier: RecordCopy): Readonly<Record<string, T>> {
    const n = this.count
    if (n === 0) return base
    if (n === 1 && !this.removed[0]) {
      // The usual case (one game variable replaced): no loop, and the copy takes the value in.
      const key = this.keys[0]!
      const value = this.values[0]!
      // A JSON value equal to what the record holds under that key: the record's own entry, unchanged.
      if (base[key] === value) return base
      const out = copier.copyWith(base, key, value, null, value)
      if (out !== null) return out
    }
    let changed = false
    let keysChange = false
    for (let i = 0; i < n; i++) {
      const key = this.keys[i]!
      const inBase = Object.hasOwn(base, key)
      if (this.removed[i] ? inBase : !inBase) keysChange = changed = true
      else if (!this.removed[i] && base[key] !== this.values[i]) changed = true
    }
    if (!changed) return base
    if (!keysChange) {
      // Only existing keys are overwritten, as RecordCopy asks.
      const out = copier.copy(base)
      for (let i = 0; i < n; i++) if (!this.removed[i]) out[this.keys[i]!] = this.values[i]!
      return out
    }
    // Keys come and go: one new record in base order, then the added keys in the order they were set.
    // (Built by assignment rather than spread-then-delete, which would leave the record in slow dictionary mode.)
    const out: Record<string, T> = {}
    for (const key in base) {
      const i = this.indexOf(key)
      if (i < 0) setOwn(out, key, base[key]!)
      else if (!this.removed[i]) setOwn(out, key, this.values[i]!)
    }
    for (let i = 0; i < n; i++) {
      const key = this.keys[i]!
      if (!this.removed[i] && !Object.hasOwn(base, key)) setOwn(out, key, this.values[i]!)
    }
    return out
  }
}
