import { createUnoPlugin } from '@decklet/plugin-uno'
import { describe, expect, it } from 'vitest'
import { unoGame } from '../games/unoGame'
import type { RoomContext } from './roomContext'
import { seatBots, waitingGame } from './tableSetup'
import { recordDigest, type TableSpec } from './tableSpec'

const spec: TableSpec = { game: 'uno', spectators: false, createdAt: 0, seats: [{ playerId: 'p1', name: 'Ann' }, { playerId: 'p2', name: 'Bot', bot: 'random' }] }
const context = (runIn: 'process' | 'worker') => ({ definition: unoGame(), runIn }) as unknown as RoomContext

describe("a table's setup", () => {
  it('seats each bot in this process, none for a worker (it seats them itself)', () => {
    const plugins = [createUnoPlugin()]
    expect([...seatBots(context('process'), spec, plugins).keys()]).toEqual(['p2'])
    expect(seatBots(context('worker'), spec, plugins).size).toBe(0)
  })

  it('refuses a bot the registry does not have, in a worker too', () => {
    const bad: TableSpec = { ...spec, seats: [spec.seats[0]!, { playerId: 'p2', name: 'X', bot: 'oracle' }] }
    for (const runIn of ['process', 'worker'] as const) {
      expect(() => seatBots(context(runIn), bad, [createUnoPlugin()])).toThrow(expect.objectContaining({ code: 'BAD_TABLE', message: expect.stringMatching(/^Seat p2: no bot oracle \(there are /) }))
    }
  })

  it("makes a new game of the table's seats on the given plugins, with a seed the server draws", () => {
    const plugins = [createUnoPlugin()]
    const { engine, seed } = waitingGame(context('process'), spec, 'room1', plugins, undefined)
    expect(seed).toBeGreaterThan(0)
    expect(Object.keys(engine!.getState().players)).toEqual(['p1', 'p2'])
    expect(engine!.getState().gameId).toBe('room1')
    engine!.destroy()
  })

  it('replays a restored record in this process only, and only the record the grant covers', () => {
    const { engine } = waitingGame(context('process'), spec, 'room1', [createUnoPlugin()], undefined)
    engine!.start()
    const record = JSON.parse(JSON.stringify(engine!.exportRecord()))
    engine!.destroy()
    const granted: TableSpec = { ...spec, restoreDigest: recordDigest(record) }
    const restored = waitingGame(context('process'), granted, 'room1', [], record)
    expect(Object.keys(restored.engine!.getState().players).sort()).toEqual(['p1', 'p2'])
    restored.engine!.destroy()
    expect(waitingGame(context('worker'), granted, 'room1', [], record)).toEqual({ engine: null, seed: 0 })
    expect(() => waitingGame(context('process'), spec, 'room1', [], record)).toThrow(expect.objectContaining({ code: 'TABLE_NOT_AUTHORIZED' }))
    const other = { ...record, seed: record.seed + 1 }
    expect(() => waitingGame(context('worker'), granted, 'room1', [], other)).toThrow(expect.objectContaining({ code: 'TABLE_NOT_AUTHORIZED' }))
  })
})
