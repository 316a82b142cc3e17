import type { GameEvent, ViewerRecord } from '@decklet/core'
import { createNames, type Narrator } from '../games/narration'

/** One position of a replay: the start, each recorded action, the end. */
export interface ReplayStep {
  readonly index: number
  /** "Start", "Bob: PLAY", "End". */
  readonly title: string
  /** The log lines of the step's events, as the record's viewer saw them. */
  readonly lines: readonly string[]
  /** The view to show at this position, where the record has one (the start and the end). */
  readonly view: 'initial' | 'final' | null
}

/**
 * The positions of a viewer record to step through: its start (the initial view and the events of the
 * deal), one per top-level action with the events the viewer saw, and its end (the final view). A viewer
 * record holds no intermediate views (it is what the player was shown, not the state), so the steps in
 * between are told by their events.
 */
export function replaySteps(record: ViewerRecord, narrate: Narrator, names: Readonly<Record<string, string>>): ReplayStep[] {
  const voice = createNames(names, record.viewer)
  const linesOf = (events: readonly GameEvent[]): string[] => events.map((e) => narrate(e, voice)).filter((line): line is string => line !== null)
  const steps: ReplayStep[] = [{ index: 0, title: 'Start', lines: linesOf(record.startEvents), view: 'initial' }]
  for (const step of record.steps) {
    const who = step.action.playerId === undefined || step.action.playerId === null ? 'The game' : voice.name(step.action.playerId)
    steps.push({ index: steps.length, title: `${who}: ${step.action.type}`, lines: linesOf(step.events), view: null })
  }
  steps.push({ index: steps.length, title: 'End', lines: [], view: 'final' })
  return steps
}
