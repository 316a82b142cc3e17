/** A suit of the French deck. */
export interface Suit {
  readonly suit: 'clubs' | 'diamonds' | 'hearts' | 'spades'
  readonly symbol: '♣' | '♦' | '♥' | '♠'
  readonly color: 'black' | 'red'
}

/** The four suits, in bridge order (clubs, diamonds, hearts, spades). */
export const SUITS: readonly Suit[] = Object.freeze([
  Object.freeze({ suit: 'clubs', symbol: '♣', color: 'black' }),
  Object.freeze({ suit: 'diamonds', symbol: '♦', color: 'red' }),
  Object.freeze({ suit: 'hearts', symbol: '♥', color: 'red' }),
  Object.freeze({ suit: 'spades', symbol: '♠', color: 'black' }),
] as const)

/** A rank of the French deck. */
export type Rank = '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K' | 'A'

/** The thirteen ranks, lowest first (ace high). */
export const RANKS: readonly Rank[] = Object.freeze(['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const)

/** Numeric value of a rank: 2–10 as printed, J 11, Q 12, K 13, A 14; jokers 15 (black) and 16 (red). */
export function rankValue(rank: Rank): number {
  return RANKS.indexOf(rank) + 2
}

/** The fields of a standard-deck card in state. */
export interface StandardCardFields {
  readonly type: 'standard'
  /** A suit name, or `'joker'`. */
  readonly suit: Suit['suit'] | 'joker'
  /** A rank, or `'joker'`. */
  readonly rank: Rank | 'joker'
  /** See {@link rankValue}. */
  readonly rankValue: number
  readonly color: 'black' | 'red'
  /** Which deck the card belongs to (1-based), when several are shuffled together. */
  readonly deck: number
}

/**
 * The id of a standard card: `std-${suit}-${rank}` (e.g. `std-hearts-Q`) for the
 * first deck, with `-d${n}` appended for deck n ≥ 2; jokers are `std-joker-red`
 * and `std-joker-black`.
 */
export function standardCardId(suit: Suit['suit'] | 'joker', rank: Rank | 'red' | 'black', deck = 1): string {
  return deck === 1 ? `std-${suit}-${rank}` : `std-${suit}-${rank}-d${deck}`
}
