// The example of README.md, verbatim apart from the import path and the assertions at the end.
import { describe, expect, it } from 'vitest'
import { GameEngine } from '@decklet/core'
import { createUnoPlugin, createDrawAction, getUnoState } from './index'

describe('the README example', () => {
  it('plays a hand of UNO with the stacking house rule between three random players', () => {
    const logged: unknown[][] = []
    const console = { log: (...values: unknown[]) => logged.push(values) }

    const engine = new GameEngine({ seed: 6 }).use(createUnoPlugin({ stacking: 'same', scoring: 'single-hand' }))
    engine.createGame({ players: [{ id: 'ann', name: 'Ann' }, { id: 'bo', name: 'Bo' }, { id: 'cy', name: 'Cy' }] }).start()

    const first = engine.getState().currentPlayerId!
    console.log(engine.getLegalActions(first).map((a) => a.type)) // e.g. ['PLAY', 'PLAY', 'DRAW']
    console.log(engine.dispatch(createDrawAction(first === 'ann' ? 'bo' : 'ann')).denyCode) // 'NOT_YOUR_TURN'
    console.log(engine.getPlayerView('ann').zones['hand-bo']!.cards[0]) // 'hidden:hand-bo:0'

    // Random legal play to the end of the hand.
    let n = 0
    while (engine.getState().status === 'playing') {
      const legal = engine.getActors().flatMap((id) => engine.getLegalActions(id))
      engine.dispatch(legal[(n++ * 7919) % legal.length]!)
    }
    console.log(engine.getState().winnerIds, getUnoState(engine.getState()).lastHand!.points)

    expect(logged[0]![0]).toContain('DRAW')
    expect(logged[1]![0]).toBe('NOT_YOUR_TURN')
    expect(logged[2]![0]).toBe('hidden:hand-bo:0')
    expect(engine.getState().status).toBe('finished')
    expect(logged[3]![0]).toHaveLength(1)
  })
})
