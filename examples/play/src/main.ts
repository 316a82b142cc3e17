import { parsePlayArgs } from './args'
import { playLocal } from './localGame'
import { playRemote } from './remoteGame'

// The quit tests check that the process ended by itself, with nothing left running: `beforeExit` comes
// only when the event loop is empty, never after `process.exit`.
if (process.env.DECKLET_PLAY_REPORT_EXIT === '1') process.once('beforeExit', () => console.error('[play] the event loop is empty'))

const parsed = parsePlayArgs(process.argv.slice(2))
if (!parsed.ok) process.exitCode = parsed.exitCode
else if (parsed.args.connect !== undefined) await playRemote(parsed.args, parsed.args.connect)
else await playLocal(parsed.args)
