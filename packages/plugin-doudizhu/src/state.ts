import { defineVariable, type GameState, type Variable } from '@decklet/core'
import type { CombinationKind, DoudizhuProfile } from './combination'
import type { Rank } from './ranks'

/** The key of the variable holding the {@link DoudizhuState} (public JSON: it never names a hidden card). */
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
export interface DoudizhuState {
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
 * The typed handle on `variables.doudizhu`: `doudizhuVariable.get(state)` (or `undefined` before the plugin's
 * setup), and `draft.get(doudizhuVariable)` / `draft.set(doudizhuVariable, next)` in a `StateDraft`.
 *
 * @example
 * doudizhuVariable.get(engine.getState())?.phase // 'bidding'
 */
export const doudizhuVariable: Variable<DoudizhuState> = defineVariable<DoudizhuState>(DOUDIZHU_VARIABLE)

/**
 * The Dou Dizhu state of a game state (or of a player's view: it is public). Throws `NotFoundError`
 * (kind `variable`) when the plugin is not installed.
 *
 * @example
 * getDoudizhuState(engine.getState()).landlordId
 */
export function getDoudizhuState(state: Pick<GameState, 'variables'>): DoudizhuState {
  return doudizhuVariable.require(state)
}

/**
 * @internal The state with a patch applied, built as one literal so that every copy has the same hidden
 * class (a spread of a copy of a copy drifts into slower shapes; this runs on every action).
 */
export function patchDoudizhuState(v: DoudizhuState, p: Partial<DoudizhuState>): DoudizhuState {
  return {
    profile: v.profile,
    phase: p.phase !== undefined ? p.phase : v.phase,
    deal: p.deal !== undefined ? p.deal : v.deal,
    deals: p.deals !== undefined ? p.deals : v.deals,
    redeals: p.redeals !== undefined ? p.redeals : v.redeals,
    order: p.order !== undefined ? p.order : v.order,
    firstBidder: p.firstBidder !== undefined ? p.firstBidder : v.firstBidder,
    speakers: p.speakers !== undefined ? p.speakers : v.speakers,
    stage: p.stage !== undefined ? p.stage : v.stage,
    highestBid: p.highestBid !== undefined ? p.highestBid : v.highestBid,
    bidderId: p.bidderId !== undefined ? p.bidderId : v.bidderId,
    callerId: p.callerId !== undefined ? p.callerId : v.callerId,
    robbed: p.robbed !== undefined ? p.robbed : v.robbed,
    landlordId: p.landlordId !== undefined ? p.landlordId : v.landlordId,
    multiplier: p.multiplier !== undefined ? p.multiplier : v.multiplier,
    kitty: p.kitty !== undefined ? p.kitty : v.kitty,
    bombs: p.bombs !== undefined ? p.bombs : v.bombs,
    plays: p.plays !== undefined ? p.plays : v.plays,
    lastPlay: p.lastPlay !== undefined ? p.lastPlay : v.lastPlay,
    passes: p.passes !== undefined ? p.passes : v.passes,
    scores: p.scores !== undefined ? p.scores : v.scores,
    results: p.results !== undefined ? p.results : v.results,
  }
}

/** @internal The state before the first deal: players in seat order, no scores yet. */
export function initialDoudizhuState(order: readonly string[], deals: number, profile: DoudizhuProfile): DoudizhuState {
  return {
    profile,
    phase: 'dealing', deal: 0, deals, redeals: 0, order, firstBidder: null, speakers: [], stage: null,
    highestBid: 0, bidderId: null, callerId: null, robbed: false, landlordId: null, multiplier: 1, kitty: [],
    bombs: 0, plays: {}, lastPlay: null, passes: 0,
    scores: Object.fromEntries(order.map((id) => [id, 0])), results: [],
  }
}

/** @internal The player after `playerId` in play order (seat order, wrapping round). */
export function nextOf(order: readonly string[], playerId: string): string {
  return order[(order.indexOf(playerId) + 1) % order.length]!
}
