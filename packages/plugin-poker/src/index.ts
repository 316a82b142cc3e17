/**
 * @decklet/plugin-poker — poker hands for decklet games and on their own: detection,
 * comparison and showdown resolution (Hold'em, Omaha, eight-or-better lows).
 * @packageDocumentation
 */
export { PokerRulesPlugin, POKER_RULES_PLUGIN_ID, POKER_PLUGIN_VERSION } from './plugin/pokerRulesPlugin'

export { CombinationDetector } from './detector/combinationDetector'
export { evaluateHand, evaluateOmahaHand, evaluateLowHand, evaluateOmahaLowHand } from './detector/detect'
export { Comparator, compareHands, rankOf } from './comparator/comparator'
export { describeRank, ranksOf } from './comparator/describeRank'
export { Resolver } from './resolver/resolver'
export { resolveShowdown } from './resolver/resolveShowdown'
export { splitPot } from './resolver/splitPot'

export {
  HAND_CATEGORIES,
  CATEGORY_FIRST_RANK,
  WORST_RANK,
  ROYAL_FLUSH_RANK,
  categoryOf,
  categoryIndexOf,
  handName,
} from './eval/handCategory'
export { evaluate5, evaluate6, evaluate7, evaluateCodes, preloadTables } from './eval/evaluate'
export { evaluateOmahaCodes } from './eval/omaha'
export { evaluateLowCodes, evaluateOmahaLowCodes, BEST_LOW_RANK } from './eval/lowHand'
export { tableBuildMilliseconds } from './eval/tables'

export {
  RANK_CHARS,
  SUIT_CHARS,
  SUIT_NAMES,
  STANDARD_RANKS,
  cardCode,
  rankOfCard,
  suitOfCard,
  formatCard,
  standardCardIdOf,
} from './cards/cardCodes'
export { parseCard } from './cards/parseCard'
export { cardCodes } from './cards/readCards'

export { PokerInputError } from './errors/pokerInputError'

export type { PokerRulesApi } from './plugin/api'
export type { CombinationDetectorApi } from './detector/combinationDetector'
export type { HandResult, LowHandResult } from './detector/handResult'
export type { ComparatorApi, HandValue } from './comparator/comparator'
export type { ResolverApi } from './resolver/resolver'
export type { ShowdownInput, ShowdownResult, PotInput, PotAward, LowShowdown, PokerVariant } from './resolver/resolveShowdown'
export type { HandCategory } from './eval/handCategory'
export type { PokerInputErrorCode } from './errors/pokerInputError'
