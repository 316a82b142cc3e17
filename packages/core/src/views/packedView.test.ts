import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { GamePlugin } from '../plugins/types'
import { createZone } from '../state/factories'
import { DECK, DISCARD, TABLE, THREE_PLAYERS, startHiddenGame } from './__fixtures__/hiddenGame'
import { isPackedZone, packPlayerView, unpackPlayerView, type PackedPlayerView } from './packedView'
import type { PlayerView } from './types'

const VIEWERS = [...THREE_PLAYERS.map((p) => p.id), null]

describe('packed views', () => {
  it('packs the zones whose cards are all hidden, keeps the others, and unpacks to the same view', () => {
    const engine = startHiddenGame({ game: { cardCount: 20, initialHand: 3 } })
    const view = engine.getPlayerView('p1')
    const packed = packPlayerView(view)
    // The deck and the others' hands are placeholders only: a count each.
    expect(packed.zones[DECK]).toEqual({ id: DECK, type: 'deck', ownerId: null, visibility: 'hidden', hidden: view.zones[DECK]!.cards.length })
    expect(isPackedZone(packed.zones['hand-p2']!)).toBe(true)
    // The viewer's own hand and the empty zones are sent as they are, the very same objects.
    expect(packed.zones['hand-p1']).toBe(view.zones['hand-p1'])
    expect(packed.zones[DISCARD]).toBe(view.zones[DISCARD])
    expect(unpackPlayerView(packed)).toEqual(view)
    expect(JSON.stringify(unpackPlayerView(JSON.parse(JSON.stringify(packed)) as PackedPlayerView))).toBe(JSON.stringify(view))
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(view).length / 2)
  })

  it('leaves a view with nothing to pack as it is, both ways', () => {
    const engine = startHiddenGame({ game: { cardCount: 0, initialHand: 0 } })
    const view = engine.getPlayerView(null)
    expect(packPlayerView(view)).toBe(view)
    expect(unpackPlayerView(view)).toBe(view)
  })

  it('keeps a zone unpacked when a card in it is revealed, or a placeholder carries more than its id and type', () => {
    const engine = startHiddenGame()
    engine.dispatch({ type: 'FLIP_TOP' })
    const flipped = packPlayerView(engine.getPlayerView('p2'))
    expect(isPackedZone(flipped.zones[DECK]!)).toBe(false)
    // A redact hook that paints the backs of p2's cards: the zone must keep its placeholders' records.
    const backs: GamePlugin = {
      id: 'backs',
      name: 'Backs',
      version: '1.0.0',
      redact: (view: PlayerView) => {
        const hand = view.zones['hand-p2']!
        return { ...view, zones: { ...view.zones, 'hand-p2': { ...hand, faces: hand.faces.map((f) => ({ ...f, back: 'red' })) } } }
      },
    }
    const painted = packPlayerView(startHiddenGame({ plugins: [backs] }).getPlayerView('p1'))
    expect(isPackedZone(painted.zones['hand-p2']!)).toBe(false)
    expect(isPackedZone(painted.zones['hand-p3']!)).toBe(true)
  })

  it('does not take ids that only look like placeholders of another position or zone', () => {
    const view = startHiddenGame({ game: { cardCount: 12, initialHand: 1 } }).getPlayerView('p1')
    const deck = view.zones[DECK]!
    const swapped = { ...deck, cards: [...deck.cards].reverse(), faces: [...deck.faces].reverse() }
    expect(isPackedZone(packPlayerView({ ...view, zones: { ...view.zones, [DECK]: swapped } }).zones[DECK]!)).toBe(false)
    const other = createZone({ id: 'deck2', type: 'deck', visibility: 'hidden' })
    const borrowed = { ...other, cards: deck.cards, faces: deck.faces }
    expect(isPackedZone(packPlayerView({ ...view, zones: { ...view.zones, deck2: borrowed } }).zones.deck2!)).toBe(false)
  })

  it('keeps a zone unpacked when it would not unpack to itself, and unpacks only packed zones', () => {
    const view = startHiddenGame().getPlayerView('p1')
    const deck = view.zones[DECK]!
    const odd = (zone: object) => packPlayerView({ ...view, zones: { ...view.zones, [DECK]: zone as typeof deck } })
    // A field named `hidden`, a field after `faces`, no `faces` at all: sent as they are.
    for (const zone of [{ ...deck, hidden: 7 }, { ...deck, label: 'draw' }, { id: deck.id, type: deck.type, ownerId: deck.ownerId, cards: deck.cards }]) {
      const packed = odd(zone)
      expect(packed.zones[DECK]).toBe(zone)
      expect(unpackPlayerView(packed).zones[DECK]).toBe(zone)
    }
    // A real zone with a numeric `hidden` field and its cards is not taken for a packed one.
    const table = { ...view.zones[TABLE]!, hidden: 0 }
    const withField = { ...view, zones: { ...view.zones, [TABLE]: table } }
    expect(unpackPlayerView(withField).zones[TABLE]).toBe(table)
  })

  it('refuses a packed zone whose count is not a card count', () => {
    const view = packPlayerView(startHiddenGame().getPlayerView('p1'))
    const bad = { ...view, zones: { ...view.zones, [DECK]: { ...view.zones[DECK]!, hidden: -1 } } } as PackedPlayerView
    expect(() => unpackPlayerView(bad)).toThrow(/hidden must be a card count/)
  })

  it('round-trips every viewer at every step of random games (fast-check)', () => {
    const types = ['DRAW', 'PLAY', 'DISCARD', 'REVEAL', 'CONCEAL', 'FLIP_TOP', 'PASS']
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(types.length - 1), fc.nat(2), fc.nat(20)), { maxLength: 40 }), (moves) => {
        const engine = startHiddenGame({ game: { cardCount: 18, initialHand: 2 }, config: { validationMode: 'none' } })
        const check = () => {
          for (const viewer of VIEWERS) {
            const view = engine.getPlayerView(viewer)
            const wire = JSON.parse(JSON.stringify(packPlayerView(view))) as PackedPlayerView
            expect(JSON.stringify(unpackPlayerView(wire))).toBe(JSON.stringify(view))
          }
        }
        check()
        for (const [t, p, c] of moves) {
          const playerId = THREE_PLAYERS[p]!.id
          const hand = engine.getState().zones[`hand-${playerId}`]!.cards
          engine.dispatch({ type: types[t]!, playerId, payload: hand.length > 0 ? { cardId: hand[c % hand.length] } : {} })
          check()
        }
      }),
      { numRuns: 60 },
    )
  })
})
