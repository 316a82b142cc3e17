import { playerHandZoneId, type GameState } from '@decklet/core'
import { PLAY, createBidAction, createDealAction, createPassAction, createPlayAction, type DoudizhuActionInit } from './actions'
import { cardChoices, pickFromGroups } from './cards'
import type { DoudizhuProfile } from './combination'
import { UNCACHED, type LegalSource } from './legalCache'
import { decodeMove } from './legalMoves'
import type { ResolvedDoudizhuOptions } from './options'
import type { Rank } from './ranks'
import { doudizhuVariable } from './state'

/*
 * What each action type's `enumerate` lists, and the fast paths that skip the lists. Each reads the state
 * only; the plugin passes its own cache of legal moves, the free functions compute them.
 */

/** The init form of one action type of Dou Dizhu. */
type InitOf<TType extends DoudizhuActionInit['type']> = Extract<DoudizhuActionInit, { type: TType }>

/** A play with its cards, as {@link legalPlays} lists it. */
export interface LegalPlay {
  ranks: Rank[]
  cardIds: string[]
}

/** @internal `DEAL` between deals: the player to act deals. */
export function dealActions(state: GameState, playerId: string): InitOf<'DEAL'>[] {
  const v = doudizhuVariable.get(state)
  if (!v || v.phase !== 'dealing' || state.currentPlayerId !== playerId || state.status === 'finished') return []
  return [createDealAction(playerId)]
}

/** @internal The bids of the player to speak: each amount above the highest (points), or the one call or rob. */
export function bidActions(state: GameState, playerId: string, options: ResolvedDoudizhuOptions): InitOf<'BID'>[] {
  const v = doudizhuVariable.get(state)
  if (!v || v.phase !== 'bidding' || v.speakers[0] !== playerId) return []
  if (options.bidding === 'rob') return [createBidAction(playerId)]
  const out: InitOf<'BID'>[] = []
  for (let amount = v.highestBid + 1; amount <= 3; amount++) out.push(createBidAction(playerId, amount))
  return out
}

/** @internal A pass of the player to speak, or of the player to play over someone's combination. */
export function passActions(state: GameState, playerId: string): InitOf<'PASS'>[] {
  const v = doudizhuVariable.get(state)
  if (!v) return []
  if (v.phase === 'bidding' && v.speakers[0] === playerId) return [createPassAction(playerId)]
  if (v.phase === 'playing' && state.currentPlayerId === playerId && v.lastPlay !== null) return [createPassAction(playerId)]
  return []
}

/** @internal The plays of the player to play: one per rank multiset, or every choice of cards (`enumerate: 'cards'`). */
export function playActions(
  state: GameState,
  playerId: string,
  options: ResolvedDoudizhuOptions,
  legal: LegalSource,
): InitOf<'PLAY'>[] {
  const v = doudizhuVariable.get(state)
  if (!v || v.phase !== 'playing' || state.currentPlayerId !== playerId) return []
  const entry = legal.get(state, playerId, options.profile)
  const out: InitOf<'PLAY'>[] = []
  const hand = state.zones[playerHandZoneId(playerId)]!.cards
  for (const code of entry.moves) {
    if (code === 0) continue
    const ranks = decodeMove(code)
    if (options.enumerate === 'cards') {
      for (const ids of cardChoices(state, hand, ranks)) out.push({ type: PLAY, playerId, payload: { cardIds: ids } })
    } else {
      out.push({ type: PLAY, playerId, payload: { cardIds: pickFromGroups(entry.groups, ranks)! } })
    }
  }
  return out
}

/** @internal {@link legalPlays} over a source of legal moves. */
export function legalPlaysFrom(state: GameState, playerId: string, profile: DoudizhuProfile | undefined, legal: LegalSource): LegalPlay[] {
  const v = doudizhuVariable.get(state)
  if (!v || v.phase !== 'playing' || state.currentPlayerId !== playerId) return []
  const entry = legal.get(state, playerId, profile ?? v.profile ?? 'standard')
  const out: LegalPlay[] = []
  for (const code of entry.moves) {
    if (code === 0) continue
    const ranks = decodeMove(code)
    out.push({ ranks, cardIds: pickFromGroups(entry.groups, ranks)! })
  }
  return out
}

/** @internal {@link chooseLegalAction} over a source of legal moves. */
export function chooseLegalActionFrom(
  state: GameState,
  playerId: string,
  choose: (count: number) => number,
  profile: DoudizhuProfile | undefined,
  legal: LegalSource,
): DoudizhuActionInit | null {
  const v = doudizhuVariable.get(state)
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
  const entry = legal.get(state, playerId, profile ?? v.profile ?? 'standard')
  // the generator lists a pass last when one is allowed
  const code = entry.moves[choose(entry.moves.length)]!
  if (code === 0) return createPassAction(playerId)
  return createPlayAction(playerId, pickFromGroups(entry.groups, decodeMove(code))!)
}

/**
 * The legal plays of a player whose turn it is to play, one per distinct rank multiset with the cards picked
 * deterministically (see `pickCards`); empty outside the play or out of turn. A pass is not listed. The
 * game's profile (`variables.doudizhu.profile`) applies unless `options.profile` says otherwise. Computes
 * the moves each call; `engine.getPluginApi('doudizhu').legalPlays` shares the plugin's cache.
 *
 * @example
 * legalPlays(engine.getState(), 'p1')[0] // { ranks: ['3'], cardIds: ['std-clubs-3'] }
 */
export function legalPlays(state: GameState, playerId: string, options: { profile?: DoudizhuProfile } = {}): LegalPlay[] {
  return legalPlaysFrom(state, playerId, options.profile, UNCACHED)
}

/**
 * Picks one legal action of the player to act without listing them all (fast random or scripted play):
 * `choose(n)` gets the number of options — the distinct plays, then a pass when one is allowed — and returns
 * an index. During the bidding the options are the bids, then a pass; between deals, the one `DEAL`. Returns
 * the action, or `null` when the player is not to act. The game's profile applies unless `options.profile`
 * says otherwise. Computes the moves each call; `engine.getPluginApi('doudizhu').chooseLegalAction` shares
 * the plugin's cache with its rules (under `douzero` they ask for the same moves again).
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
): DoudizhuActionInit | null {
  return chooseLegalActionFrom(state, playerId, choose, options.profile, UNCACHED)
}
