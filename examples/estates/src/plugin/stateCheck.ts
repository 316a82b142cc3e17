import { describeForProblem as show, isRecordObject, isWholeNumber, type GameState } from '@decklet/core'
import { ESTATES_BOARD, propertyAt } from './board'
import { CHANCE_CARDS } from './chance'
import { ESTATES_VARIABLE } from './state'

/** The name of the game's state check (`ctx.addStateCheck`): a broken `variables.estates` is refused under it. */
export const ESTATES_STATE_CHECK = 'estates: state'

/**
 * The problems of `variables.estates`, none when it holds: once the game is set up it is an object; `cash`
 * holds a whole number from 0 and `positions` a square of the board for each player and no one else;
 * `owners` maps property squares to players; the chance deck's `order` is a permutation of the card indices
 * and `drawn` at most its length; `lastRoll` is `null` or two dice from 1 to 6; `extraMoves` is a whole number
 * from 0; `lastPayment` is `null` or names a player.
 *
 * @example
 * checkEstatesState(engine.getState()) // []
 */
export function checkEstatesState(state: GameState): string[] {
  const value: unknown = state.variables[ESTATES_VARIABLE]
  if (value === undefined) return state.status === 'waiting' ? [] : [`estates: variables.estates is missing from a ${state.status} game`]
  if (!isRecordObject(value)) return [`estates: variables.estates is ${show(value)}, not an object`]
  const errors: string[] = []
  const players = Object.keys(state.players)
  const perPlayer = (field: string, valid: (v: unknown) => boolean, what: string): void => {
    const record = value[field]
    if (!isRecordObject(record)) {
      errors.push(`estates: ${field} is ${show(record)}, not an object`)
      return
    }
    for (const id of players) if (!valid(record[id])) errors.push(`estates: ${field}.${id} is ${show(record[id])}, not ${what}`)
    for (const id of Object.keys(record)) if (!(id in state.players)) errors.push(`estates: ${field} names ${id}, who is not a player`)
  }
  perPlayer('cash', (v) => isWholeNumber(v), 'a whole number from 0')
  perPlayer('positions', (v) => isWholeNumber(v) && v < ESTATES_BOARD.length, `a square from 0 to ${ESTATES_BOARD.length - 1}`)
  const owners = value.owners
  if (!isRecordObject(owners)) errors.push(`estates: owners is ${show(owners)}, not an object`)
  else {
    for (const [square, owner] of Object.entries(owners)) {
      if (!/^\d+$/.test(square) || propertyAt(Number(square)) === null) errors.push(`estates: owners names square ${square}, which is not a property`)
      if (typeof owner !== 'string' || !(owner in state.players)) errors.push(`estates: owners.${square} is ${show(owner)}, not a player`)
    }
  }
  checkDeck(value.chance, errors)
  const roll = value.lastRoll
  if (roll !== null && !(Array.isArray(roll) && roll.length === 2 && roll.every((d) => isWholeNumber(d, 1) && d <= 6))) {
    errors.push(`estates: lastRoll is ${show(roll)}, not null or two dice`)
  }
  if (!isWholeNumber(value.extraMoves)) errors.push(`estates: extraMoves is ${show(value.extraMoves)}, not a whole number from 0`)
  const payment = value.lastPayment
  if (payment !== null && !(isRecordObject(payment) && typeof payment.playerId === 'string' && payment.playerId in state.players)) {
    errors.push(`estates: lastPayment is ${show(payment)}, not null or a payment by a player`)
  }
  return errors
}

function checkDeck(deck: unknown, errors: string[]): void {
  if (!isRecordObject(deck) || !Array.isArray(deck.order)) {
    errors.push(`estates: chance is ${show(deck)}, not a deck with an order`)
    return
  }
  const order: unknown[] = deck.order
  const sorted = [...order].sort((a, b) => Number(a) - Number(b))
  if (sorted.length !== CHANCE_CARDS.length || sorted.some((index, i) => index !== i)) errors.push(`estates: chance.order is not an order of the ${CHANCE_CARDS.length} cards`)
  if (!isWholeNumber(deck.drawn) || deck.drawn > order.length) errors.push(`estates: chance.drawn is ${show(deck.drawn)}, not from 0 to ${order.length}`)
}
