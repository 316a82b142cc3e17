import { createZone, defineVariable, playerHandZoneId, type Card, type GameState, type Zone } from '@decklet/core'
import { UNO_CARD_IDS, UNO_DECK_CARDS, UNO_DECK_RECORD, type UnoColor } from './cards'

/**
 * The key of the variable that holds the whole {@link UnoState} (read it through {@link unoVariable} or
 * {@link getUnoState}).
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
 *
 * @example
 * getUnoState(state).phase === 'penalty' // a +2/+4 waits for ACCEPT, CHALLENGE or a stack
 */
export type UnoPhase = 'play' | 'drawn' | 'penalty' | 'color' | 'over'

/**
 * The UNO call window: `player` went down to one card; open until the next player acts.
 *
 * @example
 * const call: UnoCallWindow | null = getUnoState(state).unoCall // { player: 'p1', declared: false }
 */
export interface UnoCallWindow {
  readonly player: string
  readonly declared: boolean
}

/**
 * A Wild Draw Four that may still be challenged.
 *
 * @example
 * getUnoState(state).challenge?.offender // 'p1'
 */
export interface PendingChallenge {
  /** Who played it. */
  readonly offender: string
  /** The colour in play before it: holding it makes the offender guilty. */
  readonly previousColor: UnoColor
  /** It was the offender's last card: the hand ends once the challenge is settled (unless guilty). */
  readonly lastCard: boolean
}

/**
 * Everything UNO keeps, in `state.variables.uno` (JSON). Hidden card ids never appear here.
 *
 * @example
 * const { phase, color, face } = getUnoState(engine.getState())
 */
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
 * The typed handle on `state.variables.uno` ({@link UNO_VARIABLE}): `get` (`undefined` before the game
 * starts), `require`, and `draft.get` / `draft.set` in a `StateDraft`.
 *
 * @example
 * unoVariable.get(engine.getState())?.phase // 'play'
 */
export const unoVariable = defineVariable<UnoState>(UNO_VARIABLE)

/**
 * The UNO state of a game; throws `NotFoundError` (kind `'variable'`) when the plugin has not started it.
 *
 * @example
 * getUnoState(engine.getState()).color // 'red'
 */
export function getUnoState(state: GameState): UnoState {
  return unoVariable.require(state)
}

/** The UNO state while one action changes it: a writable copy, set into the draft when the action ends. @internal */
export type UnoStateDraft = { -readonly [K in keyof UnoState]: UnoState[K] }

/**
 * A writable copy of the UNO state with its fields always in the same order: one object shape for every
 * UNO state keeps the reads on the hot path monomorphic. @internal
 */
export function copyUnoState(uno: UnoState): UnoStateDraft {
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

/**
 * The hand zone of a player (`hand-<id>`, owner-only): core's `playerHandZoneId`.
 *
 * @example
 * handZoneId('p1') // 'hand-p1'
 */
export function handZoneId(playerId: string): string {
  return playerHandZoneId(playerId)
}

const RECENT_SIZE = 10
const MAX_REMEMBERED = 4096

/**
 * The hand zone ids of the players one plugin instance meets, built once per player: a zone looked up by a
 * freshly built string is hashed every time, one kept string is hashed once. The last ten players asked
 * about are checked first (a few comparisons beat a Map), then a Map of at most 4,096 players. @internal
 */
export class HandZones {
  private readonly recentPlayers: string[] = []
  private readonly recentZones: string[] = []
  private next = 0
  private readonly byPlayer = new Map<string, string>()

  /** {@link handZoneId} of `playerId`. */
  of(playerId: string): string {
    const recent = this.recentPlayers
    for (let i = 0; i < recent.length; i++) if (recent[i] === playerId) return this.recentZones[i]!
    let id = this.byPlayer.get(playerId)
    if (id === undefined) {
      id = playerHandZoneId(playerId)
      if (this.byPlayer.size < MAX_REMEMBERED) this.byPlayer.set(playerId, id)
    }
    this.recentPlayers[this.next] = playerId
    this.recentZones[this.next] = id
    this.next = (this.next + 1) % RECENT_SIZE
    return id
  }
}

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

/**
 * `state` with UNO's table: the 108 cards, the hidden draw pile holding the ones not yet in it, the public
 * discard pile and an owner-only hand per player (what is there already is kept). One update for all of
 * it: adding the cards one by one would copy the records 200 times. @internal
 */
export function withUnoTable(state: GameState, playerIds: readonly string[]): GameState {
  const zones: Record<string, Zone> = { ...state.zones }
  // The deck's cards (and, when they are the only cards, their record) are frozen and shared by every
  // game: the state is immutable, nothing writes to them.
  let cards: Readonly<Record<string, Card>> = UNO_DECK_RECORD
  let fresh: readonly string[] = UNO_CARD_IDS
  if (hasAnyKey(state.cards)) {
    const merged: Record<string, Card> = { ...state.cards }
    const added: string[] = []
    for (const card of UNO_DECK_CARDS) {
      if (merged[card.id]) continue
      merged[card.id] = card
      added.push(card.id)
    }
    cards = merged
    fresh = added
  }
  const draw = zones[DRAW_PILE]
  if (draw === undefined) zones[DRAW_PILE] = createZone({ id: DRAW_PILE, type: 'uno-draw', visibility: 'hidden', cards: fresh })
  else if (fresh.length > 0) zones[DRAW_PILE] = { ...draw, cards: [...draw.cards, ...fresh] }
  zones[DISCARD_PILE] ??= createZone({ id: DISCARD_PILE, type: 'uno-discard', visibility: 'public' })
  for (const playerId of playerIds) {
    const id = handZoneId(playerId)
    zones[id] ??= createZone({ id, type: 'hand', ownerId: playerId, visibility: 'owner' })
  }
  return { ...state, zones, cards }
}

function hasAnyKey(record: object): boolean {
  for (const _ in record) return true
  return false
}
