/** Small value tests shared by the state checks: whole numbers of chips, plain objects, short list searches. */

/** The empty result of a check that found nothing (frozen: shared by every call). */
export const NO_PROBLEMS: readonly string[] = Object.freeze([])

/** Whether `list` holds `value` (a loop: the lists are short, and `includes` is slower on a frozen list). */
export function has(list: readonly unknown[], value: unknown): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === value) return true
  return false
}

/** The index of the first `value` in `list`, -1 when there is none. */
export function firstIndex(list: readonly unknown[], value: unknown): number {
  for (let i = 0; i < list.length; i++) if (list[i] === value) return i
  return -1
}

/** A whole number of chips from 0, counted exactly. */
export function isChips(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

/** A plain object (not null, not a list). */
export function isObject(value: unknown): value is Record<string, any> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
