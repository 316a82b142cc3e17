import { DeckletError } from '@decklet/core'

/** What was wrong with the input of a poker function. */
export type PokerInputErrorCode =
  /** Not a card: a misspelling, a lower-case rank, an upper-case suit, `10` for `T`, a joker. */
  | 'POKER_UNKNOWN_CARD'
  /** The same card twice (in one hand, or on the board and in a hand). */
  | 'POKER_DUPLICATE_CARD'
  /** Too few or too many cards, hands or players for what was asked. */
  | 'POKER_CARD_COUNT'
  /** Pot sizes, eligibility or odd-chip order that make no sense. */
  | 'POKER_BAD_POT'
  /** Anything else that is not of the expected shape (a card that is not a string, an unknown variant). */
  | 'POKER_BAD_INPUT'

/**
 * Thrown for every bad input of `@decklet/plugin-poker`: nothing is guessed and
 * no wrong answer is returned. Branch on {@link PokerInputError.code}; `card` is
 * the offending card when there is one.
 *
 * @example
 * try {
 *   evaluateHand(['As', 'Ks', 'Qs', 'Js', '10s'])
 * } catch (error) {
 *   if (error instanceof PokerInputError) console.log(error.code, error.message)
 *   // POKER_UNKNOWN_CARD Unknown card '10s': write a ten as T (did you mean 'Ts'?)
 * }
 */
export class PokerInputError extends DeckletError {
  declare readonly code: PokerInputErrorCode

  constructor(
    message: string,
    code: PokerInputErrorCode,
    /** The card the error is about, when there is one. */
    public readonly card?: unknown,
  ) {
    super(message, code)
    this.name = 'PokerInputError'
  }
}
