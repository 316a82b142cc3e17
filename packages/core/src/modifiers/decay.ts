import type { EventInit } from '../events/types'
import type { GameState } from '../state/types'
import { readModifierList, writeModifierList } from './modifierState'
import type { Modifier, ModifierExpiredPayload, ModifierExpiryReason } from './types'

/** The event of a modifier removed because its uses or turns ran out (payload {@link ModifierExpiredPayload}). */
export const MODIFIER_EXPIRED = 'MODIFIER_EXPIRED'

/** What {@link decayModifiers} made of an action's next state. @internal */
export interface Decayed {
  readonly state: GameState
  /** A `MODIFIER_EXPIRED` event per modifier removed, in list order (empty when none was). */
  readonly expired: readonly EventInit[]
}

const NO_EVENTS: readonly EventInit[] = Object.freeze([])

/**
 * The last stage of an action's command bus, on the next state (after the `after` modifiers):
 *
 * 1. consumption: each modifier of `acted` (matched, and did not `skip()`) that has `uses` loses one;
 * 2. turn decay: when `next.turn` is greater than `previous.turn`, each modifier with `turns` loses one —
 *    one with a `playerId` only when the turn that ended was that player's (`previous.currentPlayerId`);
 *    once per action, however far the turn moved. A modifier added by this very action decays with the
 *    others: it was there when the turn ended;
 * 3. removal of the modifiers at 0, each with a `MODIFIER_EXPIRED` event (reason `'uses'` when its uses ran
 *    out, else `'turns'`).
 *
 * A modifier the action removed is not there to decay; the id counter is kept, so ids are never reused.
 * Returns `next` itself when nothing changed.
 * @internal
 */
export function decayModifiers(previous: GameState, next: GameState, acted: readonly string[]): Decayed {
  const stored = readModifierList(next)
  if (stored === null) return { state: next, expired: NO_EVENTS }
  const turnEnded = next.turn > previous.turn
  const endedFor = previous.currentPlayerId
  let changed = false
  const kept: Modifier[] = []
  let expired: EventInit[] | null = null
  for (const m of stored.list) {
    const usesLeft = m.uses !== undefined && acted.includes(m.id) ? m.uses - 1 : m.uses
    const turnsLeft = m.turns !== undefined && turnEnded && (m.playerId === undefined || m.playerId === endedFor) ? m.turns - 1 : m.turns
    if (usesLeft === m.uses && turnsLeft === m.turns) {
      kept.push(m)
      continue
    }
    changed = true
    const now: Modifier = { ...m, ...(usesLeft !== undefined && { uses: usesLeft }), ...(turnsLeft !== undefined && { turns: turnsLeft }) }
    const reason: ModifierExpiryReason | null = usesLeft === 0 ? 'uses' : turnsLeft === 0 ? 'turns' : null
    if (reason === null) kept.push(now)
    else (expired ??= []).push(expiredEvent(now, reason))
  }
  if (!changed) return { state: next, expired: NO_EVENTS }
  return { state: writeModifierList(next, stored.next, kept), expired: expired ?? NO_EVENTS }
}

function expiredEvent(modifier: Modifier, reason: ModifierExpiryReason): EventInit {
  const payload: ModifierExpiredPayload = { modifier, reason }
  return { type: MODIFIER_EXPIRED, payload }
}
