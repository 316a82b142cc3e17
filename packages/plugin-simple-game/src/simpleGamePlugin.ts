import { version as packageVersion } from '../package.json'
import {
  createAction,
  createZone,
  deny,
  ok,
  playerHandZoneId,
  playersBySeat,
  stateUtils,
  type ActionHandler,
  type GamePlugin,
  type Rule,
} from '@decklet/core'
import { createEndTurnAction } from '@decklet/plugin-turn'

/** The action that plays cards from the current player's hand to the table. */
export const PLAY_CARD = 'PLAY_CARD'

/** Id of the zone played cards go to. */
export const SIMPLE_GAME_TABLE_ZONE_ID = 'table'

/** Cards dealt to each player when the game starts. */
export const SIMPLE_GAME_HAND_SIZE = 5

/** This package's version, which the plugin reports. */
export const SIMPLE_GAME_PLUGIN_VERSION: string = packageVersion

/** Payload of {@link PLAY_CARD}. */
export interface PlayCardPayload {
  cardIds: string[]
}

/**
 * Creates a `PLAY_CARD` action playing `cardIds` from `playerId`'s hand.
 *
 * @example
 * engine.dispatch(createSimplePlayCardAction('p1', [hand.cards[0]]))
 */
export function createSimplePlayCardAction(playerId: string, cardIds: readonly string[]) {
  return createAction<typeof PLAY_CARD, PlayCardPayload>({ type: PLAY_CARD, playerId, payload: { cardIds: [...cardIds] } })
}

const turnRule: Rule = {
  id: 'simple-game.turn',
  name: 'Only the current player plays, while the game is played',
  appliesTo: [PLAY_CARD],
  validate({ state, action }) {
    if (state.status !== 'playing') return deny(`the game is ${state.status}`, 'NOT_PLAYING')
    if (action.playerId === undefined || state.currentPlayerId !== action.playerId) return deny('not your turn', 'NOT_YOUR_TURN')
    return ok()
  },
}

const ownershipRule: Rule = {
  id: 'simple-game.ownership',
  name: 'Played cards are distinct cards from your hand',
  appliesTo: [PLAY_CARD],
  validate({ state, action }) {
    const cardIds = (action.payload as Partial<PlayCardPayload> | undefined)?.cardIds
    if (!Array.isArray(cardIds) || cardIds.length === 0) return deny('play at least one card', 'NO_CARDS')
    const hand = state.zones[playerHandZoneId(action.playerId!)]?.cards ?? []
    const seen = new Set<unknown>()
    for (const cardId of cardIds) {
      if (seen.has(cardId)) return deny(`card '${String(cardId)}' is listed twice`, 'DUPLICATE_CARD')
      seen.add(cardId)
      if (typeof cardId !== 'string' || !hand.includes(cardId)) return deny(`card '${String(cardId)}' is not in your hand`, 'CARD_NOT_IN_HAND')
    }
    return ok()
  },
}

const playCard: ActionHandler<typeof PLAY_CARD, PlayCardPayload> = {
  type: PLAY_CARD,
  execute(action, { state }) {
    const playerId = action.playerId!
    return {
      state: stateUtils.moveCards(state, action.payload.cardIds, playerHandZoneId(playerId), SIMPLE_GAME_TABLE_ZONE_ID),
      events: [{ type: 'CARD_PLAYED', playerId, payload: { playerId, cardIds: action.payload.cardIds } }],
    }
  },
  // One action per card in hand: playing several cards at once is legal too, but not enumerated.
  enumerate(state, playerId) {
    if (state.status !== 'playing' || state.currentPlayerId !== playerId) return []
    return (state.zones[playerHandZoneId(playerId)]?.cards ?? []).map((cardId) => ({
      type: PLAY_CARD,
      playerId,
      payload: { cardIds: [cardId] },
    }))
  },
}

/**
 * The simple game of the decklet spec: on `GAME_STARTED` each player is dealt
 * five cards (through the draw plugin); `PLAY_CARD` moves cards from the current
 * player's hand to the table; the first player whose hand is empty wins
 * (`addWinner`, status `finished`, a `GAME_WON` event), otherwise the turn passes
 * (`END_TURN` of the turn plugin). Needs the standard-deck, turn and draw plugins.
 */
export const SimpleGamePlugin: GamePlugin = {
  id: 'simple-game',
  name: 'Simple game',
  version: SIMPLE_GAME_PLUGIN_VERSION,
  dependencies: { 'standard-deck': '^1.0.0', turn: '^1.0.0', draw: '^1.0.0' },
  setup(ctx) {
    if (!ctx.state.zones[SIMPLE_GAME_TABLE_ZONE_ID]) ctx.addZone(createZone({ id: SIMPLE_GAME_TABLE_ZONE_ID, type: 'table', visibility: 'public' }))
  },
  // On a timeout the current player plays the first card of their hand.
  defaultAction(state, playerId) {
    const first = state.zones[playerHandZoneId(playerId)]?.cards[0]
    return first === undefined ? null : { type: PLAY_CARD, playerId, payload: { cardIds: [first] } }
  },
  rules: [turnRule, ownershipRule],
  actions: [playCard],
  events: [
    {
      type: 'GAME_STARTED',
      handle(_event, ctx) {
        for (const player of playersBySeat(ctx.state)) ctx.drawCards(player.id, SIMPLE_GAME_HAND_SIZE)
      },
    },
    {
      type: 'CARD_PLAYED',
      handle(event, ctx) {
        const playerId = event.playerId!
        if (ctx.getZone(playerHandZoneId(playerId)).cards.length > 0) {
          ctx.dispatch(createEndTurnAction(playerId))
          return
        }
        ctx.addWinner(playerId)
        ctx.setStatus('finished')
        ctx.emit({ type: 'GAME_WON', playerId, payload: { winnerIds: ctx.state.winnerIds } })
      },
    },
  ],
}
