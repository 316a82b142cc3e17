import { addProblem, describeForProblem, isRecordObject, isStringList, isWholeNumber } from '../state/stateProblems'
import type { GameState } from '../state/types'
import type { StateCheck } from '../validation/types'
import { idNumber } from './matching'
import type { ModifierKinds } from './modifierKinds'
import { MODIFIERS_KEY } from './modifierState'

/** The name of core's state check of the modifiers (its problems read `core: modifiers: …`). @internal */
export const MODIFIER_CHECK = 'core: modifiers'

const FINE: readonly string[] = Object.freeze([])
const ID = /^m[1-9][0-9]*$/

/**
 * Core's state check of `state.variables['core.modifiers']`, which checked engines whose plugins declare
 * modifier kinds run after every tick and on every restored state: absent, or `{ next, list }` with `next` a whole number from 1 and `list` a list of
 * modifiers — each an object with an id `m<n>` below `next` (ids unique), a `kind` that `kinds` registers
 * (`null`: none, so any modifier is refused), a non-empty `appliesTo` list of strings,
 * `playerId`, `cardId` and `source` strings when set, and `uses` and `turns` whole numbers from 1 when set
 * (a modifier at 0 is removed, never kept).
 * @internal
 */
export function createModifierCheck(kinds: ModifierKinds | null): StateCheck {
  return (state: GameState) => {
    const stored = state.variables[MODIFIERS_KEY]
    if (stored === undefined) return FINE
    if (!isRecordObject(stored) || !isWholeNumber(stored.next, 1) || !Array.isArray(stored.list)) {
      return [`${MODIFIERS_KEY} must be { next: a whole number from 1, list: a list }, got ${describeForProblem(stored)}`]
    }
    let problems: string[] | null = null
    const seen = new Set<string>()
    const next = stored.next
    const list: readonly unknown[] = stored.list
    for (let i = 0; i < list.length; i++) {
      const m = list[i]
      const at = `modifier ${i}`
      if (!isRecordObject(m)) {
        problems = addProblem(problems, `${at} is ${describeForProblem(m)}, not a modifier`)
        continue
      }
      if (typeof m.id !== 'string' || !ID.test(m.id) || idNumber(m.id) >= next) problems = addProblem(problems, `${at} has id ${describeForProblem(m.id)}, not m<n> with n below next (${next})`)
      else if (seen.has(m.id)) problems = addProblem(problems, `${at} has id '${m.id}', which an earlier modifier has`)
      else seen.add(m.id)
      if (typeof m.kind !== 'string') problems = addProblem(problems, `${at} has kind ${describeForProblem(m.kind)}, not a string`)
      else if (kinds === null || !kinds.has(m.kind)) problems = addProblem(problems, `${at} has kind '${m.kind}', which no plugin registers`)
      if (!isStringList(m.appliesTo) || m.appliesTo.length === 0) problems = addProblem(problems, `${at} has appliesTo ${describeForProblem(m.appliesTo)}, not a non-empty list of action types`)
      for (const field of ['playerId', 'cardId', 'source'] as const) {
        if (m[field] !== undefined && typeof m[field] !== 'string') problems = addProblem(problems, `${at} has ${field} ${describeForProblem(m[field])}, not a string`)
      }
      for (const field of ['uses', 'turns'] as const) {
        if (m[field] !== undefined && !isWholeNumber(m[field], 1)) problems = addProblem(problems, `${at} has ${field} ${describeForProblem(m[field])}, not a whole number from 1`)
      }
    }
    return problems ?? FINE
  }
}
