import { WorkerHostError, createTurnStore, createWebWorkerHost, type WebWorkerLike } from '@decklet/runtime'
import { ME, type GameEntry } from '../games/catalog'
import type { GameSettings } from '../games/settings'
import { STARTING_INFO, type ChannelInfo, type GameChannel } from './channel'
import { createSettable } from './observable'

/** Options of {@link createOfflineChannel}. */
export interface OfflineChannelOptions {
  readonly game: GameEntry
  readonly settings: GameSettings
  /** Starts the worker (the site's `game.worker.ts`; a test double in unit tests). */
  readonly createWorker: () => WebWorkerLike
}

/**
 * A game against bots, its session in a Web Worker (`@decklet/runtime`'s browser host): the spec crosses as
 * data (plugins by specifier, the bots' seats, the seed), and only the worker's messages come back, already
 * cut to this player's share by the worker (see `playerScope`). They feed the runtime's turn store, which
 * the page's Pinia store mirrors.
 */
export function createOfflineChannel(options: OfflineChannelOptions): GameChannel {
  const { game, settings } = options
  const turn = createTurnStore({ playerId: ME, isOut: game.isOut })
  const info = createSettable<ChannelInfo>(STARTING_INFO)
  // A browser worker has no exit event: the heartbeat watchdog notices one that died (the session beats every 5 s).
  const host = createWebWorkerHost(options.createWorker, { initTimeoutMs: 60_000, heartbeatTimeoutMs: 60_000 })
  let closed = false
  info.set({ worker: host.state })
  host.onState((state) => info.set({ worker: state }))

  host.on((message) => {
    turn.receive(message)
    switch (message.type) {
      case 'game-init':
        info.set({ status: 'playing', seats: message.players.map((p) => ({ id: p.id, name: p.name, bot: p.kind !== 'remote', connected: true })) })
        return
      case 'game-over':
        info.set({ status: 'over', result: message.result, viewerRecord: message.viewerRecords?.[ME] ?? null })
        return
      case 'error':
        if (message.fatal) info.set({ status: 'failed', error: message.error.message })
        return
      default:
        return
    }
  })
  host.done.catch((error: unknown) => {
    if (closed || (error instanceof WorkerHostError && error.code === 'TERMINATED')) return
    info.set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
  })
  host.load(game.spec(settings)).catch(() => undefined) // a failed load ends `done`, reported above

  return {
    mode: 'offline',
    me: ME,
    turn,
    info,
    act(action) {
      const request = turn.getSnapshot().request
      if (request === null) return info.set({ notice: 'It is not your turn.' })
      info.set({ notice: null })
      host.operate(ME, request.requestId, action)
    },
    acknowledge() {
      const message = turn.acknowledge()
      if (message !== null) host.send(message)
    },
    beginAnimation: () => turn.beginAnimation(),
    endAnimation: (ok) => turn.endAnimation(ok),
    canPause: true,
    pause: () => host.pause(),
    resume: () => host.resume(),
    close() {
      if (closed) return
      closed = true
      info.set({ status: info.getSnapshot().status === 'over' ? 'over' : 'closed' })
      void host.terminate()
    },
  }
}
