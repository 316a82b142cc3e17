/** One difference found by {@link compareStates}. */
export interface StateDifference {
  /** Where the values differ, e.g. `zones.deck.cards[3]`. */
  readonly path: string
  /** The value in the first state (`undefined` when absent). */
  readonly a: unknown
  /** The value in the second state (`undefined` when absent). */
  readonly b: unknown
}

/** Outcome of {@link compareStates}. */
export interface StateComparison {
  /** True when no difference was found. */
  readonly equal: boolean
  /** The differences, in walk order. */
  readonly differences: readonly StateDifference[]
}

/** Options of {@link compareStates}. */
export interface CompareStatesOptions {
  /** Paths to skip, e.g. `['version']` or `['variables.lastPlayedAt']`. A path skips everything below it. */
  ignorePaths?: readonly string[]
  /** Stop after this many differences (default: unlimited). */
  maxDifferences?: number
}

const IDENT = /^[A-Za-z_$][\w$]*$/

function childPath(path: string, key: string): string {
  const part = IDENT.test(key) ? key : JSON.stringify(key)
  return path === '' ? part : `${path}.${part}`
}

/**
 * Compares two states (or any JSON values) structurally and lists every
 * difference with its path and both values. Identical references are skipped
 * without descending, so comparing structurally shared states is cheap.
 *
 * @example
 * const { equal, differences } = compareStates(replayed.state, engine.getState())
 */
export function compareStates(a: unknown, b: unknown, options: CompareStatesOptions = {}): StateComparison {
  const differences: StateDifference[] = []
  const ignore = new Set(options.ignorePaths ?? [])
  const max = options.maxDifferences ?? Number.POSITIVE_INFINITY

  const walk = (x: unknown, y: unknown, path: string): void => {
    if (differences.length >= max || x === y || ignore.has(path)) return
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) {
      if (!(Number.isNaN(x) && Number.isNaN(y))) differences.push({ path, a: x, b: y })
      return
    }
    if (Array.isArray(x) !== Array.isArray(y)) {
      differences.push({ path, a: x, b: y })
      return
    }
    if (Array.isArray(x) && Array.isArray(y)) {
      const n = Math.max(x.length, y.length)
      for (let i = 0; i < n; i++) walk(x[i], y[i], `${path}[${i}]`)
      return
    }
    const xo = x as Record<string, unknown>
    const yo = y as Record<string, unknown>
    for (const key of Object.keys(xo)) {
      walk(xo[key], Object.hasOwn(yo, key) ? yo[key] : undefined, childPath(path, key))
    }
    for (const key of Object.keys(yo)) {
      if (!Object.hasOwn(xo, key)) walk(undefined, yo[key], childPath(path, key))
    }
  }

  walk(a, b, '')
  return { equal: differences.length === 0, differences }
}
