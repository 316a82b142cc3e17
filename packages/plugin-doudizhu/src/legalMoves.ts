import { InvalidArgumentError } from '@decklet/core'
import { classifyCounts, type DoudizhuProfile, type ProfileOptions, type Shape } from './combination'
import { ACE, BLACK_JOKER, RANKS, RED_JOKER, rankCounts, type Rank } from './ranks'

/** @internal Differences between the profiles' move generators. */
interface Generator {
  readonly c: Uint8Array
  /** Moves as codes (see {@link moveCode}). */
  readonly out: number[]
  /** DouZero: the rocket may be a kicker, a plane's kickers are unrestricted, planes compare by the top trio. */
  readonly dz: boolean
  /** Scratch of the planes' kicker searches (see {@link kickers}), made on first use: most moves need none. */
  scratch: Kickers | null
}

/** The kicker ranks of the move being built, and how many cards of each rank they take. */
interface Kickers {
  readonly kick: Int8Array
  readonly counts: Int8Array
}

function kickers(g: Generator): Kickers {
  return g.scratch ?? (g.scratch = { kick: new Int8Array(8), counts: new Int8Array(15) })
}

/** 8^r: a move is coded as the sum of count × 8^rank (at most 4 of a rank: 3 bits each, 45 bits in all). */
const POW: readonly number[] = Array.from({ length: 15 }, (_, r) => 8 ** r)

/**
 * @internal The code of a move given as rank counts: Σ count × 8^rank (0 is a pass). Codes are exact
 * integers (below 2^45) and equal exactly when the rank multisets are equal.
 */
export function moveCode(counts: Uint8Array): number {
  let code = 0
  for (let r = 0; r < 15; r++) code += counts[r]! * POW[r]!
  return code
}

/** @internal The sorted rank list of a move code. */
export function decodeMove(code: number): Rank[] {
  const move: Rank[] = []
  if (code === 0) return move
  // two halves of at most 24 bits, so that bit operations apply: ranks 0–7, then 8–14
  const low = code % 16777216
  for (let x = low, r = 0; x !== 0; x >>>= 3, r++) for (let k = x & 7; k > 0; k--) move.push(RANKS[r]!)
  for (let x = (code - low) / 16777216, r = 8; x !== 0; x >>>= 3, r++) for (let k = x & 7; k > 0; k--) move.push(RANKS[r]!)
  return move
}

function solos(g: Generator, min: number): void {
  for (let r = min; r < 15; r++) if (g.c[r]! >= 1) g.out.push(POW[r]!)
}

function sets(g: Generator, n: number, min: number, max: number): void {
  for (let r = min; r <= max; r++) {
    if (g.c[r]! >= n) g.out.push(n * POW[r]!)
  }
}

function bombs(g: Generator, min: number): void {
  for (let r = min; r <= 12; r++) if (g.c[r] === 4) g.out.push(4 * POW[r]!)
}

function rocket(g: Generator): void {
  if (g.c[BLACK_JOKER] && g.c[RED_JOKER]) g.out.push(POW[BLACK_JOKER]! + POW[RED_JOKER]!)
}

function trioSolo(g: Generator, min: number): void {
  const c = g.c
  for (let t = min; t <= 12; t++) {
    if (c[t]! < 3) continue
    for (let k = 0; k < 15; k++) {
      if (k === t || c[k] === 0) continue
      g.out.push(3 * POW[t]! + POW[k]!)
    }
  }
}

function trioPair(g: Generator, min: number): void {
  const c = g.c
  for (let t = min; t <= 12; t++) {
    if (c[t]! < 3) continue
    for (let p = 0; p <= 12; p++) {
      if (p === t || c[p]! < 2) continue
      g.out.push(3 * POW[t]! + 2 * POW[p]!)
    }
  }
}

/** Chains of `width` cards per rank, `len` ranks (0: every length from `minLen`), lowest rank ≥ `min`. */
function chains(g: Generator, width: number, minLen: number, len: number, min: number): void {
  const c = g.c
  for (let lo = min; lo <= ACE; lo++) {
    let hi = lo
    let code = 0
    while (hi <= ACE && c[hi]! >= width) {
      code += width * POW[hi]!
      const l = hi - lo + 1
      if (len === 0 ? l >= minLen : l === len) {
        g.out.push(code)
        if (len !== 0) break
      }
      hi++
    }
  }
}

