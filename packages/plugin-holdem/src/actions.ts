import { createAction, type Action, type ActionInitOf } from '@decklet/core'

/**
 * The action types of Hold'em: the game's own `START_HAND`, the six betting actions of the player to act,
 * and the table actions a player may send at other times.
 *
 * @example
 * engine.dispatch({ type: HoldemActionTypes.CALL, playerId: 'p1' })
 */
export const HoldemActionTypes = Object.freeze({
  /** Deal the next hand; dispatched by the game, never by a player. */
  START_HAND: 'START_HAND',
  /** Give up the hand (the cards go to the muck, unseen). */
  FOLD: 'FOLD',
  /** Pass with nothing to call. */
  CHECK: 'CHECK',
  /** Match the bet (the whole stack when it is short). */
  CALL: 'CALL',
  /** The first bet of a street: `{ amount }`. */
  BET: 'BET',
  /** Raise the bet to `{ amount }` (the total, "raise to"). */
  RAISE: 'RAISE',
  /** Put the whole stack in. */
  ALL_IN: 'ALL_IN',
  /** Show one's hand at this hand's showdown, win or lose. */
  SHOW: 'SHOW',
  /** Take a seat with a stack: `{ stack?, name?, seat? }`. */
  JOIN: 'JOIN',
  /** Leave the table with one's stack. */
  LEAVE: 'LEAVE',
  /** Add chips to one's stack between hands: `{ amount }`. */
  REBUY: 'REBUY',
})

/** One of {@link HoldemActionTypes}. */
export type HoldemActionType = (typeof HoldemActionTypes)[keyof typeof HoldemActionTypes]

/** The betting actions of the player to act. */
export type BettingActionType = 'FOLD' | 'CHECK' | 'CALL' | 'BET' | 'RAISE' | 'ALL_IN'

/** The action the game dispatches to deal the next hand (no player). */
export const START_HAND = HoldemActionTypes.START_HAND
/** Seat a player (a new one, or one who left) with a stack; dealt in from the next hand. */
export const JOIN = HoldemActionTypes.JOIN
/** Leave the table with one's stack, at once or, during a hand one folded or was not dealt in, when it ends. */
export const LEAVE = HoldemActionTypes.LEAVE
/** Add chips to one's stack between hands (a rebuy, or a top-up), up to the `maxBuyIn` option. */
export const REBUY = HoldemActionTypes.REBUY
/** Ask to show one's hand at this hand's showdown, win or lose (otherwise a losing hand is mucked unseen). */
export const SHOW = HoldemActionTypes.SHOW
/** The betting actions, in the order `getLegalActions` lists them. */
export const BETTING_ACTIONS: readonly BettingActionType[] = Object.freeze(['FOLD', 'CHECK', 'CALL', 'BET', 'RAISE', 'ALL_IN'])

/** Payload of `BET` and `RAISE`: the total the player's bet this street becomes. `getLegalActions` adds the legal `min` and `max`. */
export interface BetPayload {
  amount: number
  min?: number
  max?: number
}

/** Payload of `JOIN`. */
export interface JoinPayload {
  /** Chips bought in (default: the starting stack). */
  stack?: number
  /** Display name (a string that is not blank; default: the id). */
  name?: string
  /** Seat, a whole number from 1 to 10 that no player at the table holds (default: the lowest free one). */
  seat?: number
}

/** Payload of `REBUY`. */
export interface RebuyPayload {
  /** Chips to add; the stack after it is at most the `maxBuyIn` option. */
  amount: number
}

type NoPayload = Record<string, never>

/** Every Hold'em action, typed by its payload. */
export type HoldemAction =
  | Action<'START_HAND', NoPayload>
  | Action<'FOLD' | 'CHECK' | 'CALL' | 'ALL_IN' | 'SHOW' | 'LEAVE', NoPayload>
  | Action<'BET' | 'RAISE', BetPayload>
  | Action<'JOIN', JoinPayload>
  | Action<'REBUY', RebuyPayload>

/**
 * The dispatchable form of {@link HoldemAction} (no id; a `BET`, `RAISE` or `REBUY` with its amount): what the
 * plugin's `defaultAction` and `@decklet/bots`' `holdemPolicy` return, which a `GameEngine<HoldemAction>`
 * dispatches as it is.
 *
 * @example
 * const raise: HoldemActionInit = { type: 'RAISE', playerId: 'ann', payload: { amount: 6 } }
 */
export type HoldemActionInit = ActionInitOf<HoldemAction>

/**
 * A `START_HAND`, which a host sends to deal the next hand when the table waits between hands (`autoDeal: false`).
 *
 * @example
 * engine.dispatch(createStartHandAction())
 */
export function createStartHandAction(): Action<'START_HAND', NoPayload> {
  return createAction({ type: HoldemActionTypes.START_HAND })
}

/**
 * A betting action without an amount: `FOLD`, `CHECK`, `CALL` or `ALL_IN`.
 *
 * @example
 * engine.dispatch(createBettingAction('p1', 'CALL'))
 */
export function createBettingAction<TType extends 'FOLD' | 'CHECK' | 'CALL' | 'ALL_IN'>(playerId: string, type: TType): Action<TType, NoPayload> {
  return createAction({ type, playerId })
}

/**
 * A `BET` (nobody has bet this street) of `amount` chips.
 *
 * @example
 * engine.dispatch(createBetAction('p1', 8))
 */
export function createBetAction(playerId: string, amount: number): Action<'BET', BetPayload> {
  return createAction({ type: HoldemActionTypes.BET, playerId, payload: { amount } })
}

/**
 * A `RAISE` to `amount`, the total the player's bet this street becomes.
 *
 * @example
 * engine.dispatch(createRaiseAction('p1', 6)) // blinds 1/2: a raise of 4 to 6
 */
export function createRaiseAction(playerId: string, amount: number): Action<'RAISE', BetPayload> {
  return createAction({ type: HoldemActionTypes.RAISE, playerId, payload: { amount } })
}

/**
 * A `SHOW`: the player's hand is shown at this hand's showdown, win or lose.
 *
 * @example
 * engine.dispatch(createShowAction('p2'))
 */
export function createShowAction(playerId: string): Action<'SHOW', NoPayload> {
  return createAction({ type: HoldemActionTypes.SHOW, playerId })
}

/**
 * A `JOIN`: seats `playerId`, dealt in from the next hand.
 *
 * @example
 * engine.dispatch(createJoinAction('dee', { stack: 150, name: 'Dee', seat: 4 }))
 */
export function createJoinAction(playerId: string, payload: JoinPayload = {}): Action<'JOIN', JoinPayload> {
  return createAction({ type: HoldemActionTypes.JOIN, playerId, payload })
}

/**
 * A `LEAVE`: the player leaves with their stack (at the end of the hand when they are still dealt in).
 *
 * @example
 * engine.dispatch(createLeaveAction('bob'))
 */
export function createLeaveAction(playerId: string): Action<'LEAVE', NoPayload> {
  return createAction({ type: HoldemActionTypes.LEAVE, playerId })
}

/**
 * A `REBUY` of `amount` chips.
 *
 * @example
 * engine.dispatch(createRebuyAction('bob', 150))
 */
export function createRebuyAction(playerId: string, amount: number): Action<'REBUY', RebuyPayload> {
  return createAction({ type: HoldemActionTypes.REBUY, playerId, payload: { amount } })
}
