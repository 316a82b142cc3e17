import { playerHandZoneId, type GameState } from '@decklet/core'
import { rankIndexOfId } from './cards'
import { classifyCounts, type DoudizhuProfile } from './combination'
import { generateMoves } from './legalMoves'
import { rankCounts, type Rank } from './ranks'
import { getDoudizhuState } from './state'

/** @internal The legal moves of a player over the trick's last combination in one state. */
export interface LegalEntry {
  readonly playerId: string
  /** Move codes (`moveCode`), a pass (0) included when allowed; the generator lists the pass last. */
  readonly moves: number[]
  /** The codes as a set, built when a second move is looked up (see {@link hasMove}). */
  keys: Set<number> | null
  /** Moves looked up so far without the set. */
  lookups: number
  /** The hand's cards by rank, in hand order: where plays pick their cards. */
  readonly groups: readonly (readonly string[])[]
}

/** @internal Where the legal moves of a position come from: computed each time, or remembered. */
export interface LegalSource {
  get(state: GameState, playerId: string, profile: DoudizhuProfile): LegalEntry
}

/** @internal The combination a player must beat (`[]`: a lead). */
export function rivalOf(state: GameState, playerId: string): readonly Rank[] {
  const last = getDoudizhuState(state).lastPlay
  return last && last.playerId !== playerId ? last.ranks : []
}

/** @internal The legal moves of a player, computed. */
export function computeLegal(state: GameState, playerId: string, profile: DoudizhuProfile): LegalEntry {
  // one pass over the hand: the rank counts for the generator and the cards by rank to pick plays from
  const counts = new Uint8Array(15)
  const groups: string[][] = [[], [], [], [], [], [], [], [], [], [], [], [], [], [], []]
  for (const id of state.zones[playerHandZoneId(playerId)]?.cards ?? []) {
    const i = rankIndexOfId(state, id)
    if (i < 0) continue
    counts[i]!++
    groups[i]!.push(id)
  }
  const rival = classifyCounts(rankCounts(rivalOf(state, playerId)), profile)
  return { playerId, moves: generateMoves(counts, rival, profile), keys: null, lookups: 0, groups }
}

/** @internal Computes every time: for the free functions, which belong to no plugin instance. */
export const UNCACHED: LegalSource = Object.freeze({ get: computeLegal })

/**
 * @internal The legal moves of the last position asked about, one per plugin instance. One entry is
 * enough: `getLegalActions`, the rules, the handler and the default action all ask about the same state in
 * a row. States are immutable, so a state object names its position for good, and one instance may serve
 * several engines in turn.
 */
export class LegalMoveCache implements LegalSource {
  #state: GameState | null = null
  #profile: DoudizhuProfile | null = null
  #entry: LegalEntry | null = null

  get(state: GameState, playerId: string, profile: DoudizhuProfile): LegalEntry {
    const entry = this.#entry
    if (this.#state === state && this.#profile === profile && entry!.playerId === playerId) return entry!
    const computed = computeLegal(state, playerId, profile)
    this.#state = state
    this.#profile = profile
    this.#entry = computed
    return computed
  }
}

/**
 * @internal Whether a move code is legal. The first lookup scans the list: a play checked once (a dispatch)
 * does not pay for a set; `getLegalActions`, which checks every candidate of the entry, gets one from the
 * second lookup on.
 */
export function hasMove(entry: LegalEntry, code: number): boolean {
  if (entry.keys !== null) return entry.keys.has(code)
  if (entry.lookups++ === 0) return entry.moves.includes(code)
  entry.keys = new Set(entry.moves)
  return entry.keys.has(code)
}
