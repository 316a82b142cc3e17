import { InvalidOptionError } from '@decklet/core'
import type { StepKind } from './stepKind'

/**
 * Where {@link GamePhase.use} inserts a step: `'before'` at the head of the phase's queue (it runs first),
 * `'after'` at its tail (it runs last).
 *
 * @example
 * const position: PhasePosition = 'before'
 */
export type PhasePosition = 'before' | 'after'

/**
 * A phase (spec 004's `GamePhase`): a name and an ordered queue of step kinds. Running it pushes the steps onto
 * the runtime stack, above a game-over check, so they run in queue order and the check runs after the last.
 * Other code inserts steps with {@link GamePhase.use}; the plugin copies the queue when it is made
 * (`createPhasesPlugin`), so a `use` after that changes no plugin already made.
 *
 * @example
 * const turn = definePhase('turn', ['roll', 'move'])
 * turn.use('before', 'rollJailDice').use('after', 'offerTrade')
 * turn.steps // ['rollJailDice', 'roll', 'move', 'offerTrade']
 */
export class GamePhase {
  /** The phase's name: what an extension's `use.phase` names. */
  readonly name: string
  readonly #steps: string[]

  /** Use {@link definePhase}. Throws `InvalidOptionError` for an empty name or a step that is not a kind name. */
  constructor(name: string, steps: readonly string[] = []) {
    if (typeof name !== 'string' || name === '') throw new InvalidOptionError('name', name, 'a non-empty string', { scope: 'definePhase' })
    for (const step of steps) if (typeof step !== 'string' || step === '') throw new InvalidOptionError('steps', step, 'step kinds (non-empty strings)', { scope: 'definePhase' })
    this.name = name
    this.#steps = [...steps]
  }

  /** The step kinds in queue order (a copy). */
  get steps(): readonly string[] {
    return Object.freeze([...this.#steps])
  }

  /**
   * Inserts a step: `'before'` at the head of the queue, `'after'` at its tail (spec 004's `use("before", …)`
   * and `use("after", …)`). Returns the phase, for chaining.
   *
   * @param position - `'before'` or `'after'`
   * @param step - a step kind, or its name
   */
  use(position: PhasePosition, step: string | StepKind<any>): this {
    const kind = stepKindName(step)
    if (kind === null) throw new InvalidOptionError('step', step, 'a step kind or its name', { scope: `phase '${this.name}'` })
    if (!insertStep(this.#steps, position, kind)) throw new InvalidOptionError('position', position, "'before' or 'after'", { scope: `phase '${this.name}'` })
    return this
  }
}

/** The kind name of a step given as a kind or its name, or `null` when it is neither. @internal */
export function stepKindName(step: unknown): string | null {
  const kind = typeof step === 'string' ? step : (step as { kind?: unknown } | null | undefined)?.kind
  return typeof kind === 'string' && kind !== '' ? kind : null
}

/**
 * Spec 004's insertion into a phase's queue: `'before'` at its head, `'after'` at its tail. Returns `false`
 * (and inserts nothing) for any other position. @internal
 */
export function insertStep(steps: string[], position: unknown, kind: string): boolean {
  if (position === 'before') steps.unshift(kind)
  else if (position === 'after') steps.push(kind)
  else return false
  return true
}

/**
 * Makes a {@link GamePhase} from a name and its steps' kinds, in order.
 *
 * @example
 * const roundEnd = definePhase('round-end', ['payInterest'])
 */
export function definePhase(name: string, steps: readonly string[] = []): GamePhase {
  return new GamePhase(name, steps)
}
