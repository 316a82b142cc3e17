/**
 * @decklet/plugin-turn — turn order for decklet games.
 * @packageDocumentation
 */
export { TurnPlugin, createTurnPlugin, createEndTurnAction, END_TURN, TURN_PLUGIN_VERSION } from './turnPlugin'
export {
  DIRECTION_VARIABLE,
  SKIP_VARIABLE,
  OUT_STATUSES,
  isPlayerOut,
  playersBySeat,
  getDirection,
  nextPlayerId,
} from './turnOrder'

export type { TurnOptions, FirstPlayer, TurnEventPayload } from './turnPlugin'
export type { TurnDirection } from './turnOrder'
