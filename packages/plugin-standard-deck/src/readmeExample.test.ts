// The example of README.md, verbatim apart from the import path and the assertions at the end.
import { describe, expect, it } from 'vitest'
import { GameEngine, createAction } from '@decklet/core'
import { STANDARD_DECK_ZONE_ID, StandardDeckPlugin, createStandardDeckPlugin } from './index'

describe('the README example', () => {
  it('shuffles a standard deck on start and shows its top card', () => {
    const logged: unknown[][] = []
    const console = { log: (...values: unknown[]) => logged.push(values) }

    const engine = new GameEngine({ seed: 42 })
    engine.subscribeAll((event) => console.log(event.type, event.payload))
    engine.use(StandardDeckPlugin).createGame({ players: [{ id: 'p1', name: 'Alice' }] }).start()
    // GAME_CREATED { gameId: 'game' }
    // GAME_STARTED { gameId: 'game' }
    // DECK_SHUFFLED { zoneId: 'deck', count: 52 }

    const state = engine.getState()
    const top = state.zones[STANDARD_DECK_ZONE_ID]!.cards.at(-1)! // the top of a zone is its last card
    console.log(state.cards[top])
    // { id: 'std-hearts-7', type: 'standard', suit: 'hearts', rank: '7', rankValue: 7, color: 'red', deck: 1 }

    console.log(engine.dispatch(createAction({ type: 'SHUFFLE' })).ok) // DECK_SHUFFLED …, then true: the game may shuffle again
    console.log(engine.dispatch(createAction({ type: 'SHUFFLE', playerId: 'p1' })).denyCode) // NOT_A_PLAYER_ACTION

    // Two decks with their jokers: 108 cards, ids of the second deck ending in -d2.
    const big = new GameEngine({ seed: 1 }).use(createStandardDeckPlugin({ jokers: true, decks: 2 }))
    big.createGame({ players: [{ id: 'p1', name: 'Alice' }] })
    console.log(big.getState().zones.deck!.cards.length) // 108

    expect(logged).toEqual([
      ['GAME_CREATED', { gameId: 'game' }],
      ['GAME_STARTED', { gameId: 'game' }],
      ['DECK_SHUFFLED', { zoneId: 'deck', count: 52 }],
      [{ id: 'std-hearts-7', type: 'standard', suit: 'hearts', rank: '7', rankValue: 7, color: 'red', deck: 1 }],
      ['DECK_SHUFFLED', { zoneId: 'deck', count: 52 }],
      [true],
      ['NOT_A_PLAYER_ACTION'],
      [108],
    ])
  })
})
