import { describe, it, expect } from 'vitest'
import { DeckletError } from '../errors/deckletError'
import { createGameState, createPlayer } from '../state/factories'
import { checkGameStateShape } from './stateShape'
import { StateValidator } from './stateValidator'
import type { StateCheck } from './types'

function state() {
  return createGameState({ gameId: 'g', seed: 1, players: [createPlayer({ id: 'p1', name: 'A', seat: 1 })] })
}

describe('StateValidator with a plugin check that does not return a list', () => {
  it.each([
    ['undefined', undefined, "forgetful: returned undefined instead of a list of problems"],
    ['null', null, 'forgetful: returned null instead of a list of problems'],
    ['a string', 'too many cards', "forgetful: returned the string 'too many cards' instead of a list of problems"],
  ])('reports a check returning %s as a problem instead of throwing', (_label, returned, problem) => {
    const v = new StateValidator()
    v.addCheck('forgetful', (() => returned) as unknown as StateCheck)
    expect(v.validate(state())).toEqual({ valid: false, errors: [problem] })
  })

  it('still runs the other checks', () => {
    const v = new StateValidator()
    v.addCheck('forgetful', (() => undefined) as unknown as StateCheck)
    v.addCheck('strict', () => ['always wrong'])
    expect(v.validate(state()).errors).toEqual(['forgetful: returned undefined instead of a list of problems', 'strict: always wrong'])
  })
})

describe('StateValidator.addCheck with a name already registered', () => {
  it('throws a DeckletError with code DUPLICATE_STATE_CHECK', () => {
    const v = new StateValidator()
    v.addCheck('x', () => [])
    let caught: unknown
    try {
      v.addCheck('x', () => [])
    } catch (e) {
      caught = e
    }
    expect(DeckletError.isInstance(caught)).toBe(true)
    expect((caught as DeckletError).code).toBe('DUPLICATE_STATE_CHECK')
    expect((caught as DeckletError).message).toBe("State check 'x' is already registered")
  })
})

describe('checkGameStateShape and root fields', () => {
  it('reports every root field that GameState does not have, after the other problems', () => {
    const s = { ...JSON.parse(JSON.stringify(state())), score: 3, turn: 'x', extra: null }
    expect(checkGameStateShape(s)).toEqual([
      'state.turn is not a number',
      'state.score is not a GameState field',
      'state.extra is not a GameState field',
    ])
  })

  it('reports an own __proto__ root field without touching prototypes', () => {
    const s = JSON.parse(JSON.stringify(state()).replace('{', '{"__proto__":{"polluted":true},'))
    expect(checkGameStateShape(s)).toEqual(['state.__proto__ is not a GameState field'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('accepts a state with exactly the GameState fields', () => {
    expect(checkGameStateShape(JSON.parse(JSON.stringify(state())))).toEqual([])
  })
})
