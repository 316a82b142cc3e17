import { playerHandZoneId, type GameState, type JsonValue } from '@decklet/core'
import { STANDARD_DECK_ZONE_ID } from '@decklet/plugin-standard-deck'
import type { ResolvedHoldemOptions } from './options'

/** The zone of the community cards (public). */
export const BOARD_ZONE_ID = 'board'
/** The zone of folded hands, mucked hands and burnt cards (nobody sees it). */
export const MUCK_ZONE_ID = 'muck'

/** The variable that holds the table. */
export const HOLDEM_VARIABLE = 'holdem'

/** Where a hand stands. `'waiting'`: between hands (or before the first); `'complete'`: the session is over. */
export type Street = 'waiting' | 'preflop' | 'flop' | 'turn' | 'river' | 'showdown' | 'complete'

/** How one pot of the last hand was shared out. */
export interface PotResult {
  amount: number
  /** Players who could win it. */
  eligible: string[]
  /** Chips each winner took from it. */
  won: Record<string, number>
}

/** One line of a hand's public log, from which {@link formatHandHistory} writes the hand history. */
export type HandLogEntry =
  | { kind: 'post'; playerId: string; blind: 'ante' | 'small-blind' | 'big-blind' | 'straddle'; amount: number; allIn: boolean }
  | { kind: 'street'; street: 'flop' | 'turn' | 'river'; cards: string[] }
  | { kind: 'action'; playerId: string; action: string; put: number; to: number; allIn: boolean }

/** What the last hand ended with (JSON data, public). */
export interface HandSummary {
  handNumber: number
  /** `true` when everyone else folded: no cards shown. */
  uncontested: boolean
  board: string[]
  pots: PotResult[]
  /** Net chips won or lost by each player dealt in. */
  net: Record<string, number>
  /** Hands shown at showdown (winners show, the others muck): card ids and description. */
  shown: Record<string, { cards: string[]; description: string }>
  /** The button, the players dealt in (from the first seat left of the button) and their stacks before the hand. */
  button: string
  players: string[]
  startStacks: Record<string, number>
  /** The seat and name of each player dealt in, as they were during the hand (a player who left is no longer in `state.players`). */
  seats: Record<string, number>
  names: Record<string, string>
  /**
   * Chips nobody called: what the player who put in the most had in above the next largest amount, given back
   * before the pots were built (so `pots` hold only chips that were called); `null` when nothing came back.
   */
  uncalled: { playerId: string; amount: number } | null
  /** Blinds, antes, streets and actions, in order. */
  log: HandLogEntry[]
}

/**
 * The whole table, kept as JSON in `state.variables.holdem`. Chips are whole numbers; `committed` holds
 * what each player put into the pot this hand (bets of the current street included), so
 * `sum(stacks) + sum(committed) === totalChips` at every moment.
 */
export interface HoldemTable {
  options: ResolvedHoldemOptions
  handNumber: number
  street: Street
  /** Everyone at the table, by seat. */
  seats: string[]
  stacks: Record<string, number>
  /** Chips bought in by everyone still at the table. */
  totalChips: number
  /** Chips bought in this session: starting stacks, `JOIN` and `REBUY`. */
  boughtIn: number
  /** Chips taken off the table by players who left. `totalChips === boughtIn - cashedOut`. */
  cashedOut: number
  /** Players who asked to leave during a hand; they leave when it ends. */
  leaving: string[]
  button: string | null
  /** Players dealt into the current hand, from the first seat left of the button. */
  inHand: string[]
  folded: string[]
  /** Chips in front of each player this street. */
  bets: Record<string, number>
  /** Chips each player put in the pot this hand. */
  committed: Record<string, number>
  /** The bet to match this street. */
  currentBet: number
  /** The size of the last full bet or raise this street: a raise must be at least as large. */
  minRaise: number
  /** The bet total reached by the last full bet or raise this street: fixed-limit raises go one bet above it. */
  fullBet: number
  /** Full bets and raises so far this street (a short all-in does not count). */
  raiseLevel: number
  /** The raise level when each player last acted this street. */
  acted: Record<string, number>
  /** Bets and raises this street, for the fixed-limit cap (the big blind counts as one). */
  betsThisStreet: number
  /**
   * Fixed-limit: no more raises this street. Decided once, by the bet that brings `betsThisStreet` to `raiseCap`:
   * `true` when more than two players in the hand are not all in at that moment (or `liftCapHeadsUp` is off), else
   * raising stays unlimited for the rest of the street; a later fold or all-in changes neither (Robert's Rules §3
   * rules 3 and 4). Always `false` in no-limit and pot-limit.
   */
  capped: boolean
  toAct: string | null
  /** Players who asked (`SHOW`) to show their hand at this hand's showdown, win or lose. */
  showing: string[]
  /** The current hand's public log. */
  log: HandLogEntry[]
  /** Stacks before the current hand. */
  startStacks: Record<string, number>
  lastHand: HandSummary | null
}

