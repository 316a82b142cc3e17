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
export { DOUDIZHU_VARIABLE, KITTY_ZONE_ID, TABLE_ZONE_ID, getDoudizhu } from './doudizhuState'
export { DoudizhuPlugin, createDoudizhuPlugin, createDoudizhuPlugins } from './doudizhuPlugin'
export {
  createDealAction,
  createBidAction,
  createPassAction,
  createPlayAction,
  DEAL,
  BID,
  PASS,
  PLAY,
  DOUDIZHU_DENY_CODES,
  DOUDIZHU_PLUGIN_VERSION,
} from './actions'
export { legalPlays, chooseLegalAction } from './legalPlays'

export type { Rank } from './ranks'
export type { Combination, CombinationKind, DoudizhuProfile, ProfileOptions } from './combination'
export type { DealScoreInput, DealScore } from './scoring'
export type {
  DoudizhuVariables,
  DoudizhuPhase,
  BiddingMode,
  LastPlay,
  DealResult,
} from './doudizhuState'
export type { DoudizhuOptions, DoudizhuAction } from './doudizhuPlugin'
export type { BidPayload, PlayPayload, DealPayload } from './actions'
