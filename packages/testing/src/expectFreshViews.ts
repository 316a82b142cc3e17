import { createPlayerView, DeckletError, type GameEngine } from '@decklet/core'
import { diffStates } from './diff'

/**
 * Thrown by {@link expectFreshViews}: the engine gave `viewer` a view that differs from the one computed from
 * scratch for the same state.
 *
 * @example
 * try { expectFreshViews(engine) } catch (e) { if (e instanceof ViewMismatchError) console.log(e.viewer, e.differences) }
 */
export class ViewMismatchError extends DeckletError {
  constructor(
    message: string,
    /** The viewer whose view differs (`null`: the spectator). */
    readonly viewer: string | null,
    /** The differences, one per line: path, expected (from scratch) and actual (from the engine). */
    readonly differences: string,
  ) {
    super(message, 'VIEW_MISMATCH')
    this.name = 'ViewMismatchError'
  }
}

/**
 * Checks that `engine.getPlayerView(viewer)` is what core's `createPlayerView` computes from scratch for the
 * current state (same placeholders, same `redact` hooks, in the engine's plugin order), for every player of the
 * game and the spectator, for `viewers`, or with `'actors'` for the players who may act now (`engine.getActors()`:
 * what a bot or an environment asks, each viewer's last view then some actions old). The engine keeps each
 * viewer's last view and shares zone views between viewers: call this at every step of a game to check that the
 * reuse never shows a stale or foreign part.
 * Throws {@link ViewMismatchError} for the first viewer whose view differs.
 *
 * @example
 * for (let step = 0; step < 200 && engine.getState().status === 'playing'; step++) {
 *   expectFreshViews(engine)
 *   engine.dispatch(pickAction(engine))
 * }
 */
export function expectFreshViews(engine: GameEngine<any>, viewers?: readonly (string | null)[] | 'actors'): void {
  const state = engine.getState()
  const plugins = engine.getPlugins()
  const asked = viewers === 'actors' ? engine.getActors() : (viewers ?? [...Object.keys(state.players), null])
  for (const viewer of asked) {
    const differences = diffStates(createPlayerView(state, viewer, plugins), engine.getPlayerView(viewer))
    if (differences !== '') {
      const who = viewer === null ? 'the spectator' : `'${viewer}'`
      throw new ViewMismatchError(`The view of ${who} at version ${state.version} differs from one computed from scratch:\n${differences}`, viewer, differences)
    }
  }
}
