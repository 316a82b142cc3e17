/**
 * @decklet/plugin-standard-deck — the 52-card French deck as a decklet plugin.
 * @packageDocumentation
 */
export { StandardDeckPlugin, createStandardDeckPlugin, STANDARD_DECK_PLUGIN_VERSION } from './standardDeckPlugin'
export { resolveStandardDeckOptions } from './options'
export { StandardDeckActionTypes, SHUFFLE, createShuffleAction } from './actions'
export { StandardDeckDeny } from './denyCodes'
export { STANDARD_DECK_ZONE_ID } from './deck'
export { SUITS, RANKS, rankValue, standardCardId } from './cards'

export type { StandardDeckOptions, ResolvedStandardDeckOptions } from './options'
export type { StandardDeckActionType, ShufflePayload, ShuffleAction, StandardDeckAction } from './actions'
export type { DeckShuffledPayload } from './events'
export type { StandardDeckDenyCode } from './denyCodes'
export type { Suit, Rank, StandardCardFields } from './cards'
