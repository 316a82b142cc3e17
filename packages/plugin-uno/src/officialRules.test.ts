import { createTestEngine } from '@decklet/testing'
import '@decklet/testing/vitest'
import { describe, expect, it } from 'vitest'
import {
  createAcceptAction,
  createCatchUnoAction,
  createChallengeAction,
  createChooseColorAction,
  createDeclareUnoAction,
  createDrawAction,
  createPassAction,
  createPlayAction,
} from './actions'
import { createUnoDeck, getUnoCard, UNO_CARD_IDS } from './cards'
import { layTable, hand, top, uno } from './__fixtures__/table'
import { createUnoPlugin, UnoPlugin } from './unoPlugin'
import type { GameEvent } from '@decklet/core'
import { DISCARD_PILE, DRAW_PILE, getUnoState, handZoneId } from './state'

describe('§1 components', () => {
  it('has 108 cards: per colour one 0, two of 1-9, two Skip, Reverse, Draw Two; four Wild and four Wild Draw Four', () => {
    const deck = createUnoDeck()
    expect(deck).toHaveLength(108)
    for (const color of ['red', 'yellow', 'green', 'blue']) {
      const mine = deck.filter((c) => c.color === color)
      expect(mine).toHaveLength(25)
      expect(mine.filter((c) => c.value === 0)).toHaveLength(1)
      for (let v = 1; v <= 9; v++) expect(mine.filter((c) => c.value === v)).toHaveLength(2)
      for (const kind of ['skip', 'reverse', 'draw2']) expect(mine.filter((c) => c.kind === kind)).toHaveLength(2)
    }
    expect(deck.filter((c) => c.kind === 'wild')).toHaveLength(4)
    expect(deck.filter((c) => c.kind === 'wild4')).toHaveLength(4)
    expect(new Set(deck.map((c) => c.id)).size).toBe(108)
  })
})

describe('§2 setup', () => {
  it('deals 7 cards to each player, turns one card up and leaves the rest face down in the draw pile', () => {
    for (const players of [2, 4, 10]) {
      const state = createTestEngine({ plugins: [UnoPlugin], players, seed: players }).getState()
      for (const id of Object.keys(state.players)) expect(state.zones[handZoneId(id)]!.cards.length).toBeGreaterThanOrEqual(7)
      expect(state.zones[DISCARD_PILE]!.cards).toHaveLength(1)
      const inHands = Object.keys(state.players).reduce((n, id) => n + state.zones[handZoneId(id)]!.cards.length, 0)
      expect(inHands + state.zones[DRAW_PILE]!.cards.length + 1).toBe(108)
      expect(state.zones[DRAW_PILE]!.visibility).toBe('hidden')
    }
  })

  it('chooses the dealer by a draw: each player draws a card, the highest number deals, a symbol counts as 0, ties draw again', () => {
    const dealers = new Set<string>()
    let ties = 0
    for (let seed = 1; seed <= 60; seed++) {
      const engine = createTestEngine({ plugins: [UnoPlugin], players: 4, seed, start: false })
      const chosen: GameEvent[] = []
      engine.subscribe('UNO_DEALER_CHOSEN', (e) => void chosen.push(e))
      engine.start()
      expect(chosen).toHaveLength(1)
      const { dealer, rounds } = chosen[0]!.payload as { dealer: string; rounds: { playerId: string; cardId: string; value: number }[][] }
      let contenders = ['p1', 'p2', 'p3', 'p4']
      for (const round of rounds) {
        expect(round.map((d) => d.playerId)).toEqual(contenders)
        for (const draw of round) {
          const card = getUnoCard(null, draw.cardId)
          expect(draw.value).toBe(card.kind === 'number' ? card.value : 0)
        }
        const best = Math.max(...round.map((d) => d.value))
        contenders = round.filter((d) => d.value === best).map((d) => d.playerId)
      }
      expect(contenders).toEqual([dealer])
      expect(uno(engine).dealer).toBe(dealer)
      if (rounds.length > 1) ties++
      dealers.add(dealer)
    }
    expect([...dealers].sort()).toEqual(['p1', 'p2', 'p3', 'p4'])
    // Two players drawing the same highest number happens often enough to be seen in 60 deals.
    expect(ties).toBeGreaterThan(0)
  })

  it("firstDealer 'random': any seat deals, with no draw", () => {
    const plugin = createUnoPlugin({ firstDealer: 'random' })
    const dealers = new Set<string>()
    for (let seed = 1; seed <= 40; seed++) {
      const engine = createTestEngine({ plugins: [plugin], players: 4, seed, start: false })
      const chosen: GameEvent[] = []
      engine.subscribe('UNO_DEALER_CHOSEN', (e) => void chosen.push(e))
      engine.start()
      expect(chosen).toEqual([])
      dealers.add(uno(engine).dealer)
    }
    expect([...dealers].sort()).toEqual(['p1', 'p2', 'p3', 'p4'])
  })

  it('is played by 2 to 10 players', () => {
    expect(() => createTestEngine({ plugins: [UnoPlugin], players: 1 })).toThrow(/2 to 10/)
    expect(() => createTestEngine({ plugins: [UnoPlugin], players: 11 })).toThrow(/2 to 10/)
  })

  it('has the player to the dealer\'s left play first, clockwise, when the first card is a number', () => {
    for (let seed = 1; seed < 60; seed++) {
      const state = createTestEngine({ plugins: [UnoPlugin], players: 4, seed }).getState()
      const u = getUnoState(state)
      const first = getUnoCard(null, state.zones[DISCARD_PILE]!.cards[0]!)
      if (first.kind !== 'number') continue
      const dealerIndex = u.order.indexOf(u.dealer)
      expect(state.currentPlayerId).toBe(u.order[(dealerIndex + 1) % 4])
      expect(u.direction).toBe(1)
    }
  })
})

