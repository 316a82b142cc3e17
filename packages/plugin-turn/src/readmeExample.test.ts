// The example of README.md, verbatim apart from the import path and the assertions at the end.
import { describe, expect, it } from 'vitest'
import { GameEngine, createAction, type GamePlugin } from '@decklet/core'
import { TurnPlugin, TurnVariables, createEndTurnAction, getDirection, type TurnEventPayload } from './index'

describe('the README example', () => {
  it('plays turns around seats 3, 7 and 10 with a reverse and a skip card', () => {
    const logged: unknown[][] = []
    const console = { log: (...values: unknown[]) => logged.push(values) }

    // A game plugin with two special cards: 'reverse' flips the direction, 'skip' makes the next player lose a turn.
    const Cards: GamePlugin = {
      id: 'cards', name: 'Cards', version: '1.0.0',
      actions: [{
        type: 'PLAY',
        execute: ({ playerId, payload }, { state }) => ({ state, events: [{ type: 'PLAYED', playerId, payload }] }),
      }],
      events: [{
        type: 'PLAYED',
        handle(event, ctx) {
          const { card } = event.payload as { card: string }
          if (card === 'reverse') ctx.update((s) => TurnVariables.direction.set(s, getDirection(s) === 1 ? -1 : 1))
          if (card === 'skip') ctx.update((s) => TurnVariables.skip.set(s, 1))
          ctx.dispatch(createEndTurnAction(event.playerId!)) // playing a card ends the turn
        },
      }],
    }

    const engine = new GameEngine({ seed: 1 })
    engine.subscribe('TURN_STARTED', (event) => {
      const { playerId, turn } = event.payload as TurnEventPayload
      console.log(`turn ${turn}: ${playerId}`)
    })
    engine.use(TurnPlugin).use(Cards).createGame({
      players: [
        { id: 'ann', name: 'Ann', seat: 3 },
        { id: 'bob', name: 'Bob', seat: 7 },
        { id: 'cy', name: 'Cy', seat: 10 },
      ],
    }).start()                                                                          // turn 1: ann
    engine.dispatch(createEndTurnAction('ann'))                                         // turn 2: bob
    console.log(engine.dispatch(createEndTurnAction('ann')).denyCode)                   // NOT_YOUR_TURN
    engine.dispatch(createAction({ type: 'PLAY', playerId: 'bob', payload: { card: 'reverse' } })) // turn 3: ann
    engine.dispatch(createAction({ type: 'PLAY', playerId: 'ann', payload: { card: 'skip' } }))    // turn 4: bob (cy skipped)
    console.log(engine.getActors())             // [ 'bob' ]
    console.log(engine.getLegalActions('bob'))  // [ { id: '', type: 'END_TURN', payload: {}, playerId: 'bob' } ]
    console.log(engine.getLegalActions('ann'))  // []

    expect(logged).toEqual([
      ['turn 1: ann'],
      ['turn 2: bob'],
      ['NOT_YOUR_TURN'],
      ['turn 3: ann'],
      ['turn 4: bob'],
      [['bob']],
      [[{ id: '', type: 'END_TURN', payload: {}, playerId: 'bob' }]],
      [[]],
    ])
    expect(engine.getState().variables).toEqual({ direction: -1, 'turn.skip': 0 })
  })
})
