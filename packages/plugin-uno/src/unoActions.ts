import { deny, ok, type Action, type ActionHandler, type ActionInit, type GameState, type Rule, type RuleResult } from '@decklet/core'
import { UnoActionTypes, type UnoPlayPayload } from './actionCreators'
import { UNO_COLORS, unoCardInfo, type UnoCardInfo } from './cards'
import { acceptPenalty, catchUno, challenge, chooseColor, declareUno, drawForTurn, pass, playCard } from './flow'
import { canJumpIn, hasPlayableCard, infoPlayDenial, isUnoColor, UnoDenyCodes, type UnoDenyCode } from './legality'
import type { UnoOptions } from './options'
import { Draft, getUnoState, handZoneId, UNO_VARIABLE, type UnoState } from './unoState'

/** A refusal: its stable code and its reason. */
export type Denial = { code: UnoDenyCode; reason: string }

const REASONS: Record<UnoDenyCode, string> = {
  GAME_NOT_PLAYING: 'the game is not being played',
  NOT_YOUR_TURN: 'not your turn',
  CARD_NOT_IN_HAND: 'that card is not in your hand',
  CHOOSE_COLOR_FIRST: 'the colour of the first Wild must be declared first',
  ONLY_DRAWN_CARD: 'after drawing, only the drawn card may be played',
  CANNOT_STACK: 'a +2/+4 is pending: accept it (or stack, where allowed)',
  CARD_DOES_NOT_MATCH: 'the card matches neither the colour nor the number or symbol',
  WILD_DRAW_FOUR_NOT_ALLOWED: 'a Wild Draw Four is not allowed now',
  LAST_CARD_MUST_BE_NUMBER: 'the last card may not be an action card or a Wild',
  COLOR_REQUIRED: 'a Wild needs a colour: red, yellow, green or blue',
  COLOR_NOT_ALLOWED: 'only a Wild takes a colour',
  TARGET_REQUIRED: 'a Seven-O 7 needs a player to swap hands with',
  INVALID_TARGET: 'the target must be another player',
  TARGET_NOT_ALLOWED: 'only a Seven-O 7 takes a target',
  PENALTY_PENDING: 'a +2/+4 is pending: accept it, challenge it or stack',
  ALREADY_DREW: 'you already drew: play the drawn card or pass',
  MUST_PLAY: 'you hold a playable card and may not draw',
  NOTHING_TO_PASS: 'you may pass only after drawing a playable card',
  MUST_PLAY_DRAWN_CARD: 'the drawn card must be played',
  NO_PENALTY: 'there is no penalty to accept',
  NOTHING_TO_CHALLENGE: 'there is no Wild Draw Four to challenge',
  NO_COLOR_TO_CHOOSE: 'there is no colour to choose',
  INVALID_COLOR: 'the colour must be red, yellow, green or blue',
  NO_UNO_TO_DECLARE: 'you have nothing to declare',
  NOTHING_TO_CATCH: 'that player cannot be caught',
}

const DENIALS = Object.fromEntries(Object.entries(REASONS).map(([code, reason]) => [code, Object.freeze({ code, reason })])) as Record<UnoDenyCode, Denial>
const denial = (code: UnoDenyCode): Denial => DENIALS[code]
const unoOf = (state: GameState) => state.variables[UNO_VARIABLE] as UnoState | undefined

/** Common checks: the game is played and it is the player's turn. */
function turnDenial(state: GameState, playerId: string | undefined): Denial | null {
  if (state.status !== 'playing' || unoOf(state) === undefined) return denial(UnoDenyCodes.GAME_NOT_PLAYING)
  if (playerId === undefined || playerId !== state.currentPlayerId) return denial(UnoDenyCodes.NOT_YOUR_TURN)
  return null
}

