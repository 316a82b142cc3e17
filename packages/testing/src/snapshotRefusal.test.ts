import { GameEngine, type GamePlugin } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { SnapshotAcceptedError, snapshotRefusal } from './snapshotRefusal'

/** A game whose state check refuses a negative `score`. */
const scored: GamePlugin = {
  id: 'scored',
  name: 'Scored',
  version: '1.0.0',
  setup(ctx) {
    ctx.setVariable('score', 0)
    ctx.addStateCheck('score', (state) => ((state.variables.score as number) < 0 ? ['score is negative'] : []))
  },
}

function game() {
  const engine = new GameEngine({ seed: 1 }).use(scored)
  engine.createGame({ players: [{ id: 'p1', name: 'P1' }] }).start()
  return { engine, snapshot: JSON.parse(JSON.stringify(engine.createSnapshot())) }
}

describe('snapshotRefusal', () => {
  it("returns the StateValidationError's errors for a corrupted copy, the engine's state kept", () => {
    const { engine, snapshot } = game()
    const before = engine.getState()
    expect(snapshotRefusal(engine, snapshot, (copy) => void (copy.state.variables.score = -1))).toContain('score: score is negative')
    expect(engine.getState()).toBe(before)
    // The snapshot given is not changed: the corruption is made on a copy.
    expect(snapshot.state.variables.score).toBe(0)
  })

  it('throws SnapshotAcceptedError when the copy is taken', () => {
    const { engine, snapshot } = game()
    expect(() => snapshotRefusal(engine, snapshot, (copy) => void (copy.state.variables.score = 5))).toThrow(SnapshotAcceptedError)
    expect(() => snapshotRefusal(engine, snapshot, (copy) => void (copy.state.variables.score = 5))).toThrow('restoreSnapshot took the corrupted snapshot')
  })
})
