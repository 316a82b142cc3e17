import { GameEngine, ReplayEngine, compareStates } from '@decklet/core'
import { createUnoPlugin } from '@decklet/plugin-uno'
import { Command, InvalidArgumentError } from 'commander'
import { playOut, simpleBot } from './bots'
import { narrate } from './narrate'

// `pnpm start -- 42` passes its `--` on: dropped, so that options after it are still read as options.
const program = new Command('example-uno')
  .description('A UNO match to 500 between four bots, printed as a spectator sees it, then replayed from its record.')
  .argument('[seed]', 'the seed of the match, an integer', integer, 2026)
  .showHelpAfterError()
  .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2))
  .parse(process.argv[2] === '--' ? [...process.argv.slice(0, 2), ...process.argv.slice(3)] : process.argv)
const seed = program.processedArgs[0] as number

function integer(text: string): number {
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) throw new InvalidArgumentError('Expected an integer.')
  return Number(text)
}

const names: Record<string, string> = { p1: 'Alice', p2: 'Bob', p3: 'Carol', p4: 'Dave' }
const plugin = createUnoPlugin()
const engine = new GameEngine({ seed }).use(plugin)
engine.subscribeAll((event) => {
  const line = narrate(event, names)
  if (line !== null) console.log(line)
}, { viewer: null })
console.log(`UNO: a match to 500 between four bots (seed ${seed})`)
engine.createGame({ players: Object.entries(names).map(([id, name]) => ({ id, name })) }).start()
const moves = playOut(engine, simpleBot, seed)
console.log(`${moves} moves`)

const record = JSON.parse(JSON.stringify(engine.exportRecord()))
const replayed = ReplayEngine.replayRecord(record, [plugin])
console.log(`replayed from its JSON record: ${compareStates(replayed.state, engine.getState()).equal ? 'identical state' : 'DIFFERENT'}`)
