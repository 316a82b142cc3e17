import { ACE, BLACK_JOKER, RANKS, RED_JOKER, rankCounts, type Rank } from './ranks'

/**
 * The kinds of Dou Dizhu combinations, named as in the shared vectors (`pass` is the empty move).
 *
 * @example
 * const kind: CombinationKind = 'plane_solo' // 飞机带单
 */
export type CombinationKind =
  | 'pass'
  | 'solo'
  | 'pair'
  | 'trio'
  | 'trio_solo'
  | 'trio_pair'
  | 'solo_chain'
  | 'pair_chain'
  | 'trio_chain'
  | 'plane_solo'
  | 'plane_pair'
  | 'four_two_solo'
  | 'four_two_pair'
  | 'bomb'
  | 'rocket'

/** Every {@link CombinationKind}. */
export const COMBINATION_KINDS: readonly CombinationKind[] = Object.freeze([
  'pass', 'solo', 'pair', 'trio', 'trio_solo', 'trio_pair', 'solo_chain', 'pair_chain', 'trio_chain',
  'plane_solo', 'plane_pair', 'four_two_solo', 'four_two_pair', 'bomb', 'rocket',
] as const)

/**
 * Which rules decide what a combination is and what beats what:
 * - `standard`: the classic rules (the `rlcard` field of the vectors);
 * - `rlcard`: the same play rules (RLCard's Dou Dizhu);
 * - `douzero`: DouZero's move detector and generator, quirks included.
 *
 * @example
 * const profile: DoudizhuProfile = 'douzero'
 */
export type DoudizhuProfile = 'standard' | 'rlcard' | 'douzero'

/** Every {@link DoudizhuProfile}. */
export const DOUDIZHU_PROFILES: readonly DoudizhuProfile[] = Object.freeze(['standard', 'rlcard', 'douzero'] as const)

/** Options of {@link classify}, {@link beats} and `legalMoves`. */
export interface ProfileOptions {
  /** Rule profile (default `standard`). */
  readonly profile?: DoudizhuProfile
}

/**
 * A classified move.
 *
 * @example
 * classify(['3', '3', '3', '4', '4', '4', '9', 'K'])
 * // { kind: 'plane_solo', rank: '3', length: 2, cards: ['3','3','3','4','4','4','9','K'] }
 */
export interface Combination {
  /** The kind of combination. */
  readonly kind: CombinationKind
  /**
   * The main rank compared between two combinations of one kind: the card of a solo, pair, trio or bomb,
   * the lowest rank of a chain or a plane's body, the trio of a trio with attachments, the quad of a
   * four-with-two; `null` for a pass. (The `douzero` profile compares planes with solos by their highest
   * trio, kickers included: see {@link beats}.)
   */
  readonly rank: Rank | null
  /** Ranks in the chain or plane body (solo/pair/trio chains, planes); 1 for other kinds, 0 for a pass. */
  readonly length: number
  /** The cards, sorted in play order. */
  readonly cards: readonly Rank[]
}

/** @internal A classified move as numbers. */
export interface Shape {
  kind: CombinationKind
  /** Main rank index (-1 for a pass). */
  rank: number
  length: number
  /** The rank compared by DouZero's filters (highest exact trio for planes), else `rank`. */
  cmp: number
}

const PASS_SHAPE: Shape = Object.freeze({ kind: 'pass', rank: -1, length: 0, cmp: -1 }) as Shape

function shape(kind: CombinationKind, rank: number, length: number, cmp = rank): Shape {
  return { kind, rank, length, cmp }
}

/** @internal Whether `counts` holds exactly `k` of each rank of `lo..lo+len-1`, and the run stays within 3..A. */
function isRun(c: Uint8Array, lo: number, len: number, k: number): boolean {
  if (lo < 0 || lo + len - 1 > ACE) return false
  for (let r = lo; r < lo + len; r++) if (c[r] !== k) return false
  return true
}

