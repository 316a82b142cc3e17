// The complete example at the end of the decklet spec's game-lifecycle chapter, verbatim.
import {
  GameEngine, StandardDeckPlugin, TurnPlugin, DrawPlugin, SimpleGamePlugin,
  createSimplePlayCardAction, playerHandZoneId
} from 'decklet'

const engine = new GameEngine({ seed: 123456 })

engine.subscribeAll((e) => console.log(`[event] ${e.type}`))

engine
  .use(StandardDeckPlugin)
  .use(TurnPlugin)
  .use(DrawPlugin)
  .use(SimpleGamePlugin)
  .createGame({
    players: [
      { id: 'p1', name: 'Alice', seat: 1 },
      { id: 'p2', name: 'Bob', seat: 2 }
    ]
  })
  .start()  // 触发 GAME_STARTED → 洗牌 + 初始发牌

while (engine.getState().status === 'playing') {
  const id = engine.getState().currentPlayerId!
  const hand = engine.getState().zones[playerHandZoneId(id)]!
  if (hand.cards.length === 0) break
  engine.dispatch(createSimplePlayCardAction(id, [hand.cards[0]]))
}

console.log(`winners: ${engine.getState().winnerIds.join(', ')}`)
engine.destroy()
