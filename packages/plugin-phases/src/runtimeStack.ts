import { stateUtils, type Action, type ActionInit, type ActionResult, type EventInit, type GameState, type JsonValue, type RandomProvider } from '@decklet/core'
import { stepKindName } from './gamePhase'
import { CHECK_GAME_OVER_STEP, type ResolvedPhase, type ResolvedPhasesOptions } from './options'
import { PhasesError, PhasesErrorCodes } from './phasesError'
import { advanceRound } from './roundLoop'
import { getPhasesState, withPhases, type PhasesState, type PhasesWait, type StepEntry } from './state'
import { StepScope } from './stepScope'
import type { StepContext, StepInit, StepKind } from './stepKind'

/**
 * How many times one action may go round the loop (a step run, or a move of the round loop) before the plugin
 * gives up: only a game in which nothing ever waits and nobody ever wins gets there.
 */
export const MAX_LOOP_PER_ACTION = 100_000

/** The game-over check that running a phase pushes under its steps. */
const checkGameOverStep: StepKind = Object.freeze({
  kind: CHECK_GAME_OVER_STEP,
  run: (ctx: StepContext) => void (ctx as StepScope).stack.checkGameOver(),
})

/**
 * Spec 004's `GameRuntimeStack`, over the stack the state holds: one instance per action, which pops and runs
 * steps (and moves the round loop on when the stack is empty) until something waits, a step issued a command,
 * or the game is over, then hands back the next state and its events. Pure: everything it reads and writes is
 * the state it was given, and randomness comes from the action's seeded source.
 * @internal
 */
export class GameRuntimeStack {
  /** The state so far. */
  state: GameState
  /** The events so far. */
  readonly events: EventInit[] = []
  /** The action a step's `command` asked for: the run stops, and the plugin dispatches it. */
  command: ActionInit | null = null

  constructor(
    readonly options: ResolvedPhasesOptions,
    state: GameState,
    readonly random: RandomProvider,
  ) {
    this.state = state
  }

  /** The phases state so far. */
  get phases(): PhasesState {
    return getPhasesState(this.state)
  }

  /** Writes fields of the phases state. */
  setPhases(patch: Partial<PhasesState>): void {
    this.state = withPhases(this.state, { ...this.phases, ...patch })
  }

  /** A new id (`s<n>` for steps, `w<n>` for waits). */
  newId(prefix: 's' | 'w'): string {
    const n = this.phases.nextId
    this.setPhases({ nextId: n + 1 })
    return prefix + n
  }

  emit(event: EventInit): void {
    this.events.push(event)
  }

  /** Opens a wait (the run stops at the next turn of the loop). Returns its id. */
  openWait(wait: DistributiveOmit<PhasesWait, 'id'>): string {
    const id = this.newId('w')
    this.setPhases({ wait: { id, ...wait } as PhasesWait })
    return id
  }

  /** The step kind named `kind`; throws `UNKNOWN_STEP_KIND`. */
  kindOf(kind: string): StepKind<any> {
    if (kind === CHECK_GAME_OVER_STEP) return checkGameOverStep
    const found = this.options.stepKinds.get(kind)
    if (found === undefined) throw new PhasesError(`No step kind '${kind}' was given to the phases plugin`, PhasesErrorCodes.UNKNOWN_STEP_KIND)
    return found
  }

  /** Pushes steps so that they run next, the first listed first. `owner`: the player a step belongs to by default. */
  push(inits: readonly StepInit[], owner: string | undefined): void {
    const entries: StepEntry[] = []
    for (const init of inits) {
      const kind = stepKindName(init?.kind)
      if (kind === null) throw new PhasesError(`A pushed step needs a kind, got ${JSON.stringify(init)}`, PhasesErrorCodes.UNKNOWN_STEP_KIND)
      this.kindOf(kind)
      const playerId = init.playerId === undefined ? owner : init.playerId ?? undefined
      entries.push(entryOf(this.newId('s'), kind, init.params, playerId))
    }
    this.setPhases({ stack: [...this.phases.stack, ...entries.reverse()] })
  }

  /** Spec 004's `runGamePhase`: pushes the game-over check, then the phase's steps so that the first runs first. */
  runPhase(phase: ResolvedPhase, playerId: string | null): void {
    const owner = playerId ?? undefined
    const entries: StepEntry[] = [entryOf(this.newId('s'), CHECK_GAME_OVER_STEP, undefined, owner)]
    for (let i = phase.steps.length - 1; i >= 0; i--) entries.push(entryOf(this.newId('s'), phase.steps[i]!, undefined, owner))
    this.setPhases({ stack: [...this.phases.stack, ...entries] })
  }

  /** Runs the game-over check; `true` when it ended the game. */
  checkGameOver(): boolean {
    const winners = this.options.checkGameOver(this.state)
    if (winners === null) return false
    this.endGame(winners)
    return true
  }

  /** Ends the game: finished, winners, the stack and any wait cleared, `game.over`. */
  endGame(winnerIds: readonly string[]): void {
    let state = stateUtils.setStatus(this.state, 'finished')
    for (const id of winnerIds) state = stateUtils.addWinner(state, id)
    this.state = state
    this.command = null
    this.setPhases({ stage: 'over', stack: [], wait: null, current: null })
    this.emit({ type: 'game.over', payload: { winnerIds: [...winnerIds] } })
  }

  /** Runs one step's `run`. */
  runStep(entry: StepEntry): void {
    const kind = this.kindOf(entry.kind)
    const scope = new StepScope(this, entry, kind)
    try {
      kind.run(scope)
    } finally {
      scope.close()
    }
  }

  /** Closes the open decision and runs the asking step's `answer` with `action`. */
  answer(action: Action): void {
    const wait = this.phases.wait
    if (wait?.kind !== 'decision') return
    this.setPhases({ wait: null })
    const kind = this.kindOf(wait.step.kind)
    if (kind.answer === undefined) return
    const scope = new StepScope(this, wait.step, kind)
    try {
      kind.answer(scope, action)
    } finally {
      scope.close()
    }
  }

  /**
   * Goes on until something waits, a command is issued or the game is over: pops and runs the top step, or,
   * with the stack empty, moves the round loop on. Returns the action's result.
   */
  run(): ActionResult {
    for (let turns = 0; ; turns++) {
      if (this.command !== null || this.state.status !== 'playing') break
      const phases = this.phases
      if (phases.wait !== null || phases.stage === 'over') break
      if (turns >= MAX_LOOP_PER_ACTION) {
        throw new PhasesError(`The phases loop ran ${MAX_LOOP_PER_ACTION} times in one action without waiting or ending: does anything in this game ever wait?`, PhasesErrorCodes.RUNAWAY_LOOP)
      }
      const top = phases.stack[phases.stack.length - 1]
      if (top === undefined) {
        advanceRound(this)
        continue
      }
      this.setPhases({ stack: phases.stack.slice(0, -1) })
      this.runStep(top)
    }
    if (this.command !== null) {
      this.emit({ type: 'phases.command', payload: { action: this.command } as unknown as JsonValue, visibleTo: [] })
    }
    return { state: this.state, events: this.events }
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

function entryOf(id: string, kind: string, params: JsonValue | undefined, playerId: string | undefined): StepEntry {
  const entry: { id: string; kind: string; params?: JsonValue; playerId?: string } = { id, kind }
  if (params !== undefined) entry.params = params
  if (playerId !== undefined) entry.playerId = playerId
  return entry
}
