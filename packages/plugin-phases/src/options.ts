import { InvalidOptionError, playersInPlay, type GameState } from '@decklet/core'
import { PhasesActionTypes } from './actions'
import { GamePhase, insertStep, stepKindName, type PhasePosition } from './gamePhase'
import type { StepKind } from './stepKind'

/** The kind of the game-over check that running a phase pushes under its steps (reserved). */
export const CHECK_GAME_OVER_STEP = 'phases/checkGameOver'

/**
 * The phases a game runs: `init` once before the first round, `roundStart` and `roundEnd` around each round,
 * `player` for each player's turn.
 *
 * @example
 * const phases: PhaseSlots = { player: definePhase('turn', ['roll', 'move']) }
 */
export interface PhaseSlots {
  readonly init?: GamePhase
  readonly roundStart?: GamePhase
  readonly player: GamePhase
  readonly roundEnd?: GamePhase
}

/**
 * A step inserted into a phase by an extension: `position` `'before'` (queue head) or `'after'` (tail).
 *
 * @example
 * const use: PhaseUse = { phase: 'turn', position: 'after', step: 'collectBonus' }
 */
export interface PhaseUse {
  /** The phase's name (`GamePhase.name`). */
  readonly phase: string
  readonly position: PhasePosition
  /** A step kind, or its name. */
  readonly step: string | StepKind<any>
}

/**
 * What another plugin-like source adds to a phases game: step kinds, and where they go in the phases.
 *
 * @example
 * const bonus: PhasesExtension = { steps: [collectBonus], use: [{ phase: 'turn', position: 'after', step: collectBonus }] }
 */
export interface PhasesExtension {
  readonly steps?: readonly StepKind<any>[]
  readonly use?: readonly PhaseUse[]
}

/**
 * Options of `createPhasesPlugin`.
 *
 * @example
 * createPhasesPlugin({ steps: [roll, move], phases: { player: definePhase('turn', ['roll', 'move']) }, decisions: ['BUY', 'DECLINE'] })
 */
export interface PhasesOptions {
  /** Every step kind the phases (and the steps they push) use; kind names unique. */
  readonly steps: readonly StepKind<any>[]
  readonly phases: PhaseSlots
  /** The action types that answer a step's `ask`: the plugin handles them. Default none. */
  readonly decisions?: readonly string[]
  /**
   * The game-over check run after each phase and after a player went out: the winners' ids when the game is
   * over, else `null`. Default: over when at most one player is not out, that player winning (nobody, when none is left).
   */
  readonly checkGameOver?: (state: GameState) => readonly string[] | null
  /** `true`: a `continue` wait before each player's turn, where a session's pause lands. Default `false`. */
  readonly yieldBetweenPlayers?: boolean
  /**
   * `true`: a `continue` wait at the top of each round, before `game.round.start` (spec 004's `waitIfPaused` at
   * the start of every round), where a session's pause lands. Default `false`.
   */
  readonly yieldBeforeRounds?: boolean
  /** Step kinds and insertions from other sources, applied in order after the game's own. */
  readonly extensions?: readonly PhasesExtension[]
}

/**
 * A phase as the plugin runs it: its name and its steps, copied when the plugin was made.
 *
 * @example
 * const phase: ResolvedPhase = { name: 'turn', steps: ['roll', 'move'] }
 */
export interface ResolvedPhase {
  readonly name: string
  readonly steps: readonly string[]
}

/**
 * {@link PhasesOptions} checked, with defaults filled in and the extensions applied.
 *
 * @example
 * resolvePhasesOptions(options).phases.player.steps
 */
export interface ResolvedPhasesOptions {
  /** Every step kind by name, the extensions' included (not JSON: kept out of the config). */
  readonly stepKinds: ReadonlyMap<string, StepKind<any>>
  readonly phases: {
    readonly init: ResolvedPhase | null
    readonly roundStart: ResolvedPhase | null
    readonly player: ResolvedPhase
    readonly roundEnd: ResolvedPhase | null
  }
  readonly decisions: readonly string[]
  readonly checkGameOver: (state: GameState) => readonly string[] | null
  /** Whether the game gave its own game-over check (what the config records of it). */
  readonly customGameOver: boolean
  readonly yieldBetweenPlayers: boolean
  readonly yieldBeforeRounds: boolean
}