/** @internal Classify rank counts under the standard rules. */
export function classifyStandard(c: Uint8Array): Shape | null {
  let n = 0
  let distinct = 0
  let lo = -1
  let hi = -1
  let ones = 0
  let twos = 0
  let threes = 0
  let fours = 0
  for (let r = 0; r < 15; r++) {
    const k = c[r]!
    if (k === 0) continue
    n += k
    distinct++
    if (lo < 0) lo = r
    hi = r
    if (k === 1) ones++
    else if (k === 2) twos++
    else if (k === 3) threes++
    else fours++
  }
  if (n === 0) return PASS_SHAPE
  if (n === 1) return shape('solo', lo, 1)
  if (distinct === 1) {
    if (n === 2) return lo < BLACK_JOKER ? shape('pair', lo, 1) : null
    if (n === 3) return shape('trio', lo, 1)
    return shape('bomb', lo, 1)
  }
  if (n === 2) return lo === BLACK_JOKER && hi === RED_JOKER ? shape('rocket', BLACK_JOKER, 1) : null
  // chains
  if (distinct === hi - lo + 1 && hi <= ACE) {
    if (ones === distinct && distinct >= 5) return shape('solo_chain', lo, distinct)
    if (twos === distinct && distinct >= 3) return shape('pair_chain', lo, distinct)
    if (threes === distinct && distinct >= 2) return shape('trio_chain', lo, distinct)
  }
  if (n === 4 && threes === 1) return shape('trio_solo', trioRank(c), 1)
  if (n === 5 && threes === 1 && twos === 1) return shape('trio_pair', trioRank(c), 1)
  if (fours === 1) {
    const q = quadRank(c)
    if (n === 6 && !(c[BLACK_JOKER] && c[RED_JOKER])) return shape('four_two_solo', q, 1)
    if (n === 8 && twos === 2) return shape('four_two_pair', q, 1)
  }
  if (threes >= 2) {
    if (n % 4 === 0) {
      const len = n / 4
      for (let b = lo; b + len - 1 <= ACE; b++) {
        if (isRun(c, b, len, 3) && standardSoloKickers(c, b, b + len - 1)) return shape('plane_solo', b, len)
      }
    }
    if (n % 5 === 0) {
      const len = n / 5
      if (threes === len && twos === len && ones === 0 && fours === 0) {
        for (let b = lo; b + len - 1 <= ACE; b++) if (isRun(c, b, len, 3)) return shape('plane_pair', b, len)
      }
    }
  }
  return null
}

/** @internal Standard limits on a plane's solo kickers (everything outside `lo..hi`). */
function standardSoloKickers(c: Uint8Array, lo: number, hi: number): boolean {
  if (c[BLACK_JOKER] && c[RED_JOKER]) return false
  for (let r = 0; r < 15; r++) {
    if (r >= lo && r <= hi) continue
    const k = c[r]!
    if (k === 4) return false
    if (k === 3 && (r === lo - 1 || r === hi + 1) && r <= ACE) return false
  }
  return true
}

function trioRank(c: Uint8Array): number {
  for (let r = 0; r < 15; r++) if (c[r] === 3) return r
  return -1
}

function quadRank(c: Uint8Array): number {
  for (let r = 0; r < 15; r++) if (c[r] === 4) return r
  return -1
}

/** @internal Whether the ranks (ascending indices) are consecutive in DouZero's values (2 and jokers never are). */
function dzContinuous(ranks: readonly number[], from = 0, to = ranks.length): boolean {
  for (let i = from; i + 1 < to; i++) {
    if (ranks[i + 1]! - ranks[i]! !== 1 || ranks[i + 1]! > ACE) return false
  }
  return true
}

