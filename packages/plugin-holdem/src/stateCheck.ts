import {
  addProblem as add,
  describeForProblem as show,
  playerHandZoneId,
  type GameContext,
  type GameState,
} from '@decklet/core'
import { STANDARD_DECK_ZONE_ID } from '@decklet/plugin-standard-deck'
import type { ResolvedHoldemOptions } from './options'
import { MAX_SEATS } from './rules'
import { BOARD_ZONE_ID, HOLDEM_VARIABLE, holdemVariable, MUCK_ZONE_ID, type HoldemState, type Street } from './state'
import { sum } from './tableQueries'

/** The names the checks are registered under (`ctx.addStateCheck`). */
const CHIPS_CHECK = 'holdem: chips are conserved'
const CARDS_CHECK = 'holdem: every card is in the deck, on the board, in the muck or in a hand at the table'
const TABLE_CHECK = 'holdem: the table is well formed'

/**
 * The chip-conservation check registered with `addStateCheck`: problems found, none when the chips add up.
 *
 * @example
 * checkChips(engine.getState()) // []
 */
export function checkChips(state: GameState): string[] {
  const t = holdemVariable.get(state)
  // A table that is not one is the table check's to name (checkTable).
  if (t === undefined || !isObject(t) || !isObject(t.stacks) || !isObject(t.committed)) return []
  const errors: string[] = []
  for (const id in t.stacks) if (!Number.isInteger(t.stacks[id]) || t.stacks[id]! < 0) errors.push(`stack of ${id} is ${t.stacks[id]}`)
  for (const id in t.committed) if (!Number.isInteger(t.committed[id]) || t.committed[id]! < 0) errors.push(`chips committed by ${id}: ${t.committed[id]}`)
  const total = sum(t.stacks) + sum(t.committed)
  if (total !== t.totalChips) errors.push(`chips not conserved: stacks ${sum(t.stacks)} + pot ${sum(t.committed)} = ${total}, bought in ${t.totalChips}`)
  if (t.totalChips !== t.boughtIn - t.cashedOut) errors.push(`chips at the table ${t.totalChips} are not the buy-ins ${t.boughtIn} less the chips taken away ${t.cashedOut}`)
  return errors
}

function countCards(cards: GameState['cards']): number {
  let n = 0
  for (const _ in cards) n++
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
  return cardProblems(state, countCards(state.cards))
}

