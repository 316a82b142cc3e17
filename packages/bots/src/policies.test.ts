import { describe, expect, it } from 'vitest'
import type { Action, Card, PlayerView } from '@decklet/core'
import type { DecisionRequest } from '@decklet/runtime'
import { classifyHoldemHand, doudizhuHandStrength, doudizhuPolicy, holdemPolicy, simpleGamePolicy, unoPolicy } from './index'

const act = (type: string, payload: unknown = {}): Action => ({ id: `${type}-${JSON.stringify(payload)}`, type, payload, playerId: 'me' }) as Action

/** A request whose view holds `me`'s hand, an opponent's hand of placeholders, and `extra` zones. */
function request(legal: Action[], hand: Card[], variables: Record<string, unknown> = {}, zones: Record<string, Card[]> = {}): DecisionRequest {
  const zoneMap: Record<string, { id: string; type: string; cards: string[]; faces: Card[] }> = {}
  for (const [id, list] of Object.entries({ 'hand-me': hand, ...zones })) zoneMap[id] = { id, type: 'hand', cards: list.map((c) => c.id), faces: list }
  const hidden = [0, 1].map((i) => ({ id: `hidden:hand-other:${i}`, type: 'hidden' }))
  zoneMap['hand-other'] = { id: 'hand-other', type: 'hand', cards: hidden.map((c) => c.id), faces: hidden }
  const view = { viewer: 'me', players: { me: {}, other: {} }, zones: zoneMap, variables, status: 'playing' } as unknown as PlayerView
  return { requestId: 'r1', playerId: 'me', turn: 1, stateVersion: 1, deadline: 0, timeoutMs: 0, remainingMs: 0, legalActions: legal, view }
}

const uno = (id: string, kind: string, color: string | null, value: number | null = null): Card => ({ id, type: 'uno', kind, color, value })
const std = (id: string, rank: string, rankValue: number, color = 'red'): Card => ({ id, type: 'standard', rank, rankValue, color })

describe('simpleGamePolicy', () => {
  it('plays the first card', () => {
    const legal = [act('PLAY_CARD', { cardIds: ['a'] }), act('PLAY_CARD', { cardIds: ['b'] })]
    expect(simpleGamePolicy(request(legal, []))).toEqual({ type: 'PLAY_CARD', payload: { cardIds: ['a'] } })
  })
})

describe('unoPolicy', () => {
  const hand = [uno('wild-1', 'wild', null), uno('blue-5-1', 'number', 'blue', 5), uno('red-5-1', 'number', 'red', 5), uno('red-7-1', 'number', 'red', 7)]
  it('matches the colour first and keeps its Wilds', () => {
    const legal = [
      act('PLAY', { cardId: 'wild-1', color: 'red' }),
      act('PLAY', { cardId: 'blue-5-1' }),
      act('PLAY', { cardId: 'red-7-1' }),
      act('DRAW'),
    ]
    expect(unoPolicy(request(legal, hand, { uno: { color: 'red' } }))).toEqual({ type: 'PLAY', payload: { cardId: 'red-7-1' } })
    expect(unoPolicy(request(legal.filter((a) => payloadOf(a) !== 'red-7-1'), hand, { uno: { color: 'red' } }))).toEqual({
      type: 'PLAY',
      payload: { cardId: 'blue-5-1' },
    })
  })
  it('plays a Wild only when nothing else goes, naming its colour', () => {
    const legal = [act('PLAY', { cardId: 'wild-1', color: 'blue' }), act('PLAY', { cardId: 'wild-1', color: 'red' }), act('DRAW')]
    expect(unoPolicy(request(legal, hand, { uno: { color: 'green' } }))).toEqual({ type: 'PLAY', payload: { cardId: 'wild-1', color: 'red' } })
  })
  it('calls UNO before anything else', () => {
    expect(unoPolicy(request([act('PLAY', { cardId: 'red-7-1' }), act('DECLARE_UNO')], hand))).toEqual({ type: 'DECLARE_UNO', payload: {} })
  })
})