/** Why `PLAY` is refused, or `null`. */
export function playDenial(state: GameState, options: UnoOptions, playerId: string | undefined, payload: Partial<UnoPlayPayload>): Denial | null {
  const uno = unoOf(state)
  if (state.status !== 'playing' || uno === undefined) return denial(UnoDenyCodes.GAME_NOT_PLAYING)
  if (playerId === undefined || !Object.hasOwn(state.players, playerId)) return denial(UnoDenyCodes.NOT_YOUR_TURN)
  const hand = state.zones[handZoneId(playerId)]!.cards
  const cardId = payload?.cardId
  if (typeof cardId !== 'string' || !hand.includes(cardId)) {
    return playerId === state.currentPlayerId ? denial(UnoDenyCodes.CARD_NOT_IN_HAND) : denial(UnoDenyCodes.NOT_YOUR_TURN)
  }
  const info = unoCardInfo(state, cardId)
  if (playerId !== state.currentPlayerId || uno.phase === 'color' || uno.phase === 'over') {
    if (!canJumpIn(state, uno, options, playerId, cardId)) {
      return playerId !== state.currentPlayerId ? denial(UnoDenyCodes.NOT_YOUR_TURN) : denial(UnoDenyCodes.CHOOSE_COLOR_FIRST)
    }
  } else {
    const code = infoPlayDenial(hand, cardId, info, uno.phase, uno, options)
    if (code !== null) return denial(code)
  }
  return payloadDenial(state, options, playerId, hand, info, payload)
}

function payloadDenial(state: GameState, options: UnoOptions, playerId: string, hand: readonly string[], card: UnoCardInfo, payload: Partial<UnoPlayPayload>): Denial | null {
  if (card.color === null) {
    if (!isUnoColor(payload.color)) return denial(UnoDenyCodes.COLOR_REQUIRED)
  } else if (payload.color !== undefined) return denial(UnoDenyCodes.COLOR_NOT_ALLOWED)
  const swaps = options.sevenO && card.seven && hand.length > 1
  if (swaps) {
    if (payload.target === undefined) return denial(UnoDenyCodes.TARGET_REQUIRED)
    if (payload.target === playerId || typeof payload.target !== 'string' || !Object.hasOwn(state.players, payload.target)) return denial(UnoDenyCodes.INVALID_TARGET)
  } else if (payload.target !== undefined) return denial(UnoDenyCodes.TARGET_NOT_ALLOWED)
  return null
}

/**
 * The cards `playerId` may play now, in hand order, identical cards (two red 5s) once: the first copy
 * allowed. Written into `out` from index 0; returns how many (entries past that are left as they were).
 * Each makes {@link playMoveCount} `PLAY` actions, which the rules allow (what `enumerate` lists).
 */
export function collectPlayable(state: GameState, options: UnoOptions, playerId: string, out: string[], infos?: UnoCardInfo[]): number {
  const uno = unoOf(state)
  if (state.status !== 'playing' || uno === undefined) return 0
  const zone = state.zones[handZoneId(playerId)]
  if (zone === undefined) return 0
  const hand = zone.cards
  const phase = uno.phase
  const mine = playerId === state.currentPlayerId && (phase === 'play' || phase === 'drawn' || phase === 'penalty')
  if (!mine && !(options.jumpIn && uno.jumpable !== null)) return 0
  const keys = KEYS
  let n = 0
  for (let i = 0; i < hand.length; i++) {
    const cardId = hand[i]!
    const info = unoCardInfo(state, cardId)
    if (mine) {
      if (infoPlayDenial(hand, cardId, info, phase, uno, options) !== null) continue
    } else if (!canJumpIn(state, uno, options, playerId, cardId)) continue
    const key = info.key
    // Identical cards (two red 5s) are one move: list the first copy only.
    let seen = false
    for (let j = 0; j < n; j++) if (keys[j] === key) seen = true
    if (seen) continue
    keys[n] = key
    if (infos !== undefined) infos[n] = info
    out[n++] = cardId
  }
  return n
}

const KEYS: number[] = []

/** How many `PLAY` actions a playable card makes: 4 for a Wild (one per colour), one per other player for a Seven-O 7, else 1. */
export function playMoveCount(state: GameState, options: UnoOptions, playerId: string, card: UnoCardInfo, order: readonly string[]): number {
  if (card.color === null) return 4
  if (options.sevenO && card.seven && state.zones[handZoneId(playerId)]!.cards.length > 1) return order.length - 1
  return 1
}

