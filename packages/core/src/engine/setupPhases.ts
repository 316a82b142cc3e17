import { assertDependencies } from '../plugins/dependencies'
import type { GamePlugin } from '../plugins/types'
import { SeededRandomProvider } from '../random/randomProvider'
import { setStatus } from '../state/stateUtils'
import type { GameState } from '../state/types'
import type { ActionQueue } from './actionQueue'
import type { GameContext } from './gameContext'
import { newGame, resolvePlayers, setupSeed } from './gameSetup'
import { recordedInitialState, type Records } from './records'
import type { Registry } from './registry'
import type { Tick } from './tick'
import type { CreateGameOptions, GameRecordStart } from './types'

/** What the setup phases work on: parts of the engine, made once by it. @internal */
export interface SetupParts {
  readonly tick: Tick
  readonly queue: ActionQueue
  readonly registry: Registry
  readonly records: Records
  /** The context each plugin's `setup` (and event handler) receives. */
  readonly context: GameContext
  /** The engine: its event handlers do not run once it is destroyed. */
  readonly engine: { readonly isDestroyed: boolean }
  /** Whether the engine was given its own random source (`config.random`), which it then never replaces. */
  readonly customRandom: boolean
  /** Called once the plugins are wired, before anything is dispatched: the engine picks its step then. */
  readonly wired: () => void
}

/**
 * The setup phases of spec 000: the ticks of `createGame` (`c`) and `start`
 * (`s`), and the install of a recorded initial state that replaces
 * `createGame` in a replay. Nothing they dispatch is recorded: replay re-runs
 * them and so re-creates it. The engine checks their preconditions; these run
 * them, and leave the engine as it was when they fail.
 * @internal
 */
export class SetupPhases {
  /** Whether a game was created or installed (from the end of the plugins' setups on). */
  created = false

  constructor(private readonly parts: SetupParts) {}

  /**
   * Runs `createGame`: checks the options and the plugins' dependencies, builds the initial state, wires the plugins, runs their `setup`, emits
   * `GAME_CREATED` and processes what was queued, then checks the state. Setup
   * draws from a stream derived from the seed; the game then starts on a fresh
   * `SeededRandomProvider(seed)`. When anything throws, no game is left.
   */
  create(plugins: readonly GamePlugin[], createOptions: CreateGameOptions, configSeed: number | undefined): void {
    const players = resolvePlayers(createOptions)
    assertDependencies(plugins)
    const { state: initial, options } = newGame(createOptions, players, configSeed)
    const { tick, registry, context, customRandom } = this.parts
    const seed = initial.seed
    if (!customRandom) tick.random = new SeededRandomProvider(setupSeed(seed))
    tick.setState(initial)
    tick.setup = true
    tick.begin('c', null)
    try {
      registry.wire(plugins, context, this.parts.engine)
      this.parts.wired()
      for (const p of plugins) p.setup?.(context)
      this.created = true
      tick.emit({ type: 'GAME_CREATED', payload: { gameId: initial.gameId } })
      tick.pump()
      // No DispatchResult reaches the caller during setup: an action handler that threw fails createGame.
      if (tick.error !== undefined) throw tick.error
      registry.validate(tick.current(), 'createGame')
    } catch (e) {
      tick.active = false
      tick.state = null
      this.created = false
      registry.clear()
      this.parts.queue.clear()
      throw e
    } finally {
      tick.setup = false
    }
    if (!customRandom) tick.random = new SeededRandomProvider(seed)
    this.parts.records.created(tick.current(), tick, options)
    tick.commit()
  }

  /**
   * Runs `start`: `waiting → playing`, emits `GAME_STARTED` and processes what
   * its handlers queued (the deal, say). When anything throws, the tick is
   * rolled back: the game is `waiting` again.
   */
  start(): void {
    const { tick, registry, records } = this.parts
    const state = tick.current()
    tick.begin('s', null)
    tick.setup = true
    try {
      tick.applyMutation(setStatus(state, 'playing'))
      tick.emit({ type: 'GAME_STARTED', payload: { gameId: state.gameId } })
      tick.pump()
      if (tick.error !== undefined) throw tick.error
      registry.validate(tick.current(), 'start')
    } catch (e) {
      tick.rollback()
      throw e
    } finally {
      tick.setup = false
    }
    records.started(tick)
    tick.commit()
  }

  /**
   * Installs a recorded initial state (checked, copied: {@link recordedInitialState}) as
   * `createGame` would have left it. The plugins' `setup` still runs, for its
   * registrations (state checks), but its writes and random draws are
   * discarded; the random source then starts at `initialRandom`, or fresh from
   * the seed.
   */
  install(plugins: readonly GamePlugin[], record: GameRecordStart, checked: boolean): void {
    const state = recordedInitialState(record.initialState, checked)
    assertDependencies(plugins)
    const initialRandom = record.initialRandom ?? null
    const { tick, registry, context, customRandom } = this.parts
    if (!customRandom) tick.random = new SeededRandomProvider(setupSeed(state.seed))
    registry.wire(plugins, context, this.parts.engine)
    this.parts.wired()
    tick.state = state
    tick.setup = true
    tick.begin('c', null)
    try {
      for (const p of plugins) p.setup?.(context)
      tick.pump()
    } finally {
      tick.setup = false
      tick.active = false
      this.parts.queue.clear()
    }
    tick.state = state
    if (!customRandom) tick.random = new SeededRandomProvider(state.seed)
    if (initialRandom !== null) tick.random.setState(initialRandom)
    registry.validator.reset()
    registry.validate(state, 'restoreSnapshot')
    this.parts.records.created(state, tick, null)
    this.created = true
  }
}
