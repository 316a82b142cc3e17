import type { RandomProvider } from '@decklet/core'
import type { UnoPlayPayload } from './actions'
import { getUnoCard, handPoints, UNO_CARD_IDS, UNO_COLORS, unoCardInfo, type UnoCardInfo, type UnoColor } from './cards'
import type {
  UnoCardPlayedPayload, UnoCardsDrawnPayload, UnoCaughtPayload, UnoChallengedPayload, UnoColorChosenPayload, UnoDeckReshuffledPayload,
  UnoDirectionPayload, UnoHandEndedPayload, UnoHandShownPayload, UnoHandStartedPayload, UnoMatchEndedPayload, UnoPlayerPayload,
} from './events'
import { cardPlayDenial, infoPlayDenial } from './legality'
import type { UnoMove } from './move'
import type { ResolvedUnoOptions } from './options'
import { rotateHands, swapHands } from './sevenO'
import { DISCARD_PILE, DRAW_PILE, seatAfter, type UnoState } from './state'

// The game's flow: steps on one action's UnoMove (core's StateDraft and the UNO state being changed), shared
// by the action handlers and the start of the game. Only the rules' checks come before: a step trusts them.

/** Why cards were drawn, in `UNO_CARDS_DRAWN` (`deal`: the cards dealt at the start of a hand). */
export type DrawReason = 'deal' | 'draw' | 'draw-two' | 'wild-draw-four' | 'penalty' | 'challenge' | 'uno-penalty' | 'first-card'

/** Starts the turn of `playerId`. */
export function beginTurn(m: UnoMove, playerId: string): void {
  const d = m.draft
  d.currentPlayerId = playerId
  d.turn += 1
  const uno = m.uno
  uno.phase = 'play'
  uno.drew = false
  uno.penalty = 0
}

/** Closes what the next action closes: the UNO call window, a challenge's showing, a jump-in chance. */
export function closeWindows(m: UnoMove): void {
  const uno = m.uno
  if (uno.unoCall !== null) uno.unoCall = null
  if (uno.shown !== null) uno.shown = null
  if (uno.jumpable !== null) uno.jumpable = null
}

/**
 * Turns the discard pile (but its top card, by default) into a new draw pile, shuffled together with what is
 * left of the draw pile (nothing, unless `reshuffleWhenShort`). Returns false when nothing can be reshuffled.
 */
function reshuffle(m: UnoMove): boolean {
  const d = m.draft
  const discard = d.cards(DISCARD_PILE)
  const keepTop = m.options.reshuffleKeepsTop
  if (discard.length <= (keepTop ? 1 : 0)) return false
  // A spread then a pop, not slice(0, -1): slicing a frozen array (validationMode 'always') is far slower.
  const rest = [...d.cards(DRAW_PILE), ...discard]
  const top = keepTop ? rest.pop()! : undefined
  d.setZoneCards(DRAW_PILE, m.random.shuffle(rest))
  d.setZoneCards(DISCARD_PILE, top === undefined ? [] : [top])
  d.emit({ type: 'UNO_DECK_RESHUFFLED', payload: { count: d.cards(DRAW_PILE).length } satisfies UnoDeckReshuffledPayload })
  return true
}

/** Draws up to `count` cards into a hand (fewer when both piles run out). Returns the cards drawn. */
export function drawCards(m: UnoMove, playerId: string, count: number, reason: DrawReason): string[] {
  const drawn: string[] = []
  if (count <= 0) return drawn
  const d = m.draft
  const hand = m.hands.of(playerId)
  // RLCard reshuffles before a draw the pile cannot cover, not when it runs out during the draw.
  if (m.options.reshuffleWhenShort && d.cards(DRAW_PILE).length < count) reshuffle(m)
  for (let i = 0; i < count; i++) {
    if (d.cards(DRAW_PILE).length === 0 && !reshuffle(m)) break
    drawn.push(d.moveTop(DRAW_PILE, hand)!)
  }
  d.emit({ type: 'UNO_CARDS_DRAWN', playerId, payload: { playerId, count: drawn.length, reason, cardIds: drawn } satisfies UnoCardsDrawnPayload, visibleTo: [playerId] })
  return drawn
}

