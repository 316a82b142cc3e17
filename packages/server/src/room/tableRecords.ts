import type { GameEngine, GameRecord, ViewerRecord } from '@decklet/core'
import type { RecordMeta, RecordStore } from '../store/recordStore'
import type { TableSpec } from './tableSpec'

/**
 * A table's saves: the live record after every action, queued so they reach the store in order and one at
 * a time, and the final records once the game is over, after the live saves still queued. A failing save
 * is reported, not fatal: the game goes on.
 * @internal
 */
export class TableRecords {
  #saves: Promise<void> = Promise.resolve()

  constructor(
    private readonly store: RecordStore,
    private readonly gameId: string,
    private readonly game: string,
    private readonly spec: TableSpec,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  /** Queues a save of the engine's live record as it is now. */
  saveLive(engine: GameEngine): void {
    const record = engine.exportRecord()
    const meta = this.#meta(record)
    this.#saves = this.#saves.then(() => this.store.saveLive(this.gameId, meta, record)).catch((error: unknown) => {
      this.log(`Table ${this.gameId}: saving the live record failed`, error)
    })
  }

  /**
   * Exports the final record and each seat's viewer record now (before the engine goes), then stores them
   * as final after the queued live saves. Resolves with the viewer records once stored (empty when the
   * export failed).
   */
  async saveFinal(engine: GameEngine, playerIds: readonly string[]): Promise<Readonly<Record<string, ViewerRecord>>> {
    let record: GameRecord
    const viewerRecords: Record<string, ViewerRecord> = {}
    try {
      record = engine.exportRecord()
      for (const playerId of playerIds) viewerRecords[playerId] = engine.exportRecord({ viewer: playerId })
    } catch (error) {
      this.log(`Table ${this.gameId}: exporting the records failed`, error)
      return {}
    }
    await this.#saves
    try {
      await this.store.saveFinal(this.gameId, this.#meta(record), record, viewerRecords)
    } catch (error) {
      this.log(`Table ${this.gameId}: saving the final record failed`, error)
    }
    return viewerRecords
  }

  /** Settles once every queued save has. */
  settled(): Promise<void> {
    return this.#saves
  }

  #meta(record: GameRecord): RecordMeta {
    const { seats, spectators, createdAt } = this.spec
    return { game: this.game, seats, spectators, createdAt, updatedAt: Date.now(), actions: record.history.length }
  }
}
