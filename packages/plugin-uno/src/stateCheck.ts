import {
  GameZonesCheck,
  addProblem as add,
  isWholeNumber as isCount,
  isStringList as isStrings,
  isRecordObject as isObject,
  describeForProblem as show,
  type GameState,
  type Zone,
} from '@decklet/core'
import { isDeckCardId, UNO_COLORS, UNO_DECK_RECORD } from './cards'
import { DISCARD_PILE, DRAW_PILE, handZoneId, UNO_VARIABLE, type UnoPhase, type UnoState } from './state'

/** The name of UNO's state check (`ctx.addStateCheck`): a broken state's `StateValidationError` starts its errors with it. @internal */
export const UNO_STATE_CHECK = 'uno: zones and cards'

/**
 * Whether the state's hidden-information setup holds and all 108 cards are in zones, checking every card id
 * (for tests of states the engine's own invariants did not check): the errors found, none when it holds.
 * @internal
 */
export function checkUnoZones(state: GameState): string[] {
  return checkZones(state, false)
}

/**
 * The plugin's state check: {@link checkUnoZones}, leaning on the engine's built-in invariants, which run
 * with it ("every zone card exists", "no card in two places"). With only the deck's cards in the game, every
 * card in a zone is then a distinct UNO card, and counting them takes the zones' lengths: no card-by-card scan.
 * @internal
 */
export function checkUnoZonesWithInvariants(state: GameState): string[] {
  return checkZones(state, state.cards === UNO_DECK_RECORD)
}

function checkZones(state: GameState, countByLength: boolean): string[] {
  const errors: string[] = []
  let total = 0
  for (const zoneId in state.zones) {
    const zone = state.zones[zoneId]!
    if (zone.type === 'uno-draw' && zone.visibility !== 'hidden') errors.push(`uno: the draw pile ${zone.id} must be hidden`)
    if (zone.type === 'hand' && zone.visibility !== 'owner') errors.push(`uno: the hand ${zone.id} must be owner-only`)
    total += countByLength ? zone.cards.length : unoCardsIn(state, zone)
  }
  if (total !== 108 && state.status === 'playing') errors.push(`uno: ${total} cards in zones instead of 108`)
  return errors
}

/** How many of a zone's cards are UNO cards. */
function unoCardsIn(state: GameState, zone: Zone): number {
  const ids = zone.cards
  let count = 0
  // The shared record of the 108 cards (a game with no other card) holds exactly the deck's ids.
  if (state.cards === UNO_DECK_RECORD) for (let i = 0; i < ids.length; i++) count += isDeckCardId(ids[i]!) ? 1 : 0
  else for (let i = 0; i < ids.length; i++) if (state.cards[ids[i]!]?.type === 'uno') count++
  return count
}

/** The name of UNO's check of its variable (`ctx.addStateCheck`): a broken `variables.uno` is refused under it. @internal */
export const UNO_VARIABLE_CHECK = 'uno: state'

const PHASES: readonly UnoPhase[] = ['play', 'drawn', 'penalty', 'color', 'over']
const FACES: readonly string[] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'skip', 'reverse', 'draw2', 'wild', 'wild4']
const NO_PROBLEMS: readonly string[] = Object.freeze([])

/**
 * The problems of `variables.uno` in `state`, none when it holds (for tests and by hand; the plugin registers
 * {@link createUnoStateCheck}): once the game has started the variable exists and is an object; `phase` and
 * `direction` hold known values, `color` is a colour or `null`, `face` a card face; `penalty` is a whole number
 * from 0 and `hand` from 1; `drew` is a boolean; `order` lists 2 to 10 distinct players of `state.players`; the
 * dealer, `jumpable`, the challenge's offender, the UNO call's player and the shown hand's owner and viewer are
 * players in `order`; `scores`, `handsWon` and `lastHand.points` hold a whole number from 0 for each player in
 * `order` and no other key; the draw pile, the discard pile and each hand of `order` (owned by its player) exist.
 * @internal
 */
export function checkUnoState(state: GameState): string[] {
  return [...new UnoStateCheck().check(state)]
}

