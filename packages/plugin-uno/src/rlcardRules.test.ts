import '@decklet/testing/vitest'
import { createTestEngine } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { createDrawAction, createPlayAction } from './actions'
import { getUnoCard, UNO_COLORS } from './cards'
import { hand, layTable, top, uno } from './__fixtures__/table'
import { RLCARD_UNO_OPTIONS, resolveUnoOptions } from './options'
import { DISCARD_PILE, DRAW_PILE } from './state'
import { createUnoPlugin } from './unoPlugin'

// RLCard's UNO (its `uno` game) where it differs from the official rules, rule by rule, in the order of
// issue 24; the `rlcard` profile must play it step for step.

const rlcard = { profile: 'rlcard' } as const
const plugin = createUnoPlugin(rlcard)

/** The first 2-player rlcard games whose first card has `face`, with their seeds. */
function gamesStartingWith(face: string, count: number) {
  const found = []
  for (let seed = 1; found.length < count && seed < 5000; seed++) {
    const engine = createTestEngine({ plugins: [plugin], players: 2, seed })
    const first = engine.getState().zones[DISCARD_PILE]!.cards[0]!
    if (getUnoCard(null, first).kind === face || String(getUnoCard(null, first).value) === face) found.push({ seed, engine })
  }
  expect(found).toHaveLength(count)
  return found
}

describe('the rlcard profile: the options', () => {
  it('are RLCard\'s game: no challenge, no UNO call, one hand, +4 only when nothing else is playable, no voluntary draw', () => {
    expect(resolveUnoOptions(rlcard)).toEqual(RLCARD_UNO_OPTIONS)
    expect(RLCARD_UNO_OPTIONS).toMatchObject({
      challenge: false, unoCall: false, scoring: 'single-hand', wd4Legality: 'rlcard-strict', voluntaryDraw: false,
      drawnCardPlay: 'automatic', drawnCardMatchesColorOnly: true, reshuffleKeepsTop: false, reshuffleWhenShort: true,
      firstDealer: 'last-seat', firstCard: 'rlcard', twoPlayerReverseIsSkip: false,
    })
  })

  it('other options apply over the profile', () => {
    expect(resolveUnoOptions({ ...rlcard, unoCall: true }).unoCall).toBe(true)
    expect(() => resolveUnoOptions({ firstCard: 'house' as never })).toThrow("UNO option firstCard must be 'official', 'rlcard', not \"house\"")
  })
})

describe('the rlcard profile: the start (no dealer)', () => {
  it('the first seat plays first when the first card is a number', () => {
    for (const { engine } of gamesStartingWith('number', 5)) {
      expect(engine.getState().currentPlayerId).toBe('p1')
      expect(hand(engine, 'p1')).toHaveLength(7)
    }
  })

  it('a first-card Draw Two makes the first player draw two, then play', () => {
    for (const { engine } of gamesStartingWith('draw2', 3)) {
      expect(engine.getState().currentPlayerId).toBe('p1')
      expect(hand(engine, 'p1')).toHaveLength(9)
      expect(uno(engine).phase).toBe('play')
    }
  })

  it('a first-card Wild takes a colour from the seeded random source, and the first player plays on it', () => {
    const colours = new Set<string>()
    for (const { seed, engine } of gamesStartingWith('wild', 6)) {
      expect(engine.getState().currentPlayerId).toBe('p1')
      expect(uno(engine).phase).toBe('play')
      expect(UNO_COLORS).toContain(uno(engine).color)
      colours.add(uno(engine).color!)
      // The same seed, the same colour.
      expect(uno(createTestEngine({ plugins: [plugin], players: 2, seed })).color).toBe(uno(engine).color)
    }
    expect(colours.size).toBeGreaterThan(1)
  })

  it('a first-card Skip skips the first seat, and a first-card Reverse gives the first turn to the last seat', () => {
    for (const { engine } of gamesStartingWith('skip', 2)) expect(engine.getState().currentPlayerId).toBe('p2')
    for (const { engine } of gamesStartingWith('reverse', 2)) {
      expect(engine.getState().currentPlayerId).toBe('p2')
      expect(uno(engine).direction).toBe(-1)
    }
  })
})

