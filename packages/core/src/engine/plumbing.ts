import type { Action, ActionInit } from '../actions/types'
import { EngineDestroyedError, GameLifecycleError } from '../errors/errors'
import type { EventInit } from '../events/types'
import type { RandomProvider } from '../random/randomProvider'
import type { GameState } from '../state/types'
import type { StateCheck } from '../validation/types'
import type { EngineInternal } from './gameContextImpl'
import type { Registry } from './registry'
import type { RuleRunner } from './step'
import type { Tick } from './tick'
import type { DispatchResult } from './types'

/** What the plumbing needs of the engine itself: three of its public members. @internal */
export interface PlumbingEngine {
  readonly isDestroyed: boolean
  dispatch(action: Action | ActionInit): DispatchResult
  getPluginApi(pluginId: string): unknown
}

/**
 * The engine as a {@link GameContextImpl} reaches it (spec 001's
 * `EngineInternal`): the engine's private parts behind the guards a plugin's
 * context needs. A context a plugin kept throws {@link EngineDestroyedError}
 * after `destroy()`; while rules run, every change throws (`READ_ONLY_CONTEXT`);
 * outside a tick, so do mutations and events (`OUTSIDE_TICK`). A dispatch
 * during a tick goes to the tick's queue directly. The engine owns one and
 * never hands it out, so none of this is part of its public type.
 * @internal
 */
export class EnginePlumbing implements EngineInternal {
  constructor(
    private readonly engine: PlumbingEngine,
    private readonly tick: Tick,
    private readonly rules: RuleRunner,
    private readonly registry: Registry,
  ) {}

  get state(): GameState {
    this.assertLive()
    return this.tick.current()
  }

  get random(): RandomProvider {
    this.assertLive()
    return this.tick.random
  }

  applyMutation(next: GameState): void {
    this.assertLive()
    this.rules.assertWritable('change state')
    if (!this.tick.active) {
      throw new GameLifecycleError('GameContext mutations are only allowed during setup, event handling or a tick', 'OUTSIDE_TICK')
    }
    this.tick.applyMutation(next)
  }

  emitEvent(init: EventInit): void {
    this.assertLive()
    this.rules.assertWritable('emit events')
    if (!this.tick.active) throw new GameLifecycleError('Events can only be emitted during setup, event handling or a tick', 'OUTSIDE_TICK')
    this.tick.emit(init)
  }

  dispatch(action: Action | ActionInit): DispatchResult {
    const tick = this.tick
    // Outside a tick (a context kept and used later) it is a top-level dispatch, with the engine's own checks.
    if (!tick.processing && !tick.active) return this.engine.dispatch(action)
    this.assertLive()
    this.rules.assertWritable('dispatch actions')
    return tick.enqueue(action)
  }

  addStateCheck(name: string, check: StateCheck): void {
    this.assertLive()
    this.registry.validator.addCheck(name, check)
  }

  removeStateCheck(name: string): void {
    this.assertLive()
    this.registry.validator.removeCheck(name)
  }

  getPluginApi(pluginId: string): unknown {
    return this.engine.getPluginApi(pluginId)
  }

  private assertLive(): void {
    if (this.engine.isDestroyed) throw new EngineDestroyedError()
  }
}
