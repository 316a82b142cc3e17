// A 4-player game on a 52-card deck, with a no-op action and a one-card move, for the benchmarks.
import { GameEngine, createCard, createZone, playerHandZoneId, stateUtils } from '../dist/index.js'

const SUITS = ['clubs', 'diamonds', 'hearts', 'spades']
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']

export const BenchPlugin = {
  id: 'bench',
  name: 'Bench',
  version: '1.0.0',
  setup(ctx) {
    ctx.addZone(createZone({ id: 'deck', type: 'deck' }))
    ctx.addZone(createZone({ id: 'discard', type: 'discard' }))
    for (const player of Object.values(ctx.state.players)) {
      ctx.addZone(createZone({ id: playerHandZoneId(player.id), type: 'hand', ownerId: player.id }))
    }
    for (const suit of SUITS) {
      for (const rank of RANKS) {
        const id = `std-${suit}-${rank}`
        ctx.addCard(createCard({ id, type: 'standard', suit, rank }))
        ctx.addCardToZone(id, 'deck')
      }
    }
  },
  actions: [
    { type: 'NOOP', execute: (_action, ctx) => ({ state: ctx.state }) },
    {
      // Moves the top card of one zone to the other, back and forth, so the zones never run dry.
      type: 'MOVE',
      execute(_action, ctx) {
        const { deck, discard } = ctx.state.zones
        const [from, to] = deck.cards.length > 0 ? [deck, discard] : [discard, deck]
        return { state: stateUtils.moveCard(ctx.state, from.cards[from.cards.length - 1], from.id, to.id) }
      },
    },
  ],
}

export function createBenchEngine(validationMode) {
  let now = 0
  const engine = new GameEngine({ seed: 1, validationMode, clock: () => ++now })
  engine.use(BenchPlugin).createGame({
    players: ['p1', 'p2', 'p3', 'p4'].map((id) => ({ id, name: id })),
  })
  engine.start()
  return engine
}
