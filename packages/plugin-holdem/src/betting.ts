import type { BettingActionType } from './actions'
import type { HoldemDenyCode } from './denyCodes'
import type { HoldemState } from './state'
import { betToMatch, bettorCount, canAct, limitBetSize, potSize, someoneElseCanAct } from './tableQueries'

/** A range of chip amounts, both ends included. */
export interface AmountRange {
  min: number
  max: number
}

/**
 * What a player may do now. Amounts of `bet` and `raise` are the total the player's bet
 * this street becomes ("raise to"); `call` and `allIn` are the chips the action puts in.
 */
export interface BettingOptions {
  playerId: string
  /** Chips needed to call. */
  toCall: number
  canFold: boolean
  canCheck: boolean
  /** Chips a call puts in (the whole stack when short), or `null` when there is nothing to call. */
  call: number | null
  /** Legal bets when nobody has bet this street. */
  bet: AmountRange | null
  /** Legal raise-to amounts. */
  raise: AmountRange | null
  /** The bet total an all-in reaches, or `null` when going all in is not allowed (the betting was not reopened, the fixed-limit cap, or a limit). */
  allIn: number | null
}

/** Why an action is not allowed: a stable code and a message. */
export interface BettingDenial {
  code: HoldemDenyCode
  reason: string
}

/** The highest total a player's bet may reach this street under the betting structure (before the stack). */
function structureMax(t: HoldemState, id: string): number {
  const bet = t.bets[id] ?? 0
  const toCall = Math.max(0, t.currentBet - bet)
  switch (t.options.structure) {
    case 'no-limit':
      return Number.MAX_SAFE_INTEGER
    case 'pot-limit':
      // Call first, then raise by the whole pot (every bet on the table and the call included).
      return t.currentBet + potSize(t) + toCall
    case 'fixed-limit':
      return t.fullBet + limitBetSize(t)
  }
}

/**
 * May `id` raise, as far as the reopening rules go? Yes when they have not acted this street, or a full bet or
 * raise came since they did, or the short all-ins since then add up to at least a full bet or raise over the bet
 * they last matched (TDA rule 47: several short all-ins reopen the betting together; one alone does not). That
 * holds as well for a short all-in that opens a street's betting: a player who checked may only call it or fold
 * (TDA rule 47-A; Robert's Rules, no-limit rule 3; in fixed-limit, less than half a bet: §3 rule 6). A full
 * raise is the last full one in no-limit and pot-limit, one bet in fixed-limit.
 *
 * @example
 * // p2 bet 100 (a full bet); all-ins to 130 and to 210 followed: p2 faces 110 more, a full raise of 100 or more.
 * isReopenedFor(getHoldemState(engine.getState()), 'p2') // true (false had the second all-in been to 160)
 */
export function isReopenedFor(t: HoldemState, id: string): boolean {
  const acted = t.acted[id]
  if (acted === undefined || acted < t.raiseLevel) return true
  const fullRaise = t.options.structure === 'fixed-limit' ? limitBetSize(t) : t.minRaise
  return t.currentBet - (t.bets[id] ?? 0) >= fullRaise
}

/**
 * The legal choices of `playerId`, or `null` when it is not their turn.
 *
 * @example
 * const options = bettingOptions(getHoldemState(engine.getState()), 'p1')
 * options?.raise // { min: 4, max: 200 } pre-flop at 1/2 with 200 behind
 */
export function bettingOptions(t: HoldemState, playerId: string): BettingOptions | null {
  return t.toAct !== playerId || !canAct(t, playerId) ? null : Object.freeze(computeOptions(t, playerId))
}

/**
 * The betting options of the last table and player asked about, kept by one plugin instance. A table in a state
 * is never changed (handlers copy it), so its answer stays right; legal actions, their validation and the
 * dispatch ask about the same table and player many times in a row, so one entry is enough (a WeakMap costs
 * more to fill than the options cost to compute). It lives in one plugin instance, never in module scope: what
 * it holds goes with the instance, and one instance serving several engines in turn only recomputes. @internal
 */
export class BettingOptionsCache {
  private table: HoldemState | null = null
  private playerId = ''
  private options: BettingOptions | null = null

  /** {@link bettingOptions}, remembered for the last table and player. */
  get(t: HoldemState, playerId: string): BettingOptions | null {
    if (t !== this.table || playerId !== this.playerId) {
      this.options = bettingOptions(t, playerId)
      this.table = t
      this.playerId = playerId
    }
    return this.options
  }
}

