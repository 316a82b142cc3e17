import { DeckletError, type Action, type ActionInit, type Dispatchable, type GameEngine, type GameState, type RandomProvider, type Zone, type ZoneVisibility } from '@decklet/core'
import type { LeakKind } from './internal/leakSearch'

// The options, report and error of expectNoLeak.

/**
 * Where a leak was found:
 * - `view`: `engine.getPlayerView(viewer)` after a step (or when the game began);
 * - `event`: an event delivered during a step to a listener subscribed with `{ viewer }`;
 * - `legal-actions`: `engine.getLegalActions(viewer)` before a step, for a viewer who may act then (`engine.getActors()`);
 * - `record`: `engine.exportRecord({ viewer })` at the end of the game.
 *
 * @example
 * const sources: LeakSource[] = ['view', 'event', 'legal-actions', 'record']
 */
export type LeakSource = 'view' | 'event' | 'legal-actions' | 'record'

export type { LeakKind }

/**
 * The context a {@link LeakDriver} chooses the next action in.
 *
 * @example
 * const firstLegal: LeakDriver = (_engine, { legalActions }) => legalActions[0] ?? null
 */
export interface LeakDriverContext<TAction extends Action = Action> {
  /** 1-based number of the step about to be played. */
  readonly step: number
  /** The game's seed, as `makeEngine` received it. */
  readonly seed: number
  /** A generator for the driver's own choices, seeded from the game's seed (not the engine's random source). */
  readonly random: RandomProvider
  /**
   * The legal actions of the players who may act now, without duplicates: the players `engine.getActors()`
   * names, in its order (the plugins' `actors` hooks, else the players with legal actions by seat); when
   * there are none and the game has pending work, its action (`engine.getPending().action`) alone.
   */
  readonly legalActions: readonly TAction[]
}

/**
 * Chooses the next action of a game played by {@link expectNoLeak}, or `null`
 * (or `undefined`) to end the game. It must not dispatch itself.
 *
 * @example
 * // Always the first legal action of the current player.
 * const driver: LeakDriver = (engine, { legalActions }) =>
 *   legalActions.find((a) => a.playerId === engine.getState().currentPlayerId) ?? null
 */
export type LeakDriver<TAction extends Action = Action> = (
  engine: GameEngine<TAction>,
  context: LeakDriverContext<TAction>,
) => Dispatchable<TAction> | null | undefined

/**
 * Options of {@link expectNoLeak}.
 *
 * @example
 * expectNoLeak(makeEngine, { games: 50, seed: 7, maxSteps: 200 })
 */
export interface NoLeakOptions {
  /** Games to play (default 20). */
  games?: number
  /** Master seed: game `i` gets the same seed as in `fuzzPlugins` with this seed (default 1). */
  seed?: number
  /** Most actions per game (default 500). */
  maxSteps?: number
  /** Whose payloads to check (default: every player of the game, by seat, and the spectator `null`). */
  viewers?: readonly (string | null)[]
  /** Check the viewer records at the end of each game (default `true`; a game that cannot be replayed needs `false`). */
  records?: boolean
  /** Also look for objects carrying the field values of a hidden card, not only its id (default `true`). */
  values?: boolean
  /**
   * Cards a viewer may know in a state besides those in zones it may see, e.g.
   * a card a game showed one player privately (a peek). Default: none.
   */
  knownCards?: (state: GameState, viewer: string | null) => Iterable<string>
  /**
   * The visibility each zone should have, when the test states it rather than
   * trusting the zones' own `visibility` (return `undefined` to keep a zone's
   * own). E.g. `(zone) => (zone.type === 'hand' ? 'owner' : undefined)` catches
   * a hand zone a plugin left public. Default: every zone as it declares.
   */
  zoneVisibility?: (zone: Zone, state: GameState) => ZoneVisibility | undefined
}

/**
 * What {@link expectNoLeak} checked, when it found nothing.
 *
 * @example
 * const { games, steps, checks } = expectNoLeak(makeEngine)
 */
export interface NoLeakReport {
  /** Games played. */
  readonly games: number
  /** Actions dispatched over all games. */
  readonly steps: number
  /** Payloads searched (views, event batches, legal-action lists and records, per viewer). */
  readonly checks: number
}

/**
 * Thrown by {@link expectNoLeak} at the first leak: something given to
 * `viewer` holds a card it may not know, the seed or the random state.
 * `makeEngine(seed)` and `actions` replay the game up to `step`.
 *
 * @example
 * try { expectNoLeak(makeEngine) } catch (e) {
 *   if (e instanceof LeakError) console.log(e.viewer, e.source, e.path, e.cardId)
 * }
 */
export class LeakError extends DeckletError {
  constructor(
    message: string,
    /** The game's seed: `makeEngine(seed)` starts it again. */
    readonly seed: number,
    /** Index of the game (0-based). */
    readonly game: number,
    /** The step after which the payload was given (0: when the game began, before any action of the driver). */
    readonly step: number,
    /** The player who received it, or `null` for the spectator. */
    readonly viewer: string | null,
    readonly source: LeakSource,
    /** What was given away: a card's id, its field values or its place in a zone, the seed or the random state. */
    readonly kind: LeakKind,
    /** Where in the payload: `view.variables.peek`, `events[0].payload.cardId`, `record.steps[3].events[0].payload`. */
    readonly path: string,
    /** The card given away (`null` for the seed and the random state). */
    readonly cardId: string | null,
    /** The zone holding that card then (`null` when in no zone, or not a card). */
    readonly zoneId: string | null,
    /** The driver's actions from `makeEngine(seed)` up to the step (without ids). */
    readonly actions: readonly ActionInit[],
  ) {
    super(message, 'INFORMATION_LEAK')
    this.name = 'LeakError'
  }
}
