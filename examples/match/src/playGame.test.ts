import { ReplayEngine, compareStates } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { MatchPlugin } from './matchPlugin'
import { playGame } from './playGame'

describe('the quick-start game', () => {
  it('plays seeded games to the end with a winner, and each replays to the identical state', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const engine = playGame(seed)
      const state = engine.getState()
      expect(state.status).toBe('finished')
      expect(state.winnerIds.length).toBeGreaterThan(0)
      const record = JSON.parse(JSON.stringify(engine.exportRecord()))
      expect(compareStates(ReplayEngine.replayRecord(record, [MatchPlugin]).state, state).differences).toEqual([])
    }
  })

  it('is deterministic: the same seed gives the same game', () => {
    expect(playGame(99).getHistory()).toEqual(playGame(99).getHistory())
    expect(playGame(99).getHistory()).not.toEqual(playGame(100).getHistory())
  })

  it('refuses a move out of turn with a stable code', () => {
    const engine = playGame(7)
    const fresh = engine.fork()
    expect(fresh.getState().status).toBe('finished')
    expect(fresh.dispatch({ type: 'DRAW', playerId: 'p2', payload: {} }).denyCode).toBe('NOT_PLAYING')
  })
})
