import { GameLifecycleError } from '../errors/errors'
import { EventBus } from '../events/eventBus'
import type { EventListener, Unsubscribe } from '../events/types'
import { ActionHistory } from '../history/actionHistory'
import { CommandBus } from '../modifiers/commandBus'
import { ModifiedStep } from '../modifiers/modifiedStep'
import { PluginManager } from '../plugins/pluginManager'
import type { GamePlugin } from '../plugins/types'
import type { RandomProvider } from '../random/randomProvider'
import { scopedListener, viewerOption } from '../views/scopedListener'
import type { SubscribeOptions } from '../views/types'
import { PlayerViewCache } from '../views/viewCache'
import { ActionQueue } from './actionQueue'
import { DryRuns } from './dryRuns'
import { GameContextImpl } from './gameContextImpl'
import { EnginePlumbing, type PlumbingEngine } from './plumbing'
import { Records } from './records'
import { Registry } from './registry'
import { SetupPhases } from './setupPhases'
import { RuleRunner, Step } from './step'
import { Tick } from './tick'
import type { GameConfig } from './types'

/**
 * The parts a {@link GameEngine} is a facade over, made once per engine by {@link assembleEngine}: the
 * plugins, the registry of what they registered, the rule runner, the tick (with the action queue of spec
 * 001), the dry runs, the records, the setup phases, the view cache and the subscribers.
 * @internal
 */
export interface EngineParts {
  /** Whether the engine checks (every `validationMode` but `'none'`). */
  readonly checked: boolean
  readonly plugins: PluginManager
  /** The plugins in registration order as one list: dry runs, views and scoped listeners read it often. */
  pluginList: readonly GamePlugin[]
  readonly registry: Registry
  readonly listeners: EventBus
  readonly rules: RuleRunner
  readonly queue: ActionQueue
  readonly tick: Tick
  readonly dryRuns: DryRuns
  readonly records: Records
  readonly context: GameContextImpl
  readonly setup: SetupPhases
  readonly views: PlayerViewCache
  /** The step of an engine without modifier kinds, the one the tick starts with (see {@link pickStep}). */
  readonly plainStep: Step
}

/**
 * Makes an engine's parts and wires them to each other. `customRandom`: the engine was given a random source
 * of its own (`config.random`), which the setup phases then never replace.
 * @internal
 */
export function assembleEngine(config: GameConfig, random: RandomProvider, customRandom: boolean, engine: PlumbingEngine): EngineParts {
  const checked = config.validationMode !== 'none'
  const registry = new Registry(checked)
  const rules = new RuleRunner(registry)
  const queue = new ActionQueue(config.maxActionsPerTick)
  const listeners = new EventBus()
  const plainStep = new Step(registry, rules, checked)
  const tick = new Tick({ queue, step: plainStep, handlers: registry.handlers, subscribers: listeners, checked, clock: config.clock }, random)
  const context = new GameContextImpl(new EnginePlumbing(engine, tick, rules, registry))
  rules.attach(context)
  const records = new Records()
  const parts: EngineParts = {
    checked,
    plugins: new PluginManager(),
    pluginList: [],
    registry,
    listeners,
    rules,
    queue,
    tick,
    dryRuns: new DryRuns(registry, rules, checked),
    records,
    context,
    setup: new SetupPhases({ tick, queue, registry, records, context, engine, customRandom, wired: () => pickStep(parts) }),
    views: new PlayerViewCache(checked),
    plainStep,
  }
  return parts
}

/**
 * Picks the dispatch step once the plugins are wired: the plain step when no plugin declares a modifier
 * kind (so a game without modifiers runs exactly as before: no per-action test), else the step through the
 * command bus, whose `before` modifiers the dry runs also run.
 * @internal
 */
export function pickStep(parts: EngineParts): void {
  const kinds = parts.registry.modifierKinds
  if (kinds === null) {
    parts.tick.useStep(parts.plainStep)
    parts.dryRuns.bus = null
    return
  }
  const bus = new CommandBus(kinds, parts.registry, parts.rules, parts.checked)
  parts.tick.useStep(new ModifiedStep(parts.registry, parts.rules, parts.checked, bus))
  parts.dryRuns.bus = bus
}

/**
 * Registers a plugin, before `createGame`: also refused in a tick, where a plugin added by another plugin's
 * setup would be recorded without ever being wired.
 * @internal
 */
export function registerPlugin(parts: EngineParts, plugin: GamePlugin): void {
  if (parts.setup.created || parts.tick.active) throw new GameLifecycleError('Plugins must be registered before createGame()')
  parts.plugins.use(plugin)
  parts.pluginList = parts.plugins.getAll()
}

/**
 * Adds `listener` for events of `type` (`'*'`: all) to the subscribers, scoped to `options.viewer` when given
 * (see {@link scopedListener}: it then gets each event as that viewer may see it).
 * @internal
 */
export function listen(parts: EngineParts, type: string, listener: EventListener, options: SubscribeOptions | undefined): Unsubscribe {
  const viewer = viewerOption(options, 'subscribe')
  if (viewer === undefined) return parts.listeners.on(type, listener)
  return parts.listeners.on(type, scopedListener(listener, viewer, parts.tick.state, () => parts.pluginList, parts.checked))
}

/** Empties an engine's parts when it is destroyed: plugins, subscriptions, queue, history, state, records, views. @internal */
export function clearParts(parts: EngineParts): void {
  parts.listeners.clear()
  parts.plugins.clear()
  parts.pluginList = []
  parts.registry.clear()
  parts.queue.clear()
  parts.tick.history = new ActionHistory()
  parts.tick.state = null
  parts.records.clear()
  parts.views.clear()
}
