import { MapSchema, Schema, defineTypes } from '@colyseus/schema'

/**
 * One seat of the public table summary: who sits there, whether a client is connected to it, whether a bot
 * plays it. Nothing of the game itself.
 */
export class SeatState extends Schema {
  declare playerId: string
  declare name: string
  declare connected: boolean
  declare bot: boolean

  /** A seat; a bot's is connected from the start (the server plays it). */
  static of(playerId: string, name: string, bot: boolean): SeatState {
    const seat = new SeatState()
    seat.playerId = playerId
    seat.name = name
    seat.connected = bot
    seat.bot = bot
    return seat
  }
}
defineTypes(SeatState, { playerId: 'string', name: 'string', connected: 'boolean', bot: 'boolean' })

/** Where a table is: seats filling, the ready barrier, playing, over. */
export type TableStatus = 'waiting' | 'starting' | 'running' | 'finished' | 'stopped' | 'failed'

/**
 * The only state Colyseus syncs to clients (and its patches are all a client ever receives besides its
 * own messages): the seats, the status, whose turn it is and until when, and how many watch. No seed, no
 * card, no view: those go to each client in its own messages.
 */
export class TableState extends Schema {
  declare seats: MapSchema<SeatState>
  declare status: TableStatus
  /** The player asked (the first of several asked at once); `''` when nobody is. */
  declare currentPlayerId: string
  /** When the open request's default plays (ms since the epoch, the server's clock); `0` when none is open. */
  declare deadline: number
  declare spectators: number

  constructor() {
    super()
    this.seats = new MapSchema<SeatState>()
    this.status = 'waiting'
    this.currentPlayerId = ''
    this.deadline = 0
    this.spectators = 0
  }
}
defineTypes(TableState, { seats: { map: SeatState }, status: 'string', currentPlayerId: 'string', deadline: 'number', spectators: 'number' })
