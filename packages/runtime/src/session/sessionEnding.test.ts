import type { GameState } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { SessionEnding } from './sessionEnding'
import { SessionError } from './sessionError'
import { SessionEvents } from './sessionEvents'
import { SessionLifecycle } from './sessionLifecycle'
import type { DebugSnapshot, PlayerController, SessionEvent } from './types'

const snapshot = { phase: 'running', turn: 5 } as DebugSnapshot

/** An ending over a real lifecycle and real listeners; every other part logs what it is told. */
function ending(options: { destroyEngine?: boolean; state?: () => GameState; throwingSeat?: boolean } = {}) {
  const log: string[] = []
  const reported: unknown[] = []
  const life = new SessionLifecycle()
  life.enter('running')
  life.count('player')
  const events = new SessionEvents()
  const heard: SessionEvent[] = []
  events.on((e) => {
    heard.push(e)
    log.push(e.type)
  })
  const seat = (id: string, throws = false): PlayerController => ({
    kind: 'test',
    onRequest: () => undefined,
    dispose: () => {
      log.push(`dispose ${id}`)
      if (throws) throw new Error(`${id} would not let go`)
    },
  })
  const part = new SessionEnding({
    engine: {
      getState: options.state ?? (() => ({ winnerIds: ['p2'], turn: 9 }) as unknown as GameState),
      destroy: () => void log.push('destroy engine'),
    },
    controllers: new Map([['p1', seat('p1', options.throwingSeat)], ['p2', seat('p2')]]),
    life,
    events,
    round: {
      close: (answered, reason) => void log.push(`close round ${answered} ${reason}`),
      dispose: () => void log.push('dispose round'),
    },
    barriers: { dispose: () => void log.push('dispose barriers') },
    busy: { clear: () => void log.push('clear busy') },
    heartbeat: { stop: () => void log.push('stop heartbeat') },
    views: { dispose: () => void log.push('dispose views') },
    options: options.destroyEngine === undefined ? {} : { destroyEngine: options.destroyEngine },
    snapshot: () => {
      log.push('snapshot')
      return snapshot
    },
    report: (error) => void reported.push(error),
  })
  return { part, life, log, heard, reported }
}

const FREED = ['dispose round', 'dispose barriers', 'clear busy', 'stop heartbeat', 'dispose views', 'dispose p1', 'dispose p2']

describe('SessionEnding: game over and stop', () => {
  it('a game over finishes: game-over with the result, everything freed, then done resolves with the same result', async () => {
    const { part, life, log, heard } = ending()
    part.finish()
    expect(life.phase).toBe('finished')
    const result = { status: 'finished', winnerIds: ['p2'], turn: 9, actions: 1, timeouts: 0 }
    expect(heard).toEqual([{ type: 'game-over', result }])
    expect(log).toEqual(['game-over', ...FREED])
    await expect(life.done).resolves.toEqual(result)
  })

  it('a stop closes the open requests as stopped first, destroys the engine when asked, and happens once', async () => {
    const { part, life, log } = ending({ destroyEngine: true })
    part.stop()
    part.stop()
    expect(life.phase).toBe('stopped')
    expect(log).toEqual(['close round null stopped', 'game-over', ...FREED, 'destroy engine'])
    await expect(life.done).resolves.toMatchObject({ status: 'stopped', winnerIds: ['p2'] })
  })

  it("a controller's dispose that throws is reported; the others are still freed; an unreadable engine ends at turn 0", async () => {
    const { part, life, log, reported } = ending({ throwingSeat: true, state: () => { throw new Error('destroyed') } })
    part.stop()
    expect(reported).toEqual([new Error('p1 would not let go')])
    expect(log).toContain('dispose p2')
    await expect(life.done).resolves.toEqual({ status: 'stopped', winnerIds: [], turn: 0, actions: 1, timeouts: 0 })
  })
})

describe('SessionEnding: failure', () => {
  it('guard runs its body; a throw fails the session: snapshot first, requests closed, a fatal error, everything freed, done rejects', async () => {
    const { part, life, log, heard } = ending()
    let ran = false
    part.guard(() => (ran = true))
    expect(ran).toBe(true)
    const error = new SessionError('Nobody has a legal action', 'STUCK')
    part.guard(() => {
      throw error
    })
    expect(life.phase).toBe('failed')
    expect(log).toEqual(['snapshot', 'close round null stopped', 'error', ...FREED])
    expect(heard[0]).toMatchObject({ type: 'error', fatal: true, snapshot, error: { code: 'STUCK', message: 'Nobody has a legal action' } })
    await expect(life.done).rejects.toMatchObject({ code: 'STUCK', cause: error, snapshot })
  })

  it('nothing runs or ends twice once the session is over', () => {
    const { part, log } = ending()
    part.finish()
    const before = log.length
    let ran = false
    part.guard(() => (ran = true))
    part.fail(new Error('late'))
    part.stop()
    expect(ran).toBe(false)
    expect(log).toHaveLength(before)
  })
})
