import { DeckletError, InvalidOptionError, SeededRandomProvider, type Action, type Dispatchable, type GameEngine, type GameState } from '@decklet/core'
import { describeAction, describeOutcome } from './internal/describe'
import { nextChoices } from './internal/legalActions'

/**
 * Options of {@link playRandomGame}.
 *
 * @example
 * playRandomGame(engine, { seed: 42, maxSteps: 200 })
 */
export interface RandomGameOptions {
  /** Seed of the generator that picks the moves (default 1), independent of the engine's. */
  seed?: number
  /** Most actions to dispatch (default 1000). */
  maxSteps?: number
  /**
   * Called with the engine before each step and once more at the end (`step`: how many actions were
   * dispatched so far), e.g. to check every position: `onStep: (engine) => expectFreshViews(engine)`.
   */
  onStep?: (engine: GameEngine<any>, step: number) => void
}

/**
 * What {@link playRandomGame} did.
 *
 * @example
 * const { steps, finished, stopReason } = playRandomGame(engine, { seed: 1 })
 */
export interface RandomGameResult<TAction extends Action = Action> {
  /** Actions dispatched. */
  readonly steps: number
  /** Whether the game reached status `finished`. */
  readonly finished: boolean
  /** Why it stopped: the game finished, nobody had a legal action and nothing was pending, or `maxSteps` was reached. */
  readonly stopReason: 'finished' | 'no-legal-actions' | 'max-steps'
  /** The actions dispatched, as the engine applied them (with their ids), pending work included. */
  readonly actions: readonly TAction[]
  /** The final state. */
  readonly state: GameState
}

/**
 * Plays random legal moves: at each step it gathers `getLegalActions` of the
 * players who may act (`engine.getActors()`, in its order: the plugins' `actors`
 * hooks, else every player with legal actions by seat), picks one with its own
 * `SeededRandomProvider(seed)` and dispatches it. When nobody has a legal action but the game has pending
 * work (`engine.getPending()`: a scripted step, the effect after an animation, a pause point of a board
 * game's round loop), it dispatches that action instead, as a session would (a step like any other). It
 * stops when the game is `finished`, nobody has a legal action and nothing is pending, or after `maxSteps`. The same engine and seed always give the same
 * game. A legal action that `dispatch` then refuses is a plugin bug: it throws
 * a `DeckletError` (`LEGAL_ACTION_REFUSED`) naming the action and the reason.
 *
 * @example
 * const engine = createTestEngine({ plugins: [StandardDeckPlugin, TurnPlugin, DrawPlugin, SimpleGamePlugin] })
 * const { finished, state } = playRandomGame(engine, { seed: 7 })
 * expect(finished).toBe(true)
 * expect(state.winnerIds).toHaveLength(1)
 */
export function playRandomGame<TAction extends Action>(
  engine: GameEngine<TAction>,
  options: RandomGameOptions = {},
): RandomGameResult<TAction> {
  const seed = options.seed ?? 1
  const maxSteps = options.maxSteps ?? 1000
  if (!Number.isInteger(maxSteps) || maxSteps < 0) throw new InvalidOptionError('maxSteps', maxSteps, 'a non-negative integer')
  const random = new SeededRandomProvider(seed)
  const actions: TAction[] = []
  let stopReason: RandomGameResult['stopReason'] = 'max-steps'
  const onStep = options.onStep
  while (true) {
    onStep?.(engine, actions.length)
    if (engine.getState().status === 'finished') {
      stopReason = 'finished'
      break
    }
    if (actions.length >= maxSteps) break
    const legal = nextChoices(engine)
    if (legal.length === 0) {
      stopReason = 'no-legal-actions'
      break
    }
    const action = random.pick(legal)
    const result = engine.dispatch(action as Dispatchable<TAction>)
    if (!result.ok) {
      throw new DeckletError(
        `playRandomGame: the legal action ${describeAction(action)} was refused at step ${actions.length + 1}: ${describeOutcome(result)}`,
        'LEGAL_ACTION_REFUSED',
      )
    }
    actions.push(result.action)
  }
  const state = engine.getState()
  return { steps: actions.length, finished: state.status === 'finished', stopReason, actions, state }
}