/** Removes one card from a list in place (no splice: it allocates the removed part). */
function removeCard(cards: string[], cardId: string): void {
  const last = cards.length - 1
  let i = cards.indexOf(cardId)
  if (i < 0) return
  for (; i < last; i++) cards[i] = cards[i + 1]!
  cards.pop()
}

function skip(m: UnoMove, playerId: string): void {
  m.draft.emit({ type: 'UNO_PLAYER_SKIPPED', playerId, payload: { playerId } satisfies UnoPlayerPayload })
}

/** The first UNO state of a match: scores at zero, `dealer` deals. */
export function initialUnoState(order: readonly string[], dealer: string): UnoState {
  const zero: Record<string, number> = {}
  for (const id of order) zero[id] = 0
  return {
    phase: 'play',
    order: [...order],
    direction: 1,
    dealer,
    color: null,
    face: '',
    penalty: 0,
    drew: false,
    jumpable: null,
    challenge: null,
    unoCall: null,
    shown: null,
    hand: 0,
    scores: zero,
    handsWon: { ...zero },
    lastHand: null,
  }
}

/** One card drawn to choose the first dealer, and what it counts for (its number; 0 for a symbol or a Wild). */
export interface DealerDraw {
  readonly playerId: string
  readonly cardId: string
  readonly value: number
}

/**
 * The official choice of the first dealer (§2): each player draws a card from a shuffled deck, in seat order;
 * the highest number deals and a card with a symbol counts as 0. Players tied for the highest draw again
 * (the rules leave ties open), from the same deck; the cards go back before the deal. Returns the dealer and
 * every round of draws.
 */
export function drawForDealer(random: RandomProvider, order: readonly string[]): { dealer: string; rounds: DealerDraw[][] } {
  let deck = random.shuffle(UNO_CARD_IDS)
  let contenders = order
  const rounds: DealerDraw[][] = []
  for (;;) {
    // Ten players tied round after round could use up the deck: it is then shuffled again.
    if (deck.length < contenders.length) deck = random.shuffle(UNO_CARD_IDS)
    const round: DealerDraw[] = []
    let best = -1
    for (const playerId of contenders) {
      const cardId = deck.pop()!
      const card = getUnoCard(null, cardId)
      const value = card.kind === 'number' ? card.value! : 0
      round.push({ playerId, cardId, value })
      if (value > best) best = value
    }
    rounds.push(round)
    contenders = round.filter((draw) => draw.value === best).map((draw) => draw.playerId)
    if (contenders.length === 1) return { dealer: contenders[0]!, rounds }
  }
}

/** Shuffles all 108 cards, deals, turns the first card (a Wild Draw Four goes back) and applies it (§2, §3). */
export function startHand(m: UnoMove): void {
  const { draft: d, uno, random, options } = m
  uno.hand += 1
  uno.direction = 1
  uno.penalty = 0
  uno.drew = false
  uno.jumpable = null
  uno.challenge = null
  uno.unoCall = null
  uno.shown = null
  const deck = random.shuffle(UNO_CARD_IDS)
  const order = uno.order
  const hands: string[][] = order.map(() => [])
  const first = order.indexOf(uno.dealer) + 1
  for (let round = 0; round < options.handSize; round++) {
    for (let k = 0; k < order.length; k++) hands[(first + k) % order.length]!.push(deck.pop()!)
  }
  let top = deck.pop()!
  let deckCards = deck
  while (getUnoCard(null, top).kind === 'wild4') {
    deckCards.push(top)
    deckCards = random.shuffle(deckCards)
    top = deckCards.pop()!
  }
  d.setZoneCards(DRAW_PILE, deckCards)
  d.setZoneCards(DISCARD_PILE, [top])
  for (let i = 0; i < order.length; i++) d.setZoneCards(m.hands.of(order[i]!), hands[i]!)
  const card = unoCardInfo(null, top)
  uno.color = card.color
  uno.face = card.face
  d.emit({ type: 'UNO_HAND_STARTED', payload: { hand: uno.hand, dealer: uno.dealer, firstCard: top, handSize: options.handSize } satisfies UnoHandStartedPayload })
  for (let i = 0; i < order.length; i++) {
    const playerId = order[i]!
    d.emit({ type: 'UNO_CARDS_DRAWN', playerId, payload: { playerId, count: hands[i]!.length, reason: 'deal', cardIds: hands[i]! } satisfies UnoCardsDrawnPayload, visibleTo: [playerId] })
  }
  const left = seatAfter(uno, uno.dealer, 1)
  if (options.firstCard === 'rlcard' && (card.kind === 'wild' || card.kind === 'draw2')) {
    // RLCard: the first player draws two and plays on; a Wild's colour is drawn, not chosen.
    if (card.kind === 'draw2') drawCards(m, left, 2, 'first-card')
    else uno.color = random.pick(UNO_COLORS)
    return beginTurn(m, left)
  }
  switch (card.kind) {
    case 'skip':
      skip(m, left)
      beginTurn(m, seatAfter(uno, uno.dealer, 2))
      break
    case 'reverse':
      uno.direction = -1
      d.emit({ type: 'UNO_DIRECTION_CHANGED', payload: { direction: -1 } satisfies UnoDirectionPayload })
      beginTurn(m, uno.dealer)
      break
    case 'draw2':
      drawCards(m, left, 2, 'first-card')
      skip(m, left)
      beginTurn(m, seatAfter(uno, uno.dealer, 2))
      break
    case 'wild':
      beginTurn(m, left)
      uno.phase = 'color'
      break
    default:
      beginTurn(m, left)
  }
}

