// The example of README.md, verbatim apart from the import path and the assertions at the end.
import { describe, expect, it } from 'vitest'
import { GameEngine, SeededRandomProvider, createAction } from '@decklet/core'
import { chooseLegalAction, classify, createDoudizhuPlugins, getDoudizhuState, legalMoves } from './index'

describe('the README example', () => {
  it('classifies, lists legal moves and plays a deal between random bots', () => {
    const logged: unknown[][] = []
    const console = { log: (...values: unknown[]) => logged.push(values) }

    // The pure rules: ranks '3' … '10', 'J', 'Q', 'K', 'A', '2', 'BJ', 'RJ'
    console.log(classify(['3', '3', '3', '4', '4', '4', '9', 'K'])?.kind) // plane_solo
    console.log(legalMoves(['3', '4', '4', '5', 'BJ', 'RJ'], ['3', '3'])) // [ [ '4', '4' ], [ 'BJ', 'RJ' ], [] ]

    // A deal between three random bots
    const engine = new GameEngine({ seed: 7 })
    for (const plugin of createDoudizhuPlugins()) engine.use(plugin)
    engine.createGame({ players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }, { id: 'cy', name: 'Cy' }] }).start()
    const rng = new SeededRandomProvider(1)
    while (engine.getState().status !== 'finished') {
      const playerId = engine.getState().currentPlayerId!
      engine.dispatch(createAction(chooseLegalAction(engine.getState(), playerId, (n) => rng.int(0, n - 1))!))
    }
    const [result] = getDoudizhuState(engine.getState()).results
    console.log(result!.landlordId, result!.winner, result!.payoffs)

    expect(logged[0]).toEqual(['plane_solo'])
    expect(logged[1]).toEqual([[['4', '4'], ['BJ', 'RJ'], []]])
    expect(engine.getState().status).toBe('finished')
    const [landlord, winner, payoffs] = logged[2] as [string, string, Record<string, number>]
    expect(['ann', 'bob', 'cy']).toContain(landlord)
    expect(['landlord', 'farmers']).toContain(winner)
    expect(Object.values(payoffs).reduce((a, b) => a + b, 0)).toBe(0)
  })
})
