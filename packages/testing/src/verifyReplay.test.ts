import { GameRecordError } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { createMiniGamePlugin, createSetupCountingPlugin, createTimestampPlugin } from './__fixtures__/plugins'
import { createTestEngine } from './createTestEngine'
import { mockRandom } from './mockRandom'
import { playRandomGame } from './playRandomGame'
import { verifyReplay } from './verifyReplay'

describe('verifyReplay', () => {
  it('is ok for a game whose record replays to the same state and history', () => {
    for (const seed of [1, 2, 3]) {
      const engine = createTestEngine({ plugins: [createMiniGamePlugin(), createTimestampPlugin()], seed })
      playRandomGame(engine, { seed })
      const check = verifyReplay(engine)
      expect(check).toMatchObject({ ok: true, differences: [], diff: '' })
      expect(check.state).toEqual(engine.getState())
      expect(check.error).toBeUndefined()
    }
  })

  it('is ok right after start, with no history', () => {
    expect(verifyReplay(createTestEngine({ plugins: [createMiniGamePlugin()] })).ok).toBe(true)
  })

  it('reports the differences between the game and its replay, with a diff', () => {
    const engine = createTestEngine({ plugins: [createMiniGamePlugin(), createSetupCountingPlugin()] })
    engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    const check = verifyReplay(engine)
    expect(check.ok).toBe(false)
    expect(check.differences).toEqual([{ path: 'variables.setups', a: 1, b: 2 }])
    expect(check.diff).toBe('variables.setups: original 1, replay 2')
  })

  it('reports a replay that fails (a plugin missing from the given list)', () => {
    const engine = createTestEngine({ plugins: [createMiniGamePlugin()] })
    const check = verifyReplay(engine, [])
    expect(check.ok).toBe(false)
    expect(check.error).toBeInstanceOf(GameRecordError)
    expect(check.diff).toMatch(/^the replay failed: Cannot replay: the record needs plugin 'mini-game' 1\.0\.0/)
  })

  it('replays with the plugins given instead of the engine’s', () => {
    const engine = createTestEngine({ plugins: [createMiniGamePlugin()] })
    playRandomGame(engine, { seed: 5 })
    expect(verifyReplay(engine, [createMiniGamePlugin()]).ok).toBe(true)
  })

  it('cannot replay a game played with mockRandom (replay uses the seeded provider)', () => {
    const engine = createTestEngine({ plugins: [createMiniGamePlugin()], config: { random: mockRandom([0.3], { loop: true }) } })
    expect(verifyReplay(engine).ok).toBe(false)
  })
})