/** @internal Classify rank counts as DouZero's move detector does (`null` is its TYPE_15_WRONG). */
export function classifyDouzero(c: Uint8Array): Shape | null {
  let n = 0
  const keys: number[] = []
  const byCount = [0, 0, 0, 0, 0]
  for (let r = 0; r < 15; r++) {
    const k = c[r]!
    if (k === 0) continue
    n += k
    keys.push(r)
    byCount[k]!++
  }
  const distinct = keys.length
  if (n === 0) return PASS_SHAPE
  const first = keys[0]!
  if (n === 1) return shape('solo', first, 1)
  if (n === 2) {
    if (distinct === 1) return shape('pair', first, 1)
    return first === BLACK_JOKER ? shape('rocket', BLACK_JOKER, 1) : null
  }
  if (n === 3) return distinct === 1 ? shape('trio', first, 1) : null
  if (n === 4) {
    if (distinct === 1) return shape('bomb', first, 1)
    if (distinct === 2 && byCount[3] === 1) return shape('trio_solo', trioRank(c), 1)
    return null
  }
  if (distinct === n && dzContinuous(keys)) return shape('solo_chain', first, n)
  if (n === 5) {
    // DouZero: any two ranks in five cards are a trio with a pair, its rank the middle card
    return distinct === 2 ? shape('trio_pair', c[first]! >= 3 ? first : keys[1]!, 1) : null
  }
  if (n === 6 && (distinct === 2 || distinct === 3) && byCount[4] === 1 && (byCount[2] === 1 || byCount[1] === 2)) {
    return shape('four_two_solo', quadRank(c), 1)
  }
  if (n === 8 && (((distinct === 2 || distinct === 3) && byCount[4] === 1 && byCount[2] === 2) || byCount[4] === 2)) {
    let q = -1
    for (const r of keys) if (c[r] === 4) q = r
    return shape('four_two_pair', q, 1)
  }
  if (distinct === byCount[2] && dzContinuous(keys)) return shape('pair_chain', first, distinct)
  if (distinct === byCount[3] && dzContinuous(keys)) return shape('trio_chain', first, distinct, keys[distinct - 1]!)
  if (byCount[3]! >= 2) {
    const serial: number[] = []
    let singles = 0
    let pairs = 0
    for (const r of keys) {
      const k = c[r]!
      if (k === 3) serial.push(r)
      else if (k === 1) singles++
      else if (k === 2) pairs++
      else return null
    }
    const top = serial[serial.length - 1]!
    if (dzContinuous(serial)) {
      if (serial.length === singles + pairs * 2) return shape('plane_solo', serial[0]!, serial.length, top)
      if (serial.length === pairs && distinct === serial.length * 2) return shape('plane_pair', serial[0]!, serial.length, top)
    }
    if (serial.length === 4) {
      if (dzContinuous(serial, 1)) return shape('plane_solo', serial[1]!, 3, top)
      if (dzContinuous(serial, 0, 3)) return shape('plane_solo', serial[0]!, 3, top)
    }
  }
  return null
}

/** @internal Classify counts under a profile. */
export function classifyCounts(c: Uint8Array, profile: DoudizhuProfile = 'standard'): Shape | null {
  return profile === 'douzero' ? classifyDouzero(c) : classifyStandard(c)
}

/**
 * What combination a move is, or `null` when it is none (under the `standard` rules unless a profile is
 * given). The empty move is a `pass`.
 *
 * @example
 * classify(['5', '6', '7', '8', '9'])?.kind   // 'solo_chain'
 * classify(['2', 'A', 'K', 'Q', 'J'])         // null: 2 never is in a chain
 * classify(['BJ', 'RJ'])?.kind                // 'rocket'
 */
export function classify(cards: readonly string[], options: ProfileOptions = {}): Combination | null {
  const c = rankCounts(cards)
  const s = classifyCounts(c, options.profile)
  if (!s) return null
  const sorted: Rank[] = []
  for (let r = 0; r < 15; r++) for (let k = c[r]!; k > 0; k--) sorted.push(RANKS[r]!)
  return { kind: s.kind, rank: s.rank < 0 ? null : RANKS[s.rank]!, length: s.length, cards: sorted }
}

/** @internal Whether shape `m` may be played over shape `r` (a pass `r` is a free lead). */
export function shapeBeats(m: Shape, r: Shape, profile: DoudizhuProfile = 'standard'): boolean {
  if (m.kind === 'pass') return false
  if (r.kind === 'pass') return true
  if (m.kind === 'rocket') return r.kind !== 'rocket'
  if (r.kind === 'rocket') return false
  if (m.kind === 'bomb') return r.kind !== 'bomb' || m.rank > r.rank
  if (m.kind !== r.kind || m.length !== r.length) return false
  return profile === 'douzero' ? m.cmp > r.cmp : m.rank > r.rank
}

/**
 * Whether `move` may be played over `rival`: the same kind and length with a higher main rank, or a bomb
 * over a non-bomb or a lower bomb, or the rocket. An empty `rival` is a free lead (any combination);
 * a pass or a non-combination never beats anything. Under `douzero`, planes compare by their highest trio,
 * kickers included.
 *
 * @example
 * beats(['4', '4'], ['3', '3'])                   // true
 * beats(['3', '3', '3', '3'], ['2', '2'])         // true: a bomb
 * beats(['4', '5', '6', '7', '8', '9'], ['3', '4', '5', '6', '7']) // false: another length
 */
export function beats(move: readonly string[], rival: readonly string[], options: ProfileOptions = {}): boolean {
  const m = classifyCounts(rankCounts(move), options.profile)
  const r = classifyCounts(rankCounts(rival), options.profile)
  if (!m || !r) return false
  return shapeBeats(m, r, options.profile)
}
