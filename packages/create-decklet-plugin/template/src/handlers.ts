import { playerHandZoneId, playerIdsBySeat, StateDraft, type ActionHandler, type EventHandler, type GameState } from '@decklet/core'
import { __PASCAL_NAME__ActionTypes, type PlayCardPayload } from './actions'
import { __PASCAL_NAME__Events, type CardPlayedPayload, type GameWonPayload, type RoundWonPayload } from './events'
import { enumeratePlays } from './legalActions'
import type { Resolved__PASCAL_NAME__Options } from './options'
import { __PASCAL_NAME__Variable, cardOf, DECK_ZONE_ID, DISCARD_ZONE_ID, TABLE_ZONE_ID, type Play } from './state'

/** The play that wins a round: the highest card of the suit led (the first play's suit). */
function roundWinner(state: GameState, plays: readonly Play[]): Play {
  const suit = cardOf(state, plays[0]!.cardId).suit
  let best = plays[0]!
  for (const play of plays) {
    const card = cardOf(state, play.cardId)
    if (card.suit === suit && card.rank > cardOf(state, best.cardId).rank) best = play
  }
  return best
}

/**
 * The `PLAY_CARD` handler of one plugin instance, with its own draft (core's `StateDraft`, reset for each
 * action): the card goes to the table and the next player is to play; after the last play of a round, its
 * winner scores and leads the next round, or, after the last round, the game is over.
 * @internal
 */
export function createPlayCardHandler(options: Resolved__PASCAL_NAME__Options): ActionHandler<'PLAY_CARD', PlayCardPayload> {
  const draft = new StateDraft()
  return {
    type: __PASCAL_NAME__ActionTypes.PLAY_CARD,
    execute(action, { state }) {
      const playerId = action.playerId!
      const { cardId } = action.payload
      const game = __PASCAL_NAME__Variable.require(state)
      const d = draft.reset(state)
      d.moveCard(cardId, playerHandZoneId(playerId), TABLE_ZONE_ID)
      const played: CardPlayedPayload = { playerId, cardId }
      d.emit({ type: __PASCAL_NAME__Events.CARD_PLAYED, playerId, payload: played })
      const plays = [...game.plays, { playerId, cardId }]
      const order = playerIdsBySeat(state)
      if (plays.length < order.length) {
        d.currentPlayerId = order[(order.indexOf(playerId) + 1) % order.length]!
        d.set(__PASCAL_NAME__Variable, { ...game, plays })
        return d.result()
      }
      // Everyone played: the round is scored and the table cleared.
      const winner = roundWinner(state, plays)
      const scores = { ...game.scores, [winner.playerId]: (game.scores[winner.playerId] ?? 0) + 1 }
      d.moveCards([...d.cards(TABLE_ZONE_ID)], TABLE_ZONE_ID, DISCARD_ZONE_ID)
      const won: RoundWonPayload = { round: game.round, playerId: winner.playerId, cardId: winner.cardId }
      d.emit({ type: __PASCAL_NAME__Events.ROUND_WON, playerId: winner.playerId, payload: won })
      if (game.round < options.rounds) {
        d.set(__PASCAL_NAME__Variable, { round: game.round + 1, plays: [], scores })
        d.currentPlayerId = winner.playerId
        return d.result()
      }
      d.set(__PASCAL_NAME__Variable, { round: game.round, plays: [], scores })
      const best = Math.max(...order.map((id) => scores[id] ?? 0))
      for (const id of order) if (scores[id] === best) d.addWinner(id)
      d.status = 'finished'
      d.currentPlayerId = null
      const over: GameWonPayload = { winnerIds: [...d.winnerIds], scores }
      d.emit({ type: __PASCAL_NAME__Events.GAME_WON, payload: over })
      return d.result()
    },
    enumerate: enumeratePlays,
  }
}

/**
 * On `GAME_STARTED`: the deck is shuffled with the engine's seeded random source, each player is dealt one
 * card per round (one at a time, in seat order), and the first player by seat leads the first round.
 * @internal
 */
export function createDealOnStart(options: Resolved__PASCAL_NAME__Options): EventHandler<'GAME_STARTED'> {
  return {
    type: 'GAME_STARTED',
    handle(_event, ctx) {
      const order = playerIdsBySeat(ctx.state)
      const deck = ctx.random.shuffle(ctx.state.zones[DECK_ZONE_ID]!.cards)
      ctx.update((state) => {
        const d = StateDraft.once(state)
        d.setZoneCards(DECK_ZONE_ID, deck)
        for (let round = 0; round < options.rounds; round++) {
          for (const id of order) d.moveTop(DECK_ZONE_ID, playerHandZoneId(id))
        }
        d.set(__PASCAL_NAME__Variable, { round: 1, plays: [], scores: Object.fromEntries(order.map((id) => [id, 0])) })
        d.currentPlayerId = order[0]!
        // The context bumps the version itself: build the state at the same version.
        return d.build(state.version)
      })
    },
  }
}
