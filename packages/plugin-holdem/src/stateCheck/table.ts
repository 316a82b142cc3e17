/** The table check: `state.variables.holdem` well formed, remembering the last table it found valid. */
import { addProblem as add, describeForProblem as show, GameZonesCheck, type GameState } from '@decklet/core'
import { BOARD_ZONE_ID, HOLDEM_VARIABLE, MUCK_ZONE_ID, type HoldemState, type Street } from '../state'
import { KeyList } from './keyList'
import { scalarProblems } from './tableFields'
import { betweenHandsProblems, chipProblems, handProblems, seatedProblems } from './tablePlayers'
import { isObject, NO_PROBLEMS } from './values'

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
export class TableCheck {
  private last: HoldemState | null = null
  private lastPlayers: GameState['players'] | null = null
  private lastCurrent: string | null = null
  // The board, the muck and a hand of each seated player, owned by that player: read when the seats or the players are
  // new (a join, a departure, a new game, a restored snapshot or record). Only a departure removes a zone (its
  // player's hand), and a zone taken away with its cards would fail the card check.
  private readonly zonesCheck = new GameZonesCheck({ prefix: 'holdem', zones: { [BOARD_ZONE_ID]: 'the board zone', [MUCK_ZONE_ID]: 'the muck zone' }, listName: 'seats' })
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
    if (!sameSeats) e = this.zonesCheck.problems(e, state, seats)
    return e
  }
}

/** A street of a hand being played. */
function isRunning(street: Street): boolean {
  return street !== 'waiting' && street !== 'complete'
}
