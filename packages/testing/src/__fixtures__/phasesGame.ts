/**
 * A small board game on @decklet/plugin-phases for the drivers' tests of pending work: each turn, after a pause
 * point before the player (`yieldBetweenPlayers`), a die is rolled; a 1 is a storm, animated before its effect
 * (lose 2 coins); otherwise the player chooses to CASH the roll (gain that many coins) or PASS (the default).
 * The first to 12 coins wins. Nobody has a legal action at a pause point or during an animation: only pending
 * work moves the game on there.
 */
import { stateUtils, type GamePlugin, type GameState } from '@decklet/core'
import { createPhasesPlugin, definePhase, defineStep } from '@decklet/plugin-phases'

const coins = (state: GameState, id: string) => (state.players[id]!.coins as number | undefined) ?? 0

/** The game's plugins; `brokenStorm` makes the storm's effect break the state (a bug only pending work reaches). */
export function createCoinRacePlugins(options: { brokenStorm?: boolean } = {}): GamePlugin[] {
  const gain = defineStep<{ amount: number }>('gain', {
    run(ctx) {
      const id = ctx.playerId!
      const total = Math.max(0, coins(ctx.state, id) + ctx.params.amount)
      ctx.update((s) => stateUtils.updatePlayer(s, id, { coins: total }))
      if (options.brokenStorm === true && ctx.params.amount < 0) ctx.update((s) => stateUtils.setCurrentPlayer(s, 'nobody'))
      if (total >= 12) ctx.endGame([id])
    },
  })
  const roll = defineStep('roll', {
    run(ctx) {
      const die = ctx.random.int(1, 6)
      if (die === 1) {
        ctx.nextTick({ kind: 'gain', params: { amount: -2 } })
        ctx.animate({ name: 'storm' })
        return
      }
      ctx.ask({ playerId: ctx.playerId!, options: [{ type: 'CASH', payload: { amount: die } }, { type: 'PASS' }], defaultAction: { type: 'PASS' } })
    },
    answer(ctx, action) {
      if (action.type === 'CASH') ctx.nextTick({ kind: 'gain', params: action.payload as { amount: number } })
    },
  })
  return [createPhasesPlugin({ steps: [roll, gain], phases: { player: definePhase('turn', ['roll']) }, decisions: ['CASH', 'PASS'], yieldBetweenPlayers: true })]
}
