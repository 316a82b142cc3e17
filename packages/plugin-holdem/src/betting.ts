import { canAct, limitBetSize, potSize, type HoldemTable } from './table'

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
  /** The bet total an all-in reaches, or `null` when going all in is not allowed (the betting was not reopened, or a limit). */
  allIn: number | null
}

/** Why an action is not allowed: a stable code and a message. */
export interface BettingDenial {
  code: string
  reason: string
}

/** The highest total a player's bet may reach this street under the betting structure (before the stack). */
function structureMax(t: HoldemTable, id: string): number {
  const bet = t.bets[id] ?? 0
  const toCall = Math.max(0, t.currentBet - bet)
  switch (t.options.structure) {
    case 'no-limit':
      return Number.MAX_SAFE_INTEGER
    case 'pot-limit':
      // Call first, then raise by the whole pot (every bet on the table and the call included).
      return t.currentBet + potSize(t) + toCall
    case 'fixed-limit':
      return t.currentBet + limitBetSize(t)
  }
}

/**
 * The legal choices of `playerId`, or `null` when it is not their turn.
 *
 * @example
 * const options = bettingOptions(getTable(engine.getState()), 'p1')
 * options?.raise // { min: 4, max: 200 } pre-flop at 1/2 with 200 behind
 */
export function bettingOptions(t: HoldemTable, playerId: string): BettingOptions | null {
  if (t.toAct !== playerId || !canAct(t, playerId)) return null
  // A table in a state is never changed (handlers copy it), so the answer for the player to act is kept with it.
  const known = memo.get(t)
  if (known !== undefined) return known
  const options = Object.freeze(computeOptions(t, playerId))
  memo.set(t, options)
  return options
}

const memo = new WeakMap<HoldemTable, BettingOptions>()

function computeOptions(t: HoldemTable, playerId: string): BettingOptions {
  const stack = t.stacks[playerId]!
  const bet = t.bets[playerId] ?? 0
  const toCall = Math.max(0, t.currentBet - bet)
  const reopened = t.acted[playerId] === undefined || t.acted[playerId]! < t.raiseLevel
  const capped = t.options.structure === 'fixed-limit' && t.betsThisStreet >= t.options.raiseCap
  const limit = t.options.structure === 'fixed-limit'
  const maxTo = Math.min(structureMax(t, playerId), bet + stack)
  let betRange: AmountRange | null = null
  let raiseRange: AmountRange | null = null
  let allIn: number | null = null
  if (t.currentBet === 0) {
    const min = limit ? limitBetSize(t) : t.options.bigBlind
    if (stack > min) betRange = { min, max: limit ? min : maxTo }
    else if (stack === min) betRange = { min, max: min }
    allIn = bet + stack <= structureMax(t, playerId) ? bet + stack : null
  } else if (stack > toCall) {
    if (reopened && !capped) {
      const min = t.currentBet + (limit ? limitBetSize(t) : t.minRaise)
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

/** The player actions of the plugin. */
export type BettingActionType = 'FOLD' | 'CHECK' | 'CALL' | 'BET' | 'RAISE' | 'ALL_IN'

/**
 * Checks one action against {@link bettingOptions}: `null` when it is allowed, else a denial with a stable code
 * (`NOT_YOUR_TURN`, `NO_HAND_IN_PROGRESS`, `CANNOT_CHECK`, `NOTHING_TO_CALL`, `CANNOT_BET`, `CANNOT_RAISE`,
 * `BAD_AMOUNT`, `BET_TOO_SMALL`, `BET_TOO_LARGE`, `RAISE_TOO_SMALL`, `RAISE_TOO_LARGE`, `BETTING_NOT_REOPENED`,
 * `RAISE_CAP_REACHED`, `ALL_IN_OVER_LIMIT`). A `BET` or `RAISE` of the player's whole stack is an all-in, allowed
 * whenever `ALL_IN` is, even short of the minimum.
 *
 * @example
 * checkBettingAction(getTable(state), 'p1', 'RAISE', 3) // { code: 'RAISE_TOO_SMALL', reason: 'the smallest raise is to 4' }
 */
export function checkBettingAction(t: HoldemTable, playerId: string | undefined, type: BettingActionType, amount: unknown): BettingDenial | null {
  if (t.toAct === null) return { code: 'NO_HAND_IN_PROGRESS', reason: 'no betting round is in progress' }
  if (playerId !== t.toAct) return { code: 'NOT_YOUR_TURN', reason: `it is ${t.toAct}'s turn` }
  const o = bettingOptions(t, playerId)!
  const isAmount = typeof amount === 'number' && Number.isInteger(amount)
  const reopened = t.acted[playerId] === undefined || t.acted[playerId]! < t.raiseLevel
  const whyNoRaise = (): BettingDenial =>
    !reopened
      ? { code: 'BETTING_NOT_REOPENED', reason: 'a short all-in did not reopen the betting: call or fold' }
      : t.options.structure === 'fixed-limit' && t.betsThisStreet >= t.options.raiseCap
        ? { code: 'RAISE_CAP_REACHED', reason: `the betting is capped at ${t.options.raiseCap} bets` }
        : { code: 'CANNOT_RAISE', reason: 'not enough chips to raise: call, go all in or fold' }
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
      if (o.raise === null) return whyNoRaise()
      if (amount < o.raise.min) return { code: 'RAISE_TOO_SMALL', reason: `the smallest raise is to ${o.raise.min}` }
      if (amount > o.raise.max) return { code: 'RAISE_TOO_LARGE', reason: `the largest raise is to ${o.raise.max}` }
      return null
    case 'ALL_IN':
      if (o.allIn !== null) return null
      if (t.currentBet > 0 && o.toCall < t.stacks[playerId]! && (!reopened || (t.options.structure === 'fixed-limit' && t.betsThisStreet >= t.options.raiseCap))) return whyNoRaise()
      return { code: 'ALL_IN_OVER_LIMIT', reason: 'going all in would bet more than the limit allows' }
  }
}

/**
 * Applies an allowed action to a copy of the table (`t` is changed: pass a copy): moves the chips,
 * updates the bet to match, the minimum raise and who may still raise. Returns the chips put in and the
 * bet total reached.
 */
export function applyBettingAction(t: HoldemTable, playerId: string, type: BettingActionType, amount: number | undefined): { put: number; to: number } {
  const bet = t.bets[playerId] ?? 0
  const stack = t.stacks[playerId]!
  let to = bet
  switch (type) {
    case 'FOLD':
      t.folded.push(playerId)
      return { put: 0, to: bet }
    case 'CHECK':
      break
    case 'CALL':
      to = bet + Math.min(stack, t.currentBet - bet)
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
  t.stacks[playerId] = stack - put
  t.bets[playerId] = to
  t.committed[playerId] = (t.committed[playerId] ?? 0) + put
  if (to > t.currentBet) {
    const size = to - t.currentBet
    const full = t.options.structure === 'fixed-limit' ? size >= limitBetSize(t) : size >= t.minRaise
    if (full) {
      if (t.options.structure !== 'fixed-limit') t.minRaise = size
      t.raiseLevel++
      t.betsThisStreet++
    } else if (t.currentBet === 0) {
      // A short all-in that opens the betting is still a bet: players who checked may raise it.
      t.raiseLevel++
    }
    t.currentBet = to
  }
  t.acted[playerId] = t.raiseLevel
  return { put, to }
}
