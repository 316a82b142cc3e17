import { defineVariable, type GameState, type WithVariables } from '@decklet/core'
import { advance, ESTATES_BOARD, propertyAt, type Owners } from './board'
import type { ChanceDeck } from './chance'
import { charge } from './money'

/** The key of the game's variable. */
export const ESTATES_VARIABLE = 'estates'

/** The last payment asked of a player: what a screen shows, and what tells the game a player went bankrupt. */
export interface Payment {
  readonly playerId: string
  /** Who was paid: a player, or `null` for the bank. */
  readonly to: string | null
  /** What was asked, after any modifier (a halved rent asks half). */
  readonly amount: number
  /** What was paid: the amount, or everything the player had. */
  readonly paid: number
  readonly bankrupt: boolean
  readonly reason: 'rent' | 'fee'
}

/** Everything Estates adds to the state (`variables.estates`), JSON only. */
export interface EstatesState {
  /** Each player's money, never below 0. */
  readonly cash: Readonly<Record<string, number>>
  /** Each player's square (an index of the board). */
  readonly positions: Readonly<Record<string, number>>
  /** Square index → owner; unowned squares are absent. */
  readonly owners: Owners
  readonly chance: ChanceDeck
  /** The dice of the last roll, for screens. */
  readonly lastRoll: readonly [number, number] | null
  /** Moves left this turn after the current one (a second-move card makes it 1). */
  readonly extraMoves: number
  /** The last payment asked, or `null` before the first. */
  readonly lastPayment: Payment | null
}

/**
 * The typed handle of `variables.estates`.
 *
 * @example
 * EstatesVariable.require(engine.getState()).cash.p1
 */
export const EstatesVariable = defineVariable<EstatesState>(ESTATES_VARIABLE)

/** The game's state in a state or a view; throws `NotFoundError` before the game is set up. */
export function getEstates(source: WithVariables): EstatesState {
  return EstatesVariable.require(source)
}

/** The state at the start: everyone on Start with `startingCash`, nothing owned, the chance deck as given. */
export function initialEstates(playerIds: readonly string[], startingCash: number, chance: ChanceDeck): EstatesState {
  const cash: Record<string, number> = {}
  const positions: Record<string, number> = {}
  for (const id of playerIds) {
    cash[id] = startingCash
    positions[id] = 0
  }
  return { cash, positions, owners: {}, chance, lastRoll: null, extraMoves: 0, lastPayment: null }
}

/** `state` with the game's variable replaced by `update(current)`. */
export function withEstates(state: GameState, update: (estates: EstatesState) => EstatesState): GameState {
  return EstatesVariable.set(state, update(getEstates(state)))
}

/** Where a move took a player: their new square, and the salary paid on the way (0 when Start was not reached). */
export interface MoveOutcome {
  readonly estates: EstatesState
  readonly from: number
  readonly to: number
  readonly salary: number
}

/** Moves a player `steps` squares forward, paying `salary` when they reach or pass Start. */
export function movePlayer(estates: EstatesState, playerId: string, steps: number, salary: number): MoveOutcome {
  const from = estates.positions[playerId] ?? 0
  const move = advance(from, steps, ESTATES_BOARD.length)
  const paid = move.passedStart ? salary : 0
  return {
    estates: {
      ...estates,
      positions: { ...estates.positions, [playerId]: move.position },
      cash: paid === 0 ? estates.cash : { ...estates.cash, [playerId]: (estates.cash[playerId] ?? 0) + paid },
    },
    from,
    to: move.position,
    salary: paid,
  }
}

/** Puts a player on a square without moving round the ring (to jail): no salary. */
export function placePlayer(estates: EstatesState, playerId: string, square: number): EstatesState {
  return { ...estates, positions: { ...estates.positions, [playerId]: square } }
}

/** Adds `amount` (from 0) to a player's cash: a salary, a dividend. */
export function credit(estates: EstatesState, playerId: string, amount: number): EstatesState {
  return { ...estates, cash: { ...estates.cash, [playerId]: (estates.cash[playerId] ?? 0) + amount } }
}

/**
 * A payment of `amount` by `playerId` to `to` (a player, or the bank for `null`), as {@link charge} settles
 * it: a player who cannot pay in full pays all they have. Records it as `lastPayment`.
 */
export function pay(estates: EstatesState, playerId: string, to: string | null, amount: number, reason: Payment['reason']): EstatesState {
  const outcome = charge(estates.cash[playerId] ?? 0, amount)
  const cash: Record<string, number> = { ...estates.cash, [playerId]: outcome.left }
  if (to !== null) cash[to] = (cash[to] ?? 0) + outcome.paid
  return { ...estates, cash, lastPayment: { playerId, to, amount, paid: outcome.paid, bankrupt: outcome.bankrupt, reason } }
}

/** The player buys the property on `square` at its price. Throws when it is not an unowned property they can pay for. */
export function buyProperty(estates: EstatesState, playerId: string, square: number): EstatesState {
  const property = propertyAt(square)
  if (property === null) throw new RangeError(`square ${square} is not a property`)
  if (estates.owners[String(square)] !== undefined) throw new RangeError(`${property.name} is already owned`)
  const cash = estates.cash[playerId] ?? 0
  if (cash < property.price) throw new RangeError(`${playerId} has ${cash}, less than the ${property.price} ${property.name} costs`)
  return { ...estates, cash: { ...estates.cash, [playerId]: cash - property.price }, owners: { ...estates.owners, [String(square)]: playerId } }
}

/**
 * What a bankrupt player owned passes to their creditor (a player), or back to the bank (`null`: the
 * squares are unowned again and may be bought).
 */
export function transferProperties(estates: EstatesState, from: string, to: string | null): EstatesState {
  const owners: Record<string, string> = {}
  for (const [square, owner] of Object.entries(estates.owners)) {
    if (owner !== from) owners[square] = owner
    else if (to !== null) owners[square] = to
  }
  return { ...estates, owners }
}

/** The squares a player owns, in board order. */
export function ownedBy(estates: EstatesState, playerId: string): number[] {
  return Object.entries(estates.owners)
    .filter(([, owner]) => owner === playerId)
    .map(([square]) => Number(square))
    .sort((a, b) => a - b)
}
