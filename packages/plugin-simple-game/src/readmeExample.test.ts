// The example of README.md, verbatim apart from the import path of this package, the captured console and the assertions at the end.
import { GameEngine, playerHandZoneId } from '@decklet/core'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { TurnPlugin } from '@decklet/plugin-turn'
import { DrawPlugin } from '@decklet/plugin-draw'
import { describe, expect, it } from 'vitest'
import { SimpleGamePlugin, createSimplePlayCardAction } from './index'

describe('the README example', () => {
  it('refuses an out-of-turn play, plays two cards at once, then plays listed actions until p1 wins', () => {
    const logged: unknown[][] = []
    const console = { log: (...values: unknown[]) => logged.push(values) }

    const engine = new GameEngine({ seed: 123456 })
    engine.subscribe('GAME_WON', (e) => console.log('GAME_WON', e.payload))

    engine
      .use(StandardDeckPlugin) // register the dependencies first: the deck is shuffled before the deal
      .use(TurnPlugin)
      .use(DrawPlugin)
      .use(SimpleGamePlugin)
      .createGame({ players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }] })
      .start() // shuffle, then five cards each; p1 (the lowest seat) plays first

    const hand = (id: string) => engine.getState().zones[playerHandZoneId(id)]!.cards
    console.log(engine.dispatch(createSimplePlayCardAction('p2', [hand('p2')[0]!])).denyCode) // NOT_YOUR_TURN
    engine.dispatch(createSimplePlayCardAction('p1', hand('p1').slice(0, 2))) // two cards at once; the turn passes to p2

    while (engine.getState().status === 'playing') {
      const id = engine.getState().currentPlayerId!
      const play = engine.getLegalActions(id).find((a) => a.type === 'PLAY_CARD')! // one PLAY_CARD per card in hand
      engine.dispatch(play)
    }
    console.log(engine.getState().winnerIds, engine.getState().zones.table!.cards.length)

    expect(logged).toEqual([['NOT_YOUR_TURN'], ['GAME_WON', { winnerIds: ['p1'] }], [['p1'], 8]])
    expect(engine.getHistory().map((r) => r.action.playerId)).toEqual(['p1', 'p2', 'p1', 'p2', 'p1', 'p2', 'p1'])
  })
})
