import { InvalidArgumentError } from '@decklet/core'
import type { Card, GameState } from '@decklet/core'

/**
 * The four colours of UNO.
 *
 * @example
 * UNO_COLORS.includes('red') // true
 */
export const UNO_COLORS = ['red', 'yellow', 'green', 'blue'] as const

/** One of the four colours. */
export type UnoColor = (typeof UNO_COLORS)[number]

/** What a card is: a number, one of the three action cards, or one of the two Wilds. */
export type UnoCardKind = 'number' | 'skip' | 'reverse' | 'draw2' | 'wild' | 'wild4'

/** A card of the 108-card deck as it sits in `state.cards` (type `'uno'`). */
export interface UnoCard extends Card {
  readonly type: 'uno'
  readonly kind: UnoCardKind
  /** `null` for a Wild or a Wild Draw Four. */
  readonly color: UnoColor | null
  /** 0–9 for a number card, `null` otherwise. */
  readonly value: number | null
}

/**
 * The `type` of every UNO card.
 *
 * @example
 * state.cards['red-5-1'].type === UNO_CARD_TYPE // true
 */
export const UNO_CARD_TYPE = 'uno'

/**
 * The id of a card: `red-5-1` (second copy `red-5-2`), `blue-skip-1`, `green-draw2-2`,
 * `wild-3`, `wild4-1`. The zero of each colour is `red-0-1`.
 *
 * @example
 * unoCardId('red', 5, 1) // 'red-5-1'
 * unoCardId(null, 'wild4', 2) // 'wild4-2'
 */
export function unoCardId(color: UnoColor | null, face: number | Exclude<UnoCardKind, 'number'>, copy: number): string {
  return color === null ? `${face}-${copy}` : `${color}-${face}-${copy}`
}

function makeCard(kind: UnoCardKind, color: UnoColor | null, value: number | null, copy: number): UnoCard {
  const face = kind === 'number' ? value! : kind
  return { id: unoCardId(color, face as number | Exclude<UnoCardKind, 'number'>, copy), type: 'uno', kind, color, value }
}

/**
 * The 108 cards of the classic deck, in a fixed order: per colour one 0, two of 1–9, two Skips, two
 * Reverses, two Draw Twos; then four Wilds and four Wild Draw Fours.
 *
 * @example
 * createUnoDeck().length // 108
 */
export function createUnoDeck(): UnoCard[] {
  const cards: UnoCard[] = []
  for (const color of UNO_COLORS) {
    cards.push(makeCard('number', color, 0, 1))
    for (let value = 1; value <= 9; value++) for (let copy = 1; copy <= 2; copy++) cards.push(makeCard('number', color, value, copy))
    for (const kind of ['skip', 'reverse', 'draw2'] as const) for (let copy = 1; copy <= 2; copy++) cards.push(makeCard(kind, color, null, copy))
  }
  for (const kind of ['wild', 'wild4'] as const) for (let copy = 1; copy <= 4; copy++) cards.push(makeCard(kind, null, null, copy))
  return cards
}

const DECK: ReadonlyMap<string, UnoCard> = new Map(createUnoDeck().map((card) => [card.id, Object.freeze(card)]))

/**
 * What the rules ask of a card, computed once per card of the deck (the hot paths read these instead of
 * deriving faces, keys and points on every call). Internal.
 */
export interface UnoCardInfo {
  readonly card: UnoCard
  readonly kind: UnoCardKind
  readonly color: UnoColor | null
  /** {@link cardFace}. */
  readonly face: string
  /** {@link sameCardKey}: identical cards share it (one string per key for the deck's cards, so comparing them is cheap). */
  readonly key: string
  /** {@link cardPoints}. */
  readonly points: number
  /** A Seven-O 7 (a number card of value 7). */
  readonly seven: boolean
  /** A number card of value 0. */
  readonly zero: boolean
}

function faceOf(card: UnoCard): string {
  return card.kind === 'number' ? String(card.value) : card.kind
}

function keyOf(card: UnoCard): string {
  return card.id.slice(0, card.id.lastIndexOf('-'))
}

function infoOf(card: UnoCard, key: string): UnoCardInfo {
  return Object.freeze({
    card,
    kind: card.kind,
    color: card.color,
    face: faceOf(card),
    key,
    points: cardPoints(card),
    seven: card.kind === 'number' && card.value === 7,
    zero: card.kind === 'number' && card.value === 0,
  })
}

/** The info of every card of the fixed deck, by id: a table made once, when the module loads, and never changed. */
const INFOS: ReadonlyMap<string, UnoCardInfo> = deckInfos()

function deckInfos(): Map<string, UnoCardInfo> {
  const infos = new Map<string, UnoCardInfo>()
  // One string per key, shared by the copies of a card.
  const keys = new Map<string, string>()
  for (const card of DECK.values()) {
    const key = keyOf(card)
    if (!keys.has(key)) keys.set(key, key)
    infos.set(card.id, infoOf(card, keys.get(key)!))
  }
  return infos
}

/**
 * Ids of the 108 cards, in {@link createUnoDeck} order.
 *
 * @example
 * UNO_CARD_IDS.length // 108
 */
