import type { GameState } from '@decklet/core'
import type { DoudizhuActionInit } from './actions'
import { rankIndexOfId } from './cards'
import { passActions, playActions } from './legalActions'
import type { LegalSource } from './legalCache'
import type { ResolvedDoudizhuOptions } from './options'

/**
 * @internal What a player who does not answer in time does (a runtime's timeout): pass when passing is
 * legal (no bid in the bidding, not beating the last play), else the smallest play when leading: the
 * combination whose main rank is lowest, longer ones first, bombs and then the rocket last; of equal ones,
 * the first the plugin lists. `null` when the player has no action. Reads the state only, so the same
 * state gives the same default and the game replays.
 */
export function doudizhuDefaultAction(
  state: GameState,
  playerId: string,
  options: ResolvedDoudizhuOptions,
  legal: LegalSource,
): DoudizhuActionInit | null {
  const passes = passActions(state, playerId)
  if (passes.length > 0) return passes[0]!
  let best: DoudizhuActionInit | null = null
  let bestKey: readonly number[] = []
  for (const action of playActions(state, playerId, options, legal)) {
    const key = playKey(state, action.payload.cardIds)
    if (best === null || compareKeys(key, bestKey) < 0) {
      best = action
      bestKey = key
    }
  }
  return best
}

/** How small a play is, to compare: [rocket 2 / bomb 1 / other 0, main rank, −length]. */
function playKey(state: GameState, cardIds: readonly string[]): readonly number[] {
  const counts = new Uint8Array(15)
  for (const id of cardIds) counts[rankIndexOfId(state, id)]!++
  const rocket = cardIds.length === 2 && counts[13] === 1 && counts[14] === 1
  let main = 0
  for (let r = 1; r < 15; r++) if (counts[r]! > counts[main]!) main = r
  const bomb = cardIds.length === 4 && counts[main] === 4
  return [rocket ? 2 : bomb ? 1 : 0, main, -cardIds.length]
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!
  return 0
}
