import { playerHandZoneId, type ActionInit, type GameState } from '@decklet/core'
import { createDoudizhuPlugins, getDoudizhuState, RANKS, type DoudizhuPluginApi, type Rank } from '@decklet/plugin-doudizhu'
import type { EnvGame, EnvTrace } from '../envGame'
import { RANK_CHARS, type DoudizhuActionSpace } from './doudizhuActions'

// RLCard's Dou Dizhu environment (`rlcard.make('doudizhu')`, RLCard 1.x) over the plugin's `rlcard` profile:
// seat 0 is always the landlord. Observations are RLCard's (DouZero's features): the landlord's 790 numbers,
// a farmer's 901, built from cards as 54 numbers (per rank 3 … 2 four slots, the first k set for k cards held,
// then the black and the red joker). The layout is in the package README.

/** Writes the 54 numbers of rank counts `c` at `out[at…]`. */
function cards54(c: ArrayLike<number>, out: Float32Array, at: number): void {
  for (let r = 0; r < 13; r++) for (let k = 0; k < c[r]!; k++) out[at + 4 * r + k] = 1
  if (c[13]! > 0) out[at + 52] = 1
  if (c[14]! > 0) out[at + 53] = 1
}

/** numpy's `one_hot[n − 1] = 1`: with n = 0, the last slot (index −1). */
function oneHot(n: number, size: number, out: Float32Array, at: number): void {
  out[at + (n === 0 ? size - 1 : n - 1)] = 1
}

function rankCountsOf(state: GameState, cardIds: readonly string[], out: Uint8Array): void {
  for (const id of cardIds) {
    const card = state.cards[id]
    if (card === undefined) continue
    const rank = card.rank === 'joker' ? (card.color === 'black' ? 'BJ' : 'RJ') : (card.rank as Rank)
    out[RANKS.indexOf(rank)]! += 1
  }
}

/** The Dou Dizhu environment's game: RLCard's `doudizhu`. @internal */
export function createDoudizhuGame(space: DoudizhuActionSpace): EnvGame {
  const plugins = createDoudizhuPlugins({ profile: 'rlcard' })
  const api = (plugins.at(-1) as { api: DoudizhuPluginApi }).api
  const seatOf = (id: string) => Number(id.slice(1)) - 1
  const addMove = (c: Uint8Array, id: number) => {
    for (let r = 0; r < 15; r++) c[r]! += space.counts[15 * id + r]!
  }
  /** The cards each seat has played (from the public trace). */
  const playedBy = (trace: EnvTrace) => {
    const played = [new Uint8Array(15), new Uint8Array(15), new Uint8Array(15)]
    for (let i = 0; i < trace.actions.length; i++) if (trace.actions[i] !== space.pass) addMove(played[trace.seats[i]!]!, trace.actions[i]!)
    return played
  }
  const str = (c: ArrayLike<number>) => {
    let s = ''
    for (let r = 0; r < 15; r++) s += RANK_CHARS[r]!.repeat(c[r]!)
    return s
  }
  const handCounts = (state: GameState, playerId: string) => {
    const c = new Uint8Array(15)
    rankCountsOf(state, state.zones[playerHandZoneId(playerId)]!.cards, c)
    return c
  }
  const left = (state: GameState) => [0, 1, 2].map((s) => state.zones[playerHandZoneId(`p${s + 1}`)]!.cards.length)
  const othersOf = (own: Uint8Array, played: Uint8Array[]) => {
    const c = new Uint8Array(15)
    for (let r = 0; r < 15; r++) c[r] = (r < 13 ? 4 : 1) - own[r]! - played[0]![r]! - played[1]![r]! - played[2]![r]!
    return c
  }
  /** The move counts of an action id, an empty move for pass or none. */
  const moveAt = (id: number | undefined, out: Float32Array, at: number) => {
    if (id !== undefined && id !== space.pass) cards54(space.counts.subarray(15 * id, 15 * id + 15), out, at)
  }
  return {
    name: 'doudizhu',
    numPlayers: 3,
    numActions: space.names.length,
    stateShape: [[790], [901], [901]],
    obsSize: 901,
    plugins,
    toAct: (state) => state.currentPlayerId,
    legal(state, playerId, ids, actions) {
      const plays = api.legalPlays(state, playerId)
      const order: { id: number; action: ActionInit }[] = plays.map((p) => ({ id: space.idOfRanks(p.ranks), action: { type: 'PLAY', playerId, payload: { cardIds: p.cardIds } } }))
      if (getDoudizhuState(state).lastPlay !== null) order.push({ id: space.pass, action: { type: 'PASS', playerId, payload: {} } })
      order.sort((a, b) => a.id - b.id)
      for (let i = 0; i < order.length; i++) {
        ids[i] = order[i]!.id
        actions[i] = order[i]!.action
      }
      return order.length
    },
    encode(state, playerId, trace, out, at) {
      const self = seatOf(playerId)
      const own = handCounts(state, playerId)
      const played = playedBy(trace)
      const n = trace.actions.length
      cards54(own, out, at)
      cards54(othersOf(own, played), out, at + 54)
      // The last play: the last action, or the one before it when the last is a pass (zeros when that is a pass too).
      if (n > 0) moveAt(trace.actions[trace.actions[n - 1] === space.pass ? n - 2 : n - 1], out, at + 108)
      // The last 9 actions, oldest first, empty slots first.
      for (let k = 0; k < 9; k++) moveAt(trace.actions[n - 9 + k], out, at + 162 + 54 * k)
      const cardsLeft = left(state)
      if (self === 0) {
        cards54(played[2]!, out, at + 648)
        cards54(played[1]!, out, at + 702)
        oneHot(cardsLeft[2]!, 17, out, at + 756)
        oneHot(cardsLeft[1]!, 17, out, at + 773)
        return
      }
      const mate = 3 - self
      cards54(played[0]!, out, at + 648)
      cards54(played[mate]!, out, at + 702)
      // RLCard's loops that look for the landlord's and the teammate's "last" action have no break: they keep the
      // first one. Kept as RLCard computes it, so that models move between the two.
      moveAt(trace.actions[trace.seats.indexOf(0)], out, at + 756)
      moveAt(trace.actions[trace.seats.indexOf(mate)], out, at + 810)
      oneHot(cardsLeft[0]!, 20, out, at + 864)
      oneHot(cardsLeft[mate]!, 17, out, at + 884)
    },
    raw(state, playerId, trace, legalNames) {
      const self = seatOf(playerId)
      const v = getDoudizhuState(state)
      const own = handCounts(state, playerId)
      const played = playedBy(trace)
      const kitty = new Uint8Array(15)
      rankCountsOf(state, v.kitty, kitty)
      return {
        seen_cards: str(kitty),
        landlord: 0,
        self,
        trace: trace.actions.map((a, i) => [trace.seats[i]!, space.names[a]!]),
        played_cards: played.map(str),
        others_hand: str(othersOf(own, played)),
        num_cards_left: left(state),
        actions: [...legalNames],
        current_hand: str(own),
      }
    },
    payoffs(state, out) {
      const result = getDoudizhuState(state).results.at(-1)
      if (result === undefined) return
      const landlordWon = result.winner === 'landlord'
      out[0] = landlordWon ? 1 : 0
      out[1] = out[2] = landlordWon ? 0 : 1
    },
    actionName: (id) => space.names[id] ?? `unknown-${id}`,
    actionId: (name) => space.idOf(name),
    traced: () => true,
  }
}
