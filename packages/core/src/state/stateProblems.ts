/*
 * Small helpers for plugins' state checks (`ctx.addStateCheck`): a check runs after every top-level dispatch in
 * checked modes, so a valid state must cost no allocation. Problems go into a list made on the first one.
 */

/**
 * `list` with `problem` added; the list is made on the first problem, so a check of a valid state allocates
 * nothing.
 *
 * @example
 * let problems: string[] | null = null
 * if (!isWholeNumber(uno.hand, 1)) problems = addProblem(problems, `uno: hand is ${describeForProblem(uno.hand)}`)
 * return problems ?? []
 */
export function addProblem(list: string[] | null, problem: string): string[] {
  if (list === null) return [problem]
  list.push(problem)
  return list
}

/**
 * A whole number (a safe integer) from `min`.
 *
 * @example
 * isWholeNumber(3, 1) // true
 * isWholeNumber(1.5) // false
 */
export function isWholeNumber(value: unknown, min = 0): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min
}

/**
 * An object that is neither `null` nor a list (a record of the state's JSON).
 *
 * @example
 * isRecordObject({ a: 1 }) // true
 * isRecordObject([1]) // false
 */
export function isRecordObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A list of strings (card or player ids).
 *
 * @example
 * isStringList(['p1', 'p2']) // true
 */
export function isStringList(value: unknown): value is readonly string[] {
  if (!Array.isArray(value)) return false
  for (let i = 0; i < value.length; i++) if (typeof value[i] !== 'string') return false
  return true
}

/**
 * A value as a state check's problem names it: strings quoted, lists and objects by kind, anything else as
 * `String` prints it (so a problem never copies a whole record into its text).
 *
 * @example
 * describeForProblem('banana') // '"banana"'
 * describeForProblem([1, 2]) // 'a list'
 */
export function describeForProblem(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object' && value !== null) return 'an object'
  return String(value)
}
