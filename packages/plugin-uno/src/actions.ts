import { createAction, type Action, type ActionInitOf } from '@decklet/core'
import type { UnoColor } from './cards'

/**
 * The action types of UNO.
 *
 * @example
 * engine.dispatch({ type: UnoActionTypes.DRAW, playerId: 'p1' })
 */
export const UnoActionTypes = Object.freeze({
  /** Play a card: `{ cardId, color? (Wilds), target? (a Seven-O 7) }`. */
  PLAY: 'PLAY',
  /** Draw from the draw pile (one card, or until playable with draw-to-match). */
  DRAW: 'DRAW',
  /** Keep the card just drawn: the turn ends. */
  PASS: 'PASS',
  /** Take the pending +2/+4 and lose the turn. */
  ACCEPT: 'ACCEPT',
  /** Challenge the Wild Draw Four just played on you. */
  CHALLENGE: 'CHALLENGE',
  /** Declare the colour of a first-card Wild: `{ color }`. */
  CHOOSE_COLOR: 'CHOOSE_COLOR',
  /** Call "UNO" with one card left. */
  DECLARE_UNO: 'DECLARE_UNO',
  /** Catch a player who did not call UNO: `{ target }`. */
  CATCH_UNO: 'CATCH_UNO',
} as const)

/**
 * One of {@link UnoActionTypes}.
 *
 * @example
 * const type: UnoActionType = UnoActionTypes.PLAY
 */
export type UnoActionType = (typeof UnoActionTypes)[keyof typeof UnoActionTypes]

/**
 * Payload of `PLAY`: the card, the colour declared for a Wild, the player a Seven-O 7 swaps with.
 *
 * @example
 * const payload: UnoPlayPayload = { cardId: 'wild-1', color: 'blue' }
 */
export interface UnoPlayPayload {
  cardId: string
  color?: UnoColor
  target?: string
}

/**
 * Payload of `CHOOSE_COLOR`.
 *
 * @example
 * const payload: UnoChooseColorPayload = { color: 'green' }
 */
export interface UnoChooseColorPayload {
  color: UnoColor
}

/**
 * Payload of `CATCH_UNO`: the player caught.
 *
 * @example
 * const payload: UnoCatchUnoPayload = { target: 'p1' }
 */
export interface UnoCatchUnoPayload {
  target: string
}

/**
 * Every UNO action, typed by its payload.
 *
 * @example
 * function describe(action: UnoAction) { return action.type === 'PLAY' ? action.payload.cardId : action.type }
 */
export type UnoAction =
  | Action<'PLAY', UnoPlayPayload>
  | Action<'DRAW', Record<string, never>>
  | Action<'PASS', Record<string, never>>
  | Action<'ACCEPT', Record<string, never>>
  | Action<'CHALLENGE', Record<string, never>>
  | Action<'CHOOSE_COLOR', UnoChooseColorPayload>
  | Action<'DECLARE_UNO', Record<string, never>>
  | Action<'CATCH_UNO', UnoCatchUnoPayload>

/**
 * One legal action, as `engine.getLegalActions` and {@link chooseLegalAction} give it (without the id the
 * engine gives at dispatch): a member of {@link UnoAction} with its payload, so a `GameEngine<UnoAction>`
 * dispatches it as it is.
 *
 * @example
 * const next: UnoActionInit | null = engine.getPluginApi('uno').chooseLegalAction(engine.getState(), () => 0)
 */
export type UnoActionInit = ActionInitOf<UnoAction>

/**
 * A `PLAY` action: a card, with the colour declared for a Wild, or the player a Seven-O 7 swaps with.
 *
 * @example
 * engine.dispatch(createPlayAction('p1', 'red-5-1'))
 * engine.dispatch(createPlayAction('p1', 'wild-1', { color: 'blue' }))
 */
export function createPlayAction(playerId: string, cardId: string, options: { color?: UnoColor; target?: string } = {}) {
  const payload: UnoPlayPayload = { cardId }
  if (options.color !== undefined) payload.color = options.color
  if (options.target !== undefined) payload.target = options.target
  return createAction({ type: UnoActionTypes.PLAY, playerId, payload })
}

/**
 * A `DRAW` action.
 *
 * @example
 * engine.dispatch(createDrawAction('p1'))
 */
export function createDrawAction(playerId: string) {
  return createAction({ type: UnoActionTypes.DRAW, playerId })
}

/**
 * A `PASS` action (keep the drawn card).
 *
 * @example
 * engine.dispatch(createPassAction('p1'))
 */
export function createPassAction(playerId: string) {
  return createAction({ type: UnoActionTypes.PASS, playerId })
}

/**
 * An `ACCEPT` action (take the pending +2/+4).
 *
 * @example
 * engine.dispatch(createAcceptAction('p2'))
 */
export function createAcceptAction(playerId: string) {
  return createAction({ type: UnoActionTypes.ACCEPT, playerId })
}

/**
 * A `CHALLENGE` action (against the Wild Draw Four just played).
 *
 * @example
 * engine.dispatch(createChallengeAction('p2'))
 */
export function createChallengeAction(playerId: string) {
  return createAction({ type: UnoActionTypes.CHALLENGE, playerId })
}

/**
 * A `CHOOSE_COLOR` action (first card a Wild).
 *
 * @example
 * engine.dispatch(createChooseColorAction('p2', 'green'))
 */
export function createChooseColorAction(playerId: string, color: UnoColor) {
  const payload: UnoChooseColorPayload = { color }
  return createAction({ type: UnoActionTypes.CHOOSE_COLOR, playerId, payload })
}

/**
 * A `DECLARE_UNO` action.
 *
 * @example
 * engine.dispatch(createDeclareUnoAction('p1'))
 */
export function createDeclareUnoAction(playerId: string) {
  return createAction({ type: UnoActionTypes.DECLARE_UNO, playerId })
}

/**
 * A `CATCH_UNO` action against `target`.
 *
 * @example
 * engine.dispatch(createCatchUnoAction('p3', 'p1'))
 */
export function createCatchUnoAction(playerId: string, target: string) {
  const payload: UnoCatchUnoPayload = { target }
  return createAction({ type: UnoActionTypes.CATCH_UNO, playerId, payload })
}
