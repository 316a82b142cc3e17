import { PokerInputError } from '../errors/pokerInputError'
import { parseCard } from './parseCard'

/**
 * The cards read so far by {@link readCards}, to find a card given twice (in one
 * group or across groups: the board and every hand of a showdown).
 *
 * @internal
 */
export interface CardsSeen {
  /** Bit `code` set for codes 0–31. */
  low: number
  /** Bit `code - 32` set for codes 32–51. */
  high: number
  /** The groups read so far, to name the first copy of a duplicate. */
  readonly groups: (readonly unknown[])[]
}

/** @internal */
export function createCardsSeen(): CardsSeen {
  return { low: 0, high: 0, groups: [] }
}

/**
 * Parses a group of `min` to `max` cards into codes, throwing a `PokerInputError`
 * for a bad count (`POKER_CARD_COUNT`), a card that is not one (`POKER_UNKNOWN_CARD`)
 * or a card already seen in this or an earlier group (`POKER_DUPLICATE_CARD`).
 * `what` names the group in messages ("a hand", "the board").
 *
 * @internal
 */
export function readCards(
  cards: unknown,
  what: string,
  min: number,
  max: number,
  seen: CardsSeen,
  out: number[] | Int32Array = [],
): number[] | Int32Array {
  if (!Array.isArray(cards)) throw new PokerInputError(`${capitalize(what)} must be an array of cards, got ${typeof cards}`, 'POKER_BAD_INPUT')
  const count = cards.length
  if (count < min || count > max) {
    const wanted = min === max ? `${min}` : `${min} to ${max}`
    throw new PokerInputError(`${capitalize(what)} needs ${wanted} cards, got ${count}`, 'POKER_CARD_COUNT')
  }
  for (let i = 0; i < count; i++) {
    const code = parseCard(cards[i])
    if (code < 32) {
      const bit = 1 << code
      if ((seen.low & bit) !== 0) throw duplicate(cards, i, code, what, seen)
      seen.low |= bit
    } else {
      const bit = 1 << (code - 32)
      if ((seen.high & bit) !== 0) throw duplicate(cards, i, code, what, seen)
      seen.high |= bit
    }
    out[i] = code
  }
  seen.groups.push(cards)
  return out
}

/**
 * The codes of distinct cards (strings such as `'As'` or standard-deck ids), checked:
 * the way into the unchecked integer path (`evaluate7` and friends).
 *
 * @example
 * const codes = cardCodes(['As', 'Kd', 'std-clubs-7', '7d', '2h', 'Js', '9s'])
 * evaluateCodes(codes) === evaluateHand(['As', 'Kd', '7c', '7d', '2h', 'Js', '9s']).rank // true
 */
export function cardCodes(cards: readonly string[]): number[] {
  return readCards(cards, 'the cards', 0, 52, createCardsSeen()) as number[]
}

function duplicate(cards: readonly unknown[], index: number, code: number, what: string, seen: CardsSeen): PokerInputError {
  const card = cards[index]
  const earlier = [...seen.groups, cards.slice(0, index)].flat().find((other) => parseCard(other) === code)
  const same = earlier === card ? '' : ` (the same card as '${String(earlier)}')`
  return new PokerInputError(`Duplicate card '${String(card)}' in ${what}${same}`, 'POKER_DUPLICATE_CARD', card)
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
