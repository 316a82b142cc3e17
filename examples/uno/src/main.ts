import { GameEngine, ReplayEngine, compareStates } from '@decklet/core'
import { createUnoPlugin } from '@decklet/plugin-uno'
import { playOut, simpleBot } from './bots'
import { narrate } from './narrate'

// A match to 500 between four bots, printed as a spectator sees it, then replayed from its record.
const seed = Number(process.argv[2] ?? 2026)
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
