import { describe, expect, it } from 'vitest'
import { fakeClient } from '../__fixtures__/fakeClient'
import { CLOSE_CODES } from '../protocol/messages'
import { GameEnding, type EndRoom } from './gameEnding'
import { RoomSeats } from './roomSeats'
import type { TableGame } from './tableGame'
import { TableState } from './tableState'
import { TableSummary } from './tableSummary'

function ending(closing = false) {
  const state = new TableState()
  const seats = new RoomSeats({ game: 'uno', spectators: true, createdAt: 0, seats: [{ playerId: 'p1', name: 'Ann' }, { playerId: 'p2', name: 'Bob' }] }, state)
  const ann = fakeClient('s1')
  const watcher = fakeClient('w')
  seats.sit(seats.get('p1')!, ann.client)
  seats.addSpectator(watcher.client)
  const log: string[] = []
  const viewerRecords = { p1: { viewer: 'p1' }, p2: { viewer: 'p2' } } as never
  const table = { finalRecords: (ids: readonly string[]) => (log.push(`records of ${ids.join(',')}`), { record: {}, viewerRecords }) } as unknown as TableGame
  const room: EndRoom = {
    state,
    summary: new TableSummary(state, () => {}),
    seats,
    records: {
      saveFinal: async (make) => {
        const made = make()
        log.push('stored')
        return made.viewerRecords
      },
    },
    table: () => table,
    closing: () => closing,
    broadcast: (type, payload) => void log.push(`broadcast ${type} ${JSON.stringify(payload)}`),
    closeLater: (code) => void log.push(`close ${code}`),
  }
  return { end: new GameEnding(room), state, ann, watcher, log }
}

describe('GameEnding: the end of a game', () => {
  it("stores the final records, then sends game-over to each connected seat (its own viewer record) and each spectator, then closes", async () => {
    const { end, state, ann, watcher, log } = ending()
    state.currentPlayerId = 'p1'
    const over = end.gameOver({ status: 'finished' } as never)
    expect(end.over).toBe(true)
    expect(state.currentPlayerId).toBe('')
    await over
    expect(log).toEqual(['records of p1,p2', 'stored', `close ${CLOSE_CODES.GAME_OVER}`])
    expect(state.status).toBe('finished')
    expect(ann.sent).toEqual([{ type: 'game-over', payload: { result: { status: 'finished' }, viewerRecord: { viewer: 'p1' } } }])
    expect(watcher.sent).toEqual([{ type: 'game-over', payload: { result: { status: 'finished' } } }])
    expect(end.ended?.result).toEqual({ status: 'finished' })
  })

  it('a failure is stored as final, then every client is told and the room closes', async () => {
    const { end, state, log } = ending()
    await end.failed({ name: 'Boom', message: 'it broke' })
    expect(state.status).toBe('failed')
    expect(log).toEqual(['records of p1,p2', 'stored', 'broadcast error {"name":"Boom","message":"it broke","fatal":true}', 'close undefined'])
    expect(end.ended).toBeNull()
  })

  it('announces nothing once the room is going, but still stores the records', async () => {
    const { end, ann, log } = ending(true)
    await end.gameOver({ status: 'finished' } as never)
    await end.failed({ name: 'Boom', message: 'it broke' })
    expect(log).toEqual(['records of p1,p2', 'stored', 'records of p1,p2', 'stored'])
    expect(ann.sent).toEqual([])
    expect(end.ended).toBeNull()
  })
})
