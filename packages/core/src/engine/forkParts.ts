import { GameLifecycleError, InvalidArgumentError } from '../errors/errors'
import { SeededRandomProvider, type RandomProvider } from '../random/randomProvider'
import { deepFreeze } from '../state/json'
import { pickStep, type EngineParts } from './engineParts'
import type { PlumbingEngine } from './plumbing'
import type { ForkOptions } from './types'

/**
 * The random source of `fork(options)`'s child, and its new seed (`undefined`: a plain fork, whose source is a
 * clone of the parent's). Throws for bad options, or a `seed` the parent cannot be forked with.
 * @internal
 */
export function forkRandom(parts: EngineParts, options: ForkOptions | undefined): { seed: number | undefined; random: RandomProvider } {
  const seed = forkSeed(options)
  if (seed === undefined) return { seed, random: parts.tick.random.clone() }
  assertForkable(parts)
  return { seed, random: new SeededRandomProvider(seed) }
}

/** The seed of `fork(options)`, checked (`undefined`: a plain fork). */
function forkSeed(options: ForkOptions | undefined): number | undefined {
  if (options === undefined) return undefined
  if (typeof options !== 'object' || options === null) throw new InvalidArgumentError('fork() takes an options object ({ seed })', 'options')
  const seed = options.seed
  if (seed === undefined) return undefined
  if (typeof seed !== 'number' || !Number.isFinite(seed)) throw new InvalidArgumentError(`seed must be a finite number, got ${String(seed)}`, 'seed')
  return seed
}

/** Refuses `fork({ seed })` of a game that has started (its draws so far came from the first seed). */
function assertForkable(parts: EngineParts): void {
  const tick = parts.tick
  if (!(tick.random instanceof SeededRandomProvider)) {
    throw new InvalidArgumentError('fork({ seed }) needs an engine on its seeded random source, not a random provider of its own', 'seed')
  }
  const status = tick.state!.status
  if (status !== 'waiting' || tick.history.length > 0) {
    throw new GameLifecycleError(`fork({ seed }) makes a new game from one that is created and not started; this one is ${status}`)
  }
}

/**
 * Makes a new engine's parts (`child`, freshly assembled) a fork of `parent`'s: the plugins and their wiring
 * shared, the game created. `seed === undefined`: the same state, history (shared until either grows) and
 * record; else a new game from the parent's created state, its seed replaced, whose record starts there.
 * @internal
 */
export function forkParts(parent: EngineParts, child: EngineParts, childEngine: PlumbingEngine, seed: number | undefined): void {
  // The parent's plugins were checked when it took them.
  child.plugins.adopt(parent.plugins)
  child.pluginList = parent.pluginList
  child.registry.share(parent.registry, parent.pluginList, child.context, childEngine)
  pickStep(child)
  child.setup.created = true
  const tick = child.tick
  if (seed === undefined) {
    tick.state = parent.tick.state
    tick.history = parent.tick.history.share()
    parent.records.copyTo(child.records)
    return
  }
  const state = { ...parent.tick.state!, seed }
  tick.state = parent.checked ? deepFreeze(state) : state
  child.records.created(tick.state, tick, parent.records.reseededOptions(seed))
}
