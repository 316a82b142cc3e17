// The example of README.md, verbatim apart from the import paths, the captured console and the assertions at the end.
import { GameEngine, SeededRandomProvider, createCard, createZone, type GamePlugin } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { DrawPlugin, RESHUFFLE_FROM_VARIABLE, createDrawCardAction } from './index'

describe('the README example', () => {
  it('draws from the deck, reshuffles the discard pile under it, then refuses a draw nothing can cover', () => {
    const logged: string[] = []
    const console = { log: (...values: unknown[]) => logged.push(values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(' ')) }

    // Three cards in the deck (c3 on top), three on a discard pile (c6 on top) that refills the deck.
    const Cards: GamePlugin = {
      id: 'cards', name: 'Cards', version: '1.0.0',
      setup(ctx) {
        if (ctx.state.zones.deck) return
        ctx.addZone(createZone({ id: 'deck', type: 'deck', visibility: 'hidden' }))
        ctx.addZone(createZone({ id: 'discard', type: 'discard', visibility: 'public' }))
        for (let n = 1; n <= 6; n++) {
          ctx.addCard(createCard({ id: `c${n}`, type: 'number', value: n }))
          ctx.addCardToZone(`c${n}`, n <= 3 ? 'deck' : 'discard')
        }
        ctx.setVariable(RESHUFFLE_FROM_VARIABLE, 'discard')
      },
    }

    const engine = new GameEngine({ seed: 7 })
    engine.subscribeAll((e) => console.log(e.type, JSON.stringify(e.payload)))
    engine.use(Cards).use(DrawPlugin).createGame({ players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }] }).start()

    engine.dispatch(createDrawCardAction('p1', 2)) // c3 and c2, from the top of the deck
    engine.dispatch(createDrawCardAction('p2', 3)) // c1; then c4 and c5 are shuffled under it and drawn; c6 stays
    console.log(engine.dispatch(createDrawCardAction('p1', 1)).denyCode) // NOT_ENOUGH_CARDS
    console.log(engine.getState().zones['hand-p1']!.cards, engine.getState().zones.discard!.cards)

    const [first, second] = new SeededRandomProvider(7).shuffle(['c4', 'c5']).reverse() as [string, string]
    const drawn = (playerId: string, cardId: string) => `CARD_DRAWN ${JSON.stringify({ playerId, cardId, fromZoneId: 'deck' })}`
    expect(logged).toEqual([
      `GAME_CREATED ${JSON.stringify({ gameId: 'game' })}`,
      `GAME_STARTED ${JSON.stringify({ gameId: 'game' })}`,
      drawn('p1', 'c3'),
      drawn('p1', 'c2'),
      `DECK_RESHUFFLED ${JSON.stringify({ zoneId: 'deck', fromZoneId: 'discard', count: 2 })}`,
      drawn('p2', 'c1'),
      drawn('p2', first),
      drawn('p2', second),
      'NOT_ENOUGH_CARDS',
      '["c3","c2"] ["c6"]',
    ])
  })
})
