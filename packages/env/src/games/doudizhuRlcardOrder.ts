/*
 * RLCard's numbering of Dou Dizhu's actions (its `action_space.txt`), worked out from the rules that order it:
 * the plays by type in RLCard's type order, each type by its weight (the rank that decides it), each weight's
 * plays in the order RLCard enumerates their kickers; `pass` last. Ranks are numbered 0 … 14 (3 … A, 2, black
 * joker, red joker) and a play is written as its ranks' characters in ascending order ('3334', 'BR').
 */

const CHARS = '3456789TJQKA2BR'
const BLACK_JOKER = 13
const RED_JOKER = 14
const TWO = 12

/** A play's string from its rank counts. */
function written(counts: readonly number[]): string {
  let out = ''
  for (let r = 0; r < 15; r++) out += CHARS[r]!.repeat(counts[r] ?? 0)
  return out
}

/** Counts with `count` of each rank in `ranks` added (ranks may repeat). */
function counted(ranks: Iterable<number>, count = 1, base?: readonly number[]): number[] {
  const counts = base === undefined ? new Array<number>(15).fill(0) : [...base]
  for (const r of ranks) counts[r]! += count
  return counts
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i)

/** The `k`-element multisets of `pool` (ascending), as non-decreasing index tuples, in lexicographic order. */
function* multisets(pool: readonly number[], k: number, from = 0): Generator<number[]> {
  if (k === 0) {
    yield []
    return
  }
  for (let i = from; i < pool.length; i++) for (const rest of multisets(pool, k - 1, i)) yield [pool[i]!, ...rest]
}

/** The `k`-element subsets of `pool` (ascending), in lexicographic order. */
function* subsets(pool: readonly number[], k: number, from = 0): Generator<number[]> {
  if (k === 0) {
    yield []
    return
  }
  for (let i = from; i <= pool.length - k; i++) for (const rest of subsets(pool, k - 1, i + 1)) yield [pool[i]!, ...rest]
}

/**
 * Whether solo kickers fit a trio chain of `length` trios from rank `start`: at most one joker, no kicker of a
 * chained rank, at most three of a rank, and no three of the rank just below or above the chain (that would be
 * a longer chain), the 2 apart.
 */
function soloKickersFit(kickers: readonly number[], start: number, length: number): boolean {
  const counts = counted(kickers)
  if (counts[BLACK_JOKER]! + counts[RED_JOKER]! > 1) return false
  for (let r = 0; r < 15; r++) {
    const n = counts[r]!
    if (n === 0) continue
    if (r >= start && r < start + length) return false
    if (n > 3) return false
    if (n === 3 && (r === start - 1 || r === start + length) && r !== TWO) return false
  }
  return true
}

/** A trio chain's counts. */
const trios = (start: number, length: number): number[] => counted(range(start, start + length), 3)

/** Trio chains with one solo kicker per trio, in RLCard's order for chains of `length` trios. */
function trioSoloChains(length: number): string[] {
  const out: string[] = []
  for (let start = 0; start <= 12 - length; start++) {
    const chain = trios(start, length)
    const add = (kickers: readonly number[]) => out.push(written(counted(kickers, 1, chain)))
    const others = range(0, 15).filter((r) => r < start || r >= start + length)
    const plain = others.filter((r) => r < BLACK_JOKER)
    if (length === 2) {
      for (const k of multisets(others, 2)) if (soloKickersFit(k, start, length)) add(k)
    } else if (length === 3) {
      for (const k of subsets(others, 3)) if (soloKickersFit(k, start, length)) add(k)
      for (const r of plain) if (soloKickersFit([r, r, r], start, length)) add([r, r, r])
      for (const p of plain) for (const q of others) if (q !== p && soloKickersFit([p, p, q], start, length)) add([p, p, q])
    } else {
      for (const k of multisets(plain, length - 1)) {
        if (soloKickersFit(k, start, length)) for (const joker of [BLACK_JOKER, RED_JOKER]) add([...k, joker])
      }
      for (const k of multisets(plain, length)) if (soloKickersFit(k, start, length)) add(k)
    }
  }
  return out
}

/** Plays of one kind of chain: `length` consecutive ranks from each start (3 … A), `count` of each. */
function chains(length: number, count: number): string[] {
  return range(0, 13 - length).map((start) => written(counted(range(start, start + length), count)))
}

/**
 * RLCard's 27,472 Dou Dizhu action strings in its id order (`pass` is 27,471). The plays are exactly those of at
 * most 20 cards the `rlcard` profile allows; only their numbering is RLCard's. @internal
 */
export function rlcardDoudizhuActions(): string[] {
  const plain = range(0, 13)
  const out: string[] = []
  for (let r = 0; r < 15; r++) out.push(CHARS[r]!)
  for (const r of plain) out.push(written(counted([r], 2)))
  for (const r of plain) out.push(written(counted([r], 3)))
  for (const r of plain) for (let k = 0; k < 15; k++) if (k !== r) out.push(written(counted([k], 1, counted([r], 3))))
  for (const r of plain) for (const k of plain) if (k !== r) out.push(written(counted([k], 2, counted([r], 3))))
  for (let length = 5; length <= 12; length++) out.push(...chains(length, 1))
  for (let length = 3; length <= 10; length++) out.push(...chains(length, 2))
  for (let length = 2; length <= 6; length++) out.push(...chains(length, 3))
  for (let length = 2; length <= 5; length++) out.push(...trioSoloChains(length))
  for (let length = 2; length <= 4; length++) {
    for (let start = 0; start <= 12 - length; start++) {
      const others = plain.filter((r) => r < start || r >= start + length)
      for (const pairs of subsets(others, length)) out.push(written(counted(pairs, 2, trios(start, length))))
    }
  }
  for (const r of plain) {
    // Two solo kickers, not both jokers (that is a rocket).
    for (const k of multisets(range(0, 15).filter((o) => o !== r), 2)) if (k[0]! < BLACK_JOKER) out.push(written(counted(k, 1, counted([r], 4))))
  }
  for (const r of plain) for (const k of subsets(plain.filter((p) => p !== r), 2)) out.push(written(counted(k, 2, counted([r], 4))))
  for (const r of plain) out.push(written(counted([r], 4)))
  out.push('BR', 'pass')
  return out
}
