import type { GameRecord, ViewerRecord } from '@decklet/core'
import { DeckletError } from '@decklet/core'
import type { LiveSave, RecordMeta, RecordStore, StoredGame } from '../store/recordStore'
import type { GameOwnership } from './gameOwnership'

/**
 * A live save refused because another process owns the game: this process lost it (it stalled past the
 * ownership TTL and the game was rebuilt elsewhere), so its records must not replace the new owner's.
 */
export class GameNotOwnedError extends DeckletError {
  constructor(readonly gameId: string) {
    super(`game ${gameId} is owned by another process; this process's save was refused`, 'GAME_NOT_OWNED')
    this.name = 'GameNotOwnedError'
  }
}

/**
 * The store the rooms of a scaled-out server save through: a game's first live save claims its ownership
 * (so a live record never exists without an owner while its owner lives), a save of a game another process
 * owns is refused ({@link GameNotOwnedError}: the fence against a stalled former owner), and the final
 * save releases the game once it is stored.
 * @internal
 */
export class OwnedRecordStore implements RecordStore {
  readonly #store: RecordStore
  readonly #ownership: GameOwnership

  constructor(store: RecordStore, ownership: GameOwnership) {
    this.#store = store
    this.#ownership = ownership
  }

  async saveLive(gameId: string, meta: RecordMeta, save: LiveSave): Promise<void> {
    await this.#own(gameId)
    await this.#store.saveLive(gameId, meta, save)
  }

  async saveFinal(gameId: string, meta: RecordMeta, record: GameRecord, viewerRecords: Readonly<Record<string, ViewerRecord>>): Promise<void> {
    await this.#own(gameId)
    await this.#store.saveFinal(gameId, meta, record, viewerRecords)
    await this.#ownership.release(gameId)
  }

  load(gameId: string): Promise<StoredGame | undefined> {
    return this.#store.load(gameId)
  }

  listLive(): Promise<readonly { readonly gameId: string; readonly meta: RecordMeta }[]> {
    return this.#store.listLive()
  }

  close(): Promise<void> {
    return this.#store.close()
  }

  async #own(gameId: string): Promise<void> {
    if (!(await this.#ownership.acquire(gameId))) throw new GameNotOwnedError(gameId)
  }
}
