/**
 * @decklet/plugin-standard-deck — the 52-card French deck as a decklet plugin.
 * @packageDocumentation
 */
export {
  StandardDeckPlugin,
  createStandardDeckPlugin,
  STANDARD_DECK_ZONE_ID,
  STANDARD_DECK_PLUGIN_VERSION,
  SHUFFLE,
} from './standardDeckPlugin'
export { SUITS, RANKS, rankValue, standardCardId } from './cards'

export type { StandardDeckOptions, ShufflePayload } from './standardDeckPlugin'
export type { Suit, Rank, StandardCardFields } from './cards'
