import { type GameEngine, type GameState } from '@decklet/core'
import { buildState, createTestEngine, installState, withCards, withCurrentPlayer, withVariables } from '@decklet/testing'
import { cardFace, getUnoCard, UNO_CARD_IDS, type UnoColor } from '../cards'
import { createUnoPlugin } from '../unoPlugin'
import type { UnoOptions } from '../options'
import { DISCARD_PILE, DRAW_PILE, getUnoState, handZoneId, UNO_VARIABLE, type UnoState } from '../state'

/** A table laid out by hand: hands, the top card, the next cards drawn, whose turn. */
export interface Table {
  players?: number
  options?: UnoOptions
  hands: Record<string, string[]>
  /** The top of the discard pile (cards below it: `discard`). */
  top: string
  discard?: string[]
  /** The colour in play, when the top is a Wild. */
  color?: UnoColor
  /** The next cards drawn, first drawn first. */
  draws?: string[]
  /** Leave only these cards in the draw pile (the rest go under the discard pile). */
  onlyDraws?: boolean
  current?: string
  uno?: Partial<UnoState>
  seed?: number
}

/** An engine whose state is exactly the table. */
export function layTable(table: Table): GameEngine {
  const engine = createTestEngine({ plugins: [createUnoPlugin(table.options)], players: table.players ?? 3, seed: table.seed ?? 1 })
  const base = engine.getState()
  const placed = new Set([table.top, ...(table.discard ?? []), ...(table.draws ?? []), ...Object.values(table.hands).flat()])
  const rest = UNO_CARD_IDS.filter((id) => !placed.has(id))
  const top = getUnoCard(null, table.top)
  const uno: UnoState = {
    ...getUnoState(base),
    phase: 'play',
    direction: 1,
    color: table.color ?? top.color,
    face: cardFace(top),
    penalty: 0,
    drew: false,
    jumpable: null,
    challenge: null,
    unoCall: null,
    shown: null,
    ...table.uno,
  }
  const edits = [
    withCards(DISCARD_PILE, table.onlyDraws ? [...rest, ...(table.discard ?? []), table.top] : [...(table.discard ?? []), table.top]),
    withCards(DRAW_PILE, table.onlyDraws ? [...(table.draws ?? [])].reverse() : [...rest, ...[...(table.draws ?? [])].reverse()]),
    ...Object.entries(table.hands).map(([p, cards]) => withCards(handZoneId(p), cards)),
    ...Object.keys(base.players).filter((p) => !(p in table.hands)).map((p) => (s: GameState) => s),
    withVariables({ [UNO_VARIABLE]: uno as never }),
    withCurrentPlayer(table.current ?? 'p1'),
  ]
  // Hands not listed are emptied into the draw pile's bottom.
  const empties = Object.keys(base.players).filter((p) => !(p in table.hands))
  const emptied = (s: GameState): GameState => {
    const moved = empties.flatMap((p) => s.zones[handZoneId(p)]!.cards)
    return moved.length === 0 ? s : withCards(DRAW_PILE, [...moved])(s)
  }
  installState(engine, buildState(base, emptied, ...edits))
  const state = engine.getState()
  // withCards(DRAW_PILE, …) above appended the listed draws on top of the rest: put the rest back under them.
  if (!table.onlyDraws && (table.draws?.length ?? 0) > 0) {
    const draws = [...table.draws!].reverse()
    const others = state.zones[DRAW_PILE]!.cards.filter((c) => !draws.includes(c))
    installState(engine, buildState(state, (s) => ({ ...s, zones: { ...s.zones, [DRAW_PILE]: { ...s.zones[DRAW_PILE]!, cards: [...others, ...draws] } } })))
  }
  return engine
}

export const hand = (engine: GameEngine, playerId: string) => engine.getState().zones[handZoneId(playerId)]!.cards
export const uno = (engine: GameEngine) => getUnoState(engine.getState())
export const top = (engine: GameEngine) => engine.getState().zones[DISCARD_PILE]!.cards.at(-1)
