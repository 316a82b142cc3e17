import { describe, expect, it } from 'vitest'
import { createUnoDeck, getUnoCard, slottedCardCount, unoCardInfo, UNO_CARD_IDS } from './cards'

describe('unoCardInfo', () => {
  it('finds every card of the deck by its slot, with the facts of that very card', () => {
    expect(slottedCardCount()).toBe(108)
    for (const card of createUnoDeck()) {
      // A copy of the id (another string object) finds the same info.
      const info = unoCardInfo(null, `${card.id}`.slice(0))
      expect(info.card).toBe(getUnoCard(null, card.id))
      expect(info.kind).toBe(card.kind)
      expect(info.color).toBe(card.color)
    }
    expect(new Set(UNO_CARD_IDS.map((id) => unoCardInfo(null, id))).size).toBe(108)
  })

  it('refuses ids that are not cards, short ones included, and reads custom cards from the state', () => {
    for (const id of ['', 'r', 'red', 'red-5-3', 'blue-9-9', 'wild-5', 'x-skip-1']) {
      expect(() => unoCardInfo(null, id)).toThrow(`Unknown UNO card '${id}'`)
    }
    expect(() => getUnoCard(null, 'red-5-3')).toThrow(expect.objectContaining({ name: 'InvalidArgumentError', code: 'INVALID_ARGUMENT', argument: 'cardId' }))
    const custom = { id: 'red-5-3', type: 'uno', kind: 'number', color: 'red', value: 5 }
    const state = { cards: { 'red-5-3': custom } } as never
    expect(unoCardInfo(state, 'red-5-3').card).toBe(custom)
  })
})