/**
 * The check of `variables.uno` one plugin instance registers: {@link checkUnoState}, remembering the last UNO
 * state and players it found valid (frozen states only: they cannot change). The same two objects are not checked
 * again; a new UNO state shares its lists and records with the last one (the handlers copy only what they change),
 * so those are skipped too and only its scalar fields and what changed are read. @internal
 */
export function createUnoStateCheck(): (state: GameState) => readonly string[] {
  return new UnoStateCheck().check
}

class UnoStateCheck {
  private lastUno: UnoState | null = null
  private lastPlayers: GameState['players'] | null = null
  // The draw pile, the discard pile and a hand of each player of `order`, owned by that player: read when `order` or the
  // players are new (a new game, a restored snapshot or record). UNO's moves remove no zone, and a zone taken away
  // with its cards would fail the count of 108.
  private readonly zonesCheck = new GameZonesCheck({ prefix: 'uno', zones: { [DRAW_PILE]: 'the draw pile', [DISCARD_PILE]: 'the discard pile' }, listName: 'order', handZoneId })

  // An arrow function: the plugin registers it as it is (one call per check, no wrapper).
  readonly check = (state: GameState): readonly string[] => {
    const value = state.variables[UNO_VARIABLE] as unknown
    if (value === this.lastUno && state.players === this.lastPlayers) return NO_PROBLEMS
    if (value === undefined) return state.status === 'waiting' ? NO_PROBLEMS : [`uno: variables.uno is missing from a ${state.status} game`]
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`uno: variables.uno is ${show(value)}, not an object`]
    const uno = value as UnoState
    // The last valid UNO state, when the players are the same: what the new one shares with it holds.
    const known = this.lastUno !== null && state.players === this.lastPlayers ? this.lastUno : null
    const errors = this.problems(state, uno, known)
    if (errors !== null) return errors
    // Only a frozen state (what the engine's checked modes make; frozen is never extensible) cannot change.
    if (!Object.isExtensible(uno)) {
      this.lastUno = uno
      this.lastPlayers = state.players
    }
    return NO_PROBLEMS
  }

  private problems(state: GameState, uno: UnoState, known: UnoState | null): string[] | null {
    let e: string[] | null = null
    // A field equal to the last valid state's holds (the same string: no list searched).
    if ((known === null || uno.phase !== known.phase) && !PHASES.includes(uno.phase)) e = add(e, `uno: phase is ${show(uno.phase)}, not one of ${PHASES.join(', ')}`)
    if (uno.direction !== 1 && uno.direction !== -1) e = add(e, `uno: direction is ${show(uno.direction)}, not 1 or -1`)
    if ((known === null || uno.color !== known.color) && uno.color !== null && !UNO_COLORS.includes(uno.color)) {
      e = add(e, `uno: color is ${show(uno.color)}, not a colour or null`)
    }
    if ((known === null || uno.face !== known.face) && !FACES.includes(uno.face)) e = add(e, `uno: face is ${show(uno.face)}, not a card face`)
    if (!isCount(uno.penalty, 0)) e = add(e, `uno: penalty is ${show(uno.penalty)}, not a whole number from 0`)
    if (!isCount(uno.hand, 1)) e = add(e, `uno: hand is ${show(uno.hand)}, not a whole number from 1`)
    if (typeof uno.drew !== 'boolean') e = add(e, `uno: drew is ${show(uno.drew)}, not a boolean`)
    const order = uno.order
    if (!Array.isArray(order)) return add(e, `uno: order is ${show(order)}, not a list of players`)
    const sameOrder = known !== null && order === known.order
    if (!sameOrder) e = orderProblems(e, order, state.players)
    if (!sameOrder || uno.dealer !== known.dealer) e = inOrder(e, 'dealer', uno.dealer, order, false)
    if (!sameOrder || uno.jumpable !== known.jumpable) e = inOrder(e, 'jumpable', uno.jumpable, order, true)
    if (!sameOrder || uno.scores !== known.scores) e = countsByPlayer(e, 'scores', uno.scores, order)
    if (!sameOrder || uno.handsWon !== known.handsWon) e = countsByPlayer(e, 'handsWon', uno.handsWon, order)
    if (!sameOrder || uno.lastHand !== known.lastHand) e = lastHandProblems(e, uno.lastHand, order)
    if (!sameOrder || uno.challenge !== known.challenge) e = challengeProblems(e, uno.challenge, order)
    if (!sameOrder || uno.unoCall !== known.unoCall) e = unoCallProblems(e, uno.unoCall, order)
    if (!sameOrder || uno.shown !== known.shown) e = shownProblems(e, uno.shown, order)
    if (!sameOrder) e = this.zonesCheck.problems(e, state, order)
    return e
  }
}

