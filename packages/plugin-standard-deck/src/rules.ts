import { ok, type Rule } from '@decklet/core'
import { SHUFFLE, type ShufflePayload } from './actions'
import { STANDARD_DECK_ZONE_ID } from './deck'
import { StandardDeckDeny } from './denyCodes'

/**
 * `SHUFFLE` is the game's (no `playerId`), of a zone that exists.
 * @internal
 */
export const shuffleRule: Rule = {
  id: 'standard-deck.shuffle',
  name: 'Only the game shuffles, and only an existing zone',
  appliesTo: [SHUFFLE],
  validate({ state, action }) {
    if (action.playerId !== undefined) return StandardDeckDeny.deny('players cannot shuffle; the game does', StandardDeckDeny.codes.NOT_A_PLAYER_ACTION)
    const zoneId = (action.payload as ShufflePayload | undefined)?.zoneId ?? STANDARD_DECK_ZONE_ID
    if (typeof zoneId !== 'string' || !Object.hasOwn(state.zones, zoneId)) return StandardDeckDeny.deny(`no zone '${String(zoneId)}' to shuffle`, StandardDeckDeny.codes.UNKNOWN_ZONE)
    return ok()
  },
}
