import { defineVariable, type GameState } from '@decklet/core'
import type { ResolvedHoldemOptions } from './options'

/** The zone of the community cards (public). */
export const BOARD_ZONE_ID = 'board'
/** The zone of folded hands, mucked hands and burnt cards (nobody sees it). */
export const MUCK_ZONE_ID = 'muck'

/** The key of the variable that holds the table: `state.variables.holdem`. */
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

/** One line of a hand's public log, from which `formatHandHistory` writes the hand history. */
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
 * The whole table (Hold'em's state), kept as JSON in `state.variables.holdem`. Chips are whole numbers; `committed` holds
 * what each player put into the pot this hand (bets of the current street included), so
 * `sum(stacks) + sum(committed) === totalChips` at every moment.
 */
export interface HoldemState {
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
 * The typed handle on the table's variable (`state.variables.holdem`): `holdemVariable.get(state)` is the table
 * or `undefined` before the plugin set it up.
 *
 * @example
 * holdemVariable.get(engine.getPlayerView('ann'))?.stacks
 */
export const holdemVariable = defineVariable<HoldemState>(HOLDEM_VARIABLE)

/**
 * The table of a game. Throws a `NotFoundError` (kind `'variable'`, id `'holdem'`) when the game has no Hold'em
 * plugin. Treat it as read-only: handlers copy it, and caches rely on a table in a state never changing.
 *
 * @example
 * const { stacks, button, street } = getHoldemState(engine.getState())
 */
export function getHoldemState(state: Pick<GameState, 'variables'>): HoldemState {
  return holdemVariable.require(state)
}

/**
 * A shallow copy of the table: its scalar fields may be changed, its records and lists are shared with `t` and
 * must be replaced, not changed. Built as one literal so that every table shares a hidden class (fast to copy and read).
 * @internal
 */
export function shallowTable(t: HoldemState): HoldemState {
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

/** A copy of the table whose records may be changed. @internal */
export function copyTable(t: HoldemState): HoldemState {
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


/**
 * The table before the first hand: every player of `playerIds` (in seat order) with the starting stack.
 * @internal
 */
export function createTable(options: ResolvedHoldemOptions, playerIds: readonly string[]): HoldemState {
  const stacks: Record<string, number> = {}
  for (const id of playerIds) stacks[id] = options.startingStack
  const chips = options.startingStack * playerIds.length
  return {
    options,
    handNumber: 0,
    street: 'waiting',
    seats: [...playerIds],
    stacks,
    totalChips: chips,
    boughtIn: chips,
    cashedOut: 0,
    leaving: [],
    button: null,
    inHand: [],
    folded: [],
    bets: {},
    committed: {},
    currentBet: 0,
    minRaise: options.bigBlind,
    fullBet: 0,
    raiseLevel: 0,
    acted: {},
    betsThisStreet: 0,
    capped: false,
    toAct: null,
    showing: [],
    log: [],
    startStacks: {},
    lastHand: null,
  }
}