/**
 * The table of a game, or throws when the plugin is not set up. Treat it as read-only.
 *
 * @example
 * const { stacks, button, street } = getTable(engine.getState())
 */
export function getTable(state: GameState): HoldemTable {
  const table = state.variables[HOLDEM_VARIABLE] as unknown as HoldemTable | undefined
  if (table === undefined) throw new Error('No hold\'em table in this game: register HoldemPlugin')
  return table
}

/** The table as the JSON value stored in the state. */
export const tableValue = (table: HoldemTable): JsonValue => table as unknown as JsonValue

/**
 * A shallow copy of the table: its scalar fields may be changed, its records and lists are shared with `t` and
 * must be replaced, not changed. Built as one literal so that every table shares a hidden class (fast to copy and read).
 */
export function shallowTable(t: HoldemTable): HoldemTable {
  return {
    options: t.options,
    handNumber: t.handNumber,
    street: t.street,
    seats: t.seats,
    stacks: t.stacks,
    totalChips: t.totalChips,
    boughtIn: t.boughtIn,
    cashedOut: t.cashedOut,
    leaving: t.leaving,
    button: t.button,
    inHand: t.inHand,
    folded: t.folded,
    bets: t.bets,
    committed: t.committed,
    currentBet: t.currentBet,
    minRaise: t.minRaise,
    fullBet: t.fullBet,
    raiseLevel: t.raiseLevel,
    acted: t.acted,
    betsThisStreet: t.betsThisStreet,
    capped: t.capped,
    toAct: t.toAct,
    showing: t.showing,
    log: t.log,
    startStacks: t.startStacks,
    lastHand: t.lastHand,
  }
}

/** A copy of the table whose records may be changed. */
export function copyTable(t: HoldemTable): HoldemTable {
  const c = shallowTable(t)
  c.seats = [...t.seats]
  c.stacks = { ...t.stacks }
  c.leaving = [...t.leaving]
  c.inHand = [...t.inHand]
  c.folded = [...t.folded]
  c.bets = { ...t.bets }
  c.committed = { ...t.committed }
  c.acted = { ...t.acted }
  c.showing = [...t.showing]
  c.log = [...t.log]
  return c
}

/** Sum of a record's values. */
export const sum = (record: Record<string, number>): number => {
  let total = 0
  for (const k in record) total += record[k]!
  return total
}

/** The chips in the pot (this street's bets included). */
export const potSize = (t: HoldemTable): number => sum(t.committed)

/** Still in the hand: dealt in and not folded. */
export const liveIn = (t: HoldemTable): string[] => t.inHand.filter((id) => !t.folded.includes(id))

/** Still in the hand with chips behind: may act. */
export const canAct = (t: HoldemTable, id: string): boolean =>
  t.inHand.includes(id) && !t.folded.includes(id) && (t.stacks[id] ?? 0) > 0

/** Can a player other than `id` still bet (in the hand, chips behind)? When none can, `id` has nobody left to bet against. */
export function someoneElseCanAct(t: HoldemTable, id: string): boolean {
  for (const other of t.inHand) if (other !== id && canAct(t, other)) return true
  return false
}

