import { Deferred } from '@colyseus/core'
import { describe, expect, it } from 'vitest'
import { fakeClient } from '../__fixtures__/fakeClient'
import { CLOSE_CODES } from '../protocol/messages'
import { holdSeat } from './reconnection'
import { RoomSeats } from './roomSeats'
import type { TableSpec } from './tableSpec'
import { TableState } from './tableState'

const spec: TableSpec = { game: 'uno', spectators: true, createdAt: 0, seats: [{ playerId: 'p1', name: 'Ann' }, { playerId: 'p2', name: 'Bob' }, { playerId: 'p3', name: 'Bot', bot: 'random' }] }

function seating() {
  const state = new TableState()
  return { seats: new RoomSeats(spec, state), state }
}

describe('RoomSeats: who sits where', () => {
  it('puts every seat in the summary; a bot seat has joined and is connected from the start', () => {
    const { seats, state } = seating()
    expect([...state.seats.keys()]).toEqual(['p1', 'p2', 'p3'])
    expect(state.seats.get('p3')!.connected).toBe(true)
    expect(state.seats.get('p1')!.connected).toBe(false)
    expect(seats.isHuman('p1')).toBe(true)
    expect(seats.isHuman('p3')).toBe(false)
    expect(seats.isHuman('ghost')).toBe(false)
    expect(seats.humansJoined()).toBe(false)
    seats.get('p1')!.joined = true
    seats.get('p2')!.joined = true
    expect(seats.humansJoined()).toBe(true)
  })

  it('knows the seat of a connection while it sits, and not after', () => {
    const { seats } = seating()
    const ann = fakeClient('s1')
    const seat = seats.get('p1')!
    seats.sit(seat, ann.client)
    expect(seats.playerOf('s1')).toBe('p1')
    expect(seat.state.connected).toBe(true)
    expect(seats.connectedClient(seat)).toBe(ann.client)
    seats.unseat(seat)
    expect(seats.playerOf('s1')).toBeUndefined()
    expect(seat.state.connected).toBe(false)
    expect(seats.connectedClient(seat)).toBeNull()
  })

  it('a fresh connection reclaims a seat: the old one is closed SEAT_TAKEN and forgotten, a held reconnection fails', async () => {
    const { seats } = seating()
    const seat = seats.get('p1')!
    const old = fakeClient('old')
    seats.sit(seat, old.client)
    const held = new Deferred<never>()
    seat.held = held
    const failed = held.promise.then(() => 'resolved', (e: Error) => e.message)
    const fresh = fakeClient('new')
    seats.reclaim(seat, fresh.client)
    expect(await failed).toBe('The seat was reclaimed')
    expect(seat.held).toBeNull()
    expect(old.closes).toEqual([CLOSE_CODES.SEAT_TAKEN])
    expect(seats.playerOf('old')).toBeUndefined()
    // The same connection again is not closed.
    seats.sit(seat, fresh.client)
    seats.reclaim(seat, fresh.client)
    expect(fresh.closes).toEqual([])
  })

  it('says which seat a closed connection held and whether it said leave first (once)', () => {
    const { seats } = seating()
    const seat = seats.get('p2')!
    seats.sit(seat, fakeClient('s2').client)
    seats.leaving('s2')
    expect(seats.dropped('s2')).toEqual({ seat, leaving: true })
    expect(seats.dropped('s2')).toEqual({ seat, leaving: false })
    expect(seats.dropped('nobody')).toEqual({ seat: undefined, leaving: false })
  })

  it('counts the spectators and tells a spectator from a seat', () => {
    const { seats } = seating()
    const a = fakeClient('a')
    expect(seats.addSpectator(a.client)).toBe(1)
    expect(seats.addSpectator(fakeClient('b').client)).toBe(2)
    expect(seats.removeSpectator(a.client)).toBe(1)
    expect(seats.removeSpectator(a.client)).toBeNull()
    expect([...seats.spectators()].map((c) => c.sessionId)).toEqual(['b'])
  })

  it('finds the human seats abandoned only when none has a client', () => {
    const { seats } = seating()
    expect(seats.abandonedHumans()?.map((s) => s.playerId)).toEqual(['p1', 'p2'])
    seats.sit(seats.get('p2')!, fakeClient('s2').client)
    expect(seats.abandonedHumans()).toBeNull()
  })

  it("makes a controller for each human seat: it sends to the seat's connected client only", () => {
    const { seats } = seating()
    const controllers = seats.createControllers()
    expect([...controllers.keys()]).toEqual(['p1', 'p2'])
    const ann = fakeClient('s1')
    const seat = seats.get('p1')!
    seats.sit(seat, ann.client)
    controllers.get('p1')!.onUpdate({} as never, [])
    seat.held = new Deferred()
    controllers.get('p1')!.onUpdate({} as never, [])
    expect(ann.sent.map((m) => m.type)).toEqual(['view-update'])
  })

  it("counts a barrier done at once for a seat with no client, and a ready barrier for a seat that said ready early", () => {
    const { seats } = seating()
    const controllers = seats.createControllers()
    const done: string[] = []
    const barrier = (kind: string, id: string) => ({ barrierId: id, kind }) as never
    controllers.get('p1')!.onBarrier(barrier('animation', 'b1'), () => done.push('p1 b1'))
    seats.sit(seats.get('p2')!, fakeClient('s2').client)
    controllers.get('p2')!.onBarrier(barrier('animation', 'b2'), () => done.push('p2 b2'))
    seats.readyEarly('p2')
    controllers.get('p2')!.onBarrier(barrier('ready', 'b3'), () => done.push('p2 b3'))
    // Said once, counted once.
    controllers.get('p2')!.onBarrier(barrier('ready', 'b4'), () => done.push('p2 b4'))
    expect(done).toEqual(['p1 b1', 'p2 b3'])
  })
})

describe('holdSeat: a dropped seat held for its client', () => {
  it('sits the client that comes back', async () => {
    const seat = seating().seats.get('p1')!
    const reconnection = new Deferred<any>()
    const calls: string[] = []
    const held = holdSeat(seat, reconnection, (c) => calls.push(`back ${c.sessionId}`), () => calls.push('gone'))
    expect(seat.held).toBe(reconnection)
    reconnection.resolve(fakeClient('again').client)
    await held
    expect(calls).toEqual(['back again'])
    expect(seat.held).toBeNull()
  })

  it('lets the seat go when the window passes', async () => {
    const seat = seating().seats.get('p1')!
    const reconnection = new Deferred<any>()
    const calls: string[] = []
    const held = holdSeat(seat, reconnection, () => calls.push('back'), () => calls.push('gone'))
    reconnection.reject(new Error('timed out'))
    await held
    expect(calls).toEqual(['gone'])
    expect(seat.held).toBeNull()
  })

  it('does nothing when a fresh ticket took the seat meanwhile, whether the old reconnection then ends or fails', async () => {
    const seat = seating().seats.get('p1')!
    const calls: string[] = []
    const first = new Deferred<any>()
    const heldFirst = holdSeat(seat, first, () => calls.push('back 1'), () => calls.push('gone 1'))
    seat.held = null
    first.reject(new Error('The seat was reclaimed'))
    await heldFirst
    const second = new Deferred<any>()
    const heldSecond = holdSeat(seat, second, () => calls.push('back 2'), () => calls.push('gone 2'))
    const third = new Deferred<any>()
    seat.held = third
    second.resolve(fakeClient('late').client)
    await heldSecond
    expect(calls).toEqual([])
    expect(seat.held).toBe(third)
  })
})
