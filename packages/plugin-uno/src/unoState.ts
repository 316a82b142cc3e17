import { copyRecord, playerHandZoneId, type EventInit, type GameState, type GameStatus, type JsonValue, type Zone } from '@decklet/core'
import type { UnoColor } from './cards'

/**
 * The variable that holds the whole {@link UnoState}.
 *
 * @example
 * engine.getState().variables[UNO_VARIABLE] // the UnoState
 */
export const UNO_VARIABLE = 'uno'
/**
 * The hidden draw pile.
 *
 * @example
 * engine.getState().zones[DRAW_PILE].cards.length
 */
export const DRAW_PILE = 'uno-draw'
/**
 * The public discard pile (its last card is the top).
 *
 * @example
 * engine.getState().zones[DISCARD_PILE].cards.at(-1) // the top card
 */
export const DISCARD_PILE = 'uno-discard'

/**
 * Where a hand stands:
 * - `play`: the current player plays or draws;
 * - `drawn`: the current player drew a playable card and plays it or passes;
 * - `penalty`: the current player faces a +2/+4 (`penalty` cards): accept, challenge a +4, or stack;
 * - `color`: the first card turned up was a Wild: the current player declares the colour;
 * - `over`: the match is over.
 */
export type UnoPhase = 'play' | 'drawn' | 'penalty' | 'color' | 'over'

/** The UNO call window: `player` went down to one card; open until the next player acts. */
export interface UnoCallWindow {
  readonly player: string
  readonly declared: boolean
}

/** A Wild Draw Four that may still be challenged. */
export interface PendingChallenge {
  /** Who played it. */
  readonly offender: string
  /** The colour in play before it: holding it makes the offender guilty. */
  readonly previousColor: UnoColor
  /** It was the offender's last card: the hand ends once the challenge is settled (unless guilty). */
  readonly lastCard: boolean
}

/** Everything UNO keeps, in `state.variables.uno` (JSON). Hidden card ids never appear here. */
export interface UnoState {
  readonly phase: UnoPhase
  /** Player ids by seat: clockwise ("to the left") is increasing seat. */
  readonly order: readonly string[]
  /** 1: clockwise, -1: counter-clockwise. */
  readonly direction: 1 | -1
  readonly dealer: string
  /** The colour to match (the declared one after a Wild); `null` until a first-card Wild gets its colour. */
  readonly color: UnoColor | null
  /** The number or symbol to match (`'5'`, `'skip'`, `'wild'`…). */
  readonly face: string
  /** Cards the current player must draw (phase `penalty`). */
  readonly penalty: number
  /** The current player drew a card this turn (phase `drawn`). */
  readonly drew: boolean
  /** Who just played the top discard, while it may be jumped on (Jump-In); otherwise `null`. */
  readonly jumpable: string | null
  readonly challenge: PendingChallenge | null
  readonly unoCall: UnoCallWindow | null
  /**
   * A challenge showed `owner`'s hand (`cards`) to `viewer`, until the next action. Views of other
   * players do not get `cards` (the plugin's `redact`).
   */
  readonly shown: { readonly owner: string; readonly viewer: string; readonly cards?: readonly string[] } | null
  /** The hand number, from 1. */
  readonly hand: number
  /** Running match scores by player. */
  readonly scores: Readonly<Record<string, number>>
  /** Hands won by player. */
  readonly handsWon: Readonly<Record<string, number>>
  /** The points of the last finished hand by player (`null` before the first ends). */
  readonly lastHand: { readonly winner: string; readonly points: Readonly<Record<string, number>> } | null
}

/**
 * The UNO state of a game (throws when the plugin has not started it).
 *
 * @example
 * getUnoState(engine.getState()).color // 'red'
 */
export function getUnoState(state: GameState): UnoState {
  const uno = state.variables[UNO_VARIABLE] as UnoState | undefined
  if (uno === undefined) throw new Error('UNO has not started: no uno variable')
  return uno
}

const HAND_ZONE_IDS = new Map<string, string>()

/**
 * The hand zone of a player (`hand-<id>`, owner-only).
 *
 * @example
 * handZoneId('p1') // 'hand-p1'
 */
