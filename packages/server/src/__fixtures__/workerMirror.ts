import { ReplayEngine, type GameEngine, type GamePlugin } from '@decklet/core'
import type { LiveRecordSource } from '../room/tableRecords'

/**
 * An engine in the test's process at the game a worker thread runs: each time the room's live record (the
 * worker's `record-update`s) has grown, the record so far is replayed with the game's plugins
 * (`ReplayEngine.replay`: its initial state, random position and every action with its recorded time, each
 * checked against its recorded version). `onEngine` hears each new engine before its replay, to listen to
 * its events.
 */
export class WorkerMirror {
  #engine: GameEngine | null = null
  #applied = -1

  constructor(
    private readonly plugins: () => readonly GamePlugin[],
    private readonly onEngine: (engine: GameEngine) => void,
  ) {}

  /** Replays the live record again if it grew (`null`: the game has not started in the worker yet). */
  catchUp(source: LiveRecordSource | null): void {
    if (source === null) return
    const { head } = source
    const history = source.history()
    if (history.length === this.#applied) return
    const { engine } = ReplayEngine.replay({
      plugins: this.plugins(),
      seed: head.seed,
      initialState: head.initialState,
      history: [...history],
      config: head.config,
      initialRandom: head.initialRandom,
      startedAt: head.startedAt,
      ...(head.startedAfter === undefined ? {} : { startedAfter: head.startedAfter }),
      beforeReplay: (replaying) => this.onEngine(replaying),
    })
    this.#engine?.destroy()
    this.#engine = engine
    this.#applied = history.length
  }
}
