import type { GameState } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { Barriers } from './barriers'
import { VirtualScheduler } from './scheduler'
import { startSession } from './startSession'
import type { Barrier, PlayerController, SessionEvent } from './types'

/** Seats that keep their barriers' `done` callbacks, over real barriers in virtual time; the other parts log. */
function start(options: { status?: GameState['status']; players?: string[]; waitForReady?: boolean; readyTimeoutMs?: number } = {}) {
  const time = new VirtualScheduler()
  const log: string[] = []
  const dones = new Map<string, () => void>()
  const seat = (id: string): PlayerController => ({
    kind: 'test',
    onRequest: () => undefined,
    onBarrier: (_barrier: Barrier, done: () => void) => void dones.set(id, done),
  })
  const controllers = new Map([['p1', seat('p1')], ['p2', seat('p2')]])
  const events: SessionEvent[] = []
  const failures: unknown[] = []
  const barriers = new Barriers({
    scheduler: time,
    controllers,
    emit: (e) => events.push(e),
    report: () => undefined,
    guard: (body) => {
      try {
        body()
      } catch (error) {
        failures.push(error)
      }
    },
  })
  const players = Object.fromEntries((options.players ?? ['p1', 'p2']).map((id) => [id, { id }]))
  const parts = {
    engine: {
      getState: () => ({ status: options.status ?? 'waiting', players }) as unknown as GameState,
      start: () => {
        log.push('start game')
        return undefined as never
      },
    },
    controllers,
    options: {
      ...(options.waitForReady === undefined ? {} : { waitForReady: options.waitForReady }),
      ...(options.readyTimeoutMs === undefined ? {} : { readyTimeoutMs: options.readyTimeoutMs }),
    },
    views: { listen: (ids: Iterable<string>) => void log.push(`listen ${[...ids].join(',')}`) },
    heartbeat: { start: () => void log.push('start heartbeat') },
    tick: { sendViews: () => void log.push('send views') },
    barriers,
  }
  const run = () => startSession(parts, () => void log.push('begin'))
  return { run, time, log, dones, barriers, events, failures }
}

describe('startSession: up to the first step', () => {
  it('listens to each player before the game starts, starts the heartbeat, sends the first views, then waits for every seat to be ready', () => {
    const { run, log, dones, barriers } = start()
    run()
    expect(log).toEqual(['listen p1,p2', 'start game', 'start heartbeat', 'send views'])
    expect(barriers.current).toMatchObject({ barrierId: 'b1', kind: 'ready', playerIds: ['p1', 'p2'], deadline: 30_000 })
    dones.get('p2')!()
    expect(log.at(-1)).toBe('send views')
    dones.get('p1')!()
    expect(log.at(-1)).toBe('begin')
  })

  it('a game started already is not started again; waitForReady: false begins at once', () => {
    const { run, log, barriers } = start({ status: 'playing', waitForReady: false })
    run()
    expect(log).toEqual(['listen p1,p2', 'start heartbeat', 'send views', 'begin'])
    expect(barriers.current).toBeNull()
  })

  it('the ready timeout (readyTimeoutMs) throws READY_TIMEOUT naming the players missing, and does not begin', () => {
    const { run, time, log, dones, failures } = start({ readyTimeoutMs: 2_000 })
    run()
    dones.get('p1')!()
    time.advance(1_999)
    expect(failures).toEqual([])
    time.advance(1)
    expect(failures).toEqual([expect.objectContaining({ code: 'READY_TIMEOUT', message: 'Players not ready in time: p2' })])
    expect(log).not.toContain('begin')
  })

  it('a player of the game without a controller is NO_CONTROLLER, before anything starts', () => {
    const { run, log } = start({ players: ['p1', 'p2', 'p3'] })
    expect(run).toThrow(expect.objectContaining({ code: 'NO_CONTROLLER', message: 'No controller for player p3' }))
    expect(log).toEqual([])
  })
})
