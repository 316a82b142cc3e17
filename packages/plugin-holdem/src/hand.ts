import { playerHandZoneId, type GameState, type RandomProvider, type StateDraft } from '@decklet/core'
import { STANDARD_DECK_ZONE_ID } from '@decklet/plugin-standard-deck'
import { countBet, raiseTo } from './betting'
import type {
  ActionRequiredPayload, BlindPostedPayload, HandOverPayload, HandStartedPayload, HoleCardsDealtPayload, SessionEndedPayload, StreetDealtPayload,
} from './events'
import { BOARD_ZONE_ID, holdemVariable, MUCK_ZONE_ID, shallowTable, type HoldemState, type Street } from './state'
import { betToMatch, canAct, liveCount, someoneElseCanAct } from './tableQueries'

/*
 * The flow of a hand, on the plugin's StateDraft (reset on the action's state by the handler): each function
 * changes the draft's zones, emits the events and leaves the table `t` (a handler's shallow copy) in the draft
 * with `putTable`; the handler then returns `draft.result()`.
 */

/** The event an action handler emits when the hand is over; the plugin settles the pots on it. */
export const HAND_OVER = 'HOLDEM_HAND_OVER'

const EMPTY: readonly string[] = Object.freeze([])

const holeCount = (t: HoldemState): number => (t.options.variant === 'omaha' ? 4 : 2)

/** Puts the table in the draft; `currentPlayerId` follows whoever is to act. @internal */
export function putTable(d: StateDraft, t: HoldemState): void {
  d.set(holdemVariable, t)
  d.currentPlayerId = t.toAct
}

/** Moves every card of `from` to the end of `to` (a fold, a muck, a player leaving with cards). @internal */
export function moveAll(d: StateDraft, from: string, to: string): void {
  const cards = d.cards(from)
  if (cards.length === 0) return
  const target = d.editCards(to)
  for (let i = 0; i < cards.length; i++) target.push(cards[i]!)
  d.setZoneCards(from, EMPTY)
}

/**
 * The first player, from `inHand[from]` on (around the table), who must act; `null` when the street is over.
 * A player must act who has chips and is still in, and owes chips ({@link betToMatch}: against players who are all
 * in, only what they put in), or has not acted yet this street while someone else can still play against them.
 */
export function nextToAct(t: HoldemState, from: number): string | null {
  const n = t.inHand.length
  for (let k = 0; k < n; k++) {
    const id = t.inHand[(from + k) % n]!
    if (!canAct(t, id)) continue
    const bet = t.bets[id] ?? 0
    if (bet < t.currentBet && bet < betToMatch(t, id)) return id
    if (t.acted[id] === undefined && someoneElseCanAct(t, id)) return id
  }
  return null
}

function seatOf(state: GameState, id: string): number {
  return state.players[id]?.seat ?? 0
}

/**
 * Starts the next hand in the draft: moves the button, posts antes and blinds, shuffles and deals hole cards,
 * and gives the action to the first player. Ends the session instead (status `finished`, the biggest stacks
 * win) when fewer than two players have chips or `maxHands` were played. @internal
 */
