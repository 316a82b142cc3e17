import { InvalidOptionError } from '@decklet/core'
import '@decklet/testing/vitest'
import { describe, expect, it } from 'vitest'
import {
  createAcceptAction,
  createCatchUnoAction,
  createChallengeAction,
  createDrawAction,
  createPassAction,
  createPlayAction,
} from './actions'
import { layTable, hand, uno } from './__fixtures__/table'
import { OFFICIAL_UNO_OPTIONS, resolveUnoOptions } from './options'
import { DISCARD_PILE, DRAW_PILE } from './state'

describe('options', () => {
  it('default to the official game, as section 11 recommends', () => {
    expect(resolveUnoOptions()).toEqual(OFFICIAL_UNO_OPTIONS)
    expect(OFFICIAL_UNO_OPTIONS).toMatchObject({
      handSize: 7, drawnCardPlay: 'optional', voluntaryDraw: true, wd4Legality: 'official-bluffable', challenge: true,
      challengeSuccessSkips: false, unoCall: true, unoPenalty: 2, twoPlayerReverseIsSkip: true, stacking: 'none',
      sevenO: false, jumpIn: false, drawToMatch: false, scoring: 'winner-takes', target: 500, reshuffleKeepsTop: true, firstDealer: 'high-card',
    })
    expect(() => resolveUnoOptions({ handSize: 0 })).toThrow(/handSize/)
    expect(() => resolveUnoOptions({ profile: 'nope' as never })).toThrow(/profile/)
    expect(() => resolveUnoOptions({ stacking: 'all' as never })).toThrow("UNO option stacking must be 'none', 'same', 'cross', not \"all\"")
    expect(() => resolveUnoOptions({ jumpIn: 'yes' as never })).toThrow('UNO option jumpIn must be true or false, not "yes"')
    expect(() => resolveUnoOptions({ firstDealer: 'oldest' as never })).toThrow(/firstDealer/)
    expect(() => resolveUnoOptions({ stackign: 'same' } as never)).toThrow("Unknown UNO option 'stackign'")
    expect(() => resolveUnoOptions({ target: Infinity })).toThrow(/target/)
    expect(() => resolveUnoOptions(null as never)).toThrow(InvalidOptionError)
    expect(() => resolveUnoOptions({ handSize: 11 })).toThrow(expect.objectContaining({ name: 'InvalidOptionError', option: 'handSize', value: 11, scope: 'UNO' }))
  })

  it('handSize: deals that many cards', () => {
    const engine = layTable({ options: { handSize: 5 }, hands: { p1: ['red-1-1'] }, top: 'red-5-1' })
    engine.dispatch(createPlayAction('p1', 'red-1-1'))
    expect(uno(engine).hand).toBe(2)
    for (const p of ['p1', 'p2', 'p3']) expect(hand(engine, p).length).toBeGreaterThanOrEqual(5)
    expect(hand(engine, 'p1').length).toBeLessThanOrEqual(7)
  })

  const table = { hands: { p1: ['red-1-1', 'blue-2-1'], p2: ['green-2-1', 'green-3-1'], p3: ['yellow-2-1', 'yellow-3-1'] }, top: 'red-5-1' }

  it("drawnCardPlay 'forced': a playable drawn card must be played", () => {
    const engine = layTable({ ...table, options: { drawnCardPlay: 'forced' }, draws: ['red-9-1'] })
    engine.dispatch(createDrawAction('p1'))
    expect(engine.validate(createPassAction('p1'))).toBeDenied('MUST_PLAY_DRAWN_CARD')
    expect(engine.getLegalActions('p1').map((a) => a.type)).toEqual(['PLAY'])
  })

  it("drawnCardPlay 'never': the turn ends after drawing", () => {
    const engine = layTable({ ...table, options: { drawnCardPlay: 'never' }, draws: ['red-9-1'] })
    engine.dispatch(createDrawAction('p1'))
    expect(engine.getState().currentPlayerId).toBe('p2')
  })

  it('voluntaryDraw false: a player holding a playable card may not draw', () => {
    const engine = layTable({ ...table, options: { voluntaryDraw: false } })
    expect(engine.validate(createDrawAction('p1'))).toBeDenied('MUST_PLAY')
    const stuck = layTable({ ...table, hands: { ...table.hands, p1: ['blue-2-1'] }, options: { voluntaryDraw: false } })
    expect(stuck.validate(createDrawAction('p1'))).toBeOk()
  })

  it("wd4Legality 'enforced' (no bluffing): a +4 only without a card of the current colour, and no challenge", () => {
    const engine = layTable({ ...table, hands: { ...table.hands, p1: ['wild4-1', 'red-1-1', 'blue-5-1'] }, options: { wd4Legality: 'enforced' } })
    expect(engine.validate(createPlayAction('p1', 'wild4-1', { color: 'blue' }))).toBeDenied('WILD_DRAW_FOUR_NOT_ALLOWED')
    const legal = layTable({ ...table, hands: { ...table.hands, p1: ['wild4-1', 'blue-5-1'] }, options: { wd4Legality: 'enforced' } })
    expect(legal.dispatch(createPlayAction('p1', 'wild4-1', { color: 'blue' }))).toBeOk()
    expect(hand(legal, 'p2')).toHaveLength(6)
    expect(legal.getState().currentPlayerId).toBe('p3')
  })

  it("wd4Legality 'rlcard-strict': a +4 only when no other card is playable (a Wild counts)", () => {
    const wild = layTable({ ...table, hands: { ...table.hands, p1: ['wild4-1', 'wild-1', 'blue-7-1'] }, options: { wd4Legality: 'rlcard-strict' } })
    expect(wild.validate(createPlayAction('p1', 'wild4-1', { color: 'blue' }))).toBeDenied('WILD_DRAW_FOUR_NOT_ALLOWED')
    const number = layTable({ ...table, hands: { ...table.hands, p1: ['wild4-1', 'blue-5-1'] }, options: { wd4Legality: 'rlcard-strict' } })
    expect(number.validate(createPlayAction('p1', 'wild4-1', { color: 'blue' }))).toBeDenied('WILD_DRAW_FOUR_NOT_ALLOWED')
    const only = layTable({ ...table, hands: { ...table.hands, p1: ['wild4-1', 'blue-7-1'] }, options: { wd4Legality: 'rlcard-strict' } })
    expect(only.validate(createPlayAction('p1', 'wild4-1', { color: 'blue' }))).toBeOk()
  })

  it('challenge false: the victim of a +4 draws at once', () => {
    const engine = layTable({ ...table, hands: { ...table.hands, p1: ['wild4-1', 'red-1-1'] }, options: { challenge: false } })
    engine.dispatch(createPlayAction('p1', 'wild4-1', { color: 'blue' }))
    expect(hand(engine, 'p2')).toHaveLength(6)
    expect(engine.getState().currentPlayerId).toBe('p3')
  })

  it('challengeSuccessSkips: after a successful challenge the challenger is still skipped', () => {
    const engine = layTable({ ...table, hands: { ...table.hands, p1: ['wild4-1', 'red-1-1'] }, options: { challengeSuccessSkips: true } })
    engine.dispatch(createPlayAction('p1', 'wild4-1', { color: 'blue' }))
    engine.dispatch(createChallengeAction('p2'))
    expect(hand(engine, 'p1')).toHaveLength(5)
    expect(engine.getState().currentPlayerId).toBe('p3')
  })

  it('challengeLastCard false: a last +4 cannot be challenged', () => {
    const engine = layTable({ ...table, hands: { ...table.hands, p1: ['wild4-1'] }, options: { challengeLastCard: false } })
    expect(engine.dispatch(createPlayAction('p1', 'wild4-1', { color: 'blue' }))).toHaveEmitted('UNO_HAND_ENDED', expect.objectContaining({ winnerId: 'p1' }))
  })

  it('unoCall false: no call, no catch', () => {
    const engine = layTable({ ...table, options: { unoCall: false } })
    engine.dispatch(createPlayAction('p1', 'red-1-1'))
    expect(engine.getLegalActions('p1')).toEqual([])
    expect(engine.validate(createCatchUnoAction('p2', 'p1'))).toBeDenied('NOTHING_TO_CATCH')
  })

  it('unoPenalty 1 (softer penalty): forgetting "UNO" costs 1 card', () => {
    const engine = layTable({ ...table, options: { unoPenalty: 1 } })
    engine.dispatch(createPlayAction('p1', 'red-1-1'))
    engine.dispatch(createCatchUnoAction('p3', 'p1'))
    expect(hand(engine, 'p1')).toHaveLength(2)
  })

  it('twoPlayerReverseIsSkip false: with two players a Reverse passes the turn', () => {
    const engine = layTable({ players: 2, hands: { p1: ['red-reverse-1', 'red-1-1'], p2: ['green-1-1'] }, top: 'red-5-1', options: { twoPlayerReverseIsSkip: false } })
    engine.dispatch(createPlayAction('p1', 'red-reverse-1'))
    expect(engine.getState().currentPlayerId).toBe('p2')
  })

  describe("stacking", () => {
    const hands = { p1: ['red-draw2-1', 'wild4-1', 'red-1-1'], p2: ['blue-draw2-1', 'wild4-2', 'green-1-1'], p3: ['yellow-1-1', 'yellow-2-1'] }
    it("'same': a +2 may be answered with a +2; the penalty adds up and the first who does not stack draws it all", () => {
      const engine = layTable({ hands, top: 'red-5-1', options: { stacking: 'same' } })
      engine.dispatch(createPlayAction('p1', 'red-draw2-1'))
      expect(uno(engine)).toMatchObject({ phase: 'penalty', penalty: 2 })
      expect(engine.getLegalActions('p2').map((a) => `${a.type} ${JSON.stringify(a.payload)}`)).toEqual(['PLAY {"cardId":"blue-draw2-1"}', 'ACCEPT {}'])
      engine.dispatch(createPlayAction('p2', 'blue-draw2-1'))
      expect(uno(engine)).toMatchObject({ phase: 'penalty', penalty: 4 })
      expect(engine.getState().currentPlayerId).toBe('p3')
      engine.dispatch(createAcceptAction('p3'))
      expect(hand(engine, 'p3')).toHaveLength(6)
      expect(engine.getState().currentPlayerId).toBe('p1')
    })
    it("'same': no +4 on a +2", () => {
      const engine = layTable({ hands, top: 'red-5-1', options: { stacking: 'same' } })
      engine.dispatch(createPlayAction('p1', 'red-draw2-1'))
      expect(engine.validate(createPlayAction('p2', 'wild4-2', { color: 'red' }))).toBeDenied('CANNOT_STACK')
    })
    it("'cross': a +4 on a +2, and a +2 of the declared colour on a +4", () => {
      const engine = layTable({ hands, top: 'red-5-1', options: { stacking: 'cross' } })
      engine.dispatch(createPlayAction('p1', 'red-draw2-1'))
      expect(engine.dispatch(createPlayAction('p2', 'wild4-2', { color: 'blue' }))).toBeOk()
      expect(uno(engine).penalty).toBe(6)
      const back = layTable({ hands, top: 'red-5-1', options: { stacking: 'cross', challenge: false } })
      back.dispatch(createPlayAction('p1', 'wild4-1', { color: 'blue' }))
      expect(back.dispatch(createPlayAction('p2', 'blue-draw2-1'))).toBeOk()
      expect(uno(back).penalty).toBe(6)
    })
  })

  describe('sevenO', () => {
    const hands = { p1: ['red-7-1', 'red-0-1', 'blue-1-1'], p2: ['green-1-1', 'green-2-1'], p3: ['yellow-1-1', 'yellow-2-1', 'yellow-3-1', 'yellow-4-1'] }
    it('a 7 swaps hands with a player the player chooses', () => {
      const engine = layTable({ hands, top: 'red-5-1', options: { sevenO: true } })
      expect(engine.validate(createPlayAction('p1', 'red-7-1'))).toBeDenied('TARGET_REQUIRED')
      expect(engine.validate(createPlayAction('p1', 'red-7-1', { target: 'p1' }))).toBeDenied('INVALID_TARGET')
      expect(engine.validate(createPlayAction('p1', 'red-0-1', { target: 'p2' }))).toBeDenied('TARGET_NOT_ALLOWED')
      expect(engine.getLegalActions('p1').filter((a) => (a.payload as { cardId: string }).cardId === 'red-7-1').map((a) => a.payload)).toEqual([
        { cardId: 'red-7-1', target: 'p2' },
        { cardId: 'red-7-1', target: 'p3' },
      ])
      engine.dispatch(createPlayAction('p1', 'red-7-1', { target: 'p3' }))
      expect(hand(engine, 'p1')).toEqual(hands.p3)
      expect(hand(engine, 'p3')).toEqual(['red-0-1', 'blue-1-1'])
    })
    it('a 0 passes every hand to the next player in the direction of play', () => {
      const engine = layTable({ hands, top: 'red-5-1', options: { sevenO: true } })
      engine.dispatch(createPlayAction('p1', 'red-0-1'))
      expect(hand(engine, 'p2')).toEqual(['red-7-1', 'blue-1-1'])
      expect(hand(engine, 'p3')).toEqual(hands.p2)
      expect(hand(engine, 'p1')).toEqual(hands.p3)
    })
  })

  describe('jumpIn', () => {
    const hands = { p1: ['red-5-2', 'blue-1-1'], p2: ['green-1-1', 'green-2-1'], p3: ['red-5-1', 'yellow-1-1', 'red-8-1'] }
    it('a player holding an identical card may play it out of turn right after it appears; play continues from the jumper', () => {
      const engine = layTable({ hands, top: 'red-3-1', options: { jumpIn: true } })
      engine.dispatch(createPlayAction('p1', 'red-5-2'))
      expect(engine.getLegalActions('p3').filter((a) => a.type === 'PLAY').map((a) => a.payload)).toEqual([{ cardId: 'red-5-1' }])
      expect(engine.dispatch(createPlayAction('p3', 'red-5-1'))).toHaveEmitted('UNO_CARD_PLAYED', expect.objectContaining({ jumpIn: true }))
      expect(engine.getState().currentPlayerId).toBe('p1')
    })
    it('only identical cards, and only right after', () => {
      const engine = layTable({ hands, top: 'red-3-1', options: { jumpIn: true } })
      engine.dispatch(createPlayAction('p1', 'red-5-2'))
      expect(engine.validate(createPlayAction('p3', 'red-8-1'))).toBeDenied('NOT_YOUR_TURN')
      engine.dispatch(createDrawAction('p2'))
      expect(engine.validate(createPlayAction('p3', 'red-5-1'))).toBeDenied('NOT_YOUR_TURN')
      const off = layTable({ hands, top: 'red-3-1' })
      off.dispatch(createPlayAction('p1', 'red-5-2'))
      expect(off.validate(createPlayAction('p3', 'red-5-1'))).toBeDenied('NOT_YOUR_TURN')
    })
  })

  it('drawToMatch: a player with nothing playable keeps drawing until a playable card, and may then play it', () => {
    const engine = layTable({ ...table, hands: { ...table.hands, p1: ['blue-2-1'] }, draws: ['green-9-1', 'yellow-9-1', 'red-9-1', 'blue-9-1'], options: { drawToMatch: true } })
    engine.dispatch(createDrawAction('p1'))
    expect(hand(engine, 'p1')).toEqual(['blue-2-1', 'green-9-1', 'yellow-9-1', 'red-9-1'])
    expect(uno(engine).phase).toBe('drawn')
    expect(engine.dispatch(createPlayAction('p1', 'red-9-1'))).toBeOk()
  })

  it('noWinningOnAction: the last card may not be an action card or a Wild', () => {
    const engine = layTable({ ...table, hands: { ...table.hands, p1: ['red-skip-1'] }, options: { noWinningOnAction: true } })
    expect(engine.validate(createPlayAction('p1', 'red-skip-1'))).toBeDenied('LAST_CARD_MUST_BE_NUMBER')
    expect(engine.getLegalActions('p1').map((a) => a.type)).toEqual(['DRAW'])
  })

  it("scoring 'single-hand': the first player out wins the game", () => {
    const engine = layTable({ ...table, hands: { ...table.hands, p1: ['red-1-1'] }, options: { scoring: 'single-hand' } })
    engine.dispatch(createPlayAction('p1', 'red-1-1'))
    expect(engine.getState()).toMatchObject({ status: 'finished', winnerIds: ['p1'] })
  })

  it('target: the match ends at that many points', () => {
    const engine = layTable({ ...table, hands: { ...table.hands, p1: ['red-1-1'] }, options: { target: 10 } })
    engine.dispatch(createPlayAction('p1', 'red-1-1'))
    expect(engine.getState().winnerIds).toEqual(['p1'])
  })

  it('reshuffleKeepsTop false: the whole discard pile is reshuffled, and play goes on against the colour and number in play', () => {
    const engine = layTable({ ...table, hands: { ...table.hands, p1: ['blue-2-1'] }, draws: [], onlyDraws: true, options: { reshuffleKeepsTop: false } })
    engine.dispatch(createDrawAction('p1'))
    expect(engine.getState().zones[DISCARD_PILE]!.cards).toEqual([])
    expect(engine.getState().zones[DRAW_PILE]!.cards.length).toBeGreaterThan(90)
    expect(uno(engine)).toMatchObject({ color: 'red', face: '5' })
  })
})

describe("the 'rlcard' profile", () => {
  // The rest of RLCard's rules: src/rlcardRules.test.ts.
  it('may only draw when nothing is playable, and a Reverse passes the turn', () => {
    const engine = layTable({ players: 2, hands: { p1: ['red-reverse-1', 'blue-2-1'], p2: ['green-1-1'] }, top: 'red-5-1', options: { profile: 'rlcard' } })
    expect(engine.getLegalActions('p1').map((a) => a.type)).toEqual(['PLAY'])
    engine.dispatch(createPlayAction('p1', 'red-reverse-1'))
    expect(engine.getState().currentPlayerId).toBe('p2')
    expect(engine.getLegalActions('p1')).toEqual([])
  })
})