function computeOptions(t: HoldemState, playerId: string): BettingOptions {
  const stack = t.stacks[playerId]!
  const bet = t.bets[playerId] ?? 0
  const contested = someoneElseCanAct(t, playerId)
  const toCall = Math.max(0, (contested ? t.currentBet : betToMatch(t, playerId)) - bet)
  const reopened = isReopenedFor(t, playerId)
  const capped = t.capped
  const limit = t.options.structure === 'fixed-limit'
  const maxTo = Math.min(structureMax(t, playerId), bet + stack)
  let betRange: AmountRange | null = null
  let raiseRange: AmountRange | null = null
  let allIn: number | null = null
  if (!contested) {
    // Everyone else still in is all in: nobody could call a bet or a raise. Call (all in when short) or fold.
    if (stack <= toCall) allIn = bet + stack
  } else if (t.currentBet === 0) {
    const min = limit ? limitBetSize(t) : t.options.bigBlind
    if (stack > min) betRange = { min, max: limit ? min : maxTo }
    else if (stack === min) betRange = { min, max: min }
    allIn = bet + stack <= structureMax(t, playerId) ? bet + stack : null
  } else if (stack > toCall) {
    if (reopened && !capped) {
      const min = limit ? t.fullBet + limitBetSize(t) : t.currentBet + t.minRaise
      if (maxTo >= min) raiseRange = { min, max: limit ? min : maxTo }
      allIn = bet + stack <= structureMax(t, playerId) ? bet + stack : null
    }
  } else {
    allIn = bet + stack // all in is a call
  }
  return {
    playerId,
    toCall,
    canFold: true,
    canCheck: toCall === 0,
    call: toCall > 0 ? Math.min(toCall, stack) : null,
    bet: betRange,
    raise: raiseRange,
    allIn,
  }
}

/**
 * Checks one action against {@link bettingOptions}: `null` when it is allowed, else a denial with a stable code
 * (`NOT_YOUR_TURN`, `NO_HAND_IN_PROGRESS`, `CANNOT_CHECK`, `NOTHING_TO_CALL`, `CANNOT_BET`, `CANNOT_RAISE`,
 * `BAD_AMOUNT`, `BET_TOO_SMALL`, `BET_TOO_LARGE`, `RAISE_TOO_SMALL`, `RAISE_TOO_LARGE`, `BETTING_NOT_REOPENED`,
 * `RAISE_CAP_REACHED`, `ALL_IN_OVER_LIMIT`). A `BET` or `RAISE` of the player's whole stack is an all-in, allowed
 * whenever `ALL_IN` is, even short of the minimum.
 *
 * @example
 * checkBettingAction(getHoldemState(state), 'p1', 'RAISE', 3) // { code: 'RAISE_TOO_SMALL', reason: 'the smallest raise is to 4' }
 */
export function checkBettingAction(t: HoldemState, playerId: string | undefined, type: BettingActionType, amount: unknown): BettingDenial | null {
  return bettingDenial(t, playerId, type, amount, null)
}

/** {@link checkBettingAction}, reading the options through the plugin's `cache` when there is one. @internal */
export function bettingDenial(
  t: HoldemState,
  playerId: string | undefined,
  type: BettingActionType,
  amount: unknown,
  cache: BettingOptionsCache | null,
): BettingDenial | null {
  if (t.toAct === null) return { code: 'NO_HAND_IN_PROGRESS', reason: 'no betting round is in progress' }
  if (playerId !== t.toAct) return { code: 'NOT_YOUR_TURN', reason: `it is ${t.toAct}'s turn` }
  // The player to act always has chips behind (nextToAct picks only such players): their options exist.
  const o = (cache === null ? bettingOptions(t, playerId) : cache.get(t, playerId))!
  const isAmount = typeof amount === 'number' && Number.isSafeInteger(amount)
  switch (type) {
    case 'FOLD':
      return null
    case 'CHECK':
      return o.canCheck ? null : { code: 'CANNOT_CHECK', reason: `there is a bet of ${o.toCall} to call` }
    case 'CALL':
      return o.call !== null ? null : { code: 'NOTHING_TO_CALL', reason: 'nothing to call: check or bet' }
    case 'BET':
      if (t.currentBet > 0) return { code: 'CANNOT_BET', reason: 'there is already a bet: raise instead' }
      if (!isAmount) return { code: 'BAD_AMOUNT', reason: 'amount must be a whole number of chips' }
      if (amount === o.allIn && amount > 0) return null // the whole stack, short of a full bet: an all-in
      if (o.bet === null) return { code: 'CANNOT_BET', reason: 'not enough chips for a full bet: go all in' }
      if (amount < o.bet.min) return { code: 'BET_TOO_SMALL', reason: `the smallest bet is ${o.bet.min}` }
      if (amount > o.bet.max) return { code: 'BET_TOO_LARGE', reason: `the largest bet is ${o.bet.max}` }
      return null
    case 'RAISE':
      if (t.currentBet === 0) return { code: 'CANNOT_RAISE', reason: 'there is no bet to raise: bet instead' }
      if (!isAmount) return { code: 'BAD_AMOUNT', reason: 'amount (the total to raise to) must be a whole number of chips' }
      if (amount === o.allIn && amount > t.currentBet) return null // the whole stack, short of a full raise: an all-in
      if (o.raise === null) return whyNoRaise(t, playerId)
      if (amount < o.raise.min) return { code: 'RAISE_TOO_SMALL', reason: `the smallest raise is to ${o.raise.min}` }
      if (amount > o.raise.max) return { code: 'RAISE_TOO_LARGE', reason: `the largest raise is to ${o.raise.max}` }
      return null
    case 'ALL_IN':
      if (o.allIn !== null) return null
      if (t.currentBet > 0 && o.toCall < t.stacks[playerId]! && (!someoneElseCanAct(t, playerId) || !isReopenedFor(t, playerId) || t.capped)) return whyNoRaise(t, playerId)
      return { code: 'ALL_IN_OVER_LIMIT', reason: 'going all in would bet more than the limit allows' }
  }
}