/**
 * The bet `id` must match: the bet of the street — or, when every other player still in is all in, the largest of
 * their bets (chips above it could only come back uncalled). Pre-flop the bet of the street is the big blind even when
 * the big blind's player posted less (the usual rule), so the difference matters when everyone else is all in.
 */
export function betToMatch(t: HoldemTable, id: string): number {
  if (someoneElseCanAct(t, id)) return t.currentBet
  let most = 0
  for (const other of t.inHand) if (other !== id && !t.folded.includes(other)) most = Math.max(most, t.bets[other] ?? 0)
  return Math.min(most, t.currentBet)
}

/** How many players are still in the hand (dealt in and not folded). */
export function liveCount(t: HoldemTable): number {
  let live = 0
  for (const id of t.inHand) if (!t.folded.includes(id)) live++
  return live
}

/** How many players are still in the hand and not all in (chips behind): the players who may still bet. */
export function bettorCount(t: HoldemTable): number {
  let bettors = 0
  for (const id of t.inHand) if ((t.stacks[id] ?? 0) > 0 && !t.folded.includes(id)) bettors++
  return bettors
}

/** The fixed-limit bet size of the current street: the small bet pre-flop and on the flop, the big bet after. */
export const limitBetSize = (t: HoldemTable): number =>
  t.street === 'turn' || t.street === 'river' ? t.options.bigBlind * 2 : t.options.bigBlind

/**
 * The chip-conservation check registered with `addStateCheck`: problems found, none when the chips add up.
 *
 * @example
 * checkChips(engine.getState()) // []
 */
export function checkChips(state: GameState): string[] {
  const t = state.variables[HOLDEM_VARIABLE] as unknown as HoldemTable | undefined
  if (t === undefined) return []
  const errors: string[] = []
  for (const [id, n] of Object.entries(t.stacks)) if (!Number.isInteger(n) || n < 0) errors.push(`stack of ${id} is ${n}`)
  for (const [id, n] of Object.entries(t.committed)) if (!Number.isInteger(n) || n < 0) errors.push(`chips committed by ${id}: ${n}`)
  const total = sum(t.stacks) + sum(t.committed)
  if (total !== t.totalChips) errors.push(`chips not conserved: stacks ${sum(t.stacks)} + pot ${sum(t.committed)} = ${total}, bought in ${t.totalChips}`)
  if (t.totalChips !== t.boughtIn - t.cashedOut) errors.push(`chips at the table ${t.totalChips} are not the buy-ins ${t.boughtIn} less the chips taken away ${t.cashedOut}`)
  return errors
}

// The card records of a game never change once it is set up: their count is kept with them (checked every tick).
const cardCounts = new WeakMap<object, number>()

function cardCount(cards: GameState['cards']): number {
  let n = cardCounts.get(cards)
  if (n === undefined) {
    n = Object.keys(cards).length
    cardCounts.set(cards, n)
  }
  return n
}

/**
 * The card check registered with `addStateCheck`: every card of the game is in the deck, on the board, in the muck
 * or in the hand of a player at the table (so that each hand is dealt from the whole deck). Problems found, none
 * when every card is accounted for.
 *
 * @example
 * checkCards(engine.getState()) // []
 */
export function checkCards(state: GameState): string[] {
  const t = state.variables[HOLDEM_VARIABLE] as unknown as HoldemTable | undefined
  if (t === undefined) return []
  const total = cardCount(state.cards)
  let placed = 0
  for (const zoneId in state.zones) {
    const zone = state.zones[zoneId]!
    const n = zone.cards.length
    if (n === 0) continue
    if (zoneId === STANDARD_DECK_ZONE_ID || zoneId === BOARD_ZONE_ID || zoneId === MUCK_ZONE_ID) placed += n
    else if (zone.ownerId !== null && t.seats.includes(zone.ownerId) && zoneId === playerHandZoneId(zone.ownerId)) placed += n
  }
  if (placed === total) return []
  const missing = total - placed
  if (missing < 0) return [`the deck, the board, the muck and the hands hold ${placed} cards; the game has ${total}`]
  return [`${missing} of the ${total} cards ${missing === 1 ? 'is' : 'are'} not in the deck, the board, the muck or the hand of a player at the table`]
}
