import { describe, expect, it } from 'vitest'
import { DeckletError } from './deckletError'
import { GameLifecycleError, InvalidArgumentError, InvalidOptionError } from './errors'

describe('InvalidOptionError', () => {
  it('keeps the option, the value given and what is allowed as fields', () => {
    const e = new InvalidOptionError('handSize', 11, 'an integer from 1 to 10', { scope: 'UNO' })
    expect(e.option).toBe('handSize')
    expect(e.value).toBe(11)
    expect(e.allowed).toBe('an integer from 1 to 10')
    expect(e.scope).toBe('UNO')
    expect(e.code).toBe('INVALID_OPTION')
    expect(e.message).toBe('UNO: handSize must be an integer from 1 to 10, got 11')
    expect(DeckletError.isInstance(e)).toBe(true)
  })

  it('reads like the option checks it replaces (no scope: no prefix)', () => {
    expect(new InvalidOptionError('deals', 0, 'a positive integer').message).toBe('deals must be a positive integer, got 0')
    expect(new InvalidOptionError('deals', 0, 'a positive integer').scope).toBeUndefined()
  })

  it.each<[unknown, string]>([
    ['fast', "'fast'"],
    [undefined, 'undefined'],
    [null, 'null'],
    [Number.NaN, 'NaN'],
    [true, 'true'],
    [[1, 2], '[1,2]'],
    [{ a: 1 }, '{"a":1}'],
    [10n, '10'],
  ])('shows the value %s as %s', (value, shown) => {
    expect(new InvalidOptionError('x', value, 'y').message).toBe(`x must be y, got ${shown}`)
  })

  it('shows a value JSON cannot write without failing in its turn', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(new InvalidOptionError('x', cyclic, 'y').message).toBe('x must be y, got [object Object]')
    expect(new InvalidOptionError('x', () => 1, 'y').message).toMatch(/^x must be y, got /)
  })

  it('forwards a cause', () => {
    const cause = new Error('parse failed')
    expect(new InvalidOptionError('x', 'a', 'y', { cause }).cause).toBe(cause)
  })

  it('keeps a documented message given as the message option, with the same fields', () => {
    const e = new InvalidOptionError('players', 11, 'from 2 to 10 players', { scope: 'UNO', message: 'UNO is played by 2 to 10 players, not 11' })
    expect(e.message).toBe('UNO is played by 2 to 10 players, not 11')
    expect(e).toMatchObject({ code: 'INVALID_OPTION', option: 'players', value: 11, allowed: 'from 2 to 10 players', scope: 'UNO' })
  })
})

describe('InvalidArgumentError', () => {
  it('names the argument, keeps the message as given and is no lifecycle error', () => {
    const e = new InvalidArgumentError('Cannot create a game with no players', 'players')
    expect(e).toBeInstanceOf(DeckletError)
    expect(e).not.toBeInstanceOf(GameLifecycleError)
    expect(e).toMatchObject({ name: 'InvalidArgumentError', code: 'INVALID_ARGUMENT', argument: 'players', message: 'Cannot create a game with no players' })
    expect(DeckletError.isInstance(e)).toBe(true)
  })
})
