import { WebSocketClient } from '@colyseus/ws-transport'
import type { GameEngine, GameState } from '@decklet/core'

/** What each viewer must not know at one moment: the card ids it has never been shown, by viewer (`null`: a spectator). */
export type Secrets = ReadonlyMap<string | null, ReadonlySet<string>>

/** One frame the server wrote to a client's socket, with the secrets of that moment. */
export interface TappedFrame {
  readonly sessionId: string
  readonly bytes: Uint8Array
  readonly secrets: Secrets
}

type Raw = (this: WebSocketClient, data: Uint8Array, options?: unknown, cb?: unknown) => void
type EnqueueRaw = (this: WebSocketClient, data: Uint8Array, options?: unknown) => void
interface ClientInternals {
  sessionId: string
  /** The frames queued while joining (gone once the client joined). */
  _enqueuedMessages?: Uint8Array[]
  ref: { readyState: number }
}

/**
 * Taps every frame the server writes to a client socket (Colyseus's ws-transport client: messages,
 * schema patches, the join handshake) and tags it with what each viewer must not know *when the frame
 * was made*: a message queued for a client still joining keeps the moment it was queued, not the later
 * moment of its flush.
 *
 * A viewer must not know the card ids of the true state that no view of it has shown so far (its views
 * are the core's redaction, sampled at every frame: the server sends a view every tick). A card it was
 * once shown (a played card later shuffled back into the draw pile) is known to it and is not counted;
 * the check is on what crosses the wire, not on what the core's views reveal.
 */
export class LeakTap {
  readonly frames: TappedFrame[] = []
  readonly #seen = new Map<string | null, Set<string>>()
  #engine: GameEngine | null = null
  /** Brings a mirror engine up to the game as the server knows it now (a game whose session runs in a worker). */
  #catchUp: (() => void) | null = null
  #state: GameState | null = null
  #secrets: Secrets = new Map()
  #restore: (() => void) | null = null
  readonly #unsubscribe: (() => void)[] = []

