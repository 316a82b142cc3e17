// The child process of modeRuns.ts: measures one section with one validation mode and sends its tables back.
import './productionEnv'
import type { ChildMessage, ChildRequest } from './modeRuns'
import { SECTIONS } from './sections'

const send = (message: ChildMessage, then?: () => void) => process.send!(message, undefined, {}, then)
/** Sends the last message, then lets the process end (disconnecting before it is written would lose it). */
const last = (message: ChildMessage) => send(message, () => process.disconnect())

process.once('message', (request: ChildRequest) => {
  try {
    const section = SECTIONS[request.section]
    if (section === undefined) throw new Error(`no section '${request.section}'`)
    const tables = section.tables({ ...request.options, onStep: () => send({ kind: 'step' }) }, [request.mode])
    last({ kind: 'tables', tables })
  } catch (e) {
    process.exitCode = 1
    last({ kind: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) })
  }
})
