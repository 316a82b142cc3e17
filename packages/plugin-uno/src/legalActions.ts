import { InvalidArgumentError, playerHandZoneId, type ActionInit, type GameState } from '@decklet/core'
import { UnoActionTypes, type UnoActionInit, type UnoActionType } from './actions'
import { UNO_COLORS, unoCardInfo, type UnoCardInfo } from './cards'
import { canJumpIn, hasPlayableCard, infoPlayDenial } from './legality'
import { OFFICIAL_UNO_OPTIONS, type ResolvedUnoOptions } from './options'
import { unoVariable, type HandZones, type UnoState } from './state'

// The legal actions: what the rules (`rules.ts`) allow, listed. The plugin's `enumerate` functions and the
// fast paths for bots (`chooseLegalAction`, `listLegalActions`) are built from the same four functions
// (`collectPlayable`, `playMoveCount`, `playMove`, `otherActions`), so they list the same actions in the same
// order; the tests check them against the rules.

const NOBODY: readonly string[] = Object.freeze([])

/** Whether everyone may act: a missed UNO call may be caught, or a card jumped on. */
function windowOpen(uno: UnoState): boolean {
  return (uno.unoCall !== null && !uno.unoCall.declared) || uno.jumpable !== null
}

/**
 * The players who may have a legal action now, by seat: the current player, and everyone while a missed UNO
 * call may be caught or a card jumped on. Every other player's `getLegalActions` is empty. The plugin's
 * `actors` hook, so `engine.getActors()` returns the same (also `engine.getPluginApi('uno').playersToAct`).
 *
 * @example
 * for (const id of playersToAct(engine.getState())) legal.push(...engine.getLegalActions(id))
 */
export function playersToAct(state: GameState): readonly string[] {
  const uno = unoVariable.get(state)
  if (state.status !== 'playing' || uno === undefined) return NOBODY
  if (windowOpen(uno)) return uno.order
  return state.currentPlayerId === null ? NOBODY : [state.currentPlayerId]
}

/**
 * The cards `playerId`, holding `hand`, may play now, in hand order, identical cards (two red 5s) once: the
 * first copy allowed. Their infos are written into `infos` from index 0; returns how many (entries past that
 * are left as they were). Each makes {@link playMoveCount} `PLAY` actions. @internal
 */
export function collectPlayable(state: GameState, uno: UnoState, options: ResolvedUnoOptions, playerId: string, hand: readonly string[], infos: UnoCardInfo[]): number {
  const phase = uno.phase
  const mine = playerId === state.currentPlayerId && (phase === 'play' || phase === 'drawn' || phase === 'penalty')
  if (!mine && !(options.jumpIn && uno.jumpable !== null)) return 0
  let n = 0
  for (let i = 0; i < hand.length; i++) {
    const cardId = hand[i]!
    const info = unoCardInfo(state, cardId)
    if (mine) {
      if (infoPlayDenial(hand, cardId, info, phase, uno, options) !== null) continue
    } else if (!canJumpIn(uno, options, playerId, hand, info)) continue
    // Identical cards (two red 5s) are one move: list the first copy only.
    let seen = false
    for (let j = 0; j < n; j++) if (infos[j]!.key === info.key) seen = true
    if (!seen) infos[n++] = info
  }
  return n
}

/** How many `PLAY` actions a playable card makes: 4 for a Wild (one per colour), one per other player for a Seven-O 7, else 1. @internal */
export function playMoveCount(options: ResolvedUnoOptions, card: UnoCardInfo, handLength: number, order: readonly string[]): number {
  if (card.color === null) return 4
  if (options.sevenO && card.seven && handLength > 1) return order.length - 1
  return 1
}

/** The `k`-th `PLAY` action (0 ≤ k < {@link playMoveCount}) of a playable card, in the order `getLegalActions` lists them. @internal */
export function playMove(options: ResolvedUnoOptions, playerId: string, card: UnoCardInfo, handLength: number, order: readonly string[], k: number): Extract<UnoActionInit, { type: 'PLAY' }> {
  const cardId = card.card.id
  if (card.color === null) return { type: 'PLAY', playerId, payload: { cardId, color: UNO_COLORS[k]! } }
  if (options.sevenO && card.seven && handLength > 1) {
    for (let i = 0; i < order.length; i++) {
      const target = order[i]!
      if (target === playerId) continue
      if (k-- === 0) return { type: 'PLAY', playerId, payload: { cardId, target } }
    }
  }
  return { type: 'PLAY', playerId, payload: { cardId } }
}