describe('§3 the first card turned up', () => {
  // Find seeds whose first card is of each kind.
  const firstOf = (kind: string, players = 4) => {
    for (let seed = 1; seed < 3000; seed++) {
      const engine = createTestEngine({ plugins: [UnoPlugin], players, seed })
      const state = engine.getState()
      if (getUnoCard(null, state.zones[DISCARD_PILE]!.cards[0]!).kind === kind) return engine
    }
    throw new Error(`no seed with a first ${kind}`)
  }
  const seat = (engine: ReturnType<typeof firstOf>, k: number) => {
    const u = uno(engine)
    return u.order[(u.order.indexOf(u.dealer) + k + u.order.length) % u.order.length]
  }

  it('Skip: the player left of the dealer is skipped, the player after them starts', () => {
    const engine = firstOf('skip')
    expect(engine.getState().currentPlayerId).toBe(seat(engine, 2))
  })
  it('Reverse: the dealer plays first, and play goes to the right', () => {
    const engine = firstOf('reverse')
    expect(engine.getState().currentPlayerId).toBe(uno(engine).dealer)
    expect(uno(engine).direction).toBe(-1)
  })
  it('Reverse with 2 players: the dealer starts too', () => {
    const engine = firstOf('reverse', 2)
    expect(engine.getState().currentPlayerId).toBe(uno(engine).dealer)
  })
  it('Draw Two: the player left of the dealer draws 2 and loses the turn; the next player starts', () => {
    const engine = firstOf('draw2')
    expect(hand(engine, seat(engine, 1)!)).toHaveLength(9)
    expect(engine.getState().currentPlayerId).toBe(seat(engine, 2))
  })
  it('Wild: the player left of the dealer chooses the colour, then plays normally', () => {
    const engine = firstOf('wild')
    const left = seat(engine, 1)!
    expect(engine.getState().currentPlayerId).toBe(left)
    expect(uno(engine).phase).toBe('color')
    expect(engine.dispatch(createDrawAction(left))).toBeDenied('CHOOSE_COLOR_FIRST')
    expect(engine.getLegalActions(left).map((a) => a.payload)).toEqual([{ color: 'red' }, { color: 'yellow' }, { color: 'green' }, { color: 'blue' }])
    expect(engine.dispatch(createChooseColorAction(left, 'green'))).toBeOk()
    expect(uno(engine)).toMatchObject({ color: 'green', phase: 'play' })
    expect(engine.getState().currentPlayerId).toBe(left)
  })
  it('Wild Draw Four: it is returned to the deck, reshuffled, and another card is turned', () => {
    for (let seed = 1; seed < 400; seed++) {
      const state = createTestEngine({ plugins: [UnoPlugin], players: 2, seed }).getState()
      expect(getUnoCard(null, state.zones[DISCARD_PILE]!.cards[0]!).kind).not.toBe('wild4')
    }
  })
})