function cardProblems(state: GameState, total: number): string[] {
  const t = holdemVariable.get(state)
  if (t === undefined || !isObject(t) || !Array.isArray(t.seats)) return []
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

/**
 * The card check with the card count kept per card record. A game's card records never change once it is set
 * up, and the check runs on every tick in checked modes, so counting them once per game is worth a WeakMap; it
 * belongs to one plugin instance (what it remembers dies with the records), never to the module.
 */
function createCardCheck(): (state: GameState) => string[] {
  const counts = new WeakMap<object, number>()
  return (state) => {
    let total = counts.get(state.cards)
    if (total === undefined) {
      total = countCards(state.cards)
      counts.set(state.cards, total)
    }
    return cardProblems(state, total)
  }
}

/**
 * The plugin instance's state checks: `register(ctx)` (in `setup`) replaces any registered under the same names,
 * so a game set up again (a replay, a restored record) holds each check once. @internal
 */
export function createStateChecks(): { register(ctx: GameContext): void } {
  const cardCheck = createCardCheck()
  const tableCheck = new TableCheck().check
  return {
    register(ctx) {
      ctx.removeStateCheck(TABLE_CHECK)
      ctx.addStateCheck(TABLE_CHECK, tableCheck)
      ctx.removeStateCheck(CHIPS_CHECK)
      ctx.addStateCheck(CHIPS_CHECK, checkChips)
      ctx.removeStateCheck(CARDS_CHECK)
      ctx.addStateCheck(CARDS_CHECK, cardCheck)
    },
  }
}

const STREETS: readonly Street[] = ['waiting', 'preflop', 'flop', 'turn', 'river', 'showdown', 'complete']
const VARIANTS: readonly ResolvedHoldemOptions['variant'][] = ['holdem', 'omaha']
const STRUCTURES: readonly ResolvedHoldemOptions['structure'][] = ['no-limit', 'pot-limit', 'fixed-limit']
const NO_PROBLEMS: readonly string[] = Object.freeze([])

/**
 * The table check registered with `addStateCheck` (the chips and the cards have their own): problems of
 * `state.variables.holdem`, none when it is well formed. The table exists (the plugin's setup makes it) and is an
 * object; `street` is a known street, `options` are options the plugin could play (known variant and structure,
 * whole numbers of chips, booleans); `handNumber`, `totalChips`, `boughtIn`, `cashedOut`, `currentBet`, `minRaise`,
 * `fullBet`, `raiseLevel`, `betsThisStreet`, the `bets`, the `acted` levels and the `startStacks` are whole numbers
 * from 0; `capped` is a boolean; `seats` lists at most 10 players of the game, each once, each with a stack and a hand
 * zone of their own, and nobody else has a stack; players `leaving` and players with bets, chips committed or an
 * `acted` level are seated. While a hand is played (not `waiting` or `complete`) the players dealt in (`inHand`, at
 * least 2) are seated, and so are the players with a start stack; the button is one of them, the folded and the
 * players showing are among them, and `toAct` is one of them not folded; between hands nobody is to act.
 * `state.currentPlayerId` is `toAct`. The board and the muck zones exist.
 *
 * @example
 * checkTable(engine.getState()) // []
 */
export function checkTable(state: GameState): string[] {
  return [...new TableCheck().check(state)]
}

/**
 * {@link checkTable} for one plugin instance, remembering the last table and players it found valid (frozen states
 * only: they cannot change) and the player to act then: the same three are not checked again, and what a new table
 * shares with the last valid one (the options, shared by every table of a session, the seats, the lists and records
 * a handler did not copy) is not read again while the lists it was checked against are the same.
 */
class TableCheck {
  private last: HoldemState | null = null
  private lastPlayers: GameState['players'] | null = null
  private lastCurrent: string | null = null
  // The hand zone ids of the last `seats` list seen (it changes only when a player joins or leaves): no string built per check.
  private zoneSeats: readonly unknown[] | null = null
  private zoneIds: readonly string[] = NO_PROBLEMS
  // The seated players, as property keys.
  private readonly seatKeys = new KeyList()

  // An arrow function: the plugin registers it as it is (one call per check, no wrapper).
  readonly check = (state: GameState): readonly string[] => {
    const value = state.variables[HOLDEM_VARIABLE] as unknown
    if (value === this.last && state.players === this.lastPlayers && state.currentPlayerId === this.lastCurrent) return NO_PROBLEMS
    if (value === undefined) return ['holdem: variables.holdem is missing']
    if (!isObject(value)) return [`holdem: variables.holdem is ${show(value)}, not an object`]
    const t = value as HoldemState
    const known = this.last !== null && state.players === this.lastPlayers ? this.last : null
    const errors = this.problems(state, t, known)
    if (errors !== null) return errors
    // Only a frozen table (what the engine's checked modes make; frozen is never extensible) cannot change.
    if (!Object.isExtensible(t)) {
      this.last = t
      this.lastPlayers = state.players
      this.lastCurrent = state.currentPlayerId
    }
    return NO_PROBLEMS
  }

  // The parts of the check, each its own function: small enough for the optimizing compiler to inline their helpers.
  private problems(state: GameState, t: HoldemState, known: HoldemState | null): string[] | null {
    let e = scalarProblems(t, known)
    const seats = t.seats
    if (!Array.isArray(seats)) return add(e, `holdem: seats is ${show(seats)}, not a list of players`)
    const inHand = t.inHand
    if (!Array.isArray(inHand)) return add(e, `holdem: inHand is ${show(inHand)}, not a list of players`)
    // What the new table shares with the last valid one (a handler copies only what it changes) is not read again
    // while the lists it was checked against are the same.
    const sameSeats = known !== null && seats === known.seats
    const seated = this.seatKeys.of(seats)
    e = seatedProblems(e, state, t, sameSeats ? known : null, seated)
    const running = isRunning(t.street)
    if (running) e = handProblems(e, t, sameSeats && inHand === known.inHand && isRunning(known.street) ? known : null)
    else e = betweenHandsProblems(e, t)
    e = chipProblems(e, t, sameSeats ? known : null, seated, running)
    if (state.currentPlayerId !== t.toAct) e = add(e, `holdem: the current player ${show(state.currentPlayerId)} is not toAct ${show(t.toAct)}`)
    if (!sameSeats) e = this.zoneProblems(e, state, seats)
    return e
  }

  /**
   * The board, the muck and a hand of each seated player, owned by that player: read when the seats or the players
   * are new (a join, a departure, a new game, a restored snapshot or record). Only a departure removes a zone (its
   * player's hand), and a zone taken away with its cards would fail the card check.
   */
  private zoneProblems(e: string[] | null, state: GameState, seats: readonly unknown[]): string[] | null {
    const zones = state.zones
    if (zones[BOARD_ZONE_ID] === undefined) e = add(e, `holdem: the board zone ${BOARD_ZONE_ID} is missing`)
    if (zones[MUCK_ZONE_ID] === undefined) e = add(e, `holdem: the muck zone ${MUCK_ZONE_ID} is missing`)
    if (seats !== this.zoneSeats) {
      this.zoneIds = seats.map((id) => playerHandZoneId(String(id)))
      // Only a frozen list is sure to hold the same ids next time.
      this.zoneSeats = Object.isFrozen(seats) ? seats : null
    }
    const ids = this.zoneIds
    for (let i = 0; i < ids.length; i++) {
      const zone = zones[ids[i]!]
      if (zone === undefined) e = add(e, `holdem: the hand ${ids[i]} of seats[${i}] ${show(seats[i])} is missing`)
      else if (zone.ownerId !== seats[i]) e = add(e, `holdem: the hand ${ids[i]} of seats[${i}] ${show(seats[i])} is owned by ${show(zone.ownerId)}`)
    }
    return e
  }
}

/** The street, the options, the counts and booleans, and the kinds of the records and lists read elsewhere. */
function scalarProblems(t: HoldemState, known: HoldemState | null): string[] | null {
  let e: string[] | null = null
  // A field equal to the last valid table's holds (the same string: no list searched).
  if ((known === null || t.street !== known.street) && !STREETS.includes(t.street)) e = add(e, `holdem: street is ${show(t.street)}, not one of ${STREETS.join(', ')}`)
  if (known === null || t.options !== known.options) e = optionProblems(e, t.options)
  if (!isChips(t.handNumber)) e = notChips(e, 'handNumber', t.handNumber)
  if (!isChips(t.totalChips)) e = notChips(e, 'totalChips', t.totalChips)
  if (!isChips(t.boughtIn)) e = notChips(e, 'boughtIn', t.boughtIn)
  if (!isChips(t.cashedOut)) e = notChips(e, 'cashedOut', t.cashedOut)
  if (!isChips(t.currentBet)) e = notChips(e, 'currentBet', t.currentBet)
  if (!isChips(t.minRaise)) e = notChips(e, 'minRaise', t.minRaise)
  if (!isChips(t.fullBet)) e = notChips(e, 'fullBet', t.fullBet)
  if (!isChips(t.raiseLevel)) e = notChips(e, 'raiseLevel', t.raiseLevel)
  if (!isChips(t.betsThisStreet)) e = notChips(e, 'betsThisStreet', t.betsThisStreet)
  if (typeof t.capped !== 'boolean') e = add(e, `holdem: capped is ${show(t.capped)}, not a boolean`)
  if (!isObject(t.stacks)) e = add(e, `holdem: stacks is ${show(t.stacks)}, not a record by player`)
  if (!Array.isArray(t.log)) e = add(e, `holdem: log is ${show(t.log)}, not a list`)
  if (t.lastHand !== null && !isObject(t.lastHand)) e = add(e, `holdem: lastHand is ${show(t.lastHand)}, not an object or null`)
  return e
}

/**
 * The seats (players of the game, each once), a stack for each seated player and no one else, the players leaving
 * seated. `known`: the last valid table when it has the same seats.
 */
function seatedProblems(e: string[] | null, state: GameState, t: HoldemState, known: HoldemState | null, seated: readonly string[]): string[] | null {
  const seats = t.seats
  if (known === null) e = seatProblems(e, seats, state.players)
  if (isObject(t.stacks) && (known === null || t.stacks !== known.stacks)) {
    let stacks = 0
    for (const id in t.stacks) {
      if (has(seated, id)) stacks++
      else e = add(e, `holdem: stacks has ${show(id)}, not a seated player`)
    }
    // As many stacks of seated players as seats (each once): every seat has its stack.
    if (stacks < seats.length) {
      for (let i = 0; i < seats.length; i++) {
        if (typeof seats[i] === 'string' && !Object.hasOwn(t.stacks, seats[i]!)) e = add(e, `holdem: seats[${i}] ${show(seats[i])} has no stack`)
      }
    }
  }
  if (known === null || t.leaving !== known.leaving) e = listIn(e, 'leaving', t.leaving, seats, 'a seated player')
  return e
}

/**
 * During a hand: the players dealt in (seated, each once, at least two), the button one of them, the folded and the
 * players showing among them, the player to act one of them not folded. `known`: the last valid table when it has
 * the same seats and players dealt in, during a hand too.
 */
function handProblems(e: string[] | null, t: HoldemState, known: HoldemState | null): string[] | null {
  const inHand = t.inHand
  if (known === null) {
    if (inHand.length < 2) e = add(e, `holdem: ${inHand.length} players dealt in to hand ${show(t.handNumber)}, not at least 2`)
    for (let i = 0; i < inHand.length; i++) {
      if (typeof inHand[i] !== 'string' || !has(t.seats, inHand[i])) e = add(e, `holdem: inHand[${i}] is ${show(inHand[i])}, not a seated player`)
      else if (firstIndex(inHand, inHand[i]) !== i) e = add(e, `holdem: inHand[${i}] ${show(inHand[i])} is listed twice`)
    }
  }
  if ((known === null || t.button !== known.button) && (typeof t.button !== 'string' || !has(inHand, t.button))) {
    e = add(e, `holdem: button is ${show(t.button)}, not a player dealt in`)
  }
  if (known === null || t.folded !== known.folded) e = listIn(e, 'folded', t.folded, inHand, 'a player dealt in')
  if (known === null || t.showing !== known.showing) e = listIn(e, 'showing', t.showing, inHand, 'a player dealt in')
  const toAct = t.toAct
  if (toAct !== null && (typeof toAct !== 'string' || !has(inHand, toAct) || (Array.isArray(t.folded) && has(t.folded, toAct)))) {
    e = add(e, `holdem: toAct is ${show(toAct)}, not a player dealt in who has not folded, or null`)
  }
  return e
}

/** Between hands: lists where lists belong, and nobody to act. */
function betweenHandsProblems(e: string[] | null, t: HoldemState): string[] | null {
  if (t.button !== null && typeof t.button !== 'string') e = add(e, `holdem: button is ${show(t.button)}, not a player or null`)
  if (!Array.isArray(t.folded)) e = add(e, `holdem: folded is ${show(t.folded)}, not a list of players`)
  if (!Array.isArray(t.showing)) e = add(e, `holdem: showing is ${show(t.showing)}, not a list of players`)
  if (t.toAct !== null) e = add(e, `holdem: toAct is ${show(t.toAct)} while no hand is played (street ${show(t.street)}), not null`)
  return e
}

/**
 * Chips by player, of seated players: the bets, the chips committed and the levels acted (during a hand, of players
 * dealt in; empty between hands), and the start stacks during a hand (between hands they may name a player who left
 * since). `known`: the last valid table when it has the same seats.
 */
function chipProblems(e: string[] | null, t: HoldemState, known: HoldemState | null, seated: readonly string[], running: boolean): string[] | null {
  if (known === null || t.bets !== known.bets) e = chipsBy(e, 'bets', t.bets, seated, true)
  if (known === null || t.committed !== known.committed) e = chipsBy(e, 'committed', t.committed, seated, false)
  if (known === null || t.acted !== known.acted) e = chipsBy(e, 'acted', t.acted, seated, true)
  if (known === null || t.startStacks !== known.startStacks) e = chipsBy(e, 'startStacks', t.startStacks, running ? seated : null, true)
  return e
}

/**
 * The ids of the last list asked about, as property keys: V8 keeps one copy of each key string, so a key read by a
 * `for…in` matches its id by reference instead of by its characters. Made again when the list changes (a join, a
 * departure, a new hand), and kept only for a frozen list, which cannot change.
 */
class KeyList {
  private list: readonly unknown[] | null = null
  private keys: readonly string[] = NO_PROBLEMS

  of(list: readonly unknown[]): readonly string[] {
    if (list !== this.list) {
      const record: Record<string, true> = {}
      for (let i = 0; i < list.length; i++) if (typeof list[i] === 'string') record[list[i] as string] = true
      this.keys = Object.keys(record)
      this.list = Object.isFrozen(list) ? list : null
    }
    return this.keys
  }
}

/** `seats`: at most 10 players of the game, each once. */
function seatProblems(e: string[] | null, seats: readonly unknown[], players: GameState['players']): string[] | null {
  if (seats.length > MAX_SEATS) e = add(e, `holdem: seats lists ${seats.length} players, more than ${MAX_SEATS}`)
  for (let i = 0; i < seats.length; i++) {
    const id = seats[i]
    if (typeof id !== 'string' || !Object.hasOwn(players, id)) e = add(e, `holdem: seats[${i}] is ${show(id)}, not a player of the game`)
    else if (firstIndex(seats, id) !== i) e = add(e, `holdem: seats[${i}] ${show(id)} is listed twice`)
  }
  return e
}

/** A list whose every entry is in `among`. */
function listIn(e: string[] | null, field: string, list: unknown, among: readonly unknown[], what: string): string[] | null {
  if (!Array.isArray(list)) return add(e, `holdem: ${field} is ${show(list)}, not a list of players`)
  for (let i = 0; i < list.length; i++) if (typeof list[i] !== 'string' || !has(among, list[i])) e = add(e, `holdem: ${field}[${i}] is ${show(list[i])}, not ${what}`)
  return e
}

/**
 * A record of chip counts by player: its keys are in `players` (the seated players as keys; any key when `null`), its
 * values (when `values`; the chip check reads the chips committed) whole numbers from 0.
 */
function chipsBy(e: string[] | null, field: string, record: unknown, players: readonly unknown[] | null, values: boolean): string[] | null {
  if (!isObject(record)) return add(e, `holdem: ${field} is ${show(record)}, not a record by player`)
  const chips = record as Record<string, unknown>
  for (const id in chips) {
    // The search of `has`, written out: this loop runs for each key of up to four records a move.
    let seated = players === null
    for (let i = 0; !seated && i < players!.length; i++) seated = players![i] === id
    if (!seated) e = add(e, `holdem: ${field} has ${show(id)}, not a seated player`)
    else if (values && !isChips(chips[id])) e = add(e, `holdem: ${field} of ${show(id)} is ${show(chips[id])}, not a whole number from 0`)
  }
  return e
}

function optionProblems(e: string[] | null, o: ResolvedHoldemOptions): string[] | null {
  if (!isObject(o)) return add(e, `holdem: options is ${show(o)}, not an object`)
  if (!VARIANTS.includes(o.variant)) e = add(e, `holdem: options.variant is ${show(o.variant)}, not one of ${VARIANTS.join(', ')}`)
  if (!STRUCTURES.includes(o.structure)) e = add(e, `holdem: options.structure is ${show(o.structure)}, not one of ${STRUCTURES.join(', ')}`)
  for (const key of ['smallBlind', 'bigBlind', 'startingStack', 'raiseCap', 'maxBuyIn'] as const) {
    if (!isChips(o[key]) || o[key] < 1) e = add(e, `holdem: options.${key} is ${show(o[key])}, not a whole number from 1`)
  }
  if (!isChips(o.ante)) e = add(e, `holdem: options.ante is ${show(o.ante)}, not a whole number from 0`)
  if (o.maxHands !== null && (!isChips(o.maxHands) || o.maxHands < 1)) e = add(e, `holdem: options.maxHands is ${show(o.maxHands)}, not a whole number from 1 or null`)
  for (const key of ['hiLo', 'autoDeal', 'straddle', 'liftCapHeadsUp'] as const) {
    if (typeof o[key] !== 'boolean') e = add(e, `holdem: options.${key} is ${show(o[key])}, not a boolean`)
  }
  return e
}

/** A street of a hand being played. */
function isRunning(street: Street): boolean {
  return street !== 'waiting' && street !== 'complete'
}

/** Whether `list` holds `value` (a loop: the lists are short, and `includes` is slower on a frozen list). */
function has(list: readonly unknown[], value: unknown): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === value) return true
  return false
}

/** The index of the first `value` in `list`, -1 when there is none. */
function firstIndex(list: readonly unknown[], value: unknown): number {
  for (let i = 0; i < list.length; i++) if (list[i] === value) return i
  return -1
}

/** `e` with the problem of a `field` that is not a whole number from 0. */
function notChips(e: string[] | null, field: string, value: unknown): string[] {
  return add(e, `holdem: ${field} is ${show(value)}, not a whole number from 0`)
}

/** A whole number of chips from 0, counted exactly. */
function isChips(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

function isObject(value: unknown): value is Record<string, any> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

