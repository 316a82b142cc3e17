import { RANKS, type Rank } from '@decklet/plugin-doudizhu'
import { rlcardDoudizhuActions } from './doudizhuRlcardOrder'

/** RLCard's character of each rank, in the plugin's rank order (3 … A, 2, black joker, red joker). */
export const RANK_CHARS = ['3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A', '2', 'B', 'R'] as const

/**
 * Dou Dizhu's action space: every card play RLCard's game has (27,471 rank multisets of at most 20 cards, under
 * the `rlcard` profile's rules) and `pass`, 27,472 in all, as RLCard's `num_actions`, **numbered as RLCard
 * numbers them** (its `action_space.txt`: by type — solo, pair, trio, trio with solo, trio with pair, the chains,
 * the trio chains with kickers, four with two, bomb, rocket — then by rank; `pass` is 27,471). Each id has RLCard's
 * string (`'3334'`, `'BR'`, `'pass'`). Made once per environment (or vector environment) and shared by its
 * games. @internal
 */
export class DoudizhuActionSpace {
  /** RLCard's string of each id. */
  readonly names: readonly string[]
  /** Rank counts of each id: 15 per id (`counts[15 * id + rank]`). */
  readonly counts: Uint8Array
  readonly pass: number
  readonly #ids: Map<string, number>
  /**
   * Each id by the keys of its rank counts ({@link DoudizhuActionSpace.idOfRanks}): the low ranks' key, then the
   * high ranks' (two small integers: one key for all 15 would not be a small integer, and V8 would allocate
   * a number for every look-up); `pass` under 0, 0.
   */
  readonly #byCounts = new Map<number, Map<number, number>>()
  /** Rank counts of the play being looked up (scratch, this instance's own). */
  readonly #scratch = new Uint8Array(15)

  constructor() {
    this.names = Object.freeze(rlcardDoudizhuActions())
    this.pass = this.names.length - 1
    this.counts = new Uint8Array(15 * this.names.length)
    for (let id = 0; id < this.pass; id++) {
      const name = this.names[id]!
      for (let i = 0; i < name.length; i++) this.counts[15 * id + RANK_CHARS.indexOf(name[i] as (typeof RANK_CHARS)[number])]! += 1
    }
    this.#ids = new Map(this.names.map((name, id) => [name, id]))
    for (let id = 0; id < this.names.length; id++) {
      const low = lowKey(this.counts, 15 * id)
      let high = this.#byCounts.get(low)
      if (high === undefined) this.#byCounts.set(low, (high = new Map()))
      high.set(highKey(this.counts, 15 * id), id)
    }
  }

  /** The id of an RLCard action string, or −1. */
  idOf(name: string): number {
    return this.#ids.get(name) ?? -1
  }

  /** The id of a play given as ranks (sorted or not), or −1: found by its rank counts, no string is built. */
  idOfRanks(ranks: readonly Rank[]): number {
    const c = this.#scratch
    c.fill(0)
    for (let i = 0; i < ranks.length; i++) {
      const r = RANK_INDEX.get(ranks[i]!)
      // Not a rank, or a fifth of one: no such play (and the key's digits stay below 5).
      if (r === undefined || c[r] === 4) return -1
      c[r]! += 1
    }
    return this.#byCounts.get(lowKey(c, 0))?.get(highKey(c, 0)) ?? -1
  }
}

const RANK_INDEX: ReadonlyMap<Rank, number> = new Map(RANKS.map((rank, i) => [rank, i]))

/**
 * The rank counts at `counts[at…]` as two numbers, each count a digit in base 5 (at most four of a rank in a deck),
 * so two plays share both keys only when they have the same counts: ranks 3 … 9 (below 5^7), then 10 … 2 and
 * the jokers (below 5^8), both small integers.
 */
function lowKey(counts: Uint8Array, at: number): number {
  let key = 0
  for (let r = 6; r >= 0; r--) key = key * 5 + counts[at + r]!
  return key
}

function highKey(counts: Uint8Array, at: number): number {
  let key = 0
  for (let r = 14; r >= 7; r--) key = key * 5 + counts[at + r]!
  return key
}
