import { describe, expect, it } from 'vitest'
import { TableState } from './tableState'
import { TableSummary } from './tableSummary'

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve))

describe('TableSummary: the public summary and its patches', () => {
  it('sends one patch for the changes of one turn of work', async () => {
    let patches = 0
    const summary = new TableSummary(new TableState(), () => patches++)
    summary.patchSoon()
    summary.patchSoon()
    summary.patchSoon()
    expect(patches).toBe(0)
    await tick()
    expect(patches).toBe(1)
    summary.patchSoon()
    await tick()
    expect(patches).toBe(2)
  })

  it('sends no patch once the room is closing, a queued one included', async () => {
    let patches = 0
    const summary = new TableSummary(new TableState(), () => patches++)
    summary.patchSoon()
    summary.close()
    summary.patchSoon()
    await tick()
    expect(patches).toBe(0)
  })

  it('names the player asked and the deadline; when a request closes, one still open, or nobody', () => {
    const state = new TableState()
    const summary = new TableSummary(state, () => {})
    summary.asked({ requestId: 'r1', playerId: 'p1', deadline: 100 })
    expect([state.currentPlayerId, state.deadline]).toEqual(['p1', 100])
    const open = [{ requestId: 'r1', playerId: 'p1', deadline: 100 }, { requestId: 'r2', playerId: 'p2', deadline: 200 }]
    summary.closed('r1', open)
    expect([state.currentPlayerId, state.deadline]).toEqual(['p2', 200])
    summary.closed('r2', open.slice(1))
    expect([state.currentPlayerId, state.deadline]).toEqual(['', 0])
    summary.asked({ requestId: 'r3', playerId: 'p3', deadline: 300 })
    summary.noTurn()
    expect([state.currentPlayerId, state.deadline]).toEqual(['', 0])
  })
})
