import { GameEngine, InvalidOptionError, type Action, type CreateGamePlayerInit, type GameConfigInit, type GamePlugin } from '@decklet/core'
import { fixedClock } from './fixedClock'

/**
 * Options of {@link createTestEngine}.
 *
 * @example
 * const options: CreateTestEngineOptions = { plugins: [TurnPlugin], players: 3, seed: 7 }
 */
export interface CreateTestEngineOptions {
  /** The plugins to register, in order. */
  plugins: readonly GamePlugin[]
  /**
   * A number of players (ids `p1`…`pn`, named `Player 1`…`Player n`, seats 1…n)
   * or the list given to `createGame` (default 2).
   */
  players?: number | readonly CreateGamePlayerInit[]
  /** The game's seed (default 1). Wins over `config.seed`. */
  seed?: number
  /** The clock (default a new {@link fixedClock}`()`: 0, 1, 2, …). Wins over `config.clock`. */
  clock?: () => number
  /** Whether to call `start()` after `createGame` (default true). */
  start?: boolean
  /** The game id (default: core's default). */
  gameId?: string
  /** Other engine options: `validationMode`, `maxActionsPerTick`, `random` (e.g. {@link mockRandom}). */
  config?: GameConfigInit
}

/**
 * The players `createGame` gets for a player count: `p1`…`pn`, named
 * `Player 1`…`Player n`.
 *
 * @example
 * testPlayers(2) // [{ id: 'p1', name: 'Player 1' }, { id: 'p2', name: 'Player 2' }]
 */
export function testPlayers(count: number): CreateGamePlayerInit[] {
  if (!Number.isInteger(count) || count < 1) throw new InvalidOptionError('players', count, 'a positive integer or a list')
  return Array.from({ length: count }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }))
}

/**
 * A deterministic engine for a test: a fixed seed and a {@link fixedClock},
 * the plugins registered, the game created and (unless `start: false`)
 * started.
 *
 * @example
 * const engine = createTestEngine({ plugins: [StandardDeckPlugin, TurnPlugin, DrawPlugin] })
 * engine.getState().currentPlayerId // 'p1'
 * const waiting = createTestEngine({ plugins: [MyPlugin], players: 4, start: false })
 */
export function createTestEngine<TAction extends Action = Action>(options: CreateTestEngineOptions): GameEngine<TAction> {
  const config = options.config ?? {}
  const seed = options.seed ?? config.seed ?? 1
  const clock = options.clock ?? config.clock ?? fixedClock()
  const engine = new GameEngine<TAction>({ ...config, seed, clock })
  for (const plugin of options.plugins) engine.use(plugin)
  const players = options.players ?? 2
  engine.createGame({
    players: typeof players === 'number' ? testPlayers(players) : players,
    seed,
    ...(options.gameId === undefined ? {} : { gameId: options.gameId }),
  })
  if (options.start !== false) engine.start()
  return engine
}
