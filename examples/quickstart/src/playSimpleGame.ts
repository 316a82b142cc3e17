import {
  GameEngine, StandardDeckPlugin, TurnPlugin, DrawPlugin, SimpleGamePlugin,
  createSimplePlayCardAction, playerHandZoneId, type GameConfigInit
} from 'decklet'

/** The spec's example as a function: plays the simple game with `players` to the end. */
export function playSimpleGame(seed: number, players = 2, config: GameConfigInit = {}): GameEngine {
  const engine = new GameEngine({ seed, ...config })
  engine
    .use(StandardDeckPlugin)
    .use(TurnPlugin)
    .use(DrawPlugin)
    .use(SimpleGamePlugin)
    .createGame({ players: Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` })) })
    .start()
  while (engine.getState().status === 'playing') {
    const id = engine.getState().currentPlayerId!
    const hand = engine.getState().zones[playerHandZoneId(id)]!
    engine.dispatch(createSimplePlayCardAction(id, [hand.cards[0]]))
  }
  return engine
}
