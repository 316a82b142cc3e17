import { InvalidArgumentError, InvalidOptionError } from '../errors/errors'
import { generateRandomSeed } from '../random/randomProvider'
import { createPlayer } from '../state/factories'
import { cloneJson, findNonJson } from '../state/json'
import type { Player } from '../state/types'
import type { CreateGameOptions, GameConfig, GameConfigInit } from './types'

/**
 * The engine's configuration, checked ({@link InvalidOptionError}), with its
 * defaults (`maxActionsPerTick` 1000, `validationMode` `'always'`, `clock`
 * `Date.now`), frozen.
 * @internal
 */
export function resolveConfig(config: GameConfigInit): GameConfig {
  const maxActionsPerTick = config.maxActionsPerTick ?? 1000
  if (!Number.isInteger(maxActionsPerTick) || maxActionsPerTick < 1) {
    throw new InvalidOptionError('maxActionsPerTick', maxActionsPerTick, 'a positive integer')
  }
  const validationMode = config.validationMode ?? 'always'
  if (validationMode !== 'none' && validationMode !== 'development' && validationMode !== 'always') {
    throw new InvalidOptionError('validationMode', validationMode, "'none', 'development' or 'always'")
  }
  return Object.freeze({ seed: config.seed, maxActionsPerTick, validationMode, clock: config.clock ?? Date.now })
}

/**
 * The players of `createGame`'s options, checked, as private copies (seat
 * defaulting to index + 1). Throws an `InvalidArgumentError` with the message of
 * spec 000 for each refusal. Anything `restoreSnapshot` and replay would refuse
 * is refused here, so it never gets into the state.
 * @internal
 */
export function resolvePlayers(options: CreateGameOptions): Player[] {
  const inits = options?.players
  if (!Array.isArray(inits) || inits.length === 0) throw new InvalidArgumentError('Cannot create a game with no players', 'players')
  const players: Player[] = []
  const seats = new Set<number>()
  const ids = new Set<string>()
  inits.forEach((init, index) => {
    if (typeof init?.id !== 'string' || init.id === '') throw new InvalidArgumentError(`Player at index ${index} has no id`, 'players')
    const seat = init.seat ?? index + 1
    if (seats.has(seat)) throw new InvalidArgumentError(`Duplicate seat ${seat} for player ${init.id}`, 'players')
    if (ids.has(init.id)) throw new InvalidArgumentError(`Duplicate player id ${init.id}`, 'players')
    if (typeof init.name !== 'string') throw new InvalidArgumentError(`Player ${init.id} has no name`, 'players')
    const player = createPlayer({ ...init, seat }) // drops fields set to undefined
    const nonJson = findNonJson(player, `players[${index}]`)
    if (nonJson !== null) throw new InvalidArgumentError(`${nonJson} is not JSON data`, 'players')
    seats.add(seat)
    ids.add(init.id)
    players.push(cloneJson(player))
  })
  return players
}

/**
 * The seed (`options.seed ?? configSeed ??` a random one) and the game id of
 * `createGame`'s options, checked (`InvalidArgumentError`).
 * @internal
 */
export function resolveSeedAndGameId(options: CreateGameOptions, configSeed: number | undefined): { seed: number; gameId: string } {
  const seed = options.seed ?? configSeed ?? generateRandomSeed()
  if (typeof seed !== 'number' || !Number.isFinite(seed)) throw new InvalidArgumentError(`seed must be a finite number, got ${String(seed)}`, 'seed')
  // Never derived from the seed: the id is shown to every player, and the seed would give every shuffle away.
  const gameId = options.gameId ?? 'game'
  if (typeof gameId !== 'string' || gameId === '') throw new InvalidArgumentError(`gameId must be a non-empty string, got ${String(gameId)}`, 'gameId')
  return { seed, gameId }
}

/**
 * Seed of the random stream that `setup` and `GAME_CREATED` handlers draw from.
 * The game itself then starts on a fresh stream from the game seed, so a replay
 * needs only the seed, whatever setup drew (setup is re-run but its writes are
 * discarded, and an idempotent setup may not draw at all the second time).
 * @internal
 */
export function setupSeed(seed: number): number {
  return Math.imul((seed ^ 0x9e3779b9) >>> 0, 0x85ebca6b) >>> 0
}
