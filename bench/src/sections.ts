// The sections of the report that measure decklet in both validation modes, by name: modeChild.ts runs one
// of them with one mode, compare.ts runs each of them once per mode (modeRuns.ts).
import type { ValidationMode } from '@decklet/core'
import type { MeasureOptions, Table } from './harness'
import { engineSteps, engineTables } from './suites/engineVsBoardgameIo'
import { fullGameSteps, fullGameTables, unoOverheadSteps, unoOverheadTables } from './suites/fullGames'
import { viewSteps, viewTables } from './suites/views'

/** A section: its tables with decklet in the given modes, and the measurements (progress-bar steps) they take. */
export interface Section {
  readonly title: string
  tables(options: MeasureOptions, modes: readonly ValidationMode[]): Table[]
  steps(rounds: number, modeCount: number): number
}

export const SECTIONS: Readonly<Record<string, Section>> = {
  engine: { title: 'engine vs boardgame.io', tables: engineTables, steps: engineSteps },
  'uno-overhead': { title: 'UNO: engine vs reducer', tables: unoOverheadTables, steps: unoOverheadSteps },
  'full-games': { title: 'complete games', tables: fullGameTables, steps: fullGameSteps },
  views: { title: 'per-player views', tables: viewTables, steps: viewSteps },
}
