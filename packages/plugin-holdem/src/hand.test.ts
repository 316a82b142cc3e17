import '@decklet/testing/vitest'
import { createAction, playerHandZoneId, SeededRandomProvider, StateDraft, type GameEngine } from '@decklet/core'
import { STANDARD_DECK_ZONE_ID } from '@decklet/plugin-standard-deck'
import { buildState, installState, withCards, withZone } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { startHand } from './hand'
import { MUCK_ZONE_ID } from './state'
import { formatHandHistory } from './handHistory'
import { bettingOptions } from './betting'
import { checkCards } from './stateCheck'
import { act, play, table, tableOf } from './__fixtures__/table'

const deckSize = (engine: GameEngine): number => engine.getState().zones[STANDARD_DECK_ZONE_ID]!.cards.length
const cardsOf = (engine: GameEngine, playerId: string): readonly string[] => engine.getState().zones[playerHandZoneId(playerId)]?.cards ?? []

describe('every hand is dealt from the whole deck', () => {
  it('a showdown winner who leaves between hands gives the cards back: hand after hand the deck is whole', () => {
    const engine = table(2, { autoDeal: false })
    let next = 3
    for (let hand = 1; hand <= 30; hand++) {
      // Heads-up, two hole cards each: 48 cards left in the deck whatever happened before.
      expect(deckSize(engine)).toBe(48)
      const t = tableOf(engine)
      const [first, second] = t.inHand as [string, string]
      play(engine, [[second, 'CALL'], [first, 'CHECK']])
      for (let street = 0; street < 3; street++) play(engine, [[first, 'CHECK'], [second, 'CHECK']])
      const shown = Object.keys(tableOf(engine).lastHand!.shown)
      expect(shown.length).toBeGreaterThan(0)
      const winner = shown[0]!
      expect(cardsOf(engine, winner)).toHaveLength(2) // shown cards stay face up until the next deal
      expect(engine.dispatch(createAction({ type: 'LEAVE', playerId: winner }))).toBeOk()
      expect(cardsOf(engine, winner)).toEqual([])
      expect(checkCards(engine.getState())).toEqual([])
      expect(engine.dispatch(createAction({ type: 'JOIN', playerId: `p${next++}` }))).toBeOk()
      expect(engine.dispatch(createAction({ type: 'START_HAND' }))).toBeOk()
    }
    expect(tableOf(engine).handNumber).toBe(31)
  })

  it('an uncontested winner who leaves gives the unseen cards to the muck', () => {
    const engine = table(3, { autoDeal: false })
    play(engine, [['p1', 'FOLD'], ['p2', 'FOLD']]) // p3 wins the blinds and keeps the cards, unshown
    expect(cardsOf(engine, 'p3')).toHaveLength(2)
    const held = [...cardsOf(engine, 'p3')]
    engine.dispatch(createAction({ type: 'LEAVE', playerId: 'p3' }))
    expect(engine.getState().zones[MUCK_ZONE_ID]!.cards).toEqual(expect.arrayContaining(held))
    expect(engine.getPlayerView('p1').zones[MUCK_ZONE_ID]!.cards.every((c) => c.startsWith('hidden:'))).toBe(true)
    expect(engine.dispatch(createAction({ type: 'START_HAND' }))).toBeOk()
    expect(deckSize(engine)).toBe(48)
  })

  it('a player who asked to leave during a hand gives the cards back when it ends', () => {
    const engine = table(3, { autoDeal: false })
    play(engine, [['p1', 'FOLD']])
    engine.dispatch(createAction({ type: 'LEAVE', playerId: 'p1' }))
    play(engine, [['p2', 'FOLD']])
    expect(tableOf(engine).seats).toEqual(['p2', 'p3'])
    expect(checkCards(engine.getState())).toEqual([])
    expect(engine.dispatch(createAction({ type: 'START_HAND' }))).toBeOk()
    expect(deckSize(engine)).toBe(48)
  })

  it('the deal gathers every card outside the deck, wherever it is, before shuffling', () => {
    const engine = table(3, { autoDeal: false })
    play(engine, [['p1', 'FOLD'], ['p2', 'FOLD']])
    const deck = engine.getState().zones[STANDARD_DECK_ZONE_ID]!.cards
    const stray = buildState(engine.getState(), withZone({ id: 'stray', type: 'pile' }), withCards('stray', deck.slice(0, 5)))
    const draft = new StateDraft(stray)
    startHand(draft, new SeededRandomProvider(1))
    const state = draft.commit()
    expect(state.zones.stray!.cards).toEqual([])
    expect(state.zones[STANDARD_DECK_ZONE_ID]!.cards).toHaveLength(52 - 3 * 2)
    expect(checkCards(state)).toEqual([])
  })

  it('the card check finds cards outside the deck, the board, the muck and the hands of the players at the table', () => {
    const engine = table(3, { autoDeal: false })
    expect(checkCards(engine.getState())).toEqual([])
    const deck = engine.getState().zones[STANDARD_DECK_ZONE_ID]!
    const lost = buildState(engine.getState(), withZone({ ...deck, cards: deck.cards.slice(2) }))
    expect(checkCards(lost)).toEqual(['2 of the 52 cards are not in the deck, the board, the muck or the hand of a player at the table'])
    expect(() => installState(engine, lost)).toThrow()
    const aside = buildState(engine.getState(), withZone({ id: playerHandZoneId('gone'), type: 'hand', ownerId: 'gone' }), withCards(playerHandZoneId('gone'), [deck.cards[0]!]))
    expect(checkCards(aside)).toEqual(['1 of the 52 cards is not in the deck, the board, the muck or the hand of a player at the table'])
  })
})

