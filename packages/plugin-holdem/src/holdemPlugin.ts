import { version as packageVersion } from '../package.json'
import {
  createZone,
  deny,
  ok,
  playerHandZoneId,
  stateUtils,
  type ActionHandler,
  type ActionInit,
  type EventInit,
  type GamePlugin,
  type GameState,
  type Rule,
} from '@decklet/core'
import { applyBettingAction, bettingOptions, checkBettingAction, type BettingActionType, type BettingOptions } from './betting'
import { commitState, ZoneDraft } from './draft'
import { afterAction, BOARD_ZONE_ID, HAND_OVER, MUCK_ZONE_ID, startHand } from './hand'
import { resolveHoldemOptions, type HoldemOptions } from './options'
import { leaveTable, settleHand, withoutPlayers } from './settle'
import { checkCards, checkChips, copyTable, getTable, HOLDEM_VARIABLE, potSize, shallowTable, tableValue, type HoldemTable } from './table'

/** The plugin's id. */
export const HOLDEM_PLUGIN_ID = 'holdem'
/** This package's version, which the plugin reports. */
export const HOLDEM_PLUGIN_VERSION: string = packageVersion
/** The action the game dispatches to deal the next hand (no player). */
export const START_HAND = 'START_HAND'
/** Seat a player (a new one, or one who left) with a stack; dealt in from the next hand. */
export const JOIN = 'JOIN'
/** Leave the table with one's stack, at once or, during a hand one folded or was not dealt in, when it ends. */
export const LEAVE = 'LEAVE'
/** Add chips to one's stack between hands (a rebuy, or a top-up), up to the `maxBuyIn` option. */
export const REBUY = 'REBUY'
/** Ask to show one's hand at this hand's showdown, win or lose (otherwise a losing hand is mucked unseen). */
export const SHOW = 'SHOW'
/** The betting actions, in the order `getLegalActions` lists them. */
export const BETTING_ACTIONS: readonly BettingActionType[] = ['FOLD', 'CHECK', 'CALL', 'BET', 'RAISE', 'ALL_IN']

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

/** What `ctx.plugin('holdem')` and `engine.getPluginApi('holdem')` return. */
export interface HoldemApi {
  /** The table (stacks, pot, street, button, the last hand). */
  getTable(state: GameState): HoldemTable
  /** The legal choices of a player with their amount ranges, `null` when it is not their turn. */
  bettingOptions(state: GameState, playerId: string): BettingOptions | null
  /** Chips in the pot, this street's bets included. */
  potSize(state: GameState): number
}

declare module '@decklet/core' {
  interface PluginApis {
    holdem: HoldemApi
  }
}

const api: HoldemApi = Object.freeze({
  getTable,
  bettingOptions: (state: GameState, playerId: string) => bettingOptions(getTable(state), playerId),
  potSize: (state: GameState) => potSize(getTable(state)),
})

/** Is a hand being played (dealt and not yet settled)? */
const handRunning = (t: HoldemTable): boolean => t.street !== 'waiting' && t.street !== 'complete'

const CHIPS_CHECK = 'holdem: chips are conserved'
const CARDS_CHECK = 'holdem: every card is in the deck, on the board, in the muck or in a hand at the table'

/** Seats are numbered 1 to 10. */
const MAX_SEATS = 10

/** Chips beyond this could not be counted exactly: the chips bought in over a session stay within it. */
const MAX_CHIPS = Number.MAX_SAFE_INTEGER

const isChipCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 1

/** A denial when buying in `amount` more chips would take the chips bought in this session past {@link MAX_CHIPS}. */
function chipLimitDenial(t: HoldemTable, amount: number): ReturnType<typeof deny> | null {
  if (amount <= MAX_CHIPS - t.boughtIn) return null
  return deny(`the chips bought in at this table may not pass ${MAX_CHIPS} (Number.MAX_SAFE_INTEGER): ${Math.max(0, MAX_CHIPS - t.boughtIn)} more at most`, 'TABLE_CHIP_LIMIT')
}

/** Is `seat` held by a player other than `id`? (Players who left are no longer players: their seats are free.) */
const seatTaken = (state: GameState, seat: number, id: string): boolean => Object.values(state.players).some((q) => q.seat === seat && q.id !== id)

