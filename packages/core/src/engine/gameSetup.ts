import { InvalidArgumentError, InvalidOptionError } from '../errors/errors'
import { generateRandomSeed } from '../random/randomProvider'
import { createGameState, createPlayer } from '../state/factories'
import { cloneJson, findNonJson } from '../state/json'
import type { GameState, Player } from '../state/types'
import type { CreateGameOptions, GameConfig, GameConfigInit } from './types'

/** The keys of {@link GameConfigInit}: any other is refused, so a misspelt option (`sede`) is never ignored. */
const CONFIG_KEYS: readonly string[] = ['seed', 'maxActionsPerTick', 'validationMode', 'clock', 'random']
/** What a random provider must have for the engine to draw, save and restore its position. */
const RANDOM_METHODS = ['next', 'getState', 'setState'] as const

/** Whether two option names are one typo apart (one letter changed, added, dropped, or two swapped). */
function closeTo(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  const rest = (x: string, from: number) => x.slice(from)
  return (
    rest(a, i + 1) === rest(b, i + 1) ||
    rest(a, i) === rest(b, i + 1) ||
    rest(a, i + 1) === rest(b, i) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, i + 2) === rest(b, i + 2))
  )
}

/**
 * The engine's configuration, checked ({@link InvalidOptionError}), with its
 * defaults (`maxActionsPerTick` 1000, `validationMode` `'always'`, `clock`
 * `Date.now`), frozen. An unknown key, a seed that is not a finite number, a clock that is not a function
 * or a random provider without `next`/`getState`/`setState` is an {@link InvalidOptionError} naming it.
 * @internal
 */
export function resolveConfig(config: GameConfigInit): GameConfig {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    throw new InvalidOptionError('config', config, 'an object of GameConfigInit options')
  }
  for (const key of Object.keys(config)) {
    if (!CONFIG_KEYS.includes(key)) {
      const near = CONFIG_KEYS.find((known) => closeTo(key, known))
      throw new InvalidOptionError(key, (config as Record<string, unknown>)[key], `one of ${CONFIG_KEYS.join(', ')}`, {
        message: `Unknown GameEngine option '${key}'${near === undefined ? '' : ` (did you mean '${near}'?)`}; the options are ${CONFIG_KEYS.join(', ')}`,
      })
    }
  }
  const seed = config.seed
  if (seed !== undefined && (typeof seed !== 'number' || !Number.isFinite(seed))) {
    throw new InvalidOptionError('seed', seed, 'a finite number')
  }
  if (config.clock !== undefined && typeof config.clock !== 'function') {
    throw new InvalidOptionError('clock', config.clock, 'a function returning a number')
  }
  const random = config.random
  if (random !== undefined && (typeof random !== 'object' || random === null || !RANDOM_METHODS.every((m) => typeof (random as unknown as Record<string, unknown>)[m] === 'function'))) {
    throw new InvalidOptionError('random', random, `a RandomProvider (with ${RANDOM_METHODS.join(', ')})`)
  }
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
 * The state `createGame(options)` starts from (`players` from {@link resolvePlayers}, seed and game id resolved
 * from the options and the config's seed) and a private copy of the options, as the record keeps them. Throws for
 * a bad seed or game id.
 * @internal
 */
export function newGame(options: CreateGameOptions, players: Player[], configSeed: number | undefined): { state: GameState; options: CreateGameOptions } {
  const { seed, gameId } = resolveSeedAndGameId(options, configSeed)
  return { state: createGameState({ gameId, seed, players }), options: cloneJson({ ...options }) }
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
