/**
 * __PACKAGE_NAME__ — __DISPLAY_NAME__, a card game plugin for decklet.
 * @packageDocumentation
 */

export { create__PASCAL_NAME__Plugin, __PASCAL_NAME__Plugin, __CONSTANT_NAME___PLUGIN_VERSION } from './plugin'
export { resolve__PASCAL_NAME__Options } from './options'
export { __PASCAL_NAME__ActionTypes, createPlayCardAction } from './actions'
export { __PASCAL_NAME__Events } from './events'
export { __PASCAL_NAME__Deny } from './denyCodes'
export {
  __CONSTANT_NAME___PLUGIN_ID,
  __PASCAL_NAME__Variable,
  SUITS,
  RANKS,
  DECK_SIZE,
  DECK_ZONE_ID,
  TABLE_ZONE_ID,
  DISCARD_ZONE_ID,
  cardId,
  cardOf,
  leadSuit,
  playableCards,
  maxPlayers,
} from './state'
export { checkTable, __CONSTANT_NAME___STATE_CHECK } from './stateCheck'

export type { __PASCAL_NAME__Options, Resolved__PASCAL_NAME__Options } from './options'
export type { __PASCAL_NAME__ActionType, PlayCardPayload, PlayCardAction, PlayCardActionInit } from './actions'
export type { CardPlayedPayload, RoundWonPayload, GameWonPayload } from './events'
export type { __PASCAL_NAME__DenyCode } from './denyCodes'
export type { Suit, Play, __PASCAL_NAME__State, __PASCAL_NAME__CardFields } from './state'
