import type { GameRecord } from '@decklet/core'
import { ServerError } from '../errors/serverError'
import type { RoomContext } from './roomContext'
import type { SeatController } from './seatController'
import type { TableGame, TableStart } from './tableGame'
import type { TableSpec } from './tableSpec'
import { workerGameSpec } from './workerGameSpec'
import { startWorkerTable, type WorkerTableGame } from './workerTableGame'

/** What a room starts a worker's game with. @internal */
export interface WorkerStart {
  readonly context: RoomContext
  readonly spec: TableSpec
  readonly roomId: string
  /** The server's seed of a new game (the worker builds the same game from it). */
  readonly seed: number
  readonly start: Omit<TableStart, 'controllers'>
  /** The human seats' controllers (the worker seats the bots itself). */
  readonly seats: ReadonlyMap<string, SeatController>
  /** The live record to load, for a restore. */
  readonly restore: GameRecord | undefined
  /** Whether the room is going (a start still queued is then not made). */
  readonly cancelled: () => boolean
  /** The table as soon as it exists, before its game has started (its events may come first). */
  readonly onTable: (table: TableGame) => void
}

/**
 * Starts the game in a worker thread, when the server's limit on worker starts allows. Resolves with the table
 * once its game runs, or `null` when it did not start (the room is going, or the worker failed: the table's fatal
 * `error` event has told the clients, and the failure is logged).
 * @throws {ServerError} `RESTORE_FAILED` when the worker could not load the record of a restore.
 * @internal
 */
export async function startWorkerGame(w: WorkerStart): Promise<WorkerTableGame | null> {
  const { context, start, restore } = w
  const { definition } = context
  try {
    return await startWorkerTable({
      game: workerGameSpec(definition, w.spec, { roomId: w.roomId, seed: w.seed, waitForReady: start.waitForReady }),
      seats: w.seats,
      plugins: () => definition.plugins(),
      onEvent: start.onEvent,
      queue: context.workerStart,
      initTimeoutMs: context.workerInitTimeoutMs,
      ...(restore === undefined ? {} : { save: { record: restore } }),
      cancelled: w.cancelled,
      onTable: w.onTable,
    })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (restore !== undefined) throw new ServerError(`RESTORE_FAILED: the worker could not load the record: ${message}`, 'RESTORE_FAILED', { cause: error })
    context.log(`Table ${w.roomId}: the worker could not start the game`, error)
    return null
  }
}
