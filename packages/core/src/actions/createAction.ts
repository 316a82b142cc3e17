import { EMPTY_PAYLOAD } from '../engine/normalizeAction'
import type { Action, ActionInit } from './types'

/**
 * Creates an action. Without an `id`, the engine assigns a deterministic one when
 * the action is dispatched; `payload` defaults to `{}`.
 *
 * @example
 * engine.dispatch(createAction({ type: 'END_TURN', playerId: 'p1' }))
 */
export function createAction<TType extends string, TPayload = Record<string, never>>(
  init: ActionInit<TType, TPayload>,
): Action<TType, TPayload>
/**
 * Creates an action from an init of several possible forms, such as the `ActionInitOf<UnoAction>` a plugin API
 * or a bot returns (one type and payload cannot be inferred from a union): an untyped `Action`. A typed engine
 * dispatches such an init as it is, without `createAction`.
 *
 * @example
 * engine.dispatch(createAction(api.chooseLegalAction(engine.getState(), playerId, choose)!))
 */
export function createAction(init: ActionInit): Action
export function createAction<TType extends string, TPayload>(init: ActionInit<TType, TPayload>): Action<TType, TPayload> {
  const action: { id: string; type: TType; payload: TPayload; playerId?: string } = {
    id: init.id ?? '',
    type: init.type,
    payload: init.payload ?? (EMPTY_PAYLOAD as TPayload),
  }
  if (init.playerId !== undefined) action.playerId = init.playerId
  return action
}

/**
 * Makes a typed creator for one action type, so the payload shape is written once.
 *
 * @example
 * const playCard = defineAction<'PLAY_CARD', { cardIds: string[] }>('PLAY_CARD')
 * engine.dispatch(playCard({ cardIds: ['c1'] }, 'p1'))
 */
export function defineAction<TType extends string, TPayload>(
  type: TType,
): (payload: TPayload, playerId?: string) => Action<TType, TPayload> {
  return (payload, playerId) => createAction<TType, TPayload>({ type, payload, playerId })
}
