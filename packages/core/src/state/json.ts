/** A JSON primitive. */
export type JsonPrimitive = string | number | boolean | null

/** Any value that survives `JSON.parse(JSON.stringify(value))` unchanged. */
export type JsonValue = JsonPrimitive | readonly JsonValue[] | { readonly [key: string]: JsonValue }

/** A JSON object. */
export type JsonObject = { readonly [key: string]: JsonValue }

/**
 * Returns the path of the first value that is not plain JSON data (a function,
 * `undefined`, a non-finite number, a class instance, a symbol, a cycle), or
 * `null` when `value` is plain JSON.
 */
export function findNonJson(value: unknown, path = '$', seen: Set<object> = new Set()): string | null {
  const trail: (string | number)[] = []
  if (!hasNonJson(value, seen, trail)) return null
  // The trail was pushed from the bad value outwards: the path is built once, only when something is bad.
  let out = path
  for (let i = trail.length - 1; i >= 0; i--) {
    const step = trail[i]!
    out += typeof step === 'number' ? `[${step}]` : `.${step}`
  }
  return out
}

/** `true` when `value` is NOT plain JSON; then `trail` holds the steps to the bad value, innermost first. */
function hasNonJson(value: unknown, seen: Set<object>, trail: (string | number)[]): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return false
    case 'number':
      return !Number.isFinite(value)
    case 'object': {
      if (value === null) return false
      if (seen.has(value)) return true
      seen.add(value)
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          if (!(i in value) || hasNonJson(value[i], seen, trail)) {
            trail.push(i)
            return true
          }
        }
      } else {
        const proto = Object.getPrototypeOf(value)
        if (proto !== Object.prototype && proto !== null) return true
        if (Object.getOwnPropertySymbols(value).length > 0) return true
        for (const key in value) {
          if (!Object.hasOwn(value, key)) continue
          if (hasNonJson((value as Record<string, unknown>)[key], seen, trail)) {
            trail.push(key)
            return true
          }
        }
      }
      seen.delete(value)
      return false
    }
    default:
      return true
  }
}

/**
 * Deep-copies plain JSON data. Keys such as `__proto__` are copied as own data
 * properties, so a copied payload can never change an object's prototype.
 */
export function cloneJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return value.map(cloneJson) as T
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value)) {
    const v = cloneJson((value as Record<string, unknown>)[key])
    if (key === '__proto__') {
      Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true })
    } else {
      out[key] = v
    }
  }
  return out as T
}

/**
 * Freezes `value` and everything reachable from it, stopping at objects that are
 * already frozen. With structurally shared immutable state this costs only as
 * much as the objects an update created.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) freezeTree(value)
  return value
}

/**
 * Freezes `value` (not frozen yet) and everything reachable from it that is not
 * frozen. Afterwards every object `value` holds is frozen: `StateFreezer`
 * relies on that.
 * @internal
 */
export function freezeTree(value: object): void {
  if (Array.isArray(value)) {
    // The elements are read before the array is frozen, up to the first one that needs freezing: V8 reads a
    // frozen array's elements one by one through a slow path (a few times slower), and most arrays of a state
    // (zones' card ids) hold no object. Reading that far first changes nothing: the walk below would have
    // skipped those elements. From there on the array is frozen first, so an array that holds itself ends the
    // walk as before.
    // The length is read once: arrays of many shapes come here, and a read per element took V8's megamorphic path.
    const length = value.length
    let i = 0
    for (; i < length; i++) {
      const v: unknown = value[i]
      if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) break
    }
    Object.freeze(value)
    for (; i < length; i++) {
      const v: unknown = value[i]
      if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) freezeTree(v)
    }
    return
  }
  Object.freeze(value)
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key]
    if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) freezeTree(v)
  }
}
