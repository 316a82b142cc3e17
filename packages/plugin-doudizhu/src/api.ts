import type { GameState } from '@decklet/core'
import type { DoudizhuActionInit } from './actions'
import { chooseLegalActionFrom, legalPlaysFrom, type LegalPlay } from './legalActions'
import type { LegalSource } from './legalCache'
import type { ResolvedDoudizhuOptions } from './options'
import { getDoudizhuState, type DoudizhuState } from './state'

/**
 * What `engine.getPluginApi('doudizhu')` and `ctx.plugin('doudizhu')` return: the options the plugin plays
 * with, its state, and the fast paths of random and scripted play under the plugin's profile, sharing the
 * plugin's cache of legal moves with its rules and `getLegalActions`.
 *
 * @example
 * const api = engine.getPluginApi('doudizhu')
 * engine.dispatch(api.chooseLegalAction(engine.getState(), pid, (n) => rng.int(0, n - 1))!)
 */
export interface DoudizhuPluginApi {
  /** The plugin's options, defaults filled in. */
  readonly options: ResolvedDoudizhuOptions
  /** The Dou Dizhu state of a game state (see `getDoudizhuState`). */
  getState(state: GameState): DoudizhuState
  /** `legalPlays(state, playerId)` under the plugin's profile. */
  legalPlays(state: GameState, playerId: string): LegalPlay[]
  /** `chooseLegalAction(state, playerId, choose)` under the plugin's profile. */
  chooseLegalAction(state: GameState, playerId: string, choose: (count: number) => number): DoudizhuActionInit | null
}

declare module '@decklet/core' {
  interface PluginApis {
    doudizhu: DoudizhuPluginApi
  }
}

/** @internal The API of one plugin instance, over its options and its cache of legal moves. */
export function createDoudizhuApi(options: ResolvedDoudizhuOptions, legal: LegalSource): DoudizhuPluginApi {
  return Object.freeze({
    options,
    getState: getDoudizhuState,
    legalPlays: (state: GameState, playerId: string) => legalPlaysFrom(state, playerId, options.profile, legal),
    chooseLegalAction: (state: GameState, playerId: string, choose: (count: number) => number) =>
      chooseLegalActionFrom(state, playerId, choose, options.profile, legal),
  })
}
