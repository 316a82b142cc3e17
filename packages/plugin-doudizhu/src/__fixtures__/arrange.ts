import { playerHandZoneId, type GameEngine, type GameState } from '@decklet/core'
import { buildState, createTestEngine, installState, withCards, withCurrentPlayer, withVariables, withZone } from '@decklet/testing'
import { cardRank } from '../cards'
import { createDoudizhuPlugins } from '../doudizhuPlugin'
import type { DoudizhuOptions } from '../options'
import { DOUDIZHU_VARIABLE, KITTY_ZONE_ID, TABLE_ZONE_ID, getDoudizhuState, type DoudizhuState } from '../state'

/** A started 3-player engine (p1, p2, p3) with the Dou Dizhu plugins. */
export function ddzEngine(options: DoudizhuOptions = {}, seed = 1): GameEngine {
  return createTestEngine({ plugins: createDoudizhuPlugins(options), players: 3, seed })
}

/**
 * Gives each player the hand of the ranks listed (space separated), the other cards to the deck zone,
 * and applies the variable patch: a position in the middle of the play.
 */
export function arrange(
  engine: GameEngine,
  hands: Record<string, string>,
  patch: Partial<DoudizhuState> = {},
  current = 'p1',
): GameState {
  const state = engine.getState()
  const byRank = new Map<string, string[]>()
  for (const card of Object.values(state.cards)) {
    const r = cardRank(card)!
    byRank.set(r, [...(byRank.get(r) ?? []), card.id].sort())
  }
  const edits = []
  for (const id of ['p1', 'p2', 'p3']) {
    edits.push(withZone({ id: playerHandZoneId(id), type: 'hand', ownerId: id, visibility: 'owner', cards: [] }))
  }
  edits.push(withZone({ id: KITTY_ZONE_ID, type: 'kitty', ownerId: null, visibility: 'hidden', cards: [] }))
  edits.push(withZone({ id: TABLE_ZONE_ID, type: 'table', ownerId: null, cards: [] }))
  edits.push(withCards('deck', Object.keys(state.cards)))
  for (const [id, ranks] of Object.entries(hands)) {
    const ids = ranks.split(' ').filter(Boolean).map((r) => {
      const card = byRank.get(r)?.shift()
      if (!card) throw new Error(`no card of rank ${r} left`)
      return card
    })
    edits.push(withCards(playerHandZoneId(id), ids))
  }
  const v = getDoudizhuState(state)
  edits.push(withVariables({ [DOUDIZHU_VARIABLE]: { ...v, ...patch } as never }))
  edits.push(withCurrentPlayer(current))
  return installState(engine, buildState(state, ...edits))
}

/** The ids of a player's cards of the ranks listed, in id order per rank. */
export function cardsOf(engine: GameEngine, playerId: string, ranks: string): string[] {
  const state = engine.getState()
  const hand = [...state.zones[playerHandZoneId(playerId)]!.cards].sort()
  return ranks.split(' ').map((r) => {
    const i = hand.findIndex((id) => cardRank(state.cards[id]!) === r)
    if (i < 0) throw new Error(`${playerId} has no ${r}`)
    return hand.splice(i, 1)[0]!
  })
}
