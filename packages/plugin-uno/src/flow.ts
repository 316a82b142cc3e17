import type { UnoPlayPayload } from './actions'
import { getUnoCard, handPoints, UNO_COLORS, unoCardInfo, type UnoCardInfo, type UnoColor } from './cards'
import { startHand } from './deal'
import type {
  UnoCardPlayedPayload, UnoCaughtPayload, UnoChallengedPayload, UnoColorChosenPayload, UnoDirectionPayload, UnoHandEndedPayload,
  UnoHandShownPayload, UnoMatchEndedPayload, UnoPlayerPayload,
} from './events'
import { cardPlayDenial, infoPlayDenial } from './legality'
import type { UnoMove } from './move'
import type { ResolvedUnoOptions } from './options'
import { rotateHands, swapHands } from './sevenO'
import { DISCARD_PILE, seatAfter, type UnoState } from './state'
import { beginTurn, closeWindows, drawCards, removeCard, skip } from './turnSteps'

// The game's flow: steps on one action's UnoMove (core's StateDraft and the UNO state being changed), shared
// by the action handlers. Only the rules' checks come before: a step trusts them. Turn steps are in
// turnSteps.ts, the deal in deal.ts.

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
