import type { RandomProvider } from '@decklet/core'
import { getUnoCard, handPoints, UNO_CARD_IDS, unoCardInfo, type UnoColor } from './cards'
import { cardPlayDenial, infoPlayDenial } from './legality'
import type { UnoOptions } from './options'
import { DISCARD_PILE, DRAW_PILE, type Draft, handZoneId, seatAfter, type UnoState } from './unoState'

// The game's flow: pure steps on a Draft, shared by the action handlers and the start of the game.

/** Why cards were drawn, in `UNO_CARDS_DRAWN`. */
export type DrawReason = 'draw' | 'draw-two' | 'wild-draw-four' | 'penalty' | 'challenge' | 'uno-penalty' | 'first-card'

/** Starts the turn of `playerId`. */
export function beginTurn(d: Draft, playerId: string): void {
  d.current = playerId
  d.turn += 1
  d.uno.phase = 'play'
  d.uno.drew = false
  d.uno.penalty = 0
}

/** Closes what the next action closes: the UNO call window, a challenge's showing, a jump-in chance. */
export function closeWindows(d: Draft): void {
  if (d.uno.unoCall !== null) d.uno.unoCall = null
  if (d.uno.shown !== null) d.uno.shown = null
  if (d.uno.jumpable !== null) d.uno.jumpable = null
}

/** Turns the discard pile (but its top card, by default) into a new draw pile. Returns false when nothing can be reshuffled. */
function reshuffle(d: Draft, random: RandomProvider, options: UnoOptions): boolean {
  const discard = d.read(DISCARD_PILE)
  if (options.reshuffleKeepsTop) {
    if (discard.length <= 1) return false
    // A spread then a pop, not slice(0, -1): slicing a frozen array (validationMode 'always') is far slower.
    const rest = [...discard]
    const top = rest.pop()!
    d.set(DRAW_PILE, random.shuffle(rest))
    d.set(DISCARD_PILE, [top])
  } else {
    if (discard.length === 0) return false
    d.set(DRAW_PILE, random.shuffle(discard))
    d.set(DISCARD_PILE, [])
  }
  d.emit({ type: 'UNO_DECK_RESHUFFLED', payload: { count: d.read(DRAW_PILE).length } })
  return true
}

