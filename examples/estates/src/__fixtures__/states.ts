import { createGameState, createPlayer, type GameState } from '@decklet/core'
import { chanceIndices } from '../plugin/chance'
import { EstatesVariable, initialEstates, type EstatesState } from '../plugin/state'

/** A playing state of `players` (p1, p2, …) with the game's variable as `edit` makes it from the start. */
export function estatesState(players = 3, edit: (estates: EstatesState) => EstatesState = (e) => e): GameState {
  const ids = Array.from({ length: players }, (_, i) => `p${i + 1}`)
  const state = createGameState({
    gameId: 'g',
    status: 'playing',
    players: ids.map((id, seat) => createPlayer({ id, name: id, seat })),
    seed: 1,
  })
  return EstatesVariable.set(state, edit(initialEstates(ids, 1_500, { order: chanceIndices(), drawn: 0 })))
}
