import { playerHandZoneId, stateUtils, type EventInit, type GameState, type RandomProvider } from '@decklet/core'
import { STANDARD_DECK_ZONE_ID } from '@decklet/plugin-standard-deck'
import { canAct, copyTable, getTable, HOLDEM_VARIABLE, liveIn, tableValue, type HoldemTable, type Street } from './table'

/** The zone of the community cards (public). */
export const BOARD_ZONE_ID = 'board'
/** The zone of folded hands, mucked hands and burnt cards (nobody sees it). */
export const MUCK_ZONE_ID = 'muck'
/** The event an action handler emits when the hand is over; the plugin settles the pots on it. */
export const HAND_OVER = 'HOLDEM_HAND_OVER'

/** What a step of the hand produced. */
export interface HandStep {
  state: GameState
  events: EventInit[]
}

const holeCount = (t: HoldemTable): number => (t.options.variant === 'omaha' ? 4 : 2)

/** Must `id` still act this street? (Has chips, is in, and owes chips, or has not acted while someone can still play against them.) */
export function needsAction(t: HoldemTable, id: string): boolean {
  if (!canAct(t, id)) return false
  if ((t.bets[id] ?? 0) < t.currentBet) return true
  return t.acted[id] === undefined && t.inHand.some((o) => o !== id && canAct(t, o))
}

/** The first player, from `inHand[from]` on (around the table), who must act; `null` when the street is over. */
export function nextToAct(t: HoldemTable, from: number): string | null {
  const n = t.inHand.length
  for (let k = 0; k < n; k++) {
    const id = t.inHand[(from + k) % n]!
    if (needsAction(t, id)) return id
  }
  return null
}

function withTable(state: GameState, t: HoldemTable): GameState {
  return stateUtils.setCurrentPlayer(stateUtils.setVariable(state, HOLDEM_VARIABLE, tableValue(t)), t.toAct)
}

function seatOf(state: GameState, id: string): number {
  return state.players[id]?.seat ?? 0
}

/**
 * Starts the next hand: moves the button, posts antes and blinds, shuffles and deals hole cards, and gives
 * the action to the first player. Ends the session instead (status `finished`, the biggest stacks win)
 * when fewer than two players have chips or `maxHands` were played.
 */
