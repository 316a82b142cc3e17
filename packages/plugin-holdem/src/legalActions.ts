import type { ActionInit, GameState } from '@decklet/core'
import { HoldemActionTypes, type BetPayload, type BettingActionType } from './actions'
import type { BettingOptionsCache } from './betting'
import { holdemVariable, type HoldemState } from './state'
import { potSize } from './tableQueries'

/*
 * What `getLegalActions` lists, and who may act at all. Only the player to act has legal actions: the betting
 * actions, and on the river `SHOW`. `JOIN`, `LEAVE` and `REBUY` are table actions a player sends at any time;
 * they are never listed, so they make nobody an actor.
 */

/** A betting action as `getLegalActions` lists it. @internal */
export type BettingCandidate = ActionInit<BettingActionType, Partial<BetPayload>>

const NOBODY: readonly string[] = Object.freeze([])

/** A few sizes for bots inside a range: the minimum, half the pot, the pot and the maximum, in order, once each. */
function discreteSizes(t: HoldemState, playerId: string, min: number, max: number): number[] {
  const toCall = Math.max(0, t.currentBet - (t.bets[playerId] ?? 0))
  const pot = potSize(t) + toCall
  const sizes = [min]
  for (const n of [t.currentBet + Math.floor(pot / 2), t.currentBet + pot, max]) if (n > sizes[sizes.length - 1]! && n <= max) sizes.push(n)
  return sizes
}

/**
 * Every legal betting action of `playerId`, in the order of `BETTING_ACTIONS`, with a few sizes for `BET` and
 * `RAISE` (each with the legal `min` and `max`); none when it is not their turn. One pass over the options of the
 * plugin's `cache`, which the rules then read again for each candidate. @internal
 */
export function bettingCandidates(state: GameState, playerId: string, cache: BettingOptionsCache): BettingCandidate[] {
  const t = holdemVariable.get(state)
  if (t === undefined || state.status !== 'playing') return []
  const o = cache.get(t, playerId)
  if (o === null) return []
  const candidates: BettingCandidate[] = []
  if (o.canFold) candidates.push({ type: 'FOLD', playerId })
  if (o.canCheck) candidates.push({ type: 'CHECK', playerId })
  if (o.call !== null) candidates.push({ type: 'CALL', playerId })
  const range = o.bet ?? o.raise
  if (range !== null) {
    const type = o.bet !== null ? 'BET' : 'RAISE'
    for (const amount of discreteSizes(t, playerId, range.min, range.max)) candidates.push({ type, playerId, payload: { amount, min: range.min, max: range.max } })
  }
  if (o.allIn !== null) candidates.push({ type: 'ALL_IN', playerId })
  return candidates
}

/**
 * `SHOW` for the player to act on the river, the last chance before a showdown (it is allowed at any time in
 * the hand, but listed only there, so that bots are not offered it at every step). @internal
 */
export function* showCandidates(state: GameState, playerId: string): Generator<ActionInit<'SHOW'>> {
  const t = holdemVariable.get(state)
  if (t === undefined || state.status !== 'playing' || t.street !== 'river' || t.toAct !== playerId || t.showing.includes(playerId)) return
  yield { type: HoldemActionTypes.SHOW, playerId }
}

/**
 * The plugin's `actors` hook: the player to act, the only one with legal actions (the engine asks the hook only
 * while the game is `playing`). `state.currentPlayerId` follows the table's `toAct`, but the table is the rule.
 * @internal
 */
export function holdemActors(state: GameState): readonly string[] {
  const toAct = holdemVariable.get(state)?.toAct ?? null
  return toAct === null ? NOBODY : [toAct]
}