export const UNO_CARD_IDS: readonly string[] = Object.freeze([...DECK.keys()])

/**
 * The card with that id (from the fixed deck, or from `state.cards`).
 *
 * @example
 * getUnoCard(state, 'red-5-1').value // 5
 */
export function getUnoCard(state: GameState | null, cardId: string): UnoCard {
  const card = DECK.get(cardId) ?? (state?.cards[cardId] as UnoCard | undefined)
  if (card === undefined) throw new InvalidArgumentError(`Unknown UNO card '${cardId}'`, 'cardId')
  return card
}

/**
 * The precomputed {@link UnoCardInfo} of a card: the same card as {@link getUnoCard} (the fixed deck first,
 * then `state.cards`; throws on an unknown id). Internal.
 */
export function unoCardInfo(state: GameState | null, cardId: string): UnoCardInfo {
  // A slot from four characters of the id, checked against the id: no hashing of the whole string.
  const i = infoSlot(cardId)
  if (SLOT_IDS[i] === cardId) return SLOTS[i]!
  const info = INFOS.get(cardId)
  if (info !== undefined) return info
  // A card of `state.cards` that is not one of the deck's: worked out on every call (nothing is cached).
  const card = getUnoCard(state, cardId)
  return infoOf(card, keyOf(card))
}

/**
 * What a card is matched on besides its colour: its number (`'5'`) or its symbol (`'skip'`, `'wild'`…).
 *
 * @example
 * cardFace(getUnoCard(null, 'red-5-1')) // '5'
 */
export function cardFace(card: UnoCard): string {
  const info = INFOS.get(card.id)
  return info !== undefined && info.card === card ? info.face : faceOf(card)
}

/**
 * What identical cards share: the id without its copy number (`red-5` for `red-5-1` and `red-5-2`).
 *
 * @example
 * sameCardKey(getUnoCard(null, 'red-5-2')) // 'red-5'
 */
export function sameCardKey(card: UnoCard): string {
  const info = INFOS.get(card.id)
  return info !== undefined && info.card === card ? info.key : keyOf(card)
}

/**
 * Points a card left in a hand is worth: face value, 20 for an action card, 50 for a Wild.
 *
 * @example
 * cardPoints(getUnoCard(null, 'wild4-1')) // 50
 */
export function cardPoints(card: UnoCard): number {
  if (card.kind === 'number') return card.value!
  return card.color === null ? 50 : 20
}

/**
 * Points of a list of cards (a hand).
 *
 * @example
 * handPoints(null, ['red-5-1', 'blue-skip-1']) // 25
 */
export function handPoints(state: GameState | null, cardIds: readonly string[]): number {
  let total = 0
  for (const id of cardIds) total += cardPoints(getUnoCard(state, id))
  return total
}

// 256 slots (the tables stay in the first-level cache) and multipliers that give the 108 ids 108 slots.
const SLOT_COUNT = 256
/** Where {@link unoCardInfo} looks first: the length, the first, third-last and last characters of an id. */
function infoSlot(id: string): number {
  const n = id.length
  return (n * 4 + id.charCodeAt(0) * 4 + id.charCodeAt(n - 3) * 2 + id.charCodeAt(n - 1)) & (SLOT_COUNT - 1)
}
// The table unoCardInfo looks in first, built once when the module loads and never changed: each slot's info,
// and its card's id (undefined when empty: equal to no id), compared first without reaching the info object.
const { infos: SLOTS, ids: SLOT_IDS } = deckSlots()

function deckSlots(): { infos: readonly (UnoCardInfo | undefined)[]; ids: readonly (string | undefined)[] } {
  const infos = new Array<UnoCardInfo | undefined>(SLOT_COUNT).fill(undefined)
  const ids = new Array<string | undefined>(SLOT_COUNT).fill(undefined)
  for (const info of INFOS.values()) {
    const i = infoSlot(info.card.id)
    // Two cards of the deck in one slot would make the second one take the Map path (still right, only slower).
    if (infos[i] === undefined) {
      infos[i] = info
      ids[i] = info.card.id
    }
  }
  return { infos, ids }
}

/** How many cards of the deck {@link unoCardInfo} finds by slot (all 108; exported for a test). @internal */
export function slottedCardCount(): number {
  let n = 0
  for (const info of INFOS.values()) if (SLOTS[infoSlot(info.card.id)] === info) n++
  return n
}

/** The 108 cards of the fixed deck (frozen, shared by every game), in {@link createUnoDeck} order. Internal. */
export const UNO_DECK_CARDS: readonly UnoCard[] = Object.freeze([...DECK.values()])

/** The 108 cards by id, frozen: the `cards` record of a game that has no other card. Internal. */
export const UNO_DECK_RECORD: Readonly<Record<string, UnoCard>> = Object.freeze(Object.fromEntries(UNO_DECK_CARDS.map((card) => [card.id, card])))

/** Whether `cardId` is the id of a card of the fixed deck. Internal. */
export function isDeckCardId(cardId: string): boolean {
  return INFOS.has(cardId)
}