/** Bodies of planes: calls `each(lo, hi)` for every run of trios of `len` ranks (0: any ≥ 2), lowest ≥ `min`. */
function planeBodies(g: Generator, len: number, min: number, each: (lo: number, hi: number) => void): void {
  const c = g.c
  for (let lo = min; lo <= ACE; lo++) {
    let hi = lo
    while (hi <= ACE && c[hi]! >= 3) {
      const l = hi - lo + 1
      if (l >= 2 && (len === 0 || l === len)) {
        each(lo, hi)
        if (len !== 0) break
      }
      hi++
    }
  }
}

/** The code of a body `lo..hi` of `width` cards per rank plus the kickers `kick[0..k)`, `kickWidth` cards each. */
function withKickers(lo: number, hi: number, width: number, kick: Int8Array, k: number, kickWidth: number): number {
  let code = 0
  for (let r = lo; r <= hi; r++) code += width * POW[r]!
  for (let i = 0; i < k; i++) code += kickWidth * POW[kick[i]!]!
  return code
}

/**
 * DouZero lists a move once per body it could be built from; we keep one: no kicker trio just below the
 * body (the lower body builds it too), and, on a lead, no kickers that are all trios continuing the body
 * (that is the longer trio chain).
 */
function dzDuplicate(kickCounts: Int8Array, lo: number, hi: number, need: number, lead: boolean): boolean {
  if (lo > 0 && kickCounts[lo - 1] === 3) return true
  if (!lead || need % 3 !== 0) return false
  for (let r = hi + 1; r <= hi + need / 3; r++) if (r > ACE || kickCounts[r] !== 3) return false
  return true
}

function planeSolo(g: Generator, len: number, min: number, rivalTop: number): void {
  const c = g.c
  const caps = new Int8Array(15)
  const lead = len === 0
  planeBodies(g, len, g.dz ? 0 : min, (lo, hi) => {
    const { kick: kickBuf, counts: kickCounts } = kickers(g)
    const need = hi - lo + 1
    for (let r = 0; r < 15; r++) {
      let cap = r >= lo && r <= hi ? 0 : c[r]!
      if (!g.dz) {
        if (cap > 3) cap = 3
        if ((r === lo - 1 || r === hi + 1) && r <= ACE && cap > 2) cap = 2
      }
      caps[r] = cap
    }
    const rocketBan = !g.dz
    // choose `need` kickers, rank by rank
    const rec = (from: number, k: number, top: number): void => {
      if (k === need) {
        if (g.dz && (top <= rivalTop || dzDuplicate(kickCounts, lo, hi, need, lead))) return
        g.out.push(withKickers(lo, hi, 3, kickBuf, k, 1))
        return
      }
      for (let r = from; r < 15; r++) {
        const cap = caps[r]!
        if (cap === 0) continue
        if (rocketBan && r === RED_JOKER && k > 0 && kickBuf[k - 1] === BLACK_JOKER) continue
        let taken = 0
        while (taken < cap && k + taken < need) {
          kickBuf[k + taken] = r
          taken++
          kickCounts[r] = taken
          rec(r + 1, k + taken, taken === 3 && r > top ? r : top)
        }
        kickCounts[r] = 0
      }
    }
    rec(0, 0, hi)
  })
}

function planePair(g: Generator, len: number, min: number): void {
  const c = g.c
  planeBodies(g, len, min, (lo, hi) => {
    const kickBuf = kickers(g).kick
    const need = hi - lo + 1
    const rec = (from: number, k: number): void => {
      if (k === need) {
        g.out.push(withKickers(lo, hi, 3, kickBuf, k, 2))
        return
      }
      for (let r = from; r <= 12; r++) {
        if ((r >= lo && r <= hi) || c[r]! < 2) continue
        kickBuf[k] = r
        rec(r + 1, k + 1)
      }
    }
    rec(0, 0)
  })
}

function fourTwoSolo(g: Generator, min: number): void {
  const c = g.c
  for (let q = min; q <= 12; q++) {
    if (c[q] !== 4) continue
    for (let a = 0; a < 15; a++) {
      if (a === q || c[a] === 0) continue
      for (let b = c[a]! >= 2 ? a : a + 1; b < 15; b++) {
        if (b === q || c[b] === 0) continue
        if (!g.dz && a === BLACK_JOKER && b === RED_JOKER) continue
        g.out.push(4 * POW[q]! + POW[a]! + POW[b]!)
      }
    }
  }
}

