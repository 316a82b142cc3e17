import { CommonDenyCodes, ok, type Action, type GameState, type Rule } from '@decklet/core'
import { EstatesActionTypes, type OfferPayload } from './actions'
import { propertyAt } from './board'
import { EstatesDeny } from './denyCodes'
import { EstatesVariable } from './state'

/**
 * A purchase is of the unowned property the buyer stands on, and they can pay for it. The phases plugin
 * already refuses an answer that is not one of the options offered; this rule says why a `BUY` is wrong in
 * the game's own terms, for any caller (`validate`, a bot, a test).
 * @internal
 */
export const buyRule: Rule = {
  id: 'estates.buy',
  name: 'A player buys the unowned property they stand on, with the cash for it',
  appliesTo: [EstatesActionTypes.BUY],
  validate({ state, action }) {
    return buyVerdict(state, action as Action<string, OfferPayload>)
  },
}

function buyVerdict(state: GameState, action: Action<string, OfferPayload>) {
  const estates = EstatesVariable.get(state)
  const square = (action.payload as Partial<OfferPayload> | undefined)?.square
  const playerId = action.playerId
  if (estates === undefined || state.status !== 'playing') return EstatesDeny.deny('the game is not being played', CommonDenyCodes.GAME_NOT_PLAYING)
  if (typeof square !== 'number' || playerId === undefined) return EstatesDeny.deny('a purchase names its square and its buyer', CommonDenyCodes.BAD_PAYLOAD)
  const property = propertyAt(square)
  if (property === null) return EstatesDeny.deny(`square ${square} is not a property`, EstatesDeny.codes.NOT_FOR_SALE)
  if (estates.owners[String(square)] !== undefined) return EstatesDeny.deny(`${property.name} is already owned`, EstatesDeny.codes.NOT_FOR_SALE)
  if (estates.positions[playerId] !== square) return EstatesDeny.deny(`you are not on ${property.name}`, EstatesDeny.codes.NOT_FOR_SALE)
  if ((estates.cash[playerId] ?? 0) < property.price) return EstatesDeny.deny(`${property.name} costs ${property.price}`, EstatesDeny.codes.CANNOT_AFFORD)
  return ok()
}