/** The `k`-th `PLAY` action (0 ≤ k < {@link playMoveCount}) of a playable card, in the order `getLegalActions` lists them. */
export function playMove(state: GameState, options: UnoOptions, playerId: string, cardId: string, card: UnoCardInfo, order: readonly string[], k: number): ActionInit<'PLAY', UnoPlayPayload> {
  if (card.color === null) return { type: 'PLAY', playerId, payload: { cardId, color: UNO_COLORS[k]! } }
  if (options.sevenO && card.seven && state.zones[handZoneId(playerId)]!.cards.length > 1) {
    for (let i = 0; i < order.length; i++) {
      const target = order[i]!
      if (target === playerId) continue
      if (k-- === 0) return { type: 'PLAY', playerId, payload: { cardId, target } }
    }
  }
  return { type: 'PLAY', playerId, payload: { cardId } }
}

function playCandidates(state: GameState, options: UnoOptions, playerId: string): ActionInit<'PLAY', UnoPlayPayload>[] {
  const out: ActionInit<'PLAY', UnoPlayPayload>[] = []
  const playable: string[] = []
  const infos: UnoCardInfo[] = []
  const count = collectPlayable(state, options, playerId, playable, infos)
  if (count === 0) return out
  const order = unoOf(state)!.order
  for (let i = 0; i < count; i++) {
    const n = playMoveCount(state, options, playerId, infos[i]!, order)
    for (let k = 0; k < n; k++) out.push(playMove(state, options, playerId, playable[i]!, infos[i]!, order, k))
  }
  return out
}

/** The actions other than `PLAY`, as bits of {@link otherActions}. */
export const OtherAction = {
  DRAW: 1,
  PASS: 2,
  ACCEPT: 4,
  CHALLENGE: 8,
  /** One `CHOOSE_COLOR` per colour. */
  CHOOSE_COLOR: 16,
  DECLARE_UNO: 32,
  /** `CATCH_UNO` of the player in the UNO call window. */
  CATCH_UNO: 64,
} as const

/**
 * Which actions other than `PLAY` `playerId` may take now, as {@link OtherAction} bits: what the
 * `enumerate` of those types lists, and exactly what their rules (`drawDenial`, `passDenial`, …) allow,
 * in one pass over the state.
 */
export function otherActions(state: GameState, options: UnoOptions, playerId: string): number {
  const uno = unoOf(state)
  if (state.status !== 'playing' || uno === undefined) return 0
  let bits = 0
  if (playerId === state.currentPlayerId) {
    // The turn actions (turnDenial passed), by phase.
    const phase = uno.phase
    if (phase === 'penalty') bits = uno.challenge !== null ? OtherAction.ACCEPT | OtherAction.CHALLENGE : OtherAction.ACCEPT
    else if (phase === 'drawn') bits = options.drawnCardPlay === 'forced' ? 0 : OtherAction.PASS
    else if (phase === 'color') bits = OtherAction.CHOOSE_COLOR
    else if (options.voluntaryDraw || !hasPlayableCard(state.zones[handZoneId(playerId)]!.cards, uno, options)) bits = OtherAction.DRAW
  }
  const call = uno.unoCall
  if (options.unoCall && call !== null && !call.declared) {
    if (call.player === playerId) bits |= OtherAction.DECLARE_UNO
    else if (Object.hasOwn(state.players, playerId)) bits |= OtherAction.CATCH_UNO
  }
  return bits
}

/** Why `DRAW` is refused, or `null`. */
export function drawDenial(state: GameState, options: UnoOptions, playerId: string | undefined): Denial | null {
  const turn = turnDenial(state, playerId)
  if (turn !== null) return turn
  const uno = unoOf(state)!
  if (uno.phase === 'penalty') return denial(UnoDenyCodes.PENALTY_PENDING)
  if (uno.phase === 'drawn') return denial(UnoDenyCodes.ALREADY_DREW)
  if (uno.phase === 'color') return denial(UnoDenyCodes.CHOOSE_COLOR_FIRST)
  if (!options.voluntaryDraw && hasPlayableCard(state.zones[handZoneId(playerId!)]!.cards, uno, options)) return denial(UnoDenyCodes.MUST_PLAY)
  return null
}

