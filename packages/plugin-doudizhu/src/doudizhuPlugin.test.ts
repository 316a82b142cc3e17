import { InvalidOptionError, createAction, playerHandZoneId } from '@decklet/core'
import { createStandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { createTestEngine } from '@decklet/testing'
import '@decklet/testing/vitest'
import { describe, expect, it } from 'vitest'
import { arrange, cardsOf, ddzEngine } from './__fixtures__/arrange'
import { cardRank } from './cards'
import { BID, PLAY, createBidAction, createDealAction, createPassAction, createPlayAction } from './actions'
import { createDoudizhuPlugin, createDoudizhuPlugins } from './doudizhuPlugin'
import { chooseLegalAction, legalPlays } from './legalActions'
import { KITTY_ZONE_ID, TABLE_ZONE_ID, getDoudizhuState } from './state'

const v = (e: { getState(): import('@decklet/core').GameState }) => getDoudizhuState(e.getState())

describe('dealing', () => {
  it('deals 17 cards to each player and 3 to the hidden kitty, then the first bidder speaks', () => {
    const e = ddzEngine()
    const s = e.getState()
    for (const id of ['p1', 'p2', 'p3']) {
      expect(s.zones[playerHandZoneId(id)]!.cards).toHaveLength(17)
      expect(s.zones[playerHandZoneId(id)]!.visibility).toBe('owner')
    }
    expect(s.zones[KITTY_ZONE_ID]!.cards).toHaveLength(3)
    expect(s.zones[KITTY_ZONE_ID]!.visibility).toBe('hidden')
    expect(v(e)).toMatchObject({ phase: 'bidding', deal: 1 })
    expect(s.currentPlayerId).toBe(v(e).firstBidder)
  })
  it('refuses a deal from a player or during a deal', () => {
    const e = ddzEngine()
    expect(e.dispatch(createAction({ type: 'DEAL', playerId: 'p1' }))).toBeDenied('WRONG_PHASE')
    expect(e.dispatch(createAction({ type: 'DEAL' }))).toBeDenied('WRONG_PHASE')
  })
  it('needs three players, the 54-card deck and sound options', () => {
    expect(() => createTestEngine({ plugins: createDoudizhuPlugins(), players: 2 })).toThrow(/3 players/)
    expect(() => createTestEngine({ plugins: createDoudizhuPlugins(), players: 2 })).toThrow(
      expect.objectContaining({ name: 'InvalidOptionError', code: 'INVALID_OPTION', option: 'players', value: 2, message: 'Dou Dizhu is played by 3 players, not 2' }),
    )
    expect(() => createTestEngine({ plugins: [createStandardDeckPlugin(), createDoudizhuPlugin()], players: 3 })).toThrow(/54-card deck/)
    expect(() => createTestEngine({ plugins: [createStandardDeckPlugin(), createDoudizhuPlugin()], players: 3 })).toThrow(
      expect.objectContaining({ name: 'InvalidOptionError', option: 'deck', value: 52 }),
    )
    expect(() => createTestEngine({ plugins: [createDoudizhuPlugin()], players: 3 })).toThrow()
    expect(() => createDoudizhuPlugin({ deals: 0 })).toThrow(new InvalidOptionError('deals', 0, 'a positive integer', { scope: 'doudizhu' }))
    expect(() => createDoudizhuPlugin({ deals: 0 })).toThrow('doudizhu: deals must be a positive integer, got 0')
    expect(() => createDoudizhuPlugin({ profile: 'x' as never })).toThrow("doudizhu: profile must be 'standard', 'rlcard' or 'douzero', got 'x'")
    expect(() => createDoudizhuPlugin({ bidding: 'x' as never })).toThrow("doudizhu: bidding must be 'points', 'rob' or 'none', got 'x'")
    expect(() => createDoudizhuPlugin({ bidding: 'x' as never })).toThrow(InvalidOptionError)
  })
})

describe('bidding (points)', () => {
  it('bids must rise, 3 ends the bidding, the highest bidder becomes the landlord with the kitty', () => {
    const e = ddzEngine()
    const [a, b] = [v(e).speakers[0]!, v(e).speakers[1]!]
    expect(e.dispatch(createBidAction(b, 1))).toBeDenied('NOT_YOUR_TURN')
    expect(e.dispatch(createBidAction(a, 4))).toBeDenied('BAD_BID')
    expect(e.dispatch(createBidAction(a, 1))).toBeOk()
    expect(e.dispatch(createBidAction(b, 1))).toBeDenied('BID_TOO_LOW')
    const kitty = [...e.getState().zones[KITTY_ZONE_ID]!.cards]
    const r = e.dispatch(createBidAction(b, 3))
    expect(r).toHaveEmitted('LANDLORD_CHOSEN', expect.objectContaining({ landlordId: b, multiplier: 3, kitty }))
    const s = e.getState()
    expect(s.zones[playerHandZoneId(b)]!.cards).toHaveLength(20)
    expect(s.zones[playerHandZoneId(b)]!.revealed).toEqual(kitty)
    expect(s.zones[KITTY_ZONE_ID]!.cards).toEqual([])
    expect(v(e)).toMatchObject({ phase: 'playing', landlordId: b, multiplier: 3, kitty })
    expect(s.currentPlayerId).toBe(b)
  })
  it('lists the bids above the highest and a pass', () => {
    const e = ddzEngine()
    const [a, b] = [v(e).speakers[0]!, v(e).speakers[1]!]
    e.dispatch(createBidAction(a, 2))
    expect(e.getLegalActions(b).map((x) => [x.type, (x.payload as { amount?: number }).amount])).toEqual([
      [BID, 3],
      ['PASS', undefined],
    ])
  })
  it('after everyone spoke, the highest bid wins', () => {
    const e = ddzEngine()
    const [a, b, c] = v(e).speakers
    e.dispatch(createBidAction(a!, 1))
    e.dispatch(createBidAction(b!, 2))
    e.dispatch(createPassAction(c!))
    expect(v(e)).toMatchObject({ landlordId: b, multiplier: 2, phase: 'playing' })
  })
  it('redeals when all pass, same deal and first bidder', () => {
    const e = ddzEngine()
    const before = [...e.getState().zones[playerHandZoneId('p1')]!.cards]
    const first = v(e).firstBidder
    for (const id of [...v(e).speakers]) expect(e.dispatch(createPassAction(id))).toBeOk()
    expect(v(e)).toMatchObject({ phase: 'bidding', deal: 1, redeals: 1, firstBidder: first })
    expect(e.getState().zones[playerHandZoneId('p1')]!.cards).not.toEqual(before)
    expect(e.getState().zones[KITTY_ZONE_ID]!.cards).toHaveLength(3)
  })
})

describe('bidding (rob)', () => {
  it('the first call makes a provisional landlord, each rob doubles, the caller may rob back once', () => {
    const e = ddzEngine({ bidding: 'rob' })
    const [a, b, c] = v(e).speakers
    expect(e.dispatch(createBidAction(a!))).toHaveEmitted('BID_MADE', { playerId: a, call: 'call', multiplier: 1 })
    expect(e.dispatch(createBidAction(b!))).toHaveEmitted('BID_MADE', { playerId: b, call: 'rob', multiplier: 2 })
    expect(e.dispatch(createBidAction(c!))).toHaveEmitted('BID_MADE', { playerId: c, call: 'rob', multiplier: 4 })
    expect(e.getState().currentPlayerId).toBe(a)
    expect(e.dispatch(createBidAction(a!))).toHaveEmitted('LANDLORD_CHOSEN', expect.objectContaining({ landlordId: a, multiplier: 8 }))
  })
  it('without robs the caller is the landlord; players who passed before the call do not rob', () => {
    const e = ddzEngine({ bidding: 'rob' })
    const [a, b, c] = v(e).speakers
    e.dispatch(createPassAction(a!))
    e.dispatch(createBidAction(b!))
    expect(e.getState().currentPlayerId).toBe(c)
    expect(e.dispatch(createPassAction(c!))).toHaveEmitted('LANDLORD_CHOSEN', expect.objectContaining({ landlordId: b, multiplier: 1 }))
  })
  it('the last robber wins when the caller does not rob back', () => {
    const e = ddzEngine({ bidding: 'rob' })
    const [a, b, c] = v(e).speakers
    e.dispatch(createBidAction(a!))
    e.dispatch(createBidAction(b!))
    e.dispatch(createPassAction(c!))
    expect(e.dispatch(createPassAction(a!))).toHaveEmitted('LANDLORD_CHOSEN', expect.objectContaining({ landlordId: b, multiplier: 2 }))
  })
  it('redeals when nobody calls', () => {
    const e = ddzEngine({ bidding: 'rob' })
    for (const id of [...v(e).speakers]) e.dispatch(createPassAction(id))
    expect(v(e)).toMatchObject({ phase: 'bidding', redeals: 1, stage: 'call' })
  })
})

describe('play', () => {
  const hands = { p1: '3 3 4 5 6 7 8 9 9 9 9', p2: '4 4 A A 2', p3: '5 5 K K BJ RJ' }
  const playing = (patch = {}) => {
    const e = ddzEngine({ bidding: 'none' })
    arrange(e, hands, { landlordId: 'p1', plays: { p1: 0, p2: 0, p3: 0 }, ...patch })
    return e
  }
  it('checks the cards and the combination', () => {
    const e = playing()
    expect(e.dispatch(createPassAction('p1'))).toBeDenied('LEADER_CANNOT_PASS')
    expect(e.dispatch(createPlayAction('p2', cardsOf(e, 'p2', '4')))).toBeDenied('NOT_YOUR_TURN')
    expect(e.dispatch(createPlayAction('p1', []))).toBeDenied('BAD_PAYLOAD')
    const [three] = cardsOf(e, 'p1', '3')
    expect(e.dispatch(createPlayAction('p1', [three!, three!]))).toBeDenied('DUPLICATE_CARD')
    expect(e.dispatch(createPlayAction('p1', cardsOf(e, 'p2', '4')))).toBeDenied('CARD_NOT_IN_HAND')
    expect(e.dispatch(createPlayAction('p1', cardsOf(e, 'p1', '3 4')))).toBeDenied('NOT_A_COMBINATION')
    expect(e.dispatch(createAction({ type: BID, playerId: 'p1', payload: { amount: 1 } }))).toBeDenied('WRONG_PHASE')
  })
  it('follows must beat; after two passes the last player leads a new trick', () => {
    const e = playing()
    const r = e.dispatch(createPlayAction('p1', cardsOf(e, 'p1', '3 3')))
    expect(r).toHaveEmitted('CARDS_PLAYED', expect.objectContaining({ playerId: 'p1', ranks: ['3', '3'], kind: 'pair', remaining: 9 }))
    expect(e.getState().zones[TABLE_ZONE_ID]!.cards).toHaveLength(2)
    expect(e.dispatch(createPlayAction('p2', cardsOf(e, 'p2', 'A')))).toBeDenied('DOES_NOT_BEAT')
    expect(e.dispatch(createPlayAction('p2', cardsOf(e, 'p2', 'A A')))).toBeOk()
    expect(e.dispatch(createPlayAction('p3', cardsOf(e, 'p3', 'K K')))).toBeDenied('DOES_NOT_BEAT')
    expect(e.dispatch(createPassAction('p3'))).toBeOk()
    expect(e.dispatch(createPassAction('p1'))).toHaveEmitted('TRICK_ENDED', { leaderId: 'p2' })
    expect(e.getState().currentPlayerId).toBe('p2')
    expect(v(e).lastPlay).toBeNull()
  })
  it('bombs and the rocket beat other kinds and count for the stake', () => {
    const e = playing()
    e.dispatch(createPlayAction('p1', cardsOf(e, 'p1', '3 3')))
    e.dispatch(createPassAction('p2'))
    expect(e.dispatch(createPlayAction('p3', cardsOf(e, 'p3', 'BJ RJ')))).toBeOk()
    expect(e.dispatch(createPlayAction('p1', cardsOf(e, 'p1', '9 9 9 9')))).toBeDenied('DOES_NOT_BEAT')
    expect(v(e).bombs).toBe(1)
  })
  it('lists one PLAY per distinct rank multiset, or every card choice with enumerate: cards', () => {
    const e = playing()
    const plays = e.getLegalActions('p1').filter((a) => a.type === PLAY)
    const keys = plays.map((a) => (a.payload as { cardIds: string[] }).cardIds.map((id) => cardRank(e.getState().cards[id]!)).join(','))
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys).toContain('9,9,9,9')
    expect(keys).toContain('3,4,5,6,7,8,9')
    expect(legalPlays(e.getState(), 'p1').length).toBe(plays.length)
    const all = ddzEngine({ bidding: 'none', enumerate: 'cards' })
    arrange(all, hands, { landlordId: 'p1', plays: { p1: 0, p2: 0, p3: 0 } })
    const pairs9 = all.getLegalActions('p1').filter((a) => {
      const ids = (a.payload as { cardIds: string[] }).cardIds
      return ids.length === 2 && ids.every((id) => cardRank(all.getState().cards[id]!) === '9')
    })
    expect(pairs9).toHaveLength(6)
    for (const a of all.getLegalActions('p1')) expect(all.validate(createAction(a)).ok).toBe(true)
  })
})

