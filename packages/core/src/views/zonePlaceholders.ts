import type { Card, Zone } from '../state/types'
import { HIDDEN_CARD_TYPE, placeholderPrefix } from './hiddenCard'
import type { ZoneView } from './types'

/** `value`, frozen (shallowly) when `frozen`: how every part of a view is made in checked modes. @internal */
export function freezeWhen<T>(frozen: boolean, value: T): T {
  if (frozen) Object.freeze(value)
  return value
}

/** The largest zone whose placeholder-only views are kept by size (see {@link ZonePlaceholders.closedOfSize}). */
const KEPT_SIZE = 128

/**
 * What never changes of one zone id's views: its placeholders (`{ id: 'hidden:<zone>:<index>', type: 'hidden' }`),
 * each made once per position, and its placeholder-only views by size (zones of at most 128 cards: a hand going
 * from six cards to seven and back, a draw pile seen at each of its sizes, look the same to those who do not see
 * them). Immutable once made (frozen as the views are), so the engines of one {@link EngineCache} share them.
 * @internal
 */
export class ZonePlaceholders {
  private readonly ids: string[] = []
  private readonly faces: Card[] = []
  private readonly bySize: ZoneView[] = []
  private readonly prefix: string

  constructor(
    zoneId: string,
    /** Whether views are frozen (checked modes). */
    private readonly frozen: boolean,
  ) {
    this.prefix = placeholderPrefix(zoneId)
  }

  /** The placeholder of position `index`. */
  placeholder(index: number): Card {
    this.upTo(index + 1)
    return this.faces[index]!
  }

  /** The ids of the first `count` placeholders (a new array, frozen as the views are). */
  idsOf(count: number): string[] {
    this.upTo(count)
    return freezeWhen(this.frozen, this.ids.slice(0, count))
  }

  /** The records of the first `count` placeholders (a new array, frozen as the views are). */
  facesOf(count: number): Card[] {
    this.upTo(count)
    return freezeWhen(this.frozen, this.faces.slice(0, count))
  }

  /** A placeholder-only view made before for a zone with the fields and the size of `zone`, if kept. */
  closedOfSize(zone: Zone): ZoneView | undefined {
    const view = this.bySize[zone.cards.length]
    if (view === undefined || view.type !== zone.type || view.ownerId !== zone.ownerId || view.visibility !== zone.visibility || view.revealed !== zone.revealed) return undefined
    return view
  }

  /** Keeps `view`, a placeholder-only view of `zone`, for {@link ZonePlaceholders.closedOfSize} (zones of at most 128 cards). */
  keepClosedOfSize(zone: Zone, view: ZoneView): void {
    const size = zone.cards.length
    if (size > KEPT_SIZE) return
    // Filled in order of size: a zone first seen with 40 cards leaves no holes below (a holey list reads slower).
    for (let i = this.bySize.length; i < size; i++) this.bySize.push(undefined as unknown as ZoneView)
    this.bySize[size] = view
  }

  private upTo(count: number): void {
    for (let i = this.ids.length; i < count; i++) {
      const id = this.prefix + i
      this.ids.push(id)
      this.faces.push(freezeWhen(this.frozen, { id, type: HIDDEN_CARD_TYPE }))
    }
  }
}