/** Why `playerId` may not raise now. */
function whyNoRaise(t: HoldemState, playerId: string): BettingDenial {
  if (!someoneElseCanAct(t, playerId)) return { code: 'CANNOT_RAISE', reason: 'everyone else still in is all in: nobody could call a raise; call or fold' }
  if (!isReopenedFor(t, playerId)) return { code: 'BETTING_NOT_REOPENED', reason: 'a short all-in did not reopen the betting: call or fold' }
  if (t.capped) return { code: 'RAISE_CAP_REACHED', reason: `the betting is capped at ${t.options.raiseCap} bets` }
  return { code: 'CANNOT_RAISE', reason: 'not enough chips to raise: call, go all in or fold' }
}

/**
 * Applies an allowed action to a shallow copy of the table (from `shallowTable`: `t`'s scalars are changed, and
 * the records the action changes are replaced by copies, never changed in place): moves the chips, updates the
 * bet to match, the minimum raise and who may still raise. Returns the chips put in and the bet total reached.
 */
export function applyBettingAction(t: HoldemState, playerId: string, type: BettingActionType, amount: number | undefined): { put: number; to: number } {
  const bet = t.bets[playerId] ?? 0
  const stack = t.stacks[playerId]!
  let to = bet
  switch (type) {
    case 'FOLD':
      t.folded = [...t.folded, playerId]
      return { put: 0, to: bet }
    case 'CHECK':
      break
    case 'CALL':
      to = bet + Math.min(stack, betToMatch(t, playerId) - bet)
      break
    case 'BET':
    case 'RAISE':
      to = amount!
      break
    case 'ALL_IN':
      to = bet + stack
      break
  }
  const put = to - bet
  if (put > 0) {
    t.stacks = withChips(t.stacks, playerId, stack - put)
    t.bets = withChips(t.bets, playerId, to)
    t.committed = withChips(t.committed, playerId, (t.committed[playerId] ?? 0) + put)
    if (to > t.currentBet) raiseTo(t, to)
  }
  t.acted = withChips(t.acted, playerId, t.raiseLevel)
  return { put, to }
}

/** A copy of a record of numbers with one entry set. */
function withChips(record: Readonly<Record<string, number>>, id: string, value: number): Record<string, number> {
  const next = { ...record }
  next[id] = value
  return next
}

/**
 * Makes `to` the bet to match (`to` above the current bet), judging whether it was a full bet or raise. No-limit and
 * pot-limit: a bet or raise at least the last full one (a bet: the big blind). Fixed-limit: a full bet above the
 * last full level, or the half-bet rule — an all-in raising by at least half a bet counts as a full raise (it
 * reopens the betting and counts toward the cap); less than half does not, and the next raise goes one full bet
 * above the last full level. A short all-in reopens nothing, also when it opens the street's betting: the players
 * who checked may only call it or fold, unless more short all-ins add up to a full bet ({@link isReopenedFor}).
 */
export function raiseTo(t: HoldemState, to: number): void {
  const size = to - t.currentBet
  const fixed = t.options.structure === 'fixed-limit'
  const full = fixed ? to >= t.fullBet + limitBetSize(t) || size * 2 >= limitBetSize(t) : size >= t.minRaise
  if (full) {
    if (!fixed) t.minRaise = size
    t.raiseLevel++
    t.fullBet = to
    countBet(t)
  }
  t.currentBet = to
}

/**
 * Counts a full bet or raise (or the big blind) toward the fixed-limit cap, and decides the cap for the rest of the
 * street when this bet reaches it (`t.capped`). The table's stacks must already hold the bet: a player who reaches
 * the cap by going all in counts as all in.
 */
export function countBet(t: HoldemState): void {
  t.betsThisStreet++
  if (t.betsThisStreet !== t.options.raiseCap || t.options.structure !== 'fixed-limit') return
  // Robert's Rules §3 rule 3 caps a pot "involving three or more players who are not all-in"; rule 4: raising is
  // unlimited when the action is heads-up before the cap, and a cap once reached is not lifted by a later fold. So
  // the cap is decided here, once a street, on the players who may still bet at this moment.
  t.capped = !t.options.liftCapHeadsUp || bettorCount(t) > 2
}