export function startHand(d: StateDraft, random: RandomProvider): void {
  const state = d.base
  const t = shallowTable(holdemVariable.require(state))
  // Seats are kept in seat order.
  const dealt = t.seats.filter((id) => (t.stacks[id] ?? 0) > 0)
  if (dealt.length < 2 || (t.options.maxHands !== null && t.handNumber >= t.options.maxHands)) {
    t.street = 'complete'
    t.toAct = null
    putTable(d, t)
    const best = Math.max(0, ...t.seats.map((id) => t.stacks[id] ?? 0))
    const winners = t.seats.filter((id) => best > 0 && t.stacks[id] === best)
    for (const id of winners) d.addWinner(id)
    d.status = 'finished'
    d.emit({ type: 'SESSION_ENDED', payload: { hands: t.handNumber, stacks: { ...t.stacks }, winners } satisfies SessionEndedPayload })
    return
  }
  // The button moves to the next player dealt in, clockwise from the last button's seat.
  const lastSeat = t.button !== null ? seatOf(state, t.button) : -Infinity
  const button = dealt.find((id) => seatOf(state, id) > lastSeat) ?? dealt[0]!
  const b = dealt.indexOf(button)
  t.inHand = [...dealt.slice(b + 1), ...dealt.slice(0, b + 1)]
  t.button = button
  t.handNumber++
  t.street = 'preflop'
  t.folded = []
  t.bets = {}
  t.committed = {}
  t.acted = {}
  t.currentBet = t.options.bigBlind
  t.minRaise = t.options.bigBlind
  t.fullBet = t.options.bigBlind
  t.raiseLevel = 0
  t.betsThisStreet = 0
  t.capped = false
  t.showing = []
  t.log = []
  const startStacks: Record<string, number> = {}
  for (const id of t.inHand) startStacks[id] = t.stacks[id]!
  t.startStacks = startStacks
  t.stacks = { ...t.stacks }

  // Every card back to the deck, shuffled. The board, the muck and the seated players' hands first, in that order
  // (the order the shuffle was always given, so seeded games and their records play as before); then any card left
  // anywhere else (none while the card check holds): the deck is whole at every deal.
  const all: string[] = [...d.cards(STANDARD_DECK_ZONE_ID)]
  const gather = (zoneId: string): void => {
    if (zoneId === STANDARD_DECK_ZONE_ID || !d.hasZone(zoneId)) return
    const cards = d.cards(zoneId)
    if (cards.length === 0) return
    for (const c of cards) all.push(c)
    // Conceal first: a hand shown at the last showdown may be dealt one of its cards again in this draft, and the
    // draft checks what stays revealed only against the zone's final cards, so the card would stay face up.
    d.concealCards(zoneId)
    d.setZoneCards(zoneId, EMPTY)
  }
  gather(BOARD_ZONE_ID)
  gather(MUCK_ZONE_ID)
  for (const id of t.seats) gather(playerHandZoneId(id))
  for (const zoneId in state.zones) gather(zoneId)
  const deck = random.shuffle(all)
  d.emit({
    type: 'HAND_STARTED',
    // The lists and records of a table are never changed once made: the event may share them.
    payload: { handNumber: t.handNumber, button, players: t.inHand, stacks: startStacks } satisfies HandStartedPayload,
  })

  const post = (id: string, amount: number, kind: 'ante' | 'small-blind' | 'big-blind' | 'straddle'): number => {
    const paid = Math.min(amount, t.stacks[id]!)
    if (paid === 0) return 0
    t.stacks[id] = t.stacks[id]! - paid
    t.committed[id] = (t.committed[id] ?? 0) + paid
    if (kind !== 'ante') t.bets[id] = (t.bets[id] ?? 0) + paid
    t.log.push({ kind: 'post', playerId: id, blind: kind, amount: paid, allIn: t.stacks[id] === 0 })
    d.emit({ type: 'BLIND_POSTED', playerId: id, payload: { playerId: id, kind, amount: paid, allIn: t.stacks[id] === 0 } satisfies BlindPostedPayload })
    return paid
  }
  if (t.options.ante > 0) for (const id of t.inHand) post(id, t.options.ante, 'ante')
  const headsUp = t.inHand.length === 2
  // Heads-up the button posts the small blind and acts first pre-flop.
  const sb = headsUp ? t.inHand[1]! : t.inHand[0]!
  const bb = headsUp ? t.inHand[0]! : t.inHand[1]!
  post(sb, t.options.smallBlind, 'small-blind')
  post(bb, t.options.bigBlind, 'big-blind')
  // The big blind is the first bet of the street, also when its player could post only part of it.
  countBet(t)
  // A live straddle, left of the big blind: a blind raise to two big blinds; the straddler acts last pre-flop.
  const straddled = t.options.straddle && !headsUp
  if (straddled) {
    const straddle = post(t.inHand[2 % t.inHand.length]!, t.options.bigBlind * 2, 'straddle')
    if (straddle > t.currentBet) {
      raiseTo(t, straddle)
      // Like a big blind, a full straddle sets the smallest raise to its own size.
      if (straddle === t.options.bigBlind * 2 && t.options.structure !== 'fixed-limit') t.minRaise = straddle
    }
  }

  // Deal one card at a time, starting left of the button.
  const n = t.inHand.length
  const count = holeCount(t)
  for (let i = 0; i < n; i++) {
    const id = t.inHand[i]!
    const hole: string[] = []
    for (let round = 0; round < count; round++) hole.push(deck[deck.length - 1 - round * n - i]!)
    d.setZoneCards(playerHandZoneId(id), hole)
    d.emit({ type: 'HOLE_CARDS_DEALT', playerId: id, payload: { playerId: id, cards: hole } satisfies HoleCardsDealtPayload, visibleTo: [id] })
  }
  deck.length -= count * n
  d.setZoneCards(STANDARD_DECK_ZONE_ID, deck)
  t.toAct = nextToAct(t, headsUp ? 1 : (straddled ? 3 : 2) % t.inHand.length)
  afterAction(d, t)
}