describe('§4 a turn', () => {
  const table = { hands: { p1: ['red-3-1', 'blue-5-1', 'green-skip-1', 'wild-1', 'wild4-1', 'yellow-7-1'], p2: ['red-1-1', 'red-2-1'], p3: ['blue-1-1', 'blue-2-1'] }, top: 'red-5-1' }

  it('plays one card matching the top by colour, number or symbol', () => {
    const engine = layTable(table)
    expect(engine.validate(createPlayAction('p1', 'red-3-1'))).toBeOk()
    expect(engine.validate(createPlayAction('p1', 'blue-5-1'))).toBeOk()
    expect(engine.validate(createPlayAction('p1', 'yellow-7-1'))).toBeDenied('CARD_DOES_NOT_MATCH')
    expect(engine.validate(createPlayAction('p1', 'green-skip-1'))).toBeDenied('CARD_DOES_NOT_MATCH')
    const symbol = layTable({ ...table, top: 'red-skip-1' })
    expect(symbol.validate(createPlayAction('p1', 'green-skip-1'))).toBeOk()
  })

  it('matches the declared colour when the top is a Wild', () => {
    const engine = layTable({ ...table, top: 'wild-2', color: 'yellow' })
    expect(engine.validate(createPlayAction('p1', 'yellow-7-1'))).toBeOk()
    expect(engine.validate(createPlayAction('p1', 'red-3-1'))).toBeDenied('CARD_DOES_NOT_MATCH')
  })

  it('allows a Wild at any time, declaring any colour, including the current one', () => {
    const engine = layTable(table)
    expect(engine.validate(createPlayAction('p1', 'wild-1', { color: 'red' }))).toBeOk()
    expect(engine.validate(createPlayAction('p1', 'wild-1'))).toBeDenied('COLOR_REQUIRED')
    expect(engine.validate(createPlayAction('p1', 'red-3-1', { color: 'red' }))).toBeDenied('COLOR_NOT_ALLOWED')
    expect(engine.dispatch(createPlayAction('p1', 'wild-1', { color: 'blue' }))).toBeOk()
    expect(uno(engine).color).toBe('blue')
  })

  it('lists a Wild once per colour, and every legal move exactly', () => {
    const engine = layTable({ ...table, hands: { ...table.hands, p1: [...table.hands.p1, 'wild-2', 'red-3-2'] } })
    const moves = engine.getLegalActions('p1').map((a) => `${a.type} ${JSON.stringify(a.payload)}`)
    expect(moves).toEqual([
      'PLAY {"cardId":"red-3-1"}',
      'PLAY {"cardId":"blue-5-1"}',
      'PLAY {"cardId":"wild-1","color":"red"}',
      'PLAY {"cardId":"wild-1","color":"yellow"}',
      'PLAY {"cardId":"wild-1","color":"green"}',
      'PLAY {"cardId":"wild-1","color":"blue"}',
      'PLAY {"cardId":"wild4-1","color":"red"}',
      'PLAY {"cardId":"wild4-1","color":"yellow"}',
      'PLAY {"cardId":"wild4-1","color":"green"}',
      'PLAY {"cardId":"wild4-1","color":"blue"}',
      'DRAW {}',
    ])
    expect(engine.getLegalActions('p2')).toEqual([])
  })

  it('refuses a play out of turn and a card not in hand', () => {
    const engine = layTable(table)
    expect(engine.validate(createPlayAction('p2', 'red-1-1'))).toBeDenied('NOT_YOUR_TURN')
    expect(engine.validate(createPlayAction('p1', 'red-9-1'))).toBeDenied('CARD_NOT_IN_HAND')
    expect(engine.validate(createDrawAction('p2'))).toBeDenied('NOT_YOUR_TURN')
  })

  it('allows a Wild Draw Four even while holding the current colour (a bluff, see §6)', () => {
    expect(layTable(table).validate(createPlayAction('p1', 'wild4-1', { color: 'blue' }))).toBeOk()
  })

  it('must draw when nothing is playable, and may draw even with a playable card', () => {
    const stuck = layTable({ ...table, hands: { ...table.hands, p1: ['yellow-7-1', 'green-skip-1'] } })
    expect(stuck.getLegalActions('p1').map((a) => a.type)).toEqual(['DRAW'])
    expect(layTable(table).validate(createDrawAction('p1'))).toBeOk()
  })

  it('may play a playable drawn card at once, or keep it; no other card after drawing', () => {
    const engine = layTable({ ...table, draws: ['red-8-1'] })
    expect(engine.dispatch(createDrawAction('p1'))).toBeOk()
    expect(uno(engine).phase).toBe('drawn')
    expect(engine.getLegalActions('p1').map((a) => `${a.type} ${JSON.stringify(a.payload)}`)).toEqual(['PLAY {"cardId":"red-8-1"}', 'PASS {}'])
    expect(engine.validate(createPlayAction('p1', 'red-3-1'))).toBeDenied('ONLY_DRAWN_CARD')
    expect(engine.validate(createDrawAction('p1'))).toBeDenied('ALREADY_DREW')
    expect(engine.dispatch(createPassAction('p1'))).toBeOk()
    expect(engine.getState().currentPlayerId).toBe('p2')
    expect(hand(engine, 'p1')).toContain('red-8-1')
  })

  it('ends the turn when the drawn card is not playable', () => {
    const engine = layTable({ ...table, draws: ['yellow-8-1'] })
    engine.dispatch(createDrawAction('p1'))
    expect(engine.getState().currentPlayerId).toBe('p2')
    expect(engine.validate(createPassAction('p2'))).toBeDenied('NOTHING_TO_PASS')
  })

  it('plays a drawn Wild Draw Four only under the rule of point 3', () => {
    const engine = layTable({ ...table, draws: ['wild4-2'], options: { wd4Legality: 'enforced' } })
    engine.dispatch(createDrawAction('p1'))
    expect(engine.getState().currentPlayerId).toBe('p2')
  })
})

