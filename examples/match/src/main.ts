import { ReplayEngine, compareStates } from '@decklet/core'
import { Command, InvalidArgumentError } from 'commander'
import { MatchPlugin } from './matchPlugin'
import { playGame } from './playGame'

// `pnpm start -- 42` passes its `--` on: dropped, so that options after it are still read as options.
const program = new Command('example-match')
  .description('A game of Match between three bots, replayed from its JSON record.')
  .argument('[seed]', 'the seed of the game, an integer', integer, 123456)
  .showHelpAfterError()
  .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2))
  .parse(process.argv[2] === '--' ? [...process.argv.slice(0, 2), ...process.argv.slice(3)] : process.argv)
const seed = program.processedArgs[0] as number

function integer(text: string): number {
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) throw new InvalidArgumentError('Expected an integer.')
  return Number(text)
}

const names: Record<string, string> = { p1: 'Alice', p2: 'Bob', p3: 'Carol' }

console.log(`decklet demo: a game of Match between three bots (seed ${seed})\n`)
const engine = playGame(seed, (event) => {
  const who = event.playerId ? names[event.playerId] : ''
  if (event.type === 'DEALT') console.log(`dealt 5 cards each; first card on the pile: ${(event.payload as { firstCard: string }).firstCard}`)
  if (event.type === 'CARD_PLAYED') console.log(`${who} plays ${(event.payload as { cardId: string }).cardId}`)
  if (event.type === 'CARD_DRAWN') console.log(`${who} draws a card`)
})

const state = engine.getState()
console.log(`\nwinners: ${state.winnerIds.map((id) => names[id]).join(', ')} after ${engine.getHistory().length} moves`)

// Every game is a record: replaying it with the same plugins gives the identical state.
const record = JSON.parse(JSON.stringify(engine.exportRecord()))
const replayed = ReplayEngine.replayRecord(record, [MatchPlugin])
console.log(`replayed from its JSON record: ${compareStates(replayed.state, state).equal ? 'identical state' : 'DIFFERENT'}`)
engine.destroy()