const NEXT_STREET: Partial<Record<Street, { street: Street; cards: number; event: 'FLOP_DEALT' | 'TURN_DEALT' | 'RIVER_DEALT' }>> = {
  preflop: { street: 'flop', cards: 3, event: 'FLOP_DEALT' },
  flop: { street: 'turn', cards: 1, event: 'TURN_DEALT' },
  turn: { street: 'river', cards: 1, event: 'RIVER_DEALT' },
}

/** Burns one card and deals the next street's board cards. */
function dealStreet(d: StateDraft, t: HoldemState): void {
  const step = NEXT_STREET[t.street]!
  // The top of the deck is its last card: burn it, then deal the next ones off the top.
  const deck = d.cards(STANDARD_DECK_ZONE_ID)
  const top = deck.length - 1
  const cards: string[] = []
  for (let i = 1; i <= step.cards; i++) cards.push(deck[top - i]!)
  d.append(MUCK_ZONE_ID, deck[top]!)
  d.setZoneCards(STANDARD_DECK_ZONE_ID, slice(deck, top - step.cards))
  const board = [...d.cards(BOARD_ZONE_ID), ...cards]
  d.setZoneCards(BOARD_ZONE_ID, board)
  t.street = step.street
  t.log = [...t.log, { kind: 'street', street: step.street as 'flop' | 'turn' | 'river', cards }]
  d.emit({ type: step.event, payload: { cards, board: [...board] } satisfies StreetDealtPayload })
}

/** The first `end` items (a loop: `slice` copies frozen arrays slowly). */
function slice(items: readonly string[], end: number): string[] {
  const out = new Array<string>(end)
  for (let i = 0; i < end; i++) out[i] = items[i]!
  return out
}

/**
 * After an action (or the blinds): gives the turn to the next player who must act, or ends the street —
 * dealing the next one, running the board out when at most one player can still bet, or ending the hand
 * (one player left, or the river betting done) with a {@link HAND_OVER} event — and puts the table in the draft.
 * `t` is the handler's shallow copy of the table (changed here; its records are replaced, never changed). @internal
 */
export function afterAction(d: StateDraft, t: HoldemState, lastActor?: string): void {
  if (liveCount(t) === 1) {
    t.toAct = null
    d.emit({ type: HAND_OVER, payload: { uncontested: true } satisfies HandOverPayload })
    return putTable(d, t)
  }
  if (lastActor !== undefined) t.toAct = nextToAct(t, t.inHand.indexOf(lastActor) + 1)
  while (t.toAct === null) {
    t.bets = {}
    t.currentBet = 0
    t.minRaise = t.options.bigBlind
    t.fullBet = 0
    t.raiseLevel = 0
    t.betsThisStreet = 0
    t.capped = false
    t.acted = {}
    if (t.street === 'river') {
      t.street = 'showdown'
      d.emit({ type: HAND_OVER, payload: { uncontested: false } satisfies HandOverPayload })
      return putTable(d, t)
    }
    dealStreet(d, t)
    t.toAct = nextToAct(t, 0)
  }
  const bet = t.bets[t.toAct] ?? 0
  const toCall = t.currentBet > bet ? betToMatch(t, t.toAct) - bet : 0
  d.emit({ type: 'ACTION_REQUIRED', playerId: t.toAct, payload: { playerId: t.toAct, street: t.street, toCall } satisfies ActionRequiredPayload })
  putTable(d, t)
}
