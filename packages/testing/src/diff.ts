import type { StateDifference } from '@decklet/core'
import { compareStates, type CompareStatesOptions } from './compareStates'
import { shortJson } from './internal/describe'

/**
 * Options of {@link formatDifferences}.
 *
 * @example
 * formatDifferences(differences, { labels: ['before', 'after'], maxLines: 10 })
 */
export interface FormatDifferencesOptions {
  /** Names of the first and second value on each line (default `['expected', 'actual']`). */
  labels?: readonly [string, string]
  /** Most differences to print; the rest are counted in a last line (default 50). */
  maxLines?: number
  /** Longest JSON shown for one value before it is cut with `…` (default 80). */
  maxValueLength?: number
  /** Put in front of every line (default `''`). */
  indent?: string
}

/**
 * Options of {@link diffStates}: what to compare (those of {@link compareStates}:
 * `ignorePaths` patterns, `maxDifferences`) and how to print it.
 *
 * @example
 * diffStates(expected, actual, { ignorePaths: ['version'], labels: ['before', 'after'] })
 */
export interface DiffStatesOptions extends CompareStatesOptions, FormatDifferencesOptions {}

const ABSENT = '(absent)'

/**
 * Prints the differences found by {@link compareStates} (or core's), one line per
 * difference: its path, then both values as short JSON (`(absent)` for a value
 * that is not there). Returns `''` for no differences.
 *
 * @example
 * const { differences } = compareStates(expected, engine.getState())
 * console.log(formatDifferences(differences))
 * // zones.discard.cards[0]: expected "c1", actual "c7"
 * // variables.score: expected 3, actual (absent)
 */
export function formatDifferences(differences: readonly StateDifference[], options: FormatDifferencesOptions = {}): string {
  const [left, right] = options.labels ?? ['expected', 'actual']
  const maxLines = options.maxLines ?? 50
  const maxValue = options.maxValueLength ?? 80
  const indent = options.indent ?? ''
  const show = (v: unknown): string => (v === undefined ? ABSENT : shortJson(v, maxValue))
  const lines = differences
    .slice(0, maxLines)
    .map((d) => `${indent}${d.path === '' ? '(root)' : d.path}: ${left} ${show(d.a)}, ${right} ${show(d.b)}`)
  const rest = differences.length - lines.length
  if (rest > 0) lines.push(`${indent}… and ${rest} more difference${rest === 1 ? '' : 's'}`)
  return lines.join('\n')
}

/**
 * Compares two states (or any JSON values) with {@link compareStates} (core's,
 * skipping `ignorePaths` as patterns) and prints the differences with
 * {@link formatDifferences}: `''` when they are equal. The first argument is the
 * expected value.
 *
 * @example
 * const diff = diffStates(expectedState, engine.getState(), { ignorePaths: ['version'] })
 * if (diff !== '') throw new Error(`states differ:\n${diff}`)
 */
export function diffStates(expected: unknown, actual: unknown, options: DiffStatesOptions = {}): string {
  const compareOptions: CompareStatesOptions = {}
  if (options.ignorePaths !== undefined) compareOptions.ignorePaths = options.ignorePaths
  if (options.maxDifferences !== undefined) compareOptions.maxDifferences = options.maxDifferences
  return formatDifferences(compareStates(expected, actual, compareOptions).differences, options)
}
