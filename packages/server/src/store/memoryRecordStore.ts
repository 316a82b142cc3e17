import type { GameRecord, ViewerRecord } from '@decklet/core'
import type { RecordMeta, RecordStore, StoredGame } from './recordStore'
import { closedStoreError } from './recordStoreError'

/**
 * A `RecordStore` in this process's memory, for tests and throwaway servers: nothing survives the process,
 * so it cannot back crash recovery across processes. Every save and load copies (`structuredClone`), so a
 * caller that changes an object afterwards does not change what is stored, as with a database.
 *
 * @example
 * const store = new MemoryRecordStore()
 * const server = await createDeckletServer({ games: { uno: unoGame() }, store, port: 0 })
 */
export class MemoryRecordStore implements RecordStore {
  readonly #games = new Map<string, StoredGame>()
  #closed = false

  async saveLive(gameId: string, meta: RecordMeta, record: GameRecord): Promise<void> {
    this.#open()
    if (this.#games.get(gameId)?.status === 'final') return
    this.#games.set(gameId, structuredClone({ gameId, meta, status: 'live', record, viewerRecords: {} }))
  }

  async saveFinal(gameId: string, meta: RecordMeta, record: GameRecord, viewerRecords: Readonly<Record<string, ViewerRecord>>): Promise<void> {
    this.#open()
    this.#games.set(gameId, structuredClone({ gameId, meta, status: 'final', record, viewerRecords }))
  }

  async load(gameId: string): Promise<StoredGame | undefined> {
    this.#open()
    const game = this.#games.get(gameId)
    return game === undefined ? undefined : structuredClone(game)
  }

  async listLive(): Promise<readonly { readonly gameId: string; readonly meta: RecordMeta }[]> {
    this.#open()
    return [...this.#games.values()].filter((game) => game.status === 'live').map(({ gameId, meta }) => structuredClone({ gameId, meta }))
  }

  async close(): Promise<void> {
    this.#closed = true
    this.#games.clear()
  }

  #open(): void {
    if (this.#closed) throw closedStoreError('MemoryRecordStore')
  }
}
