import type { GameEvent, PlayerView, ViewerRecord } from '@decklet/core'
import { createNames, type Narrator } from '../games/narration'

/** One position of a replay: the start, each recorded action, the end. */
export interface ReplayStep {
  readonly index: number
  /** "Start", "Bob: PLAY", "End". */
  readonly title: string
  /** The log lines of the step's events, as the record's viewer saw them. */
  readonly lines: readonly string[]
  /** The view to show at this position, where the record has one: the start, the end, and every step of a record exported with `stepViews`. */
  readonly view: PlayerView | null
}

/**
 * The positions of a viewer record to step through: its start (the initial view and the events of the
 * deal), one per top-level action with the events the viewer saw, and its end (the final view). A record
 * exported with `stepViews` has the viewer's view after each step, which is shown; without, the steps in
 * between are told by their events only.
 */
export function replaySteps(record: ViewerRecord, narrate: Narrator, names: Readonly<Record<string, string>>): ReplayStep[] {
  const voice = createNames(names, record.viewer)
  const linesOf = (events: readonly GameEvent[]): string[] => events.map((e) => narrate(e, voice)).filter((line): line is string => line !== null)
  const steps: ReplayStep[] = [{ index: 0, title: 'Start', lines: linesOf(record.startEvents), view: record.initialView }]
  for (const step of record.steps) {
    const who = step.action.playerId === undefined || step.action.playerId === null ? 'The game' : voice.name(step.action.playerId)
    steps.push({ index: steps.length, title: `${who}: ${step.action.type}`, lines: linesOf(step.events), view: step.view ?? null })
  }
  steps.push({ index: steps.length, title: 'End', lines: [], view: record.finalView })
  return steps
}
