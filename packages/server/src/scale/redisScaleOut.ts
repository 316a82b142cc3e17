import { matchMaker, type MatchMakerDriver, type Presence, type RegisteredHandler, type Room } from '@colyseus/core'
import { RedisDriver } from '@colyseus/redis-driver'
import type { RecordStore, StoredGame } from '../store/recordStore'
import { GameOwnership } from './gameOwnership'
import { OwnedRecordStore } from './ownedRecordStore'
import { OwnershipPresence } from './ownershipPresence'
import { RecoverySweep } from './recoverySweep'

/** The `redis` option of a scaled-out server. */
export interface RedisOptions {
  /** A Redis URL (`redis://host:6379/0`); every process of the cluster uses the same one. */
  url: string
  /** How long a dead owner's games wait before another process rebuilds them (default 10,000 ms). */
  ownerTtlMs?: number
  /** Time between recovery sweeps (default 5,000 ms, jittered). */
  sweepIntervalMs?: number
}

/** Options of {@link createRedisScaleOut}. */
export interface RedisScaleOutOptions extends RedisOptions {
  /**
   * The `host:port` (or `host:port/path`) at which clients reach this process, announced in every room
   * listing so that a client matched through another process connects here. Required: without it Colyseus
   * sends the client to the process it asked, and the join fails with "seat reservation expired".
   */
  publicAddress: string
  /** The record store every process shares (SQLite on one machine, PostgreSQL across machines). */
  store: RecordStore
  /** Rebuilds a game's room in this process from its live record, under its game id (the server signs the grant). */
  restore: (game: StoredGame) => Promise<void>
  log?: (message: string, error?: unknown) => void
}

/** What {@link createRedisScaleOut} returns: the parts a server wires in. */
export interface RedisScaleOut {
  /** For `new Server({ ...serverOptions, transport })`: the Redis presence and driver, and the public address. */
  readonly serverOptions: { readonly presence: Presence; readonly driver: MatchMakerDriver; readonly publicAddress: string }
  /** The store the rooms save through: it claims a game at its first save and releases it at its final one. */
  readonly store: RecordStore
  readonly ownership: GameOwnership
  readonly recovery: RecoverySweep
  /** Releases the game of every room of this type that closes unfinished (a shutdown), so another process rebuilds it at its next sweep. */
  watch(handler: RegisteredHandler): void
  /** Starts the heartbeat and the recovery sweep; call once the server listens. */
  start(): void
  /** Stops the sweep and the heartbeat (before the server shuts down; Colyseus closes the Redis connections). */
  stop(): Promise<void>
}

/**
 * Scale-out on Redis: Colyseus's `RedisPresence` and `RedisDriver` (rooms are found, seats reserved and
 * messages relayed across processes), the announced `publicAddress`, ownership heartbeats of this process's
 * live games, and the recovery sweep that rebuilds the games of a process that died.
 *
 * @example
 * const scale = createRedisScaleOut({ url: process.env.REDIS_URL!, publicAddress: 'game-2.example.com:2567', store, restore })
 * const server = new Server({ ...scale.serverOptions, transport: new WebSocketTransport() })
 * scale.watch(server.define('uno', UnoRoom))
 * await server.listen(2567)
 * scale.start()
 */
export function createRedisScaleOut(options: RedisScaleOutOptions): RedisScaleOut {
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ''))
  const presence = new OwnershipPresence(options.url)
  const driver = new RedisDriver(options.url)
  const ownership = new GameOwnership({
    presence,
    owner: () => matchMaker.processId,
    ...(options.ownerTtlMs === undefined ? {} : { ttlMs: options.ownerTtlMs }),
    onLost: (gameId) => {
      log(`decklet: game ${gameId} is owned by another process now; closing its room here`)
      void matchMaker.getLocalRoomById(gameId)?.disconnect()
    },
    onError: (error) => log('decklet: ownership heartbeat failed', error),
  })
  const recovery = new RecoverySweep({
    store: options.store,
    ownership,
    restore: async (game) => {
      // The dead owner is still listed in Colyseus's process stats, where new rooms would be sent to it
      // (each such create waits out an IPC timeout); its health check removes it and its room listings.
      await matchMaker.healthCheckAllProcesses()
      await options.restore(game)
      log(`decklet: rebuilt game ${game.gameId} (${game.meta.game}, ${game.meta.actions} actions) from its live record`)
    },
    ...(options.sweepIntervalMs === undefined ? {} : { intervalMs: options.sweepIntervalMs }),
    onError: (error, gameId) => log(`decklet: recovery${gameId === undefined ? '' : ` of game ${gameId}`} failed`, error),
  })
  return {
    serverOptions: { presence, driver, publicAddress: options.publicAddress },
    store: new OwnedRecordStore(options.store, ownership),
    ownership,
    recovery,
    watch(handler) {
      handler.on('dispose', (room: Room) => {
        if (ownership.owns(room.roomId)) void ownership.release(room.roomId).catch((error: unknown) => log(`decklet: releasing game ${room.roomId} failed`, error))
      })
    },
    start() {
      ownership.start()
      recovery.start()
    },
    async stop() {
      await recovery.stop()
      await ownership.stop()
    },
  }
}
