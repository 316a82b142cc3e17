import type { ActionInit, WithVariables } from '@decklet/core'
import { getWait } from '@decklet/plugin-phases'
import { createBuyAction, createDeclineAction, EstatesActionTypes } from './actions'
import { propertyAt } from './board'

/**
 * The answers to an offer of the property on `square`: buy it or decline it. They are the player's only
 * legal actions while the offer is open (the phases plugin's decision), and the only decisions of the game.
 *
 * @example
 * offerOptions('p1', 7).map((a) => a.type) // ['estates/BUY', 'estates/DECLINE']
 */
export function offerOptions(playerId: string, square: number): ActionInit[] {
  return [createBuyAction(playerId, square), createDeclineAction(playerId, square)]
}

/** An open offer, as a screen or a bot reads it from a state or a view. */
export interface Offer {
  readonly playerId: string
  readonly square: number
  readonly name: string
  readonly price: number
}

/**
 * The offer the game waits on, or `null` (the phases plugin's open decision, when it is an offer).
 *
 * @example
 * const offer = currentOffer(engine.getPlayerView('p1'))
 */
export function currentOffer(source: WithVariables): Offer | null {
  const wait = getWait(source)
  if (wait === null || wait.kind !== 'decision') return null
  const buy = wait.options.find((option) => option.type === EstatesActionTypes.BUY)
  const square = (buy?.payload as { square?: unknown } | undefined)?.square
  const property = typeof square === 'number' ? propertyAt(square) : null
  if (property === null) return null
  return { playerId: wait.playerId, square: square as number, name: property.name, price: property.price }
}
