import { describe, expect, it } from 'vitest'
import * as chance from '../__fixtures__/chancePlugin.mjs'
import { recordHostMessages } from '../__fixtures__/hostMessages'
import { memoryWorker } from '../__fixtures__/memoryWorker'
import { createTurnStore } from '../client/turnStore'
import { VirtualScheduler } from '../session/scheduler'
import { messageFor, type GameSpec, type WorkerMessage } from './protocol'
import { WorkerHost } from './workerHost'

// A WorkerHost and serveSession on the two ends of an in-memory channel (JSON copies, delivered later, in
// order): the protocol as a host sees it, with the session on a virtual clock.

const CHANCE_GAME: GameSpec = {
  plugins: [{ module: 'chance', export: 'ChancePlugin' }],
  players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bot' }],
  seed: 4,
  seats: { p2: { kind: 'bot', bot: 'random' } },
  session: { turnTimeoutMs: 10_000, animationTimeoutMs: 2_000, heartbeatMs: 0 },
}

function hosted(game: GameSpec = CHANCE_GAME) {
  const worker = memoryWorker({ modules: { chance } })
  const host = new WorkerHost({ createWorker: worker.createWorker, scheduler: new VirtualScheduler() })
  // p1's store hears each message before the checks of `until` run.
  const store = createTurnStore({ playerId: 'p1' })
  host.on((message) => {
    const mine = messageFor(message, 'p1')
    if (mine !== null) store.receive(mine)
  })
  const { messages, until } = recordHostMessages(host)
  const ofType = <T extends WorkerMessage['type']>(type: T) => messages.filter((m): m is Extract<WorkerMessage, { type: T }> => m.type === type)
  const lastView = () => ofType('view-update').at(-1)!.view
  return { host, time: worker.time, messages, until, store, ofType, lastView }
}

describe('WorkerHost and serveSession: the animation barrier before an effect', () => {
  it('the barrier crosses with its animation, the client animates (ANIMATING) and its ack lets the effect apply', async () => {
    const { host, until, store, ofType, lastView } = hosted()
    await host.load(CHANCE_GAME)
    host.ready('p1')
    await until('p1 asked', () => store.getSnapshot().state === 'MY_TURN')
    const { request } = store.getSnapshot()
    host.operate('p1', request!.requestId, { type: 'DRAW', playerId: 'p1' })
    await until('the animation barrier', () => store.getSnapshot().state === 'ANIMATING')
    const barrier = store.getSnapshot().barrier!
    expect(barrier).toMatchObject({ kind: 'animation', playerIds: ['p1', 'p2'], animation: { id: 'chance-1', name: chance.CHANCE_ANIMATION } })
    const { card } = barrier.animation!.data as { card: number }
    // While p1 animates, the card is drawn but its effect is not in p1's view.
    expect(lastView().variables.chance).toMatchObject({ phase: 'apply', card, scores: {} })
    expect(host.state).toBe('running')
    const ack = store.acknowledge()!
    expect(ack).toEqual({ type: 'ack', barrierId: barrier.barrierId, playerId: 'p1' })
    expect(store.getSnapshot().state).toBe('WAITING_TURN')
    host.send(ack)
    await until('the effect in p1\'s view', () => (lastView().variables.chance as { scores: Record<string, number> }).scores.p1 === card)
    expect(ofType('timeout')).toEqual([])
    await host.terminate()
  })

  it('an animation nobody acknowledges ends at its timeout: the host hears the timeout, then the effect', async () => {
    const { host, time, until, store, ofType, lastView } = hosted()
    await host.load(CHANCE_GAME)
    host.ready('p1')
    await until('p1 asked', () => store.getSnapshot().state === 'MY_TURN')
    host.operate('p1', store.getSnapshot().request!.requestId, { type: 'DRAW', playerId: 'p1' })
    await until('the animation barrier', () => store.getSnapshot().state === 'ANIMATING')
    const { barrierId } = store.getSnapshot().barrier!
    const { card } = store.getSnapshot().barrier!.animation!.data as { card: number }
    time.advance(2_000)
    await until('the timeout', () => ofType('timeout').length > 0)
    expect(ofType('timeout')).toEqual([{ type: 'timeout', operation: 'animation', ids: [barrierId], playerIds: ['p1'], durationMs: 2_000 }])
    await until('the effect in p1\'s view', () => (lastView().variables.chance as { scores: Record<string, number> }).scores.p1 === card)
    await host.terminate()
  })
})

describe('WorkerHost and serveSession: timeouts reach the host', () => {
  it('a silent remote player\'s decision timeout arrives as a typed timeout message, before its turn-end', async () => {
    const { host, time, messages, until, ofType } = hosted()
    const heard: WorkerMessage[] = []
    host.on((message) => {
      if (message.type === 'timeout') heard.push(message)
    })
    await host.load(CHANCE_GAME)
    host.ready('p1')
    await until('p1 asked', () => ofType('turn').length > 0)
    time.advance(10_000)
    await until('the timeout', () => heard.length > 0)
    expect(heard).toEqual([{ type: 'timeout', operation: 'decision', ids: ['r1'], playerIds: ['p1'], durationMs: 10_000 }])
    await until('the turn end', () => ofType('turn-end').length > 0)
    const order = messages.map((m) => m.type)
    expect(order.indexOf('timeout')).toBeLessThan(order.indexOf('turn-end'))
    expect(ofType('turn-end')[0]).toMatchObject({ requestId: 'r1', reason: 'timeout' })
    // A player's copy of it is the same public notice.
    expect(messageFor(heard[0]!, 'p2')).toEqual(heard[0])
    await host.terminate()
  })

  it('the ready barrier\'s timeout arrives before the fatal READY_TIMEOUT', async () => {
    const game: GameSpec = { ...CHANCE_GAME, session: { ...CHANCE_GAME.session, readyTimeoutMs: 3_000 } }
    const { host, time, ofType } = hosted(game)
    await host.load(game)
    time.advance(3_000)
    await expect(host.done).rejects.toMatchObject({ code: 'GAME_ERROR', gameError: { code: 'READY_TIMEOUT' } })
    expect(ofType('timeout')).toEqual([{ type: 'timeout', operation: 'ready', ids: ['b1'], playerIds: ['p1'], durationMs: 3_000 }])
  })
})
