/**
 * @decklet/plugin-turn — turn order for decklet games.
 * @packageDocumentation
 */
export { TurnPlugin, createTurnPlugin, TURN_PLUGIN_VERSION } from './turnPlugin'
export { resolveTurnOptions } from './options'
export { TurnActionTypes, END_TURN, createEndTurnAction } from './actions'
export { TurnDeny } from './denyCodes'
export { TurnVariables, DIRECTION_VARIABLE, SKIP_VARIABLE, getDirection } from './state'
export { nextPlayerId } from './turnOrder'

export type { TurnOptions, ResolvedTurnOptions, FirstPlayer } from './options'
export type { TurnActionType, EndTurnPayload, EndTurnAction, TurnAction } from './actions'
export type { TurnEventPayload } from './events'
export type { TurnDenyCode } from './denyCodes'
export type { TurnDirection } from './state'
