import { describe, it, expect, vi, afterEach } from 'vitest'
import { StateValidator } from './stateValidator'
import { BUILT_IN_INVARIANTS } from './invariants'
import { createCard, createGameState, createPlayer, createZone } from '../state/factories'
import { deepFreeze } from '../state/json'
import { stateUtils } from '../state/stateUtils'
import type { GameState } from '../state/types'

function valid(): GameState {
  return deepFreeze(
    createGameState({
      gameId: 'g',
      seed: 1,
      status: 'playing',
      currentPlayerId: 'p1',
      players: [createPlayer({ id: 'p1', name: 'A', seat: 1 }), createPlayer({ id: 'p2', name: 'B', seat: 2 })],
      cards: ['c1', 'c2', 'c3'].map((id) => createCard({ id, type: 't' })),
      zones: [createZone({ id: 'deck', type: 'deck', cards: ['c1', 'c2', 'c3'] }), createZone({ id: 'discard', type: 'discard' })],
    }),
  )
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('StateValidator', () => {
  it('returns { valid: true, errors: [] } for a valid state', () => {
    expect(new StateValidator().validate(valid())).toEqual({ valid: true, errors: [] })
  })

  it('collects the problems of every broken invariant, in invariant order', () => {
    const s = valid()
    const broken: GameState = { ...s, status: 'nope' as GameState['status'], currentPlayerId: 'p9', turn: -1 }
    expect(new StateValidator().validate(broken)).toEqual({
      valid: false,
      errors: ["current player 'p9' does not exist", "status 'nope' is not a valid status", 'turn -1 is not a non-negative integer'],
    })
  })

  it('runs plugin checks and prefixes their problems with the check name', () => {
    const v = new StateValidator()
    v.addCheck('max-hand', (state) => (state.zones.deck!.cards.length > 2 ? ['deck too big', 'really'] : []))
    expect(v.validate(valid())).toEqual({ valid: false, errors: ['max-hand: deck too big', 'max-hand: really'] })
  })

  it('passes the validated state to plugin checks', () => {
    const v = new StateValidator()
    const check = vi.fn(() => [] as string[])
    v.addCheck('spy', check)
    const s = valid()
    v.validate(s)
    expect(check).toHaveBeenCalledWith(s)
  })

  it('reports built-in problems before plugin check problems, and plugin checks in registration order', () => {
    const v = new StateValidator()
    v.addCheck('b', () => ['second'])
    v.addCheck('a', () => ['third'])
    expect(v.validate({ ...valid(), version: -1 }).errors).toEqual(['version -1 is not a non-negative integer', 'b: second', 'a: third'])
  })

  it('addCheck throws for a name already registered', () => {
    const v = new StateValidator()
    v.addCheck('x', () => [])
    expect(() => v.addCheck('x', () => ['other'])).toThrow("State check 'x' is already registered")
    expect(v.getCheckNames()).toEqual(['x'])
    expect(v.validate(valid()).valid).toBe(true)
  })

  it('removeCheck removes a check and returns whether it existed', () => {
    const v = new StateValidator()
    v.addCheck('x', () => ['bad'])
    expect(v.hasCheck('x')).toBe(true)
    expect(v.validate(valid()).valid).toBe(false)
    expect(v.removeCheck('x')).toBe(true)
    expect(v.removeCheck('x')).toBe(false)
    expect(v.hasCheck('x')).toBe(false)
    expect(v.validate(valid())).toEqual({ valid: true, errors: [] })
    expect(() => v.addCheck('x', () => [])).not.toThrow()
  })

  it('reports a check that throws instead of throwing', () => {
    const v = new StateValidator()
    v.addCheck('boom', () => {
      throw new Error('exploded')
    })
    v.addCheck('str', () => {
      throw 'just a string'
    })
    v.addCheck('after', () => ['still runs'])
    expect(v.validate(valid())).toEqual({
      valid: false,
      errors: ['boom: threw: exploded', 'str: threw: just a string', 'after: still runs'],
    })
  })

  it('clone copies the checks; later changes do not leak either way', () => {
    const v = new StateValidator()
    v.addCheck('a', () => [])
    const c = v.clone()
    expect(c.getCheckNames()).toEqual(['a'])
    c.addCheck('b', () => ['b broke'])
    v.removeCheck('a')
    expect(v.getCheckNames()).toEqual([])
    expect(c.getCheckNames()).toEqual(['a', 'b'])
    expect(v.validate(valid()).valid).toBe(true)
    expect(c.validate(valid()).errors).toEqual(['b: b broke'])
  })

  it('clear removes every plugin check', () => {
    const v = new StateValidator()
    v.addCheck('a', () => ['x'])
    v.clear()
    expect(v.getCheckNames()).toEqual([])
    expect(v.validate(valid()).valid).toBe(true)
  })
})

describe('StateValidator incremental mode', () => {
  function spyChecks() {
    return Object.fromEntries(BUILT_IN_INVARIANTS.map((inv) => [inv.name, vi.spyOn(inv, 'check')]))
  }
  const called = (spies: ReturnType<typeof spyChecks>): string[] =>
    Object.entries(spies)
      .filter(([, s]) => s.mock.calls.length > 0)
      .map(([n]) => n)
  const resetSpies = (spies: ReturnType<typeof spyChecks>): void => {
    for (const s of Object.values(spies)) s.mockClear()
  }

  it('without incremental mode every invariant runs every time', () => {
    const spies = spyChecks()
    const v = new StateValidator()
    const s = valid()
    v.validate(s)
    resetSpies(spies)
    v.validate(s)
    expect(called(spies)).toHaveLength(8)
  })

  it('skips every invariant whose records are the same objects as at the last valid state', () => {
    const spies = spyChecks()
    const v = new StateValidator(true)
    const s1 = valid()
    expect(v.validate(s1).valid).toBe(true)
    expect(called(spies)).toHaveLength(8)
    resetSpies(spies)
    // only variables changed: no built-in invariant reads them
    const s2 = deepFreeze(stateUtils.setVariable(s1, 'k', 1))
    expect(v.validate(s2).valid).toBe(true)
    expect(called(spies)).toEqual([])
  })

  it('re-runs only the invariants that read a changed record', () => {
    const spies = spyChecks()
    const v = new StateValidator(true)
    const s1 = valid()
    v.validate(s1)
    resetSpies(spies)
    const s2 = deepFreeze(stateUtils.moveCard(s1, 'c1', 'deck', 'discard'))
    expect(v.validate(s2).valid).toBe(true)
    // The two zone invariants are covered by the per-card delta check (zoneDelta.ts) when only zones changed.
    expect(called(spies)).toEqual(['record keys equal ids'])
    resetSpies(spies)
    const s3 = deepFreeze(stateUtils.setTurn(s2, 4))
    v.validate(s3)
    expect(called(spies)).toEqual(['version and turn are non-negative integers'])
  })

  it('catches a changed record that breaks an invariant', () => {
    const v = new StateValidator(true)
    const s1 = valid()
    v.validate(s1)
    const broken = deepFreeze({ ...s1, zones: { ...s1.zones, discard: createZone({ id: 'discard', type: 'discard', cards: ['c1'] }) } })
    expect(v.validate(broken)).toEqual({ valid: false, errors: ["card 'c1' is in zones 'deck' and 'discard'"] })
    const badCurrent = deepFreeze({ ...s1, currentPlayerId: 'p9' })
    expect(v.validate(badCurrent).errors).toEqual(["current player 'p9' does not exist"])
  })

  it('compares against the last valid state, not the last invalid one', () => {
    const v = new StateValidator(true)
    const s1 = valid()
    v.validate(s1)
    const broken = deepFreeze({ ...s1, turn: -1 })
    expect(v.validate(broken).valid).toBe(false)
    // same version and turn as the broken state (only gameId differs, which no invariant reads),
    // but the last *valid* state had turn 0, so the invariant runs again
    const stillBroken = deepFreeze({ ...broken, gameId: 'other' })
    expect(v.validate(stillBroken).errors).toEqual(['turn -1 is not a non-negative integer'])
  })

  it('always runs plugin checks', () => {
    const v = new StateValidator(true)
    const check = vi.fn(() => [] as string[])
    v.addCheck('c', check)
    const s = valid()
    v.validate(s)
    v.validate(s)
    expect(check).toHaveBeenCalledTimes(2)
  })

  it('reset() makes the next validation check everything', () => {
    const spies = spyChecks()
    const v = new StateValidator(true)
    const s = valid()
    v.validate(s)
    resetSpies(spies)
    v.reset()
    v.validate(s)
    expect(called(spies)).toHaveLength(8)
  })

  it('clone keeps incremental mode but starts with no last valid state', () => {
    const spies = spyChecks()
    const v = new StateValidator(true)
    const s = valid()
    v.validate(s)
    const c = v.clone()
    resetSpies(spies)
    c.validate(s)
    expect(called(spies)).toHaveLength(8)
    resetSpies(spies)
    c.validate(s)
    expect(called(spies)).toEqual([])
  })
})