/**
 * Plays a card the rules allowed (§4, §5, house rules), then moves the game on. `drawn`: the card just drawn,
 * played by the `DRAW` itself (`drawnCardPlay: 'automatic'`): it opens no UNO call (the hand did not shrink)
 * and a Wild Draw Four is played as a plain Wild, as RLCard plays it.
 */
export function playCard(m: UnoMove, playerId: string, payload: UnoPlayPayload, drawn = false): void {
  const { draft: d, uno, options } = m
  const jumpIn = playerId !== d.currentPlayerId
  closeWindows(m)
  const hand = d.editCards(m.hands.of(playerId))
  removeCard(hand, payload.cardId)
  d.append(DISCARD_PILE, payload.cardId)
  const card = unoCardInfo(null, payload.cardId)
  const previousColor = uno.color
  const color = card.color ?? payload.color!
  uno.color = color
  uno.face = card.face
  uno.drew = false
  uno.challenge = null
  if (options.jumpIn && card.color !== null) uno.jumpable = playerId
  if (jumpIn) {
    d.currentPlayerId = playerId
    d.turn += 1
    uno.penalty = 0
  }
  d.emit({
    type: 'UNO_CARD_PLAYED',
    playerId,
    payload: (jumpIn
      ? { playerId, cardId: payload.cardId, color, left: hand.length, jumpIn: true }
      : { playerId, cardId: payload.cardId, color, left: hand.length }) satisfies UnoCardPlayedPayload,
  })
  if (options.unoCall && hand.length === 1 && !drawn) uno.unoCall = { player: playerId, declared: false }
  const out = hand.length === 0
  if (options.sevenO && !out) {
    if (card.seven && payload.target !== undefined) swapHands(m, playerId, payload.target)
    else if (card.zero) rotateHands(m)
  }
  const n = uno.order.length
  const next = seatAfter(uno, playerId, 1)
  switch (drawn && card.kind === 'wild4' ? 'wild' : card.kind) {
    case 'skip':
      skip(m, next)
      return out ? endHand(m, playerId) : beginTurn(m, seatAfter(uno, playerId, 2))
    case 'reverse':
      uno.direction = uno.direction === 1 ? -1 : 1
      d.emit({ type: 'UNO_DIRECTION_CHANGED', payload: { direction: uno.direction } satisfies UnoDirectionPayload })
      if (out) return endHand(m, playerId)
      if (n === 2 && options.twoPlayerReverseIsSkip) {
        skip(m, next)
        return beginTurn(m, playerId)
      }
      return beginTurn(m, seatAfter(uno, playerId, 1))
    case 'draw2':
    case 'wild4': {
      const penalty = (uno.phase === 'penalty' ? uno.penalty : 0) + (card.kind === 'draw2' ? 2 : 4)
      const challengeable =
        card.kind === 'wild4' && penalty === 4 && options.challenge && options.wd4Legality === 'official-bluffable' && previousColor !== null && (!out || options.challengeLastCard)
      if (challengeable || (options.stacking !== 'none' && !out)) {
        beginTurn(m, next)
        uno.phase = 'penalty'
        uno.penalty = penalty
        uno.challenge = challengeable ? { offender: playerId, previousColor: previousColor!, lastCard: out } : null
        return
      }
      drawCards(m, next, penalty, card.kind === 'draw2' ? 'draw-two' : 'wild-draw-four')
      skip(m, next)
      return out ? endHand(m, playerId) : beginTurn(m, seatAfter(uno, playerId, 2))
    }
    default:
      return out ? endHand(m, playerId) : beginTurn(m, next)
  }
}

