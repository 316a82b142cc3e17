/**
 * @decklet/core — a deterministic, plugin-driven engine for turn-based card games.
 * @packageDocumentation
 */

export { GameEngine } from './engine/gameEngine'
export { DispatchCodes } from './engine/types'
export { MAX_PAYLOAD_DEPTH } from './engine/actionInput'
export { ACTION_DENIED } from './engine/tick'

export { ActionExecutor } from './actions/actionExecutor'
export { createAction, defineAction } from './actions/createAction'

export { RuleEngine } from './rules/ruleEngine'
export { ok, deny } from './rules/verdicts'
export { CommonDenyCodes, defineDenyCodes } from './rules/denyCodes'

export { EventBus } from './events/eventBus'
export { WILDCARD } from './events/types'

export { ActionHistory } from './history/actionHistory'

export { PluginManager } from './plugins/pluginManager'
export { pluginConfig } from './plugins/pluginConfig'
export { assertDependencies } from './plugins/dependencies'

export { StateValidator } from './validation/stateValidator'
export { BUILT_IN_INVARIANTS, InvariantScratch } from './validation/invariants'
export { checkGameStateShape } from './validation/stateShape'
export { compareStates } from './validation/compareStates'

export {
  BaseRandomProvider,
  MathRandomProvider,
  SeededRandomProvider,
  generateRandomSeed,
} from './random/randomProvider'

export { ReplayEngine } from './replay/replayEngine'
export { createPlayerView, canSeeCard, HIDDEN_CARD_TYPE } from './views/playerView'
export { findViewCard, getViewCards } from './views/viewCards'
export { packPlayerView, unpackPlayerView, isPackedZone } from './views/packedView'
export { placeholderId } from './views/hiddenCard'
export { scopeEvent } from './views/eventView'
export { EngineCache } from './views/engineCache'
export { GAME_RECORD_FORMAT_VERSION } from './replay/gameRecord'
export { canonicalJson, hashState } from './state/stateHash'
export { addProblem, describeForProblem, isRecordObject, isStringList, isWholeNumber } from './state/stateProblems'
export { GameZonesCheck, type GameZonesCheckOptions } from './state/zoneProblems'

export { GAME_STATUSES, GAME_STATE_FIELDS, ZONE_VISIBILITIES } from './state/types'
export { createPlayer, createCard, createZone, createGameState, playerHandZoneId } from './state/factories'
export { stateUtils } from './state/stateUtils'
export { StateDraft } from './state/draft/stateDraft'
export { produceState } from './state/draft/produceState'
export { copyRecord } from './state/copyRecord'
export { cloneJson, deepFreeze, findNonJson } from './state/json'

export { defineVariable } from './state/variables'
export { compareSeats, playersBySeat, playerIdsBySeat, playersInPlay } from './players/seatOrder'
export { OUT_STATUSES, isOut } from './players/outStatuses'
export { addModifier, removeModifier, getModifiers } from './modifiers/modifierState'
export { MODIFIER_EXPIRED } from './modifiers/decay'

export { DeckletError } from './errors/deckletError'
export {
  ActionQueueOverflowError,
  StateValidationError,
  EngineDestroyedError,
  DuplicatePluginError,
  DuplicateRuleError,
  DuplicateActionHandlerError,
  PluginDependencyError,
  InvalidPluginError,
  GameRecordError,
  NotFoundError,
  GameLifecycleError,
  InvalidArgumentError,
  InvalidOptionError,
} from './errors/errors'
export { DeckletErrorCodes, isDeckletErrorCode } from './errors/errorCodes'

export type { Dispatchable } from './engine/gameEngine'
export type {
  ValidationMode,
  GameConfigInit,
  GameConfig,
  CreateGamePlayerInit,
  CreateGameOptions,
  ForkOptions,
  ProcessedAction,
  DispatchResult,
  ValidateResult,
  GameSnapshot,
  GameRecordStart,
} from './engine/types'
export type { GameContext } from './engine/gameContext'
export type { Action, ActionInit, ActionInitOf, ActionContext, ActionResult, ActionHandler, ActionOf } from './actions/types'
export type { ActionOrigin, Rule, RuleContext, RuleResult } from './rules/types'
export type { CommonDenyCode, DeniedVerdict, DenyCodeSet } from './rules/denyCodes'
export type { GameEvent, EventInit, EventHandler, EventListener, Unsubscribe, DeckletEvents, DeckletEvent, RedactedEvent, ActionDeniedPayload } from './events/types'
export type { ActionRecord, ActionRecordInit } from './history/actionHistory'
export type { GamePlugin } from './plugins/types'
export type { PendingStep } from './engine/pending'
export type {
  Modifier,
  ModifierInit,
  ModifierKind,
  ModifierContextBase,
  ModifierBeforeContext,
  ModifierAfterContext,
  ModifierExpiredPayload,
  ModifierExpiryReason,
  ModifierList,
} from './modifiers/types'
export type { PluginApis } from './plugins/pluginApis'
export type { StateCheck, ValidationResult } from './validation/types'
export type { Invariant } from './validation/invariants'
export type { StateDifference, StateComparison, CompareStatesOptions } from './validation/compareStates'
export type { RandomProvider, RandomState } from './random/randomProvider'
export type { ReplayOptions, ReplayResult, ReplayHooks, ReplayRecordOptions, ReplayWarning } from './replay/replayEngine'
export type { PackedPlayerView, PackedZoneView } from './views/packedView'
export type { PlayerView, ZoneView, SubscribeOptions, ExportRecordOptions, ViewerRecord, ViewerRecordStep } from './views/types'
export type { GameRecord, RecordedFinal, RecordedPlugin } from './replay/gameRecord'
export type { GameState, GameStatus, Player, Card, Zone, ZoneVisibility } from './state/types'
export type { PlayerInit, CardInit, ZoneInit, GameStateInit } from './state/factories'
export type { Variable, VariableOptions, WithVariables } from './state/variables'
export type { OutStatus } from './players/outStatuses'
export type { JsonValue, JsonPrimitive, JsonObject } from './state/json'
export type { DeckletErrorOptions } from './errors/deckletError'
export type { InvalidOptionErrorOptions } from './errors/errors'
export type { DeckletErrorCode } from './errors/errorCodes'
