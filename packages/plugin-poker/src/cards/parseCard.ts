import { PokerInputError } from '../errors/pokerInputError'
import { RANK_CHARS, STANDARD_RANKS, SUIT_CHARS, SUIT_NAMES } from './cardCodes'

/** Code of each two-character card, indexed by `(first char << 7) | second char`; -1 when not a card. */
const TWO_CHAR_CODES = /* @__PURE__ */ buildTwoCharCodes()

function buildTwoCharCodes(): Int8Array {
  const table = new Int8Array(128 * 128).fill(-1)
  for (let rank = 0; rank < 13; rank++) {
    for (let suit = 0; suit < 4; suit++) table[(RANK_CHARS.charCodeAt(rank) << 7) | SUIT_CHARS.charCodeAt(suit)] = rank * 4 + suit
  }
  return table
}

/**
 * The code (`rank * 4 + suit`) of a card: a two-character string (`'As'`, `'Td'`, `'2c'`; ranks
 * `23456789TJQKA` upper-case, suits `cdhs` lower-case) or a decklet standard-deck id
 * (`'std-spades-A'`, `'std-diamonds-10'`, also `'std-spades-A-d2'` of a second deck).
 * Anything else throws a {@link PokerInputError} `POKER_UNKNOWN_CARD` whose message says what is
 * wrong and, when it can tell, which card was meant.
 *
 * @example
 * parseCard('As') // 51
 * parseCard('std-diamonds-10') // 33
 * parseCard('as') // throws: Unknown card 'as': ranks are upper-case (did you mean 'As'?)
 */
export function parseCard(card: unknown): number {
  if (typeof card === 'string' && card.length === 2) {
    const first = card.charCodeAt(0)
    const second = card.charCodeAt(1)
    if ((first | second) < 128) {
      const code = TWO_CHAR_CODES[(first << 7) | second]!
      if (code >= 0) return code
    }
  }
  return parseOther(card)
}

/** Standard-deck ids, and the errors for everything that is no card. */
function parseOther(card: unknown): number {
  if (typeof card === 'string' && card.startsWith('std-')) {
    // The 52 ids of one deck are in a table built when the module loads; a later deck's id ('…-d2') is looked
    // up by its first three parts once its suffix is checked; anything else is parsed to say what is wrong.
    const code = STANDARD_ID_CODES.get(card) ?? STANDARD_ID_CODES.get(withoutDeckSuffix(card))
    return code ?? parseStandardId(card)
  }
  throw unknownCard(card)
}

/** The codes of the 52 standard-deck ids of a first deck; never changed after the module loads. */
const STANDARD_ID_CODES: ReadonlyMap<string, number> = /* @__PURE__ */ buildStandardIdCodes()

function buildStandardIdCodes(): ReadonlyMap<string, number> {
  const codes = new Map<string, number>()
  for (let rank = 0; rank < 13; rank++) {
    for (let suit = 0; suit < 4; suit++) codes.set(`std-${SUIT_NAMES[suit]!}-${STANDARD_RANKS[rank]!}`, rank * 4 + suit)
  }
  return codes
}

/** `'std-spades-A'` of `'std-spades-A-d2'`; `''` when the id has no valid deck suffix. */
function withoutDeckSuffix(id: string): string {
  const dash = id.lastIndexOf('-')
  return dash > 4 && /^-d[1-9]\d*$/.test(id.slice(dash)) ? id.slice(0, dash) : ''
}

function parseStandardId(id: string): number {
  const parts = id.split('-')
  const suit = (SUIT_NAMES as readonly string[]).indexOf(parts[1] ?? '')
  const rank = (STANDARD_RANKS as readonly string[]).indexOf(parts[2] ?? '')
  const deckOk = parts.length === 3 || (parts.length === 4 && /^d[1-9]\d*$/.test(parts[3]!))
  if (suit >= 0 && rank >= 0 && deckOk) return rank * 4 + suit
  if (parts[1] === 'joker') throw cardError(id, 'jokers are not poker cards')
  if (suit >= 0 && parts[2] === 'T') throw cardError(id, `standard-deck ids write a ten as 10 (did you mean 'std-${parts[1]}-10'?)`)
  throw cardError(id, "expected a standard-deck id such as 'std-spades-A' or 'std-hearts-10'")
}

const SUIT_SYMBOLS: Readonly<Record<string, string>> = {
  '♣': 'c', '♧': 'c', '♦': 'd', '♢': 'd', '♥': 'h', '♡': 'h', '♠': 's', '♤': 's',
}

/** The error for a card that is not one, with the likely intended card when one edit makes it valid. */
function unknownCard(card: unknown): PokerInputError {
  if (typeof card !== 'string') {
    return new PokerInputError(`Unknown card ${describe(card)}: cards are strings such as 'As' or 'std-spades-A'`, 'POKER_UNKNOWN_CARD', card)
  }
  const reasons: string[] = []
  let text = card
  if (text.trim() !== text) {
    text = text.trim()
    reasons.push('no spaces around a card')
  }
  let rank = text.slice(0, -1)
  let suit = text.slice(-1)
  if (text.length >= 2 && SUIT_SYMBOLS[suit] !== undefined) {
    suit = SUIT_SYMBOLS[suit]!
    reasons.push('write the suit as a letter (c, d, h, s)')
  }
  if (rank === '10') {
    rank = 'T'
    reasons.push('write a ten as T')
  } else if (rank.length === 1 && RANK_CHARS.includes(rank.toUpperCase()) && rank !== rank.toUpperCase()) {
    rank = rank.toUpperCase()
    reasons.push('ranks are upper-case')
  }
  if (suit.length === 1 && SUIT_CHARS.includes(suit.toLowerCase()) && suit !== suit.toLowerCase()) {
    suit = suit.toLowerCase()
    reasons.push('suits are lower-case')
  }
  const guess = rank + suit
  if (reasons.length > 0 && guess.length === 2 && RANK_CHARS.includes(rank) && SUIT_CHARS.includes(suit)) {
    return cardError(card, `${reasons.join(', ')} (did you mean '${guess}'?)`)
  }
  return cardError(card, "expected a rank (2-9, T, J, Q, K, A) then a suit (c, d, h, s), e.g. 'As', or a standard-deck id such as 'std-spades-A'")
}

function cardError(card: string, why: string): PokerInputError {
  return new PokerInputError(`Unknown card ${describe(card)}: ${why}`, 'POKER_UNKNOWN_CARD', card)
}

function describe(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value)
  return typeof value
}
