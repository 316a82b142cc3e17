import type { GameState } from '@decklet/core'
import type { CombinationKind, DoudizhuProfile } from './combination'
import type { Rank } from './ranks'

/** The variable holding the Dou Dizhu state (public JSON: it never names a hidden card). */
export const DOUDIZHU_VARIABLE = 'doudizhu'
/** The zone of the three face-down kitty cards (底牌), `hidden` until the landlord takes them. */
export const KITTY_ZONE_ID = 'doudizhu-kitty'
/** The public zone of every card played this deal. */
export const TABLE_ZONE_ID = 'doudizhu-table'

/** Phase of a deal: `dealing` (between deals), `bidding`, `playing`, `finished` (the match is over). */
export type DoudizhuPhase = 'dealing' | 'bidding' | 'playing' | 'finished'

/** How the landlord is chosen: `points` (叫分, 1–3), `rob` (叫地主/抢地主), `none` (the first seat). */
export type BiddingMode = 'points' | 'rob' | 'none'

/** The combination to beat in the current trick. */
export interface LastPlay {
  readonly playerId: string
  readonly cardIds: readonly string[]
  readonly ranks: readonly Rank[]
  /** Its kind under the game's profile (`null`: DouZero's detector rejects it). */
  readonly kind: CombinationKind | null
}

/** The outcome of one deal. */
export interface DealResult {
  readonly deal: number
  readonly landlordId: string
  /** `landlord` or `farmers`. */
  readonly winner: 'landlord' | 'farmers'
  readonly winnerIds: readonly string[]
  readonly multiplier: number
  readonly bombs: number
  readonly spring: boolean
  readonly antiSpring: boolean
  readonly stake: number
  readonly payoffs: Readonly<Record<string, number>>
}

/** What the plugin keeps in `variables.doudizhu`. */
export interface DoudizhuVariables {
  /** The rule profile of the game (`legalPlays` and `chooseLegalAction` follow it). */
  readonly profile: DoudizhuProfile
  readonly phase: DoudizhuPhase
  /** The current deal (1-based; 0 before the first). */
  readonly deal: number
  /** Deals in the match. */
  readonly deals: number
  /** Redeals of the current deal because nobody bid. */
  readonly redeals: number
  /** Players in seat order. */
  readonly order: readonly string[]
  /** Who spoke first in the bidding of this deal. */
  readonly firstBidder: string | null
  /** Who still speaks in the bidding, in order (the first is to speak). */
  readonly speakers: readonly string[]
  /** Bidding stage under `rob`: `call`, then `rob`, then `robBack`. */
  readonly stage: 'call' | 'rob' | 'robBack' | null
  /** Highest bid so far (points), or the rob multiplier. */
  readonly highestBid: number
  /** The highest bidder or provisional landlord. */
  readonly bidderId: string | null
  /** The first caller under `rob`. */
  readonly callerId: string | null
  /** Whether anyone robbed. */
  readonly robbed: boolean
  readonly landlordId: string | null
  /** The bid or rob multiplier the deal is played for. */
  readonly multiplier: number
  /** The kitty, once the landlord took it (shown to all). */
  readonly kitty: readonly string[]
  /** Bombs and rockets played this deal. */
  readonly bombs: number
  /** Combinations each player played this deal. */
  readonly plays: Readonly<Record<string, number>>
  readonly lastPlay: LastPlay | null
  /** Passes in a row since the last play. */
  readonly passes: number
  /** Running totals of the match. */
  readonly scores: Readonly<Record<string, number>>
  readonly results: readonly DealResult[]
}

/**
 * The Dou Dizhu variables of a state (throws when the plugin is not installed).
 *
 * @example
 * getDoudizhu(engine.getState()).landlordId
 */
export function getDoudizhu(state: Pick<GameState, 'variables'>): DoudizhuVariables {
  const v = state.variables[DOUDIZHU_VARIABLE]
  if (v === undefined || v === null || typeof v !== 'object') throw new Error('The Dou Dizhu plugin is not installed in this game')
  return v as unknown as DoudizhuVariables
}
