import { ReplayEngine, type GameRecord } from '@decklet/core'
import { createTestEngine, playRandomGame, verifyReplay } from '@decklet/testing'
import '@decklet/testing/vitest'
import { describe, expect, it } from 'vitest'
import { create__PASCAL_NAME__Plugin } from './index'

/** A complete game of three players, seed 42. */
function playedGame() {
  const engine = createTestEngine({ plugins: [create__PASCAL_NAME__Plugin({ rounds: 4 })], seed: 42, players: 3 })
  playRandomGame(engine, { seed: 42 })
  expect(engine.getState().status).toBe('finished')
  return engine
}

describe('records', () => {
  it('replay to the same state after a trip through JSON (exportRecord → JSON → replayRecord)', () => {
    const engine = playedGame()
    const saved = JSON.stringify(engine.exportRecord())
    const record = JSON.parse(saved) as GameRecord
    const { state, warnings } = ReplayEngine.replayRecord(record, [create__PASCAL_NAME__Plugin({ rounds: 4 })])
    expect(warnings).toEqual([])
    expect(state).toEqualState(engine.getState())
  })

  it('replay exactly, history included (verifyReplay)', () => {
    const check = verifyReplay(playedGame())
    expect(check.diff).toBe('')
    expect(check.ok).toBe(true)
  })

  it('pin the options: a plugin configured otherwise is refused', () => {
    const record = playedGame().exportRecord()
    expect(() => ReplayEngine.replayRecord(record, [create__PASCAL_NAME__Plugin()])).toThrow(expect.objectContaining({ code: 'RECORD_PLUGIN_CONFIG' }))
  })
})
