/*
 * What a viewer may know, and the search of a payload for what it may not.
 * Internal to expectNoLeak.
 *
 * Knowledge: a viewer knows a card once the card has been in a zone the viewer
 * may see (by the zone's own data: visibility, owner, revealed), in any state
 * observed so far — a card you held and passed on stays known to you. Where a
 * card is now is not knowledge: a view must not show a card by its id in a
 * zone the viewer may not see now, even a card it once saw.
 */
import type { Card, GameState, Zone, ZoneVisibility } from '@decklet/core'

/**
 * What a leak gave away: `card` (a card's id), `card-values` (an object with a
 * hidden card's field values), `card-position` (a card the viewer knows, shown
 * by its id in a zone it may not see now), `seed` or `random-state`.
 *
 * @example
 * const kinds: LeakKind[] = ['card', 'card-values', 'card-position', 'seed', 'random-state']
 */
export type LeakKind = 'card' | 'card-values' | 'card-position' | 'seed' | 'random-state'

/** One thing found in a payload. @internal */
export interface Found {
  readonly kind: LeakKind
  /** Where, from the payload's root name: `view.variables.peek[0]`. */
  readonly path: string
  /** The card given away, for the card kinds. */
  readonly cardId: string | null
  /** What exactly: `the id std-hearts-A`, `the values of suit, rank of std-hearts-A`, `a "seed" key`, … */
  readonly detail: string
}

/** What a viewer may see of a zone, when a test says so rather than the zone (`undefined`: as the zone declares). @internal */
export type ZoneVisibilityOf = (zone: Zone, state: GameState) => ZoneVisibility | undefined

/**
 * Whether `viewer` may see `cardId` in `zone`, read from the zone's data alone
 * (or the visibility `visibilityOf` gives it): absent visibility: public;
 * `owner`: only its owner; `hidden` or anything else: nobody; `revealed`
 * cards: everyone. @internal
 */
export function mayView(zone: Zone, cardId: string, viewer: string | null, state: GameState, visibilityOf?: ZoneVisibilityOf): boolean {
  const visibility = visibilityOf?.(zone, state) ?? zone.visibility ?? 'public'
  if (visibility === 'public') return true
  if (visibility === 'owner' && viewer !== null && zone.ownerId === viewer) return true
  return Array.isArray(zone.revealed) && zone.revealed.includes(cardId)
}

/** The zone holding `cardId` in `state`, or `null`. @internal */
export function zoneOfCard(state: GameState, cardId: string): string | null {
  for (const zoneId of Object.keys(state.zones)) if (state.zones[zoneId]!.cards.includes(cardId)) return zoneId
  return null
}

type Primitive = string | number | boolean

const isPrimitive = (v: unknown): v is Primitive => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
const valueKey = (v: Primitive): string => `${typeof v}:${String(v)}`
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Cards by field value, for the search of copied card fields. */
interface CardIndex {
  /** field → value → cards having it. */
  readonly byField: Map<string, Map<string, Card[]>>
  /** Fields whose value is not the same on every card (the others say nothing about which card it is). */
  readonly informative: Set<string>
}

function buildIndex(cards: Iterable<Card>): CardIndex {
  const byField = new Map<string, Map<string, Card[]>>()
  for (const card of cards) {
    for (const key of Object.keys(card)) {
      const value = (card as unknown as Record<string, unknown>)[key]
      if (key === 'id' || !isPrimitive(value)) continue
      let values = byField.get(key)
      if (!values) byField.set(key, (values = new Map()))
      const k = valueKey(value)
      const list = values.get(k)
      if (list) list.push(card)
      else values.set(k, [card])
    }
  }
  const informative = new Set<string>()
  for (const [key, values] of byField) if (values.size > 1) informative.add(key)
  return { byField, informative }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Finds card ids inside strings: a string that is an id, or contains one as a
 * whole word (not as part of a longer id: `c1` is not found in `c12`, nor
 * `std-hearts-Q` in `std-hearts-Q-d2`). Memoised by string. @internal
 */
export class CardIdFinder {
  private readonly pattern: RegExp | null
  private readonly memo = new Map<string, readonly string[]>()

  constructor(readonly ids: ReadonlySet<string>) {
    const list = [...ids].filter((id) => id.length > 0).sort((a, b) => b.length - a.length)
    this.pattern =
      list.length === 0 ? null : new RegExp(`(?<![\\p{L}\\p{N}_-])(?:${list.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}_-])`, 'gu')
  }

  find(text: string): readonly string[] {
    if (this.ids.has(text)) return [text]
    if (this.pattern === null) return NONE
    const cached = this.memo.get(text)
    if (cached !== undefined) return cached
    const found = Array.from(text.matchAll(this.pattern), (m) => m[0])
    const result = found.length === 0 ? NONE : found
    if (this.memo.size < 100_000) this.memo.set(text, result)
    return result
  }
}

const NONE: readonly string[] = Object.freeze([])

/** Below this, a seed or a random position is too likely to appear by chance (a turn, a count) to be searched for. */
export const SECRET_NUMBER_MIN = 0x10000

/** Numbers and algorithms that would give away the seed or the random position. @internal */
export class Secrets {
  /** Large numbers (seed, random positions) and what they are. */
  readonly numbers = new Map<number, 'seed' | 'random-state'>()
  /** Random-state algorithms (`mulberry32`): an object with this `algorithm` and a `state` is a random state. */
  readonly algorithms = new Set<string>()
  private cached: { size: number; pattern: RegExp | null } | null = null

  /** Adds a number (ignored when it is small or not a safe integer; a seed stays a seed). */
  add(value: unknown, kind: 'seed' | 'random-state'): void {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || Math.abs(value) < SECRET_NUMBER_MIN) return
    if (this.numbers.get(value) !== 'seed') this.numbers.set(value, kind)
  }

  /** The numbers as digits in a string. */
  get pattern(): RegExp | null {
    if (this.cached === null || this.cached.size !== this.numbers.size) {
      const digits = [...this.numbers.keys()].map((n) => String(Math.abs(n)))
      this.cached = { size: this.numbers.size, pattern: digits.length === 0 ? null : new RegExp(`(?<!\\d)(?:${digits.join('|')})(?!\\d)`) }
    }
    return this.cached.pattern
  }

  kindOf(digits: string): 'seed' | 'random-state' {
    return this.numbers.get(Number(digits)) ?? this.numbers.get(-Number(digits)) ?? 'seed'
  }
}

