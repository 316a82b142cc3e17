import { isOut as hasOutStatus, type GameEvent, type PlayerView } from '@decklet/core'
import type { Barrier, DecisionRequest, ErrorInfo, RejectionCode, SessionResult } from '../session/types'
import type { HostMessage, WorkerMessage } from '../worker/protocol'

/**
 * A client's turn state (spec 004): waiting for others, my turn, an animation running (my own, from
 * `beginAnimation`, or the game's: an `animation` barrier open for me that I have not acknowledged), my time
 * ran out, or out of the game (finished or eliminated: wins over every other state, even on my turn).
 */
export type TurnState = 'WAITING_TURN' | 'MY_TURN' | 'ANIMATING' | 'TIMEOUT' | 'OUT'

/** An immutable snapshot of a {@link TurnStore}; a new object on every change, the same object otherwise. */
export interface TurnSnapshot {
  readonly playerId: string
  readonly state: TurnState
  /** `true` only in `MY_TURN` (and not paused, not over): show the controls. */
  readonly canAct: boolean
  /** My open request: legal actions, view at the time, deadline. */
  readonly request: DecisionRequest | null
  /** Everyone asked now (several players during a challenge window, say). */
  readonly waitingFor: readonly string[]
  /** When the current wait ends on the session's clock (mine or the others'). */
  readonly deadline: number | null
  /** My latest view. */
  readonly view: PlayerView | null
  /** The events of the latest tick as I may see them. */
  readonly events: readonly GameEvent[]
  /** An open barrier I am part of and have not acknowledged (send `ready` / `ack` when done: {@link TurnStore.acknowledge}). */
  readonly barrier: Barrier | null
  /** Why my last operation was refused. */
  readonly rejection: { readonly code: RejectionCode; readonly reason: string } | null
  readonly paused: boolean
  /** The ready barrier passed and the first turn began. */
  readonly started: boolean
  readonly gameOver: SessionResult | null
  /** The last fatal error reported. */
  readonly error: ErrorInfo | null
}

/** Options of {@link createTurnStore}. */
export interface TurnStoreOptions {
  /** Whose store this is. */
  readonly playerId: string
  /**
   * Whether the player is out, from its view (default {@link isOutByStatus}: its `status` is one of core's
   * `OUT_STATUSES`, `finished`, `eliminated` or `out`). The built-in plugins set no player status: `@decklet/bots` has the check of
   * each built-in game (`holdemIsOut`: left the table or busted; `unoIsOut`, `doudizhuIsOut`,
   * `simpleGameIsOut`: nobody is eliminated).
   */
  readonly isOut?: (view: PlayerView, playerId: string) => boolean
}

/** The client-side turn state, fed by protocol messages, readable by `useSyncExternalStore` (React) or a Vue `shallowRef`. */
export interface TurnStore {
  /** Feeds one worker message (messages for other players are ignored). */
  receive(message: WorkerMessage): void
  /** An animation starts: the state is saved and becomes `ANIMATING`. Returns `false` when one is already running. */
  beginAnimation(): boolean
  /**
   * The animation ended. `ok: false` restores the saved state; `ok: true` stays `ANIMATING` until the next
   * server message (a turn, a turn end, a view update, game over), which brings the new state.
   */
  endAnimation(ok: boolean): void
  /**
   * I am done with the open barrier (ready, or its animation played): returns the message to send to the
   * host (`ready` for the ready barrier, `ack` with the barrier's id otherwise), or `null` when no barrier
   * waits for me. The barrier is cleared from the snapshot, and an `animation` barrier no longer holds the
   * state in `ANIMATING`: it goes back to what it was while the others finish. A barrier announced again
   * after a resume (the same id) does not bring it back.
   *
   * @example
   * ```ts
   * if (turn.barrier?.kind === 'animation') play(turn.barrier.animation!).then(() => { const m = store.acknowledge(); if (m) host.send(m) })
   * ```
   */
  acknowledge(): Extract<HostMessage, { type: 'ready' | 'ack' }> | null
  getSnapshot(): TurnSnapshot
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}

/**
 * The turn store's default out check: the player's `status` in the view is one of core's `OUT_STATUSES`
 * (`finished`, `eliminated` or `out`: core's `isOut`, the one definition every package uses). A game whose
 * plugins mark no status needs its own check (see {@link TurnStoreOptions.isOut}).
 *
 * @example
 * ```ts
 * const livesLeft = (view: PlayerView, id: string) => (view.variables.lives as Record<string, number>)[id] ?? 0
 * createTurnStore({ playerId: 'ann', isOut: (view, id) => isOutByStatus(view, id) || livesLeft(view, id) === 0 })
 * ```
 */
export function isOutByStatus(view: PlayerView, playerId: string): boolean {
  return hasOutStatus(view.players[playerId])
}

/**
 * Creates a {@link TurnStore} for one player.
 *
 * @example
 * ```tsx
 * const store = createTurnStore({ playerId: 'p1' })
 * host.on((message) => { const mine = messageFor(message, 'p1'); if (mine) store.receive(mine) })
 * function Controls() {
 *   const turn = useSyncExternalStore(store.subscribe, store.getSnapshot)
 *   return <button disabled={!turn.canAct}>Play</button>
 * }
 * ```
 */
