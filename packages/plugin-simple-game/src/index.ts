/**
 * @decklet/plugin-simple-game — the simple card game of the decklet spec.
 * @packageDocumentation
 */
export { SimpleGamePlugin, SIMPLE_GAME_PLUGIN_VERSION } from './simpleGamePlugin'
export { SimpleGameActionTypes, PLAY_CARD, createSimplePlayCardAction } from './actions'
export { SimpleGameDeny } from './denyCodes'
export { SIMPLE_GAME_TABLE_ZONE_ID, SIMPLE_GAME_HAND_SIZE } from './state'

export type {
  SimpleGameActionType,
  PlayCardPayload,
  PlayCardAction,
  SimpleGameAction,
  SimpleGameActionInit,
  SimpleGameEngineAction,
  SimpleGameEngineActionInit,
} from './actions'
export type { CardPlayedPayload, GameWonPayload } from './events'
export type { SimpleGameDenyCode } from './denyCodes'