/**
 * Cards, and what each viewer has known of them, over the moments of one game
 * (moment 0 is the initial state; one more per observed state). @internal
 */
export class Knowledge {
  /** Every card seen in any state, latest record. */
  private readonly universe = new Map<string, Card>()
  /** viewer → card → first moment the viewer may know it. */
  private readonly learned = new Map<string | null, Map<string, number>>()
  /** The full state of each moment. */
  readonly states: GameState[] = []
  private finder: { size: number; finder: CardIdFinder } | null = null
  private index: { size: number; index: CardIndex } | null = null

  constructor(
    readonly viewers: readonly (string | null)[],
    private readonly knownCards?: (state: GameState, viewer: string | null) => Iterable<string>,
    readonly visibilityOf?: ZoneVisibilityOf,
  ) {
    for (const viewer of viewers) this.learned.set(viewer, new Map())
  }

  /** Records a state as the next moment and returns that moment. */
  observe(state: GameState): number {
    const moment = this.states.length
    this.states.push(state)
    for (const id of Object.keys(state.cards)) this.universe.set(id, state.cards[id]!)
    for (const viewer of this.viewers) {
      const known = this.learned.get(viewer)!
      const learn = (cardId: string) => {
        if (!known.has(cardId)) known.set(cardId, moment)
      }
      for (const zoneId of Object.keys(state.zones)) {
        const zone = state.zones[zoneId]!
        for (const cardId of zone.cards) if (mayView(zone, cardId, viewer, state, this.visibilityOf)) learn(cardId)
      }
      if (this.knownCards) for (const cardId of this.knownCards(state, viewer)) learn(cardId)
    }
    return moment
  }

  get lastMoment(): number {
    return this.states.length - 1
  }

  /** Whether `viewer` may know `cardId` at `moment`. */
  knows(viewer: string | null, cardId: string, moment: number): boolean {
    const at = this.learned.get(viewer)!.get(cardId)
    return at !== undefined && at <= moment
  }

  /** The ids of every card seen so far, to find inside strings. */
  cardIds(): CardIdFinder {
    if (this.finder === null || this.finder.size !== this.universe.size) {
      this.finder = { size: this.universe.size, finder: new CardIdFinder(new Set(this.universe.keys())) }
    }
    return this.finder.finder
  }

  cardIndex(): CardIndex {
    if (this.index === null || this.index.size !== this.universe.size) {
      this.index = { size: this.universe.size, index: buildIndex(this.universe.values()) }
    }
    return this.index.index
  }
}

/** How to search one payload. @internal */
export interface SearchContext {
  readonly knowledge: Knowledge
  readonly viewer: string | null
  readonly moment: number
  readonly secrets: Secrets
  /** Also look for copied field values of hidden cards. */
  readonly values: boolean
}

function joinPath(segments: readonly (string | number)[]): string {
  let out = ''
  for (const s of segments) out += typeof s === 'number' ? `[${s}]` : out === '' ? s : `.${s}`
  return out
}

/**
 * Searches `payload` (the JSON a viewer receives, parsed back) for a card id
 * the viewer may not know — as a string, inside a string or as an object key —,
 * an object carrying the field values of such a card, a `"seed"` or
 * `"initialRandom"` key, a random state, or the seed or a random position as a
 * number. Returns the first thing found, depth first. @internal
 */
