import { playerHandZoneId, type ActionInit, type GameState } from '@decklet/core'
import { createBidAction, createDealAction, createPassAction, createPlayAction } from './actions'
import { groupByRank, pickFromGroups, rankIndexOfId } from './cards'
import { classifyCounts, type DoudizhuProfile } from './combination'
import { DOUDIZHU_VARIABLE, getDoudizhu, type DoudizhuVariables } from './doudizhuState'
import { decodeMove, generateMoves } from './legalMoves'
import { rankCounts, type Rank } from './ranks'

type Vars = DoudizhuVariables

/** @internal The legal moves of a player over the trick's last combination, cached per state (states are immutable). */
export interface LegalCache {
  readonly playerId: string
  /** Move codes (`moveCode`), a pass (0) included when allowed. */
  readonly moves: number[]
  /** The codes as a set, built on first use. */
  keys: Set<number> | null
  /** The hand's cards by rank, built on first use. */
  groups: string[][] | null
}

// One entry is enough: getLegalActions, the rules and the handler all ask about the same state in a row.
let cachedState: GameState | null = null
let cachedProfile: DoudizhuProfile | null = null
let cachedEntry: LegalCache | null = null

/** @internal The combination a player must beat (`[]`: a lead). */
export function rivalOf(state: GameState, playerId: string): readonly Rank[] {
  const last = getDoudizhu(state).lastPlay
  return last && last.playerId !== playerId ? last.ranks : []
}

/** @internal The legal moves of a player, cached for the last state asked about. */
export function legalFor(state: GameState, playerId: string, profile: DoudizhuProfile): LegalCache {
  if (cachedState === state && cachedProfile === profile && cachedEntry!.playerId === playerId) return cachedEntry!
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
  const entry: LegalCache = { playerId, moves: generateMoves(counts, rival, profile), keys: null, groups }
  cachedState = state
  cachedProfile = profile
  cachedEntry = entry
  return entry
}

/** @internal The move codes as a set. */
export function keysOf(entry: LegalCache): Set<number> {
  if (entry.keys === null) entry.keys = new Set(entry.moves)
  return entry.keys
}

/** @internal The player's cards by rank. */
export function groupsOf(entry: LegalCache, state: GameState): string[][] {
  if (entry.groups === null) entry.groups = groupByRank(state, state.zones[playerHandZoneId(entry.playerId)]?.cards ?? [])
  return entry.groups
}

/**
 * The legal plays of a player whose turn it is to play, one per distinct rank multiset with the cards picked
 * deterministically (see `pickCards`); empty outside the play or out of turn. A pass is not listed. The
 * game's profile (`variables.doudizhu.profile`) applies unless `options.profile` says otherwise.
 *
 * @example
 * legalPlays(engine.getState(), 'p1')[0] // { ranks: ['3'], cardIds: ['std-clubs-3'] }
 */
export function legalPlays(
  state: GameState,
  playerId: string,
  options: { profile?: DoudizhuProfile } = {},
): { ranks: Rank[]; cardIds: string[] }[] {
  const v = state.variables[DOUDIZHU_VARIABLE] as unknown as Vars | undefined
  if (!v || v.phase !== 'playing' || state.currentPlayerId !== playerId) return []
  const legal = legalFor(state, playerId, options.profile ?? v.profile ?? 'standard')
  const out: { ranks: Rank[]; cardIds: string[] }[] = []
  for (const code of legal.moves) {
    if (code === 0) continue
    const ranks = decodeMove(code)
    out.push({ ranks, cardIds: pickFromGroups(groupsOf(legal, state), ranks)! })
  }
  return out
}

/**
 * Picks one legal action of the player to act without listing them all (fast random or scripted play):
 * `choose(n)` gets the number of options — the distinct plays, then a pass when one is allowed — and returns
 * an index. During the bidding the options are the bids, then a pass; between deals, the one `DEAL`. Returns
 * the action, or `null` when the player is not to act. The game's profile applies unless `options.profile`
 * says otherwise.
 *
 * @example
 * const rng = new SeededRandomProvider(1)
 * engine.dispatch(chooseLegalAction(engine.getState(), pid, (n) => rng.int(0, n - 1))!)
 */
export function chooseLegalAction(
  state: GameState,
  playerId: string,
  choose: (count: number) => number,
  options: { profile?: DoudizhuProfile } = {},
): ActionInit | null {
  const v = state.variables[DOUDIZHU_VARIABLE] as unknown as Vars | undefined
  if (!v || state.currentPlayerId !== playerId) return null
  if (v.phase === 'dealing') return state.status === 'finished' ? null : (choose(1), createDealAction(playerId))
  if (v.phase === 'bidding') {
    if (v.speakers[0] !== playerId) return null
    const rob = v.stage !== null // rob bidding goes through stages; points bidding has none
    const bids = rob ? 1 : 3 - v.highestBid
    const i = choose(bids + 1)
    if (i >= bids) return createPassAction(playerId)
    return rob ? createBidAction(playerId) : createBidAction(playerId, v.highestBid + 1 + i)
  }
  if (v.phase !== 'playing') return null
  const legal = legalFor(state, playerId, options.profile ?? v.profile ?? 'standard')
  // the generator lists a pass last when one is allowed
  const code = legal.moves[choose(legal.moves.length)]!
  if (code === 0) return createPassAction(playerId)
  return createPlayAction(playerId, pickFromGroups(groupsOf(legal, state), decodeMove(code))!)
}
