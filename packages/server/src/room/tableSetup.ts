import { randomInt } from 'node:crypto'
import { GameEngine, type GamePlugin, type GameRecord } from '@decklet/core'
import { botRegistry } from '@decklet/bots'
import type { PlayerController } from '@decklet/runtime'
import { ServerError } from '../errors/serverError'
import { restoredEngine } from './restoredEngine'
import type { RoomContext } from './roomContext'
import { recordDigest, type TableSpec } from './tableSpec'

/**
 * The bot seats' controllers of a table, made with the table: a bot that cannot sit fails the table's creation,
 * not a join. In a worker the worker seats the bots by name from the same registry, so none is made here then
 * (the names are still checked). `plugins`: the table's plugins, as its game uses them.
 * @throws {ServerError} `BAD_TABLE` for a bot the game's registry does not have.
 * @internal
 */
export function seatBots(context: RoomContext, spec: TableSpec, plugins: readonly GamePlugin[]): Map<string, PlayerController> {
  const bots = new Map<string, PlayerController>()
  const pluginIds = plugins.map((p) => p.id)
  const playerIds = spec.seats.map((seat) => seat.playerId)
  const registry = context.definition.bots ?? botRegistry
  for (const seat of spec.seats) {
    if (seat.bot === undefined) continue
    const factory = Object.hasOwn(registry, seat.bot) ? registry[seat.bot] : undefined
    if (factory === undefined) throw new ServerError(`Seat ${seat.playerId}: no bot ${seat.bot} (there are ${Object.keys(registry).join(', ')})`, 'BAD_TABLE')
    if (context.runIn === 'process') bots.set(seat.playerId, factory({ playerId: seat.playerId, seed: randomInt(1, 2 ** 31), delayMs: 0, options: undefined, pluginIds, plugins, playerIds }))
  }
  return bots
}

/** A table's game before it starts: the engine in this process (`null` when a worker loads it) and the seed. @internal */
export interface WaitingGame {
  readonly engine: GameEngine | null
  /** The server's seed of a new game (`0` for a restore: the record has its own). */
  readonly seed: number
}

/**
 * The game a table waits with: a new game on `plugins` with a seed the server draws (no client option reaches
 * it), or, for a restore, the live record's game replayed (in a worker, the worker replays it and refuses a record
 * of other players).
 * @throws {ServerError} `TABLE_NOT_AUTHORIZED` for a record the grant does not cover; `RESTORE_FAILED` (see
 * `restoredEngine`).
 * @internal
 */
export function waitingGame(context: RoomContext, spec: TableSpec, roomId: string, plugins: readonly GamePlugin[], restore: GameRecord | undefined): WaitingGame {
  if (restore !== undefined) {
    if (spec.restoreDigest === undefined || recordDigest(restore) !== spec.restoreDigest) {
      throw new ServerError('The grant does not cover this record', 'TABLE_NOT_AUTHORIZED')
    }
    return { engine: context.runIn === 'process' ? restoredEngine(restore, () => context.definition.plugins(), spec) : null, seed: 0 }
  }
  const seed = randomInt(1, 2 ** 31)
  const engine = new GameEngine({ seed })
  for (const plugin of plugins) engine.use(plugin)
  engine.createGame({ players: spec.seats.map((s) => ({ id: s.playerId, name: s.name })), gameId: roomId })
  return { engine, seed }
}
