import {
  InvalidOptionError,
  StateDraft,
  createCard,
  createZone,
  defineVariable,
  playerHandZoneId,
  playerIdsBySeat,
  type GameContext,
  type GameState,
} from '@decklet/core'

/** The plugin's id (one __DISPLAY_NAME__ plugin per engine); also its state variable's key and its cards' `type`. */
export const __CONSTANT_NAME___PLUGIN_ID = '__PLUGIN_ID__'

/** The four suits, in the deck's order. */
export const SUITS = Object.freeze(['clubs', 'diamonds', 'hearts', 'spades'] as const)

/**
 * One of {@link SUITS}.
 *
 * @example
 * const suit: Suit = 'hearts'
 */
export type Suit = (typeof SUITS)[number]

/** The ranks of each suit, 1 (lowest) to 10 (highest). */
export const RANKS = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const)

/** Cards in the deck: every suit and rank once. */
export const DECK_SIZE = SUITS.length * RANKS.length

/** The hidden deck the hands are dealt from. */
export const DECK_ZONE_ID = 'deck'
/** The public table: the cards of the round being played, in play order. */
export const TABLE_ZONE_ID = 'table'
/** The public pile the cards of finished rounds go to. */
export const DISCARD_ZONE_ID = 'discard'

/**
 * The id of a card.
 *
 * @example
 * cardId('hearts', 7) // '__PLUGIN_ID__-hearts-7'
 */
export function cardId(suit: Suit, rank: number): string {
  return `${__CONSTANT_NAME___PLUGIN_ID}-${suit}-${rank}`
}

/** A card's fields (`state.cards[id]`, beside `id` and `type`). */
export interface __PASCAL_NAME__CardFields {
  readonly suit: Suit
  readonly rank: number
}

/**
 * The suit and rank of a card of the game.
 *
 * @example
 * cardOf(engine.getState(), cardId('hearts', 7)) // { suit: 'hearts', rank: 7 }
 */
export function cardOf(state: GameState, id: string): __PASCAL_NAME__CardFields {
  const card = state.cards[id]!
  return { suit: card.suit as Suit, rank: card.rank as number }
}

/** One card played this round. */
export interface Play {
  readonly playerId: string
  readonly cardId: string
}

/** What the plugin keeps in `state.variables['__PLUGIN_ID__']` while a game is played (JSON data, public). */
export interface __PASCAL_NAME__State {
  /** The round being played, from 1. */
  readonly round: number
  /** The cards played this round, in play order: the first one led. */
  readonly plays: readonly Play[]
  /** Rounds won, per player. */
  readonly scores: Readonly<Record<string, number>>
}

/**
 * The plugin's state variable (core's `defineVariable`): set on `GAME_STARTED`, so absent before.
 *
 * @example
 * __PASCAL_NAME__Variable.get(engine.getState())?.scores // { p1: 2, p2: 1 }
 */
export const __PASCAL_NAME__Variable = defineVariable<__PASCAL_NAME__State>(__CONSTANT_NAME___PLUGIN_ID)

/**
 * The suit led this round, or `null` when nobody has played yet.
 *
 * @example
 * leadSuit(engine.getState()) // 'hearts'
 */
export function leadSuit(state: GameState): Suit | null {
  const first = __PASCAL_NAME__Variable.get(state)?.plays[0]
  return first === undefined ? null : cardOf(state, first.cardId).suit
}

/**
 * The cards of `hand` that may be played now: those of the suit led when the hand holds one, otherwise all.
 * The rule (`rules.ts`) and the legal actions (`legalActions.ts`) both ask it, so they cannot disagree.
 *
 * @example
 * playableCards(state, state.zones['hand-p2']!.cards)
 */
export function playableCards(state: GameState, hand: readonly string[]): readonly string[] {
  const suit = leadSuit(state)
  if (suit === null) return hand
  const following = hand.filter((id) => cardOf(state, id).suit === suit)
  return following.length > 0 ? following : hand
}

/**
 * The most players a game of `rounds` rounds can deal to (each holds `rounds` of the deck's cards).
 *
 * @example
 * maxPlayers(5) // 8
 */
export function maxPlayers(rounds: number): number {
  return Math.floor(DECK_SIZE / rounds)
}

/**
 * The plugin's `setup`: checks the player count, then adds the deck (every card, unshuffled), the table, the
 * discard pile and an owner-only hand per player, in one update. Idempotent: a table that exists is kept.
 * @internal
 */
export function setupTable(ctx: GameContext, rounds: number): void {
  const ids = playerIdsBySeat(ctx.state)
  const most = maxPlayers(rounds)
  if (ids.length < 2 || ids.length > most) {
    throw new InvalidOptionError('players', ids.length, `from 2 to ${most} players with ${rounds} rounds`, { scope: __CONSTANT_NAME___PLUGIN_ID })
  }
  if (ctx.state.zones[DECK_ZONE_ID]) return
  ctx.update((state) => {
    const d = StateDraft.once(state)
    d.addZone(createZone({ id: DECK_ZONE_ID, type: 'deck', visibility: 'hidden' }))
    d.addZone(createZone({ id: TABLE_ZONE_ID, type: 'table', visibility: 'public' }))
    d.addZone(createZone({ id: DISCARD_ZONE_ID, type: 'discard', visibility: 'public' }))
    for (const id of ids) d.addZone(createZone({ id: playerHandZoneId(id), type: 'hand', ownerId: id, visibility: 'owner' }))
    for (const suit of SUITS) {
      for (const rank of RANKS) {
        d.addCard(createCard({ id: cardId(suit, rank), type: __CONSTANT_NAME___PLUGIN_ID, suit, rank }))
        d.append(DECK_ZONE_ID, cardId(suit, rank))
      }
    }
    // The context bumps the version itself: build the state at the same version, as a stateUtils update does.
    return d.build(state.version)
  })
}