export function searchPayload(payload: unknown, root: string, ctx: SearchContext): Found | null {
  const finder = ctx.knowledge.cardIds()
  const hidden = (cardId: string) => !ctx.knowledge.knows(ctx.viewer, cardId, ctx.moment)
  const index = ctx.values ? ctx.knowledge.cardIndex() : null
  const secretPattern = ctx.secrets.pattern
  const path: (string | number)[] = [root]

  const inString = (text: string, what: string): Found | null => {
    const cardId = finder.find(text).find(hidden)
    if (cardId !== undefined) return { kind: 'card', path: joinPath(path), cardId, detail: `the id ${cardId}${text === cardId ? '' : ` in ${what} ${JSON.stringify(text)}`}` }
    if (secretPattern !== null) {
      const m = secretPattern.exec(text)
      if (m !== null) {
        const kind = ctx.secrets.kindOf(m[0])
        return { kind, path: joinPath(path), cardId: null, detail: `the ${kind === 'seed' ? 'seed' : 'random position'} ${m[0]} in ${what} ${JSON.stringify(text)}` }
      }
    }
    return null
  }

  const copiedCard = (node: Record<string, unknown>): Found | null => {
    const keys = Object.keys(node).filter((k) => k !== 'id' && index!.byField.has(k) && isPrimitive(node[k]))
    if (keys.length < 2) return null
    // Candidates: the cards having the rarest of the node's values.
    let candidates: Card[] | null = null
    for (const key of keys) {
      const list = index!.byField.get(key)!.get(valueKey(node[key] as Primitive)) ?? []
      if (candidates === null || list.length < candidates.length) candidates = list
      if (list.length === 0) return null
    }
    const matches: { card: Card; fields: string[] }[] = []
    for (const card of candidates!) {
      const c = card as unknown as Record<string, unknown>
      const fields = keys.filter((k) => Object.hasOwn(c, k))
      if (!fields.every((k) => c[k] === node[k])) continue
      const cardInformative = Object.keys(c).filter((k) => index!.informative.has(k)).length
      const informative = fields.filter((k) => index!.informative.has(k)).length
      if (fields.length < 2 || informative < Math.min(2, cardInformative) || informative === 0) continue
      matches.push({ card, fields })
    }
    if (matches.length === 0) return null
    // Values a card the viewer knows also has give nothing away.
    if (matches.some((m) => ctx.knowledge.knows(ctx.viewer, m.card.id, ctx.moment))) return null
    const first = matches[0]!
    return { kind: 'card-values', path: joinPath(path), cardId: first.card.id, detail: `the values of ${first.fields.join(', ')} of ${first.card.id}` }
  }

  const walk = (value: unknown): Found | null => {
    if (typeof value === 'string') return inString(value, 'the string')
    if (typeof value === 'number') {
      const kind = ctx.secrets.numbers.get(value)
      return kind === undefined ? null : { kind, path: joinPath(path), cardId: null, detail: `the ${kind === 'seed' ? 'seed' : 'random position'} ${value}` }
    }
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        path.push(i)
        const found = walk(value[i])
        path.pop()
        if (found) return found
      }
      return null
    }
    if (!isRecord(value)) return null
    if (typeof value.algorithm === 'string' && ctx.secrets.algorithms.has(value.algorithm) && 'state' in value) {
      return { kind: 'random-state', path: joinPath(path), cardId: null, detail: `a random state (algorithm ${value.algorithm})` }
    }
    for (const key of Object.keys(value)) {
      path.push(key)
      let found: Found | null = null
      if (key === 'seed') found = { kind: 'seed', path: joinPath(path), cardId: null, detail: 'a "seed" key' }
      else if (key === 'initialRandom') found = { kind: 'random-state', path: joinPath(path), cardId: null, detail: 'an "initialRandom" key' }
      else found = inString(key, 'the key')
      path.pop()
      if (found) return found
    }
    if (index !== null) {
      const found = copiedCard(value)
      if (found) return found
    }
    for (const key of Object.keys(value)) {
      path.push(key)
      const found = walk(value[key])
      path.pop()
      if (found) return found
    }
    return null
  }

  return walk(payload)
}

/**
 * A card of a zone the viewer may not see now, shown by its id in that zone of
 * `view` (a view of `state`) — where a placeholder must stand, whatever the
 * order. @internal
 */
export function searchPositions(view: unknown, state: GameState, viewer: string | null, root: string, visibilityOf?: ZoneVisibilityOf): Found | null {
  if (!isRecord(view) || !isRecord(view.zones)) return null
  for (const zoneId of Object.keys(state.zones)) {
    const zone = state.zones[zoneId]!
    const shown = (view.zones as Record<string, unknown>)[zoneId]
    if (!isRecord(shown) || !Array.isArray(shown.cards)) continue
    for (let i = 0; i < shown.cards.length; i++) {
      const cardId = shown.cards[i]
      if (typeof cardId === 'string' && zone.cards.includes(cardId) && !mayView(zone, cardId, viewer, state, visibilityOf)) {
        return {
          kind: 'card-position',
          path: joinPath([root, 'zones', zoneId, 'cards', i]),
          cardId,
          detail: `${cardId} in ${zoneId}, a zone the viewer may not see into now`,
        }
      }
    }
  }
  return null
}