/**
 * Draws one card (or, with draw-to-match and nothing playable, until a playable card comes); the drawn card may
 * then be played, or, with `drawnCardPlay: 'automatic'`, is played at once when it matches.
 */
export function drawForTurn(m: UnoMove, playerId: string): void {
  closeWindows(m)
  const { draft: d, uno, options } = m
  const hand = m.hands.of(playerId)
  let last: string | undefined
  const keepDrawing = options.drawToMatch && !hasPlayable(m, hand)
  // The drawn card is judged as in phase `drawn` (the last card of the hand, the colour to match).
  const drawnPlayable = (cardId: string) => infoPlayDenial(d.cards(hand), cardId, unoCardInfo(null, cardId), 'drawn', uno, options) === null
  for (;;) {
    const drawn = drawCards(m, playerId, 1, 'draw')
    if (drawn.length === 0) break
    last = drawn[0]!
    if (!keepDrawing || drawnPlayable(last)) break
  }
  d.emit({ type: 'UNO_DREW', playerId, payload: { playerId } satisfies UnoPlayerPayload })
  if (last !== undefined && options.drawnCardPlay === 'automatic') {
    if (!drawnMatches(unoCardInfo(null, last), uno, options)) return beginTurn(m, seatAfter(uno, playerId, 1))
    // RLCard colours a drawn Wild at random; the game's seeded source keeps it replayable.
    const color = unoCardInfo(null, last).color === null ? m.random.pick(UNO_COLORS) : undefined
    return playCard(m, playerId, color === undefined ? { cardId: last } : { cardId: last, color }, true)
  }
  if (last !== undefined && options.drawnCardPlay !== 'never' && drawnPlayable(last)) {
    uno.phase = 'drawn'
    uno.drew = true
    return
  }
  beginTurn(m, seatAfter(uno, playerId, 1))
}

/**
 * Whether `drawnCardPlay: 'automatic'` plays a drawn card: any Wild (a Wild Draw Four too, played as a plain
 * Wild, so its legality does not apply), a card of the colour to match, or, unless
 * `drawnCardMatchesColorOnly`, of the number or symbol.
 */
function drawnMatches(card: UnoCardInfo, uno: UnoState, options: ResolvedUnoOptions): boolean {
  return card.color === null || card.color === uno.color || (!options.drawnCardMatchesColorOnly && card.face === uno.face)
}

function hasPlayable(m: UnoMove, handZone: string): boolean {
  const hand = m.draft.cards(handZone)
  for (const id of hand) if (cardPlayDenial(hand, id, m.uno, m.options) === null) return true
  return false
}

/** Keeps the drawn card: the turn ends. */
export function pass(m: UnoMove, playerId: string): void {
  closeWindows(m)
  m.draft.emit({ type: 'UNO_PASSED', playerId, payload: { playerId } satisfies UnoPlayerPayload })
  beginTurn(m, seatAfter(m.uno, playerId, 1))
}

/** Takes the pending +2/+4 penalty and loses the turn. */
export function acceptPenalty(m: UnoMove, playerId: string): void {
  closeWindows(m)
  const uno = m.uno
  const challenge = uno.challenge
  uno.challenge = null
  drawCards(m, playerId, uno.penalty, uno.face === 'wild4' ? 'wild-draw-four' : 'draw-two')
  skip(m, playerId)
  if (challenge !== null && challenge.lastCard) return endHand(m, challenge.offender)
  beginTurn(m, seatAfter(uno, playerId, 1))
}

