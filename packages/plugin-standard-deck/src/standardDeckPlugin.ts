import { version as packageVersion } from '../package.json'
import {
  createAction,
  createCard,
  createZone,
  deny,
  ok,
  stateUtils,
  type ActionHandler,
  type Card,
  type GameContext,
  type GamePlugin,
  type Rule,
} from '@decklet/core'
import { RANKS, rankValue, standardCardId, SUITS } from './cards'

/** Id of the zone holding the deck. */
export const STANDARD_DECK_ZONE_ID = 'deck'

/** The action that shuffles a zone (the deck by default) with the engine's seeded random source. */
export const SHUFFLE = 'SHUFFLE'

/** Payload of {@link SHUFFLE}. */
export interface ShufflePayload {
  /** The zone to shuffle (default: {@link STANDARD_DECK_ZONE_ID}). */
  zoneId?: string
}

/** Options of {@link createStandardDeckPlugin}. */
export interface StandardDeckOptions {
  /** Add a red and a black joker to each deck (54 cards a deck). Default `false`. */
  jokers?: boolean
  /** How many decks to shuffle together (ids of deck n ≥ 2 end in `-d${n}`). Default 1. */
  decks?: number
  /** Shuffle the deck when the game starts. Default `true`. */
  shuffleOnStart?: boolean
}

/** This package's version, which the plugin reports. */
export const STANDARD_DECK_PLUGIN_VERSION: string = packageVersion

const shuffle: ActionHandler<typeof SHUFFLE, ShufflePayload> = {
  type: SHUFFLE,
  execute(action, { state, random }) {
    // Same reading as the rule: a missing (or null) payload or zoneId means the deck.
    const zoneId = (action.payload as ShufflePayload | null | undefined)?.zoneId ?? STANDARD_DECK_ZONE_ID
    const zone = state.zones[zoneId]!
    return {
      state: stateUtils.setZoneCards(state, zoneId, random.shuffle(zone.cards)),
      events: [{ type: 'DECK_SHUFFLED', payload: { zoneId, count: zone.cards.length } }],
    }
  },
}

const shuffleRule: Rule = {
  id: 'standard-deck.shuffle',
  name: 'Only the game shuffles, and only an existing zone',
  appliesTo: [SHUFFLE],
  validate({ state, action }) {
    if (action.playerId !== undefined) return deny('players cannot shuffle; the game does', 'NOT_A_PLAYER_ACTION')
    const zoneId = (action.payload as ShufflePayload | undefined)?.zoneId ?? STANDARD_DECK_ZONE_ID
    if (typeof zoneId !== 'string' || !Object.hasOwn(state.zones, zoneId)) return deny(`no zone '${String(zoneId)}' to shuffle`, 'UNKNOWN_ZONE')
    return ok()
  },
}

/** The cards of a deck configuration, in deck order: built once, frozen, shared by every game that uses it. */
interface DeckCards {
  readonly ids: readonly string[]
  readonly byId: Readonly<Record<string, Card>>
}

const DECKS = new Map<string, DeckCards>()

function deckCards(jokers: boolean, decks: number): DeckCards {
  const key = `${jokers}:${decks}`
  let deck = DECKS.get(key)
  if (deck !== undefined) return deck
  const list: Card[] = []
  for (let n = 1; n <= decks; n++) {
    for (const s of SUITS) {
      for (const r of RANKS) {
        list.push(createCard({ id: standardCardId(s.suit, r, n), type: 'standard', suit: s.suit, rank: r, rankValue: rankValue(r), color: s.color, deck: n }))
      }
    }
    if (!jokers) continue
    for (const color of ['black', 'red'] as const) {
      list.push(createCard({ id: standardCardId('joker', color, n), type: 'standard', suit: 'joker', rank: 'joker', rankValue: color === 'black' ? 15 : 16, color, deck: n }))
    }
  }
  const byId: Record<string, Card> = {}
  for (const card of list) byId[card.id] = Object.freeze(card)
  deck = Object.freeze({ ids: Object.freeze(list.map((c) => c.id)), byId: Object.freeze(byId) })
  // A handful of configurations at most in practice; the bound keeps a misuse from growing it forever.
  if (DECKS.size < 64) DECKS.set(key, deck)
  return deck
}

/**
 * Adds the deck zone (if missing) and every card of the configuration not already in the state, at the
 * bottom of the deck, in one state change (card by card, each change would copy the card record again).
 */
function addDeck(ctx: GameContext, jokers: boolean, decks: number): void {
  const deck = deckCards(jokers, decks)
  const existing = ctx.state.cards
  let cards: Record<string, Card> = deck.byId as Record<string, Card>
  let fresh: readonly string[] = deck.ids
  if (hasAnyKey(existing)) {
    // Cards already there are kept as they are and not added again.
    cards = { ...existing }
    const added: string[] = []
    for (const id of deck.ids) {
      if (Object.hasOwn(cards, id)) continue
      cards[id] = deck.byId[id]!
      added.push(id)
    }
    fresh = added
  }
  const hasZone = Object.hasOwn(ctx.state.zones, STANDARD_DECK_ZONE_ID)
  // Nothing to add: no state change at all (setup may run again, e.g. from a tick).
  if (hasZone && fresh.length === 0) return
  ctx.update((state) => {
    let next = hasZone ? state : stateUtils.addZone(state, createZone({ id: STANDARD_DECK_ZONE_ID, type: 'deck', visibility: 'hidden' }))
    if (fresh.length === 0) return next
    const zoneCards = next.zones[STANDARD_DECK_ZONE_ID]!.cards
    next = stateUtils.setZoneCards(next, STANDARD_DECK_ZONE_ID, zoneCards.length === 0 ? fresh : [...zoneCards, ...fresh])
    return { ...next, cards }
  })
}

function hasAnyKey(record: object): boolean {
  for (const _ in record) return true
  return false
}

/**
 * Makes a standard-deck plugin: the deck zone ({@link STANDARD_DECK_ZONE_ID})
 * filled in `setup` (idempotently: cards already in state are not added
 * again), and a {@link SHUFFLE} dispatched on `GAME_STARTED`.
 *
 * @example
 * engine.use(createStandardDeckPlugin({ jokers: true, decks: 2 })) // 108 cards
 */
export function createStandardDeckPlugin(options: StandardDeckOptions = {}): GamePlugin {
  const jokers = options.jokers ?? false
  const decks = options.decks ?? 1
  if (!Number.isInteger(decks) || decks < 1) throw new RangeError(`decks must be a positive integer, got ${decks}`)
  return {
    id: 'standard-deck',
    name: 'Standard deck',
    version: STANDARD_DECK_PLUGIN_VERSION,
    setup: (ctx) => addDeck(ctx, jokers, decks),
    rules: [shuffleRule],
    actions: [shuffle],
    events:
      options.shuffleOnStart === false
        ? []
        : [{ type: 'GAME_STARTED', handle: (_event, ctx) => void ctx.dispatch(createAction({ type: SHUFFLE })) }],
  }
}

/** The 52-card deck, shuffled when the game starts. */
export const StandardDeckPlugin: GamePlugin = createStandardDeckPlugin()
