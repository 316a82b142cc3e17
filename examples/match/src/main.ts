import { ReplayEngine, compareStates } from '@decklet/core'
import { MatchPlugin } from './matchPlugin'
import { playGame } from './playGame'

const seed = Number(process.argv[2] ?? 123456)
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
