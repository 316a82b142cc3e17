import type { RecordStore, StoredGame } from '../store/recordStore'
import type { GameOwnership } from './gameOwnership'

/** Options of {@link RecoverySweep}. */
export interface RecoverySweepOptions {
  /** The store every process shares; its `listLive` names the games that should be running somewhere. */
  store: RecordStore
  ownership: GameOwnership
  /** Rebuilds the game's room in this process, under its game id, from its live record. */
  restore: (game: StoredGame) => Promise<void>
  /** Time between sweeps (default 5,000 ms), each one shifted by up to ±20 % so that processes do not sweep in step. */
  intervalMs?: number
  /** Games one sweep rebuilds at most (default 25), so that the survivors of a crash share its games rather than the first to sweep taking all. */
  maxPerSweep?: number
  /** Told about a game that could not be rebuilt (it is retried once its claim expires) or a sweep that failed. Default: `console.error`. */
  onError?: (error: unknown, gameId?: string) => void
}

/**
 * Crash recovery: every few seconds, finds the live games (in the store) that no process owns (their owner
 * key expired: the owner died), claims each with `SET NX` and rebuilds its room here from its live record.
 * Players then rejoin the same room id with their tickets.
 *
 * A claimed game that cannot be rebuilt (its record no longer replays, its game is not registered here) is
 * not renewed, so its claim expires and the game is tried again a TTL later, by whichever process claims it.
 */
export class RecoverySweep {
  readonly #store: RecordStore
  readonly #ownership: GameOwnership
  readonly #restore: (game: StoredGame) => Promise<void>
  readonly #intervalMs: number
  readonly #maxPerSweep: number
  readonly #onError: (error: unknown, gameId?: string) => void
  #timer: ReturnType<typeof setTimeout> | undefined
  #running: Promise<readonly string[]> | undefined
  /** Sweeping on a timer (between `start` and `stop`). */
  #started = false
  /** `stop` was called: a sweep in progress ends after the game it is rebuilding. */
  #halted = false

  constructor(options: RecoverySweepOptions) {
    this.#store = options.store
    this.#ownership = options.ownership
    this.#restore = options.restore
    this.#intervalMs = options.intervalMs ?? 5_000
    this.#maxPerSweep = options.maxPerSweep ?? 25
    this.#onError = options.onError ?? ((error, gameId) => console.error(`decklet: recovery${gameId ? ` of ${gameId}` : ''} failed`, error))
  }

  /** Starts sweeping (the first sweep after one interval). */
  start(): void {
    if (this.#started) return
    this.#started = true
    this.#halted = false
    this.#schedule()
  }

  /** Stops sweeping; waits for a sweep in progress. */
  async stop(): Promise<void> {
    this.#started = false
    this.#halted = true
    clearTimeout(this.#timer)
    await this.#running
  }

  /** Runs one sweep now (or joins the one in progress); resolves the ids of the games it rebuilt. */
  sweep(): Promise<readonly string[]> {
    this.#running ??= this.#sweep().finally(() => {
      this.#running = undefined
    })
    return this.#running
  }

  #schedule(): void {
    if (!this.#started) return
    const delay = this.#intervalMs * (0.8 + Math.random() * 0.4)
    this.#timer = setTimeout(() => {
      void this.sweep().finally(() => this.#schedule())
    }, delay)
    this.#timer.unref()
  }

  async #sweep(): Promise<readonly string[]> {
    const rebuilt: string[] = []
    let live: readonly { readonly gameId: string }[]
    try {
      live = await this.#store.listLive()
    } catch (error) {
      this.#onError(error)
      return rebuilt
    }
    // The live games nobody holds, asked in one go (not a round trip per game: thousands of live games are
    // mostly held); survivors start from different ones, so that they claim different games rather than race.
    let candidates: string[]
    try {
      candidates = shuffled(await this.#ownership.unowned(live.map((game) => game.gameId).filter((gameId) => !this.#ownership.owns(gameId))))
    } catch (error) {
      this.#onError(error)
      return rebuilt
    }
    for (const gameId of candidates) {
      if (rebuilt.length >= this.#maxPerSweep || this.#halted) break
      // Taken by this process since the listing (a lease here would let acquire say yes without asking Redis).
      if (this.#ownership.owns(gameId)) continue
      try {
        // Claimed (SET NX) here: another process may have taken it since the question above.
        if (!(await this.#ownership.acquire(gameId))) continue
      } catch (error) {
        this.#onError(error, gameId)
        continue
      }
      try {
        const game = await this.#store.load(gameId)
        // Finished between the listing and the claim (by its owner, just before it released the key).
        if (game === undefined || game.status !== 'live') {
          await this.#ownership.release(gameId)
          continue
        }
        await this.#restore(game)
        rebuilt.push(gameId)
      } catch (error) {
        this.#ownership.forget(gameId)
        this.#onError(error, gameId)
      }
    }
    return rebuilt
  }
}

function shuffled<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}
