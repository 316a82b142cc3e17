import type { GameEngine, GameEvent } from '@decklet/core'
import type { GameRecordHead, WorkerMessage } from './protocol'

/**
 * The worker's optional updates after the start and after every action: the record as it grows
 * (`record-update`, with `GameSpec.liveRecord`) and the spectator's view (`spectator-update`, with
 * `GameSpec.spectatorView`). Built before the game starts, so that the spectator's first update carries the
 * events of the start (the deal) a spectator may see.
 * @internal
 */
export class LiveUpdates {
  readonly #engine: GameEngine
  readonly #post: (message: WorkerMessage) => void
  readonly #record: boolean
  readonly #spectatorEvents: GameEvent[] | null
  #head: GameRecordHead | null = null
  /** How many actions of the history the updates posted so far hold (`-1`: none posted yet). */
  #posted = -1

  constructor(engine: GameEngine, post: (message: WorkerMessage) => void, options: { readonly record: boolean; readonly spectator: boolean }) {
    this.#engine = engine
    this.#post = post
    this.#record = options.record
    if (options.spectator) {
      const events: GameEvent[] = []
      this.#spectatorEvents = events
      engine.subscribeAll((event) => events.push(event), { viewer: null })
    } else {
      this.#spectatorEvents = null
    }
  }

  /**
   * The actions since the last `record-update` (the first one: the record's head, taken once the game has
   * started, and every action so far). Called before each tick's views, so that a host holds the record of
   * what a view shows; nothing is posted when nothing is new.
   */
  record(): void {
    if (!this.#record) return
    if (this.#head === null) {
      const { history: _history, final: _final, ...head } = this.#engine.exportRecord()
      this.#head = head
    }
    const history = this.#engine.getHistory()
    // A history that shrank (a rolled-back tick) is sent again from its start.
    const afresh = this.#posted < 0 || history.length < this.#posted
    const from = afresh ? 0 : this.#posted
    if (afresh || history.length > from) this.#post({ type: 'record-update', ...(afresh ? { head: this.#head } : {}), from, actions: history.slice(from) })
    this.#posted = history.length
  }

  /** The spectator's view now, and a spectator's events since the last one. */
  spectator(): void {
    const events = this.#spectatorEvents
    if (events !== null) this.#post({ type: 'spectator-update', view: this.#engine.getPlayerView(null), events: events.splice(0) })
  }
}