export function handZoneId(playerId: string): string {
  // The last players asked about, checked first: a few string comparisons beat hashing in a Map.
  const recent = RECENT_PLAYERS
  for (let i = 0; i < recent.length; i++) if (recent[i] === playerId) return RECENT_ZONES[i]!
  let id = HAND_ZONE_IDS.get(playerId)
  if (id === undefined) {
    id = playerHandZoneId(playerId)
    // One string per player keeps zone lookups from hashing a freshly built key every time.
    if (HAND_ZONE_IDS.size < 4096) HAND_ZONE_IDS.set(playerId, id)
  }
  RECENT_PLAYERS[recentNext] = playerId
  RECENT_ZONES[recentNext] = id
  recentNext = (recentNext + 1) % RECENT_SIZE
  return id
}

const RECENT_SIZE = 10
const RECENT_PLAYERS: string[] = []
const RECENT_ZONES: string[] = []
let recentNext = 0

/**
 * The next player `steps` seats away in the direction of play.
 *
 * @example
 * seatAfter({ order: ['p1', 'p2', 'p3'], direction: 1 }, 'p3', 1) // 'p1'
 */
export function seatAfter(uno: Pick<UnoState, 'order' | 'direction'>, playerId: string, steps = 1): string {
  const n = uno.order.length
  const i = uno.order.indexOf(playerId)
  return uno.order[(((i + uno.direction * steps) % n) + n) % n]!
}

/** A copy of the UNO state with its fields always in the same order (one object shape keeps the hot path fast). */
export function copyUnoState(uno: UnoState): { -readonly [K in keyof UnoState]: UnoState[K] } {
  return {
    phase: uno.phase,
    order: uno.order,
    direction: uno.direction,
    dealer: uno.dealer,
    color: uno.color,
    face: uno.face,
    penalty: uno.penalty,
    drew: uno.drew,
    jumpable: uno.jumpable,
    challenge: uno.challenge,
    unoCall: uno.unoCall,
    shown: uno.shown,
    hand: uno.hand,
    scores: uno.scores,
    handsWon: uno.handsWon,
    lastHand: uno.lastHand,
  }
}

function fieldCount(value: object): number {
  let n = 0
  for (const _ in value) n++
  return n
}

/** A zone with another card list, as an object literal of fixed shape when the zone is one UNO created. */
function zoneWithCards(zone: Zone, cards: string[]): Zone {
  // The zones UNO creates have exactly these five fields (a fixed shape keeps this path fast).
  if (zone.revealed === undefined && zone.visibility !== undefined && fieldCount(zone) === 5) {
    return { id: zone.id, type: zone.type, ownerId: zone.ownerId, cards, visibility: zone.visibility }
  }
  return { ...zone, cards }
}

const NO_CARDS: string[] = []
// The last state a draft committed (in the 11-field literal form).
let lastCommitted: GameState | null = null

/**
 * The variables with `uno` replaced. When UNO's is the only variable (the usual case) the result is a
 * literal: spreading variables objects of several hidden classes at one site is many times slower.
 */
function withUno(variables: Readonly<Record<string, JsonValue>>, uno: JsonValue): Record<string, JsonValue> {
  for (const key in variables) {
    if (key !== UNO_VARIABLE) {
      const copy = { ...variables }
      copy[UNO_VARIABLE] = uno
      return copy
    }
  }
  return { uno }
}

/** A working copy of a state for one action: zones and the UNO state change in place, then `commit` makes one new state. */
export class Draft {
  base: GameState
  uno: { -readonly [K in keyof UnoState]: UnoState[K] }
  events: EventInit[] = []
  current: string | null
  turn: number
  status: GameStatus
  winners: string[] | null = null
  // The zones changed so far and their new card lists (a few at most: a list beats a Map here).
  // Four slots allocated up front (an action changes two zones, rarely more): no array growth on the hot path.
  private readonly changedIds: string[] = ['', '', '', '']
  private readonly changedCards: string[][] = [NO_CARDS, NO_CARDS, NO_CARDS, NO_CARDS]
  private changedCount = 0

  constructor(base: GameState, uno: UnoState) {
    this.base = base
    this.uno = copyUnoState(uno)
    this.current = base.currentPlayerId
    this.turn = base.turn
    this.status = base.status
  }