describe('§5 what the cards do', () => {
  const hands = { p1: ['red-skip-1', 'red-reverse-1', 'red-draw2-1', 'wild-1', 'wild4-1', 'red-1-1', 'blue-1-1'], p2: ['blue-2-1', 'blue-3-1'], p3: ['green-2-1', 'green-3-1'] }

  it('Skip: the next player loses their turn', () => {
    const engine = layTable({ hands, top: 'red-5-1' })
    expect(engine.dispatch(createPlayAction('p1', 'red-skip-1'))).toHaveEmitted('UNO_PLAYER_SKIPPED', { playerId: 'p2' })
    expect(engine.getState().currentPlayerId).toBe('p3')
  })
  it('Reverse: the direction of play reverses', () => {
    const engine = layTable({ hands, top: 'red-5-1' })
    engine.dispatch(createPlayAction('p1', 'red-reverse-1'))
    expect(uno(engine).direction).toBe(-1)
    expect(engine.getState().currentPlayerId).toBe('p3')
  })
  it('Draw Two: the next player draws 2 and loses their turn, without responding', () => {
    const engine = layTable({ hands, top: 'red-5-1' })
    engine.dispatch(createPlayAction('p1', 'red-draw2-1'))
    expect(hand(engine, 'p2')).toHaveLength(4)
    expect(engine.getState().currentPlayerId).toBe('p3')
  })
  it('Wild: the player declares the next colour', () => {
    const engine = layTable({ hands, top: 'red-5-1' })
    engine.dispatch(createPlayAction('p1', 'wild-1', { color: 'green' }))
    expect(uno(engine).color).toBe('green')
    expect(engine.getState().currentPlayerId).toBe('p2')
  })
  it('Wild Draw Four: the next player draws 4 and loses their turn (after accepting, or challenging in vain)', () => {
    const engine = layTable({ hands, top: 'red-5-1' })
    engine.dispatch(createPlayAction('p1', 'wild4-1', { color: 'green' }))
    expect(engine.getState().currentPlayerId).toBe('p2')
    expect(engine.getLegalActions('p2').map((a) => a.type)).toEqual(['ACCEPT', 'CHALLENGE'])
    expect(engine.validate(createDrawAction('p2'))).toBeDenied('PENALTY_PENDING')
    expect(engine.validate(createPlayAction('p2', 'blue-2-1'))).toBeDenied('CANNOT_STACK')
    engine.dispatch(createAcceptAction('p2'))
    expect(hand(engine, 'p2')).toHaveLength(6)
    expect(engine.getState().currentPlayerId).toBe('p3')
    expect(uno(engine).color).toBe('green')
  })
  it('two players: Skip, Reverse and Draw Two bring the turn back to the player who played them', () => {
    for (const card of ['red-skip-1', 'red-reverse-1', 'red-draw2-1']) {
      const engine = layTable({ players: 2, hands: { p1: hands.p1, p2: hands.p2 }, top: 'red-5-1' })
      engine.dispatch(createPlayAction('p1', card))
      expect(engine.getState().currentPlayerId).toBe('p1')
    }
    const wd4 = layTable({ players: 2, hands: { p1: hands.p1, p2: hands.p2 }, top: 'red-5-1' })
    wd4.dispatch(createPlayAction('p1', 'wild4-1', { color: 'red' }))
    wd4.dispatch(createAcceptAction('p2'))
    expect(wd4.getState().currentPlayerId).toBe('p1')
  })
})

