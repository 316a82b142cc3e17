import type { OwnershipPresence } from './ownershipPresence'

/** Options of {@link GameOwnership}. */
export interface GameOwnershipOptions {
  /** Where the owner keys live. */
  presence: OwnershipPresence
  /** This process's owner id (the Colyseus process id); read at each use, since Colyseus assigns it at `listen`. */
  owner: () => string
  /** How long a claim outlives its owner's last heartbeat (default 10,000 ms): the longest a dead owner's game waits to be rebuilt. */
  ttlMs?: number
  /** How often the owned games are renewed (default a third of `ttlMs`, so two heartbeats can be missed). */
  heartbeatMs?: number
  /** Told, once per game, that a heartbeat found another owner (this process stalled past the TTL): the local room must stop. */
  onLost?: (gameId: string) => void
  /** Told about a failed heartbeat (Redis unreachable); the next one retries. Default: `console.error`. */
  onError?: (error: unknown) => void
}

const KEY_PREFIX = 'decklet:owner:'

/**
 * Which process runs which live game, in Redis: a key `decklet:owner:<gameId>` holding the owner's id, with
 * a TTL that the owner's heartbeat keeps renewing. A game whose key has expired has lost its owner (the
 * process died or was cut off for longer than the TTL) and may be claimed by another process.
 *
 * A room acquires its game before its first live record is saved, so a recovery sweep never sees a live
 * record without an owner unless that owner is gone.
 */
export class GameOwnership {
  readonly ttlMs: number
  readonly #presence: OwnershipPresence
  readonly #owner: () => string
  readonly #heartbeatMs: number
  readonly #onLost: (gameId: string) => void
  readonly #onError: (error: unknown) => void
  /** The games this process holds, each with the end of its lease (ms, this process's clock). */
  readonly #owned = new Map<string, number>()
  readonly #asking = new Map<string, Promise<boolean>>()
  #timer: ReturnType<typeof setInterval> | undefined
  #beating: Promise<void> | undefined

  constructor(options: GameOwnershipOptions) {
    this.#presence = options.presence
    this.#owner = options.owner
    this.ttlMs = options.ttlMs ?? 10_000
    this.#heartbeatMs = options.heartbeatMs ?? Math.floor(this.ttlMs / 3)
    this.#onLost = options.onLost ?? (() => {})
    this.#onError = options.onError ?? ((error) => console.error('decklet: ownership heartbeat failed', error))
  }

  /**
   * Claims `gameId` for this process (`SET NX` with the TTL) and heartbeats it; false when another process
   * holds it. For a game already held, it answers from the lease (the time of the last claim or renewal plus
   * the TTL) while that lasts, and asks Redis once it has run out: a process that stalled past its lease
   * finds out here, before it saves over the new owner's record.
   */
  async acquire(gameId: string): Promise<boolean> {
    const lease = this.#owned.get(gameId)
    if (lease !== undefined && Date.now() < lease) return true
    // Two saves of one game asking at once share one claim: the second `SET NX` would fail against the first.
    let asking = this.#asking.get(gameId)
    if (asking === undefined) {
      asking = this.#ask(gameId, lease).finally(() => this.#asking.delete(gameId))
      this.#asking.set(gameId, asking)
    }
    return asking
  }

  async #ask(gameId: string, lease: number | undefined): Promise<boolean> {
    const key = KEY_PREFIX + gameId
    const asked = Date.now()
    if (lease !== undefined) {
      const lost = await this.#presence.renewKeys([key], this.#owner(), this.ttlMs)
      if (lost.length === 0) {
        this.#owned.set(gameId, asked + this.ttlMs)
        return true
      }
      this.#owned.delete(gameId)
    }
    if (!(await this.#presence.claimKey(key, this.#owner(), this.ttlMs))) return false
    this.#owned.set(gameId, asked + this.ttlMs)
    return true
  }

  /** Stops heartbeating `gameId` and deletes its key if this process still holds it (the game is over). */
  async release(gameId: string): Promise<void> {
    this.#owned.delete(gameId)
    await this.#presence.releaseKey(KEY_PREFIX + gameId, this.#owner())
  }

  /**
   * Stops heartbeating `gameId` but leaves its key to expire: for a game this process could not rebuild, so
   * that no process retries it before the TTL is over.
   */
  forget(gameId: string): void {
    this.#owned.delete(gameId)
  }

  /** Whether this process holds `gameId`. */
  owns(gameId: string): boolean {
    return this.#owned.has(gameId)
  }

  /** The owner id holding `gameId`, or `null` when nobody does. */
  ownerOf(gameId: string): Promise<string | null> {
    return this.#presence.keyOwner(KEY_PREFIX + gameId)
  }

  /** The games of `gameIds` that no process holds, in their order (a few round trips to Redis, however many games). */
  async unowned(gameIds: readonly string[]): Promise<string[]> {
    if (gameIds.length === 0) return []
    const owners = await this.#presence.keyOwners(gameIds.map((gameId) => KEY_PREFIX + gameId))
    return gameIds.filter((_, i) => owners[i] === null)
  }

  /** Starts the heartbeat. */
  start(): void {
    if (this.#timer !== undefined) return
    this.#timer = setInterval(() => void this.heartbeat(), this.#heartbeatMs)
    this.#timer.unref()
  }

  /** Stops the heartbeat; the keys expire unless released. */
  async stop(): Promise<void> {
    clearInterval(this.#timer)
    this.#timer = undefined
    await this.#beating
  }

  /** Renews every owned game once (what the timer does); a game found held by another process is dropped and reported to `onLost`. */
  async heartbeat(): Promise<void> {
    if (this.#beating !== undefined) return this.#beating
    this.#beating = this.#renew().finally(() => {
      this.#beating = undefined
    })
    return this.#beating
  }

  async #renew(): Promise<void> {
    const games = [...this.#owned.keys()]
    if (games.length === 0) return
    const asked = Date.now()
    try {
      const lost = await this.#presence.renewKeys(games.map((gameId) => KEY_PREFIX + gameId), this.#owner(), this.ttlMs)
      for (const key of lost) {
        const gameId = key.slice(KEY_PREFIX.length)
        // Released while the renewal was in flight: not lost, just over.
        if (!this.#owned.delete(gameId)) continue
        this.#onLost(gameId)
      }
      const lease = asked + this.ttlMs
      for (const gameId of games) if (this.#owned.has(gameId)) this.#owned.set(gameId, lease)
    } catch (error) {
      this.#onError(error)
    }
  }
}
