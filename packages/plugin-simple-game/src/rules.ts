import { ok, playerHandZoneId, type Rule } from '@decklet/core'
import { PLAY_CARD, type PlayCardPayload } from './actions'
import { SimpleGameDeny } from './denyCodes'

const { codes, deny } = SimpleGameDeny

/**
 * `PLAY_CARD` is the current player's, while the game is played.
 * @internal
 */
export const turnRule: Rule = {
  id: 'simple-game.turn',
  name: 'Only the current player plays, while the game is played',
  appliesTo: [PLAY_CARD],
  validate({ state, action }) {
    if (state.status !== 'playing') return deny(`the game is ${state.status}`, codes.GAME_NOT_PLAYING)
    if (action.playerId === undefined || state.currentPlayerId !== action.playerId) return deny('not your turn', codes.NOT_YOUR_TURN)
    return ok()
  },
}

/**
 * The cards played are a list of distinct cards of the player's hand, at least one.
 * @internal
 */
export const ownershipRule: Rule = {
  id: 'simple-game.ownership',
  name: 'Played cards are distinct cards from your hand',
  appliesTo: [PLAY_CARD],
  validate({ state, action }) {
    const cardIds = (action.payload as Partial<PlayCardPayload> | undefined)?.cardIds
    if (!Array.isArray(cardIds)) return deny('cardIds must be a list of the cards to play', codes.BAD_PAYLOAD)
    if (cardIds.length === 0) return deny('play at least one card', codes.NO_CARDS)
    const hand = state.zones[playerHandZoneId(action.playerId!)]?.cards ?? []
    const seen = new Set<unknown>()
    for (const cardId of cardIds) {
      if (seen.has(cardId)) return deny(`card '${String(cardId)}' is listed twice`, codes.DUPLICATE_CARD)
      seen.add(cardId)
      if (typeof cardId !== 'string' || !hand.includes(cardId)) return deny(`card '${String(cardId)}' is not in your hand`, codes.CARD_NOT_IN_HAND)
    }
    return ok()
  },
}