/** Why `PASS` is refused, or `null`. */
export function passDenial(state: GameState, options: UnoOptions, playerId: string | undefined): Denial | null {
  const turn = turnDenial(state, playerId)
  if (turn !== null) return turn
  if (unoOf(state)!.phase !== 'drawn') return denial(UnoDenyCodes.NOTHING_TO_PASS)
  if (options.drawnCardPlay === 'forced') return denial(UnoDenyCodes.MUST_PLAY_DRAWN_CARD)
  return null
}

/** Why `ACCEPT` is refused, or `null`. */
export function acceptDenial(state: GameState, playerId: string | undefined): Denial | null {
  const turn = turnDenial(state, playerId)
  if (turn !== null) return turn
  return unoOf(state)!.phase === 'penalty' ? null : denial(UnoDenyCodes.NO_PENALTY)
}

/** Why `CHALLENGE` is refused, or `null`. */
export function challengeDenial(state: GameState, playerId: string | undefined): Denial | null {
  const turn = turnDenial(state, playerId)
  if (turn !== null) return turn
  const uno = unoOf(state)!
  return uno.phase === 'penalty' && uno.challenge !== null ? null : denial(UnoDenyCodes.NOTHING_TO_CHALLENGE)
}

/** Why `CHOOSE_COLOR` is refused, or `null`. */
export function chooseColorDenial(state: GameState, playerId: string | undefined, color: unknown): Denial | null {
  const turn = turnDenial(state, playerId)
  if (turn !== null) return turn
  if (unoOf(state)!.phase !== 'color') return denial(UnoDenyCodes.NO_COLOR_TO_CHOOSE)
  return isUnoColor(color) ? null : denial(UnoDenyCodes.INVALID_COLOR)
}

/** Why `DECLARE_UNO` is refused, or `null`. */
export function declareDenial(state: GameState, options: UnoOptions, playerId: string | undefined): Denial | null {
  const uno = unoOf(state)
  if (state.status !== 'playing' || uno === undefined) return denial(UnoDenyCodes.GAME_NOT_PLAYING)
  const call = uno.unoCall
  return options.unoCall && call !== null && call.player === playerId && !call.declared ? null : denial(UnoDenyCodes.NO_UNO_TO_DECLARE)
}

/** Why `CATCH_UNO` is refused, or `null`. */
export function catchDenial(state: GameState, options: UnoOptions, playerId: string | undefined, target: unknown): Denial | null {
  const uno = unoOf(state)
  if (state.status !== 'playing' || uno === undefined) return denial(UnoDenyCodes.GAME_NOT_PLAYING)
  const call = uno.unoCall
  if (!options.unoCall || call === null || call.declared || call.player !== target || playerId === undefined || playerId === target || !Object.hasOwn(state.players, playerId)) {
    return denial(UnoDenyCodes.NOTHING_TO_CATCH)
  }
  return null
}

const verdict = (d: Denial | null): RuleResult => (d === null ? ok() : deny(d.reason, d.code))

