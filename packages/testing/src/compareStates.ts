import {
  compareStates as coreCompareStates,
  InvalidOptionError,
  type CompareStatesOptions as CoreCompareStatesOptions,
  type StateComparison,
  type StateDifference,
} from '@decklet/core'

/**
 * Options of {@link compareStates}: core's, with `ignorePaths` read as patterns.
 *
 * @example
 * compareStates(a, b, { ignorePaths: ['version', 'variables.log', 'players.*.lastSeen'], maxDifferences: 10 })
 */
export interface CompareStatesOptions extends CoreCompareStatesOptions {
  /**
   * Paths to skip. A path skips the value there and everything below it, by whole segments: `'variables'`
   * skips `variables.log[3]`; `'variables.log'` skips `variables.log` and `variables.log[0]` but not
   * `variables.logger`; `'zones.deck.cards[1]'` skips `cards[1]`, not `cards[10]`. Segments are separated
   * by `.` or written `[n]`; a key that is not an identifier may be written as it is (`zones.hand-p1`) or
   * quoted as the differences print it (`zones."hand-p1"`); `*` (or `[*]`) stands for any one key or index
   * (`players.*.lastSeen`, `history[*].timestamp`).
   */
  ignorePaths?: readonly string[]
}

/** One step of a path: a key or an index (both compared as text), or `*`. */
type Segment = string | typeof ANY

const ANY: unique symbol = Symbol('any segment')

/**
 * Compares two states (or any JSON values) with core's `compareStates` and returns the same
 * `{ equal, differences }` (each difference `{ path, a, b }`), skipping `ignorePaths` as patterns (see
 * {@link CompareStatesOptions}): prefixes by whole segments, keys written with or without quotes, `*` for
 * any one key or index. A difference core finds above an ignored path is still reported: with
 * `ignorePaths: ['variables.log']`, a state that has no `variables` at all differs at `variables`. With
 * `maxDifferences`, at most that many differences that are not ignored. Throws an `InvalidOptionError`
 * for a path it cannot read (an unclosed quote or bracket).
 *
 * @example
 * const { equal, differences } = compareStates(expected, engine.getState(), { ignorePaths: ['version', 'variables.log'] })
 * // differences: [{ path: 'zones.table.cards[0]', a: 'std-clubs-K', b: 'std-hearts-A' }]
 */
export function compareStates(a: unknown, b: unknown, options: CompareStatesOptions = {}): StateComparison {
  const ignorePaths = options.ignorePaths ?? []
  const max = options.maxDifferences
  if (ignorePaths.length === 0) return coreCompareStates(a, b, max === undefined ? {} : { maxDifferences: max })
  const patterns = ignorePaths.map((path) => {
    const segments = typeof path === 'string' ? parsePath(path) : null
    if (segments === null) {
      throw new InvalidOptionError('ignorePaths', path, 'paths such as variables.log, zones.hand-p1.cards[0] or players.*.lastSeen', { scope: 'compareStates' })
    }
    return segments
  })
  // Core skips a path it is given exactly as it prints it (and all below it); the patterns filter the rest.
  const found = coreCompareStates(a, b, { ignorePaths }).differences
  const differences: StateDifference[] = []
  for (const difference of found) {
    if (max !== undefined && differences.length >= max) break
    const path = parsePath(difference.path)
    if (path === null || !patterns.some((pattern) => covers(pattern, path))) differences.push(difference)
  }
  return { equal: differences.length === 0, differences }
}

/** Whether `pattern` is `path` or a prefix of it, segment by segment. */
function covers(pattern: readonly Segment[], path: readonly Segment[]): boolean {
  if (pattern.length > path.length) return false
  for (let i = 0; i < pattern.length; i++) if (pattern[i] !== ANY && pattern[i] !== path[i]) return false
  return true
}

/**
 * The segments of a path (`zones."hand-p1".cards[0]`, `zones.hand-p1.cards.0`, `players.*.seat`), or `null`
 * when it cannot be read. The root, `''`, has none.
 */
function parsePath(path: string): Segment[] | null {
  const segments: Segment[] = []
  let i = 0
  while (i < path.length) {
    const c = path[i]!
    if (c === '.') {
      i++
    } else if (c === '[') {
      const end = path.indexOf(']', i)
      if (end < 0) return null
      const inner = path.slice(i + 1, end)
      if (inner === '*') segments.push(ANY)
      else if (/^\d+$/.test(inner)) segments.push(String(Number(inner)))
      else return null
      i = end + 1
    } else if (c === '"') {
      const end = closingQuote(path, i)
      if (end < 0) return null
      try {
        segments.push(JSON.parse(path.slice(i, end + 1)) as string)
      } catch {
        return null
      }
      i = end + 1
    } else {
      let end = i
      while (end < path.length && path[end] !== '.' && path[end] !== '[') end++
      const token = path.slice(i, end)
      segments.push(token === '*' ? ANY : token)
      i = end
    }
  }
  return segments
}

/** The index of the quote closing the JSON string that opens at `start`, or -1. */
function closingQuote(path: string, start: number): number {
  for (let i = start + 1; i < path.length; i++) {
    if (path[i] === '\\') i++
    else if (path[i] === '"') return i
  }
  return -1
}
