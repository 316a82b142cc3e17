import { randomInt } from 'node:crypto'
import type { GameSpec } from '@decklet/runtime'
import type { GameDefinition } from '../games/gameDefinition'
import { moduleUrl } from '../internal/moduleUrl'
import type { TableSpec } from './tableSpec'

/**
 * The game of one table as a worker thread loads it (`load-game`): the definition's modules, the table's
 * seats (bots seated in the worker by name, each with a seed drawn here) and the server's seed, with the
 * live record, the spectator's view (for a table with spectators) and every seat's viewer record asked of
 * the worker. The definition was checked when the server was created (`checkWorkerGame`): it names its
 * modules, and its session options are plain data.
 * @internal
 */
export function workerGameSpec(definition: GameDefinition, table: TableSpec, game: { readonly roomId: string; readonly seed: number; readonly waitForReady: boolean }): GameSpec {
  const worker = definition.worker!
  const { defaultAction: _defaultAction, match: _match, ...session } = definition.session ?? {}
  return {
    plugins: worker.plugins,
    players: table.seats.map((seat) => ({ id: seat.playerId, name: seat.name })),
    seed: game.seed,
    gameId: game.roomId,
    seats: Object.fromEntries(table.seats.map((seat) => [seat.playerId, seat.bot === undefined ? { kind: 'remote' as const } : { kind: 'bot' as const, bot: seat.bot, seed: randomInt(1, 2 ** 31) }])),
    botModules: worker.botModules ?? [{ module: moduleUrl('@decklet/bots') }],
    records: true,
    viewerRecords: 'players',
    liveRecord: true,
    spectatorView: table.spectators,
    session: { turnTimeoutMs: 30_000, ...session, ...(game.waitForReady ? {} : { waitForReady: false }) },
  }
}
