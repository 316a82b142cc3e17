import { GameEngine, InvalidOptionError, ReplayEngine } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { seededGame } from '../__fixtures__/drive'
import { playWithBots } from '../__fixtures__/botGame'
import { createEstatesPhasesPlugin, createEstatesPlugin, createEstatesPlugins } from './estatesPlugin'
import { getEstates } from './state'

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }))

describe('the plugins', () => {
  it('set the game up: everyone on Start with the starting cash, the chance deck shuffled by the seed', () => {
    const a = seededGame(1, 3)
    const estates = getEstates(a.getState())
    expect(estates.cash).toEqual({ p1: 1_000, p2: 1_000, p3: 1_000 })
    expect(estates.positions).toEqual({ p1: 0, p2: 0, p3: 0 })
    expect([...estates.chance.order].sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(getEstates(seededGame(1, 3).getState()).chance).toEqual(estates.chance)
    expect(getEstates(seededGame(2, 3).getState()).chance.order).not.toEqual(estates.chance.order)
  })

  it('are played by 2 to 6 players', () => {
    for (const n of [1, 7]) {
      const engine = new GameEngine({ seed: 1 })
      for (const plugin of createEstatesPlugins()) engine.use(plugin)
      expect(() => engine.createGame({ players: players(n) })).toThrow(InvalidOptionError)
    }
  })

  it('need the phases plugin', () => {
    const engine = new GameEngine({ seed: 1 }).use(createEstatesPlugin())
    expect(() => engine.createGame({ players: players(2) })).toThrow(/phases/)
  })

  // plugin-phases is 0.1.0 with a minor changeset: its release is 0.2.0, which '^0.1.0' refuses.
  it('take the phases plugin of any 0.x release from 0.1.0, as the workspace versions it, but not a 1.0', () => {
    const withPhasesAt = (version: string) => {
      const engine = new GameEngine({ seed: 1 }).use({ ...createEstatesPhasesPlugin(), version }).use(createEstatesPlugin())
      return () => engine.createGame({ players: players(2) })
    }
    expect(withPhasesAt('0.1.0')).not.toThrow()
    expect(withPhasesAt('0.2.0')).not.toThrow()
    expect(withPhasesAt('1.0.0')).toThrow(/phases/)
  })

  it('pin their options in a record: a replay with other options is refused', () => {
    const engine = seededGame(4, 2, { roundCap: 5 })
    playWithBots(engine)
    const record = engine.exportRecord()
    expect(ReplayEngine.replayRecord(record, createEstatesPlugins({ roundCap: 5 })).state).toEqual(engine.getState())
    let refusal: unknown
    try {
      ReplayEngine.replayRecord(record, createEstatesPlugins({ roundCap: 6 }))
    } catch (error) {
      refusal = error
    }
    expect(refusal).toMatchObject({ code: 'RECORD_PLUGIN_CONFIG' })
  })
})