/** The actions other than `PLAY`, as bits of {@link otherActions}. @internal */
export const OtherAction = Object.freeze({
  DRAW: 1,
  PASS: 2,
  ACCEPT: 4,
  CHALLENGE: 8,
  /** One `CHOOSE_COLOR` per colour. */
  CHOOSE_COLOR: 16,
  DECLARE_UNO: 32,
  /** `CATCH_UNO` of the player in the UNO call window. */
  CATCH_UNO: 64,
} as const)

/** The hand zone id of a player: from a plugin instance's {@link HandZones}, or built (a standalone call). @internal */
export function handZoneOf(hands: HandZones | null, playerId: string): string {
  return hands === null ? playerHandZoneId(playerId) : hands.of(playerId)
}

/**
 * Which actions other than `PLAY` `playerId` may take now, as {@link OtherAction} bits: exactly what the
 * rules of those types allow, in one pass over the state (the hand is looked up only when it matters). @internal
 */
export function otherActions(state: GameState, uno: UnoState, options: ResolvedUnoOptions, playerId: string, hands: HandZones | null): number {
  let bits = 0
  if (playerId === state.currentPlayerId) {
    // The turn actions, by phase.
    const phase = uno.phase
    if (phase === 'penalty') bits = uno.challenge !== null ? OtherAction.ACCEPT | OtherAction.CHALLENGE : OtherAction.ACCEPT
    else if (phase === 'drawn') bits = options.drawnCardPlay === 'forced' ? 0 : OtherAction.PASS
    else if (phase === 'color') bits = OtherAction.CHOOSE_COLOR
    else if (options.voluntaryDraw || !hasPlayableCard(state.zones[handZoneOf(hands, playerId)]!.cards, uno, options)) bits = OtherAction.DRAW
  }
  const call = uno.unoCall
  if (options.unoCall && call !== null && !call.declared) {
    if (call.player === playerId) bits |= OtherAction.DECLARE_UNO
    else if (Object.hasOwn(state.players, playerId)) bits |= OtherAction.CATCH_UNO
  }
  return bits
}

/** A plugin's `enumerate` of one action type. */
type Enumerate = (state: GameState, playerId: string) => ActionInit[]

/** The `enumerate` function of every action type, for one set of options. @internal */
export function createUnoEnumerators(options: ResolvedUnoOptions, hands: HandZones): Readonly<Record<UnoActionType, Enumerate>> {
  const bitsOf = (state: GameState, playerId: string): number => {
    const uno = unoVariable.get(state)
    return state.status !== 'playing' || uno === undefined ? 0 : otherActions(state, uno, options, playerId, hands)
  }
  const single = (type: UnoActionType, bit: number): Enumerate => (state, playerId) => ((bitsOf(state, playerId) & bit) !== 0 ? [{ type, playerId }] : [])
  const play: Enumerate = (state, playerId) => {
    const out: ActionInit[] = []
    const uno = unoVariable.get(state)
    const zone = state.status !== 'playing' || uno === undefined ? undefined : state.zones[hands.of(playerId)]
    if (zone === undefined) return out
    const hand = zone.cards
    const infos: UnoCardInfo[] = []
    const count = collectPlayable(state, uno!, options, playerId, hand, infos)
    for (let i = 0; i < count; i++) {
      const n = playMoveCount(options, infos[i]!, hand.length, uno!.order)
      for (let k = 0; k < n; k++) out.push(playMove(options, playerId, infos[i]!, hand.length, uno!.order, k))
    }
    return out
  }
  const T = UnoActionTypes
  return Object.freeze({
    [T.PLAY]: play,
    [T.DRAW]: single(T.DRAW, OtherAction.DRAW),
    [T.PASS]: single(T.PASS, OtherAction.PASS),
    [T.ACCEPT]: single(T.ACCEPT, OtherAction.ACCEPT),
    [T.CHALLENGE]: single(T.CHALLENGE, OtherAction.CHALLENGE),
    [T.CHOOSE_COLOR]: (state, playerId) =>
      (bitsOf(state, playerId) & OtherAction.CHOOSE_COLOR) !== 0 ? UNO_COLORS.map((color) => ({ type: T.CHOOSE_COLOR, playerId, payload: { color } })) : [],
    [T.DECLARE_UNO]: single(T.DECLARE_UNO, OtherAction.DECLARE_UNO),
    [T.CATCH_UNO]: (state, playerId) =>
      (bitsOf(state, playerId) & OtherAction.CATCH_UNO) !== 0 ? [{ type: T.CATCH_UNO, playerId, payload: { target: unoVariable.get(state)!.unoCall!.player } }] : [],
  })
}

