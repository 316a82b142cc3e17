import { describe, expect, it } from 'vitest'
import { Barriers, ackEventTypes } from './barriers'
import { VirtualScheduler } from './scheduler'
import type { Barrier, PlayerController, SessionEvent } from './types'

/** A seat that keeps its barriers' `done` callbacks; `auto` seats have no `onBarrier` and are done at once. */
function seat(kind: 'waits' | 'auto' | 'throws') {
  const dones: (() => void)[] = []
  const seen: Barrier[] = []
  const controller: PlayerController = {
    kind,
    onRequest: () => undefined,
    ...(kind === 'auto' ? {} : {
      onBarrier: (barrier: Barrier, done: () => void) => {
        if (kind === 'throws') throw new Error('animation crashed')
        seen.push(barrier)
        dones.push(done)
      },
    }),
  }
  return { controller, dones, seen }
}

function barriers(kinds: Record<string, 'waits' | 'auto' | 'throws'>) {
  const time = new VirtualScheduler()
  const seats = Object.fromEntries(Object.entries(kinds).map(([id, kind]) => [id, seat(kind)]))
  const events: SessionEvent[] = []
  const reported: unknown[] = []
  const failed: unknown[] = []
  const part = new Barriers({
    scheduler: time,
    controllers: new Map(Object.entries(seats).map(([id, s]) => [id, s.controller])),
    emit: (e) => events.push(e),
    report: (e) => reported.push(e),
    guard: (body) => {
      try {
        body()
      } catch (error) {
        failed.push(error)
      }
    },
  })
  const done: (readonly string[])[] = []
  const open = (timeoutMs = 1_000, kind: Barrier['kind'] = 'ack') => part.open(kind, Object.keys(kinds), timeoutMs, kind === 'ack' ? { eventTypes: ['CARD_PLAYED'] } : {}, (missing) => done.push(missing))
  return { part, time, seats, events, reported, failed, done, open }
}

describe('Barriers: the wait for every player', () => {
  it('opens b1, b2, … with a deadline, announces it, and ends when every player acknowledged', () => {
    const { part, seats, events, done, open } = barriers({ p1: 'waits', p2: 'waits' })
    open()
    expect(part.current).toEqual({ barrierId: 'b1', kind: 'ack', playerIds: ['p1', 'p2'], deadline: 1_000, eventTypes: ['CARD_PLAYED'] })
    expect(events).toEqual([{ type: 'barrier', barrier: part.current }])
    expect(seats.p2!.seen).toEqual([part.current])
    seats.p2!.dones[0]!()
    expect(part.waiting).toEqual(['p1'])
    seats.p1!.dones[0]!()
    expect(part.current).toBeNull()
    expect(done).toEqual([[]])
    expect(events.at(-1)).toMatchObject({ type: 'barrier-done', barrier: { barrierId: 'b1' }, missing: [] })
    open(500, 'ready')
    expect(part.current).toMatchObject({ barrierId: 'b2', kind: 'ready' })
    expect(part.current).not.toHaveProperty('eventTypes')
  })

  it('a player without onBarrier is done at once, so a barrier of such players ends as it opens', () => {
    const { part, done, open } = barriers({ p1: 'auto', p2: 'auto' })
    open()
    expect(part.current).toBeNull()
    expect(done).toEqual([[]])
  })

  it('counts an acknowledgement once, for the open barrier and a player it waits for', () => {
    const { part, open } = barriers({ p1: 'waits', p2: 'waits' })
    open()
    expect(part.acknowledge('b9', 'p1')).toBe(false)
    expect(part.acknowledge('b1', 'p3')).toBe(false)
    expect(part.acknowledge('b1', 'p1')).toBe(true)
    expect(part.acknowledge('b1', 'p1')).toBe(false)
  })

  it('ends on its timeout with the players still missing', () => {
    const { part, seats, time, done, open } = barriers({ p1: 'waits', p2: 'waits', p3: 'auto' })
    open(2_000)
    seats.p1!.dones[0]!()
    time.advance(1_999)
    expect(part.current).not.toBeNull()
    time.advance(1)
    expect(done).toEqual([['p2']])
    expect(time.pending).toBe(0)
  })

  it("an onDone that throws fails through the session's guard", () => {
    const { part, time, failed } = barriers({ p1: 'waits' })
    part.open('ready', ['p1'], 100, {}, (missing) => { throw new Error(`missing ${missing.join()}`) })
    time.advance(100)
    expect(failed).toEqual([new Error('missing p1')])
  })

  it("reports a controller whose onBarrier throws; the timeout then ends the wait", () => {
    const { reported, time, done, open } = barriers({ p1: 'throws' })
    open(300)
    expect(reported).toEqual([new Error('animation crashed')])
    time.advance(300)
    expect(done).toEqual([['p1']])
  })
})

describe('Barriers: pause and resume', () => {
  it('keeps the time left; announced again with the moved deadline, to the players still waiting only', () => {
    const { part, seats, time, events, done, open } = barriers({ p1: 'waits', p2: 'waits' })
    open(2_000)
    seats.p2!.dones[0]!()
    time.advance(500)
    part.pause()
    time.advance(10_000)
    expect(done).toEqual([])
    part.resume()
    part.announceAgain()
    expect(part.current).toMatchObject({ barrierId: 'b1', deadline: 12_000 })
    expect(seats.p1!.seen.map((b) => b.deadline)).toEqual([2_000, 12_000])
    expect(seats.p2!.seen.map((b) => b.deadline)).toEqual([2_000])
    expect(events.filter((e) => e.type === 'barrier')).toHaveLength(2)
    time.advance(1_500)
    expect(done).toEqual([['p1']])
  })

  it('a barrier opened while paused waits for the resume to start its time', () => {
    const { part, time, done, open } = barriers({ p1: 'waits' })
    part.pause()
    open(1_000)
    time.advance(5_000)
    expect(done).toEqual([])
    part.resume()
    time.advance(1_000)
    expect(done).toEqual([['p1']])
  })

  it('announceAgain without an open barrier does nothing; dispose cancels without onDone', () => {
    const { part, time, events, done, open } = barriers({ p1: 'waits' })
    part.announceAgain()
    expect(events).toEqual([])
    open(1_000)
    part.dispose()
    expect(part.current).toBeNull()
    time.advance(1_000)
    expect(done).toEqual([])
    expect(time.pending).toBe(0)
  })
})

describe('ackEventTypes: which events of a tick call for acknowledgement', () => {
  it('each chosen type once, in the order it happened', () => {
    const events = [{ type: 'DREW' }, { type: 'CARD_PLAYED' }, { type: 'SHUFFLED' }, { type: 'CARD_PLAYED' }]
    expect(ackEventTypes(events, ['SHUFFLED', 'CARD_PLAYED'])).toEqual(['CARD_PLAYED', 'SHUFFLED'])
    expect(ackEventTypes(events, [])).toEqual([])
  })
})
