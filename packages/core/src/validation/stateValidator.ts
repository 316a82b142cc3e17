import { DeckletError } from '../errors/deckletError'
import type { GameState } from '../state/types'
import { changedParts, partsMask } from './changedParts'
import { BUILT_IN_INVARIANTS, InvariantScratch, type Invariant } from './invariants'
import { applyZoneDelta, buildCardOwners, checkZoneDelta, type CardOwners } from './zoneDelta'
import type { StateCheck, ValidationResult } from './types'

const VALID: ValidationResult = Object.freeze({ valid: true, errors: Object.freeze([]) as readonly string[] })

/**
 * Checks a state against the eight built-in invariants (see
 * {@link BUILT_IN_INVARIANTS}) and the checks plugins register.
 *
 * With `incremental` on, a built-in invariant is skipped when the records it
 * reads are the very objects that passed last time; that is only sound for
 * frozen state, which is why the engine enables it only when it freezes.
 */
export class StateValidator {
  private readonly checks = new Map<string, StateCheck>()
  private lastValid: GameState | null = null
  // Which zone holds each card in lastValid (incremental mode only).
  private owners: CardOwners | null = null
  // The invariants' working memory: this validator's, not the module's.
  private readonly scratch = new InvariantScratch()

  constructor(private readonly incremental = false) {}

  /** Registers a plugin check. Throws a {@link DeckletError} (`DUPLICATE_STATE_CHECK`) when the name is taken. */
  addCheck(name: string, check: StateCheck): void {
    if (this.checks.has(name)) throw new DeckletError(`State check '${name}' is already registered`, 'DUPLICATE_STATE_CHECK')
    this.checks.set(name, check)
  }

  /** Removes a plugin check. */
  removeCheck(name: string): boolean {
    return this.checks.delete(name)
  }

  /** Whether a plugin check of that name exists. */
  hasCheck(name: string): boolean {
    return this.checks.has(name)
  }

  /** Names of the registered plugin checks. */
  getCheckNames(): string[] {
    return [...this.checks.keys()]
  }

  /** Validates `state`, collecting every problem. */
  validate(state: GameState): ValidationResult {
    const errors: string[] = []
    const last = this.incremental ? this.lastValid : null
    // Zones changed but cards did not (a move): check only the cards that moved, against the index.
    const delta = last !== null && this.owners !== null && state.cards === last.cards && state.zones !== last.zones
    const changed = last === null ? ALL_PARTS : changedParts(state, last)
    for (let i = 0; i < PLAN.length; i++) {
      const step = PLAN[i]!
      if ((step.reads & changed) === 0 || (delta && step.coveredByDelta)) continue
      step.invariant.check(state, errors, last, this.scratch)
    }
    const pending = delta ? checkZoneDelta(state, last, this.owners!, errors) : null
    for (const [name, check] of this.checks) {
      let problems: readonly string[]
      try {
        problems = check(state)
      } catch (e) {
        problems = [`threw: ${e instanceof Error ? e.message : String(e)}`]
      }
      // A check that forgot to return its list (or returned a string) is a broken check, reported like one that threw.
      if (!Array.isArray(problems)) problems = [`returned ${describe(problems)} instead of a list of problems`]
      for (const problem of problems) errors.push(`${name}: ${problem}`)
    }
    if (errors.length > 0) return { valid: false, errors }
    if (this.incremental) {
      if (pending !== null) applyZoneDelta(this.owners!, pending)
      else if (last === null || state.zones !== last.zones || state.cards !== last.cards || this.owners === null) {
        this.owners = buildCardOwners(state)
      }
      this.lastValid = state
    }
    return VALID
  }

  /** A validator with the same checks. */
  clone(): StateValidator {
    const copy = new StateValidator(this.incremental)
    for (const [name, check] of this.checks) copy.checks.set(name, check)
    return copy
  }

  /** Forgets the last valid state (the next validation checks everything). */
  reset(): void {
    this.lastValid = null
    this.owners = null
  }

  /** Removes every plugin check. */
  clear(): void {
    this.checks.clear()
    this.lastValid = null
    this.owners = null
  }
}

/** The invariants {@link checkZoneDelta} covers when only zones changed. */
const ZONE_DELTA_INVARIANTS: ReadonlySet<string> = new Set(['every zone card exists', 'no card in two places'])

const ALL_PARTS = -1

/** A built-in invariant with what the validator needs to know to skip it, worked out once. */
interface PlannedInvariant {
  readonly invariant: Invariant
  /** The bit set of the fields it reads (see {@link changedParts}). */
  readonly reads: number
  readonly coveredByDelta: boolean
}

// The invariant is called through its object (not a saved `check`), so a replaced `check` is the one that runs.
// A plain array, not a frozen one: V8 reads a frozen array's elements more slowly.
const PLAN: PlannedInvariant[] = BUILT_IN_INVARIANTS.map((invariant) => ({
  invariant,
  reads: partsMask(invariant.dependsOn),
  coveredByDelta: ZONE_DELTA_INVARIANTS.has(invariant.name),
}))

function describe(value: unknown): string {
  return typeof value === 'string' ? `the string '${value}'` : value === null ? 'null' : typeof value
}
