/**
 * @decklet/plugin-draw — drawing cards for decklet games.
 * @packageDocumentation
 */
export { createDrawPlugin, DrawPlugin, DRAW_PLUGIN_VERSION } from './drawPlugin'
export { resolveDrawOptions } from './options'
export type { DrawOptions, ResolvedDrawOptions } from './options'
export { DrawActionTypes, DRAW_CARD, createDrawCardAction } from './actions'
export { DrawDeny } from './denyCodes'
export { DrawVariables, DEFAULT_DRAW_ZONE_ID, RESHUFFLE_FROM_VARIABLE, PLAYER_DRAWS_VARIABLE } from './state'

export type { DrawActionType, DrawCardPayload, DrawCardAction, DrawAction } from './actions'
export type { CardDrawnPayload, DeckReshuffledPayload } from './events'
export type { DrawDenyCode } from './denyCodes'
