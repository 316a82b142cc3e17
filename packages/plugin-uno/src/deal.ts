import type { RandomProvider } from '@decklet/core'
import { getUnoCard, UNO_CARD_IDS, UNO_COLORS, unoCardInfo } from './cards'
import type { UnoCardsDrawnPayload, UnoDirectionPayload, UnoHandStartedPayload } from './events'
import type { UnoMove } from './move'
import { DISCARD_PILE, DRAW_PILE, seatAfter, type UnoState } from './state'
import { beginTurn, drawCards, skip } from './turnSteps'

// A match's start and each hand's deal: the first UNO state, the draw for the first dealer (§2), and a hand
// dealt with its first card applied (§3). Steps on one action's UnoMove, as in flow.ts.

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

