import { describe, expect, it } from 'vitest'
import { resolveHoldemOptions } from '../options'
import { getHoldemState } from '../state'
import { table } from '../__fixtures__/table'
import { scalarProblems } from './tableFields'

const valid = () => getHoldemState(table(3).getState())

describe("the table check's fields that are not about players", () => {
  it('finds no problem in a table the plugin made', () => {
    expect(scalarProblems(valid(), null)).toBeNull()
  })

  it('names each field that is not a whole number from 0, and a capped that is not a boolean', () => {
    const t = { ...valid(), totalChips: -1, raiseLevel: 1.5, capped: 'no' } as never
    expect(scalarProblems(t, null)).toEqual([
      'holdem: totalChips is -1, not a whole number from 0',
      'holdem: raiseLevel is 1.5, not a whole number from 0',
      'holdem: capped is "no", not a boolean',
    ])
  })

  it('does not check again the street and options the last valid table had, and checks them when they differ', () => {
    const known = valid()
    const street = { ...known, street: 'banana' } as never
    const options = { ...known, options: { ...known.options, smallBlind: 0 } }
    expect(scalarProblems({ ...known }, known)).toBeNull()
    expect(scalarProblems(street, known)).toEqual(['holdem: street is "banana", not one of waiting, preflop, flop, turn, river, showdown, complete'])
    expect(scalarProblems(options, known)).toEqual(['holdem: options.smallBlind is 0, not a whole number from 1'])
    // The same street string and options object as the last valid table's: not read again.
    expect(scalarProblems(street, street)).toBeNull()
    expect(scalarProblems(options, options)).toBeNull()
  })

  it('checks every option of a resolved set', () => {
    const t = { ...valid(), options: { ...resolveHoldemOptions({}), maxHands: 0, hiLo: 1 } } as never
    expect(scalarProblems(t, null)).toEqual([
      'holdem: options.maxHands is 0, not a whole number from 1 or null',
      'holdem: options.hiLo is 1, not a boolean',
    ])
  })
})