  /** Starts tapping (one tap at a time: it patches the transport's client class). */
  install(): this {
    const proto = WebSocketClient.prototype as unknown as { raw: Raw; enqueueRaw: EnqueueRaw }
    const raw = proto.raw
    const enqueueRaw = proto.enqueueRaw
    const queued = new WeakMap<Uint8Array, Secrets>()
    let current: Secrets | null = null
    const tap = this
    proto.enqueueRaw = function (data, options) {
      const secrets = tap.#now()
      const self = this as unknown as ClientInternals
      const before = self._enqueuedMessages?.length ?? 0
      current = secrets
      try {
        enqueueRaw.call(this, data, options)
      } finally {
        current = null
      }
      const queue = self._enqueuedMessages
      if (queue !== undefined && queue.length > before) queued.set(queue.at(-1)!, secrets)
    }
    proto.raw = function (data, options, cb) {
      const self = this as unknown as ClientInternals
      // 1: OPEN; a frame for a closed socket is not sent.
      if (self.ref.readyState === 1) tap.frames.push({ sessionId: self.sessionId, bytes: Uint8Array.from(data), secrets: queued.get(data) ?? current ?? tap.#now() })
      raw.call(this, data, options, cb)
    }
    this.#restore = () => {
      proto.raw = raw
      proto.enqueueRaw = enqueueRaw
    }
    return this
  }

  uninstall(): void {
    for (const unsubscribe of this.#unsubscribe.splice(0)) unsubscribe()
    this.#restore?.()
    this.#restore = null
  }

  /**
   * The game being watched (one at a time); its players and spectators are the viewers. A card an event
   * showed a viewer (as the core scopes events to it: UNO's draw for the dealer, a Hold'em showdown) is
   * known to that viewer from then on, like a card a view showed it. For a game whose session runs in a
   * worker thread, `engine` is a mirror in this process and `catchUp` brings it to the server's knowledge of
   * the game before each frame is tagged (a `WorkerMirror` that replays the live record and {@link LeakTap.follow}s each replay).
   */
  watch(engine: GameEngine, catchUp: (() => void) | null = null): void {
    this.#catchUp = catchUp
    this.#seen.clear()
    this.#secrets = new Map()
    this.follow(engine)
  }

  /**
   * Goes on with another engine at the same game (a mirror replayed further), keeping what each viewer was
   * shown: the viewers' sets only grow.
   */
  follow(engine: GameEngine): void {
    for (const unsubscribe of this.#unsubscribe.splice(0)) unsubscribe()
    this.#engine = engine
    this.#state = null
    const cards = new Set(Object.keys(engine.getState().cards))
    for (const viewer of [...Object.keys(engine.getState().players), null]) {
      const seen = this.#seen.get(viewer) ?? new Set<string>()
      this.#seen.set(viewer, seen)
      this.#unsubscribe.push(engine.subscribeAll((event) => collectIds(event, cards, seen), { viewer }))
    }
  }

  /** The frames written to one connection. */
  framesOf(sessionId: string): TappedFrame[] {
    return this.frames.filter((f) => f.sessionId === sessionId)
  }

  /** The secrets of now: computed once per state (states are immutable: a new tick is a new object). */
  #now(): Secrets {
    this.#catchUp?.()
    const engine = this.#engine
    if (engine === null) return this.#secrets
    let state: GameState
    try {
      state = engine.getState()
    } catch {
      // Destroyed at game over: the last state's secrets stand.
      return this.#secrets
    }
    if (state === this.#state) return this.#secrets
    this.#state = state
    const all = Object.keys(state.cards)
    const secrets = new Map<string | null, Set<string>>()
    // A player the game removed (a Hold'em player out of chips) keeps what it saw, and sees on as a spectator.
    const viewers = new Set<string | null>([...this.#seen.keys(), ...Object.keys(state.players), null])
    for (const viewer of viewers) {
      const seen = this.#seen.get(viewer) ?? new Set<string>()
      this.#seen.set(viewer, seen)
      const view = engine.getPlayerView(viewer !== null && Object.hasOwn(state.players, viewer) ? viewer : null)
      for (const zone of Object.values(view.zones)) for (const id of zone.cards) seen.add(id)
      secrets.set(viewer, new Set(all.filter((id) => !seen.has(id))))
    }
    this.#secrets = secrets
    return secrets
  }
}

function collectIds(value: unknown, cards: ReadonlySet<string>, into: Set<string>): void {
  if (typeof value === 'string') {
    if (cards.has(value)) into.add(value)
  } else if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) collectIds(inner, cards, into)
  }
}

const ID_CHAR = /[A-Za-z0-9_:.#-]/

/** The secret card ids that occur in `bytes` as whole ids (not as part of a longer id). */
export function idsIn(bytes: Uint8Array, ids: Iterable<string>): string[] {
  const text = Buffer.from(bytes).toString('latin1')
  const found: string[] = []
  for (const id of ids) {
    let at = text.indexOf(id)
    while (at !== -1) {
      const before = at === 0 ? '' : text[at - 1]!
      const after = text[at + id.length] ?? ''
      if (!ID_CHAR.test(before) && !ID_CHAR.test(after)) {
        found.push(id)
        break
      }
      at = text.indexOf(id, at + 1)
    }
  }
  return found
}

/** Whether `bytes` hold the seed in a form msgpack or text would write it (uint32, int32, float64, decimal). */
export function holdsSeed(bytes: Uint8Array, seed: number): boolean {
  const buffer = Buffer.from(bytes)
  const forms: Buffer[] = []
  const u32 = Buffer.alloc(5)
  u32[0] = 0xce
  u32.writeUInt32BE(seed >>> 0, 1)
  forms.push(u32)
  const i32 = Buffer.alloc(5)
  i32[0] = 0xd2
  i32.writeInt32BE(seed | 0, 1)
  forms.push(i32)
  const f64 = Buffer.alloc(9)
  f64[0] = 0xcb
  f64.writeDoubleBE(seed, 1)
  forms.push(f64)
  if (forms.some((form) => buffer.includes(form))) return true
  return idsIn(bytes, [String(seed)]).length > 0
}