describe('§6 Wild Draw Four: bluffing and challenges', () => {
  const hands = { p1: ['wild4-1', 'red-1-1', 'blue-1-1'], p2: ['blue-2-1', 'blue-3-1'], p3: ['green-2-1', 'green-3-1'] }

  it('only the next player may challenge', () => {
    const engine = layTable({ hands, top: 'red-5-1' })
    engine.dispatch(createPlayAction('p1', 'wild4-1', { color: 'green' }))
    expect(engine.validate(createChallengeAction('p3'))).toBeDenied('NOT_YOUR_TURN')
    expect(engine.validate(createChallengeAction('p2'))).toBeOk()
  })
  it('guilty (held the colour in play before the +4): the offender draws the 4 instead, and the challenger plays on', () => {
    const engine = layTable({ hands, top: 'red-5-1' })
    engine.dispatch(createPlayAction('p1', 'wild4-1', { color: 'green' }))
    const result = engine.dispatch(createChallengeAction('p2'))
    expect(result).toHaveEmitted('UNO_CHALLENGED', { challenger: 'p2', offender: 'p1', guilty: true })
    expect(hand(engine, 'p1')).toHaveLength(6)
    expect(hand(engine, 'p2')).toHaveLength(2)
    expect(engine.getState().currentPlayerId).toBe('p2')
    expect(uno(engine)).toMatchObject({ phase: 'play', color: 'green' })
  })
  it('cards matching only by number or a Wild do not make the offender guilty', () => {
    const engine = layTable({ hands: { ...hands, p1: ['wild4-1', 'blue-5-1', 'wild-1'] }, top: 'red-5-1' })
    engine.dispatch(createPlayAction('p1', 'wild4-1', { color: 'green' }))
    expect(engine.dispatch(createChallengeAction('p2'))).toHaveEmitted('UNO_CHALLENGED', expect.objectContaining({ guilty: false }))
  })
  it('the colour in play is the declared colour when the card before the +4 was a Wild', () => {
    const engine = layTable({ hands: { ...hands, p1: ['wild4-1', 'yellow-1-1', 'red-1-1'] }, top: 'wild-2', color: 'yellow' })
    engine.dispatch(createPlayAction('p1', 'wild4-1', { color: 'green' }))
    expect(engine.dispatch(createChallengeAction('p2'))).toHaveEmitted('UNO_CHALLENGED', expect.objectContaining({ guilty: true }))
  })
  it('innocent: the challenger draws 6 and is skipped', () => {
    const engine = layTable({ hands: { ...hands, p1: ['wild4-1', 'blue-1-1'] }, top: 'red-5-1' })
    engine.dispatch(createPlayAction('p1', 'wild4-1', { color: 'green' }))
    engine.dispatch(createChallengeAction('p2'))
    expect(hand(engine, 'p2')).toHaveLength(8)
    expect(engine.getState().currentPlayerId).toBe('p3')
  })
  it('the challenged hand is shown to the challenger, privately', () => {
    const engine = layTable({ hands: { ...hands, p2: ['green-9-1', 'blue-3-1'] }, top: 'red-5-1' })
    engine.dispatch(createPlayAction('p1', 'wild4-1', { color: 'green' }))
    const seen: Record<string, unknown[]> = { p2: [], p3: [] }
    engine.subscribe('UNO_HAND_SHOWN', (e) => seen.p2!.push(e.payload), { viewer: 'p2' })
    engine.subscribe('UNO_HAND_SHOWN', (e) => seen.p3!.push(e.payload), { viewer: 'p3' })
    engine.dispatch(createChallengeAction('p2'))
    expect(seen.p2).toEqual([{ owner: 'p1', viewer: 'p2', cardIds: ['red-1-1', 'blue-1-1'] }])
    expect(seen.p3).toEqual([{ owner: 'p1', viewer: 'p2', count: 2 }])
    // Guilty: p1 drew 4 after showing; p2 sees the 2 shown cards and 4 placeholders.
    const shown = engine.getPlayerView('p2').zones[handZoneId('p1')]!.cards
    expect(shown.slice(0, 2)).toEqual(['red-1-1', 'blue-1-1'])
    expect(shown.slice(2).every((c) => c.startsWith('hidden:'))).toBe(true)
    expect(shown).toHaveLength(6)
    expect(engine.getPlayerView('p2').zones[handZoneId('p1')]!.faces[0]).toMatchObject({ id: 'red-1-1', kind: 'number', color: 'red', value: 1 })
    expect(engine.getPlayerView('p2').zones[handZoneId('p1')]!.faces[2]).toEqual({ id: 'hidden:hand-p1:2', type: 'hidden' })
    const innocent = layTable({ hands: { ...hands, p1: ['wild4-1', 'blue-1-1'], p2: ['green-9-1'] }, top: 'red-5-1' })
    innocent.dispatch(createPlayAction('p1', 'wild4-1', { color: 'green' }))
    innocent.dispatch(createChallengeAction('p2'))
    expect(innocent.getPlayerView('p2').zones[handZoneId('p1')]!.cards).toEqual(['blue-1-1'])
    expect(innocent.getPlayerView('p3').zones[handZoneId('p1')]!.cards).toEqual(['hidden:hand-p1:0'])
    const p3 = engine.getPlayerView('p3')
    expect(p3.zones[handZoneId('p1')]!.cards.every((c) => c.startsWith('hidden:'))).toBe(true)
    expect(JSON.stringify(p3)).not.toContain('red-1-1')
    // Shown until the next action only.
    expect(engine.dispatch(createPlayAction('p2', 'green-9-1'))).toBeOk()
    expect(engine.getPlayerView('p2').zones[handZoneId('p1')]!.cards.some((c) => c.startsWith('hidden:'))).toBe(true)
  })
  it('a +4 played as the last card may be challenged; the challenge is settled first, then the hand ends', () => {
    const engine = layTable({ hands: { ...hands, p1: ['wild4-1'] }, top: 'red-5-1' })
    engine.dispatch(createPlayAction('p1', 'wild4-1', { color: 'green' }))
    expect(engine.getState().currentPlayerId).toBe('p2')
    const result = engine.dispatch(createChallengeAction('p2'))
    expect(result).toHaveEmitted('UNO_HAND_ENDED', expect.objectContaining({ winnerId: 'p1' }))
    expect(uno(engine).lastHand!.points.p2).toBe(2 + 3 + 6 * 0 + uno(engine).lastHand!.points.p2! - 5)
  })
})

