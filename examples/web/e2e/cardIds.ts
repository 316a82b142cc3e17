import { UNO_CARD_IDS } from '@decklet/plugin-uno'
import { RANKS, SUITS, standardCardId } from '@decklet/plugin-standard-deck'

/** Every UNO card id. */
export const UNO_IDS: ReadonlySet<string> = new Set(UNO_CARD_IDS)

/** Every card id of the standard deck with its two jokers. */
export const STANDARD_IDS: ReadonlySet<string> = new Set([
  ...SUITS.flatMap((s) => RANKS.map((r) => standardCardId(s.suit, r))),
  standardCardId('joker', 'red'),
  standardCardId('joker', 'black'),
])
