import { ActionRejectedError, connect, readTicket, spectate, type DeckletConnection } from '@decklet/client'
import type { PlayerView } from '@decklet/core'
import { createTurnStore, type TurnSnapshot } from '@decklet/runtime'
import { STARTING_INFO, type ChannelInfo, type ChannelStatus, type GameChannel } from './channel'
import { createSettable, type Observable } from './observable'

/** Options of {@link createOnlineChannel}: a seat (its ticket) or a spectator (the room id). */
export interface OnlineChannelOptions {
  /** The decklet server's WebSocket address (`ws://127.0.0.1:2567`). */
  readonly endpoint: string
  readonly ticket?: string
  readonly roomId?: string
  readonly isOut: (view: PlayerView, playerId: string) => boolean
}

/**
 * A seat (or a spectator) at a table of `@decklet/server`, through `@decklet/client`: the connection's turn
 * store is the same runtime turn store the offline game uses, so the page shows both alike. The client
 * reconnects by itself after a drop (and a reloaded tab takes its seat back with the reconnection token it
 * kept in `sessionStorage`); the server's `welcome` brings the view and the open request back.
 */
export function createOnlineChannel(options: OnlineChannelOptions): GameChannel {
  // A seat's player is in its ticket (a malformed ticket fails in `connect`, below, with the client's error).
  let me: string | null = null
  try {
    me = options.ticket === undefined ? null : readTicket(options.ticket).playerId
  } catch {
    me = null
  }
  const info = createSettable<ChannelInfo>(STARTING_INFO)
  // Until the connection is up, an empty store of nobody: not started, not my turn.
  const before = createTurnStore({ playerId: '' })
  const listeners = new Set<() => void>()
  let connection: DeckletConnection | null = null
  let closed = false
  const turn: Observable<TurnSnapshot> = {
    getSnapshot: () => connection?.getSnapshot().turn ?? before.getSnapshot(),
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
  const notify = (): void => {
    for (const listener of [...listeners]) listener()
  }

  function sync(c: DeckletConnection): void {
    const snap = c.getSnapshot()
    const status: ChannelStatus =
      snap.status === 'connecting' ? 'loading'
      : snap.status === 'reconnecting' ? 'reconnecting'
      : snap.turn.gameOver !== null ? 'over'
      : snap.status === 'closed' ? (snap.error === null ? 'closed' : 'failed')
      : 'playing'
    const seats = Object.values(snap.table?.seats ?? {}).map((s) => ({ id: s.playerId, name: s.name, bot: s.bot, connected: s.connected }))
    info.set({
      status,
      seats,
      roomId: snap.roomId,
      error: snap.error === null ? null : snap.error.message,
      viewerRecord: snap.viewerRecord,
      result: snap.turn.gameOver,
      currentPlayerId: snap.table?.currentPlayerId || null,
      deadline: snap.table?.deadline || null,
      spectators: snap.table?.spectators ?? 0,
    })
    notify()
  }

  const opening = options.ticket !== undefined
    ? connect({ endpoint: options.endpoint, ticket: options.ticket, isOut: options.isOut })
    : spectate({ endpoint: options.endpoint, roomId: options.roomId ?? '' })
  opening.then(
    (c) => {
      if (closed) return void c.leave().catch(() => undefined)
      connection = c
      c.subscribe(() => sync(c))
      sync(c)
    },
    (error: unknown) => info.set({ status: 'failed', error: error instanceof Error ? error.message : String(error) }),
  )

  return {
    mode: 'online',
    me,
    turn,
    info,
    act(action) {
      if (connection === null || connection.getSnapshot().turn.request === null) return info.set({ notice: 'It is not your turn.' })
      info.set({ notice: null })
      // A refusal of the session also reaches the turn store (its `rejection`); other failures are said here.
      connection.act({ type: action.type, ...(action.payload === undefined ? {} : { payload: action.payload }) }).catch((error: unknown) => {
        if (!(error instanceof ActionRejectedError)) info.set({ notice: error instanceof Error ? error.message : String(error) })
      })
    },
    acknowledge() {
      const barrier = connection?.getSnapshot().turn.barrier
      if (barrier != null) connection!.ack(barrier.barrierId)
    },
    // The page's animation of a game barrier is ANIMATING in the client's turn store, as offline.
    beginAnimation: () => connection?.beginAnimation() ?? false,
    endAnimation: (ok) => connection?.endAnimation(ok),
    canPause: false,
    pause: () => undefined,
    resume: () => undefined,
    close() {
      if (closed) return
      closed = true
      void connection?.leave().catch(() => undefined)
    },
  }
}
