/** The table check's fields that are not about players: the street, the options, the counts and booleans. */
import { addProblem as add, describeForProblem as show } from '@decklet/core'
import type { ResolvedHoldemOptions } from '../options'
import type { HoldemState, Street } from '../state'
import { isChips, isObject } from './values'

const STREETS: readonly Street[] = ['waiting', 'preflop', 'flop', 'turn', 'river', 'showdown', 'complete']
const VARIANTS: readonly ResolvedHoldemOptions['variant'][] = ['holdem', 'omaha']
const STRUCTURES: readonly ResolvedHoldemOptions['structure'][] = ['no-limit', 'pot-limit', 'fixed-limit']

/** The street, the options, the counts and booleans, and the kinds of the records and lists read elsewhere. */
export function scalarProblems(t: HoldemState, known: HoldemState | null): string[] | null {
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

/** `e` with the problem of a `field` that is not a whole number from 0. */
function notChips(e: string[] | null, field: string, value: unknown): string[] {
  return add(e, `holdem: ${field} is ${show(value)}, not a whole number from 0`)
}
