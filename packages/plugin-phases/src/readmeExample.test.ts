// The example of README.md, verbatim apart from the import path, the console and the assertions at the end.
import { describe, expect, it } from 'vitest'
import { GameEngine, stateUtils, type GameState } from '@decklet/core'
import { createPhasesPlugin, definePhase, defineStep } from './index'

describe('the README example', () => {
  it('plays a race to 10 squares with a choice on each roll and a storm shown before it blows a player back', () => {
    const logged: unknown[][] = []
    const console = { log: (...values: unknown[]) => logged.push(values) }

    const square = (state: GameState, id: string) => (state.players[id]!.square as number | undefined) ?? 0

    // Moves the round's current player; reaching square 10 wins.
    const move = defineStep<{ steps: number }>('move', {
      run(ctx) {
        const id = ctx.playerId!
        const to = Math.max(0, square(ctx.state, id) + ctx.params.steps)
        ctx.update((s) => stateUtils.updatePlayer(s, id, { square: to }))
        if (to >= 10) ctx.endGame([id])
      },
    })

    // Rolls a die: a 1 is a storm (shown first, then it blows the player 2 squares back); otherwise the player
    // chooses to move by the roll or to stay.
    const roll = defineStep('roll', {
      run(ctx) {
        const die = ctx.random.int(1, 6)
        if (die === 1) {
          ctx.nextTick({ kind: 'move', params: { steps: -2 } }) // the effect, which runs after the animation
          ctx.animate({ name: 'storm', data: { playerId: ctx.playerId } })
          return
        }
        const go = { type: 'MOVE', payload: { steps: die } }
        ctx.ask({ playerId: ctx.playerId!, options: [go, { type: 'STAY' }], defaultAction: go })
      },
      answer(ctx, action) {
        if (action.type === 'MOVE') ctx.nextTick({ kind: 'move', params: action.payload as { steps: number } })
      },
    })

    const engine = new GameEngine({ seed: 7 })
    engine.subscribe('RoundTurn', (e) => console.log(`round ${e.payload.round}, turn ${e.payload.turn}: ${e.payload.playerId}`))
    engine
      .use(createPhasesPlugin({ steps: [roll, move], phases: { player: definePhase('turn', ['roll']) }, decisions: ['MOVE', 'STAY'] }))
      .createGame({ players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }] })
      .start()

    // What a session does: run the game's pending work (after its animation), else ask the player who decides.
    while (engine.getState().status === 'playing') {
      const pending = engine.getPending()
      if (pending !== null) {
        if (pending.animation) console.log(`(${pending.animation.name})`)
        engine.dispatch(pending.action)
        continue
      }
      const [player] = engine.getActors()
      engine.dispatch(engine.getLegalActions(player!)[0]!) // a bot that always moves
    }
    console.log(engine.getState().winnerIds)

    expect(logged).toEqual([
      ['round 1, turn 1: ann'],
      ['(storm)'],
      ['round 1, turn 2: bob'],
      ['(storm)'],
      ['round 2, turn 3: ann'],
      ['round 2, turn 4: bob'],
      ['round 3, turn 5: ann'],
      [['ann']],
    ])
    expect(square(engine.getState(), 'ann')).toBeGreaterThanOrEqual(10)
    expect(square(engine.getState(), 'bob')).toBeLessThan(10)
    // Every step a session took is an ordinary recorded action: two CONTINUEs and three answers.
    expect(engine.getHistory().map((r) => r.action.type)).toEqual(['phases/CONTINUE', 'phases/CONTINUE', 'MOVE', 'MOVE', 'MOVE'])
  })
})
