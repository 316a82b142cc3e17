import type { ActionInit } from '@decklet/core'
import { createDeclineAction, EstatesActionTypes, type OfferPayload } from './actions'

/**
 * What a player who does not answer an offer in time does: they decline it (the property stays with the
 * bank). The offer's step gives this as the decision's default, which the session dispatches on a timeout.
 *
 * @example
 * offerDefault('p1', 7) // { type: 'estates/DECLINE', playerId: 'p1', payload: { square: 7 } }
 */
export function offerDefault(playerId: string, square: number): ActionInit<typeof EstatesActionTypes.DECLINE, OfferPayload> {
  return createDeclineAction(playerId, square)
}
