import { playerHandZoneId, playersBySeat, StateDraft, type ActionHandler, type EventHandler } from '@decklet/core'
import { createEndTurnAction } from '@decklet/plugin-turn'
import { PLAY_CARD, type PlayCardPayload } from './actions'
import type { CardPlayedPayload, GameWonPayload } from './events'
import { enumeratePlays } from './legalActions'
import { SIMPLE_GAME_HAND_SIZE, SIMPLE_GAME_TABLE_ZONE_ID } from './state'

/**
 * The `PLAY_CARD` handler of one plugin instance, with its own draft (see core's `StateDraft`): the cards
 * move, in the order given, to the end of the table.
 * @internal
 */
export function createPlayCardHandler(): ActionHandler<typeof PLAY_CARD, PlayCardPayload> {
  const draft = new StateDraft()
  return {
    type: PLAY_CARD,
    execute(action, { state }) {
      const playerId = action.playerId!
      const d = draft.reset(state)
      d.moveCards(action.payload.cardIds, playerHandZoneId(playerId), SIMPLE_GAME_TABLE_ZONE_ID)
      const played: CardPlayedPayload = { playerId, cardIds: action.payload.cardIds }
      d.emit({ type: 'CARD_PLAYED', playerId, payload: played })
      return d.result()
    },
    enumerate: enumeratePlays,
  }
}

/**
 * On `GAME_STARTED`: five cards to each player, in seat order, through the draw plugin.
 * @internal
 */
export const dealOnStart: EventHandler<'GAME_STARTED'> = {
  type: 'GAME_STARTED',
  handle(_event, ctx) {
    for (const player of playersBySeat(ctx.state)) ctx.drawCards(player.id, SIMPLE_GAME_HAND_SIZE)
  },
}

/**
 * On `CARD_PLAYED`: the turn passes (the turn plugin's `END_TURN`), or, when the hand is empty, the player
 * wins: `addWinner`, status `finished`, `GAME_WON`.
 * @internal
 */
export const passOrWin: EventHandler<'CARD_PLAYED', CardPlayedPayload> = {
  type: 'CARD_PLAYED',
  handle(event, ctx) {
    const playerId = event.playerId!
    if (ctx.getZone(playerHandZoneId(playerId)).cards.length > 0) {
      ctx.dispatch(createEndTurnAction(playerId))
      return
    }
    ctx.addWinner(playerId)
    ctx.setStatus('finished')
    const won: GameWonPayload = { winnerIds: ctx.state.winnerIds }
    ctx.emit({ type: 'GAME_WON', playerId, payload: won })
  },
}