const payloadOf = (a: Action): unknown => (a.payload as { cardId?: string }).cardId

describe('doudizhuPolicy', () => {
  const c = (id: string, rank: string, color = 'black'): Card => ({ id, type: 'standard', rank, color })
  it('bids the most on a strong hand and passes on a weak one', () => {
    const bids = [act('BID', { amount: 2 }), act('BID', { amount: 3 }), act('PASS')]
    const strong = [c('rj', 'joker', 'red'), c('bj', 'joker', 'black'), c('s2', '2'), c('h2', '2', 'red')]
    const weak = [c('s3', '3'), c('s4', '4'), c('s9', '9')]
    expect(doudizhuHandStrength([14, 13, 12, 12])).toBe(11)
    expect(doudizhuPolicy(request(bids, strong))).toEqual({ type: 'BID', payload: { amount: 3 } })
    expect(doudizhuPolicy(request(bids, weak))).toEqual({ type: 'PASS', payload: {} })
  })
  it('plays the smallest beating move, bombs last', () => {
    const hand = [c('s5', '5'), c('sK', 'K'), c('a', '9'), c('b', '9'), c('d', '9'), c('e', '9')]
    const legal = [act('PLAY', { cardIds: ['sK'] }), act('PLAY', { cardIds: ['a', 'b', 'd', 'e'] }), act('PLAY', { cardIds: ['s5'] }), act('PASS')]
    const vars = { doudizhu: { landlordId: 'other', lastPlay: { playerId: 'other' } } }
    expect(doudizhuPolicy(request(legal, hand, vars))).toEqual({ type: 'PLAY', payload: { cardIds: ['s5'] } })
  })
  it("passes when the last play is the partner's", () => {
    const legal = [act('PLAY', { cardIds: ['s5'] }), act('PASS')]
    const vars = { doudizhu: { landlordId: 'other', lastPlay: { playerId: 'partner' } } }
    expect(doudizhuPolicy(request(legal, [c('s5', '5')], vars))).toEqual({ type: 'PASS', payload: {} })
  })
})

describe('holdemPolicy', () => {
  const table = (currentBet: number, mine: number) => ({ holdem: { currentBet, bets: { me: mine }, options: { bigBlind: 2 } } })
  const facingBet = [act('FOLD'), act('CALL'), act('RAISE', { amount: 40, min: 20, max: 200 }), act('RAISE', { amount: 20, min: 20, max: 200 })]
  it('folds a weak hand to a big bet, calls a small one', () => {
    const weak = [std('h2', '2', 2), std('c7', '7', 7, 'black')]
    expect(classifyHoldemHand(weak, [])).toBe('weak')
    expect(holdemPolicy(request(facingBet, weak, table(10, 0)))).toEqual({ type: 'FOLD', payload: {} })
    expect(holdemPolicy(request(facingBet, weak, table(2, 1)))).toEqual({ type: 'CALL', payload: {} })
  })
  it('calls with a made hand, raises a strong one (the smallest raise)', () => {
    const made = [std('h9', '9', 9), std('c8', '8', 8, 'black')]
    const board = { board: [std('d9', '9', 9), std('s3', '3', 3, 'black'), std('hK', 'K', 13)] }
    expect(classifyHoldemHand(made, board.board)).toBe('made')
    expect(holdemPolicy(request(facingBet, made, table(10, 0), board))).toEqual({ type: 'CALL', payload: {} })
    const aces = [std('hA', 'A', 14), std('cA', 'A', 14, 'black')]
    expect(holdemPolicy(request(facingBet, aces, table(10, 0)))).toEqual({ type: 'RAISE', payload: { amount: 20, min: 20, max: 200 } })
  })
  it('checks a weak hand when it is free', () => {
    const legal = [act('FOLD'), act('CHECK'), act('BET', { amount: 2 })]
    expect(holdemPolicy(request(legal, [std('h2', '2', 2), std('c7', '7', 7)], table(0, 0)))).toEqual({ type: 'CHECK', payload: {} })
  })
})
