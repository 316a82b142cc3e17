import { Client, Room } from 'colyseus.js'
import type { ServerMessages, ServerMessageType } from '../protocol/messages'
import { unpackServerMessage } from '../protocol/wireMessages'

/** A message a test client received, decoded, in order. */
export interface Received {
  readonly type: string
  readonly payload: unknown
}

/**
 * A colyseus.js client that keeps everything it receives: every raw WebSocket frame (bytes, in order),
 * every decoded message and every decoded state after a patch.
 */
export class TestClient {
  readonly frames: Uint8Array[] = []
  readonly messages: Received[] = []
  readonly states: unknown[] = []
  #room: Room | null = null
  #closed: { code: number } | null = null
  readonly #waiters = new Set<() => void>()

  private constructor(readonly endpoint: string) {}

  /** Joins a table with a ticket, or as a spectator. */
  static async join(endpoint: string, roomId: string, options: { ticket: string } | { spectate: true }): Promise<TestClient> {
    const client = new TestClient(endpoint)
    client.#attach(await client.#sdk().joinById(roomId, options))
    return client
  }

  /** Rejoins with a reconnection token (after a drop). */
  async reconnect(token: string): Promise<void> {
    this.#closed = null
    this.#attach(await this.#sdk().reconnect(token))
  }

  get room(): Room {
    if (this.#room === null) throw new Error('Not connected')
    return this.#room
  }

  /** The close code once the connection closed. */
  get closed(): { code: number } | null {
    return this.#closed
  }

  send(type: string, payload: unknown = {}): void {
    if (this.#closed === null && this.#room !== null) this.#room.send(type, payload)
  }

  /** Calls `listener` after each message (and state change); returns the unsubscribe function. */
  listen(listener: () => void): () => void {
    this.#waiters.add(listener)
    return () => this.#waiters.delete(listener)
  }

  /** The messages of one type received so far. */
  all<TType extends ServerMessageType>(type: TType): ServerMessages[TType][] {
    return this.messages.filter((m) => m.type === type).map((m) => m.payload as ServerMessages[TType])
  }

  last<TType extends ServerMessageType>(type: TType): ServerMessages[TType] | undefined {
    return this.all(type).at(-1)
  }

  /** Waits (bounded by `timeoutMs`) until `check` holds, re-checking on every message and state change. */
  async until<T>(what: string, check: () => T | undefined | null | false, timeoutMs = 20_000): Promise<T> {
    const first = check()
    if (first) return first
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiters.delete(probe)
        reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; last messages: ${this.messages.slice(-5).map((m) => m.type).join(', ')}`))
      }, timeoutMs)
      const probe = (): void => {
        const value = check()
        if (!value) return
        clearTimeout(timer)
        this.#waiters.delete(probe)
        resolve(value)
      }
      this.#waiters.add(probe)
    })
  }

  /**
   * Drops the connection as a lost network would: the socket is destroyed without a close handshake (the
   * server sees 1006), so the seat is held for a reconnection. A close with a code would be a close the
   * client chose (4000 is Colyseus's consented leave), not a drop.
   */
  drop(): void {
    const socket = (this.room.connection.transport as unknown as { ws: { terminate?: () => void } }).ws
    if (typeof socket.terminate !== 'function') throw new Error('This WebSocket cannot be dropped (no terminate): the test needs the ws package')
    socket.terminate()
  }

  async leave(): Promise<void> {
    if (this.#room !== null && this.#closed === null) await this.#room.leave(true).catch(() => undefined)
  }

  #sdk(): Client {
    const frames = this.frames
    // A client whose rooms keep every raw frame before colyseus.js decodes it.
    return new (class extends Client {
      protected override createRoom<T>(roomName: string, rootSchema?: never): Room<T> {
        const room = super.createRoom<T>(roomName, rootSchema)
        const connect = room.connect.bind(room)
        room.connect = ((...args: Parameters<Room['connect']>) => {
          connect(...args)
          // The transport hands the socket its handlers when it connects: the socket's is the one to wrap.
          const socket = (room.connection.transport as unknown as { ws: { onmessage: ((event: MessageEvent) => void) | null } }).ws
          const decode = socket.onmessage
          socket.onmessage = (event: MessageEvent) => {
            frames.push(new Uint8Array(event.data as ArrayBuffer).slice())
            decode?.(event)
          }
        }) as Room['connect']
        return room
      }
    })(this.endpoint)
  }

  #attach(room: Room): void {
    this.#room = room
    room.onMessage('*', (type, payload) => {
      // Views come packed (a fully hidden zone as its count): the tests read them as the client library gives them.
      this.messages.push({ type: String(type), payload: unpackServerMessage(type as ServerMessageType, payload as never) })
      this.#notify()
    })
    room.onStateChange((state) => {
      this.states.push(JSON.parse(JSON.stringify(state)))
      this.#notify()
    })
    room.onLeave((code) => {
      this.#closed = { code }
      this.#notify()
    })
  }

  #notify(): void {
    for (const waiter of [...this.#waiters]) waiter()
  }
}
