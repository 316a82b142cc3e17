import type { GameState } from '@decklet/core'
import type { UnoActionInit } from './actions'
import { playersToAct, type UnoBotOptions, type UnoLegalActions } from './legalActions'
import type { ResolvedUnoOptions } from './options'
import { getUnoState, type UnoState } from './state'

/**
 * What `engine.getPluginApi('uno')` and `ctx.plugin('uno')` return: the options the plugin plays with, its
 * state, who may act, and the fast paths of random and scripted play under the plugin's rules, which reuse
 * the plugin instance's lists and hand zone ids from call to call.
 *
 * @example
 * const uno = engine.getPluginApi('uno')
 * engine.dispatch(uno.chooseLegalAction(engine.getState(), (n) => random.int(0, n - 1))!)
 */
export interface UnoPluginApi {
  /** The options this plugin plays with, defaults filled in. */
  readonly options: ResolvedUnoOptions
  /** The UNO state of a game state ({@link getUnoState}). */
  getState(state: GameState): UnoState
  /** {@link playersToAct}: who may have a legal action now (the plugin's `actors` hook). */
  playersToAct(state: GameState): readonly string[]
  /** {@link chooseLegalAction} with this plugin's rules: one legal action, picked by index, without listing them all. */
  chooseLegalAction(state: GameState, choose: (count: number) => number, options?: Omit<UnoBotOptions, 'rules'>): UnoActionInit | null
  /** {@link listLegalActions} with this plugin's rules: the legal actions, as `engine.getLegalActions` lists them. */
  listLegalActions(state: GameState, options?: Omit<UnoBotOptions, 'rules'>): UnoActionInit[]
}

declare module '@decklet/core' {
  interface PluginApis {
    uno: UnoPluginApi
  }
}

const NO_OPTIONS: Omit<UnoBotOptions, 'rules'> = Object.freeze({})

/** The API of one plugin instance, over its options and its fast paths. @internal */
export function createUnoApi(options: ResolvedUnoOptions, legal: UnoLegalActions): UnoPluginApi {
  return Object.freeze({
    options,
    getState: getUnoState,
    playersToAct,
    chooseLegalAction: (state: GameState, choose: (count: number) => number, botOptions: Omit<UnoBotOptions, 'rules'> = NO_OPTIONS) => legal.choose(state, choose, botOptions),
    listLegalActions: (state: GameState, botOptions: Omit<UnoBotOptions, 'rules'> = NO_OPTIONS) => legal.list(state, botOptions),
  })
}
