import { ok, type Rule } from '@decklet/core'
import { CONTINUE, PhasesActionTypes } from './actions'
import { PhasesDeny } from './denyCodes'
import type { ResolvedPhasesOptions } from './options'
import { getPhasesState, optionKey } from './state'

/**
 * `phases/CONTINUE` ends the open animation or pause point it names, while the game is played; the authority
 * sends it, not a player.
 * @internal
 */
export const continueRule: Rule = {
  id: 'phases.continue',
  name: 'CONTINUE ends the open animation or pause point it names',
  appliesTo: [CONTINUE],
  validate({ state, action }) {
    if (state.status !== 'playing') return PhasesDeny.deny(`the game is ${state.status}`, PhasesDeny.codes.GAME_NOT_PLAYING)
    if (action.playerId !== undefined) return PhasesDeny.deny('the authority continues the game, not a player', PhasesDeny.codes.NOT_A_PLAYER_ACTION)
    const waitId = (action.payload as { waitId?: unknown } | null)?.waitId
    if (typeof waitId !== 'string') return PhasesDeny.deny('CONTINUE needs the waitId it continues', PhasesDeny.codes.BAD_PAYLOAD)
    const wait = getPhasesState(state).wait
    if (wait === null || wait.kind === 'decision' || wait.id !== waitId) {
      return PhasesDeny.deny(`the wait ${JSON.stringify(waitId)} is not open${wait === null ? '' : ` (the open one is ${wait.id}, a ${wait.kind})`}`, PhasesDeny.codes.WAIT_NOT_OPEN)
    }
    return ok()
  },
}

/**
 * The internal loop actions run while the game is played; `phases/RUN` only once, before the loop started.
 * @internal
 */
export const loopRule: Rule = {
  id: 'phases.loop',
  name: 'The loop runs while the game is played, and starts once',
  appliesTo: [PhasesActionTypes.RUN, PhasesActionTypes.RESUME],
  validate({ state, action }) {
    if (state.status !== 'playing') return PhasesDeny.deny(`the game is ${state.status}`, PhasesDeny.codes.GAME_NOT_PLAYING)
    if (action.type === PhasesActionTypes.RUN && getPhasesState(state).stage !== 'idle') return PhasesDeny.deny('the round loop has started', PhasesDeny.codes.WRONG_PHASE)
    return ok()
  },
}

/**
 * A decision's answer comes from the player asked, and is one of the options, while the game is played.
 * @internal
 */
export function createDecisionRule(options: ResolvedPhasesOptions): Rule {
  return {
    id: 'phases.decision',
    name: 'A decision is answered by the player asked, with one of its options',
    appliesTo: [...options.decisions],
    validate({ state, action }) {
      if (state.status !== 'playing') return PhasesDeny.deny(`the game is ${state.status}`, PhasesDeny.codes.GAME_NOT_PLAYING)
      const wait = getPhasesState(state).wait
      if (wait?.kind !== 'decision') return PhasesDeny.deny('no decision is open', PhasesDeny.codes.WRONG_PHASE)
      if (action.playerId !== wait.playerId) return PhasesDeny.deny(`${wait.playerId} decides now`, PhasesDeny.codes.NOT_YOUR_TURN)
      const key = optionKey(action)
      if (!wait.options.some((option) => optionKey(option) === key)) return PhasesDeny.deny(`${action.type} with this payload is not one of the options`, PhasesDeny.codes.NOT_AN_OPTION)
      return ok()
    },
  }
}
