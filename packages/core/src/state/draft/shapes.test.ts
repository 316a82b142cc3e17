import { describe, expect, it } from 'vitest'
import { createGameState, createZone } from '../factories'
import type { GameState, Zone } from '../types'
import { copyState, hasRootLayout, keepListed, withoutKey, zoneLayout, zoneWithCards, zoneWithRevealed, zoneWithVisibility } from './shapes'

const state = (): GameState => createGameState({ gameId: 'g', seed: 1, players: [] })

describe('root layout', () => {
  it('knows a root with exactly the GameState fields, in any order, from anything else', () => {
    const s = state()
    expect(hasRootLayout(s)).toBe(true)
    const { gameId, ...rest } = s
    expect(hasRootLayout({ ...rest, gameId })).toBe(true)
    expect(hasRootLayout({ ...s, extra: 1 })).toBe(false)
    expect(hasRootLayout(rest)).toBe(false)
    // Eleven fields, one unknown in place of a known one: not the literal path (the unknown one survives).
    expect(hasRootLayout({ ...rest, extra: 1 })).toBe(false)
  })

  it('copies a root as a literal in field order, and a root with other fields with them', () => {
    const { gameId, ...rest } = state()
    expect(Object.keys(copyState({ ...rest, gameId } as GameState))).toEqual(Object.keys(state()))
    const odd = { ...state(), extra: 1 } as GameState
    expect((copyState(odd) as unknown as { extra: number }).extra).toBe(1)
  })
})

describe('zone layout and builders', () => {
  const plain = createZone({ id: 'z', type: 't', cards: ['a', 'b'] })
  const hidden = createZone({ id: 'z', type: 't', cards: ['a', 'b'], visibility: 'hidden' })
  const shown = createZone({ id: 'z', type: 't', cards: ['a', 'b'], revealed: ['b'] })
  const both = createZone({ id: 'z', type: 't', cards: ['a', 'b'], visibility: 'owner', revealed: ['a'] })

  it('knows the four layouts createZone makes, and nothing else', () => {
    expect([plain, hidden, shown, both].map(zoneLayout)).toEqual([0, 1, 2, 3])
    expect(zoneLayout({ ...plain, extra: 1 })).toBe(-1)
    expect(zoneLayout({ id: 'z', type: 't', cards: [], note: null })).toBe(-1)
    expect(zoneLayout({ ...hidden, visibility: undefined })).toBe(-1)
    expect(zoneLayout({ id: 'z', type: 't', ownerId: null })).toBe(-1)
  })

  it('gives a zone other cards, dropping revealed cards it no longer holds, in the same layout', () => {
    expect(zoneWithCards(both, ['b', 'c'])).toEqual({ id: 'z', type: 't', ownerId: null, cards: ['b', 'c'], visibility: 'owner', revealed: [] })
    expect(Object.keys(zoneWithCards(hidden, []))).toEqual(Object.keys(hidden))
    expect(zoneWithCards(shown, ['b']).revealed).toBe(shown.revealed)
  })

  it('keeps the fields of a zone of another layout', () => {
    const odd = { ...both, note: 'x' } as Zone
    expect(zoneWithCards(odd, ['a'])).toEqual({ ...odd, cards: ['a'], revealed: ['a'] })
    expect(zoneWithVisibility(odd, 'public')).toEqual({ ...odd, visibility: 'public' })
    expect(zoneWithRevealed(odd, undefined)).not.toHaveProperty('revealed')
  })

  it('sets and drops visibility and revealed lists', () => {
    expect(zoneWithVisibility(plain, 'hidden')).toEqual(hidden)
    expect(zoneWithRevealed(hidden, ['a'])).toEqual({ ...hidden, revealed: ['a'] })
    expect(zoneWithRevealed(shown, undefined)).toEqual(plain)
  })
})

describe('list and record helpers', () => {
  it('keepListed returns the very list when it loses nothing', () => {
    const list = ['a', 'b']
    expect(keepListed(list, ['b', 'a', 'c'])).toBe(list)
    expect(keepListed(list, ['b'])).toEqual(['b'])
  })

  it('withoutKey keeps the other keys in order, __proto__ as own data', () => {
    const record = JSON.parse('{"a": 1, "__proto__": 2, "b": 3}') as Record<string, number>
    const out = withoutKey(record, 'a')
    expect(Object.keys(out)).toEqual(['__proto__', 'b'])
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
  })
})
