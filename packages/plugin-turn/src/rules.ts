import { ok, type Rule } from '@decklet/core'
import { END_TURN } from './actions'
import { TurnDeny } from './denyCodes'

/**
 * `END_TURN` is the current player's, while the game is played.
 * @internal
 */
export const endTurnRule: Rule = {
  id: 'turn.end-turn',
  name: 'Only the current player ends their turn, while the game is played',
  appliesTo: [END_TURN],
  validate({ state, action }) {
    if (state.status !== 'playing') return TurnDeny.deny(`the game is ${state.status}`, TurnDeny.codes.GAME_NOT_PLAYING)
    if (action.playerId === undefined || action.playerId !== state.currentPlayerId) return TurnDeny.deny('not your turn', TurnDeny.codes.NOT_YOUR_TURN)
    return ok()
  },
}
