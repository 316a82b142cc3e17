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

  /** The game has started: the record's head (taken once: it does not change while the game runs) and the first updates. */
  start(): void {
    if (this.#record) {
      const { history: _history, final: _final, ...head } = this.#engine.exportRecord()
      this.#head = head
    }
    this.post()
  }

  /** The updates after a tick: the actions since the last record update, the spectator's view and the tick's events. */
  post(): void {
    const head = this.#head
    if (head !== null) {
      const history = this.#engine.getHistory()
      // A history that shrank (a rolled-back tick) is sent again from its start.
      const afresh = this.#posted < 0 || history.length < this.#posted
      const from = afresh ? 0 : this.#posted
      if (afresh || history.length > from) this.#post({ type: 'record-update', ...(afresh ? { head } : {}), from, actions: history.slice(from) })
      this.#posted = history.length
    }
    const events = this.#spectatorEvents
    if (events !== null) {
      this.#post({ type: 'spectator-update', view: this.#engine.getPlayerView(null), events: events.splice(0) })
    }
  }
}