describe('§7 calling UNO', () => {
  const hands = { p1: ['red-1-1', 'red-2-1'], p2: ['blue-2-1', 'blue-3-1', 'red-7-1'], p3: ['green-2-1', 'green-3-1'] }

  it('a player who plays their next-to-last card may call UNO, and is then safe', () => {
    const engine = layTable({ hands, top: 'red-5-1' })
    engine.dispatch(createPlayAction('p1', 'red-1-1'))
    expect(engine.getLegalActions('p1').map((a) => a.type)).toEqual(['DECLARE_UNO'])
    expect(engine.dispatch(createDeclareUnoAction('p1'))).toBeOk()
    expect(engine.validate(createCatchUnoAction('p3', 'p1'))).toBeDenied('NOTHING_TO_CATCH')
  })
  it('a player caught before the next player begins their turn draws 2', () => {
    const engine = layTable({ hands, top: 'red-5-1' })
    engine.dispatch(createPlayAction('p1', 'red-1-1'))
    expect(engine.getLegalActions('p3').map((a) => `${a.type} ${JSON.stringify(a.payload)}`)).toEqual(['CATCH_UNO {"target":"p1"}'])
    expect(engine.validate(createCatchUnoAction('p1', 'p1'))).toBeDenied('NOTHING_TO_CATCH')
    expect(engine.dispatch(createCatchUnoAction('p3', 'p1'))).toHaveEmitted('UNO_CAUGHT', { by: 'p3', target: 'p1', penalty: 2 })
    expect(hand(engine, 'p1')).toHaveLength(3)
    expect(engine.getState().currentPlayerId).toBe('p2')
  })
  it('a late call before anyone catches is safe; the window closes when the next player plays or draws', () => {
    const late = layTable({ hands, top: 'red-5-1' })
    late.dispatch(createPlayAction('p1', 'red-1-1'))
    expect(late.dispatch(createDeclareUnoAction('p1'))).toBeOk()
    const closed = layTable({ hands, top: 'red-5-1' })
    closed.dispatch(createPlayAction('p1', 'red-1-1'))
    closed.dispatch(createDrawAction('p2'))
    expect(closed.validate(createCatchUnoAction('p3', 'p1'))).toBeDenied('NOTHING_TO_CATCH')
    expect(closed.validate(createDeclareUnoAction('p1'))).toBeDenied('NO_UNO_TO_DECLARE')
  })
})

