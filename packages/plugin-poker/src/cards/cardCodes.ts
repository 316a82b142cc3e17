/**
 * The rank characters, lowest first: `RANK_CHARS[rank]` for ranks 0 (deuce) to 12 (ace).
 *
 * @example
 * RANK_CHARS[8] // 'T'
 */
export const RANK_CHARS = '23456789TJQKA'

/**
 * The suit characters in the standard deck's (bridge) order: clubs 0, diamonds 1, hearts 2, spades 3.
 *
 * @example
 * SUIT_CHARS.indexOf('s') // 3
 */
export const SUIT_CHARS = 'cdhs'

/** The standard deck's suit names, in the order of {@link SUIT_CHARS}. */
export const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'] as const

/** The standard deck's rank names (`std-hearts-10`), in the order of {@link RANK_CHARS}. */
export const STANDARD_RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const

/**
 * The integer code of a card, `rank * 4 + suit` (0–51): rank 0 is the deuce and 12 the ace,
 * suits as in {@link SUIT_CHARS}. The integer path (`evaluate7` and friends) takes these codes.
 *
 * @example
 * cardCode(12, 3) // 51, the ace of spades
 */
export function cardCode(rank: number, suit: number): number {
  return rank * 4 + suit
}

/**
 * The rank of a card code: 0 (deuce) to 12 (ace).
 *
 * @example
 * rankOfCard(parseCard('Td')) // 8
 */
export function rankOfCard(code: number): number {
  return code >> 2
}

/**
 * The suit of a card code: 0 clubs, 1 diamonds, 2 hearts, 3 spades.
 *
 * @example
 * suitOfCard(parseCard('Td')) // 1
 */
export function suitOfCard(code: number): number {
  return code & 3
}

/**
 * The two-character string of a card code, e.g. `'As'`, `'Td'`; the inverse of `parseCard` for strings.
 *
 * @example
 * formatCard(51) // 'As'
 */
export function formatCard(code: number): string {
  return RANK_CHARS[code >> 2]! + SUIT_CHARS[code & 3]!
}

/**
 * The decklet standard-deck id of a card code (first deck), e.g. `'std-spades-A'`, `'std-diamonds-10'`.
 *
 * @example
 * standardCardIdOf(parseCard('Td')) // 'std-diamonds-10'
 */
export function standardCardIdOf(code: number): string {
  return `std-${SUIT_NAMES[code & 3]!}-${STANDARD_RANKS[code >> 2]!}`
}
