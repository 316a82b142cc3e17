import { createAction, type Action, type ActionInitOf } from '@decklet/core'
import type { DrawAction } from '@decklet/plugin-draw'
import type { StandardDeckAction } from '@decklet/plugin-standard-deck'
import type { TurnAction } from '@decklet/plugin-turn'

/**
 * The action types of the simple game.
 *
 * @example
 * engine.dispatch({ type: SimpleGameActionTypes.PLAY_CARD, playerId: 'p1', payload: { cardIds: ['std-hearts-7'] } })
 */
export const SimpleGameActionTypes = Object.freeze({
  /** Play cards from the current player's hand to the table. */
  PLAY_CARD: 'PLAY_CARD',
} as const)

/**
 * One of {@link SimpleGameActionTypes}.
 *
 * @example
 * const type: SimpleGameActionType = 'PLAY_CARD'
 */
export type SimpleGameActionType = (typeof SimpleGameActionTypes)[keyof typeof SimpleGameActionTypes]

/** The action that plays cards from the current player's hand to the table. */
export const PLAY_CARD = SimpleGameActionTypes.PLAY_CARD

/** Payload of {@link PLAY_CARD}. */
export interface PlayCardPayload {
  cardIds: string[]
}

/** A `PLAY_CARD` action. */
export type PlayCardAction = Action<typeof PLAY_CARD, PlayCardPayload>

/** Every action of the simple game, typed by its payload (the turn and draw plugins bring theirs). */
export type SimpleGameAction = PlayCardAction

/**
 * The dispatchable form of {@link SimpleGameAction} (no id): what the plugin's `defaultAction` returns.
 *
 * @example
 * const next: SimpleGameActionInit = { type: 'PLAY_CARD', playerId: 'p1', payload: { cardIds: ['std-hearts-7'] } }
 */
export type SimpleGameActionInit = ActionInitOf<SimpleGameAction>

/**
 * Every action of a simple game's engine: `PLAY_CARD` and the actions of the plugins it is played with (the
 * turn plugin's `END_TURN`, the draw plugin's `DRAW_CARD`, the standard deck's `SHUFFLE`), for
 * `new GameEngine<SimpleGameEngineAction>()`. A simple game's legal actions are of this union.
 */
export type SimpleGameEngineAction = SimpleGameAction | TurnAction | DrawAction | StandardDeckAction

/**
 * The dispatchable form of {@link SimpleGameEngineAction}: what `@decklet/bots`' `simpleGamePolicy` returns.
 *
 * @example
 * const pass: SimpleGameEngineActionInit = { type: 'END_TURN', playerId: 'p1' }
 */
export type SimpleGameEngineActionInit = ActionInitOf<SimpleGameEngineAction>

/**
 * Creates a `PLAY_CARD` action playing `cardIds` from `playerId`'s hand.
 *
 * @example
 * engine.dispatch(createSimplePlayCardAction('p1', [hand.cards[0]]))
 */
export function createSimplePlayCardAction(playerId: string, cardIds: readonly string[]): PlayCardAction {
  return createAction<typeof PLAY_CARD, PlayCardPayload>({ type: PLAY_CARD, playerId, payload: { cardIds: [...cardIds] } })
}
