/** The table check's player lists and records by player: seats, stacks, the hand's players, bets and chips. */
import { addProblem as add, describeForProblem as show, type GameState } from '@decklet/core'
import { MAX_SEATS } from '../rules'
import type { HoldemState } from '../state'
import { firstIndex, has, isChips, isObject } from './values'

/**
 * The seats (players of the game, each once), a stack for each seated player and no one else, the players leaving
 * seated. `known`: the last valid table when it has the same seats.
 */
export function seatedProblems(e: string[] | null, state: GameState, t: HoldemState, known: HoldemState | null, seated: readonly string[]): string[] | null {
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
export function handProblems(e: string[] | null, t: HoldemState, known: HoldemState | null): string[] | null {
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
export function betweenHandsProblems(e: string[] | null, t: HoldemState): string[] | null {
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
export function chipProblems(e: string[] | null, t: HoldemState, known: HoldemState | null, seated: readonly string[], running: boolean): string[] | null {
  if (known === null || t.bets !== known.bets) e = chipsBy(e, 'bets', t.bets, seated, true)
  if (known === null || t.committed !== known.committed) e = chipsBy(e, 'committed', t.committed, seated, false)
  if (known === null || t.acted !== known.acted) e = chipsBy(e, 'acted', t.acted, seated, true)
  if (known === null || t.startStacks !== known.startStacks) e = chipsBy(e, 'startStacks', t.startStacks, running ? seated : null, true)
  return e
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
