import type { ActionInit, GameState } from '@decklet/core'
import type { UnoActionType } from './actionCreators'
import { UNO_COLORS, type UnoCardInfo } from './cards'
import { OFFICIAL_UNO_OPTIONS, type UnoOptions } from './options'
import { playersToAct } from './playersToAct'
import { collectPlayable, OtherAction, otherActions, playMove, playMoveCount } from './unoActions'
import { UNO_VARIABLE, type UnoState } from './unoState'

// Legal moves without the engine, for bots: the same moves as `engine.getLegalActions`, in the same order,
// from the same functions the plugin's `enumerate` uses (`collectPlayable`, `playMoveCount`, `playMove`,
// `otherActions`); the tests check them against the rules.

/** What {@link chooseLegalAction} and {@link listLegalActions} take besides the state. */
export interface UnoBotOptions {
  /**
   * The rules the game is played with: the plugin's options (`engine.getPluginApi('uno').options`).
   * Default: the official game. The plugin API's own `chooseLegalAction` and `listLegalActions` pass them.
   */
  readonly rules?: Readonly<UnoOptions>
  /** Only this player's actions. Default: those of every player in {@link playersToAct}, by seat. */
  readonly playerId?: string
  /**
   * Leave `DRAW` and `PASS` out when another action is legal (a bot that plays when it can, as in the
   * package's benchmark). Default `false`: every legal action.
   */
  readonly preferPlay?: boolean
}

/** One legal action, as `engine.getLegalActions` lists it (without the id the engine gives at dispatch). */
export type UnoActionInit = ActionInit<UnoActionType>

/** What one player may do: the playable cards, then the other action types (in handler order). */
interface PlayerMoves {
  playerId: string
  /** The playable cards (the first `cardCount` entries). */
  readonly cards: string[]
  /** Their facts, at the same indexes. */
  readonly infos: UnoCardInfo[]
  cardCount: number
  /** The number of `PLAY` actions of each playable card. */
  readonly counts: number[]
  plays: number
  /** {@link OtherAction} bits. */
  others: number
}

// Reused between calls (no allocation per move); a call made from inside `choose` gets its own.
const SCRATCH: PlayerMoves[] = []
let busy = false
function scratch(pool: PlayerMoves[], i: number): PlayerMoves {
  let moves = pool[i]
  if (moves === undefined) {
    moves = { playerId: '', cards: [], infos: [], cardCount: 0, counts: [], plays: 0, others: 0 }
    pool[i] = moves
  }
  return moves
}

/** Fills `moves` with what `playerId` may do: what the `enumerate` of each action type lists. */
function movesOf(state: GameState, rules: Readonly<UnoOptions>, order: readonly string[], playerId: string, moves: PlayerMoves): PlayerMoves {
  moves.playerId = playerId
  const n = collectPlayable(state, rules, playerId, moves.cards, moves.infos)
  moves.cardCount = n
  let plays = 0
  for (let i = 0; i < n; i++) {
    const count = playMoveCount(state, rules, playerId, moves.infos[i]!, order)
    moves.counts[i] = count
    plays += count
  }
  moves.plays = plays
  moves.others = otherActions(state, rules, playerId)
  return moves
}

/** {@link playersToAct}, with one reused list for the usual single player (no allocation per move). */
function actingPlayers(state: GameState, uno: UnoState): readonly string[] {
  if ((uno.unoCall !== null && !uno.unoCall.declared) || uno.jumpable !== null) return uno.order
  if (state.currentPlayerId === null) return NOBODY
  const one = busy ? [''] : ONE_PLAYER
  one[0] = state.currentPlayerId
  return one
}
const ONE_PLAYER: string[] = ['']
const NOBODY: readonly string[] = Object.freeze([])

const DRAW_OR_PASS = OtherAction.DRAW | OtherAction.PASS

/** How many actions other than `PLAY` the bits make (`DRAW` and `PASS` left out with `skipDrawPass`). */
function countOthers(bits: number, skipDrawPass: boolean): number {
  if (bits === 0) return 0
  return (
    (!skipDrawPass && bits & OtherAction.DRAW ? 1 : 0) +
    (!skipDrawPass && bits & OtherAction.PASS ? 1 : 0) +
    (bits & OtherAction.ACCEPT ? 1 : 0) +
    (bits & OtherAction.CHALLENGE ? 1 : 0) +
    (bits & OtherAction.CHOOSE_COLOR ? 4 : 0) +
    (bits & OtherAction.DECLARE_UNO ? 1 : 0) +
    (bits & OtherAction.CATCH_UNO ? 1 : 0)
  )
}

