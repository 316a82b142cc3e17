// A tinypool worker for the reducer's side of the simulation: plays `count` UNO games from `firstSeed` on
// through the hand-made reducer, the same games as unoWorker.mjs plays on decklet (official rules to the first
// player out, 4 players, a bot that plays when it can, the bot seeded with the game's seed + 7). The reducer
// is TypeScript, so this thread loads it through tsx's scoped `tsImport` once, before the clock starts; the
// games then run compiled JavaScript.
import { tsImport } from 'tsx/esm/api'

const { OFFICIAL, reducerUnoPlayer } = await tsImport('../suites/unoGames.ts', import.meta.url)

export default function playGames({ firstSeed, count }) {
  const player = reducerUnoPlayer(OFFICIAL, firstSeed)
  let moves = 0
  for (let i = 0; i < count; i++) moves += player.play()
  return { games: count, moves }
}
