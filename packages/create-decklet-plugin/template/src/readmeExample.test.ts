// The example of README.md, verbatim apart from the import path, the captured console and the assertions at the end.
import { GameEngine } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { __PASCAL_NAME__Events, __PASCAL_NAME__Variable, create__PASCAL_NAME__Plugin } from './index'

describe('the README example', () => {
  it('refuses a play out of turn, then plays three rounds of default actions to the end', () => {
    const logged: string[] = []
    const console = { log: (...values: unknown[]) => logged.push(values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(' ')) }

    const engine = new GameEngine({ seed: 7 }).use(create__PASCAL_NAME__Plugin({ rounds: 3 }))
    engine.subscribe(__PASCAL_NAME__Events.ROUND_WON, (e) => console.log(`round ${e.payload.round}: ${e.payload.playerId} with ${e.payload.cardId}`))
    engine.createGame({ players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }] }).start()

    const bobsCard = engine.getState().zones['hand-bob']!.cards[0]!
    console.log(engine.dispatch({ type: 'PLAY_CARD', playerId: 'bob', payload: { cardId: bobsCard } }).denyCode) // NOT_YOUR_TURN: Ann leads

    // Everyone plays their default action (the lowest card they may play) until the game is over.
    while (engine.getState().status === 'playing') {
      const [player] = engine.getActors()
      engine.dispatch(engine.getDefaultAction(player!)!)
    }
    console.log(engine.getState().winnerIds, __PASCAL_NAME__Variable.get(engine.getState())!.scores)

    expect(logged[0]).toBe('NOT_YOUR_TURN')
    expect(logged.slice(1, 4)).toEqual([1, 2, 3].map((round) => expect.stringMatching(new RegExp(`^round ${round}: (ann|bob) with __PLUGIN_ID__-[a-z]+-\\d+$`))))
    const scores = __PASCAL_NAME__Variable.get(engine.getState())!.scores
    expect(scores.ann! + scores.bob!).toBe(3)
    expect(logged[4]).toBe(`${JSON.stringify(engine.getState().winnerIds)} ${JSON.stringify(scores)}`)
    expect(logged).toHaveLength(5)
  })
})