describe('the rlcard profile: a DRAW is one action', () => {
  const hands = { p1: ['blue-2-1', 'yellow-7-1'], p2: ['green-1-1', 'green-2-1'] }

  it('a drawn number card of the colour to match is played at once, and the turn passes', () => {
    const engine = layTable({ players: 2, hands, top: 'red-5-1', draws: ['red-9-1'], options: rlcard })
    expect(engine.dispatch(createDrawAction('p1')).ok).toBe(true)
    expect(top(engine)).toBe('red-9-1')
    expect(hand(engine, 'p1')).toEqual(hands.p1)
    expect(engine.getState().currentPlayerId).toBe('p2')
    expect(uno(engine)).toMatchObject({ phase: 'play', color: 'red', face: '9' })
  })

  it('a drawn action card of the colour to match is played with its effect', () => {
    const engine = layTable({ players: 2, hands, top: 'red-5-1', draws: ['red-draw2-1'], options: rlcard })
    engine.dispatch(createDrawAction('p1'))
    expect(top(engine)).toBe('red-draw2-1')
    expect(hand(engine, 'p2')).toHaveLength(4)
    expect(engine.getState().currentPlayerId).toBe('p1')
  })

  it('a drawn Wild is played with a colour from the random source', () => {
    const colours = new Set<string>()
    for (let seed = 1; seed <= 12; seed++) {
      const engine = layTable({ players: 2, hands, top: 'red-5-1', draws: ['wild-1'], options: rlcard, seed })
      engine.dispatch(createDrawAction('p1'))
      expect(top(engine)).toBe('wild-1')
      expect(engine.getState().currentPlayerId).toBe('p2')
      colours.add(uno(engine).color!)
    }
    expect(colours.size).toBeGreaterThan(1)
  })

  it('a drawn Wild Draw Four is played as a plain Wild: nobody draws four', () => {
    const engine = layTable({ players: 2, hands, top: 'red-5-1', draws: ['wild4-1'], options: rlcard })
    engine.dispatch(createDrawAction('p1'))
    expect(top(engine)).toBe('wild4-1')
    expect(hand(engine, 'p2')).toEqual(hands.p2)
    expect(engine.getState().currentPlayerId).toBe('p2')
    expect(UNO_COLORS).toContain(uno(engine).color)
  })

  it('a drawn card matching only by number or symbol is kept, and the turn passes', () => {
    const engine = layTable({ players: 2, hands, top: 'red-5-1', draws: ['green-5-2'], options: rlcard })
    engine.dispatch(createDrawAction('p1'))
    expect(hand(engine, 'p1')).toEqual([...hands.p1, 'green-5-2'])
    expect(top(engine)).toBe('red-5-1')
    expect(engine.getState().currentPlayerId).toBe('p2')
  })

  it('no PASS, CHALLENGE, UNO call or voluntary draw is ever legal: every action of random games is a PLAY or a DRAW', () => {
    const types = new Set<string>()
    for (let seed = 1; seed <= 20; seed++) {
      const engine = createTestEngine({ plugins: [plugin], players: 2, seed })
      for (let n = 0; engine.getState().status === 'playing' && n < 2000; n++) {
        const legal = engine.getActors().flatMap((id) => engine.getLegalActions(id))
        for (const a of legal) types.add(a.type)
        // DRAW only when nothing is playable.
        if (legal.some((a) => a.type === 'DRAW')) expect(legal).toHaveLength(1)
        expect(engine.dispatch(legal[(n * 31 + seed) % legal.length]!).ok).toBe(true)
      }
      expect(engine.getState().status).toBe('finished')
    }
    expect([...types].sort()).toEqual(['DRAW', 'PLAY'])
  })
})

describe('the rlcard profile: reshuffling', () => {
  it('a draw the pile cannot cover shuffles the whole discard pile, top card included, with what is left of the pile', () => {
    const engine = layTable({ players: 2, hands: { p1: ['red-draw2-1', 'blue-2-1'], p2: ['green-1-1'] }, top: 'red-5-1', draws: ['yellow-9-1'], onlyDraws: true, options: rlcard })
    const discardBefore = engine.getState().zones[DISCARD_PILE]!.cards.length
    engine.dispatch(createPlayAction('p1', 'red-draw2-1'))
    const state = engine.getState()
    // The Draw Two just played went with the rest: the discard pile is empty, the colour and symbol stay in play.
    expect(state.zones[DISCARD_PILE]!.cards).toEqual([])
    expect(hand(engine, 'p2')).toHaveLength(3)
    expect(state.zones[DRAW_PILE]!.cards.length).toBe(discardBefore + 1 + 1 - 2)
    expect(uno(engine)).toMatchObject({ color: 'red', face: 'draw2' })
    expect(state.currentPlayerId).toBe('p1')
    // Play goes on against the colour in play, with an empty discard pile.
    expect(engine.dispatch(createPlayAction('p1', 'blue-2-1')).denyCode).toBe('CARD_DOES_NOT_MATCH')
  })

  it('the official game still reshuffles only an empty pile, keeping the top card', () => {
    const engine = layTable({ players: 2, hands: { p1: ['red-draw2-1', 'blue-2-1'], p2: ['green-1-1'] }, top: 'red-5-1', draws: ['yellow-9-1'], onlyDraws: true })
    engine.dispatch(createPlayAction('p1', 'red-draw2-1'))
    expect(hand(engine, 'p2')).toContain('yellow-9-1')
    expect(engine.getState().zones[DISCARD_PILE]!.cards).toEqual(['red-draw2-1'])
  })
})

describe('the rlcard profile: the record', () => {
  it('pins the new options, while the official game pins the options of 1.0 only', () => {
    expect(plugin.config).toMatchObject({ reshuffleWhenShort: true, firstCard: 'rlcard', drawnCardPlay: 'automatic', firstDealer: 'last-seat' })
    expect(createUnoPlugin().config).not.toHaveProperty('reshuffleWhenShort')
    expect(createUnoPlugin().config).not.toHaveProperty('firstCard')
  })
})
