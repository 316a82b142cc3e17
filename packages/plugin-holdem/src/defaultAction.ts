import type { GameState } from '@decklet/core'
import { HoldemActionTypes, type HoldemActionInit } from './actions'
import type { BettingOptionsCache } from './betting'
import { holdemVariable } from './state'

/**
 * The plugin's `defaultAction` (a runtime's timeout): for the player to act, `CHECK` when it is free, else
 * `FOLD`; nothing for anyone else (a table action is never taken on a player's behalf). @internal
 */
export function createDefaultAction(cache: BettingOptionsCache): (state: GameState, playerId: string) => HoldemActionInit | null {
  return (state, playerId) => {
    const t = holdemVariable.get(state)
    const o = t === undefined ? null : cache.get(t, playerId)
    if (o === null) return null
    return { type: o.canCheck ? HoldemActionTypes.CHECK : HoldemActionTypes.FOLD, playerId }
  }
}
