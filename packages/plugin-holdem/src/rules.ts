import { ok, type GameState, type Rule, type RuleResult } from '@decklet/core'
import { BETTING_ACTIONS, HoldemActionTypes, type BetPayload, type BettingActionType, type JoinPayload, type RebuyPayload } from './actions'
import { bettingDenial, type BettingOptionsCache } from './betting'
import { HoldemDenyCodes } from './denyCodes'
import { MAX_CHIPS } from './options'
import { getHoldemState, type HoldemState } from './state'
import { handRunning } from './tableQueries'

const { codes, deny } = HoldemDenyCodes

/** Seats are numbered 1 to 10. @internal */
export const MAX_SEATS = 10

const isChipCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 1

const notPlaying = (state: GameState): RuleResult => deny(`the game is ${state.status}`, codes.GAME_NOT_PLAYING)

/** A denial when buying in `amount` more chips would take the chips bought in this session past {@link MAX_CHIPS}. */
function chipLimitDenial(t: HoldemState, amount: number): RuleResult | null {
  if (amount <= MAX_CHIPS - t.boughtIn) return null
  return deny(`the chips bought in at this table may not pass ${MAX_CHIPS} (Number.MAX_SAFE_INTEGER): ${Math.max(0, MAX_CHIPS - t.boughtIn)} more at most`, codes.TABLE_CHIP_LIMIT)
}

/** Is `seat` held by a player other than `id`? (Players who left are no longer players: their seats are free.) */
const seatTaken = (state: GameState, seat: number, id: string): boolean => Object.values(state.players).some((q) => q.seat === seat && q.id !== id)

/** The lowest seat from 1 to 10 no player other than `id` holds; `null` when there is none. @internal */
export function freeSeat(state: GameState, id: string): number | null {
  for (let seat = 1; seat <= MAX_SEATS; seat++) if (!seatTaken(state, seat, id)) return seat
  return null
}

/** The betting rule, reading the betting options through the plugin instance's cache. */
function bettingRule(cache: BettingOptionsCache): Rule {
  return {
    id: 'holdem.betting',
    name: 'In turn, within the betting limits',
    appliesTo: BETTING_ACTIONS,
    validate({ state, action }) {
      if (state.status !== 'playing') return notPlaying(state)
      const amount = (action.payload as Partial<BetPayload> | undefined)?.amount
      const denial = bettingDenial(getHoldemState(state), action.playerId, action.type as BettingActionType, amount, cache)
      return denial === null ? ok() : deny(denial.reason, denial.code)
    },
  }
}

const startHandRule: Rule = {
  id: 'holdem.start-hand',
  name: 'Only the game deals, between hands',
  appliesTo: [HoldemActionTypes.START_HAND],
  validate({ state, action }) {
    if (action.playerId !== undefined) return deny('players cannot deal; the game does', codes.NOT_A_PLAYER_ACTION)
    if (state.status !== 'playing') return notPlaying(state)
    return getHoldemState(state).street === 'waiting' ? ok() : deny('a hand is in progress', codes.HAND_IN_PROGRESS)
  },
}

