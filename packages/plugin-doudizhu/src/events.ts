import type { CombinationKind } from './combination'
import type { Rank } from './ranks'
import type { DealResult } from './state'

/*
 * The events of Dou Dizhu, declared in core's `DeckletEvents` so that `engine.subscribe('CARDS_PLAYED', (e) =>
 * e.payload.kind)` is typed. The payloads are what the handlers (`handlers.ts`) emit.
 */

/** Payload of `DEAL_STARTED`. */
export interface DealStartedPayload {
  /** The deal's number in the match (1-based; a redeal keeps it). */
  readonly deal: number
  /** Redeals of this deal so far, this one included (0 for a first deal). */
  readonly redeal: number
  /** Who speaks first in the bidding. */
  readonly firstBidder: string
}

/**
 * Payload of `CARDS_DEALT`, one per player, visible to that player only: a listener scoped to another viewer
 * gets `{ playerId, count }` (`redacted: true`).
 */
export interface CardsDealtPayload {
  readonly playerId: string
  readonly cardIds: readonly string[]
}

/** Payload of `BIDDING_FAILED`: nobody bid, the deal is dealt again. */
export interface BiddingFailedPayload {
  readonly deal: number
  /** Redeals of this deal so far (0: the failed bidding followed its first dealing). */
  readonly redeal: number
}

/**
 * Payload of `BID_MADE`: a points bid (`amount`, 1–3), or under `rob` bidding a call or a rob with the
 * multiplier it sets. Narrow with `'amount' in payload`.
 */
export type BidMadePayload =
  | { readonly playerId: string; readonly amount: number }
  | { readonly playerId: string; readonly call: 'call' | 'rob'; readonly multiplier: number }

/** Payload of `BID_PASSED` and `PLAYER_PASSED`: the player who passed. */
export interface PassedPayload {
  readonly playerId: string
}

/** Payload of `LANDLORD_CHOSEN`: the landlord takes the kitty, shown to everyone. */
export interface LandlordChosenPayload {
  readonly landlordId: string
  /** The bid or rob multiplier the deal is played for. */
  readonly multiplier: number
  readonly kitty: readonly string[]
  readonly kittyRanks: readonly (Rank | null)[]
}

/** Payload of `CARDS_PLAYED`. */
export interface CardsPlayedPayload {
  readonly playerId: string
  readonly cardIds: readonly string[]
  /** The cards' ranks, lowest first. */
  readonly ranks: readonly Rank[]
  /** The combination under the game's profile (`null`: DouZero's detector rejects it). */
  readonly kind: CombinationKind | null
  /** Cards left in the player's hand. */
  readonly remaining: number
}

/** Payload of `TRICK_ENDED`: both others passed; `leaderId` leads the next trick. */
export interface TrickEndedPayload {
  readonly leaderId: string
}

/** Payload of `DEAL_ENDED`: the deal's result and the match's scores after it. */
export interface DealEndedPayload extends DealResult {
  readonly scores: Readonly<Record<string, number>>
}

/** Payload of `MATCH_ENDED`. */
export interface MatchEndedPayload {
  readonly scores: Readonly<Record<string, number>>
  /** The players with the best score. */
  readonly winnerIds: readonly string[]
  /** Deals played. */
  readonly deals: number
}

declare module '@decklet/core' {
  interface DeckletEvents {
    DEAL_STARTED: DealStartedPayload
    /** A player's 17 cards: visible to that player only. */
    CARDS_DEALT: CardsDealtPayload
    BIDDING_FAILED: BiddingFailedPayload
    BID_MADE: BidMadePayload
    BID_PASSED: PassedPayload
    LANDLORD_CHOSEN: LandlordChosenPayload
    CARDS_PLAYED: CardsPlayedPayload
    PLAYER_PASSED: PassedPayload
    TRICK_ENDED: TrickEndedPayload
    DEAL_ENDED: DealEndedPayload
    MATCH_ENDED: MatchEndedPayload
  }
}
