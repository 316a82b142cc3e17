import { describe, expect, it } from 'vitest'
import { createZone } from '../state/factories'
import type { ZoneView } from './types'
import { ZonePlaceholders } from './zonePlaceholders'

/** A hidden zone of `size` cards and its placeholder-only view, as the views make them. */
function closed(parts: ZonePlaceholders, size: number): { zone: ReturnType<typeof createZone>; view: ZoneView } {
  const zone = { ...createZone({ id: 'pile', type: 'deck', visibility: 'hidden' }), cards: Array.from({ length: size }, (_, i) => `c${i}`) }
  const view: ZoneView = { id: 'pile', type: 'deck', ownerId: null, cards: parts.idsOf(size), visibility: 'hidden', faces: parts.facesOf(size) }
  return { zone, view }
}

describe('ZonePlaceholders', () => {
  it('makes each placeholder once, numbered by position, frozen as the views are', () => {
    const loose = new ZonePlaceholders('pile', false)
    expect(loose.placeholder(3)).toEqual({ id: 'hidden:pile:3', type: 'hidden' })
    expect(loose.facesOf(5)[3]).toBe(loose.placeholder(3))
    expect(loose.idsOf(2)).toEqual(['hidden:pile:0', 'hidden:pile:1'])
    expect(Object.isFrozen(loose.placeholder(0)) || Object.isFrozen(loose.idsOf(2))).toBe(false)
    const frozen = new ZonePlaceholders('pile', true)
    expect(Object.isFrozen(frozen.placeholder(0)) && Object.isFrozen(frozen.idsOf(2)) && Object.isFrozen(frozen.facesOf(2))).toBe(true)
  })

  it('keeps placeholder-only views by size up to 128 cards, for zones with the same fields', () => {
    const parts = new ZonePlaceholders('pile', false)
    for (const size of [100, 7, 128, 129]) {
      const { zone, view } = closed(parts, size)
      expect(parts.closedOfSize(zone)).toBeUndefined()
      parts.keepClosedOfSize(zone, view)
      expect(parts.closedOfSize(zone)).toBe(size <= 128 ? view : undefined)
      // Another kind of zone of that size does not get it.
      expect(parts.closedOfSize({ ...zone, type: 'hand' })).toBeUndefined()
    }
    // Sizes between those kept have none.
    expect(parts.closedOfSize(closed(parts, 50).zone)).toBeUndefined()
  })
})
