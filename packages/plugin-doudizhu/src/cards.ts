import { InvalidArgumentError } from '@decklet/core'
import type { Card, GameState } from '@decklet/core'
import { RANKS, rankIndex, type Rank } from './ranks'

/**
 * The Dou Dizhu rank of a standard-deck card (`std-hearts-10` → `'10'`, `std-joker-black` → `'BJ'`,
 * `std-joker-red` → `'RJ'`), or `null` for a card that is not one.
 *
 * @example
 * cardRank({ id: 'std-joker-red', type: 'standard', rank: 'joker', color: 'red' }) // 'RJ'
 */
export function cardRank(card: Card): Rank | null {
  const rank = card.rank
  if (rank === 'joker') return card.color === 'black' ? 'BJ' : card.color === 'red' ? 'RJ' : null
  return typeof rank === 'string' && rankIndex(rank) >= 0 && rankIndex(rank) <= 12 ? (rank as Rank) : null
}

const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const

/**
 * The rank index of every card id of one standard deck (`std-<suit>-<rank>`, `std-joker-black`,
 * `std-joker-red`): these ids name their rank, so a play is read without looking its cards up. Built once
 * and never written: the same for every game.
 */
const STANDARD_RANK_INDEX: ReadonlyMap<string, number> = (() => {
  const table = new Map<string, number>()
  for (const suit of SUITS) for (let r = 0; r <= 12; r++) table.set(`std-${suit}-${RANKS[r]!}`, r)
  table.set('std-joker-black', rankIndex('BJ'))
  table.set('std-joker-red', rankIndex('RJ'))
  return table
})()

/** @internal The rank index of a card id of `state` (-1: none); standard ids are read from the id alone. */
export function rankIndexOfId(state: GameState, cardId: string): number {
  const index = STANDARD_RANK_INDEX.get(cardId)
  if (index !== undefined) return index
  const card = state.cards[cardId]
  if (!card) return -1
  const rank = cardRank(card)
  return rank === null ? -1 : rankIndex(rank)
}

/** @internal The rank of a card id of `state`, or `null`. */
export function rankOfId(state: GameState, cardId: string): Rank | null {
  const i = rankIndexOfId(state, cardId)
  return i < 0 ? null : RANKS[i]!
}

/**
 * The ranks of some cards of a state, sorted in play order.
 *
 * @example
 * ranksOfCards(engine.getState(), ['std-hearts-3', 'std-joker-red']) // ['3', 'RJ']
 */
export function ranksOfCards(state: GameState, cardIds: readonly string[]): Rank[] {
  const out: Rank[] = []
  for (const id of cardIds) {
    // A standard id names its rank even when the card is not in this state: the card must be, though.
    const rank = state.cards[id] === undefined ? null : rankOfId(state, id)
    if (rank === null) throw new InvalidArgumentError(`Card '${id}' has no Dou Dizhu rank`, 'cardId')
    out.push(rank)
  }
  return out.sort((a, b) => rankIndex(a) - rankIndex(b))
}

/** @internal A hand's card ids grouped by rank index, in hand order. */
export function groupByRank(state: GameState, cardIds: readonly string[]): string[][] {
  const groups: string[][] = [[], [], [], [], [], [], [], [], [], [], [], [], [], [], []]
  for (const id of cardIds) {
    const i = rankIndexOfId(state, id)
    if (i >= 0) groups[i]!.push(id)
  }
  return groups
}

/**
 * The cards a move of `ranks` plays from a hand, picked deterministically: for each rank, the hand's first
 * cards of that rank (in the zone's order). `null` when the hand lacks them.
 *
 * @example
 * pickCards(state, state.zones['hand-p1']!.cards, ['4', '4']) // the hand's first two 4s
 */
export function pickCards(state: GameState, handCardIds: readonly string[], ranks: readonly string[]): string[] | null {
  return pickFromGroups(groupByRank(state, handCardIds), ranks)
}

/** @internal {@link pickCards} over precomputed groups. */
export function pickFromGroups(groups: readonly (readonly string[])[], ranks: readonly string[]): string[] | null {
  const out: string[] = []
  let prev = -1
  let used = 0
  for (const rank of ranks) {
    const i = rankIndex(rank)
    used = i === prev ? used + 1 : 0
    prev = i
    const card = groups[i]?.[used]
    if (card === undefined) return null
    out.push(card)
  }
  return out
}

/**
 * Every way to play a move of `ranks` from a hand: all card choices (the product, over ranks, of the ways to
 * choose that many of the hand's cards of the rank). Each choice lists ids in rank order.
 *
 * @example
 * cardChoices(state, hand, ['4', '4']).length // 6 when the hand holds the four 4s
 */
export function cardChoices(state: GameState, handCardIds: readonly string[], ranks: readonly string[]): string[][] {
  const groups = groupByRank(state, handCardIds)
  for (const g of groups) g.sort()
  const need = new Map<number, number>()
  for (const rank of ranks) need.set(rankIndex(rank), (need.get(rankIndex(rank)) ?? 0) + 1)
  let choices: string[][] = [[]]
  for (const [i, k] of [...need].sort((a, b) => a[0] - b[0])) {
    const subsets = combinations(groups[i] ?? [], k)
    if (subsets.length === 0) return []
    const next: string[][] = []
    for (const prefix of choices) for (const s of subsets) next.push([...prefix, ...s])
    choices = next
  }
  return choices
}

function combinations(items: readonly string[], k: number): string[][] {
  if (k === 0) return [[]]
  const out: string[][] = []
  const rec = (from: number, acc: string[]) => {
    if (acc.length === k) return void out.push(acc)
    for (let i = from; i < items.length; i++) rec(i + 1, [...acc, items[i]!])
  }
  rec(0, [])
  return out
}
