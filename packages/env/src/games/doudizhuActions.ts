import { classify, COMBINATION_KINDS, legalMoves, RANKS, type Rank } from '@decklet/plugin-doudizhu'

/** RLCard's character of each rank, in the plugin's rank order (3 … A, 2, black joker, red joker). */
export const RANK_CHARS = ['3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A', '2', 'B', 'R'] as const

/**
 * Dou Dizhu's action space: every card play RLCard's game has (27,471 rank multisets of at most 20 cards, under
 * the `rlcard` profile's rules) and `pass`, 27,472 in all, as RLCard's `num_actions`. Each id has RLCard's string
 * (`'3334'`, `'BR'`, `'pass'`). The ids are decklet's order: by kind (solo, pair, trio, trio with solo, …,
 * bomb, rocket), then length, then rank; `pass` is last. RLCard numbers its actions from a data file of its own
 * (`action_space.txt`), so map through the strings (`ACTION_2_ID[env.actionName(id)]`) to use a model trained
 * on RLCard's ids. Made once per environment (or vector environment) and shared by its games. @internal
 */
export class DoudizhuActionSpace {
  /** RLCard's string of each id. */
  readonly names: readonly string[]
  /** Rank counts of each id: 15 per id (`counts[15 * id + rank]`). */
  readonly counts: Uint8Array
  readonly pass: number
  readonly #ids: Map<string, number>

  constructor() {
    const full: Rank[] = []
    for (let r = 0; r < 13; r++) full.push(RANKS[r]!, RANKS[r]!, RANKS[r]!, RANKS[r]!)
    full.push('BJ', 'RJ')
    const moves = legalMoves(full, [], { profile: 'rlcard' })
      .filter((move) => move.length > 0 && move.length <= 20)
      .map((move) => {
        const c = classify(move, { profile: 'rlcard' })!
        return { move, kind: COMBINATION_KINDS.indexOf(c.kind), length: c.length, rank: RANKS.indexOf(c.rank!), name: move.map((r) => RANK_CHARS[RANKS.indexOf(r)]).join('') }
      })
      .sort((a, b) => a.kind - b.kind || a.length - b.length || a.rank - b.rank || a.move.length - b.move.length || compareRanks(a.move, b.move))
    this.pass = moves.length
    this.names = Object.freeze([...moves.map((m) => m.name), 'pass'])
    this.counts = new Uint8Array(15 * this.names.length)
    moves.forEach((m, id) => {
      for (const r of m.move) this.counts[15 * id + RANKS.indexOf(r)]! += 1
    })
    this.#ids = new Map(this.names.map((name, id) => [name, id]))
  }

  /** The id of an RLCard action string, or −1. */
  idOf(name: string): number {
    return this.#ids.get(name) ?? -1
  }

  /** The id of a play given as ranks (sorted or not), or −1. */
  idOfRanks(ranks: readonly Rank[]): number {
    const c = new Array<number>(15).fill(0)
    for (const r of ranks) c[RANKS.indexOf(r)]! += 1
    let name = ''
    for (let r = 0; r < 15; r++) name += RANK_CHARS[r]!.repeat(c[r]!)
    return this.idOf(name === '' ? 'pass' : name)
  }
}

function compareRanks(a: readonly Rank[], b: readonly Rank[]): number {
  for (let i = 0; i < a.length && i < b.length; i++) {
    const d = RANKS.indexOf(a[i]!) - RANKS.indexOf(b[i]!)
    if (d !== 0) return d
  }
  return a.length - b.length
}
