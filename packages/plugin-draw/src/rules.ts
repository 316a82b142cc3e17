import { ok, playerHandZoneId, type Rule } from '@decklet/core'
import { DRAW_CARD, type DrawCardPayload } from './actions'
import { DrawDeny } from './denyCodes'
import { availableCards, DEFAULT_DRAW_ZONE_ID } from './state'

const { codes, deny } = DrawDeny

/**
 * A draw names a player of the game and a count the source can satisfy in full; a player draws only for
 * themselves, never from their own hand.
 * @internal
 */
export const drawRule: Rule = {
  id: 'draw.valid-draw',
  name: 'A draw names a player and a count the source can satisfy',
  appliesTo: [DRAW_CARD],
  validate({ state, action }) {
    const p = action.payload as Partial<DrawCardPayload> | undefined
    const playerId = p?.playerId ?? action.playerId
    if (typeof playerId !== 'string') return deny('a draw needs a player', codes.UNKNOWN_PLAYER)
    if (action.playerId !== undefined && p?.playerId !== undefined && action.playerId !== p.playerId) {
      return deny('a player can only draw for themselves', codes.INVALID_DRAW)
    }
    if (!Object.hasOwn(state.players, playerId)) return deny(`no player '${playerId}'`, codes.UNKNOWN_PLAYER)
    const count = p?.count ?? 1
    if (!Number.isInteger(count) || count < 1) return deny(`cannot draw ${String(count)} cards`, codes.INVALID_DRAW)
    const source = p?.fromZoneId ?? DEFAULT_DRAW_ZONE_ID
    if (typeof source !== 'string' || !Object.hasOwn(state.zones, source)) return deny(`no zone '${String(source)}' to draw from`, codes.UNKNOWN_ZONE)
    const hand = playerHandZoneId(playerId)
    if (!Object.hasOwn(state.zones, hand)) return deny(`player '${playerId}' has no hand zone`, codes.UNKNOWN_ZONE)
    // Drawing a hand into itself would move nothing yet report the same card drawn again and again.
    if (source === hand) return deny(`player '${playerId}' cannot draw from their own hand`, codes.INVALID_DRAW)
    const have = availableCards(state, source)
    if (have < count) return deny(`cannot draw ${count} from '${source}': only ${have} available`, codes.NOT_ENOUGH_CARDS)
    return ok()
  },
}
