import { ok, playerHandZoneId, type GameState, type Rule } from '@decklet/core'
import { __PASCAL_NAME__ActionTypes, type PlayCardPayload } from './actions'
import { __PASCAL_NAME__Deny, type __PASCAL_NAME__DenyCode } from './denyCodes'
import { __PASCAL_NAME__Variable, leadSuit, playableCards } from './state'

const { codes, deny } = __PASCAL_NAME__Deny

/**
 * Why a `PLAY_CARD` is refused, or `null`: the checks in the order a player would ask them (is the game on,
 * who is asking, whose turn, which card).
 * @internal
 */
export function playDenial(state: GameState, playerId: string | undefined, payload: unknown): { code: __PASCAL_NAME__DenyCode; reason: string } | null {
  if (state.status !== 'playing' || !__PASCAL_NAME__Variable.has(state)) return { code: codes.GAME_NOT_PLAYING, reason: `the game is ${state.status}` }
  if (playerId === undefined || !Object.hasOwn(state.players, playerId)) return { code: codes.UNKNOWN_PLAYER, reason: 'no player of this game sent the action' }
  if (playerId !== state.currentPlayerId) return { code: codes.NOT_YOUR_TURN, reason: 'not your turn' }
  const cardId = (payload as Partial<PlayCardPayload> | undefined)?.cardId
  if (typeof cardId !== 'string') return { code: codes.BAD_PAYLOAD, reason: 'the action names no card (payload.cardId)' }
  const hand = state.zones[playerHandZoneId(playerId)]?.cards ?? []
  if (!hand.includes(cardId)) return { code: codes.CARD_NOT_IN_HAND, reason: `card '${cardId}' is not in your hand` }
  if (!playableCards(state, hand).includes(cardId)) return { code: codes.MUST_FOLLOW_SUIT, reason: `follow the suit led (${leadSuit(state)})` }
  return null
}

/**
 * `PLAY_CARD` is the current player's, with a card of their hand, of the suit led when they hold one.
 * @internal
 */
export const playRule: Rule = {
  id: '__PLUGIN_ID__.play',
  name: 'The current player plays a card of their hand, following the suit led when they can',
  appliesTo: [__PASCAL_NAME__ActionTypes.PLAY_CARD],
  validate({ state, action }) {
    const denial = playDenial(state, action.playerId, action.payload)
    return denial === null ? ok() : deny(denial.reason, denial.code)
  },
}
