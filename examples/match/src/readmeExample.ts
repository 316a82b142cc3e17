// The plugin example of the repository README, kept here so CI runs it.
import { GameEngine, createAction, deny, ok, stateUtils, type ActionHandler, type GamePlugin } from '@decklet/core'

// Each player in turn adds 1–3 to a shared counter; whoever reaches 10 wins.
const add: ActionHandler<'ADD', { amount: number }> = {
  type: 'ADD',
  execute({ payload, playerId }, { state }) {
    const total = (state.variables.total as number) + payload.amount
    const ids = Object.keys(state.players)
    let next = stateUtils.setVariable(state, 'total', total)
    next = stateUtils.setCurrentPlayer(next, ids[(ids.indexOf(playerId!) + 1) % ids.length]!)
    if (total >= 10) next = stateUtils.setStatus(stateUtils.addWinner(next, playerId!), 'finished')
    return { state: next, events: [{ type: 'ADDED', playerId, payload: { total } }] }
  },
}

export const CounterPlugin: GamePlugin = {
  id: 'counter', name: 'Counter', version: '1.0.0',
  setup: (ctx) => ctx.setVariable('total', 0),
  rules: [{
    id: 'counter.turn-and-amount', name: 'Your turn, 1 to 3', appliesTo: ['ADD'],
    validate: ({ state, action }) =>
      action.playerId !== state.currentPlayerId ? deny('not your turn', 'NOT_YOUR_TURN')
      : ![1, 2, 3].includes((action.payload as { amount: number }).amount) ? deny('add 1, 2 or 3', 'BAD_AMOUNT')
      : ok(),
  }],
  actions: [add],
  events: [{ type: 'GAME_STARTED', handle: (_e, ctx) => ctx.setCurrentPlayer('alice') }],
}

export function runReadmeExample(): string[] {
  const engine = new GameEngine({ seed: 1 }).use(CounterPlugin)
  engine.createGame({ players: [{ id: 'alice', name: 'Alice' }, { id: 'bob', name: 'Bob' }] }).start()
  const log: string[] = []
  engine.subscribe('ADDED', (e) => log.push(`${e.playerId} → ${(e.payload as { total: number }).total}`))
  console.log(engine.dispatch(createAction({ type: 'ADD', playerId: 'bob', payload: { amount: 2 } })).denyCode) // NOT_YOUR_TURN
  while (engine.getState().status === 'playing') {
    engine.dispatch(createAction({ type: 'ADD', playerId: engine.getState().currentPlayerId!, payload: { amount: 3 } }))
  }
  log.push(`winner: ${engine.getState().winnerIds[0]}`)
  return log
}
