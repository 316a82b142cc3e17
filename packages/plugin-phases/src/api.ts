import type { GameState } from '@decklet/core'
import type { ResolvedPhasesOptions } from './options'
import { getPhasesState, getWait, type PhasesState, type PhasesWait } from './state'

/**
 * What `ctx.plugin('phases')` and `engine.getPluginApi('phases')` return: reads of the phases state for other
 * plugins, UIs and bots, and what the plugin was made with.
 *
 * @example
 * const api = engine.getPluginApi('phases')
 * api.getWait(engine.getState())?.kind // 'decision'
 */
export interface PhasesPluginApi {
  /** The phases state (round, order, stage, current player, stack, wait, skips). */
  getPhasesState(state: GameState): PhasesState
  /** What the stack waits for, or `null`. */
  getWait(state: GameState): PhasesWait | null
  /** The round's current player, or `null` between turns. */
  currentPlayer(state: GameState): string | null
  /** How many turns a player still skips. */
  skipsOf(state: GameState, playerId: string): number
  /** The phases as the plugin runs them (names and steps, extensions applied). */
  readonly phases: ResolvedPhasesOptions['phases']
  /** The decision types the plugin handles. */
  readonly decisions: readonly string[]
}

declare module '@decklet/core' {
  interface PluginApis {
    phases: PhasesPluginApi
  }
}

/** The API of one plugin instance. @internal */
export function createPhasesApi(options: ResolvedPhasesOptions): PhasesPluginApi {
  return Object.freeze({
    getPhasesState,
    getWait,
    currentPlayer: (state: GameState) => getPhasesState(state).current,
    skipsOf: (state: GameState, playerId: string) => getPhasesState(state).skips[playerId] ?? 0,
    phases: options.phases,
    decisions: options.decisions,
  })
}