describe('blinds a player cannot post', () => {
  it('heads-up, a player all in on the ante posts no big blind: the other is not asked to call one, and the small blind comes back', () => {
    const engine = table({ players: 2, options: { ante: 1, autoDeal: false }, stacks: [200, 1] })
    // p1 has the button and the small blind; p2 is all in on the ante. Nothing is left to bet: the board is run out.
    const t = tableOf(engine)
    expect(t.street).toBe('waiting')
    const last = t.lastHand!
    expect(last.log.filter((e) => e.kind === 'action')).toEqual([])
    expect(last.uncalled).toEqual({ playerId: 'p1', amount: 1 })
    expect(last.pots).toEqual([{ amount: 2, eligible: ['p2', 'p1'], won: expect.any(Object) }])
    expect(Math.abs(last.net.p1!)).toBe(1) // the ante is won or lost, never the small blind
    expect(t.stacks.p1! + t.stacks.p2!).toBe(201)
    const history = formatHandHistory(engine.getState())
    expect(history).toContain('Player 2: posts the ante 1 and is all-in')
    expect(history).toContain('Uncalled bet (1) returned to Player 1')
    expect(history).toContain('Total pot 2')
  })

  it('a big blind all in for less still makes the others call the whole big blind while two of them can bet', () => {
    const engine = table({ players: 3, options: { smallBlind: 5, bigBlind: 10, autoDeal: false }, stacks: [200, 200, 7] })
    expect(bettingOptions(tableOf(engine), 'p1')).toMatchObject({ toCall: 10, raise: { min: 20, max: 200 } })
    play(engine, [['p1', 'CALL'], ['p2', 'CALL']])
    expect(tableOf(engine).street).toBe('flop')
    expect(tableOf(engine).committed).toEqual({ p1: 10, p2: 10, p3: 7 })
  })

  it('a player left alone with chips against all-in players matches only what they put in, and may not raise', () => {
    const engine = table({ players: 3, options: { smallBlind: 5, bigBlind: 10, autoDeal: false }, stacks: [200, 200, 7] })
    play(engine, [['p1', 'FOLD']])
    // p2, in the small blind, is the only player with chips: the big blind is all in for 7.
    expect(bettingOptions(tableOf(engine), 'p2')).toMatchObject({ toCall: 2, call: 2, raise: null, bet: null, allIn: null })
    expect(act(engine, 'p2', 'RAISE', 20)).toBeDenied('CANNOT_RAISE')
    expect(act(engine, 'p2', 'ALL_IN')).toBeDenied('CANNOT_RAISE')
    expect(act(engine, 'p2', 'CALL')).toHaveEmitted('RIVER_DEALT')
    expect(tableOf(engine).lastHand!.net.p2! + tableOf(engine).lastHand!.net.p3!).toBe(0)
    expect(tableOf(engine).lastHand!.pots.map((p) => p.amount)).toEqual([14])
  })

  it('a player whose only opponent is all in after a full raise may call or fold, not raise again', () => {
    const engine = table({ players: 2, options: { autoDeal: false }, stacks: [500, 120] })
    play(engine, [['p1', 'RAISE', 50], ['p2', 'ALL_IN']]) // a raise of 70, a full raise
    expect(bettingOptions(tableOf(engine), 'p1')).toMatchObject({ toCall: 70, call: 70, raise: null, allIn: null })
    expect(engine.getLegalActions('p1').map((a) => a.type)).toEqual(['FOLD', 'CALL'])
    expect(act(engine, 'p1', 'RAISE', 200)).toBeDenied('CANNOT_RAISE')
    expect(act(engine, 'p1', 'CALL')).toBeOk()
  })
})
