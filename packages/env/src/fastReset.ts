import { GameEngine, SeededRandomProvider, type GameConfigInit, type GamePlugin, type CreateGamePlayerInit } from '@decklet/core'

/**
 * A random source whose next clone is a fresh `SeededRandomProvider(seed)`: the template engine's, so that
 * `template.fork()` gives each game its own seed.
 */
class SeedForForks extends SeededRandomProvider {
  nextSeed: number | null = null

  override clone(): SeededRandomProvider {
    const seed = this.nextSeed
    if (seed === null) return super.clone()
    this.nextSeed = null
    return new SeededRandomProvider(seed)
  }
}

/**
 * New games without building a new engine: one engine is created once (plugins registered, wired and set up:
 * `createGame`, not started) and every game is a `fork()` of it, which shares its wiring (O(plugins)),
 * seeded with the game's seed, then `start()`ed.
 *
 * A forked game's `state.seed` is the template's (core has no public way to re-seed a fork short of
 * `restoreSnapshot`, which checks the whole state and costs more than a new engine): its random draws come
 * from the seed given, so the same seed gives the same game, but `exportRecord()` of such a game does not
 * replay from its seed. @internal
 */
export class FastReset {
  readonly #template: GameEngine
  readonly #random: SeedForForks

  constructor(plugins: readonly GamePlugin[], players: readonly CreateGamePlayerInit[], config: GameConfigInit = {}) {
    this.#random = new SeedForForks(0)
    const template = new GameEngine({ validationMode: 'none', clock: () => 0, ...config, random: this.#random })
    for (const plugin of plugins) template.use(plugin)
    template.createGame({ players: [...players] })
    this.#template = template
  }

  /** A new, started game drawing from `seed`. */
  game(seed: number): GameEngine {
    this.#random.nextSeed = seed
    return this.#template.fork().start()
  }
}
