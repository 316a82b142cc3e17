/**
 * @decklet/plugin-holdem — Texas Hold'em and Omaha cash games for decklet.
 * @packageDocumentation
 */
export { HoldemPlugin, createHoldemPlugin, HOLDEM_PLUGIN_ID, HOLDEM_PLUGIN_VERSION } from './holdemPlugin'
export {
  HoldemActionTypes,
  START_HAND,
  JOIN,
  LEAVE,
  REBUY,
  SHOW,
  BETTING_ACTIONS,
  createStartHandAction,
  createBettingAction,
  createBetAction,
  createRaiseAction,
  createShowAction,
  createJoinAction,
  createLeaveAction,
  createRebuyAction,
} from './actions'
export { HoldemDenyCodes } from './denyCodes'
export { resolveHoldemOptions } from './options'
export { bettingOptions, checkBettingAction, isReopenedFor } from './betting'
export { buildPots } from './pots'
export { getHoldemState, holdemVariable, HOLDEM_VARIABLE, BOARD_ZONE_ID, MUCK_ZONE_ID } from './state'
export { checkChips, checkCards, checkTable } from './stateCheck'
export { formatHandHistory } from './handHistory'

export type { HoldemPluginApi } from './api'
export type { HoldemAction, HoldemActionInit, HoldemActionType, BettingActionType, BetPayload, JoinPayload, RebuyPayload } from './actions'
export type {
  HandStartedPayload,
  BlindPostedPayload,
  HoleCardsDealtPayload,
  StreetDealtPayload,
  ActionRequiredPayload,
  PlayerActedPayload,
  HandOverPayload,
  ShowdownPayload,
  PotAwardedPayload,
  HandEndedPayload,
  HoldemPlayerPayload,
  PlayerJoinedPayload,
  PlayerLeftPayload,
  PlayerReboughtPayload,
  SessionEndedPayload,
} from './events'
export type { HoldemDenyCode } from './denyCodes'
export type { HoldemOptions, ResolvedHoldemOptions, HoldemVariant, BettingStructure } from './options'
export type { BettingOptions, BettingDenial, AmountRange } from './betting'
export type { Pot } from './pots'
export type { HoldemState, HandSummary, HandLogEntry, PotResult, Street } from './state'
