import { createHash } from 'node:crypto'
import { botRegistry } from '@decklet/bots'
import type { GameRecord } from '@decklet/core'
import type { TokenSigner } from '../auth/tickets'
import { ServerError } from '../errors/serverError'
import type { GameDefinition } from '../games/gameDefinition'
import type { RecordSeat } from '../store/recordStore'

/** One seat of a new table: a name, and a bot name for a seat a bot plays. */
export interface TableSeatInit {
  /** The player id (default `p1`, `p2`… by seat). */
  readonly playerId?: string
  readonly name: string
  /** A bot of the game's registry (`rule-based`, `random`…): the seat is played by the server. */
  readonly bot?: string
}

/** What `createTable` takes (the body of `POST /decklet/tables`, with `game`). */
export interface CreateTableOptions {
  readonly seats: readonly TableSeatInit[]
  /** Whether spectators may watch (default `false`). */
  readonly spectators?: boolean
  /** The room id (default: one Colyseus draws). */
  readonly roomId?: string
}

/**
 * A table as the server grants it: what the room is created from. Signed into the room's create options,
 * so a client's own `create` (Colyseus's matchmaking route) cannot make a table or pick its seed.
 * @internal
 */
export interface TableSpec {
  readonly game: string
  readonly seats: readonly RecordSeat[]
  readonly spectators: boolean
  readonly createdAt: number
  readonly roomId?: string
  /** For a restore: the SHA-256 of the record's JSON, so the grant covers that record only. */
  readonly restoreDigest?: string
}

const TABLE = 'table'
const ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * Checks and completes a table request against its game.
 * @throws {ServerError} `BAD_TABLE`.
 * @internal
 */
export function resolveTable(game: string, definition: GameDefinition, options: CreateTableOptions, now: number): TableSpec {
  const bots = definition.bots ?? botRegistry
  const raw = options as Partial<CreateTableOptions> | null
  if (typeof raw !== 'object' || raw === null || !Array.isArray(raw.seats)) throw new ServerError('A table needs seats: [{ name, bot? }]', 'BAD_TABLE')
  const { min, max } = definition.players
  if (raw.seats.length < min || raw.seats.length > max) throw new ServerError(`${game} takes ${min} to ${max} seats (got ${raw.seats.length})`, 'BAD_TABLE')
  const seats = raw.seats.map((seat, index): RecordSeat => {
    if (typeof seat !== 'object' || seat === null || typeof seat.name !== 'string' || seat.name.length === 0 || seat.name.length > 64) {
      throw new ServerError(`Seat ${index + 1}: a name of 1 to 64 characters is needed`, 'BAD_TABLE')
    }
    const playerId = seat.playerId ?? `p${index + 1}`
    if (typeof playerId !== 'string' || !ID.test(playerId)) throw new ServerError(`Seat ${index + 1}: bad player id`, 'BAD_TABLE')
    if (seat.bot !== undefined && (typeof seat.bot !== 'string' || !Object.hasOwn(bots, seat.bot))) {
      throw new ServerError(`Seat ${index + 1}: bot must be one of ${Object.keys(bots).join(', ')}`, 'BAD_TABLE')
    }
    return { playerId, name: seat.name, ...(seat.bot === undefined ? {} : { bot: seat.bot }) }
  })
  if (new Set(seats.map((s) => s.playerId)).size !== seats.length) throw new ServerError('Two seats have the same player id', 'BAD_TABLE')
  if (raw.roomId !== undefined && (typeof raw.roomId !== 'string' || !ID.test(raw.roomId))) throw new ServerError('Bad room id', 'BAD_TABLE')
  return { game, seats, spectators: raw.spectators === true, createdAt: now, ...(raw.roomId === undefined ? {} : { roomId: raw.roomId }) }
}

/** The SHA-256 of a record's JSON. @internal */
export function recordDigest(record: GameRecord): string {
  return createHash('sha256').update(JSON.stringify(record)).digest('hex')
}

/** Signs a table grant. @internal */
export function signTable(signer: TokenSigner, spec: TableSpec): string {
  return signer.sign(TABLE, spec)
}

/**
 * The table of a grant, for the room type `game`.
 * @throws {ServerError} `TABLE_NOT_AUTHORIZED` for a missing, forged or other game's grant.
 * @internal
 */
export function verifyTable(signer: TokenSigner, game: string, grant: unknown): TableSpec {
  const checked = signer.verify(TABLE, grant)
  if (!checked.ok) throw new ServerError('Tables are created by the server (createTable or POST /decklet/tables), not by clients', 'TABLE_NOT_AUTHORIZED')
  const spec = checked.payload as TableSpec
  if (spec.game !== game) throw new ServerError(`The grant is for ${spec.game}, not ${game}`, 'TABLE_NOT_AUTHORIZED')
  return spec
}
