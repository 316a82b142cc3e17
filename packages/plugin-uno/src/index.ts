/**
 * @decklet/plugin-uno — UNO for decklet: the official game, every common house rule as an option, and RLCard's profile.
 * @packageDocumentation
 */
export { UnoPlugin, createUnoPlugin, UNO_PLUGIN_VERSION, UNO_PLUGIN_ID } from './unoPlugin'
export { OFFICIAL_UNO_OPTIONS, RLCARD_UNO_OPTIONS, resolveUnoOptions } from './options'
export {
  UNO_COLORS,
  UNO_CARD_TYPE,
  UNO_CARD_IDS,
  createUnoDeck,
  unoCardId,
  getUnoCard,
  cardFace,
  cardPoints,
  sameCardKey,
  handPoints,
} from './cards'
export {
  UnoActionTypes,
  createPlayAction,
  createDrawAction,
  createPassAction,
  createAcceptAction,
  createChallengeAction,
  createChooseColorAction,
  createDeclareUnoAction,
  createCatchUnoAction,
} from './actionCreators'
export { UnoDenyCodes, matchesTop } from './legality'
export { UNO_VARIABLE, DRAW_PILE, DISCARD_PILE, getUnoState, handZoneId, seatAfter } from './unoState'
export { redactUnoView, redactUnoEvent } from './redact'
export { playersToAct } from './playersToAct'
export { chooseLegalAction, listLegalActions } from './bots'

export type { UnoPluginApi } from './unoPlugin'
export type { UnoOptions, UnoPluginOptions, UnoProfile } from './options'
export type { UnoColor, UnoCard, UnoCardKind } from './cards'
export type { UnoAction, UnoActionType, UnoPlayPayload } from './actionCreators'
export type { UnoDenyCode } from './legality'
export type { UnoState, UnoPhase, UnoCallWindow, PendingChallenge } from './unoState'
export type { DrawReason, DealerDraw } from './flow'
export type { UnoBotOptions, UnoActionInit } from './bots'
