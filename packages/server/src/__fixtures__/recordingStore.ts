import type { GameRecord, ViewerRecord } from '@decklet/core'
import type { LiveSave, RecordMeta, RecordStore, StoredGame } from '../store/recordStore'
import { recordGapError } from '../store/recordStoreError'

/** One call the room made on the store, in order. */
export type StoreCall =
  | { readonly kind: 'live'; readonly gameId: string; readonly from: number; readonly actions: number; readonly afresh: boolean; readonly at: number }
  | { readonly kind: 'final'; readonly gameId: string; readonly actions: number; readonly viewers: readonly string[]; readonly at: number }

/**
 * A test double of the RecordStore interface that keeps the latest record per game (`games`, as `load`
 * returns it) and the log of calls (with a sequence number shared with the test's own events, to check orders).
 */
export class RecordingStore implements RecordStore {
  readonly calls: StoreCall[] = []
  readonly games = new Map<string, StoredGame>()

  constructor(private readonly clock: { next(): number } = { next: () => 0 }) {}

  /** A shared sequence for ordering the store's calls against other events. */
  static sequence(): { next(): number } {
    let n = 0
    return { next: () => ++n }
  }

  async saveLive(gameId: string, meta: RecordMeta, save: LiveSave): Promise<void> {
    const actions = save.from + save.actions.length
    this.calls.push({ kind: 'live', gameId, from: save.from, actions, afresh: save.head !== undefined, at: this.clock.next() })
    const game = this.games.get(gameId)
    if (game?.status === 'final') return
    let record: GameRecord
    if (save.head !== undefined) {
      record = { ...save.head, history: [...save.actions] } as GameRecord
    } else {
      if (game === undefined || game.record.history.length < save.from) throw recordGapError(gameId, save.from, game?.record.history.length ?? 0)
      record = { ...game.record, history: [...game.record.history.slice(0, save.from), ...save.actions] }
    }
    this.games.set(gameId, structuredClone({ gameId, meta, status: 'live', record, viewerRecords: {} }))
  }

  async saveFinal(gameId: string, meta: RecordMeta, record: GameRecord, viewerRecords: Readonly<Record<string, ViewerRecord>>): Promise<void> {
    // A store that takes its time: game over must still wait for it.
    await new Promise((resolve) => setTimeout(resolve, 20))
    this.calls.push({ kind: 'final', gameId, actions: record.history.length, viewers: Object.keys(viewerRecords).sort(), at: this.clock.next() })
    this.games.set(gameId, structuredClone({ gameId, meta, status: 'final', record, viewerRecords }))
  }

  async load(gameId: string): Promise<StoredGame | undefined> {
    const game = this.games.get(gameId)
    return game === undefined ? undefined : structuredClone(game)
  }

  async listLive(): Promise<readonly { readonly gameId: string; readonly meta: RecordMeta }[]> {
    return [...this.games.values()].filter((g) => g.status === 'live').map(({ gameId, meta }) => ({ gameId, meta }))
  }

  async close(): Promise<void> {}
}
