import type { ActionInit, GameState } from '@decklet/core'
import { cardFace, createUnoPlugin, DISCARD_PILE, getUnoCard, getUnoState, handZoneId, UNO_CARD_IDS, type UnoColor, type UnoPluginApi } from '@decklet/plugin-uno'
import type { EnvGame } from '../envGame'

// RLCard's UNO environment (`rlcard.make('uno')`) over the plugin's `rlcard` profile, 2 players.
//
// Actions (61): colour c (r 0, g 1, b 2, y 3) × trait t (0–9, skip 10, reverse 11, draw_2 12, wild 13,
// wild_draw_4 14) is id 15c + t; `draw` is 60. Observation: RLCard's 4 × 4 × 15 planes, flattened in C order
// (index 60p + 15c + t): planes 0–2 the hand (plane k: the cards held k times; plane 0 is 1 where none is
// held), every Wild and Wild Draw Four held marking plane 1 in all four colours; plane 3 the target (the colour
// to match and the face of the top card).

const COLOR_LETTERS = ['r', 'g', 'b', 'y'] as const
const RLCARD_COLOR: Readonly<Record<UnoColor, number>> = { red: 0, green: 1, blue: 2, yellow: 3 }
const TRAITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'skip', 'reverse', 'draw_2', 'wild', 'wild_draw_4'] as const
/** The plugin's face of each trait. */
const FACES = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'skip', 'reverse', 'draw2', 'wild', 'wild4'] as const
const TRAIT_OF_FACE: ReadonlyMap<string, number> = new Map(FACES.map((face, t) => [face, t]))
export const UNO_DRAW = 60
const NAMES: readonly string[] = [...COLOR_LETTERS.flatMap((c) => TRAITS.map((t) => `${c}-${t}`)), 'draw']
const IDS: ReadonlyMap<string, number> = new Map(NAMES.map((name, id) => [name, id]))

/**
 * The RLCard colour letter of a card: its own colour, or for the Wilds, which have none in decklet, the colour
 * RLCard's deck gives the copy (RLCard makes one Wild and one Wild Draw Four per colour, in the order r, g, b, y:
 * copy 1 is red's, and so on).
 */
function letterOf(cardId: string): number {
  const color = getUnoCard(null, cardId).color
  if (color !== null) return RLCARD_COLOR[color]
  return Number(cardId.slice(cardId.lastIndexOf('-') + 1)) - 1
}

/** RLCard's string of a card in a hand or on the pile (`'r-7'`, `'g-wild'`). */
function cardName(cardId: string): string {
  return `${COLOR_LETTERS[letterOf(cardId)]}-${TRAITS[TRAIT_OF_FACE.get(cardFace(getUnoCard(null, cardId)))!]}`
}

/** Each card's cell (15c + t) in the hand planes; for the Wilds, their trait (13, 14) alone, as they have no colour. */
const CELLS: ReadonlyMap<string, number> = new Map(
  UNO_CARD_IDS.map((id) => {
    const card = getUnoCard(null, id)
    const trait = TRAIT_OF_FACE.get(cardFace(card))!
    return [id, card.color === null ? trait : 15 * RLCARD_COLOR[card.color] + trait]
  }),
)

/** The id of a legal `PLAY`/`DRAW` action of the plugin. */
function idOf(action: ActionInit): number {
  if (action.type === 'DRAW') return UNO_DRAW
  const payload = action.payload as { cardId: string; color?: UnoColor }
  const cell = CELLS.get(payload.cardId)!
  return payload.color === undefined ? cell : 15 * RLCARD_COLOR[payload.color] + cell
}

/** A Wild (trait 13) or Wild Draw Four (14) held: plane 1 in all four colours, as RLCard marks it. */
function markWild(out: Float32Array, at: number, trait: number): void {
  for (let c = 0; c < 4; c++) {
    out[at + 15 * c + trait] = 0
    out[at + 60 + 15 * c + trait] = 1
  }
}

/** The UNO environment's game: RLCard's `uno`. @internal */
export function createUnoGame(): EnvGame {
  const plugin = createUnoPlugin({ profile: 'rlcard' })
  const api: UnoPluginApi = plugin.api
  // The hand's counts per cell, reused from one observation to the next (an environment runs one at a time).
  const scratch = new Uint8Array(60)
  // Each player's hand zone id, made once.
  const hands: Record<string, string> = Object.create(null) as Record<string, string>
  return {
    name: 'uno',
    numPlayers: 2,
    numActions: 61,
    stateShape: [[4, 4, 15], [4, 4, 15]],
    obsSize: 240,
    plugins: [plugin],
    toAct: (state) => state.currentPlayerId,
    legal(state, playerId, ids, actions) {
      const list = api.listLegalActions(state, { playerId })
      // The plugin lists plays in hand order, then DRAW: sorted by id, as RLCard's mask is read (an insertion
      // sort into the given lists: a handful of actions, no objects made).
      for (let i = 0; i < list.length; i++) {
        const action = list[i]!
        const id = idOf(action)
        let j = i
        for (; j > 0 && ids[j - 1]! > id; j--) {
          ids[j] = ids[j - 1]!
          actions[j] = actions[j - 1]!
        }
        ids[j] = id
        actions[j] = action
      }
      return list.length
    },
    encode(state, playerId, _trace, out, at) {
      for (let i = 0; i < 60; i++) out[at + i] = 1
      const counts = scratch.fill(0)
      let wild = false
      let wild4 = false
      const hand = state.zones[hands[playerId] ?? (hands[playerId] = handZoneId(playerId))]!.cards
      for (let i = 0; i < hand.length; i++) {
        const cell = CELLS.get(hand[i]!)
        if (cell === 13) wild = true
        else if (cell === 14) wild4 = true
        else if (cell !== undefined) counts[cell]! += 1
      }
      for (let k = 0; k < 60; k++) {
        const n = counts[k]!
        if (n === 0) continue
        out[at + k] = 0
        out[at + 60 * Math.min(n, 2) + k] = 1
      }
      if (wild) markWild(out, at, 13)
      if (wild4) markWild(out, at, 14)
      const uno = getUnoState(state)
      if (uno.color !== null) out[at + 180 + 15 * RLCARD_COLOR[uno.color] + TRAIT_OF_FACE.get(uno.face)!] = 1
    },
    raw(state, playerId, _trace, legalNames) {
      const uno = getUnoState(state)
      return {
        hand: state.zones[handZoneId(playerId)]!.cards.map(cardName),
        target: uno.color === null ? null : `${COLOR_LETTERS[RLCARD_COLOR[uno.color]]}-${TRAITS[TRAIT_OF_FACE.get(uno.face)!]}`,
        played_cards: state.zones[DISCARD_PILE]!.cards.map(cardName),
        legal_actions: [...legalNames],
        num_players: 2,
        current_player: state.currentPlayerId === null ? null : Number(state.currentPlayerId.slice(1)) - 1,
        num_cards: uno.order.map((id) => state.zones[handZoneId(id)]!.cards.length),
      }
    },
    payoffs(state, out) {
      const winner = state.winnerIds[0]
      if (winner === undefined) return
      for (let seat = 0; seat < 2; seat++) out[seat] = `p${seat + 1}` === winner ? 1 : -1
    },
    actionName: (id) => NAMES[id] ?? `unknown-${id}`,
    actionId: (name) => IDS.get(name) ?? -1,
    traced: () => false,
  }
}