// ───────────── the fast paths for bots ─────────────

/**
 * What {@link chooseLegalAction} and {@link listLegalActions} take besides the state.
 *
 * @example
 * const options: UnoBotOptions = { rules: resolveUnoOptions({ stacking: 'same' }), preferPlay: true }
 */
export interface UnoBotOptions {
  /**
   * The rules the game is played with: the plugin's options (`engine.getPluginApi('uno').options`).
   * Default: the official game. The plugin API's own `chooseLegalAction` and `listLegalActions` use the
   * plugin's, whatever is given here.
   */
  readonly rules?: ResolvedUnoOptions
  /** Only this player's actions. Default: those of every player in {@link playersToAct}, by seat. */
  readonly playerId?: string
  /**
   * Leave `DRAW` and `PASS` out when another action is legal (a bot that plays when it can, as in the
   * package's benchmark). Default `false`: every legal action.
   */
  readonly preferPlay?: boolean
}

/** What one player may do: the playable cards, then the other action types (in handler order). */
interface PlayerMoves {
  playerId: string
  handLength: number
  /** The playable cards (the first `cardCount` entries). */
  readonly infos: UnoCardInfo[]
  cardCount: number
  /** How many `PLAY` actions the playable cards make. */
  plays: number
  /** {@link OtherAction} bits. */
  others: number
}

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

function newMoves(): PlayerMoves {
  return { playerId: '', handLength: 0, infos: [], cardCount: 0, plays: 0, others: 0 }
}

/**
 * The fast paths of one set of rules: one legal action picked by index without building the list, or the
 * whole list. A plugin instance keeps one, with its hand zone ids, and reuses its lists from call to call (a
 * call made from inside `choose` gets lists of its own); a standalone call makes one for itself. @internal
 */
export class UnoLegalActions {
  private readonly pool: PlayerMoves[] = []
  private busy = false

  constructor(
    private readonly rules: ResolvedUnoOptions,
    private readonly hands: HandZones | null,
  ) {}

  /** {@link chooseLegalAction} with these rules. */
  choose(state: GameState, choose: (count: number) => number, options: UnoBotOptions): UnoActionInit | null {
    const uno = unoVariable.get(state)
    if (state.status !== 'playing' || uno === undefined) return null
    // Who: one player (asked for, or the current one), or everyone while a window is open; no list is made.
    let everyone: readonly string[] | null = null
    let one = options.playerId ?? null
    if (one === null) {
      if (windowOpen(uno)) everyone = uno.order
      else if ((one = state.currentPlayerId) === null) return null
    }
    const count = everyone === null ? 1 : everyone.length
    const outer = this.busy
    const pool = outer ? [] : this.pool
    let total = 0
    let drawPass = 0
    for (let p = 0; p < count; p++) {
      const moves = this.movesOf(state, uno, everyone === null ? one! : everyone[p]!, (pool[p] ??= newMoves()))
      total += moves.plays + countOthers(moves.others, true)
      if ((moves.others & DRAW_OR_PASS) !== 0) drawPass += countOthers(moves.others & DRAW_OR_PASS, false)
    }
    // The benchmark's bot: draw and pass only when nothing else is legal.
    const skipDrawPass = options.preferPlay === true && total > 0
    if (!skipDrawPass) total += drawPass
    if (total === 0) return null
    let k: number
    this.busy = true
    try {
      k = choose(total)
    } finally {
      this.busy = outer
    }
    if (!(k >= 0 && k < total && Number.isInteger(k))) throw new InvalidArgumentError(`choose(${total}) returned ${k}: an integer from 0 to ${total - 1} was expected`, 'choose')
    for (let p = 0; p < count; p++) {
      const moves = pool[p]!
      const n = moves.plays + countOthers(moves.others, skipDrawPass)
      if (k < n) return this.moveAt(state, uno, moves, k, skipDrawPass)
      k -= n
    }
    throw new RangeError('UNO: no such legal action')
  }

