import type { Action } from '../actions/types'
import type { ModifierKinds } from './modifierKinds'
import type { Modifier, ModifierKind } from './types'

/** A modifier that applies to an action, with its kind. @internal */
export interface MatchedModifier {
  readonly modifier: Modifier
  readonly kind: ModifierKind
}

/**
 * Whether `modifier` applies to `action`: its type is in `appliesTo` (or that lists `'*'`), and, when set, the
 * action's `playerId` is the modifier's and its `payload.cardId` the modifier's `cardId`.
 * @internal
 */
export function appliesTo(modifier: Modifier, action: Action): boolean {
  const types = modifier.appliesTo
  if (!types.includes(action.type) && !types.includes('*')) return false
  if (modifier.playerId !== undefined && action.playerId !== modifier.playerId) return false
  if (modifier.cardId !== undefined) {
    const payload = action.payload
    if (typeof payload !== 'object' || payload === null || (payload as { cardId?: unknown }).cardId !== modifier.cardId) return false
  }
  return true
}

/**
 * The modifiers of `list` that apply to `action`, in the order they run: by their kind's `priority` (lower
 * first, default 0), then by id number, which is the order they were added. Every modifier of `list` must
 * have a registered kind, matching or not: a kind no plugin registers throws `UNKNOWN_MODIFIER_KIND`, so a
 * state a game cannot run is found at its first action, not when the odd action comes.
 * @internal
 */
export function matchingModifiers(list: readonly Modifier[], action: Action, kinds: ModifierKinds): MatchedModifier[] {
  const matched: MatchedModifier[] = []
  for (let i = 0; i < list.length; i++) {
    const modifier = list[i]!
    const kind = kinds.get(modifier.kind)
    if (appliesTo(modifier, action)) matched.push({ modifier, kind })
  }
  if (matched.length > 1) matched.sort(runOrder)
  return matched
}

function runOrder(a: MatchedModifier, b: MatchedModifier): number {
  return (a.kind.priority ?? 0) - (b.kind.priority ?? 0) || idNumber(a.modifier.id) - idNumber(b.modifier.id)
}

/** The number of an id `m<n>` (the state check makes sure every stored id has that form). @internal */
export function idNumber(id: string): number {
  return Number(id.slice(1))
}