/** The lowest seat from 1 to 10 no player other than `id` holds; `null` when there is none. */
function freeSeat(state: GameState, id: string): number | null {
  for (let seat = 1; seat <= MAX_SEATS; seat++) if (!seatTaken(state, seat, id)) return seat
  return null
}

/** A few sizes for bots inside a range: the minimum, half the pot, the pot and the maximum, in order, once each. */
function discreteSizes(t: HoldemTable, playerId: string, min: number, max: number): number[] {
  const toCall = Math.max(0, t.currentBet - (t.bets[playerId] ?? 0))
  const pot = potSize(t) + toCall
  const sizes = [min]
  for (const n of [t.currentBet + Math.floor(pot / 2), t.currentBet + pot, max]) if (n > sizes[sizes.length - 1]! && n <= max) sizes.push(n)
  return sizes
}

/** Every legal betting action of `playerId`, in the order of {@link BETTING_ACTIONS}, with a few sizes for `BET` and `RAISE`. */
function bettingCandidates(state: GameState, playerId: string): BettingCandidate[] {
  const t = state.variables[HOLDEM_VARIABLE] as unknown as HoldemTable | undefined
  if (t === undefined || state.status !== 'playing') return []
  const o = bettingOptions(t, playerId)
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

type BettingCandidate = ActionInit<BettingActionType, Partial<BetPayload>>
const NO_CANDIDATES: readonly BettingCandidate[] = Object.freeze([])

function bettingHandler(type: BettingActionType): ActionHandler<BettingActionType, Partial<BetPayload>> {
  return {
    type,
    execute(action, { state }) {
      const t = shallowTable(getTable(state))
      const playerId = action.playerId!
      const { put, to } = applyBettingAction(t, playerId, type, action.payload?.amount)
      const zones = new ZoneDraft(state.zones)
      if (type === 'FOLD') zones.moveAll(playerHandZoneId(playerId), MUCK_ZONE_ID)
      const allIn = type !== 'FOLD' && t.stacks[playerId] === 0
      t.log = [...t.log, { kind: 'action', playerId, action: type, put, to, allIn }]
      const events: EventInit[] = [{ type: 'PLAYER_ACTED', playerId, payload: { playerId, action: type, put, to, allIn, street: t.street } }]
      return afterAction(state, zones, t, events, playerId)
    },
    // One handler lists every betting action (in one pass over the betting options); the others list none.
    enumerate: (state, playerId) => (type === BETTING_ACTIONS[0] ? bettingCandidates(state, playerId) : NO_CANDIDATES),
  }
}

const bettingRule: Rule = {
  id: 'holdem.betting',
  name: 'In turn, within the betting limits',
  appliesTo: BETTING_ACTIONS,
  validate({ state, action }) {
    if (state.status !== 'playing') return deny(`the game is ${state.status}`, 'GAME_NOT_PLAYING')
    const denial = checkBettingAction(getTable(state), action.playerId, action.type as BettingActionType, (action.payload as Partial<BetPayload> | undefined)?.amount)
    return denial === null ? ok() : deny(denial.reason, denial.code)
  },
}

const startHandRule: Rule = {
  id: 'holdem.start-hand',
  name: 'Only the game deals, between hands',
  appliesTo: [START_HAND],
  validate({ state, action }) {
    if (action.playerId !== undefined) return deny('players cannot deal; the game does', 'NOT_A_PLAYER_ACTION')
    if (state.status !== 'playing') return deny(`the game is ${state.status}`, 'GAME_NOT_PLAYING')
    return getTable(state).street === 'waiting' ? ok() : deny('a hand is in progress', 'HAND_IN_PROGRESS')
  },
}

const joinRule: Rule = {
  id: 'holdem.join',
  name: 'Join a table with a free seat',
  appliesTo: [JOIN],
  validate({ state, action }) {
    const id = action.playerId
    if (id === undefined) return deny('who joins? set playerId', 'NOT_A_PLAYER')
    if (state.status === 'finished') return deny('the session is over', 'GAME_NOT_PLAYING')
    const t = getTable(state)
    if (t.seats.includes(id)) return deny(`${id} is already seated`, 'ALREADY_SEATED')
    if (t.seats.length >= MAX_SEATS) return deny(`the table is full (${MAX_SEATS} seats)`, 'TABLE_FULL')
    const p = (action.payload ?? {}) as Partial<Record<keyof JoinPayload, unknown>>
    if (p.stack !== undefined && !isChipCount(p.stack)) return deny(`stack must be a whole number of chips from 1 to ${MAX_CHIPS}`, 'BAD_AMOUNT')
    if (p.name !== undefined && (typeof p.name !== 'string' || p.name.trim() === '')) return deny('name must be a string that is not blank', 'BAD_NAME')
    if (p.seat !== undefined) {
      if (typeof p.seat !== 'number' || !Number.isInteger(p.seat) || p.seat < 1 || p.seat > MAX_SEATS) {
        return deny(`seat must be a whole number from 1 to ${MAX_SEATS}, got ${String(p.seat)}`, 'BAD_SEAT')
      }
      if (seatTaken(state, p.seat, id)) return deny(`seat ${p.seat} is taken`, 'SEAT_TAKEN')
    } else if (freeSeat(state, id) === null) return deny(`every seat from 1 to ${MAX_SEATS} is taken`, 'TABLE_FULL')
    const stack = (p.stack as number | undefined) ?? t.options.startingStack
    if (stack > t.options.maxBuyIn) return deny(`the most a player may buy in for is ${t.options.maxBuyIn}`, 'OVER_MAX_BUY_IN')
    return chipLimitDenial(t, stack) ?? ok()
  },
}

const leaveRule: Rule = {
  id: 'holdem.leave',
  name: 'Leave when not in a hand',
  appliesTo: [LEAVE],
  validate({ state, action }) {
    const t = getTable(state)
    const id = action.playerId
    if (id === undefined || !t.seats.includes(id)) return deny(`${String(id)} is not seated`, 'NOT_SEATED')
    if (t.leaving.includes(id)) return deny(`${id} is already leaving`, 'ALREADY_LEAVING')
    if (handRunning(t) && t.inHand.includes(id) && !t.folded.includes(id)) return deny('finish or fold the hand first', 'IN_HAND')
    return ok()
  },
}

const rebuyRule: Rule = {
  id: 'holdem.rebuy',
  name: 'Buy more chips when not in a hand, up to the maximum buy-in',
  appliesTo: [REBUY],
  validate({ state, action }) {
    if (state.status !== 'playing') return deny(`the game is ${state.status}`, 'GAME_NOT_PLAYING')
    const t = getTable(state)
    const id = action.playerId
    if (id === undefined || !t.seats.includes(id)) return deny(`${String(id)} is not seated`, 'NOT_SEATED')
    if (handRunning(t) && t.inHand.includes(id)) return deny('chips in play cannot be added to: wait for the hand to end', 'IN_HAND')
    const amount = (action.payload as Partial<RebuyPayload> | undefined)?.amount
    if (!isChipCount(amount)) return deny(`amount must be a whole number of chips from 1 to ${MAX_CHIPS}`, 'BAD_AMOUNT')
    const stack = t.stacks[id] ?? 0
    if (amount > t.options.maxBuyIn - stack) return deny(`a stack may be at most ${t.options.maxBuyIn}: add at most ${Math.max(0, t.options.maxBuyIn - stack)}`, 'OVER_MAX_BUY_IN')
    return chipLimitDenial(t, amount) ?? ok()
  },
}

const showRule: Rule = {
  id: 'holdem.show',
  name: 'Show at showdown: a player still in the hand',
  appliesTo: [SHOW],
  validate({ state, action }) {
    if (state.status !== 'playing') return deny(`the game is ${state.status}`, 'GAME_NOT_PLAYING')
    const t = getTable(state)
    const id = action.playerId
    if (!handRunning(t) || t.street === 'showdown') return deny('no hand is in progress', 'NO_HAND_IN_PROGRESS')
    if (id === undefined || !t.inHand.includes(id) || t.folded.includes(id)) return deny(`${String(id)} is not in the hand`, 'NOT_IN_HAND')
    if (t.showing.includes(id)) return deny(`${id} already shows at showdown`, 'ALREADY_SHOWING')
    return ok()
  },
}

const rebuyHandler: ActionHandler<typeof REBUY, RebuyPayload> = {
  type: REBUY,
  execute(action, { state }) {
    const id = action.playerId!
    const t = copyTable(getTable(state))
    const amount = action.payload.amount
    t.stacks[id] = (t.stacks[id] ?? 0) + amount
    t.totalChips += amount
    t.boughtIn += amount
    return { state: stateUtils.setVariable(state, HOLDEM_VARIABLE, tableValue(t)), events: [{ type: 'PLAYER_REBOUGHT', playerId: id, payload: { playerId: id, amount, stack: t.stacks[id] } }] }
  },
}

const showHandler: ActionHandler<typeof SHOW> = {
  type: SHOW,
  execute(action, { state }) {
    const id = action.playerId!
    const t = copyTable(getTable(state))
    t.showing.push(id)
    return { state: stateUtils.setVariable(state, HOLDEM_VARIABLE, tableValue(t)), events: [{ type: 'SHOW_ANNOUNCED', playerId: id, payload: { playerId: id } }] }
  },
  *enumerate(state, playerId) {
    // Offered on the river to the player to act, the last chance before a showdown; allowed at any time in the hand.
    const t = state.variables[HOLDEM_VARIABLE] as unknown as HoldemTable | undefined
    if (t === undefined || state.status !== 'playing' || t.street !== 'river' || t.toAct !== playerId || t.showing.includes(playerId)) return
    yield { type: SHOW, playerId }
  },
}

const startHandHandler: ActionHandler<typeof START_HAND> = {
  type: START_HAND,
  execute: (_action, { state, random }) => startHand(state, random),
}

const joinHandler: ActionHandler<typeof JOIN, JoinPayload> = {
  type: JOIN,
  execute(action, { state }) {
    const id = action.playerId!
    const t = copyTable(getTable(state))
    const p = action.payload ?? {}
    // A player who left is no longer a player of the game: one who comes back is seated like a new one.
    const seat = p.seat ?? freeSeat(state, id)!
    let next = stateUtils.addPlayer(state, { id, name: p.name ?? state.players[id]?.name ?? id, seat })
    if (next.zones[playerHandZoneId(id)] === undefined) {
      next = stateUtils.addZone(next, createZone({ id: playerHandZoneId(id), type: 'hand', ownerId: id, visibility: 'owner' }))
    }
    const stack = p.stack ?? t.options.startingStack
    t.seats.push(id)
    t.seats.sort((a, b) => next.players[a]!.seat - next.players[b]!.seat)
    t.stacks[id] = stack
    t.totalChips += stack
    t.boughtIn += stack
    next = stateUtils.setVariable(next, HOLDEM_VARIABLE, tableValue(t))
    return { state: next, events: [{ type: 'PLAYER_JOINED', playerId: id, payload: { playerId: id, stack, seat: next.players[id]!.seat } }] }
  },
}

const leaveHandler: ActionHandler<typeof LEAVE> = {
  type: LEAVE,
  execute(action, { state }) {
    const id = action.playerId!
    const t = copyTable(getTable(state))
    if (handRunning(t) && t.inHand.includes(id)) {
      t.leaving.push(id)
      return { state: stateUtils.setVariable(state, HOLDEM_VARIABLE, tableValue(t)), events: [{ type: 'PLAYER_LEAVING', playerId: id, payload: { playerId: id } }] }
    }
    const zones = new ZoneDraft(state.zones)
    const events = leaveTable(t, zones, id)
    return { state: commitState(withoutPlayers(state, [id]), zones.result(), t), events }
  },
}

/**
 * Creates a Hold'em or Omaha cash-game plugin (id `holdem`). Register it after the standard deck and
 * poker-rules plugins: `engine.use(StandardDeckPlugin).use(PokerRulesPlugin).use(createHoldemPlugin(options))`.
 * The first hand is dealt when the game starts and each next one as soon as a hand ends, until fewer than
 * two players have chips or `maxHands` were played (status `finished`, the biggest stacks win).
 *
 * @example
 * const engine = new GameEngine({ seed: 1 })
 *   .use(StandardDeckPlugin).use(PokerRulesPlugin)
 *   .use(createHoldemPlugin({ structure: 'pot-limit', variant: 'omaha', smallBlind: 1, bigBlind: 2 }))
 * engine.createGame({ players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }] }).start()
 * engine.getState().currentPlayerId // 'ann': heads-up the button posts the small blind and acts first
 */
export function createHoldemPlugin(options: HoldemOptions = {}): GamePlugin {
  const resolved = resolveHoldemOptions(options)
  return {
    id: HOLDEM_PLUGIN_ID,
    name: resolved.variant === 'omaha' ? `Omaha${resolved.hiLo ? ' hi-lo' : ''}` : "Texas Hold'em",
    version: HOLDEM_PLUGIN_VERSION,
    dependencies: { 'standard-deck': '^1.0.0', 'poker-rules': '^1.0.0' },
    api,
    setup(ctx) {
      ctx.removeStateCheck(CHIPS_CHECK)
      ctx.addStateCheck(CHIPS_CHECK, checkChips)
      ctx.removeStateCheck(CARDS_CHECK)
      ctx.addStateCheck(CARDS_CHECK, checkCards)
      if (ctx.getVariable(HOLDEM_VARIABLE) !== undefined) return
      const players = Object.values(ctx.state.players).sort((a, b) => a.seat - b.seat)
      if (players.length < 2 || players.length > MAX_SEATS) throw new Error(`Hold'em is played by 2 to ${MAX_SEATS} players, not ${players.length}`)
      if (resolved.startingStack > MAX_CHIPS / players.length) {
        throw new RangeError(`${players.length} starting stacks of ${resolved.startingStack} are more chips than can be counted exactly (Number.MAX_SAFE_INTEGER): lower startingStack`)
      }
      ctx.update((state) => {
        let next = state
        if (!next.zones[BOARD_ZONE_ID]) next = stateUtils.addZone(next, createZone({ id: BOARD_ZONE_ID, type: 'board', visibility: 'public' }))
        if (!next.zones[MUCK_ZONE_ID]) next = stateUtils.addZone(next, createZone({ id: MUCK_ZONE_ID, type: 'muck', visibility: 'hidden' }))
        for (const p of players) {
          const zoneId = playerHandZoneId(p.id)
          if (!next.zones[zoneId]) next = stateUtils.addZone(next, createZone({ id: zoneId, type: 'hand', ownerId: p.id, visibility: 'owner' }))
          else next = stateUtils.setZoneVisibility(next, zoneId, 'owner')
        }
        const table: HoldemTable = {
          options: resolved,
          handNumber: 0,
          street: 'waiting',
          seats: players.map((p) => p.id),
          stacks: Object.fromEntries(players.map((p) => [p.id, resolved.startingStack])),
          totalChips: resolved.startingStack * players.length,
          boughtIn: resolved.startingStack * players.length,
          cashedOut: 0,
          leaving: [],
          button: null,
          inHand: [],
          folded: [],
          bets: {},
          committed: {},
          currentBet: 0,
          minRaise: resolved.bigBlind,
          fullBet: 0,
          raiseLevel: 0,
          acted: {},
          betsThisStreet: 0,
          capped: false,
          toAct: null,
          showing: [],
          log: [],
          startStacks: {},
          lastHand: null,
        }
        return stateUtils.setVariable(next, HOLDEM_VARIABLE, tableValue(table))
      })
    },
    rules: [startHandRule, bettingRule, joinRule, leaveRule, rebuyRule, showRule],
    actions: [startHandHandler, ...BETTING_ACTIONS.map(bettingHandler), showHandler, joinHandler, leaveHandler, rebuyHandler],
    events: [
      { type: 'GAME_STARTED', handle: (_event, ctx) => void ctx.dispatch({ type: START_HAND }) },
      {
        type: HAND_OVER,
        handle(_event, ctx) {
          const { state, events } = settleHand(ctx.state, ctx.plugin('poker-rules').resolver)
          ctx.update(() => state)
          for (const event of events) ctx.emit(event)
          if (resolved.autoDeal) ctx.dispatch({ type: START_HAND })
        },
      },
    ],
    defaultAction(state, playerId): ActionInit | null {
      const t = state.variables[HOLDEM_VARIABLE] as unknown as HoldemTable | undefined
      const o = t === undefined ? null : bettingOptions(t, playerId)
      if (o === null) return null
      return { type: o.canCheck ? 'CHECK' : 'FOLD', playerId }
    },
    redactEvent: (event) =>
      event.type === 'HOLE_CARDS_DEALT' ? { playerId: event.playerId ?? null, count: ((event.payload as { cards: string[] }).cards ?? []).length } : undefined,
  }
}

/** No-limit Texas Hold'em, blinds 1/2, 200-chip stacks: `createHoldemPlugin()`. */
export const HoldemPlugin: GamePlugin = createHoldemPlugin()