  /** {@link listLegalActions} with these rules. */
  list(state: GameState, options: UnoBotOptions): UnoActionInit[] {
    const out: UnoActionInit[] = []
    let count = 0
    const first = this.choose(state, (n) => ((count = n), 0), options)
    if (first === null) return out
    out.push(first)
    for (let k = 1; k < count; k++) out.push(this.choose(state, () => k, options)!)
    return out
  }

  /** Fills `moves` with what `playerId` may do: what the `enumerate` of each action type lists. */
  private movesOf(state: GameState, uno: UnoState, playerId: string, moves: PlayerMoves): PlayerMoves {
    const rules = this.rules
    const hand = state.zones[handZoneOf(this.hands, playerId)]?.cards
    moves.playerId = playerId
    if (hand === undefined) {
      moves.handLength = moves.cardCount = moves.plays = moves.others = 0
      return moves
    }
    moves.handLength = hand.length
    const n = collectPlayable(state, uno, rules, playerId, hand, moves.infos)
    moves.cardCount = n
    let plays = 0
    for (let i = 0; i < n; i++) plays += playMoveCount(rules, moves.infos[i]!, hand.length, uno.order)
    moves.plays = plays
    moves.others = otherActions(state, uno, rules, playerId, this.hands)
    return moves
  }

  /** The `k`-th action of one player's moves (plays first, then the other types in handler order). */
  private moveAt(state: GameState, uno: UnoState, moves: PlayerMoves, k: number, skipDrawPass: boolean): UnoActionInit {
    const { playerId, handLength } = moves
    if (k < moves.plays) {
      for (let i = 0; ; i++) {
        const n = playMoveCount(this.rules, moves.infos[i]!, handLength, uno.order)
        if (k < n) return playMove(this.rules, playerId, moves.infos[i]!, handLength, uno.order, k)
        k -= n
      }
    }
    k -= moves.plays
    const bits = moves.others
    const T = UnoActionTypes
    if (!skipDrawPass) {
      if (bits & OtherAction.DRAW && k-- === 0) return { type: T.DRAW, playerId }
      if (bits & OtherAction.PASS && k-- === 0) return { type: T.PASS, playerId }
    }
    if (bits & OtherAction.ACCEPT && k-- === 0) return { type: T.ACCEPT, playerId }
    if (bits & OtherAction.CHALLENGE && k-- === 0) return { type: T.CHALLENGE, playerId }
    if (bits & OtherAction.CHOOSE_COLOR) {
      if (k < 4) return { type: T.CHOOSE_COLOR, playerId, payload: { color: UNO_COLORS[k]! } }
      k -= 4
    }
    if (bits & OtherAction.DECLARE_UNO && k-- === 0) return { type: T.DECLARE_UNO, playerId }
    if (bits & OtherAction.CATCH_UNO && k-- === 0) return { type: T.CATCH_UNO, playerId, payload: { target: uno.unoCall!.player } }
    throw new RangeError('UNO: no such legal action')
  }
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
 * The rules are `options.rules` (default official). The plugin API's `chooseLegalAction` uses the plugin's
 * rules and reuses its lists and hand zone ids from call to call: it is the faster of the two in a loop.
 *
 * @example
 * const uno = engine.getPluginApi('uno')
 * const random = new SeededRandomProvider(1)
 * while (engine.getState().status === 'playing') {
 *   engine.dispatch(uno.chooseLegalAction(engine.getState(), (n) => random.int(0, n - 1))!)
 * }
 */
export function chooseLegalAction(state: GameState, choose: (count: number) => number, options: UnoBotOptions = {}): UnoActionInit | null {
  return new UnoLegalActions(options.rules ?? OFFICIAL_UNO_OPTIONS, null).choose(state, choose, options)
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
  return new UnoLegalActions(options.rules ?? OFFICIAL_UNO_OPTIONS, null).list(state, options)
}
