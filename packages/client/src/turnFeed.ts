import { createTurnStore, type TurnSnapshot, type TurnStore, type TurnStoreOptions } from '@decklet/runtime'
import type { ServerMessages, WelcomeMessage } from './protocol'

/** A server message, by type, as the feed takes it. @internal */
export type ServerMessage = { [K in keyof ServerMessages]: { readonly type: K; readonly payload: ServerMessages[K] } }[keyof ServerMessages]

/**
 * Turns the server's messages into the runtime's worker messages and feeds them to a {@link TurnStore}.
 *
 * The wire messages are the worker protocol's without the fields the seat makes obvious (whose view, whose
 * rejection), so the feed puts the seat's player back. A `welcome` (every join and rejoin) is the whole
 * truth about the seat: the store starts over from it, so nothing of before a drop (a request answered by the
 * timeout meanwhile, a barrier passed) lingers. The server sends no `init-finished`: the game has started
 * once a turn, a turn end or a barrier other than the ready one is seen.
 * @internal
 */
export class TurnFeed {
  readonly #options: TurnStoreOptions
  readonly #listeners = new Set<() => void>()
  #store: TurnStore
  #unsubscribe: () => void
  #started = false

  constructor(options: TurnStoreOptions) {
    this.#options = options
    this.#store = createTurnStore(options)
    this.#unsubscribe = this.#store.subscribe(() => this.#changed())
  }

  get snapshot(): TurnSnapshot {
    return this.#store.getSnapshot()
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener)
    return () => void this.#listeners.delete(listener)
  }

  /** The store's `acknowledge`: clears the open barrier and says what to send (`ready` or `ack`). */
  acknowledge(): ReturnType<TurnStore['acknowledge']> {
    return this.#store.acknowledge()
  }

  /** The page's own animation starts: `ANIMATING` (the turn store's `beginAnimation`). */
  beginAnimation(): boolean {
    return this.#store.beginAnimation()
  }

  /** The page's animation ended (the turn store's `endAnimation`). */
  endAnimation(ok: boolean): void {
    this.#store.endAnimation(ok)
  }

  receive(message: ServerMessage): void {
    const me = this.#options.playerId
    const store = this.#store
    switch (message.type) {
      case 'welcome':
        return this.#welcome(message.payload)
      case 'turn': {
        const request = message.payload
        this.#start()
        store.receive({
          type: 'turn',
          requestId: request.requestId,
          playerId: request.playerId,
          turn: request.turn,
          deadline: request.deadline,
          timeoutMs: request.timeoutMs,
          remainingMs: request.remainingMs,
          request,
        })
        return
      }
      case 'turn-end':
        this.#start()
        store.receive({ type: 'turn-end', ...message.payload })
        return
      case 'rejected':
        store.receive({ type: 'rejected', playerId: me, ...message.payload })
        return
      case 'view-update':
        store.receive({ type: 'view-update', playerId: me, ...message.payload })
        return
      case 'barrier':
        if (message.payload.barrier.kind !== 'ready') this.#start()
        store.receive({ type: 'barrier', barrier: message.payload.barrier })
        return
      case 'timeout':
        if (message.payload.operation === 'ready') this.#start()
        store.receive({ type: 'timeout', ...message.payload })
        return
      case 'pause-state':
        store.receive({ type: 'pause-state', paused: message.payload.paused })
        return
      case 'game-over':
        store.receive({ type: 'game-over', result: message.payload.result })
        return
      case 'error':
        store.receive({ type: 'error', error: { name: message.payload.name, message: message.payload.message }, fatal: message.payload.fatal })
        return
    }
  }

  /** The ready barrier is over for everyone: the store's `started`. */
  #start(): void {
    if (this.#started) return
    this.#started = true
    this.#store.receive({ type: 'init-finished' })
  }

  #welcome(welcome: WelcomeMessage): void {
    // The welcome says whether the game is paused now (it may have been resumed while the seat was away);
    // from a server without the field, what the last `pause-state` said holds.
    const paused = typeof welcome.paused === 'boolean' ? welcome.paused : this.#store.getSnapshot().paused
    this.#unsubscribe()
    this.#store = createTurnStore(this.#options)
    this.#started = false
    const store = this.#store
    // Fed while unsubscribed: one change for the whole welcome, not one per message.
    store.receive({ type: 'view-update', playerId: this.#options.playerId, view: welcome.view, events: [] })
    if (paused) store.receive({ type: 'pause-state', paused })
    if (welcome.request !== null || (welcome.barrier !== null && welcome.barrier.kind !== 'ready')) this.#start()
    const request = welcome.request
    if (request !== null) {
      store.receive({
        type: 'turn',
        requestId: request.requestId,
        playerId: request.playerId,
        turn: request.turn,
        deadline: request.deadline,
        timeoutMs: request.timeoutMs,
        remainingMs: request.remainingMs,
        request,
      })
    }
    if (welcome.barrier !== null) store.receive({ type: 'barrier', barrier: welcome.barrier })
    this.#unsubscribe = store.subscribe(() => this.#changed())
    this.#changed()
  }

  #changed(): void {
    for (const listener of [...this.#listeners]) listener()
  }
}