describe('§8 going out, empty draw pile', () => {
  it('when a player has no cards left, the hand ends at once', () => {
    const engine = layTable({ hands: { p1: ['red-1-1'], p2: ['blue-2-1'], p3: ['green-3-1'] }, top: 'red-5-1' })
    expect(engine.dispatch(createPlayAction('p1', 'red-1-1'))).toHaveEmitted('UNO_HAND_ENDED', expect.objectContaining({ winnerId: 'p1', hand: 1 }))
  })
  it('a last Draw Two or Wild Draw Four still makes the next player draw, and those cards count', () => {
    const engine = layTable({ hands: { p1: ['red-draw2-1'], p2: ['blue-2-1'], p3: ['green-3-1'] }, top: 'red-5-1', draws: ['blue-9-1', 'blue-8-1'] })
    const result = engine.dispatch(createPlayAction('p1', 'red-draw2-1'))
    expect(result).toHaveEmitted('UNO_HAND_ENDED', expect.objectContaining({ winnerId: 'p1', points: { p1: 0, p2: 19, p3: 3 }, scored: 22 }))
  })
  it('an empty draw pile: the top discard stays, the rest is shuffled into a new draw pile', () => {
    const engine = layTable({ hands: { p1: ['yellow-1-1'], p2: ['blue-2-1'], p3: ['green-3-1'] }, top: 'red-5-1', discard: ['red-6-1', 'red-7-1'], draws: [], onlyDraws: true })
    const before = engine.getState().zones[DISCARD_PILE]!.cards.length
    expect(engine.dispatch(createDrawAction('p1'))).toHaveEmitted('UNO_DECK_RESHUFFLED', { count: before - 1 })
    expect(engine.getState().zones[DISCARD_PILE]!.cards).toEqual(['red-5-1'])
  })
  it('both piles exhausted: a player who has to draw draws what exists and passes', () => {
    const engine = layTable({ hands: { p1: ['yellow-1-1'], p2: ['blue-2-1'], p3: ['green-3-1'] }, top: 'red-5-1', draws: [], onlyDraws: true })
    // Everything else is under the top card: put it in p2's hand instead.
    const state = engine.getState()
    const under = state.zones[DISCARD_PILE]!.cards.slice(0, -1)
    const full = layTable({ hands: { p1: ['yellow-1-1'], p2: [...under, 'blue-2-1'], p3: ['green-3-1'] }, top: 'red-5-1', draws: [], onlyDraws: true })
    expect(full.getState().zones[DRAW_PILE]!.cards).toEqual([])
    const result = full.dispatch(createDrawAction('p1'))
    expect(result).toHaveEmitted('UNO_CARDS_DRAWN', expect.objectContaining({ playerId: 'p1', count: 0 }))
    expect(full.getState().currentPlayerId).toBe('p2')
  })
})