function fourTwoPair(g: Generator, min: number): void {
  const c = g.c
  for (let q = min; q <= 12; q++) {
    if (c[q] !== 4) continue
    for (let a = 0; a <= 12; a++) {
      if (a === q || c[a]! < 2) continue
      for (let b = a + 1; b <= 12; b++) {
        if (b === q || c[b]! < 2) continue
        g.out.push(4 * POW[q]! + 2 * POW[a]! + 2 * POW[b]!)
      }
    }
  }
}

/** @internal Every legal move for counts `c` over the classified rival (`null`: a rival that is no combination). */
export function generateMoves(c: Uint8Array, rival: Shape | null, profile: DoudizhuProfile): number[] {
  // The scratch belongs to the call, not to the module: nothing the generator writes outlives it.
  const g: Generator = { c, out: [], dz: profile === 'douzero', scratch: null }
  if (rival === null) {
    // DouZero answers a move its detector rejects with bombs, the rocket or a pass
    bombs(g, 0)
    rocket(g)
    g.out.push(0)
    return g.out
  }
  const kind = rival.kind
  const min = rival.rank + 1
  switch (kind) {
    case 'pass':
      solos(g, 0)
      sets(g, 2, 0, 12)
      sets(g, 3, 0, 12)
      bombs(g, 0)
      rocket(g)
      trioSolo(g, 0)
      trioPair(g, 0)
      chains(g, 1, 5, 0, 0)
      chains(g, 2, 3, 0, 0)
      chains(g, 3, 2, 0, 0)
      planeSolo(g, 0, 0, -1)
      planePair(g, 0, 0)
      fourTwoSolo(g, 0)
      fourTwoPair(g, 0)
      return g.out
    case 'rocket':
      g.out.push(0)
      return g.out
    case 'bomb':
      bombs(g, min)
      rocket(g)
      g.out.push(0)
      return g.out
    case 'solo': solos(g, min); break
    case 'pair': sets(g, 2, min, 12); break
    case 'trio': sets(g, 3, min, 12); break
    case 'trio_solo': trioSolo(g, min); break
    case 'trio_pair': trioPair(g, min); break
    case 'solo_chain': chains(g, 1, 5, rival.length, min); break
    case 'pair_chain': chains(g, 2, 3, rival.length, min); break
    case 'trio_chain': chains(g, 3, 2, rival.length, min); break
    case 'plane_solo': planeSolo(g, rival.length, min, rival.cmp); break
    case 'plane_pair': planePair(g, rival.length, min); break
    case 'four_two_solo': fourTwoSolo(g, min); break
    case 'four_two_pair': fourTwoPair(g, min); break
  }
  bombs(g, 0)
  rocket(g)
  g.out.push(0)
  return g.out
}

/**
 * Every distinct legal move (as a sorted rank list; `[]` is a pass) for a hand over the rival's last
 * combination, or for a free lead when `rival` is empty (no pass then). The `standard` and `rlcard` profiles
 * give the `rlcard` field of the shared vectors, `douzero` the `douzero` field (as a set). A rival that is no
 * combination throws a `RangeError`, except under `douzero`, which answers it with bombs, the rocket or a
 * pass as DouZero does.
 *
 * @example
 * legalMoves(['3', '4', '4', '5', 'BJ', 'RJ'], ['3', '3'])
 * // [['4', '4'], ['BJ', 'RJ'], []]
 */
export function legalMoves(hand: readonly string[], rival: readonly string[] = [], options: ProfileOptions = {}): Rank[][] {
  const profile = options.profile ?? 'standard'
  const c = rankCounts(hand)
  const shape = classifyCounts(rankCounts(rival), profile)
  if (shape === null && profile !== 'douzero') throw new InvalidArgumentError(`Not a combination: ${rival.join(' ')}`, 'rival')
  const codes = generateMoves(c, shape, profile)
  const out: Rank[][] = new Array(codes.length)
  for (let i = 0; i < codes.length; i++) out[i] = decodeMove(codes[i]!)
  return out
}
