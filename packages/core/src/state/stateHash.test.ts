import { describe, expect, it } from 'vitest'
import { InvalidArgumentError } from '../errors/errors'
import { createGameState } from './factories'
import { canonicalJson, hashState } from './stateHash'

describe('canonicalJson and hashState', () => {
  it('write keys sorted at every level, whatever order they were set in', () => {
    expect(canonicalJson({ b: 1, a: [true, null, { d: 'x', c: 2.5 }] })).toBe('{"a":[true,null,{"c":2.5,"d":"x"}],"b":1}')
    expect(canonicalJson({ y: 1, x: 2 })).toBe(canonicalJson({ x: 2, y: 1 }))
  })

  it('give one hash per state: equal states hash alike, any change changes it', () => {
    const state = createGameState({ gameId: 'g', seed: 7, players: [{ id: 'p1', name: 'P1', seat: 1 }] })
    const reordered = JSON.parse(JSON.stringify({ ...state, variables: {}, players: state.players }))
    expect(hashState(reordered)).toBe(hashState(state))
    expect(hashState(state)).toMatch(/^sha256:[0-9a-f]{64}$/)
    expect(hashState({ ...state, turn: state.turn + 1 })).not.toBe(hashState(state))
    expect(hashState({ ...state, seed: 8 })).not.toBe(hashState(state))
  })

  it('hash a known state to a known value (the same in every runtime)', () => {
    // sha256 of '{"a":1}', computed independently (`printf '{"a":1}' | sha256sum`).
    expect(hashState({ a: 1 } as never)).toBe('sha256:015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862')
  })

  it('refuse what is not JSON data with an InvalidArgumentError', () => {
    expect(() => canonicalJson({ n: Number.NaN } as never)).toThrow(InvalidArgumentError)
    expect(() => canonicalJson(undefined as never)).toThrow(InvalidArgumentError)
  })
})
