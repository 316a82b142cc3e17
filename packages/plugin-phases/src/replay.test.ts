import { GameEngine, ReplayEngine, type ActionInit, type GameRecord } from '@decklet/core'
import { compareStates, playRandomGame } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { diceEngine, diceGamePlugins } from './__fixtures__/games'
import { getWait } from './state'

/** The next step as a session takes it: the pending work, else the first legal action of the player asked. */
function nextStep(engine: GameEngine): ActionInit | null {
  const pending = engine.getPending()
  if (pending !== null) return pending.action
  const [actor] = engine.getActors()
  return actor === undefined ? null : (engine.getLegalActions(actor)[0] ?? null)
}

function playOn(engine: GameEngine, limit = 500): ActionInit[] {
  const played: ActionInit[] = []
  for (let step = nextStep(engine); step !== null && played.length < limit; step = nextStep(engine)) {
    const result = engine.dispatch(step)
    expect(result.ok).toBe(true)
    played.push(step)
  }
  return played
}

const same = (a: unknown, b: unknown) => compareStates(a as never, b as never).equal

describe('a seeded phases game, saved and replayed', () => {
  it('is played to its end by a session-like loop: pending work, then the decisions', () => {
    const engine = diceEngine(11)
    playOn(engine)
    expect(engine.getState().status).toBe('finished')
    expect(engine.getState().winnerIds).toHaveLength(1)
  })

  it('replays from its record (exportRecord, JSON, ReplayEngine.replayRecord) to the same state and history', () => {
    const engine = diceEngine(12)
    playRandomGame(engine, { seed: 4 })
    const record = JSON.parse(JSON.stringify(engine.exportRecord())) as GameRecord
    const replayed = ReplayEngine.replayRecord(record, diceGamePlugins())
    expect(replayed.warnings).toEqual([])
    expect(same(replayed.state, engine.getState())).toBe(true)
    expect(replayed.engine.getHistory().map((r) => r.action)).toEqual(engine.getHistory().map((r) => r.action))
  })

  it('goes on from a snapshot taken while a step waits to the same end as the game itself', () => {
    // With a pause point before each player, the stack waits after every step a session takes.
    const engine = diceEngine(13, 3, { yieldBetweenPlayers: true })
    playOn(engine, 6)
    expect(getWait(engine.getState())).not.toBeNull()
    const snapshot = JSON.parse(JSON.stringify(engine.createSnapshot()))
    const rest = playOn(engine)
    // Another engine, playing another game, loads the save.
    const restored = diceEngine(99, 3, { yieldBetweenPlayers: true })
    restored.restoreSnapshot(snapshot)
    for (const action of rest) expect(restored.dispatch(action).ok).toBe(true)
    expect(same(restored.getState(), engine.getState())).toBe(true)
  })

  it('forks at any wait to a game that, given the same actions, reaches the same state', () => {
    const engine = diceEngine(14, 3, { yieldBetweenPlayers: true })
    playOn(engine, 4)
    expect(getWait(engine.getState())).not.toBeNull()
    const fork = engine.fork()
    const rest = playOn(engine)
    for (const action of rest) expect(fork.dispatch(action).ok).toBe(true)
    expect(same(fork.getState(), engine.getState())).toBe(true)
    fork.destroy()
  })

  it('refuses a replay with other phases (the config pins them)', () => {
    const engine = diceEngine(15)
    playOn(engine, 5)
    const record = engine.exportRecord()
    const others = diceGamePlugins({ yieldBetweenPlayers: true })
    expect(() => ReplayEngine.replayRecord(record, others)).toThrow(/config/i)
  })
})