describe('end of a deal and scoring', () => {
  const end = (hands: Record<string, string>, patch: object, current: string) => {
    const e = ddzEngine({ bidding: 'none' })
    arrange(e, hands, { landlordId: 'p1', multiplier: 2, plays: { p1: 0, p2: 0, p3: 0 }, ...patch }, current)
    return e
  }
  it('a spring doubles: the landlord wins and no farmer played', () => {
    const e = end({ p1: '3 3', p2: '4', p3: '5' }, { plays: { p1: 3, p2: 0, p3: 0 } }, 'p1')
    const r = e.dispatch(createPlayAction('p1', cardsOf(e, 'p1', '3 3')))
    expect(r).toHaveEmitted('DEAL_ENDED', expect.objectContaining({ winner: 'landlord', spring: true, stake: 4, payoffs: { p1: 8, p2: -4, p3: -4 } }))
    expect(r).toHaveEmitted('MATCH_ENDED', expect.objectContaining({ winnerIds: ['p1'] }))
    expect(e.getState().status).toBe('finished')
    expect(e.getState().winnerIds).toEqual(['p1'])
    expect(e.dispatch(createPassAction('p2'))).toBeDenied('GAME_NOT_PLAYING')
  })
  it('an anti-spring doubles: the farmers win and the landlord played once', () => {
    const e = end({ p1: '3 3 K', p2: '4', p3: '5' }, { plays: { p1: 1, p2: 1, p3: 0 } }, 'p2')
    const r = e.dispatch(createPlayAction('p2', cardsOf(e, 'p2', '4')))
    expect(r).toHaveEmitted('DEAL_ENDED', expect.objectContaining({ winner: 'farmers', antiSpring: true, stake: 4, payoffs: { p1: -8, p2: 4, p3: 4 } }))
    expect(e.getState().winnerIds).toEqual(['p2', 'p3'])
  })
  it('each bomb doubles', () => {
    const e = end({ p1: '3 3', p2: '4', p3: '5' }, { plays: { p1: 3, p2: 1, p3: 1 }, bombs: 2 }, 'p1')
    expect(e.dispatch(createPlayAction('p1', cardsOf(e, 'p1', '3 3')))).toHaveEmitted('DEAL_ENDED', expect.objectContaining({ stake: 8, spring: false }))
  })
  it('a match deals again, rotating the first bidder, with running totals', () => {
    const e = ddzEngine({ deals: 2 })
    const first = v(e).firstBidder!
    arrange(e, { p1: '3', p2: '4 4', p3: '5 5' }, { phase: 'playing', landlordId: 'p1', multiplier: 1, speakers: [], plays: { p1: 1, p2: 1, p3: 0 } }, 'p1')
    const r = e.dispatch(createPlayAction('p1', cardsOf(e, 'p1', '3')))
    expect(r).toHaveEmitted('DEAL_ENDED')
    expect(r).not.toHaveEmitted('DEAL_STARTED')
    // the next dealer (the next first bidder) deals: the end of a deal and the next deal are two steps
    const dealer = ['p1', 'p2', 'p3'][(['p1', 'p2', 'p3'].indexOf(first) + 1) % 3]!
    expect(v(e)).toMatchObject({ deal: 1, phase: 'dealing', scores: { p1: 2, p2: -1, p3: -1 } })
    expect(e.getState().currentPlayerId).toBe(dealer)
    expect(e.getLegalActions(dealer)).toEqual([expect.objectContaining({ type: 'DEAL', playerId: dealer })])
    const other = ['p1', 'p2', 'p3'].find((id) => id !== dealer)!
    expect(e.getLegalActions(other)).toEqual([])
    expect(e.dispatch(createDealAction(other))).toBeDenied('NOT_YOUR_TURN')
    expect(e.dispatch(createPassAction(dealer))).toBeDenied('WRONG_PHASE')
    expect(e.dispatch(createDealAction(dealer))).toHaveEmitted('DEAL_STARTED', expect.objectContaining({ deal: 2, firstBidder: dealer }))
    expect(v(e)).toMatchObject({ deal: 2, phase: 'bidding', firstBidder: dealer, scores: { p1: 2, p2: -1, p3: -1 } })
    expect(e.getState().status).toBe('playing')
  })
})