  /**
   * Starts this draft over on another state, as a new draft would (the action handlers keep one draft
   * and reuse it: handlers never run inside one another). The events list is a new one: the last
   * action's list belongs to the engine now.
   */
  reset(base: GameState, uno: UnoState): this {
    this.base = base
    this.uno = copyUnoState(uno)
    this.events = []
    this.current = base.currentPlayerId
    this.turn = base.turn
    this.status = base.status
    this.winners = null
    this.changedCount = 0
    return this
  }

  private indexOf(zoneId: string): number {
    const ids = this.changedIds
    for (let i = 0; i < this.changedCount; i++) if (ids[i] === zoneId) return i
    return -1
  }

  /** The cards of a zone, to read. */
  read(zoneId: string): readonly string[] {
    const i = this.indexOf(zoneId)
    return i >= 0 ? this.changedCards[i]! : this.base.zones[zoneId]!.cards
  }

  /** The cards of a zone, to change in place. */
  cards(zoneId: string): string[] {
    const i = this.indexOf(zoneId)
    if (i >= 0) return this.changedCards[i]!
    // A spread, not slice(): slicing a frozen array (validationMode 'always') is far slower.
    const cards = [...this.base.zones[zoneId]!.cards]
    this.track(zoneId, cards)
    return cards
  }

  /** Records the new card list of a zone not changed before. */
  private track(zoneId: string, cards: string[]): void {
    const n = this.changedCount++
    if (n < this.changedIds.length) {
      this.changedIds[n] = zoneId
      this.changedCards[n] = cards
    } else {
      this.changedIds.push(zoneId)
      this.changedCards.push(cards)
    }
  }

  /** Puts a card on the end of a zone. */
  append(zoneId: string, cardId: string): void {
    const i = this.indexOf(zoneId)
    if (i >= 0) this.changedCards[i]!.push(cardId)
    else {
      // A plain spread then a push: V8 copies `[...cards, cardId]` on a slower path (measured: 1.6x the time for 50 cards).
      const cards = [...this.base.zones[zoneId]!.cards]
      cards.push(cardId)
      this.track(zoneId, cards)
    }
  }

  /** Takes the last card of a zone (the zone must not be empty). */
  takeLast(zoneId: string): string {
    const i = this.indexOf(zoneId)
    if (i >= 0) return this.changedCards[i]!.pop()!
    // A spread then a pop, not slice(0, -1): slicing a frozen array (validationMode 'always') is 20-70x slower.
    const cards = [...this.base.zones[zoneId]!.cards]
    const last = cards.pop()!
    this.track(zoneId, cards)
    return last
  }

  /** Replaces a zone's cards. */
  set(zoneId: string, cards: string[]): void {
    const i = this.indexOf(zoneId)
    if (i >= 0) this.changedCards[i] = cards
    else this.track(zoneId, cards)
  }

  emit(event: EventInit): void {
    this.events.push(event)
  }

  commit(): GameState {
    const base = this.base
    let zones = base.zones
    const ids = this.changedIds
    if (this.changedCount > 0) {
      // Only existing keys are overwritten below, as copyRecord asks.
      const next = copyRecord(zones)
      for (let i = 0; i < this.changedCount; i++) next[ids[i]!] = zoneWithCards(zones[ids[i]!]!, this.changedCards[i]!)
      zones = next
    }
    const variables = withUno(base.variables, this.uno as unknown as JsonValue)
    const winnerIds = this.winners ?? base.winnerIds
    // The new root carries the next version: the engine takes it as it is (no second copy).
    const version = base.version + 1
    // The state this module built last is known to hold exactly the 11 fields: no need to count them again.
    if (base !== lastCommitted && fieldCount(base) !== 11) {
      return { ...base, zones, variables, currentPlayerId: this.current, turn: this.turn, status: this.status, winnerIds, version }
    }
    // Exactly the fields of a GameState, in its order: one object shape for every state keeps the engine's copies fast.
    const next: GameState = {
      gameId: base.gameId,
      status: this.status,
      players: base.players,
      cards: base.cards,
      zones,
      variables,
      currentPlayerId: this.current,
      turn: this.turn,
      winnerIds,
      version,
      seed: base.seed,
    }
    lastCommitted = next
    return next
  }

  /** The result of an action handler: the committed state and the events. */
  result(): { state: GameState; events: EventInit[] } {
    return { state: this.commit(), events: this.events }
  }
}