/**
 * The default game-over check: over when at most one player is not out; that player wins (nobody when none is left).
 *
 * @example
 * lastPlayerStanding(state) // ['p2'] once every other player is eliminated, else null
 */
export function lastPlayerStanding(state: GameState): readonly string[] | null {
  const left = playersInPlay(state)
  return left.length <= 1 ? left.map((p) => p.id) : null
}

const SCOPE = { scope: 'phases' }
const SLOTS = ['init', 'roundStart', 'player', 'roundEnd'] as const
const RESERVED_TYPES: ReadonlySet<string> = new Set(Object.values(PhasesActionTypes))

/**
 * Checks the options, fills in the defaults and applies the extensions. Throws `InvalidOptionError` for a
 * missing `player` phase, a phase that is not a `GamePhase`, a duplicate or reserved step kind, a phase step
 * or an extension's step that is no given kind, an extension naming no phase, or a decision type that is
 * empty, repeated or one of the plugin's own actions.
 *
 * @example
 * resolvePhasesOptions({ steps: [roll], phases: { player: definePhase('turn', ['roll']) } }).yieldBetweenPlayers // false
 */
export function resolvePhasesOptions(options: PhasesOptions): ResolvedPhasesOptions {
  if (typeof options !== 'object' || options === null) throw new InvalidOptionError('options', options, 'an object', SCOPE)
  const stepKinds = new Map<string, StepKind<any>>()
  const addKinds = (kinds: unknown, where: string): void => {
    if (kinds === undefined) return
    if (!Array.isArray(kinds)) throw new InvalidOptionError(where, kinds, 'a list of step kinds (defineStep)', SCOPE)
    for (const kind of kinds as unknown[]) {
      const name = (kind as StepKind | null)?.kind
      if (typeof name !== 'string' || typeof (kind as StepKind).run !== 'function') throw new InvalidOptionError(where, kind, 'step kinds (defineStep)', SCOPE)
      if (name === CHECK_GAME_OVER_STEP) throw new InvalidOptionError(where, name, `a kind other than the reserved '${CHECK_GAME_OVER_STEP}'`, SCOPE)
      if (stepKinds.has(name)) throw new InvalidOptionError(where, name, 'step kinds with unique names', SCOPE)
      stepKinds.set(name, kind as StepKind<any>)
    }
  }
  addKinds(options.steps, 'steps')

  const phases = options.phases as Partial<Record<(typeof SLOTS)[number], unknown>> | undefined
  if (typeof phases !== 'object' || phases === null) throw new InvalidOptionError('phases', phases, 'an object with at least a player phase', SCOPE)
  if (phases.player === undefined) throw new InvalidOptionError('phases.player', phases.player, 'a GamePhase (definePhase)', SCOPE)
  // Copies: a `use` on the caller's phase after this changes nothing here, and extensions do not touch it.
  const copies = new Map<string, { name: string; steps: string[] }>()
  const resolved: Record<string, { name: string; steps: string[] } | null> = {}
  for (const slot of SLOTS) {
    const phase = phases[slot]
    if (phase === undefined) {
      resolved[slot] = null
      continue
    }
    if (!(phase instanceof GamePhase)) throw new InvalidOptionError(`phases.${slot}`, phase, 'a GamePhase (definePhase)', SCOPE)
    const copy = copies.get(phase.name) ?? { name: phase.name, steps: [...phase.steps] }
    copies.set(phase.name, copy)
    resolved[slot] = copy
  }

  const extensions: unknown = options.extensions ?? []
  if (!Array.isArray(extensions)) throw new InvalidOptionError('extensions', extensions, 'a list', SCOPE)
  extensions.forEach((extension: PhasesExtension, i) => addKinds(extension?.steps, `extensions[${i}].steps`))
  extensions.forEach((extension: PhasesExtension, i) => {
    const uses: unknown = extension?.use ?? []
    if (!Array.isArray(uses)) throw new InvalidOptionError(`extensions[${i}].use`, uses, 'a list', SCOPE)
    for (const use of uses as PhaseUse[]) {
      const target = copies.get(use?.phase)
      if (target === undefined) throw new InvalidOptionError(`extensions[${i}].use.phase`, use?.phase, `the name of one of the game's phases (${[...copies.keys()].join(', ')})`, SCOPE)
      const kind = stepKindName(use.step)
      if (kind === null) throw new InvalidOptionError(`extensions[${i}].use.step`, use.step, 'a step kind or its name', SCOPE)
      if (!insertStep(target.steps, use.position, kind)) throw new InvalidOptionError(`extensions[${i}].use.position`, use.position, "'before' or 'after'", SCOPE)
    }
  })
  for (const phase of copies.values()) {
    for (const step of phase.steps) {
      if (!stepKinds.has(step)) throw new InvalidOptionError(`phase '${phase.name}'`, step, `a step kind given in steps (${[...stepKinds.keys()].join(', ')})`, SCOPE)
    }
  }

  const decisions: unknown = options.decisions ?? []
  if (!Array.isArray(decisions)) throw new InvalidOptionError('decisions', decisions, 'a list of action types', SCOPE)
  for (const type of decisions as unknown[]) {
    if (typeof type !== 'string' || type === '' || RESERVED_TYPES.has(type)) throw new InvalidOptionError('decisions', type, "action types other than the plugin's own", SCOPE)
  }
  if (new Set(decisions).size !== decisions.length) throw new InvalidOptionError('decisions', decisions, 'action types without repeats', SCOPE)

  const checkGameOver: unknown = options.checkGameOver
  if (checkGameOver !== undefined && typeof checkGameOver !== 'function') throw new InvalidOptionError('checkGameOver', checkGameOver, 'a function or absent', SCOPE)
  const yieldBetweenPlayers: unknown = options.yieldBetweenPlayers ?? false
  if (typeof yieldBetweenPlayers !== 'boolean') throw new InvalidOptionError('yieldBetweenPlayers', yieldBetweenPlayers, 'a boolean', SCOPE)
  const yieldBeforeRounds: unknown = options.yieldBeforeRounds ?? false
  if (typeof yieldBeforeRounds !== 'boolean') throw new InvalidOptionError('yieldBeforeRounds', yieldBeforeRounds, 'a boolean', SCOPE)

  const freeze = (phase: { name: string; steps: string[] } | null): ResolvedPhase | null =>
    phase === null ? null : Object.freeze({ name: phase.name, steps: Object.freeze([...phase.steps]) })
  return Object.freeze({
    stepKinds,
    phases: Object.freeze({
      init: freeze(resolved.init!),
      roundStart: freeze(resolved.roundStart!),
      player: freeze(resolved.player!)!,
      roundEnd: freeze(resolved.roundEnd!),
    }),
    decisions: Object.freeze([...(decisions as string[])]),
    checkGameOver: (checkGameOver as ResolvedPhasesOptions['checkGameOver'] | undefined) ?? lastPlayerStanding,
    customGameOver: checkGameOver !== undefined,
    yieldBetweenPlayers,
    yieldBeforeRounds,
  })
}

/**
 * What the plugin's config records of the options (JSON): the phases with their steps, the step kinds, the
 * decision types, whether the game-over check is the game's own, `yieldBetweenPlayers` and `yieldBeforeRounds`.
 * @internal
 */
export function configOf(options: ResolvedPhasesOptions): object {
  return {
    phases: options.phases,
    steps: [...options.stepKinds.keys()],
    decisions: options.decisions,
    checkGameOver: options.customGameOver ? 'custom' : 'last-player-standing',
    yieldBetweenPlayers: options.yieldBetweenPlayers,
    yieldBeforeRounds: options.yieldBeforeRounds,
  }
}
