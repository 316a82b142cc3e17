import { GameEngine, type GameConfigInit, type GamePlugin, type CreateGamePlayerInit } from '@decklet/core'

/**
 * New games without building a new engine: one engine is created once (plugins registered, wired and set up:
 * `createGame`, not started) and every game is core's `fork({ seed })` of it, which shares its wiring
 * (O(plugins)) and deals from the game's seed when started. A game's record replays from its own seed.
 * @internal
 */
export class FastReset {
  readonly #template: GameEngine

  constructor(plugins: readonly GamePlugin[], players: readonly CreateGamePlayerInit[], config: GameConfigInit = {}) {
    const template = new GameEngine({ validationMode: 'none', clock: () => 0, ...config })
    for (const plugin of plugins) template.use(plugin)
    template.createGame({ players: [...players], seed: 0 })
    this.#template = template
  }

  /** A new, started game drawing from `seed`. */
  game(seed: number): GameEngine {
    return this.#template.fork({ seed }).start()
  }
}