const joinRule: Rule = {
  id: 'holdem.join',
  name: 'Join a table with a free seat',
  appliesTo: [HoldemActionTypes.JOIN],
  validate({ state, action }) {
    const id = action.playerId
    if (id === undefined) return deny('who joins? set playerId', codes.UNKNOWN_PLAYER)
    if (state.status === 'finished') return deny('the session is over', codes.GAME_NOT_PLAYING)
    const t = getHoldemState(state)
    if (t.seats.includes(id)) return deny(`${id} is already seated`, codes.ALREADY_SEATED)
    if (t.seats.length >= MAX_SEATS) return deny(`the table is full (${MAX_SEATS} seats)`, codes.TABLE_FULL)
    const p = (action.payload ?? {}) as Partial<Record<keyof JoinPayload, unknown>>
    if (p.stack !== undefined && !isChipCount(p.stack)) return deny(`stack must be a whole number of chips from 1 to ${MAX_CHIPS}`, codes.BAD_AMOUNT)
    if (p.name !== undefined && (typeof p.name !== 'string' || p.name.trim() === '')) return deny('name must be a string that is not blank', codes.BAD_NAME)
    if (p.seat !== undefined) {
      if (typeof p.seat !== 'number' || !Number.isInteger(p.seat) || p.seat < 1 || p.seat > MAX_SEATS) {
        return deny(`seat must be a whole number from 1 to ${MAX_SEATS}, got ${String(p.seat)}`, codes.BAD_SEAT)
      }
      if (seatTaken(state, p.seat, id)) return deny(`seat ${p.seat} is taken`, codes.SEAT_TAKEN)
    } else if (freeSeat(state, id) === null) return deny(`every seat from 1 to ${MAX_SEATS} is taken`, codes.TABLE_FULL)
    const stack = (p.stack as number | undefined) ?? t.options.startingStack
    if (stack > t.options.maxBuyIn) return deny(`the most a player may buy in for is ${t.options.maxBuyIn}`, codes.OVER_MAX_BUY_IN)
    return chipLimitDenial(t, stack) ?? ok()
  },
}

const leaveRule: Rule = {
  id: 'holdem.leave',
  name: 'Leave when not in a hand',
  appliesTo: [HoldemActionTypes.LEAVE],
  validate({ state, action }) {
    const t = getHoldemState(state)
    const id = action.playerId
    if (id === undefined || !t.seats.includes(id)) return deny(`${String(id)} is not seated`, codes.NOT_SEATED)
    if (t.leaving.includes(id)) return deny(`${id} is already leaving`, codes.ALREADY_LEAVING)
    if (handRunning(t) && t.inHand.includes(id) && !t.folded.includes(id)) return deny('finish or fold the hand first', codes.IN_HAND)
    return ok()
  },
}

const rebuyRule: Rule = {
  id: 'holdem.rebuy',
  name: 'Buy more chips when not in a hand, up to the maximum buy-in',
  appliesTo: [HoldemActionTypes.REBUY],
  validate({ state, action }) {
    if (state.status !== 'playing') return notPlaying(state)
    const t = getHoldemState(state)
    const id = action.playerId
    if (id === undefined || !t.seats.includes(id)) return deny(`${String(id)} is not seated`, codes.NOT_SEATED)
    if (handRunning(t) && t.inHand.includes(id)) return deny('chips in play cannot be added to: wait for the hand to end', codes.IN_HAND)
    const amount = (action.payload as Partial<RebuyPayload> | undefined)?.amount
    if (!isChipCount(amount)) return deny(`amount must be a whole number of chips from 1 to ${MAX_CHIPS}`, codes.BAD_AMOUNT)
    const stack = t.stacks[id] ?? 0
    if (amount > t.options.maxBuyIn - stack) return deny(`a stack may be at most ${t.options.maxBuyIn}: add at most ${Math.max(0, t.options.maxBuyIn - stack)}`, codes.OVER_MAX_BUY_IN)
    return chipLimitDenial(t, amount) ?? ok()
  },
}

const showRule: Rule = {
  id: 'holdem.show',
  name: 'Show at showdown: a player still in the hand',
  appliesTo: [HoldemActionTypes.SHOW],
  validate({ state, action }) {
    if (state.status !== 'playing') return notPlaying(state)
    const t = getHoldemState(state)
    const id = action.playerId
    if (!handRunning(t) || t.street === 'showdown') return deny('no hand is in progress', codes.NO_HAND_IN_PROGRESS)
    if (id === undefined || !t.inHand.includes(id) || t.folded.includes(id)) return deny(`${String(id)} is not in the hand`, codes.PLAYER_NOT_IN_HAND)
    if (t.showing.includes(id)) return deny(`${id} already shows at showdown`, codes.ALREADY_SHOWING)
    return ok()
  },
}

/**
 * The rules of one plugin instance, in the order they were always registered: dealing, betting, then the table
 * actions. Each denial carries one of {@link HoldemDenyCodes}. @internal
 */
export function createRules(cache: BettingOptionsCache): Rule[] {
  return [startHandRule, bettingRule(cache), joinRule, leaveRule, rebuyRule, showRule]
}
