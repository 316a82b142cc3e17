import type { GameEngine } from '@decklet/core'
import { buildState, installState, withCards, withCurrentPlayer } from '@decklet/testing'
import { __PASCAL_NAME__Variable, DECK_ZONE_ID, TABLE_ZONE_ID, type Play } from '../state'

/** A position to put a game in: each player's hand, the cards on the table (played by whom), who is to play. */
export interface Position {
  hands: Record<string, readonly string[]>
  table?: readonly Play[]
  currentPlayerId: string
  round?: number
  scores?: Record<string, number>
}

/**
 * Puts a started engine in `position` without playing up to it: every card goes back to the deck, then the
 * hands and the table get the cards named (core's state checks and the plugin's run on the result).
 */
export function setPosition(engine: GameEngine, position: Position): void {
  const state = engine.getState()
  const all = Object.keys(state.cards)
  const table = position.table ?? []
  installState(
    engine,
    buildState(
      state,
      withCards(DECK_ZONE_ID, all),
      ...Object.entries(position.hands).map(([playerId, cards]) => withCards(`hand-${playerId}`, cards)),
      withCards(TABLE_ZONE_ID, table.map((play) => play.cardId)),
      withCurrentPlayer(position.currentPlayerId),
      (s) =>
        __PASCAL_NAME__Variable.set(s, {
          round: position.round ?? 1,
          plays: table,
          scores: position.scores ?? Object.fromEntries(Object.keys(s.players).map((id) => [id, 0])),
        }),
    ),
  )
}
