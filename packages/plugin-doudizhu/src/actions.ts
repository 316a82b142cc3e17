import type { Action, ActionInitOf } from '@decklet/core'

/**
 * Deals the cards. The game deals the first deal and redeals by itself; between the deals of a match the next
 * dealer — the player to bid first — deals, so that the end of a deal and the next deal are two steps.
 */
export const DEAL: 'DEAL' = 'DEAL'
/** A bid: `{ amount: 1 | 2 | 3 }` under points bidding; a call or a rob (payload `{}`) under `rob`. */
export const BID: 'BID' = 'BID'
/** No bid (or no rob) during the bidding; no play over the trick's last combination. */
export const PASS: 'PASS' = 'PASS'
/** Plays cards: `{ cardIds }` from the player's hand, a combination that beats the trick's last one. */
export const PLAY: 'PLAY' = 'PLAY'

/**
 * The plugin's action types, in one frozen object.
 *
 * @example
 * engine.getLegalActions('p1').filter((a) => a.type === DoudizhuActionTypes.PLAY)
 */
export const DoudizhuActionTypes = Object.freeze({ DEAL, BID, PASS, PLAY })

/** One of {@link DoudizhuActionTypes}. */
export type DoudizhuActionType = (typeof DoudizhuActionTypes)[keyof typeof DoudizhuActionTypes]

/** Payload of {@link BID}. */
export interface BidPayload {
  /** 1, 2 or 3 under points bidding; absent under `rob`. */
  amount?: number
}

/** Payload of {@link PLAY}. */
export interface PlayPayload {
  cardIds: string[]
}

/** Payload of {@link PASS} (nothing). */
export type PassPayload = Record<string, never>

/** Payload of {@link DEAL}. */
export interface DealPayload {
  /** The same deal again because nobody bid. */
  redeal?: boolean
}

/**
 * The next deal of a match, dealt by the player to act between deals (the next first bidder).
 *
 * @example
 * engine.dispatch(createDealAction(engine.getState().currentPlayerId!))
 */
export function createDealAction(playerId: string): ActionInitOf<Action<typeof DEAL, DealPayload>> {
  return { type: DEAL, playerId, payload: {} }
}

/**
 * A bid (points: 1–3) or, without an amount, a call or rob under `rob` bidding.
 *
 * @example
 * engine.dispatch(createBidAction('p2', 3))
 */
export function createBidAction(playerId: string, amount?: number): ActionInitOf<Action<typeof BID, BidPayload>> {
  return { type: BID, playerId, payload: amount === undefined ? {} : { amount } }
}

/**
 * A pass (no bid during the bidding, no play during a trick).
 *
 * @example
 * engine.dispatch(createPassAction('p3'))
 */
export function createPassAction(playerId: string): ActionInitOf<Action<typeof PASS, PassPayload>> {
  return { type: PASS, playerId, payload: {} }
}

/**
 * Plays cards from the player's hand.
 *
 * @example
 * engine.dispatch(createPlayAction('p1', ['std-hearts-3', 'std-spades-3']))
 */
export function createPlayAction(playerId: string, cardIds: readonly string[]): ActionInitOf<Action<typeof PLAY, PlayPayload>> {
  return { type: PLAY, playerId, payload: { cardIds: [...cardIds] } }
}

/** The actions of the plugin, for `new GameEngine<DoudizhuAction>()`. */
export type DoudizhuAction =
  | Action<typeof BID, BidPayload>
  | Action<typeof PASS, PassPayload>
  | Action<typeof PLAY, PlayPayload>
  | Action<typeof DEAL, DealPayload>

/**
 * The dispatchable form of {@link DoudizhuAction} (no id; a `PLAY` with its cards): what the `create…Action`
 * helpers, `chooseLegalAction` and the plugin API's `chooseLegalAction` return, which a
 * `GameEngine<DoudizhuAction>` dispatches as it is.
 *
 * @example
 * const next: DoudizhuActionInit | null = engine.getPluginApi('doudizhu').chooseLegalAction(state, 'p1', () => 0)
 */
export type DoudizhuActionInit = ActionInitOf<DoudizhuAction>