export function startHand(state: GameState, random: RandomProvider): HandStep {
  const t = copyTable(getTable(state))
  const events: EventInit[] = []
  const dealt = t.seats.filter((id) => (t.stacks[id] ?? 0) > 0).sort((a, b) => seatOf(state, a) - seatOf(state, b))
  if (dealt.length < 2 || (t.options.maxHands !== null && t.handNumber >= t.options.maxHands)) {
    t.street = 'complete'
    t.toAct = null
    let next = withTable(state, t)
    const best = Math.max(0, ...t.seats.map((id) => t.stacks[id] ?? 0))
    const winners = t.seats.filter((id) => best > 0 && t.stacks[id] === best)
    for (const id of winners) next = stateUtils.addWinner(next, id)
    next = stateUtils.setStatus(next, 'finished')
    events.push({ type: 'SESSION_ENDED', payload: { hands: t.handNumber, stacks: { ...t.stacks }, winners } })
    return { state: next, events }
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
  t.raiseLevel = 0
  t.betsThisStreet = 1
  t.log = []
  t.startStacks = Object.fromEntries(t.inHand.map((id) => [id, t.stacks[id]!]))

  // Every card back to the deck, shuffled.
  let next = state
  const all: string[] = [...next.zones[STANDARD_DECK_ZONE_ID]!.cards]
  for (const zoneId of [BOARD_ZONE_ID, MUCK_ZONE_ID, ...t.seats.map(playerHandZoneId)]) {
    const zone = next.zones[zoneId]
    if (zone === undefined || zone.cards.length === 0) continue
    all.push(...zone.cards)
    next = stateUtils.setZoneCards(next, zoneId, [])
  }
  next = stateUtils.setZoneCards(next, STANDARD_DECK_ZONE_ID, random.shuffle(all))
  events.push({
    type: 'HAND_STARTED',
    payload: { handNumber: t.handNumber, button, players: [...t.inHand], stacks: Object.fromEntries(t.inHand.map((id) => [id, t.stacks[id]!])) },
  })

  const post = (id: string, amount: number, kind: 'ante' | 'small-blind' | 'big-blind'): void => {
    const paid = Math.min(amount, t.stacks[id]!)
    if (paid === 0) return
    t.stacks[id]! -= paid
    t.committed[id] = (t.committed[id] ?? 0) + paid
    if (kind !== 'ante') t.bets[id] = (t.bets[id] ?? 0) + paid
    t.log.push({ kind: 'post', playerId: id, blind: kind, amount: paid, allIn: t.stacks[id] === 0 })
    events.push({ type: 'BLIND_POSTED', playerId: id, payload: { playerId: id, kind, amount: paid, allIn: t.stacks[id] === 0 } })
  }
  if (t.options.ante > 0) for (const id of t.inHand) post(id, t.options.ante, 'ante')
  const headsUp = t.inHand.length === 2
  // Heads-up the button posts the small blind and acts first pre-flop.
  const sb = headsUp ? t.inHand[1]! : t.inHand[0]!
  const bb = headsUp ? t.inHand[0]! : t.inHand[1]!
  post(sb, t.options.smallBlind, 'small-blind')
  post(bb, t.options.bigBlind, 'big-blind')

  // Deal one card at a time, starting left of the button.
  const deck = [...next.zones[STANDARD_DECK_ZONE_ID]!.cards]
  const holes: Record<string, string[]> = {}
  for (let round = 0; round < holeCount(t); round++) for (const id of t.inHand) (holes[id] ??= []).push(deck.pop()!)
  next = stateUtils.setZoneCards(next, STANDARD_DECK_ZONE_ID, deck)
  for (const id of t.inHand) {
    next = stateUtils.setZoneCards(next, playerHandZoneId(id), holes[id]!)
    events.push({ type: 'HOLE_CARDS_DEALT', playerId: id, payload: { playerId: id, cards: holes[id]! }, visibleTo: [id] })
  }
  t.toAct = nextToAct(t, headsUp ? 1 : 2 % t.inHand.length)
  return afterAction(next, t, events)
}

const NEXT_STREET: Partial<Record<Street, { street: Street; cards: number; event: string }>> = {
  preflop: { street: 'flop', cards: 3, event: 'FLOP_DEALT' },
  flop: { street: 'turn', cards: 1, event: 'TURN_DEALT' },
  turn: { street: 'river', cards: 1, event: 'RIVER_DEALT' },
}

/** Burns one card and deals the next street's board cards. */
function dealStreet(state: GameState, t: HoldemTable, events: EventInit[]): GameState {
  const step = NEXT_STREET[t.street]!
  const deck = state.zones[STANDARD_DECK_ZONE_ID]!.cards
  let next = stateUtils.moveCard(state, deck.at(-1)!, STANDARD_DECK_ZONE_ID, MUCK_ZONE_ID)
  const cards = next.zones[STANDARD_DECK_ZONE_ID]!.cards.slice(-step.cards).reverse()
  next = stateUtils.moveCards(next, cards, STANDARD_DECK_ZONE_ID, BOARD_ZONE_ID)
  t.street = step.street
  t.log.push({ kind: 'street', street: step.street as 'flop' | 'turn' | 'river', cards })
  events.push({ type: step.event, payload: { cards, board: [...next.zones[BOARD_ZONE_ID]!.cards] } })
  return next
}

/**
 * After an action (or the blinds): gives the turn to the next player who must act, or ends the street —
 * dealing the next one, running the board out when at most one player can still bet, or ending the hand
 * (one player left, or the river betting done) with a {@link HAND_OVER} event. `t` is a copy, changed here.
 */
export function afterAction(state: GameState, t: HoldemTable, events: EventInit[], lastActor?: string): HandStep {
  let next = state
  if (liveIn(t).length === 1) {
    t.toAct = null
    events.push({ type: HAND_OVER, payload: { uncontested: true } })
    return { state: withTable(next, t), events }
  }
  if (lastActor !== undefined) t.toAct = nextToAct(t, t.inHand.indexOf(lastActor) + 1)
  while (t.toAct === null) {
    t.bets = {}
    t.currentBet = 0
    t.minRaise = t.options.bigBlind
    t.raiseLevel = 0
    t.betsThisStreet = 0
    t.acted = {}
    if (t.street === 'river') {
      t.street = 'showdown'
      events.push({ type: HAND_OVER, payload: { uncontested: false } })
      return { state: withTable(next, t), events }
    }
    next = dealStreet(next, t, events)
    t.toAct = nextToAct(t, 0)
  }
  events.push({ type: 'ACTION_REQUIRED', playerId: t.toAct, payload: { playerId: t.toAct, street: t.street, toCall: t.currentBet - (t.bets[t.toAct] ?? 0) } })
  return { state: withTable(next, t), events }
}
