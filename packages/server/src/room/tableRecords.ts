import type { ActionRecord, GameRecord, ViewerRecord } from '@decklet/core'
import type { LiveSave, RecordHead, RecordMeta, RecordStore } from '../store/recordStore'
import type { TableSpec } from './tableSpec'

/** Where a table's live record comes from: the record's head, and its history as it grows. */
export interface LiveRecordSource {
  readonly head: RecordHead
  /** The actions so far, in order (a list that may grow after it is handed out: the room reads its length). */
  history(): readonly ActionRecord[]
}

/**
 * A table's saves. The live record is saved after every action, one save at a time: each save carries the
 * actions since the last one that was stored (a {@link LiveSave}), so it costs what is new, whatever the
 * length of the game; actions that come while a save is under way go together in the next one. The first
 * save, and the first after one failed, starts the record afresh (its head and every action). The final
 * records are stored once the game is over, after the live save under way. A failing save is reported, not
 * fatal: the game goes on.
 * @internal
 */
export class TableRecords {
  /** How many actions the store holds of the game (after the last save that succeeded). */
  #stored = 0
  /** The next save starts the record afresh: the first one, or the one after a failure. */
  #afresh = true
  #saving: Promise<void> | null = null
  /** An action came while a save was under way: another save follows it. */
  #again = false
  #over = false
  #final: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly store: RecordStore,
    private readonly gameId: string,
    private readonly game: string,
    private readonly spec: TableSpec,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  /**
   * Saves what the live record of the game `source` describes gained since the last save: now, or after the
   * save under way. The first call starts the record (with its head).
   */
  saveLive(source: LiveRecordSource): void {
    if (this.#over) return
    if (this.#saving !== null) {
      this.#again = true
      return
    }
    this.#saving = this.#saveUntilDone(source).finally(() => {
      this.#saving = null
    })
  }

  /**
   * Stores the game's final record and each seat's viewer record (`exportRecords` makes them now, while the
   * game's engine is still there), after the live save under way; no live save follows. Resolves with the
   * viewer records once stored (empty when making them failed).
   */
  async saveFinal(exportRecords: () => { readonly record: GameRecord; readonly viewerRecords: Readonly<Record<string, ViewerRecord>> }): Promise<Readonly<Record<string, ViewerRecord>>> {
    this.#over = true
    let records: ReturnType<typeof exportRecords>
    try {
      records = exportRecords()
    } catch (error) {
      this.log(`Table ${this.gameId}: exporting the records failed`, error)
      return {}
    }
    const stored = (async () => {
      await this.#saving
      try {
        await this.store.saveFinal(this.gameId, this.#meta(records.record.history.length), records.record, records.viewerRecords)
      } catch (error) {
        this.log(`Table ${this.gameId}: saving the final record failed`, error)
      }
    })()
    this.#final = stored
    await stored
    return records.viewerRecords
  }

  /** Settles once every save under way has. */
  async settled(): Promise<void> {
    await this.#saving
    await this.#final
  }

  async #saveUntilDone(source: LiveRecordSource): Promise<void> {
    do {
      this.#again = false
      const history = source.history()
      const length = history.length
      if (!this.#afresh && length === this.#stored) continue
      const save: LiveSave = this.#afresh
        ? { head: source.head, from: 0, actions: history.slice(0, length) }
        : { from: this.#stored, actions: history.slice(this.#stored, length) }
      try {
        await this.store.saveLive(this.gameId, this.#meta(length), save)
        this.#stored = length
        this.#afresh = false
      } catch (error) {
        this.#afresh = true
        this.log(`Table ${this.gameId}: saving the live record failed`, error)
      }
    } while (this.#again && !this.#over)
  }

  #meta(actions: number): RecordMeta {
    const { seats, spectators, createdAt } = this.spec
    return { game: this.game, seats, spectators, createdAt, updatedAt: Date.now(), actions }
  }
}
