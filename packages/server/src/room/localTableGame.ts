import type { ActionInit, GameEngine, GameEvent, PlayerView } from '@decklet/core'
import { GameSession, type Barrier, type RejectionCode, type SessionEvent } from '@decklet/runtime'
import { recordHeadOf } from '../store/recordStore'
import type { FinalRecords, TableEvent, TableGame, TableStart } from './tableGame'
import type { LiveRecordSource } from './tableRecords'

/**
 * A table whose `GameSession` runs in the server's process, on the room's engine: the session's events
 * become the room's {@link TableEvent}s, and the record and views are read from the engine directly.
 * @internal
 */
export class LocalTableGame implements TableGame {
  readonly #engine: GameEngine
  readonly #session: GameSession
  readonly #onEvent: (event: TableEvent) => void
  /** A spectator's events since the last spectator view (`null`: the table has no spectators). */
  readonly #spectatorEvents: GameEvent[] | null
  readonly #unsubscribe: () => void
  #record: LiveRecordSource | null = null
  /** The origin of the answer being given (the session rejects it synchronously, within `respond`). */
  #origin: unknown = null

  constructor(engine: GameEngine, start: TableStart) {
    this.#engine = engine
    this.#onEvent = start.onEvent
    if (start.spectators) {
      const events: GameEvent[] = []
      this.#spectatorEvents = events
      this.#unsubscribe = engine.subscribeAll((event) => events.push(event), { viewer: null })
    } else {
      this.#spectatorEvents = null
      this.#unsubscribe = () => {}
    }
    this.#session = new GameSession({
      turnTimeoutMs: 30_000,
      ...start.session,
      ...(start.waitForReady ? {} : { waitForReady: false }),
      engine,
      controllers: start.controllers,
      destroyEngine: false,
    })
    this.#session.on((event) => this.#relay(event))
  }

  /** The engine (it holds every secret: for tests and tools on the server side). */
  get engine(): GameEngine {
    return this.#engine
  }

  /** The session (for tests and tools on the server side: pause, resume…). */
  get session(): GameSession {
    return this.#session
  }

  /** Starts the game (the deal), then reports the first live record and spectator view. */
  begin(log: (message: string, error?: unknown) => void): void {
    this.#session.start().catch((error: unknown) => log('the game failed', error))
    const phase = this.#session.phase
    if (phase === 'finished' || phase === 'failed' || phase === 'stopped') return
    const engine = this.#engine
    this.#record = { head: recordHeadOf(engine.exportRecord()), history: () => engine.getHistory() }
    this.#afterTick()
  }

  viewOf(viewer: string | null): PlayerView {
    const players = this.#engine.getState().players
    return this.#engine.getPlayerView(viewer !== null && Object.hasOwn(players, viewer) ? viewer : null)
  }

  get openBarrier(): Barrier | null {
    return this.#session.openBarrier
  }

  get openRequests(): TableGame['openRequests'] {
    return this.#session.openRequests
  }

  get paused(): boolean {
    return this.#session.paused
  }

  respond(playerId: string, requestId: string, action: ActionInit, origin: unknown): void {
    this.#origin = origin
    try {
      this.#session.respond({ requestId, playerId, action })
    } finally {
      this.#origin = null
    }
  }

  reject(playerId: string, requestId: string | null, code: RejectionCode, reason: string, origin: unknown): void {
    this.#onEvent({ type: 'rejected', playerId, requestId, code, reason, origin })
  }

  acknowledge(barrierId: string, playerId: string): boolean {
    return this.#session.acknowledge(barrierId, playerId)
  }

  pause(): void {
    this.#session.pause()
  }

  resume(): void {
    this.#session.resume()
  }

  stop(): void {
    this.#session.stop()
  }

  finalRecords(playerIds: readonly string[]): FinalRecords {
    const engine = this.#engine
    return {
      record: engine.exportRecord(),
      viewerRecords: Object.fromEntries(playerIds.map((playerId) => [playerId, engine.exportRecord({ viewer: playerId })])),
    }
  }

  halt(): void {
    this.#session.stop()
  }

  dispose(): void {
    this.#unsubscribe()
    this.#engine.destroy()
  }

  #afterTick(): void {
    if (this.#record !== null) this.#onEvent({ type: 'record', source: this.#record })
    const events = this.#spectatorEvents
    if (events !== null) this.#onEvent({ type: 'spectator-view', view: this.viewOf(null), events: events.splice(0) })
  }

  #relay(event: SessionEvent): void {
    const emit = this.#onEvent
    switch (event.type) {
      case 'started':
      case 'paused':
      case 'resumed':
        return emit({ type: event.type })
      case 'request':
        return emit({ type: 'request', request: event.request })
      case 'request-closed':
        return emit({ type: 'request-closed', requestId: event.requestId })
      case 'action':
        return this.#afterTick()
      case 'barrier':
        return emit({ type: 'barrier', barrier: event.barrier })
      case 'barrier-done':
        return emit({ type: 'barrier-done', barrierId: event.barrier.barrierId })
      case 'timeout': {
        const { operation, ids, playerIds, durationMs } = event
        return emit({ type: 'timeout', operation, ids, playerIds, durationMs })
      }
      case 'rejected': {
        const r = event.response as { requestId?: unknown; playerId?: unknown } | null
        if (typeof r?.playerId !== 'string') return
        return emit({ type: 'rejected', playerId: r.playerId, requestId: typeof r.requestId === 'string' && r.requestId !== '' ? r.requestId : null, code: event.code, reason: event.reason, origin: this.#origin })
      }
      case 'error':
        return emit({ type: 'error', error: event.error, fatal: event.fatal })
      case 'game-over':
        return emit({ type: 'game-over', result: event.result })
      default:
        return
    }
  }
}
