import { StateDraft, type ActionResult, type GameState, type RandomProvider } from '@decklet/core'
import type { ResolvedUnoOptions } from './options'
import { copyUnoState, getUnoState, unoVariable, type HandZones, type UnoState, type UnoStateDraft } from './state'

/**
 * What one action of UNO works on, kept by a plugin instance and started over for each action (handlers
 * never run inside one another): core's {@link StateDraft} of the state (zones, turn, current player,
 * status, winners, events), a writable copy of the UNO state, set into the draft when the action ends, the
 * engine's random source, the rules, and the instance's hand zone ids. The flow's steps (`flow.ts`) take it.
 * @internal
 */
export class UnoMove {
  /** The draft of the state, reset for each action (it keeps its slots and record copiers). */
  readonly draft = new StateDraft()
  /** The UNO state as the action changes it (set by `begin`). */
  uno!: UnoStateDraft
  /** The random source of the engine the action runs in (set by `begin`). */
  random!: RandomProvider

  constructor(
    readonly options: ResolvedUnoOptions,
    readonly hands: HandZones,
  ) {}

  /** Starts an action on `state` with the UNO state it holds (or `uno`, at the start of a match). */
  begin(state: GameState, random: RandomProvider, uno: UnoState = getUnoState(state)): this {
    this.draft.reset(state)
    this.uno = copyUnoState(uno)
    this.random = random
    return this
  }

  /** The next state (the UNO state set into it, built once with `version + 1`) and the events, for the handler to return. */
  result(): ActionResult {
    this.draft.set(unoVariable, this.uno)
    return this.draft.result()
  }
}