/** Challenges the Wild Draw Four (§6): the offender's hand is shown to the challenger only. */
export function challenge(m: UnoMove, playerId: string): void {
  closeWindows(m)
  const { draft: d, uno, options } = m
  const { offender, previousColor, lastCard } = uno.challenge!
  uno.challenge = null
  const shown = [...d.cards(m.hands.of(offender))]
  let guilty = false
  for (const id of shown) if (getUnoCard(null, id).color === previousColor) guilty = true
  d.emit({ type: 'UNO_HAND_SHOWN', playerId: offender, payload: { owner: offender, viewer: playerId, cardIds: shown } satisfies UnoHandShownPayload, visibleTo: [playerId] })
  d.emit({ type: 'UNO_CHALLENGED', playerId, payload: { challenger: playerId, offender, guilty } satisfies UnoChallengedPayload })
  uno.shown = { owner: offender, viewer: playerId, cards: shown }
  if (guilty) {
    drawCards(m, offender, uno.penalty, 'challenge')
    uno.penalty = 0
    if (options.challengeSuccessSkips) {
      skip(m, playerId)
      return beginTurn(m, seatAfter(uno, playerId, 1))
    }
    uno.phase = 'play'
    return
  }
  drawCards(m, playerId, uno.penalty + 2, 'challenge')
  skip(m, playerId)
  if (lastCard) return endHand(m, offender)
  beginTurn(m, seatAfter(uno, playerId, 1))
}

/** Declares the colour of a first-card Wild. */
export function chooseColor(m: UnoMove, playerId: string, color: UnoColor): void {
  closeWindows(m)
  m.uno.color = color
  m.uno.phase = 'play'
  m.draft.emit({ type: 'UNO_COLOR_CHOSEN', playerId, payload: { playerId, color } satisfies UnoColorChosenPayload })
}

/** Calls UNO. */
export function declareUno(m: UnoMove, playerId: string): void {
  m.uno.unoCall = { player: playerId, declared: true }
  m.draft.emit({ type: 'UNO_DECLARED', playerId, payload: { playerId } satisfies UnoPlayerPayload })
}

/** Catches a player who did not call UNO: they draw the penalty. */
export function catchUno(m: UnoMove, playerId: string, target: string): void {
  m.uno.unoCall = null
  m.draft.emit({ type: 'UNO_CAUGHT', playerId, payload: { by: playerId, target, penalty: m.options.unoPenalty } satisfies UnoCaughtPayload })
  drawCards(m, target, m.options.unoPenalty, 'uno-penalty')
}

/** Scores the hand `winner` went out of (§9), then ends the match or deals the next hand to the left. */
export function endHand(m: UnoMove, winner: string): void {
  const { draft: d, uno, options } = m
  const points: Record<string, number> = {}
  let total = 0
  for (const id of uno.order) {
    points[id] = handPoints(null, d.cards(m.hands.of(id)))
    total += points[id]
  }
  const scores = { ...uno.scores }
  if (options.scoring === 'winner-takes') scores[winner] = scores[winner]! + total
  else if (options.scoring === 'lowest-total') for (const id of uno.order) scores[id] = scores[id]! + points[id]!
  uno.scores = scores
  uno.handsWon = { ...uno.handsWon, [winner]: uno.handsWon[winner]! + 1 }
  uno.lastHand = { winner, points }
  uno.unoCall = null
  uno.challenge = null
  uno.jumpable = null
  uno.penalty = 0
  d.emit({ type: 'UNO_HAND_ENDED', playerId: winner, payload: { hand: uno.hand, winnerId: winner, points, scored: options.scoring === 'winner-takes' ? total : points, scores } satisfies UnoHandEndedPayload })
  let matchWinner: string | null = null
  if (options.scoring === 'single-hand') matchWinner = winner
  else if (options.scoring === 'winner-takes') matchWinner = scores[winner]! >= options.target ? winner : null
  else if (uno.order.some((id) => scores[id]! >= options.target)) {
    matchWinner = winner
    for (const id of uno.order) if (scores[id]! < scores[matchWinner]!) matchWinner = id
  }
  if (matchWinner !== null) {
    uno.phase = 'over'
    d.currentPlayerId = null
    d.status = 'finished'
    d.addWinner(matchWinner)
    d.emit({ type: 'UNO_MATCH_ENDED', playerId: matchWinner, payload: { winnerId: matchWinner, scores, hands: uno.hand } satisfies UnoMatchEndedPayload })
    return
  }
  uno.dealer = seatAfter({ order: uno.order, direction: 1 }, uno.dealer, 1)
  startHand(m)
}
