import type { GameState } from '@decklet/core'
import type { BettingOptions, BettingOptionsCache } from './betting'
import { getHoldemState, type HoldemState } from './state'
import { potSize } from './tableQueries'

/** What `ctx.plugin('holdem')` and `engine.getPluginApi('holdem')` return. */
export interface HoldemPluginApi {
  /** The table (stacks, pot, street, button, the last hand). */
  getHoldemState(state: GameState): HoldemState
  /** The legal choices of a player with their amount ranges, `null` when it is not their turn. */
  bettingOptions(state: GameState, playerId: string): BettingOptions | null
  /** Chips in the pot, this street's bets included. */
  potSize(state: GameState): number
}

declare module '@decklet/core' {
  interface PluginApis {
    holdem: HoldemPluginApi
  }
}

/** The API of one plugin instance: its betting options come from the instance's cache. @internal */
export function createHoldemApi(cache: BettingOptionsCache): HoldemPluginApi {
  return Object.freeze({
    getHoldemState,
    bettingOptions: (state: GameState, playerId: string) => cache.get(getHoldemState(state), playerId),
    potSize: (state: GameState) => potSize(getHoldemState(state)),
  })
}
