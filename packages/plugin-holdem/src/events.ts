import type { BettingActionType } from './actions'
import type { HandSummary, PotResult, Street } from './state'

/*
 * The events of Hold'em, declared in core's `DeckletEvents` so that `engine.subscribe('PLAYER_ACTED', (e) =>
 * e.payload.action)` is typed. The payloads are what the hand's flow (`hand.ts`), the handlers (`handlers.ts`) and
 * the settling (`settle.ts`) emit.
 */

/** Payload of `HAND_STARTED`. */
export interface HandStartedPayload {
  readonly handNumber: number
  readonly button: string
  /** The players dealt in, from the first seat left of the button. */
  readonly players: readonly string[]
  /** Their stacks before the blinds. */
  readonly stacks: Readonly<Record<string, number>>
}

/** Payload of `BLIND_POSTED`: an ante, a blind or a straddle, as paid (less when the stack was short). */
export interface BlindPostedPayload {
  readonly playerId: string
  readonly kind: 'ante' | 'small-blind' | 'big-blind' | 'straddle'
  readonly amount: number
  readonly allIn: boolean
}

/**
 * Payload of `HOLE_CARDS_DEALT`, visible to its owner only: a listener scoped to another viewer gets
 * `{ playerId, count }` (`redacted: true`).
 */
export interface HoleCardsDealtPayload {
  readonly playerId: string
  readonly cards: readonly string[]
}

/** Payload of `FLOP_DEALT`, `TURN_DEALT` and `RIVER_DEALT`. */
export interface StreetDealtPayload {
  /** The cards dealt on this street. */
  readonly cards: readonly string[]
  /** The whole board after them. */
  readonly board: readonly string[]
}

/** Payload of `ACTION_REQUIRED`: whose turn it is, and what they must put in to call. */
export interface ActionRequiredPayload {
  readonly playerId: string
  readonly street: Street
  readonly toCall: number
}

/** Payload of `PLAYER_ACTED`. */
export interface PlayerActedPayload {
  readonly playerId: string
  readonly action: BettingActionType
  /** Chips put in by this action. */
  readonly put: number
  /** The player's bet this street after it. */
  readonly to: number
  readonly allIn: boolean
  readonly street: Street
}

/** Payload of `HOLDEM_HAND_OVER`, on which the plugin settles the pots: whether everyone else folded. */
export interface HandOverPayload {
  readonly uncontested: boolean
}

/** Payload of `SHOWDOWN`: the board and the hands shown (the others are mucked unseen). */
export interface ShowdownPayload {
  readonly board: readonly string[]
  readonly shown: HandSummary['shown']
}

/** Payload of `POT_AWARDED`, one per pot: its chips, who could win it and what each winner took. */
export type PotAwardedPayload = PotResult

/** Payload of `HAND_ENDED`: the hand's public summary, as `lastHand` keeps it. */
export type HandEndedPayload = HandSummary

/** Payload of `SHOW_ANNOUNCED` and `PLAYER_LEAVING`: the player concerned. */
export interface HoldemPlayerPayload {
  readonly playerId: string
}

/** Payload of `PLAYER_JOINED`. */
export interface PlayerJoinedPayload {
  readonly playerId: string
  readonly stack: number
  readonly seat: number
}

/** Payload of `PLAYER_LEFT`: the player left the table with `stack`. */
export interface PlayerLeftPayload {
  readonly playerId: string
  readonly stack: number
}

/** Payload of `PLAYER_REBOUGHT`: `amount` chips added, `stack` after it. */
export interface PlayerReboughtPayload {
  readonly playerId: string
  readonly amount: number
  readonly stack: number
}

/** Payload of `SESSION_ENDED`: hands played, the final stacks and the players with the biggest. */
export interface SessionEndedPayload {
  readonly hands: number
  readonly stacks: Readonly<Record<string, number>>
  readonly winners: readonly string[]
}

declare module '@decklet/core' {
  interface DeckletEvents {
    HAND_STARTED: HandStartedPayload
    BLIND_POSTED: BlindPostedPayload
    /** A player's hole cards: visible to that player only. */
    HOLE_CARDS_DEALT: HoleCardsDealtPayload
    ACTION_REQUIRED: ActionRequiredPayload
    PLAYER_ACTED: PlayerActedPayload
    FLOP_DEALT: StreetDealtPayload
    TURN_DEALT: StreetDealtPayload
    RIVER_DEALT: StreetDealtPayload
    /** The betting of the hand is over; the plugin settles the pots on it (then `SHOWDOWN`, `POT_AWARDED`, `HAND_ENDED`). */
    HOLDEM_HAND_OVER: HandOverPayload
    SHOWDOWN: ShowdownPayload
    POT_AWARDED: PotAwardedPayload
    HAND_ENDED: HandEndedPayload
    SHOW_ANNOUNCED: HoldemPlayerPayload
    PLAYER_JOINED: PlayerJoinedPayload
    PLAYER_LEAVING: HoldemPlayerPayload
    PLAYER_LEFT: PlayerLeftPayload
    PLAYER_REBOUGHT: PlayerReboughtPayload
    SESSION_ENDED: SessionEndedPayload
  }
}