export function createTurnStore(options: TurnStoreOptions): TurnStore {
  const me = options.playerId
  const isOut = options.isOut ?? isOutByStatus
  const listeners = new Set<() => void>()
  const asked = new Map<string, { playerId: string; deadline: number }>()
  let base: 'WAITING_TURN' | 'MY_TURN' | 'TIMEOUT' = 'WAITING_TURN'
  let animation: 'none' | 'running' | 'awaiting-server' = 'none'
  // The game's animation: the open `animation` barrier I have not acknowledged, and the barriers I have.
  let gameAnimation: string | null = null
  const acknowledged = new Set<string>()
  let out = false
  let fields = {
    request: null as DecisionRequest | null,
    view: null as PlayerView | null,
    events: [] as readonly GameEvent[],
    barrier: null as Barrier | null,
    rejection: null as TurnSnapshot['rejection'],
    paused: false,
    started: false,
    gameOver: null as SessionResult | null,
    error: null as ErrorInfo | null,
  }
  let snapshot = build()

  function build(): TurnSnapshot {
    const state: TurnState = out ? 'OUT' : animation !== 'none' || gameAnimation !== null ? 'ANIMATING' : base
    const deadlines = [...asked.values()].map((a) => a.deadline)
    return Object.freeze({
      playerId: me,
      state,
      canAct: state === 'MY_TURN' && !fields.paused && fields.gameOver === null,
      ...fields,
      waitingFor: Object.freeze([...new Set([...asked.values()].map((a) => a.playerId))]),
      deadline: deadlines.length === 0 ? null : Math.min(...deadlines),
    })
  }

  function changed(): void {
    snapshot = build()
    for (const listener of [...listeners]) listener()
  }

  /** A new state from the server: my own animation is over, and so is any barrier (no tick happens while one is open). */
  function serverSpoke(): void {
    if (animation === 'awaiting-server') animation = 'none'
    gameAnimation = null
  }

  return {
    receive(message) {
      switch (message.type) {
        case 'game-init':
          asked.clear()
          acknowledged.clear()
          base = 'WAITING_TURN'
          fields = { ...fields, request: null, gameOver: null, error: null }
          serverSpoke()
          break
        case 'init-finished':
          fields = { ...fields, started: true, barrier: null }
          break
        case 'turn':
          asked.set(message.requestId, { playerId: message.playerId, deadline: message.deadline })
          if (message.playerId === me && message.request !== undefined) {
            base = 'MY_TURN'
            out = isOut(message.request.view, me)
            fields = { ...fields, request: message.request, rejection: null, barrier: null }
          } else {
            if (base === 'TIMEOUT') base = 'WAITING_TURN'
            fields = { ...fields, barrier: null }
          }
          serverSpoke()
          break
        case 'turn-end':
          asked.delete(message.requestId)
          if (fields.request?.requestId === message.requestId) {
            base = message.reason === 'timeout' ? 'TIMEOUT' : 'WAITING_TURN'
            fields = { ...fields, request: null }
          }
          serverSpoke()
          break
        case 'view-update':
          if (message.playerId !== me) return
          out = isOut(message.view, me)
          fields = { ...fields, view: message.view, events: message.events }
          serverSpoke()
          break
        case 'rejected':
          if (message.playerId !== me) return
          fields = { ...fields, rejection: { code: message.code, reason: message.reason } }
          break
        case 'barrier':
          if (!message.barrier.playerIds.includes(me) || acknowledged.has(message.barrier.barrierId)) return
          if (message.barrier.kind === 'animation') gameAnimation = message.barrier.barrierId
          fields = { ...fields, barrier: message.barrier }
          break
        case 'timeout':
          // A barrier of mine timed out: it is over for me too (its effect follows).
          if (fields.barrier === null || !message.ids.includes(fields.barrier.barrierId)) return
          if (gameAnimation === fields.barrier.barrierId) gameAnimation = null
          fields = { ...fields, barrier: null }
          break
        case 'pause-state':
          fields = { ...fields, paused: message.paused }
          break
        case 'game-over':
          asked.clear()
          base = 'WAITING_TURN'
          animation = 'none'
          gameAnimation = null
          fields = { ...fields, request: null, barrier: null, gameOver: message.result }
          break
        case 'error':
          if (!message.fatal) return
          fields = { ...fields, error: message.error }
          break
        default:
          return
      }
      changed()
    },
    beginAnimation() {
      if (animation === 'running') return false
      animation = 'running'
      changed()
      return true
    },
    acknowledge() {
      const barrier = fields.barrier
      if (barrier === null || fields.gameOver !== null) return null
      acknowledged.add(barrier.barrierId)
      if (gameAnimation === barrier.barrierId) gameAnimation = null
      fields = { ...fields, barrier: null }
      changed()
      return barrier.kind === 'ready' ? { type: 'ready', playerId: me } : { type: 'ack', barrierId: barrier.barrierId, playerId: me }
    },
    endAnimation(ok) {
      if (animation !== 'running') return
      animation = ok ? 'awaiting-server' : 'none'
      changed()
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
