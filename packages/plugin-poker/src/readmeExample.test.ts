// The example of README.md, verbatim apart from the import path and the assertions at the end.
import { describe, expect, it } from 'vitest'
import { GameEngine, createAction, createZone, playerHandZoneId, stateUtils, type GamePlugin } from '@decklet/core'
import { STANDARD_DECK_ZONE_ID, StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { PokerRulesPlugin, evaluateHand, resolveShowdown } from './index'

describe('the README example', () => {
  it('evaluates hands, resolves a showdown with a side pot, and shows down in a game', () => {
    const logged: unknown[][] = []
    const console = { log: (...values: unknown[]) => logged.push(values) }

    // On its own: a hand evaluator.
    const hand = evaluateHand(['Ah', 'As', 'Kd', 'Qc', 'Jh', '3s', '2d'])
    console.log(hand.description, hand.rank, hand.best5) // Pair of Aces, K-Q-J kickers 4137 [ 'Ah', 'As', 'Kd', 'Qc', 'Jh' ]

    const showdown = resolveShowdown({
      board: ['Ah', 'Kd', '7c', '7s', '2d'],
      holes: [['As', 'Qc'], ['Ac', 'Qs'], ['Kh', 'Ks']],
      pots: [{ amount: 300 }, { amount: 101, eligible: [0, 1] }], // player 2 was all-in for the main pot
    })
    console.log(showdown.winners, showdown.payouts) // [ 2 ] [ 51, 50, 300 ]: 0 and 1 split the side pot, odd chip to 0

    // In a game: deal from the standard deck, then show down through the plugin's API.
    const HeadsUp: GamePlugin = {
      id: 'heads-up', name: 'Heads-up', version: '1.0.0',
      dependencies: { 'standard-deck': '^1.0.0', 'poker-rules': '^1.0.0' },
      setup(ctx) {
        if (!ctx.state.zones.board) ctx.addZone(createZone({ id: 'board', type: 'board' }))
        for (const id of Object.keys(ctx.state.players)) {
          if (!ctx.state.zones[playerHandZoneId(id)]) ctx.addZone(createZone({ id: playerHandZoneId(id), type: 'hand', ownerId: id }))
        }
      },
      actions: [{
        type: 'DEAL', // two cards each, then five on the board
        execute(_action, { state }) {
          const deck = state.zones[STANDARD_DECK_ZONE_ID]!.cards
          const hands = Object.keys(state.players).flatMap((id) => [playerHandZoneId(id), playerHandZoneId(id)])
          let next = state
          ;[...hands, 'board', 'board', 'board', 'board', 'board'].forEach((zone, i) => {
            next = stateUtils.moveCard(next, deck.at(-1 - i)!, STANDARD_DECK_ZONE_ID, zone)
          })
          return { state: next, events: [{ type: 'DEALT' }] }
        },
      }],
      events: [
        { type: 'GAME_STARTED', handle: (_event, ctx) => void ctx.dispatch(createAction({ type: 'DEAL' })) },
        {
          type: 'DEALT',
          handle(_event, ctx) {
            const poker = ctx.plugin('poker-rules') // typed: PokerRulesApi
            const ids = Object.keys(ctx.state.players)
            const result = poker.resolveShowdown({
              board: ctx.getZone('board').cards, // standard-deck ids such as 'std-hearts-10'
              holes: ids.map((id) => ctx.getZone(playerHandZoneId(id)).cards),
            })
            ctx.setVariable('hands', result.hands.map((h) => h.description)) // JSON data only
            for (const winner of result.winners) ctx.addWinner(ids[winner]!)
            ctx.setStatus('finished')
          },
        },
      ],
    }

    const engine = new GameEngine({ seed: 7 }).use(StandardDeckPlugin).use(PokerRulesPlugin).use(HeadsUp)
    engine.createGame({ players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }] }).start()
    console.log(engine.getState().variables.hands, engine.getState().winnerIds) // [ 'Ace high, K-Q-T-8 kickers', 'Straight, Ace high' ] [ 'bob' ]

    expect(logged.slice(0, 2)).toEqual([
      ['Pair of Aces, K-Q-J kickers', 4137, ['Ah', 'As', 'Kd', 'Qc', 'Jh']],
      [[2], [51, 50, 300]],
    ])
    expect(logged[2]).toEqual([['Ace high, K-Q-T-8 kickers', 'Straight, Ace high'], ['bob']])
  })
})
