/**
 * @decklet/plugin-holdem — Texas Hold'em and Omaha cash games for decklet.
 * @packageDocumentation
 */
export {
  HoldemPlugin,
  createHoldemPlugin,
  HOLDEM_PLUGIN_ID,
  HOLDEM_PLUGIN_VERSION,
  START_HAND,
  JOIN,
  LEAVE,
  REBUY,
  SHOW,
  BETTING_ACTIONS,
} from './holdemPlugin'
export { resolveHoldemOptions } from './options'
export { bettingOptions, checkBettingAction, isReopenedFor } from './betting'
export { buildPots } from './pots'
export { getTable, checkChips, checkCards, HOLDEM_VARIABLE } from './table'
export { BOARD_ZONE_ID, MUCK_ZONE_ID } from './hand'
export { formatHandHistory } from './handHistory'

export type { HoldemApi, BetPayload, JoinPayload, RebuyPayload } from './holdemPlugin'
export type { HoldemOptions, ResolvedHoldemOptions, HoldemVariant, BettingStructure } from './options'
export type { BettingOptions, BettingActionType, BettingDenial, AmountRange } from './betting'
export type { Pot } from './pots'
export type { HoldemTable, HandSummary, HandLogEntry, PotResult, Street } from './table'
