import type { UnoColor } from './cards'
import type { DealerDraw } from './deal'
import type { DrawReason } from './turnSteps'

/*
 * The events of UNO, declared in core's `DeckletEvents` so that `engine.subscribe('UNO_CARD_PLAYED', (e) =>
 * e.payload.cardId)` is typed. The payloads are what the flow (`flow.ts`, `sevenO.ts`, `handlers.ts`) emits.
 */

/** Payload of `UNO_DEALER_CHOSEN`: the first dealer, and every card drawn to choose them (one round per tie). */
export interface UnoDealerChosenPayload {
  readonly dealer: string
  readonly rounds: readonly (readonly DealerDraw[])[]
}

/** Payload of `UNO_HAND_STARTED`. */
export interface UnoHandStartedPayload {
  /** The hand's number in the match (1-based). */
  readonly hand: number
  readonly dealer: string
  /** The card turned up to start the discard pile. */
  readonly firstCard: string
  readonly handSize: number
}

/**
 * Payload of `UNO_CARDS_DRAWN`, visible to the drawer only: a listener scoped to another viewer gets
 * `{ playerId, count, reason }` (`redacted: true`).
 */
export interface UnoCardsDrawnPayload {
  readonly playerId: string
  /** How many cards were drawn (fewer than asked when both piles ran out). */
  readonly count: number
  readonly reason: DrawReason
  readonly cardIds: readonly string[]
}

/** Payload of `UNO_DECK_RESHUFFLED`: the discard pile became the draw pile. */
export interface UnoDeckReshuffledPayload {
  /** Cards in the new draw pile. */
  readonly count: number
}

/** Payload of `UNO_PLAYER_SKIPPED`, `UNO_DREW`, `UNO_PASSED` and `UNO_DECLARED`: the player concerned. */
export interface UnoPlayerPayload {
  readonly playerId: string
}

/** Payload of `UNO_DIRECTION_CHANGED` and `UNO_HANDS_ROTATED`: the direction of play (after the change). */
export interface UnoDirectionPayload {
  readonly direction: 1 | -1
}

/** Payload of `UNO_CARD_PLAYED`. */
export interface UnoCardPlayedPayload {
  readonly playerId: string
  readonly cardId: string
  /** The colour in play after it: the card's, or the one declared for a Wild. */
  readonly color: UnoColor
  /** Cards left in the player's hand. */
  readonly left: number
  /** Present (`true`) for a Jump-In play, out of turn. */
  readonly jumpIn?: true
}

/**
 * Payload of `UNO_HAND_SHOWN`: after a challenge, the challenged hand, visible to the challenger only (a
 * listener scoped to another viewer gets `{ owner, viewer, count }`, `redacted: true`).
 */
export interface UnoHandShownPayload {
  /** The challenged player. */
  readonly owner: string
  /** The challenger, who sees the hand. */
  readonly viewer: string
  readonly cardIds: readonly string[]
}

/** Payload of `UNO_CHALLENGED`. */
export interface UnoChallengedPayload {
  readonly challenger: string
  readonly offender: string
  /** Whether the Wild Draw Four was played illegally (the offender held a card of the colour in play). */
  readonly guilty: boolean
}

/** Payload of `UNO_COLOR_CHOSEN`: the colour declared for a first-card Wild. */
export interface UnoColorChosenPayload {
  readonly playerId: string
  readonly color: UnoColor
}

/** Payload of `UNO_CAUGHT`: `by` caught `target`, who did not call UNO and draws `penalty` cards. */
export interface UnoCaughtPayload {
  readonly by: string
  readonly target: string
  readonly penalty: number
}

/** Payload of `UNO_HANDS_SWAPPED` (Seven-O's 7): `playerId` and `target` swapped hands. */
export interface UnoHandsSwappedPayload {
  readonly playerId: string
  readonly target: string
}

/** Payload of `UNO_HAND_ENDED`. */
export interface UnoHandEndedPayload {
  readonly hand: number
  readonly winnerId: string
  /** The points of the cards left in each hand. */
  readonly points: Readonly<Record<string, number>>
  /** What the hand scored: the winner's total under `winner-takes`, else each player's points. */
  readonly scored: number | Readonly<Record<string, number>>
  /** The match's scores after the hand. */
  readonly scores: Readonly<Record<string, number>>
}

/** Payload of `UNO_MATCH_ENDED`. */
export interface UnoMatchEndedPayload {
  readonly winnerId: string
  readonly scores: Readonly<Record<string, number>>
  /** Hands played in the match. */
  readonly hands: number
}

declare module '@decklet/core' {
  interface DeckletEvents {
    /** The official high-card draw chose the first dealer (not with `firstDealer: 'random'`). */
    UNO_DEALER_CHOSEN: UnoDealerChosenPayload
    UNO_HAND_STARTED: UnoHandStartedPayload
    /** Cards drawn (dealt, drawn, a penalty): visible to the drawer only. */
    UNO_CARDS_DRAWN: UnoCardsDrawnPayload
    UNO_DECK_RESHUFFLED: UnoDeckReshuffledPayload
    UNO_PLAYER_SKIPPED: UnoPlayerPayload
    UNO_DIRECTION_CHANGED: UnoDirectionPayload
    UNO_CARD_PLAYED: UnoCardPlayedPayload
    /** A `DRAW` for the turn is done (the cards come in `UNO_CARDS_DRAWN`). */
    UNO_DREW: UnoPlayerPayload
    UNO_PASSED: UnoPlayerPayload
    /** The challenged hand: visible to the challenger only. */
    UNO_HAND_SHOWN: UnoHandShownPayload
    UNO_CHALLENGED: UnoChallengedPayload
    UNO_COLOR_CHOSEN: UnoColorChosenPayload
    UNO_DECLARED: UnoPlayerPayload
    UNO_CAUGHT: UnoCaughtPayload
    UNO_HANDS_SWAPPED: UnoHandsSwappedPayload
    UNO_HANDS_ROTATED: UnoDirectionPayload
    UNO_HAND_ENDED: UnoHandEndedPayload
    UNO_MATCH_ENDED: UnoMatchEndedPayload
  }
}