/** Draws up to `count` cards into a hand (fewer when both piles run out). Returns the cards drawn. */
export function drawCards(d: Draft, random: RandomProvider, options: UnoOptions, playerId: string, count: number, reason: DrawReason): string[] {
  const drawn: string[] = []
  if (count <= 0) return drawn
  const hand = handZoneId(playerId)
  for (let i = 0; i < count; i++) {
    if (d.read(DRAW_PILE).length === 0 && !reshuffle(d, random, options)) break
    const card = d.takeLast(DRAW_PILE)
    d.append(hand, card)
    drawn.push(card)
  }
  d.emit({ type: 'UNO_CARDS_DRAWN', playerId, payload: { playerId, count: drawn.length, reason, cardIds: drawn }, visibleTo: [playerId] })
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

function skip(d: Draft, playerId: string): void {
  d.emit({ type: 'UNO_PLAYER_SKIPPED', playerId, payload: { playerId } })
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
export function startHand(d: Draft, random: RandomProvider, options: UnoOptions): void {
  const uno = d.uno
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
  d.set(DRAW_PILE, deckCards)
  d.set(DISCARD_PILE, [top])
  for (let i = 0; i < order.length; i++) d.set(handZoneId(order[i]!), hands[i]!)
  const card = unoCardInfo(null, top)
  uno.color = card.color
  uno.face = card.face
  d.emit({ type: 'UNO_HAND_STARTED', payload: { hand: uno.hand, dealer: uno.dealer, firstCard: top, handSize: options.handSize } })
  for (let i = 0; i < order.length; i++) {
    const playerId = order[i]!
    d.emit({ type: 'UNO_CARDS_DRAWN', playerId, payload: { playerId, count: hands[i]!.length, reason: 'deal', cardIds: hands[i]! }, visibleTo: [playerId] })
  }
  const left = seatAfter(uno, uno.dealer, 1)
  switch (card.kind) {
    case 'skip':
      skip(d, left)
      beginTurn(d, seatAfter(uno, uno.dealer, 2))
      break
    case 'reverse':
      uno.direction = -1
      d.emit({ type: 'UNO_DIRECTION_CHANGED', payload: { direction: -1 } })
      beginTurn(d, uno.dealer)
      break
    case 'draw2':
      drawCards(d, random, options, left, 2, 'first-card')
      skip(d, left)
      beginTurn(d, seatAfter(uno, uno.dealer, 2))
      break
    case 'wild':
      beginTurn(d, left)
      uno.phase = 'color'
      break
    default:
      beginTurn(d, left)
  }
}

/** The payload of `PLAY`: the card, the colour declared for a Wild, the player a Seven-O 7 swaps with. */
export interface PlayPayload {
  cardId: string
  color?: UnoColor
  target?: string
}

/** Plays a card the rules allowed (§4, §5, house rules), then moves the game on. */
export function playCard(d: Draft, random: RandomProvider, options: UnoOptions, playerId: string, payload: PlayPayload): void {
  const uno = d.uno
  const jumpIn = playerId !== d.current
  closeWindows(d)
  const hand = d.cards(handZoneId(playerId))
  removeCard(hand, payload.cardId)
  d.append(DISCARD_PILE, payload.cardId)
  const card = unoCardInfo(null, payload.cardId)
  const previousColor = uno.color
  uno.color = card.color ?? payload.color!
  uno.face = card.face
  uno.drew = false
  uno.challenge = null
  if (options.jumpIn && card.color !== null) uno.jumpable = playerId
  if (jumpIn) {
    d.current = playerId
    d.turn += 1
    uno.penalty = 0
  }
  d.emit({
    type: 'UNO_CARD_PLAYED',
    playerId,
    payload: jumpIn
      ? { playerId, cardId: payload.cardId, color: uno.color, left: hand.length, jumpIn: true }
      : { playerId, cardId: payload.cardId, color: uno.color, left: hand.length },
  })
  if (options.unoCall && hand.length === 1) uno.unoCall = { player: playerId, declared: false }
  const out = hand.length === 0
  if (options.sevenO && !out) {
    if (card.seven && payload.target !== undefined) swapHands(d, playerId, payload.target)
    else if (card.zero) rotateHands(d)
  }
  const n = uno.order.length
  const next = seatAfter(uno, playerId, 1)
  switch (card.kind) {
    case 'skip':
      skip(d, next)
      return out ? endHand(d, random, options, playerId) : beginTurn(d, seatAfter(uno, playerId, 2))
    case 'reverse':
      uno.direction = uno.direction === 1 ? -1 : 1
      d.emit({ type: 'UNO_DIRECTION_CHANGED', payload: { direction: uno.direction } })
      if (out) return endHand(d, random, options, playerId)
      if (n === 2 && options.twoPlayerReverseIsSkip) {
        skip(d, next)
        return beginTurn(d, playerId)
      }
      return beginTurn(d, seatAfter(uno, playerId, 1))
    case 'draw2':
    case 'wild4': {
      const penalty = (uno.phase === 'penalty' ? uno.penalty : 0) + (card.kind === 'draw2' ? 2 : 4)
      const challengeable =
        card.kind === 'wild4' && penalty === 4 && options.challenge && options.wd4Legality === 'official-bluffable' && previousColor !== null && (!out || options.challengeLastCard)
      if (challengeable || (options.stacking !== 'none' && !out)) {
        beginTurn(d, next)
        uno.phase = 'penalty'
        uno.penalty = penalty
        uno.challenge = challengeable ? { offender: playerId, previousColor: previousColor!, lastCard: out } : null
        return
      }
      drawCards(d, random, options, next, penalty, card.kind === 'draw2' ? 'draw-two' : 'wild-draw-four')
      skip(d, next)
      return out ? endHand(d, random, options, playerId) : beginTurn(d, seatAfter(uno, playerId, 2))
    }
    default:
      return out ? endHand(d, random, options, playerId) : beginTurn(d, next)
  }
}

function swapHands(d: Draft, playerId: string, target: string): void {
  const mine = d.cards(handZoneId(playerId))
  const theirs = d.cards(handZoneId(target))
  d.set(handZoneId(playerId), theirs)
  d.set(handZoneId(target), mine)
  d.emit({ type: 'UNO_HANDS_SWAPPED', playerId, payload: { playerId, target } })
  refreshUnoCall(d)
}

function rotateHands(d: Draft): void {
  const order = d.uno.order
  const hands = order.map((id) => d.cards(handZoneId(id)))
  for (let i = 0; i < order.length; i++) {
    const receiver = seatAfter(d.uno, order[i]!, 1)
    d.set(handZoneId(receiver), hands[i]!)
  }
  d.emit({ type: 'UNO_HANDS_ROTATED', payload: { direction: d.uno.direction } })
  refreshUnoCall(d)
}

/** After hands moved, the UNO call window stays open only if its player still holds one card. */
function refreshUnoCall(d: Draft): void {
  const call = d.uno.unoCall
  if (call !== null && d.read(handZoneId(call.player)).length !== 1) d.uno.unoCall = null
}

/** Draws one card (or, with draw-to-match and nothing playable, until a playable card comes); the drawn card may then be played. */
export function drawForTurn(d: Draft, random: RandomProvider, options: UnoOptions, playerId: string): void {
  closeWindows(d)
  const uno = d.uno
  let last: string | undefined
  const keepDrawing = options.drawToMatch && !hasPlayable(d, playerId, options)
  // The drawn card is judged as in phase `drawn` (the last card of the hand, the colour to match).
  const drawnPlayable = (cardId: string) => infoPlayDenial(d.read(handZoneId(playerId)), cardId, unoCardInfo(null, cardId), 'drawn', uno as UnoState, options) === null
  for (;;) {
    const drawn = drawCards(d, random, options, playerId, 1, 'draw')
    if (drawn.length === 0) break
    last = drawn[0]!
    if (!keepDrawing || drawnPlayable(last)) break
  }
  d.emit({ type: 'UNO_DREW', playerId, payload: { playerId } })
  if (last !== undefined && options.drawnCardPlay !== 'never' && drawnPlayable(last)) {
    uno.phase = 'drawn'
    uno.drew = true
    return
  }
  beginTurn(d, seatAfter(uno, playerId, 1))
}

function hasPlayable(d: Draft, playerId: string, options: UnoOptions): boolean {
  const hand = d.read(handZoneId(playerId))
  const uno = d.uno as UnoState
  for (const id of hand) if (cardPlayDenial(hand, id, uno, options) === null) return true
  return false
}

/** Keeps the drawn card: the turn ends. */
export function pass(d: Draft, playerId: string): void {
  closeWindows(d)
  d.emit({ type: 'UNO_PASSED', playerId, payload: { playerId } })
  beginTurn(d, seatAfter(d.uno, playerId, 1))
}

/** Takes the pending +2/+4 penalty and loses the turn. */
export function acceptPenalty(d: Draft, random: RandomProvider, options: UnoOptions, playerId: string): void {
  closeWindows(d)
  const uno = d.uno
  const challenge = uno.challenge
  uno.challenge = null
  drawCards(d, random, options, playerId, uno.penalty, uno.face === 'wild4' ? 'wild-draw-four' : 'draw-two')
  skip(d, playerId)
  if (challenge !== null && challenge.lastCard) return endHand(d, random, options, challenge.offender)
  beginTurn(d, seatAfter(uno, playerId, 1))
}

/** Challenges the Wild Draw Four (§6): the offender's hand is shown to the challenger only. */
export function challenge(d: Draft, random: RandomProvider, options: UnoOptions, playerId: string): void {
  closeWindows(d)
  const uno = d.uno
  const { offender, previousColor, lastCard } = uno.challenge!
  uno.challenge = null
  const shown = [...d.read(handZoneId(offender))]
  let guilty = false
  for (const id of shown) if (getUnoCard(null, id).color === previousColor) guilty = true
  d.emit({ type: 'UNO_HAND_SHOWN', playerId: offender, payload: { owner: offender, viewer: playerId, cardIds: shown }, visibleTo: [playerId] })
  d.emit({ type: 'UNO_CHALLENGED', playerId, payload: { challenger: playerId, offender, guilty } })
  uno.shown = { owner: offender, viewer: playerId, cards: shown }
  if (guilty) {
    drawCards(d, random, options, offender, uno.penalty, 'challenge')
    uno.penalty = 0
    if (options.challengeSuccessSkips) {
      skip(d, playerId)
      return beginTurn(d, seatAfter(uno, playerId, 1))
    }
    uno.phase = 'play'
    return
  }
  drawCards(d, random, options, playerId, uno.penalty + 2, 'challenge')
  skip(d, playerId)
  if (lastCard) return endHand(d, random, options, offender)
  beginTurn(d, seatAfter(uno, playerId, 1))
}

/** Declares the colour of a first-card Wild. */
export function chooseColor(d: Draft, playerId: string, color: UnoColor): void {
  closeWindows(d)
  d.uno.color = color
  d.uno.phase = 'play'
  d.emit({ type: 'UNO_COLOR_CHOSEN', playerId, payload: { playerId, color } })
}

/** Calls UNO. */
export function declareUno(d: Draft, playerId: string): void {
  d.uno.unoCall = { player: playerId, declared: true }
  d.emit({ type: 'UNO_DECLARED', playerId, payload: { playerId } })
}

/** Catches a player who did not call UNO: they draw the penalty. */
export function catchUno(d: Draft, random: RandomProvider, options: UnoOptions, playerId: string, target: string): void {
  d.uno.unoCall = null
  d.emit({ type: 'UNO_CAUGHT', playerId, payload: { by: playerId, target, penalty: options.unoPenalty } })
  drawCards(d, random, options, target, options.unoPenalty, 'uno-penalty')
}

/** Scores the hand `winner` went out of (§9), then ends the match or deals the next hand to the left. */
export function endHand(d: Draft, random: RandomProvider, options: UnoOptions, winner: string): void {
  const uno = d.uno
  const points: Record<string, number> = {}
  let total = 0
  for (const id of uno.order) {
    points[id] = handPoints(null, d.read(handZoneId(id)))
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
  d.emit({ type: 'UNO_HAND_ENDED', playerId: winner, payload: { hand: uno.hand, winnerId: winner, points, scored: options.scoring === 'winner-takes' ? total : points, scores } })
  let matchWinner: string | null = null
  if (options.scoring === 'single-hand') matchWinner = winner
  else if (options.scoring === 'winner-takes') matchWinner = scores[winner]! >= options.target ? winner : null
  else if (uno.order.some((id) => scores[id]! >= options.target)) {
    matchWinner = winner
    for (const id of uno.order) if (scores[id]! < scores[matchWinner]!) matchWinner = id
  }
  if (matchWinner !== null) {
    uno.phase = 'over'
    d.current = null
    d.status = 'finished'
    d.winners = [matchWinner]
    d.emit({ type: 'UNO_MATCH_ENDED', playerId: matchWinner, payload: { winnerId: matchWinner, scores, hands: uno.hand } })
    return
  }
  uno.dealer = seatAfter({ order: uno.order, direction: 1 }, uno.dealer, 1)
  startHand(d, random, options)
}
