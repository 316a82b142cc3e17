import type { SessionResult } from '@decklet/runtime'
import { CLOSE_CODES } from '../protocol/messages'
import { sendTo } from './sendTo'
import type { EventRoom } from './tableEvents'
import type { TableRecords } from './tableRecords'
import { gameOverMessage, type GameEnd } from './welcome'

/** What the end of a game reaches in its room. @internal */
export interface EndRoom extends Pick<EventRoom, 'state' | 'summary' | 'seats' | 'table' | 'closing' | 'broadcast'> {
  readonly records: Pick<TableRecords, 'saveFinal'>
  /** Closes the room after a while (clients read the result first), once. */
  closeLater(code?: number): void
}

/**
 * The end of a room's game, finished, stopped or failed: the final record and every viewer record are stored
 * first (so the game is not restored again), then the end is announced and the room closes a little later. It
 * remembers the announced end for the clients joining meanwhile. Nothing is announced once the room is going.
 * @internal
 */
export class GameEnding {
  #over = false
  #ended: GameEnd | null = null

  constructor(private readonly room: EndRoom) {}

  /** The game is over: its final records are being stored or are stored. */
  get over(): boolean {
    return this.#over
  }

  /** The announced end, once `game-over` has gone out. */
  get ended(): GameEnd | null {
    return this.#ended
  }

  /** Game over: stored, then `game-over` to each connected seat (with its viewer record) and each spectator. */
  async gameOver(result: SessionResult): Promise<void> {
    const { room } = this
    const viewerRecords = await this.#storeFinal()
    if (room.closing()) return
    room.state.status = result.status
    const ended: GameEnd = { result, viewerRecords }
    this.#ended = ended
    for (const seat of room.seats.all()) {
      const client = room.seats.connectedClient(seat)
      if (client !== null) sendTo(client, 'game-over', gameOverMessage(ended, seat.playerId))
    }
    for (const client of room.seats.spectators()) sendTo(client, 'game-over', gameOverMessage(ended, null))
    room.summary.patchSoon()
    room.closeLater(CLOSE_CODES.GAME_OVER)
  }

  /** The session failed: the records as they are are stored as final (a restore would fail the same way), then the clients are told. */
  async failed(error: { readonly name: string; readonly message: string }): Promise<void> {
    const { room } = this
    await this.#storeFinal()
    if (room.closing()) return
    room.state.status = 'failed'
    room.broadcast('error', { name: error.name, message: error.message, fatal: true })
    room.summary.patchSoon()
    room.closeLater()
  }

  /** Stores the final records; returns the viewer records (none when no game ran). */
  async #storeFinal(): Promise<GameEnd['viewerRecords']> {
    this.#over = true
    this.room.summary.noTurn()
    // The game stays until the room closes: a client joining meanwhile is welcomed with the final view.
    const table = this.room.table()
    if (table === null) return {}
    return this.room.records.saveFinal(() => table.finalRecords(this.room.seats.playerIds()))
  }
}
