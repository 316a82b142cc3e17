/** One seat of the {@link TableSummary}. */
export interface SeatSummary {
  readonly playerId: string
  readonly name: string
  /** A client is connected to the seat (a bot seat always is). */
  readonly connected: boolean
  readonly bot: boolean
}

/**
 * The public table summary: the only state Colyseus syncs (the server's `TableState`, as plain data). No
 * card and no view: those come in the seat's own messages.
 */
export interface TableSummary {
  /** The seats by player id. */
  readonly seats: Readonly<Record<string, SeatSummary>>
  /** `waiting` (seats filling), `starting` (the ready barrier), `running`, `finished`, `stopped` or `failed`. */
  readonly status: string
  /** The player asked (the first of several asked at once); `''` when nobody is. */
  readonly currentPlayerId: string
  /** When the open request's default plays, in ms since the epoch on the server's clock; `0` when none is open. */
  readonly deadline: number
  /** How many spectators watch. */
  readonly spectators: number
}

/** The synced state's plain data as a {@link TableSummary}, or `null` before the first state arrives. @internal */
export function toTableSummary(state: unknown): TableSummary | null {
  if (typeof state !== 'object' || state === null) return null
  const raw = state as Partial<Record<keyof TableSummary, unknown>>
  const seats: Record<string, SeatSummary> = {}
  for (const [key, seat] of Object.entries((raw.seats ?? {}) as Record<string, Partial<SeatSummary>>)) {
    seats[key] = Object.freeze({
      playerId: String(seat.playerId ?? key),
      name: String(seat.name ?? ''),
      connected: seat.connected === true,
      bot: seat.bot === true,
    })
  }
  return Object.freeze({
    seats: Object.freeze(seats),
    status: typeof raw.status === 'string' ? raw.status : '',
    currentPlayerId: typeof raw.currentPlayerId === 'string' ? raw.currentPlayerId : '',
    deadline: typeof raw.deadline === 'number' ? raw.deadline : 0,
    spectators: typeof raw.spectators === 'number' ? raw.spectators : 0,
  })
}