/** The `k`-th action of one player's moves (plays first, then the other types in handler order). */
function moveAt(state: GameState, rules: Readonly<UnoOptions>, order: readonly string[], moves: PlayerMoves, k: number, skipDrawPass: boolean): UnoActionInit {
  const playerId = moves.playerId
  if (k < moves.plays) {
    for (let i = 0; ; i++) {
      const n = moves.counts[i]!
      if (k < n) return playMove(state, rules, playerId, moves.cards[i]!, moves.infos[i]!, order, k)
      k -= n
    }
  }
  k -= moves.plays
  const bits = moves.others
  if (!skipDrawPass) {
    if (bits & OtherAction.DRAW && k-- === 0) return { type: 'DRAW', playerId }
    if (bits & OtherAction.PASS && k-- === 0) return { type: 'PASS', playerId }
  }
  if (bits & OtherAction.ACCEPT && k-- === 0) return { type: 'ACCEPT', playerId }
  if (bits & OtherAction.CHALLENGE && k-- === 0) return { type: 'CHALLENGE', playerId }
  if (bits & OtherAction.CHOOSE_COLOR) {
    if (k < 4) return { type: 'CHOOSE_COLOR', playerId, payload: { color: UNO_COLORS[k]! } }
    k -= 4
  }
  if (bits & OtherAction.DECLARE_UNO && k-- === 0) return { type: 'DECLARE_UNO', playerId }
  if (bits & OtherAction.CATCH_UNO && k-- === 0) return { type: 'CATCH_UNO', playerId, payload: { target: (state.variables[UNO_VARIABLE] as unknown as UnoState).unoCall!.player } }
  throw new RangeError('UNO: no such legal action')
}

/**
 * Picks one legal action without building them all (the fast path for random and scripted bots).
 * `choose(n)` gets the number of legal actions and returns an index from 0 to n − 1; the action at that
 * index is the one `engine.getLegalActions` would list there, taking the lists of the players of
 * {@link playersToAct} one after the other (or of `options.playerId` only). So a bot that picks
 * `legal[choose(legal.length)]` and one that calls `chooseLegalAction(state, choose)` play the same game.
 * With `preferPlay`, `DRAW` and `PASS` are left out whenever another action is legal. Returns `null`
 * when nobody (or not `options.playerId`) may act; `choose` is then not called.
 *
 * The rules are `options.rules` (default official): pass the plugin's options, or use the plugin API's
 * `chooseLegalAction`, which does.
 *
 * @example
 * const uno = engine.getPluginApi('uno')
 * const random = new SeededRandomProvider(1)
 * while (engine.getState().status === 'playing') {
 *   engine.dispatch(uno.chooseLegalAction(engine.getState(), (n) => random.int(0, n - 1))!)
 * }
 */
export function chooseLegalAction(state: GameState, choose: (count: number) => number, options: UnoBotOptions = {}): UnoActionInit | null {
  const uno = state.variables[UNO_VARIABLE] as unknown as UnoState | undefined
  if (state.status !== 'playing' || uno === undefined) return null
  const rules = options.rules ?? OFFICIAL_UNO_OPTIONS
  const order = uno.order
  const ids = options.playerId === undefined ? actingPlayers(state, uno) : [options.playerId]
  const pool = busy ? [] : SCRATCH
  let total = 0
  let drawPass = 0
  for (let p = 0; p < ids.length; p++) {
    const moves = movesOf(state, rules, order, ids[p]!, scratch(pool, p))
    total += moves.plays + countOthers(moves.others, true)
    if ((moves.others & DRAW_OR_PASS) !== 0) drawPass += countOthers(moves.others & DRAW_OR_PASS, false)
  }
  // The benchmark's bot: draw and pass only when nothing else is legal.
  const skipDrawPass = options.preferPlay === true && total > 0
  if (!skipDrawPass) total += drawPass
  if (total === 0) return null
  let k: number
  const outer = busy
  busy = true
  try {
    k = choose(total)
  } finally {
    busy = outer
  }
  if (!(k >= 0 && k < total && Number.isInteger(k))) throw new RangeError(`choose(${total}) returned ${k}: an integer from 0 to ${total - 1} was expected`)
  for (let p = 0; p < ids.length; p++) {
    const moves = pool[p]!
    const n = moves.plays + countOthers(moves.others, skipDrawPass)
    if (k < n) return moveAt(state, rules, order, moves, k, skipDrawPass)
    k -= n
  }
  throw new RangeError('UNO: no such legal action')
}

/**
 * Every legal action, as `engine.getLegalActions` lists them, without the engine: of `options.playerId`,
 * or of every player of {@link playersToAct} one after the other. With `preferPlay`, `DRAW` and `PASS`
 * are left out when another action is legal. The rules are `options.rules` (default official).
 *
 * @example
 * listLegalActions(engine.getState(), { rules: engine.getPluginApi('uno').options }).map((a) => a.type)
 */
export function listLegalActions(state: GameState, options: UnoBotOptions = {}): UnoActionInit[] {
  const out: UnoActionInit[] = []
  const count = { n: 0 }
  const first = chooseLegalAction(state, (n) => ((count.n = n), 0), options)
  if (first === null) return out
  for (let k = 0; k < count.n; k++) out.push(chooseLegalAction(state, () => k, options)!)
  return out
}
