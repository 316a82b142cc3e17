// Each validation mode in its own process. V8 compiles code that runs in both modes (the engine, the plugins)
// for what it has seen: run `'always'` engines (frozen states, frozen arrays) in the process that also runs
// `'none'` ones and the `'none'` games get slower (UNO, official rules: about 15–20% fewer games/s, measured
// while writing this), a cost no simulation that sticks to one mode pays. So the sections that measure decklet
// in both modes run twice, each time in a fresh child process with one mode and the references, and the
// tables of the two runs are merged: each decklet row keeps the ratio to the reference measured in its own
// process's rounds.
import { fork } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ValidationMode } from '@decklet/core'
import { formatRatio, withNote, type MeasureOptions, type Row, type Table } from './harness'

/** The validation modes every table measures, `'none'` first. */
export const MODES: readonly ValidationMode[] = ['none', 'always']

/** What the parent sends a child: the section and the one mode it measures, with the run's options. */
export interface ChildRequest {
  readonly section: string
  readonly mode: ValidationMode
  readonly options: Omit<MeasureOptions, 'onStep'>
}

/** What a child sends back: a measurement done (for the progress bar), then its tables; or an error. */
export type ChildMessage = { readonly kind: 'step' } | { readonly kind: 'tables'; readonly tables: Table[] } | { readonly kind: 'error'; readonly message: string }

const CHILD = fileURLToPath(new URL('./modeChild.ts', import.meta.url))
/** tsx's loader, found from this package (not from the working directory, which may be the repository's root). */
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

/** Measures one section in a fresh process (TypeScript through tsx, as the parent) with only `mode`'s decklet rows. */
function runChild(request: ChildRequest, onStep: () => void): Promise<Table[]> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, [], { execArgv: ['--import', TSX], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    let tables: Table[] | null = null
    let failure: string | null = null
    child.on('message', (message: ChildMessage) => {
      if (message.kind === 'step') onStep()
      else if (message.kind === 'tables') tables = message.tables
      else failure = message.message
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (tables !== null && code === 0) resolve(tables)
      else reject(new Error(`the ${request.mode} run of '${request.section}' failed (exit code ${code})${failure === null ? '' : `: ${failure}`}`))
    })
    child.send(request)
  })
}

/**
 * Measures `section` once per mode, one fresh process after the other (never two at once: they would share the
 * cores), and merges the tables ({@link mergeModeTables}).
 */
export async function measureModesApart(section: string, options: MeasureOptions): Promise<Table[]> {
  const { onStep, ...rest } = options
  const runs: Table[][] = []
  for (const mode of MODES) runs.push(await runChild({ section, mode, options: rest }, () => onStep?.()))
  return mergeModeTables(runs)
}

const modeOf = (name: string): ValidationMode | null => MODES.find((mode) => name.includes(`'${mode}'`)) ?? null

/**
 * Merges the tables of one section measured once per mode (`runs[0]` with `'none'`, then one run per other
 * mode, the same tables in the same order). The first run gives the descriptions and every row without a mode
 * (the references and peers); each decklet row of another mode goes right after its `'none'` row, with the note
 * "'always' / 'none': r×", the ratio of the two rows' ratios to their reference (each measured in its own
 * process's rounds).
 */
export function mergeModeTables(runs: readonly (readonly Table[])[]): Table[] {
  const [first, ...others] = runs
  if (first === undefined) return []
  return first.map((table, t) => {
    const rows: Row[] = []
    for (const row of table.rows) {
      rows.push(row)
      if (modeOf(row.name) !== 'none') continue
      for (const run of others) {
        const other = run[t]
        if (other === undefined || other.id !== table.id) throw new Error(`the runs of table '${table.id}' do not line up`)
        for (const candidate of other.rows) {
          const mode = modeOf(candidate.name)
          if (mode === null || mode === 'none' || candidate.name !== row.name.replace("'none'", `'${mode}'`)) continue
          rows.push(withModeNote(candidate, row, mode))
        }
      }
    }
    return { ...table, rows }
  })
}

function withModeNote(row: Row, none: Row, mode: ValidationMode): Row {
  if (row.ratio === null || none.ratio === null || row.ratioTo !== none.ratioTo) return row
  return withNote(row, `'${mode}' / 'none': ${formatRatio(row.ratio / none.ratio)}`)
}