describe('profiles', () => {
  it('rlcard: no bidding, the first seat is the landlord, 1 to each winner', () => {
    const e = ddzEngine({ profile: 'rlcard' })
    expect(v(e)).toMatchObject({ phase: 'playing', landlordId: 'p1' })
    expect(e.getState().zones[playerHandZoneId('p1')]!.cards).toHaveLength(20)
    arrange(e, { p1: '3 3 K', p2: '4', p3: '5' }, { plays: { p1: 1, p2: 1, p3: 0 } }, 'p2')
    expect(e.dispatch(createPlayAction('p2', cardsOf(e, 'p2', '4')))).toHaveEmitted('DEAL_ENDED', expect.objectContaining({ payoffs: { p1: 0, p2: 1, p3: 1 } }))
  })
  it('douzero: the rocket may be a kicker, and the score is ±2^bombs, doubled for the landlord', () => {
    const e = ddzEngine({ profile: 'douzero' })
    arrange(e, { p1: '3 3 3 3 BJ RJ', p2: '4', p3: '5' }, { plays: { p1: 1, p2: 1, p3: 1 }, bombs: 1 }, 'p1')
    expect(legalPlays(e.getState(), 'p1', { profile: 'douzero' }).map((p) => p.ranks.join(' '))).toContain('3 3 3 3 BJ RJ')
    expect(e.dispatch(createPlayAction('p1', cardsOf(e, 'p1', '3 3 3 3 BJ RJ')))).toHaveEmitted(
      'DEAL_ENDED',
      expect.objectContaining({ payoffs: { p1: 4, p2: -2, p3: -2 } }),
    )
  })
})

