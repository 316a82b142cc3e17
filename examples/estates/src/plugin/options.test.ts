import { InvalidOptionError } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { DEFAULT_ESTATES_OPTIONS, resolveEstatesOptions } from './options'

describe('the options', () => {
  it('default to 1,000 to start with, a salary of 100 and 60 rounds', () => {
    expect(resolveEstatesOptions()).toEqual({ startingCash: 1_000, salary: 100, roundCap: 60 })
    expect(resolveEstatesOptions({})).toEqual(DEFAULT_ESTATES_OPTIONS)
  })

  it('take what is given, a salary of 0 included', () => {
    expect(resolveEstatesOptions({ startingCash: 300, salary: 0, roundCap: 5 })).toEqual({ startingCash: 300, salary: 0, roundCap: 5 })
  })

  it.each([
    [{ startingCash: 0 }, 'startingCash'],
    [{ salary: -1 }, 'salary'],
    [{ roundCap: 2.5 }, 'roundCap'],
    [{ roundCap: '10' as never }, 'roundCap'],
  ])('refuses %j', (options, option) => {
    expect(() => resolveEstatesOptions(options)).toThrow(InvalidOptionError)
    expect(() => resolveEstatesOptions(options)).toThrow(new RegExp(`^estates: ${option} must be a whole number`))
  })
})
