/**
 * The hidden-card scan of the browser tests: every message the page received (from the worker, or decoded
 * from the WebSocket), in order, may name a card only once the player was allowed to see it. A card becomes
 * seen through what the rules make public or the player's own: a card in the player's own hand zone, a zone
 * whose visibility is `public` or that is `revealed`, or the card fields of the public events (a card played,
 * a board dealt, a showdown, the kitty turned up, the dealer draw) and of the player's own deals and draws.
 * Any other appearance of a card id — in another player's hand zone, a view's `cards` keys, another player's
 * draw, a full game record — is a leak.
 */

/** A card id found in a message before the player had seen it. */
export interface Leak {
  readonly message: number
  readonly cardId: string
  readonly path: string
}

type Json = unknown

/** Card fields of events that show cards to everyone (or, for `own`, to the player the event is about). */
const PUBLIC_EVENT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  UNO_CARD_PLAYED: ['cardId'],
  UNO_HAND_STARTED: ['firstCard'],
  UNO_DEALER_CHOSEN: ['rounds'],
  CARDS_PLAYED: ['cardIds'],
  LANDLORD_CHOSEN: ['kitty'],
  FLOP_DEALT: ['cards', 'board'],
  TURN_DEALT: ['cards', 'board'],
  RIVER_DEALT: ['cards', 'board'],
  SHOWDOWN: ['shown', 'board'],
  HAND_ENDED: ['shown', 'board'],
}
const OWN_EVENT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  UNO_CARDS_DRAWN: ['cardIds'],
  CARDS_DEALT: ['cardIds'],
  HOLE_CARDS_DEALT: ['cards'],
}

/** Scans `messages` (in the order received) as seen by `me`; returns every leak found. */
export function findLeaks(messages: readonly Json[], me: string, cardIds: ReadonlySet<string>): Leak[] {
  const seen = new Set<string>()
  const leaks: Leak[] = []
  messages.forEach((message, index) => {
    collectSeen(message, me, cardIds, seen)
    walk(message, '', (value, path) => {
      if (cardIds.has(value) && !seen.has(value)) leaks.push({ message: index, cardId: value, path })
    })
  })
  return leaks
}

function collectSeen(node: Json, me: string, cardIds: ReadonlySet<string>, seen: Set<string>): void {
  if (Array.isArray(node)) return node.forEach((item) => collectSeen(item, me, cardIds, seen))
  if (typeof node !== 'object' || node === null) return
  const record = node as Record<string, Json>
  const zones = record.zones
  if (typeof zones === 'object' && zones !== null && typeof record.players === 'object') {
    for (const zone of Object.values(zones as Record<string, { id?: string; visibility?: string; revealed?: boolean; cards?: unknown }>)) {
      if (zone.id === `hand-${me}` || zone.visibility === 'public' || zone.revealed === true) addIds(zone.cards, cardIds, seen)
    }
  }
  if (typeof record.type === 'string' && typeof record.payload === 'object' && record.payload !== null) {
    const payload = record.payload as Record<string, Json>
    for (const field of PUBLIC_EVENT_FIELDS[record.type] ?? []) addIds(payload[field], cardIds, seen)
    if (payload.playerId === me) for (const field of OWN_EVENT_FIELDS[record.type] ?? []) addIds(payload[field], cardIds, seen)
  }
  for (const value of Object.values(record)) collectSeen(value, me, cardIds, seen)
}

function addIds(node: Json, cardIds: ReadonlySet<string>, seen: Set<string>): void {
  walk(node, '', (value) => {
    if (cardIds.has(value)) seen.add(value)
  })
}

function walk(node: Json, path: string, visit: (value: string, path: string) => void): void {
  if (typeof node === 'string') return visit(node, path)
  if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${path}[${i}]`, visit))
  if (typeof node !== 'object' || node === null) return
  for (const [key, value] of Object.entries(node as Record<string, Json>)) {
    visit(key, `${path}{key}`)
    walk(value, `${path}.${key}`, visit)
  }
}
