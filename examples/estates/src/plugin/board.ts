/**
 * The ring of squares. Facts of the genre, not of any one published game: a start square that pays a salary
 * when passed, streets in colour groups, chance squares, a jail that is only visited and a square that sends
 * you there. A 24-square ring (not 40) so that a game between four players ends in a few dozen rounds.
 */

/** A street's colour group: owning every street of a group doubles their rents. */
export type ColourGroup = 'brown' | 'teal' | 'pink' | 'orange' | 'red' | 'yellow' | 'green' | 'blue'

/** One square of the ring. */
export type Square =
  | { readonly kind: 'start'; readonly name: string }
  | { readonly kind: 'property'; readonly name: string; readonly group: ColourGroup; readonly price: number; readonly rent: number }
  | { readonly kind: 'chance'; readonly name: string }
  | { readonly kind: 'jail'; readonly name: string }
  | { readonly kind: 'go-to-jail'; readonly name: string }
  | { readonly kind: 'rest'; readonly name: string }

/** A square that can be bought. */
export type PropertySquare = Extract<Square, { kind: 'property' }>

const street = (name: string, group: ColourGroup, price: number, rent: number): PropertySquare => ({ kind: 'property', name, group, price, rent })
const chance: Square = { kind: 'chance', name: 'Chance' }

/**
 * The board, square 0 first, in the direction of play. Rents are half the price: there are no houses to
 * build, and a lap is short (the salary comes often), so plain rents must be high for anyone to go bankrupt
 * (with a quarter of the price, seeded games between bots all ran to the round cap with everyone solvent).
 */
export const ESTATES_BOARD: readonly Square[] = Object.freeze([
  { kind: 'start', name: 'Start' },
  street('Mill Lane', 'brown', 60, 30),
  street('Quarry Row', 'brown', 60, 30),
  chance,
  street('Harbour Street', 'teal', 100, 50),
  street('Dockside', 'teal', 120, 60),
  { kind: 'jail', name: 'Jail' },
  street('Orchard Road', 'pink', 140, 70),
  street('Cherry Walk', 'pink', 160, 80),
  chance,
  street('Foundry Lane', 'orange', 180, 90),
  street('Bell Street', 'orange', 200, 100),
  { kind: 'rest', name: 'Rest Area' },
  street('Market Square', 'red', 220, 110),
  street('Guild Road', 'red', 240, 120),
  chance,
  street('Lantern Way', 'yellow', 260, 130),
  street('Clock Tower Row', 'yellow', 280, 140),
  { kind: 'go-to-jail', name: 'Go to Jail' },
  street('Garden Terrace', 'green', 300, 150),
  street('Vine Crescent', 'green', 320, 160),
  chance,
  street('Crown Heights', 'blue', 350, 175),
  street('Summit Avenue', 'blue', 400, 200),
] satisfies Square[])

/** The index of the start square. */
export const START_SQUARE = 0

/** The index of the jail, where "go to jail" sends a player. */
export const JAIL_SQUARE: number = ESTATES_BOARD.findIndex((square) => square.kind === 'jail')

/** Where a move of `steps` squares from `position` ends, and whether it reached or passed the start square. */
export interface Move {
  readonly position: number
  /** True when the move landed on or went past square 0: the salary is paid. */
  readonly passedStart: boolean
}

/**
 * Moves `steps` squares forward around a ring of `size` squares. Landing on the start square counts as
 * passing it (the salary is paid either way); a move to jail is not a move (see the chance and go-to-jail
 * squares): it never pays.
 *
 * @example
 * advance(22, 5, 24) // { position: 3, passedStart: true }
 */
export function advance(position: number, steps: number, size: number = ESTATES_BOARD.length): Move {
  const reached = position + steps
  return { position: reached % size, passedStart: reached >= size }
}

/** The square at an index (throws for an index off the board: a broken state, which the state check refuses). */
export function squareAt(index: number, board: readonly Square[] = ESTATES_BOARD): Square {
  const square = board[index]
  if (square === undefined) throw new RangeError(`no square ${index} on a board of ${board.length}`)
  return square
}

/** The property at an index, or `null` for any other square. */
export function propertyAt(index: number, board: readonly Square[] = ESTATES_BOARD): PropertySquare | null {
  const square = board[index]
  return square?.kind === 'property' ? square : null
}

/** The indices of a group's streets. */
export function groupSquares(group: ColourGroup, board: readonly Square[] = ESTATES_BOARD): number[] {
  const indices: number[] = []
  board.forEach((square, index) => {
    if (square.kind === 'property' && square.group === group) indices.push(index)
  })
  return indices
}

/** Who owns which property: square index (as a string key, JSON) → player id. Unowned squares are absent. */
export type Owners = Readonly<Record<string, string>>

/**
 * The rent owed on landing on property `index` owned by someone else: its rent, doubled when its owner owns
 * every street of its colour group. `0` for an unowned square or one that is not a property. Halving (a
 * chance card) is a modifier on the payment, not part of this price.
 *
 * @example
 * rentOf(1, { '1': 'p2', '2': 'p2' }) // 60: both browns
 */
export function rentOf(index: number, owners: Owners, board: readonly Square[] = ESTATES_BOARD): number {
  const square = propertyAt(index, board)
  const owner = owners[String(index)]
  if (square === null || owner === undefined) return 0
  const wholeGroup = groupSquares(square.group, board).every((i) => owners[String(i)] === owner)
  return wholeGroup ? square.rent * 2 : square.rent
}
