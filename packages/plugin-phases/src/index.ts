/**
 * @decklet/plugin-phases — phases of steps on a LIFO runtime stack, and spec 004's round loop, for board games
 * whose turn is a scripted sequence.
 * @packageDocumentation
 */
export { createPhasesPlugin, PHASES_PLUGIN_VERSION } from './phasesPlugin'
export { resolvePhasesOptions, lastPlayerStanding, CHECK_GAME_OVER_STEP } from './options'
export { GamePhase, definePhase } from './gamePhase'
export { defineStep } from './stepKind'
export { PhasesActionTypes, CONTINUE, createContinueAction } from './actions'
export { PhasesDeny } from './denyCodes'
export { PhasesError, PhasesErrorCodes } from './phasesError'
export { PhasesVariables, PHASES_VARIABLE, PHASES_STAGES, INITIAL_PHASES_STATE, getPhasesState, getWait } from './state'
export { checkPhasesState, PHASES_STATE_CHECK } from './stateCheck'
export { MAX_LOOP_PER_ACTION } from './runtimeStack'

export type { PhasesOptions, ResolvedPhasesOptions, PhaseSlots, PhaseUse, PhasesExtension, ResolvedPhase } from './options'
export type { PhasePosition } from './gamePhase'
export type { StepKind, StepDefinition, StepContext, StepInit, DecisionRequest, AnimationRequest } from './stepKind'
export type { PhasesActionType, ContinuePayload, ContinueAction, PhasesAction } from './actions'
export type { PhasesDenyCode } from './denyCodes'
export type { PhasesErrorCode } from './phasesError'
export type { PhasesState, PhasesStage, PhasesWait, DecisionWait, AnimationWait, ContinueWait, DecisionOption, StepEntry } from './state'
export type {
  GameRoundPayload,
  PlayerRoundPayload,
  PlayerRoundSkipPayload,
  RoundTurnPayload,
  PlayerEliminatedPayload,
  GameOverPayload,
  PhasesCommandPayload,
} from './events'
export type { PhasesPluginApi } from './api'
