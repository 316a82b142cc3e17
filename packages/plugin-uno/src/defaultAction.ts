import { UnoActionTypes, type UnoActionInit, type UnoActionType } from './actions'

// A player who lets the clock run out (a runtime's timeout) takes the cautious move: accept a pending penalty,
// pass after drawing, otherwise draw; a first-card Wild's colour falls back to the first legal colour.
const CAUTIOUS: readonly UnoActionType[] = [UnoActionTypes.ACCEPT, UnoActionTypes.PASS, UnoActionTypes.DRAW, UnoActionTypes.CHOOSE_COLOR]

/**
 * UNO's default action among `legal` (a player's legal actions, as `getLegalActions` lists them): the first
 * action of the first type of ACCEPT, PASS, DRAW, CHOOSE_COLOR the list holds, or `null`. Chosen by type,
 * never by position. @internal
 */
export function unoDefaultAction(legal: readonly UnoActionInit[]): UnoActionInit | null {
  for (const type of CAUTIOUS) {
    const action = legal.find((a) => a.type === type)
    if (action !== undefined) return action
  }
  return null
}
