import { compareSeats, createZone, playerHandZoneId, type ActionHandler, type ActionResult, type EventInit, type GameState, type StateDraft } from '@decklet/core'
import { BETTING_ACTIONS, HoldemActionTypes, type BetPayload, type BettingActionType, type JoinPayload, type RebuyPayload } from './actions'
import { applyBettingAction, type BettingOptionsCache } from './betting'
import type { HoldemPlayerPayload, PlayerActedPayload, PlayerJoinedPayload, PlayerReboughtPayload } from './events'
import { afterAction, moveAll, putTable, startHand } from './hand'
import { bettingCandidates, showCandidates, type BettingCandidate } from './legalActions'
import { freeSeat } from './rules'
import { leaveTable } from './settle'
import { copyTable, getHoldemState, holdemVariable, MUCK_ZONE_ID, shallowTable, type HoldemState } from './state'
import { handRunning } from './tableQueries'

/*
 * The action handlers of one plugin instance. Each resets the instance's StateDraft on the action's state,
 * changes it and returns `draft.result()`: the next state built once, with the next version. Handlers run one
 * at a time, never inside one another, so one draft serves them all (and every engine using the instance).
 */

const NO_CANDIDATES: readonly BettingCandidate[] = Object.freeze([])

/** The next state of a table action that changes only the table (`t`, a copy), with its one event. */
function tableChange(draft: StateDraft, state: GameState, t: HoldemState, event: EventInit): ActionResult {
  const d = draft.reset(state)
  d.set(holdemVariable, t)
  d.emit(event)
  return d.result()
}

function bettingHandler(type: BettingActionType, draft: StateDraft, cache: BettingOptionsCache): ActionHandler<BettingActionType, Partial<BetPayload>> {
  // One handler lists every betting action (in one pass over the betting options); the others list none.
  const lists = type === BETTING_ACTIONS[0]
  return {
    type,
    execute(action, { state }) {
      const d = draft.reset(state)
      const t = shallowTable(getHoldemState(state))
      const playerId = action.playerId!
      const { put, to } = applyBettingAction(t, playerId, type, action.payload?.amount)
      if (type === 'FOLD') moveAll(d, playerHandZoneId(playerId), MUCK_ZONE_ID)
      const allIn = type !== 'FOLD' && t.stacks[playerId] === 0
      t.log = [...t.log, { kind: 'action', playerId, action: type, put, to, allIn }]
      d.emit({ type: 'PLAYER_ACTED', playerId, payload: { playerId, action: type, put, to, allIn, street: t.street } satisfies PlayerActedPayload })
      afterAction(d, t, playerId)
      return d.result()
    },
    enumerate: lists ? (state, playerId) => bettingCandidates(state, playerId, cache) : () => NO_CANDIDATES,
  }
}

function startHandHandler(draft: StateDraft): ActionHandler<typeof HoldemActionTypes.START_HAND> {
  return {
    type: HoldemActionTypes.START_HAND,
    execute(_action, { state, random }) {
      const d = draft.reset(state)
      startHand(d, random)
      return d.result()
    },
  }
}

function showHandler(draft: StateDraft): ActionHandler<typeof HoldemActionTypes.SHOW> {
  return {
    type: HoldemActionTypes.SHOW,
    execute(action, { state }) {
      const id = action.playerId!
      const t = copyTable(getHoldemState(state))
      t.showing.push(id)
      return tableChange(draft, state, t, { type: 'SHOW_ANNOUNCED', playerId: id, payload: { playerId: id } satisfies HoldemPlayerPayload })
    },
    enumerate: showCandidates,
  }
}

function joinHandler(draft: StateDraft): ActionHandler<typeof HoldemActionTypes.JOIN, JoinPayload> {
  return {
    type: HoldemActionTypes.JOIN,
    // A newcomer sends it: core lets an action of someone who is not a player yet through to the rules.
    acceptsNewPlayers: true,
    execute(action, { state }) {
      const id = action.playerId!
      const t = copyTable(getHoldemState(state))
      const p = action.payload ?? {}
      const d = draft.reset(state)
      // A player who left is no longer a player of the game: one who comes back is seated like a new one.
      const seat = p.seat ?? freeSeat(state, id)!
      d.addPlayer({ id, name: p.name ?? state.players[id]?.name ?? id, seat })
      const zoneId = playerHandZoneId(id)
      if (!d.hasZone(zoneId)) d.addZone(createZone({ id: zoneId, type: 'hand', ownerId: id, visibility: 'owner' }))
      const stack = p.stack ?? t.options.startingStack
      t.seats.push(id)
      t.seats.sort((a, b) => compareSeats(d.player(a), d.player(b)))
      t.stacks[id] = stack
      t.totalChips += stack
      t.boughtIn += stack
      d.set(holdemVariable, t)
      d.emit({ type: 'PLAYER_JOINED', playerId: id, payload: { playerId: id, stack, seat } satisfies PlayerJoinedPayload })
      return d.result()
    },
  }
}

function leaveHandler(draft: StateDraft): ActionHandler<typeof HoldemActionTypes.LEAVE> {
  return {
    type: HoldemActionTypes.LEAVE,
    execute(action, { state }) {
      const id = action.playerId!
      const t = copyTable(getHoldemState(state))
      if (handRunning(t) && t.inHand.includes(id)) {
        // Dealt in (and folded): the player leaves when the hand is settled.
        t.leaving.push(id)
        return tableChange(draft, state, t, { type: 'PLAYER_LEAVING', playerId: id, payload: { playerId: id } satisfies HoldemPlayerPayload })
      }
      const d = draft.reset(state)
      leaveTable(d, t, id)
      putTable(d, t)
      return d.result()
    },
  }
}

function rebuyHandler(draft: StateDraft): ActionHandler<typeof HoldemActionTypes.REBUY, RebuyPayload> {
  return {
    type: HoldemActionTypes.REBUY,
    execute(action, { state }) {
      const id = action.playerId!
      const t = copyTable(getHoldemState(state))
      const amount = action.payload.amount
      t.stacks[id] = (t.stacks[id] ?? 0) + amount
      t.totalChips += amount
      t.boughtIn += amount
      return tableChange(draft, state, t, { type: 'PLAYER_REBOUGHT', playerId: id, payload: { playerId: id, amount, stack: t.stacks[id]! } satisfies PlayerReboughtPayload })
    },
  }
}

/**
 * The action handlers of one plugin instance, on its draft and betting-options cache, in the order they were
 * always registered. @internal
 */
export function createHandlers(draft: StateDraft, cache: BettingOptionsCache): ActionHandler<any, any>[] {
  return [
    startHandHandler(draft),
    ...BETTING_ACTIONS.map((type) => bettingHandler(type, draft, cache)),
    showHandler(draft),
    joinHandler(draft),
    leaveHandler(draft),
    rebuyHandler(draft),
  ]
}
