import { version as packageVersion } from '../package.json'
import type { ActionInit } from '@decklet/core'

/** This package's version, which the plugin reports. */
export const DOUDIZHU_PLUGIN_VERSION: string = packageVersion

/**
 * Deals the cards. The game deals the first deal and redeals by itself; between the deals of a match the next
 * dealer — the player to bid first — deals, so that the end of a deal and the next deal are two steps.
 */
export const DEAL = 'DEAL'
/** A bid: `{ amount: 1 | 2 | 3 }` under points bidding; a call or a rob (payload `{}`) under `rob`. */
export const BID = 'BID'
/** No bid (or no rob) during the bidding; no play over the trick's last combination. */
export const PASS = 'PASS'
/** Plays cards: `{ cardIds }` from the player's hand, a combination that beats the trick's last one. */
export const PLAY = 'PLAY'

/**
 * The stable deny codes of the plugin's rules.
 *
 * @example
 * engine.dispatch(createPassAction('p1')).denyCode === DOUDIZHU_DENY_CODES.LEADER_CANNOT_PASS
 */
export const DOUDIZHU_DENY_CODES = Object.freeze({
  /** The match is over. */
  GAME_OVER: 'GAME_OVER',
  /** No such player in the game. */
  UNKNOWN_PLAYER: 'UNKNOWN_PLAYER',
  /** A bid outside the bidding, a play outside the play, a deal while a deal runs. */
  WRONG_PHASE: 'WRONG_PHASE',
  /** Someone else is to speak or play. */
  NOT_YOUR_TURN: 'NOT_YOUR_TURN',
  /** A points bid that is not 1, 2 or 3. */
  BAD_BID: 'BAD_BID',
  /** A points bid not higher than the highest bid. */
  BID_TOO_LOW: 'BID_TOO_LOW',
  /** The leader of a trick must play. */
  LEADER_CANNOT_PASS: 'LEADER_CANNOT_PASS',
  /** `PLAY` without a non-empty `cardIds` list of strings. */
  BAD_PAYLOAD: 'BAD_PAYLOAD',
  /** A card listed twice. */
  DUPLICATE_CARD: 'DUPLICATE_CARD',
  /** A card the player does not hold. */
  NOT_IN_HAND: 'NOT_IN_HAND',
  /** The cards are no combination (of the game's profile). */
  NOT_A_COMBINATION: 'NOT_A_COMBINATION',
  /** A combination that does not beat the trick's last one. */
  DOES_NOT_BEAT: 'DOES_NOT_BEAT',
} as const)

/** Options of {@link createDoudizhuPlugin}. */
/** Payload of {@link BID}. */
export interface BidPayload {
  /** 1, 2 or 3 under points bidding; absent under `rob`. */
  amount?: number
}

/** Payload of {@link PLAY}. */
export interface PlayPayload {
  cardIds: string[]
}

/** Payload of {@link DEAL}. */
export interface DealPayload {
  /** The same deal again because nobody bid. */
  redeal?: boolean
}

/**
 * The next deal of a match, dealt by the player to act between deals (the next first bidder).
 *
 * @example
 * engine.dispatch(createDealAction(engine.getState().currentPlayerId!))
 */
export function createDealAction(playerId: string): ActionInit<typeof DEAL, DealPayload> {
  return { type: DEAL, playerId, payload: {} }
}

/**
 * A bid (points: 1–3) or, without an amount, a call or rob under `rob` bidding.
 *
 * @example
 * engine.dispatch(createBidAction('p2', 3))
 */
export function createBidAction(playerId: string, amount?: number): ActionInit<typeof BID, BidPayload> {
  return { type: BID, playerId, payload: amount === undefined ? {} : { amount } }
}

/**
 * A pass (no bid during the bidding, no play during a trick).
 *
 * @example
 * engine.dispatch(createPassAction('p3'))
 */
export function createPassAction(playerId: string): ActionInit<typeof PASS, Record<string, never>> {
  return { type: PASS, playerId, payload: {} }
}

/**
 * Plays cards from the player's hand.
 *
 * @example
 * engine.dispatch(createPlayAction('p1', ['std-hearts-3', 'std-spades-3']))
 */
export function createPlayAction(playerId: string, cardIds: readonly string[]): ActionInit<typeof PLAY, PlayPayload> {
  return { type: PLAY, playerId, payload: { cardIds: [...cardIds] } }
}
