import type { AuthContext } from '@colyseus/core'
import type { GameRecord } from '@decklet/core'
import type { TokenSigner } from '../auth/tickets'
import type { GameDefinition, SessionThread } from '../games/gameDefinition'
import type { RecordStore } from '../store/recordStore'

/** What every room of one game type shares: set by the server when it defines the room type. @internal */
export interface RoomContext {
  readonly game: string
  readonly definition: GameDefinition
  readonly signer: TokenSigner
  readonly store: RecordStore
  /** How long a dropped seat is held for its client (`allowReconnection`). */
  readonly reconnectSeconds: number
  /** How long a table waits for every human seat to join once before it closes unplayed. */
  readonly startTimeoutMs: number
  /** How long a finished table stays open (clients read the result), then it closes. */
  readonly closeAfterMs: number
  /** How long a running game goes on once every human seat is gone (no client, none held), then it is stopped. */
  readonly abandonAfterMs: number
  readonly log: (message: string, error?: unknown) => void
  /** Whether a spectator may watch a table that allows spectators (default: anyone may). */
  readonly spectatorAuth: SpectatorAuth | undefined
  /** Where the game's sessions run: the definition's `runIn`, else the server's. */
  readonly runIn: SessionThread
  /** Runs a table's worker start (its thread and modules loading, until its game has started) when the server's limit allows. */
  readonly workerStart: <T>(start: () => Promise<T>) => Promise<T>
  /** How long a worker may take to load its game once started (`WorkerHost`'s `initTimeoutMs`). */
  readonly workerInitTimeoutMs: number
}

/**
 * Decides whether a spectator may watch (a table must allow spectators first): the join's HTTP headers,
 * address and Colyseus auth token, and its options.
 */
export type SpectatorAuth = (join: { readonly roomId: string; readonly headers: AuthContext['headers']; readonly ip: AuthContext['ip']; readonly token: string | undefined; readonly options: unknown }) => boolean | Promise<boolean>

/** The create options of a room: the server's signed grant, and for a restore the live record. @internal */
export interface RoomCreateOptions {
  readonly grant: string
  readonly restore?: { readonly record: GameRecord }
}
