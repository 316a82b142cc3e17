// A small game on the standard deck that shows down through the poker-rules API:
// the plugin tests play it.
import { createAction, createZone, playerHandZoneId, stateUtils, type GamePlugin } from '@decklet/core'
import { STANDARD_DECK_ZONE_ID } from '@decklet/plugin-standard-deck'

export const BOARD_ZONE_ID = 'board'

export const HeadsUpPlugin: GamePlugin = {
  id: 'heads-up',
  name: 'Heads-up showdown',
  version: '1.0.0',
  dependencies: { 'standard-deck': '^1.0.0', 'poker-rules': '^1.0.0' },
  setup(ctx) {
    if (!ctx.state.zones[BOARD_ZONE_ID]) ctx.addZone(createZone({ id: BOARD_ZONE_ID, type: 'board' }))
    for (const id of Object.keys(ctx.state.players)) {
      if (!ctx.state.zones[playerHandZoneId(id)]) ctx.addZone(createZone({ id: playerHandZoneId(id), type: 'hand', ownerId: id }))
    }
  },
  actions: [
    {
      type: 'DEAL',
      execute(_action, { state }) {
        const deck = state.zones[STANDARD_DECK_ZONE_ID]!.cards
        const hands = Object.keys(state.players).flatMap((id) => [playerHandZoneId(id), playerHandZoneId(id)])
        let next = state
        ;[...hands, ...Array<string>(5).fill(BOARD_ZONE_ID)].forEach((zone, i) => {
          next = stateUtils.moveCard(next, deck.at(-1 - i)!, STANDARD_DECK_ZONE_ID, zone)
        })
        return { state: next, events: [{ type: 'DEALT' }] }
      },
    },
  ],
  events: [
    { type: 'GAME_STARTED', handle: (_event, ctx) => void ctx.dispatch(createAction({ type: 'DEAL' })) },
    {
      type: 'DEALT',
      handle(_event, ctx) {
        const poker = ctx.plugin('poker-rules')
        const ids = Object.keys(ctx.state.players)
        const result = poker.resolveShowdown({
          board: ctx.getZone(BOARD_ZONE_ID).cards,
          holes: ids.map((id) => ctx.getZone(playerHandZoneId(id)).cards),
        })
        ctx.setVariable('hands', result.hands.map((hand) => ({ best5: hand.best5, description: hand.description })))
        for (const winner of result.winners) ctx.addWinner(ids[winner]!)
        ctx.setStatus('finished')
      },
    },
  ],
}