/** `order`: 2 to 10 distinct players of the game. */
function orderProblems(e: string[] | null, order: readonly unknown[], players: GameState['players']): string[] | null {
  if (order.length < 2 || order.length > 10) e = add(e, `uno: order lists ${order.length} players, not 2 to 10`)
  for (let i = 0; i < order.length; i++) {
    const id = order[i]
    if (typeof id !== 'string' || !Object.hasOwn(players, id)) e = add(e, `uno: order[${i}] is ${show(id)}, not a player of the game`)
    else if (order.indexOf(id) !== i) e = add(e, `uno: order[${i}] ${show(id)} is listed twice`)
  }
  return e
}

/** `value` names a player in `order` (or is `null`, when `nullable`). */
function inOrder(e: string[] | null, field: string, value: unknown, order: readonly unknown[], nullable: boolean): string[] | null {
  if (value === null && nullable) return e
  if (typeof value === 'string' && order.includes(value)) return e
  return add(e, `uno: ${field} is ${show(value)}, not a player in order${nullable ? ' or null' : ''}`)
}

/** A record with a whole number from 0 for each player of `order`, and no other key. */
function countsByPlayer(e: string[] | null, field: string, record: unknown, order: readonly unknown[]): string[] | null {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return add(e, `uno: ${field} is ${show(record)}, not a record by player`)
  const counts = record as Record<string, unknown>
  for (const key in counts) if (!order.includes(key)) e = add(e, `uno: ${field} has ${show(key)}, not a player in order`)
  for (let i = 0; i < order.length; i++) {
    const id = order[i] as string
    if (!isCount(counts[id], 0)) e = add(e, `uno: ${field} of ${show(id)} is ${show(counts[id])}, not a whole number from 0`)
  }
  return e
}

function lastHandProblems(e: string[] | null, lastHand: UnoState['lastHand'], order: readonly unknown[]): string[] | null {
  if (lastHand === null) return e
  if (!isObject(lastHand)) return add(e, `uno: lastHand is ${show(lastHand)}, not an object or null`)
  e = inOrder(e, 'lastHand.winner', lastHand.winner, order, false)
  return countsByPlayer(e, 'lastHand.points', lastHand.points, order)
}

function challengeProblems(e: string[] | null, challenge: UnoState['challenge'], order: readonly unknown[]): string[] | null {
  if (challenge === null) return e
  if (!isObject(challenge)) return add(e, `uno: challenge is ${show(challenge)}, not an object or null`)
  e = inOrder(e, 'challenge.offender', challenge.offender, order, false)
  if (!UNO_COLORS.includes(challenge.previousColor)) e = add(e, `uno: challenge.previousColor is ${show(challenge.previousColor)}, not a colour`)
  if (typeof challenge.lastCard !== 'boolean') e = add(e, `uno: challenge.lastCard is ${show(challenge.lastCard)}, not a boolean`)
  return e
}

function unoCallProblems(e: string[] | null, call: UnoState['unoCall'], order: readonly unknown[]): string[] | null {
  if (call === null) return e
  if (!isObject(call)) return add(e, `uno: unoCall is ${show(call)}, not an object or null`)
  e = inOrder(e, 'unoCall.player', call.player, order, false)
  if (typeof call.declared !== 'boolean') e = add(e, `uno: unoCall.declared is ${show(call.declared)}, not a boolean`)
  return e
}

function shownProblems(e: string[] | null, shown: UnoState['shown'], order: readonly unknown[]): string[] | null {
  if (shown === null) return e
  if (!isObject(shown)) return add(e, `uno: shown is ${show(shown)}, not an object or null`)
  e = inOrder(e, 'shown.owner', shown.owner, order, false)
  e = inOrder(e, 'shown.viewer', shown.viewer, order, false)
  const cards = shown.cards as unknown
  if (cards !== undefined && !isStrings(cards)) e = add(e, `uno: shown.cards is ${show(cards)}, not a list of card ids`)
  return e
}

