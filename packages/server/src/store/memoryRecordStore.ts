import type { ActionRecord, GameRecord, ViewerRecord } from '@decklet/core'
import type { LiveSave, RecordHead, RecordMeta, RecordStore, StoredGame } from './recordStore'
import { closedStoreError, recordGapError } from './recordStoreError'

interface Entry {
  readonly gameId: string
  meta: RecordMeta
  readonly status: 'live' | 'final'
  readonly head: RecordHead
  readonly history: ActionRecord[]
  readonly final: GameRecord['final']
  readonly viewerRecords: Readonly<Record<string, ViewerRecord>>
}

/**
 * A `RecordStore` in this process's memory, for tests and throwaway servers: nothing survives the process,
 * so it cannot back crash recovery across processes. Every save and load copies (`structuredClone`), so a
 * caller that changes an object afterwards does not change what is stored, as with a database; a live save
 * copies its new actions only.
 *
 * @example
 * const store = new MemoryRecordStore()
 * const server = await createDeckletServer({ games: { uno: unoGame() }, store, port: 0 })
 */
export class MemoryRecordStore implements RecordStore {
  readonly #games = new Map<string, Entry>()
  #closed = false

  async saveLive(gameId: string, meta: RecordMeta, save: LiveSave): Promise<void> {
    this.#open()
    const game = this.#games.get(gameId)
    if (game?.status === 'final') return
    if (save.head !== undefined) {
      this.#games.set(gameId, structuredClone({ gameId, meta, status: 'live', head: save.head, history: [...save.actions], final: undefined, viewerRecords: {} }))
      return
    }
    if (game === undefined || game.history.length < save.from) throw recordGapError(gameId, save.from, game?.history.length ?? 0)
    game.history.length = save.from
    game.history.push(...structuredClone(save.actions))
    game.meta = structuredClone(meta)
  }

  async saveFinal(gameId: string, meta: RecordMeta, record: GameRecord, viewerRecords: Readonly<Record<string, ViewerRecord>>): Promise<void> {
    this.#open()
    const { history, final, ...head } = record
    this.#games.set(gameId, structuredClone({ gameId, meta, status: 'final', head, history: [...history], final, viewerRecords }))
  }

  async load(gameId: string): Promise<StoredGame | undefined> {
    this.#open()
    const game = this.#games.get(gameId)
    if (game === undefined) return undefined
    const { meta, status, head, history, final, viewerRecords } = game
    const record = { ...head, history, ...(final === undefined ? {} : { final }) } as GameRecord
    return structuredClone({ gameId, meta, status, record, viewerRecords })
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
