import type { GameEvent } from '@decklet/core'
import { GameSession, VirtualScheduler, type Barrier, type SessionEvent } from '@decklet/runtime'
import { describe, expect, it } from 'vitest'
import { EstatesBotController } from './bot'
import { seededGame } from './__fixtures__/drive'
import { EstatesEvents } from './plugin/events'

/** A bot seat that shows animations: it acknowledges a barrier only when the test says so. */
class WatchingBot extends EstatesBotController {
  readonly held: { readonly barrier: Barrier; readonly done: () => void }[] = []
  onBarrier(barrier: Barrier, done: () => void): void {
    if (barrier.kind === 'animation') this.held.push({ barrier, done })
    else done()
  }
}

const ANIMATION_TIMEOUT_MS = 3_000

function setup() {
  const scheduler = new VirtualScheduler()
  const engine = seededGame(11, 2)
  const p1 = new WatchingBot()
  const p2 = new WatchingBot()
  const session = new GameSession({ engine, controllers: { p1, p2 }, scheduler, waitForReady: false, turnTimeoutMs: 10_000, animationTimeoutMs: ANIMATION_TIMEOUT_MS, heartbeatMs: 0 })
  const events: SessionEvent[] = []
  session.on((event) => void events.push(event))
  const applied = (): GameEvent[] => events.flatMap((e) => (e.type === 'action' ? e.events.filter((g) => g.type === EstatesEvents.CHANCE_APPLIED) : []))
  const drawn = (): GameEvent[] => events.flatMap((e) => (e.type === 'action' ? e.events.filter((g) => g.type === EstatesEvents.CHANCE_DRAWN) : []))
  return { scheduler, engine, p1, p2, session, events, applied, drawn }
}

/** Runs the session's clock until `ready()` holds (the bots answer at once; only barriers and timers wait). */
async function until(scheduler: VirtualScheduler, ready: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 10_000; i++) {
    if (ready()) return
    await Promise.resolve()
    scheduler.advance(10)
  }
  throw new Error(`never: ${what}`)
}

describe('the animation barrier of a chance card, through a GameSession', () => {
  it('holds the card’s effect until every player has acknowledged its animation', async () => {
    const { scheduler, engine, p1, p2, session, events, applied, drawn } = setup()
    void session.start()
    await until(scheduler, () => p1.held.length > 0 && p2.held.length > 0, 'an animation barrier')
    const barrier = p1.held[0]!.barrier
    expect(barrier).toMatchObject({ kind: 'animation', animation: { name: 'chance-card' } })
    expect([...barrier.playerIds].sort()).toEqual(['p1', 'p2'])
    // The card is turned over, its effect not applied: it is the pending step behind the animation.
    expect(drawn()).toHaveLength(1)
    expect(applied()).toEqual([])
    expect(engine.getPending()?.animation).toMatchObject({ name: 'chance-card' })

    p1.held[0]!.done()
    scheduler.advance(100)
    await Promise.resolve()
    expect(applied()).toEqual([])

    p2.held[0]!.done()
    await until(scheduler, () => applied().length > 0, 'the effect')
    expect(applied()[0]!.payload).toMatchObject({ cardId: (barrier.animation!.data as { cardId: string }).cardId })
    // The effect came from the game's pending work, dispatched by the session itself.
    const effect = events.find((e) => e.type === 'action' && e.events.some((g) => g.type === EstatesEvents.CHANCE_APPLIED))
    expect(effect).toMatchObject({ type: 'action', source: 'auto' })
    expect(events.some((e) => e.type === 'timeout')).toBe(false)
    session.stop()
  })

  it('applies the effect at the barrier’s timeout when a player never acknowledges, naming them', async () => {
    const { scheduler, p1, p2, session, events, applied } = setup()
    void session.start()
    await until(scheduler, () => p1.held.length > 0 && p2.held.length > 0, 'an animation barrier')
    p1.held[0]!.done()
    scheduler.advance(ANIMATION_TIMEOUT_MS - 100)
    await Promise.resolve()
    expect(applied()).toEqual([])
    await until(scheduler, () => applied().length > 0, 'the effect after the timeout')
    expect(events.find((e) => e.type === 'timeout')).toMatchObject({ operation: 'animation', playerIds: ['p2'], durationMs: ANIMATION_TIMEOUT_MS })
    session.stop()
  })

  it('a pause holds the game: acknowledged while paused, the effect waits for the resume, then the game goes on', async () => {
    const { scheduler, engine, p1, p2, session, applied } = setup()
    void session.start()
    await until(scheduler, () => p1.held.length > 0 && p2.held.length > 0, 'an animation barrier')
    session.pause()
    p1.held[0]!.done()
    p2.held[0]!.done()
    const version = engine.getState().version
    scheduler.advance(ANIMATION_TIMEOUT_MS * 2)
    await Promise.resolve()
    expect(applied()).toEqual([])
    expect(engine.getState().version).toBe(version)
    session.resume()
    await until(scheduler, () => applied().length > 0, 'the effect after the resume')
    await until(scheduler, () => engine.getState().version > version + 5, 'more of the game')
    session.stop()
  })
})
