import { InvalidArgumentError } from '../errors/errors'
import { cloneJson, findNonJson, type JsonValue } from '../state/json'
import { isRecordObject, isStringList, isWholeNumber } from '../state/stateProblems'
import type { GameState } from '../state/types'
import { defineVariable } from '../state/variables'
import type { Modifier, ModifierInit, ModifierList } from './types'

/** The variable core keeps the modifiers in: `{ next, list }` ({@link ModifierList}). @internal */
export const MODIFIERS_KEY = 'core.modifiers'

const ModifiersVar = defineVariable<ModifierList>(MODIFIERS_KEY)

const NONE: readonly Modifier[] = Object.freeze([])

/** The modifier list of `state` as stored, or `null` when it has none. @internal */
export function readModifierList(state: GameState): ModifierList | null {
  return ModifiersVar.get(state) ?? null
}

/** `state` with its modifier list replaced (version unchanged). @internal */
export function writeModifierList(state: GameState, next: number, list: readonly Modifier[]): GameState {
  return ModifiersVar.set(state, { next, list })
}

/**
 * The modifiers of `state`, in the order they were added (empty when it has none). Do not change the list.
 *
 * @example
 * const discounts = getModifiers(state).filter((m) => m.kind === 'discount')
 */
export function getModifiers(state: GameState): readonly Modifier[] {
  const stored = readModifierList(state)
  return stored === null ? NONE : stored.list
}

/**
 * Adds a modifier to `state`: pure, the version unchanged (like `stateUtils`: a handler returns the state,
 * and the engine gives it its version). The modifier gets the next id of the game (`m1`, `m2`, …). Its kind
 * is not checked here: a kind no plugin registered makes the next action fail (`UNKNOWN_MODIFIER_KIND`).
 * Throws {@link InvalidArgumentError} (argument `'modifier'`) for an init that is not a modifier: a `kind`
 * that is not a non-empty string, an empty or non-string `appliesTo`, a `playerId`, `cardId` or `source`
 * that is not a string, `uses` or `turns` that are not whole numbers from 1, or `params` that are not JSON.
 *
 * @returns the next state and the modifier as stored.
 * @example
 * const { state: next, modifier } = addModifier(state, { kind: 'half-rent', appliesTo: ['PAY_RENT'], playerId: 'p2', turns: 2 })
 */
export function addModifier<TParams extends JsonValue = JsonValue>(
  state: GameState,
  init: ModifierInit<TParams>,
): { state: GameState; modifier: Modifier<TParams> } {
  const problem = initProblem(init)
  if (problem !== null) throw new InvalidArgumentError(`addModifier: ${problem}`, 'modifier')
  const stored = readModifierList(state)
  const number = stored === null ? 1 : stored.next
  const modifier = build<TParams>(`m${number}`, init)
  return { state: writeModifierList(state, number + 1, [...(stored?.list ?? NONE), modifier]), modifier }
}

/**
 * Removes the modifier `id` from `state` (no change when it has none of that id): pure, the version unchanged.
 * Removing a modifier this way emits no `MODIFIER_EXPIRED`: that event tells of a modifier that ran out.
 *
 * @example
 * next = removeModifier(next, 'm3')
 */
export function removeModifier(state: GameState, id: string): GameState {
  const stored = readModifierList(state)
  if (stored === null) return state
  const index = stored.list.findIndex((m) => m.id === id)
  if (index < 0) return state
  return writeModifierList(state, stored.next, stored.list.filter((_, i) => i !== index))
}

// A stored modifier carries only the fields that are set, so the state stays JSON (no `undefined` values).
function build<TParams extends JsonValue>(id: string, init: ModifierInit<TParams>): Modifier<TParams> {
  const m: { -readonly [K in keyof Modifier<TParams>]: Modifier<TParams>[K] } = { id, kind: init.kind, appliesTo: [...init.appliesTo] }
  if (init.playerId !== undefined) m.playerId = init.playerId
  if (init.cardId !== undefined) m.cardId = init.cardId
  if (init.params !== undefined) m.params = cloneJson(init.params)
  if (init.uses !== undefined) m.uses = init.uses
  if (init.turns !== undefined) m.turns = init.turns
  if (init.source !== undefined) m.source = init.source
  return m
}

function initProblem(init: unknown): string | null {
  if (!isRecordObject(init)) return 'the modifier must be an object'
  if (typeof init.kind !== 'string' || init.kind === '') return 'kind must be a non-empty string'
  if (!isStringList(init.appliesTo) || init.appliesTo.length === 0) return 'appliesTo must be a non-empty list of action types'
  for (const field of ['playerId', 'cardId', 'source'] as const) {
    if (init[field] !== undefined && typeof init[field] !== 'string') return `${field} must be a string`
  }
  for (const field of ['uses', 'turns'] as const) {
    if (init[field] !== undefined && !isWholeNumber(init[field], 1)) return `${field} must be a whole number from 1`
  }
  if (init.params !== undefined) {
    const nonJson = findNonJson(init.params, 'params')
    if (nonJson !== null) return `${nonJson} is not JSON data`
  }
  return null
}
