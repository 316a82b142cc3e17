import { describe, expect, it } from 'vitest'
import { GameEngine } from '../engine/gameEngine'
import { InvalidOptionError } from '../errors/errors'
import type { GamePlugin } from '../plugins/types'
import { CommonDenyCodes, defineDenyCodes } from './denyCodes'
import { ok } from './verdicts'

describe('CommonDenyCodes', () => {
  it('is frozen, each code under its own name', () => {
    expect(Object.isFrozen(CommonDenyCodes)).toBe(true)
    for (const [key, value] of Object.entries(CommonDenyCodes)) expect(value).toBe(key)
  })

  it('has one code for "not in play", none of the per-game spellings', () => {
    expect(CommonDenyCodes.GAME_NOT_PLAYING).toBe('GAME_NOT_PLAYING')
    expect(Object.keys(CommonDenyCodes)).not.toContain('NOT_PLAYING')
    expect(Object.keys(CommonDenyCodes)).not.toContain('GAME_OVER')
    // NOT_IN_HAND meant a card in one game and a player in another: neither meaning keeps that name.
    expect(Object.keys(CommonDenyCodes)).not.toContain('NOT_IN_HAND')
  })
})

describe('defineDenyCodes', () => {
  const Deny = defineDenyCodes({ MUST_PLAY: 'MUST_PLAY', DOES_NOT_BEAT: 'DOES_NOT_BEAT' })

  it('returns the common codes and the game\'s own, frozen', () => {
    expect(Deny.codes).toEqual({ ...CommonDenyCodes, MUST_PLAY: 'MUST_PLAY', DOES_NOT_BEAT: 'DOES_NOT_BEAT' })
    expect(Object.isFrozen(Deny.codes)).toBe(true)
    expect(Object.isFrozen(Deny)).toBe(true)
  })

  it('denies with a reason and one of the set\'s codes, as a rule result', () => {
    expect(Deny.deny('play a card', Deny.codes.MUST_PLAY)).toEqual({ allowed: false, reason: 'play a card', code: 'MUST_PLAY' })
    expect(Deny.deny('not yet', 'NOT_YOUR_TURN')).toEqual({ allowed: false, reason: 'not yet', code: 'NOT_YOUR_TURN' })
  })

  it('tells its codes from others', () => {
    expect(Deny.has('MUST_PLAY')).toBe(true)
    expect(Deny.has('GAME_NOT_PLAYING')).toBe(true)
    expect(Deny.has('CANNOT_STACK')).toBe(false)
    expect(Deny.has('toString')).toBe(false)
    expect(Deny.has(undefined)).toBe(false)
  })

  it('accepts a common code listed again, with its one value', () => {
    expect(defineDenyCodes({ NOT_YOUR_TURN: 'NOT_YOUR_TURN' }).codes.NOT_YOUR_TURN).toBe('NOT_YOUR_TURN')
  })

  it.each<[string, Record<string, unknown>]>([
    ['a code that is another name', { MUST_PLAY: 'PLAY_FIRST' }],
    ['a code that is not a string', { MUST_PLAY: 1 }],
    ['an empty name', { '': '' }],
    ['a __proto__ name', JSON.parse('{"__proto__": "__proto__"}') as Record<string, unknown>],
  ])('refuses %s with InvalidOptionError', (_label, codes) => {
    expect(() => defineDenyCodes(codes as never)).toThrow(InvalidOptionError)
  })

  it('says which code is wrong and what it must be', () => {
    expect(() => defineDenyCodes({ MUST_PLAY: 'PLAY_FIRST' } as never)).toThrow(
      "defineDenyCodes: codes.MUST_PLAY must be 'MUST_PLAY', its own name, got 'PLAY_FIRST'",
    )
  })

  it('gives the engine a denial whose code a caller reads back from dispatch', () => {
    const { codes, deny } = defineDenyCodes({ ALREADY_KNOCKED: 'ALREADY_KNOCKED' })
    const Knock: GamePlugin = {
      id: 'knock',
      name: 'Knock',
      version: '1.0.0',
      rules: [
        {
          id: 'knock.once',
          name: 'Knock once',
          appliesTo: ['KNOCK'],
          validate: ({ state }) => (state.variables.knocked === true ? deny('you knocked already', codes.ALREADY_KNOCKED) : ok()),
        },
      ],
      actions: [{ type: 'KNOCK', execute: (_a, { state }) => ({ state: { ...state, variables: { knocked: true } } }) }],
    }
    const engine = new GameEngine({ seed: 1 }).use(Knock)
    engine.createGame({ players: [{ id: 'p1', name: 'A' }] }).start()
    expect(engine.dispatch({ type: 'KNOCK', playerId: 'p1' }).ok).toBe(true)
    const second = engine.dispatch({ type: 'KNOCK', playerId: 'p1' })
    expect(second.denyCode).toBe(codes.ALREADY_KNOCKED)
    expect(second.denyReason).toBe('you knocked already')
  })
})
