/**
 * @decklet/plugin-uno — UNO for decklet: the official game, every common house rule as an option, and RLCard's profile.
 * @packageDocumentation
 */
import './api'

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
} from './actions'
export { UnoDenyCodes } from './denyCodes'
export { matchesTop } from './legality'
export { UNO_VARIABLE, unoVariable, DRAW_PILE, DISCARD_PILE, getUnoState, handZoneId, seatAfter } from './state'
export { redactUnoView, redactUnoEvent } from './redact'
export { playersToAct, chooseLegalAction, listLegalActions } from './legalActions'

export type { UnoPluginApi } from './api'
export type { UnoOptions, ResolvedUnoOptions, UnoProfile } from './options'
export type { UnoColor, UnoCard, UnoCardKind } from './cards'
export type { UnoAction, UnoActionType, UnoActionInit, UnoPlayPayload, UnoChooseColorPayload, UnoCatchUnoPayload } from './actions'
export type { UnoDenyCode } from './denyCodes'
export type { UnoState, UnoPhase, UnoCallWindow, PendingChallenge } from './state'
export type { DealerDraw } from './deal'
export type { DrawReason } from './turnSteps'
export type {
  UnoDealerChosenPayload,
  UnoHandStartedPayload,
  UnoCardsDrawnPayload,
  UnoDeckReshuffledPayload,
  UnoPlayerPayload,
  UnoDirectionPayload,
  UnoCardPlayedPayload,
  UnoHandShownPayload,
  UnoChallengedPayload,
  UnoColorChosenPayload,
  UnoCaughtPayload,
  UnoHandsSwappedPayload,
  UnoHandEndedPayload,
  UnoMatchEndedPayload,
} from './events'
export type { UnoBotOptions } from './legalActions'
