/** The chip check: stacks and chips committed are whole numbers, and they add up to the chips bought in less those taken away. */
import type { GameState } from '@decklet/core'
import { holdemVariable } from '../state'
import { sum } from '../tableQueries'
import { isObject } from './values'

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
