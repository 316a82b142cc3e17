// The drivers go on with a game's pending work (engine.getPending()) when nobody has a legal action, as a
// session does: a board game on @decklet/plugin-phases waits for the authority at each pause point and animation.
import { describe, expect, it } from 'vitest'
import { createCoinRacePlugins } from './__fixtures__/phasesGame'
import { createTestEngine } from './createTestEngine'
import { expectNoLeak } from './expectNoLeak'
import { fuzzPlugins } from './fuzzPlugins'
import { playRandomGame } from './playRandomGame'

const coinRace = (seed = 1, brokenStorm = false) => createTestEngine({ plugins: createCoinRacePlugins({ brokenStorm }), seed, players: 3 })

describe('pending work in the drivers', () => {
  it('is what moves a phases game on at its start: nobody has a legal action, the game has pending work', () => {
    const engine = coinRace()
    expect(engine.getActors()).toEqual([])
    expect(engine.getPending()?.action.type).toBe('phases/CONTINUE')
  })

  it('playRandomGame dispatches it when nobody has a legal action, and plays the game to its end', () => {
    const engine = coinRace(3)
    const result = playRandomGame(engine, { seed: 2 })
    expect(result.stopReason).toBe('finished')
    expect(result.state.winnerIds).toHaveLength(1)
    const types = new Set(result.actions.map((a) => a.type))
    expect(types).toContain('phases/CONTINUE')
    expect([...types].some((t) => t === 'CASH' || t === 'PASS')).toBe(true)
    // Pending work is an ordinary recorded action: the history holds every step the driver took.
    expect(engine.getHistory().map((r) => r.action)).toEqual(result.actions)
  })

  it('fuzzPlugins plays and checks pending work like any step (fork, snapshot, replay)', () => {
    const report = fuzzPlugins((seed) => coinRace(seed), { games: 5, maxSteps: 200 })
    expect(report.failures).toEqual([])
    expect(report.steps).toBeGreaterThan(5 * 10)
  })

  it('fuzzPlugins finds a bug only pending work reaches, and its shrunk sequence replays through the pending action', () => {
    const report = fuzzPlugins((seed) => coinRace(seed, true), { games: 5, maxSteps: 200 })
    expect(report.ok).toBe(false)
    const [failure] = report.failures
    expect(failure!.actions.at(-1)).toMatchObject({ type: 'phases/CONTINUE' })
    expect(failure!.actions.length).toBeLessThanOrEqual(failure!.originalLength)
  })

  it('expectNoLeak plays a phases game to its end through its pending work', () => {
    const report = expectNoLeak((seed) => coinRace(seed), { games: 2, maxSteps: 300 })
    expect(report.games).toBe(2)
    expect(report.steps).toBeGreaterThan(2 * 10)
  })
})