describe('chooseLegalAction', () => {
  it('offers the plays and then a pass, as the rules allow', () => {
    const e = ddzEngine({ bidding: 'none' })
    arrange(e, { p1: '3 3 4', p2: '5 5 6', p3: '7' }, { landlordId: 'p1', plays: { p1: 0, p2: 0, p3: 0 } })
    let seen = 0
    const lead = chooseLegalAction(e.getState(), 'p1', (n) => ((seen = n), 0))!
    expect(seen).toBe(legalPlays(e.getState(), 'p1').length)
    expect(lead.type).toBe(PLAY)
    e.dispatch(createPlayAction('p1', cardsOf(e, 'p1', '3 3')))
    const last = chooseLegalAction(e.getState(), 'p2', (n) => n - 1)!
    expect(last.type).toBe('PASS')
    expect(chooseLegalAction(e.getState(), 'p3', () => 0)).toBeNull()
    for (let i = 0; i < seen; i++) expect(e.validate(createAction(chooseLegalAction(e.getState(), 'p2', () => 0)!)).ok).toBe(true)
  })
  it('offers the bids and a pass during the bidding', () => {
    const e = ddzEngine()
    const pid = e.getState().currentPlayerId!
    const counts: number[] = []
    const a = chooseLegalAction(e.getState(), pid, (n) => (counts.push(n), 2))!
    expect(counts).toEqual([4])
    expect(a).toMatchObject({ type: BID, payload: { amount: 3 } })
  })
  it('follows the game: a call or a pass under rob bidding, the douzero moves under douzero', () => {
    const rob = ddzEngine({ bidding: 'rob' })
    const pid = rob.getState().currentPlayerId!
    const counts: number[] = []
    expect(chooseLegalAction(rob.getState(), pid, (n) => (counts.push(n), 0))).toEqual(createBidAction(pid))
    expect(counts).toEqual([2])
    const dz = ddzEngine({ profile: 'douzero' })
    arrange(dz, { p1: '3 3 3 3 BJ RJ', p2: '4', p3: '5' }, { plays: { p1: 1, p2: 1, p3: 1 } }, 'p1')
    expect(legalPlays(dz.getState(), 'p1').map((p) => p.ranks.join(' '))).toContain('3 3 3 3 BJ RJ')
  })
})
