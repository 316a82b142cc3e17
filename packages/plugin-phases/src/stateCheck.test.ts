import { describe, expect, it } from 'vitest'
import { snapshotRefusal } from '@decklet/testing'
import { diceEngine } from './__fixtures__/games'
import { checkPhasesState, PHASES_STATE_CHECK } from './stateCheck'

const refused = (corrupt: (phases: any, copy: any) => void) => {
  const engine = diceEngine(3)
  const snapshot = engine.createSnapshot()
  return snapshotRefusal(engine, snapshot, (copy) => corrupt(copy.state.variables.phases, copy))
}

describe("the phases plugin's state check", () => {
  it('passes every state of a played game', () => {
    const engine = diceEngine(5)
    expect(checkPhasesState(engine.getState())).toEqual([])
  })

  it('refuses a snapshot whose variables.phases is not an object', () => {
    expect(refused((_p, copy) => void (copy.state.variables.phases = 'banana'))).toContain(`${PHASES_STATE_CHECK}: phases: the variable is "banana", not an object`)
  })

  it('refuses an unknown stage, a round that is no whole number, or an index past the order', () => {
    expect(refused((p) => void (p.stage = 'lunch'))).toContainEqual(expect.stringContaining('stage is "lunch"'))
    expect(refused((p) => void (p.round = -1))).toContainEqual(expect.stringContaining('round is -1'))
    expect(refused((p) => void (p.index = 9))).toContainEqual(expect.stringContaining('index is 9'))
  })

  it('refuses an order or a current player naming no player', () => {
    expect(refused((p) => void (p.order = ['p1', 'zed']))).toContainEqual(expect.stringContaining('order names "zed"'))
    expect(refused((p) => void (p.current = 'zed'))).toContainEqual(expect.stringContaining('current is "zed"'))
  })

  it('refuses a stack entry of an unknown kind, or two entries with one id', () => {
    expect(refused((p) => void p.stack.push({ id: 's999', kind: 'teleport' }))).toContainEqual(expect.stringContaining('unknown kind "teleport"'))
    expect(refused((p) => void p.stack.push({ ...p.stack[0] }))).toContainEqual(expect.stringContaining('on the stack twice'))
  })

  it('refuses a wait of an unknown kind, and a decision whose options are not of the decision types', () => {
    expect(refused((p) => void (p.wait = { id: 'w1', kind: 'nap' }))).toContainEqual(expect.stringContaining('wait is an object'))
    expect(refused((p) => void (p.wait = { id: 'w1', kind: 'decision', playerId: 'p1', options: [{ type: 'FLY', payload: {}, playerId: 'p1' }], defaultAction: { type: 'FLY', payload: {}, playerId: 'p1' }, step: { id: 's1', kind: 'roll' } })))
      .toContainEqual(expect.stringContaining("the decision's options"))
  })

  it('refuses a skip count that is no whole number from 1', () => {
    expect(refused((p) => void (p.skips = { p1: 0 }))).toContainEqual(expect.stringContaining('skips has "p1": 0'))
    expect(refused((p) => void (p.skips = { nobody: 2 }))).toContainEqual(expect.stringContaining('skips has "nobody"'))
  })
})
