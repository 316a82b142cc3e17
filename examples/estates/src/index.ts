/**
 * Estates, a property-trading board game on decklet: the game's plugins (on `@decklet/plugin-phases`, with
 * core modifiers for chance cards), its bot, and what its terminal app shows. The worker session imports this
 * module by URL for the plugins (`createEstatesPhasesPlugin`, `createEstatesPlugin`) and the bots
 * (`botRegistry`).
 * @packageDocumentation
 */
export { createEstatesPlugin, createEstatesPhasesPlugin, createEstatesPlugins, ESTATES_PLUGIN_VERSION, ESTATES_PLAYERS } from './plugin/estatesPlugin'
export { resolveEstatesOptions, DEFAULT_ESTATES_OPTIONS } from './plugin/options'
export { ESTATES_BOARD, START_SQUARE, JAIL_SQUARE, advance, rentOf, squareAt, propertyAt, groupSquares } from './plugin/board'
export { CHANCE_CARDS, chanceCard, drawChance } from './plugin/chance'
export { EstatesActionTypes, createBuyAction, createDeclineAction } from './plugin/actions'
export { EstatesDeny } from './plugin/denyCodes'
export { EstatesEvents } from './plugin/events'
export { EstatesVariable, ESTATES_VARIABLE, getEstates } from './plugin/state'
export { HALF_RENT, SECOND_MOVE, HalfRentModifier, SecondMoveModifier } from './plugin/modifiers'
export { EstatesSteps, CHANCE_ANIMATION } from './plugin/steps'
export { currentOffer, offerOptions } from './plugin/legalActions'
export { offerDefault } from './plugin/defaultAction'
export { checkEstatesState, ESTATES_STATE_CHECK } from './plugin/stateCheck'
export { charge, netWorth, richest } from './plugin/money'
export { botRegistry, estatesPolicy, EstatesBotController } from './bot'
export { wantsToBuy, DEFAULT_RESERVE } from './buyPolicy'

export type { EstatesOptions, ResolvedEstatesOptions } from './plugin/options'
export type { Square, PropertySquare, ColourGroup, Owners, Move } from './plugin/board'
export type { ChanceCard, ChanceEffect, ChanceDeck } from './plugin/chance'
export type { OfferPayload, RollPayload, PayRentPayload, OfferAction } from './plugin/actions'
export type { EstatesDenyCode } from './plugin/denyCodes'
export type { RolledPayload, RentPaidPayload, ChanceAppliedPayload } from './plugin/events'
export type { EstatesState, Payment } from './plugin/state'
export type { Offer } from './plugin/legalActions'
export type { Charge } from './plugin/money'
export type { EstatesBotOptions } from './bot'
