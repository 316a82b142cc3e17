import { DeckletError } from '@decklet/core'

/**
 * Why a record store refused: its database holds a schema newer than this package writes
 * (`RECORD_STORE_SCHEMA`: an older server must not write over a newer one's tables), a call came after
 * `close()` (`RECORD_STORE_CLOSED`), or a live save continues a history the store does not hold in full
 * (`RECORD_GAP`: save afresh, with the record's head).
 */
export type RecordStoreErrorCode = 'RECORD_STORE_SCHEMA' | 'RECORD_STORE_CLOSED' | 'RECORD_GAP'

/** An error of a `RecordStore` implementation; the database driver's error, if any, is the `cause`. */
export class RecordStoreError extends DeckletError {
  constructor(message: string, override readonly code: RecordStoreErrorCode, options?: { cause?: unknown }) {
    super(message, code, options)
    this.name = 'RecordStoreError'
  }
}

/** @internal The error every store rejects a call with once it is closed. */
export function closedStoreError(store: string): RecordStoreError {
  return new RecordStoreError(`${store} is closed`, 'RECORD_STORE_CLOSED')
}

/** @internal The error of a live save that continues more actions than the store holds of the game. */
export function recordGapError(gameId: string, from: number, stored: number): RecordStoreError {
  return new RecordStoreError(`game ${gameId}: a live save continues from action ${from}, but ${stored} are stored; save afresh with the record's head`, 'RECORD_GAP')
}