/** The rules and action handlers of UNO for one set of options. */
export function createUnoActions(options: UnoOptions): { rules: Rule[]; actions: ActionHandler<any, any>[] } {
  const payloadOf = (action: Action) => (action.payload ?? {}) as Record<string, unknown>
  const rules: Rule[] = [
    { id: 'uno.play', name: 'Play a matching card on your turn (§4)', appliesTo: ['PLAY'], validate: ({ state, action }) => verdict(playDenial(state, options, action.playerId, payloadOf(action) as Partial<UnoPlayPayload>)) },
    { id: 'uno.draw', name: 'Draw on your turn (§4)', appliesTo: ['DRAW'], validate: ({ state, action }) => verdict(drawDenial(state, options, action.playerId)) },
    { id: 'uno.pass', name: 'Keep the drawn card (§4)', appliesTo: ['PASS'], validate: ({ state, action }) => verdict(passDenial(state, options, action.playerId)) },
    { id: 'uno.accept', name: 'Take a pending +2/+4 (§5)', appliesTo: ['ACCEPT'], validate: ({ state, action }) => verdict(acceptDenial(state, action.playerId)) },
    { id: 'uno.challenge', name: 'Challenge a Wild Draw Four (§6)', appliesTo: ['CHALLENGE'], validate: ({ state, action }) => verdict(challengeDenial(state, action.playerId)) },
    { id: 'uno.choose-color', name: 'Declare the colour of a first-card Wild (§3)', appliesTo: ['CHOOSE_COLOR'], validate: ({ state, action }) => verdict(chooseColorDenial(state, action.playerId, payloadOf(action).color)) },
    { id: 'uno.declare', name: 'Call UNO (§7)', appliesTo: ['DECLARE_UNO'], validate: ({ state, action }) => verdict(declareDenial(state, options, action.playerId)) },
    { id: 'uno.catch', name: 'Catch a missed UNO call (§7)', appliesTo: ['CATCH_UNO'], validate: ({ state, action }) => verdict(catchDenial(state, options, action.playerId, payloadOf(action).target)) },
  ]

  // One draft for every action of these handlers, reset each time (fewer allocations per move).
  let reused: Draft | null = null
  const draft = (state: GameState) => (reused === null ? (reused = new Draft(state, getUnoState(state))) : reused.reset(state, getUnoState(state)))
  const single = <T extends string>(type: T, bit: number) =>
    (state: GameState, playerId: string): ActionInit<T, Record<string, never>>[] => ((otherActions(state, options, playerId) & bit) !== 0 ? [{ type, playerId }] : [])

  const actions: ActionHandler<any, any>[] = [
    {
      type: UnoActionTypes.PLAY,
      execute: (action: Action<'PLAY', UnoPlayPayload>, { state, random }) => {
        const d = draft(state)
        playCard(d, random, options, action.playerId!, action.payload)
        return d.result()
      },
      enumerate: (state: GameState, playerId: string) => playCandidates(state, options, playerId),
    },
    {
      type: UnoActionTypes.DRAW,
      execute: (action: Action, { state, random }) => {
        const d = draft(state)
        drawForTurn(d, random, options, action.playerId!)
        return d.result()
      },
      enumerate: single('DRAW', OtherAction.DRAW),
    },
    {
      type: UnoActionTypes.PASS,
      execute: (action: Action, { state }) => {
        const d = draft(state)
        pass(d, action.playerId!)
        return d.result()
      },
      enumerate: single('PASS', OtherAction.PASS),
    },
    {
      type: UnoActionTypes.ACCEPT,
      execute: (action: Action, { state, random }) => {
        const d = draft(state)
        acceptPenalty(d, random, options, action.playerId!)
        return d.result()
      },
      enumerate: single('ACCEPT', OtherAction.ACCEPT),
    },
    {
      type: UnoActionTypes.CHALLENGE,
      execute: (action: Action, { state, random }) => {
        const d = draft(state)
        challenge(d, random, options, action.playerId!)
        return d.result()
      },
      enumerate: single('CHALLENGE', OtherAction.CHALLENGE),
    },
    {
      type: UnoActionTypes.CHOOSE_COLOR,
      execute: (action: Action<'CHOOSE_COLOR', { color: (typeof UNO_COLORS)[number] }>, { state }) => {
        const d = draft(state)
        chooseColor(d, action.playerId!, action.payload.color)
        return d.result()
      },
      enumerate: (state: GameState, playerId: string) =>
        (otherActions(state, options, playerId) & OtherAction.CHOOSE_COLOR) !== 0 ? UNO_COLORS.map((color) => ({ type: 'CHOOSE_COLOR', playerId, payload: { color } })) : [],
    },
    {
      type: UnoActionTypes.DECLARE_UNO,
      execute: (action: Action, { state }) => {
        const d = draft(state)
        declareUno(d, action.playerId!)
        return d.result()
      },
      enumerate: single('DECLARE_UNO', OtherAction.DECLARE_UNO),
    },
    {
      type: UnoActionTypes.CATCH_UNO,
      execute: (action: Action<'CATCH_UNO', { target: string }>, { state, random }) => {
        const d = draft(state)
        catchUno(d, random, options, action.playerId!, action.payload.target)
        return d.result()
      },
      enumerate: (state: GameState, playerId: string) =>
        (otherActions(state, options, playerId) & OtherAction.CATCH_UNO) !== 0 ? [{ type: 'CATCH_UNO', playerId, payload: { target: unoOf(state)!.unoCall!.player } }] : [],
    },
  ]
  return { rules, actions }
}
