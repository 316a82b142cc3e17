/**
 * @decklet/plugin-doudizhu — Dou Dizhu (斗地主) for decklet: combinations, legal moves (standard, RLCard and
 * DouZero profiles), bidding, play, scoring and matches.
 * @packageDocumentation
 */
export { RANKS, ACE, TWO, BLACK_JOKER, RED_JOKER, rankIndex, isRank, rankCounts, sortRanks } from './ranks'
export { classify, beats, COMBINATION_KINDS, DOUDIZHU_PROFILES } from './combination'
export { legalMoves } from './legalMoves'
export { scoreDeal } from './scoring'
export { cardRank, ranksOfCards, pickCards, cardChoices } from './cards'
export { DOUDIZHU_PROFILE_DEFAULTS, resolveDoudizhuOptions } from './options'
export { DOUDIZHU_VARIABLE, KITTY_ZONE_ID, TABLE_ZONE_ID, doudizhuVariable, getDoudizhuState } from './state'
export { DoudizhuPlugin, DOUDIZHU_PLUGIN_VERSION, createDoudizhuPlugin, createDoudizhuPlugins } from './doudizhuPlugin'
export {
  createDealAction,
  createBidAction,
  createPassAction,
  createPlayAction,
  DEAL,
  BID,
  PASS,
  PLAY,
  DoudizhuActionTypes,
} from './actions'
export { DoudizhuDenyCodes } from './denyCodes'
export { legalPlays, chooseLegalAction } from './legalActions'

export type { Rank } from './ranks'
export type { Combination, CombinationKind, DoudizhuProfile, ProfileOptions } from './combination'
export type { DealScoreInput, DealScore } from './scoring'
export type { DoudizhuOptions, ResolvedDoudizhuOptions } from './options'
export type { DoudizhuState, DoudizhuPhase, BiddingMode, LastPlay, DealResult } from './state'
export type {
  DoudizhuAction,
  DoudizhuActionInit,
  DoudizhuActionType,
  BidPayload,
  PassPayload,
  PlayPayload,
  DealPayload,
} from './actions'
export type {
  DealStartedPayload,
  CardsDealtPayload,
  BiddingFailedPayload,
  BidMadePayload,
  PassedPayload,
  LandlordChosenPayload,
  CardsPlayedPayload,
  TrickEndedPayload,
  DealEndedPayload,
  MatchEndedPayload,
} from './events'
export type { DoudizhuDenyCode } from './denyCodes'
export type { LegalPlay } from './legalActions'
export type { DoudizhuPluginApi } from './api'