describe('§9 scoring', () => {
  it('the player who goes out scores the cards left in every opponent\'s hand: face value, 20 per action card, 50 per Wild', () => {
    const engine = layTable({ hands: { p1: ['red-1-1'], p2: ['blue-9-1', 'blue-skip-1', 'green-reverse-1'], p3: ['yellow-draw2-1', 'wild-1', 'wild4-1'] }, top: 'red-5-1' })
    engine.dispatch(createPlayAction('p1', 'red-1-1'))
    expect(uno(engine).scores).toEqual({ p1: 9 + 20 + 20 + 20 + 50 + 50, p2: 0, p3: 0 })
  })
  it('the first player to reach 500 wins the match', () => {
    const engine = layTable({ hands: { p1: ['red-1-1'], p2: ['wild-1'], p3: ['green-3-1'] }, top: 'red-5-1', uno: { scores: { p1: 450, p2: 499, p3: 0 } } })
    const result = engine.dispatch(createPlayAction('p1', 'red-1-1'))
    expect(result).toHaveEmitted('UNO_MATCH_ENDED', expect.objectContaining({ winnerId: 'p1' }))
    expect(engine.getState().status).toBe('finished')
    expect(engine.getState().winnerIds).toEqual(['p1'])
    expect(engine.getLegalActions('p2')).toEqual([])
  })
  it('below 500, the cards are reshuffled and dealt again, the deal passing to the left, scores running', () => {
    const engine = layTable({ hands: { p1: ['red-1-1'], p2: ['blue-2-1'], p3: ['green-3-1'] }, top: 'red-5-1', uno: { dealer: 'p3' } })
    const result = engine.dispatch(createPlayAction('p1', 'red-1-1'))
    expect(result).toHaveEmitted('UNO_HAND_STARTED', expect.objectContaining({ hand: 2, dealer: 'p1' }))
    expect(uno(engine)).toMatchObject({ hand: 2, dealer: 'p1', scores: { p1: 5, p2: 0, p3: 0 }, handsWon: { p1: 1, p2: 0, p3: 0 } })
    expect(hand(engine, 'p2').length).toBeGreaterThanOrEqual(7)
  })
  it('alternative official scoring: each keeps the points left in their own hand; at 500 the lowest total wins', () => {
    const engine = layTable({ options: { scoring: 'lowest-total' }, hands: { p1: ['red-1-1'], p2: ['wild-1'], p3: ['green-3-1'] }, top: 'red-5-1', uno: { scores: { p1: 480, p2: 460, p3: 200 } } })
    const result = engine.dispatch(createPlayAction('p1', 'red-1-1'))
    expect(uno(engine).scores).toEqual({ p1: 480, p2: 510, p3: 203 })
    expect(result).toHaveEmitted('UNO_MATCH_ENDED', expect.objectContaining({ winnerId: 'p3' }))
  })
})

describe('denials', () => {
  it('refuses everything once the match is over, and unknown colours', () => {
    const engine = layTable({ hands: { p1: ['red-1-1'], p2: ['wild-1'], p3: ['green-3-1'] }, top: 'red-5-1', uno: { scores: { p1: 499, p2: 0, p3: 0 } } })
    engine.dispatch(createPlayAction('p1', 'red-1-1'))
    expect(engine.validate(createDrawAction('p2'))).toBeDenied('GAME_NOT_PLAYING')
    expect(engine.validate(createPlayAction('p2', 'wild-1', { color: 'red' }))).toBeDenied('GAME_NOT_PLAYING')
    const colour = layTable({ hands: { p1: ['wild-1'] }, top: 'red-5-1' })
    expect(colour.validate(createPlayAction('p1', 'wild-1', { color: 'purple' as never }))).toBeDenied('COLOR_REQUIRED')
    expect(colour.validate(createAcceptAction('p1'))).toBeDenied('NO_PENALTY')
    expect(colour.validate(createChallengeAction('p1'))).toBeDenied('NOTHING_TO_CHALLENGE')
    expect(colour.validate(createChooseColorAction('p1', 'red'))).toBeDenied('NO_COLOR_TO_CHOOSE')
  })
  it('every card of the deck is known', () => {
    expect(UNO_CARD_IDS).toHaveLength(108)
    expect(() => getUnoCard(null, 'purple-1-1')).toThrow(/Unknown/)
  })
})

it('plays with the defaults of createUnoPlugin()', () => {
  expect(createTestEngine({ plugins: [createUnoPlugin()], players: 4 }).getState().status).toBe('playing')
})
