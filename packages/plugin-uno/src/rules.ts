import { ok, type Action, type GameState, type Rule, type RuleResult } from '@decklet/core'
import { UnoActionTypes, type UnoPlayPayload } from './actions'
import { unoCardInfo, type UnoCardInfo } from './cards'
import { denial, type UnoDenial } from './denyCodes'
import { canJumpIn, hasPlayableCard, infoPlayDenial, isUnoColor } from './legality'
import type { ResolvedUnoOptions } from './options'
import { unoVariable, type HandZones, type UnoState } from './state'

// Why each action is refused, or null: one function per action type, the checks in the order a player
// would ask them (is the game on, who is asking, whose turn, then the action's own conditions). The legal
// action lists (`legalActions.ts`) allow exactly what these allow; the tests check it at every step of
// seeded games.

function isPlayer(state: GameState, playerId: unknown): playerId is string {
  return typeof playerId === 'string' && Object.hasOwn(state.players, playerId)
}

/** The checks of every turn action: the game is played, the player is one of its players, it is their turn. */
function turnDenial(state: GameState, uno: UnoState | undefined, playerId: string | undefined): UnoDenial | null {
  if (state.status !== 'playing' || uno === undefined) return denial('GAME_NOT_PLAYING')
  if (playerId === undefined || playerId !== state.currentPlayerId) return isPlayer(state, playerId) ? denial('NOT_YOUR_TURN') : denial('UNKNOWN_PLAYER')
  return null
}

/** Why `PLAY` is refused, or `null`. @internal */
export function playDenial(state: GameState, options: ResolvedUnoOptions, hands: HandZones, playerId: string | undefined, payload: Partial<UnoPlayPayload>): UnoDenial | null {
  const uno = unoVariable.get(state)
  if (state.status !== 'playing' || uno === undefined) return denial('GAME_NOT_PLAYING')
  if (!isPlayer(state, playerId)) return denial('UNKNOWN_PLAYER')
  const cardId = payload.cardId
  if (typeof cardId !== 'string') return denial('BAD_PAYLOAD')
  const hand = state.zones[hands.of(playerId)]!.cards
  if (!hand.includes(cardId)) return playerId === state.currentPlayerId ? denial('CARD_NOT_IN_HAND') : denial('NOT_YOUR_TURN')
  const info = unoCardInfo(state, cardId)
  if (playerId !== state.currentPlayerId || uno.phase === 'color' || uno.phase === 'over') {
    if (!canJumpIn(uno, options, playerId, hand, info)) return playerId !== state.currentPlayerId ? denial('NOT_YOUR_TURN') : denial('CHOOSE_COLOR_FIRST')
  } else {
    const code = infoPlayDenial(hand, cardId, info, uno.phase, uno, options)
    if (code !== null) return denial(code)
  }
  return payloadDenial(state, options, playerId, hand, info, payload)
}

/** The colour and target a played card needs, and no other. */
function payloadDenial(state: GameState, options: ResolvedUnoOptions, playerId: string, hand: readonly string[], card: UnoCardInfo, payload: Partial<UnoPlayPayload>): UnoDenial | null {
  if (card.color === null) {
    if (!isUnoColor(payload.color)) return denial('COLOR_REQUIRED')
  } else if (payload.color !== undefined) return denial('COLOR_NOT_ALLOWED')
  const swaps = options.sevenO && card.seven && hand.length > 1
  if (swaps) {
    if (payload.target === undefined) return denial('TARGET_REQUIRED')
    if (payload.target === playerId || !isPlayer(state, payload.target)) return denial('INVALID_TARGET')
  } else if (payload.target !== undefined) return denial('TARGET_NOT_ALLOWED')
  return null
}

/** Why `DRAW` is refused, or `null`. @internal */
export function drawDenial(state: GameState, options: ResolvedUnoOptions, hands: HandZones, playerId: string | undefined): UnoDenial | null {
  const uno = unoVariable.get(state)
  const turn = turnDenial(state, uno, playerId)
  if (turn !== null) return turn
  if (uno!.phase === 'penalty') return denial('PENALTY_PENDING')
  if (uno!.phase === 'drawn') return denial('ALREADY_DREW')
  if (uno!.phase === 'color') return denial('CHOOSE_COLOR_FIRST')
  if (!options.voluntaryDraw && hasPlayableCard(state.zones[hands.of(playerId!)]!.cards, uno!, options)) return denial('MUST_PLAY')
  return null
}

/** Why `PASS` is refused, or `null`. @internal */
export function passDenial(state: GameState, options: ResolvedUnoOptions, playerId: string | undefined): UnoDenial | null {
  const uno = unoVariable.get(state)
  const turn = turnDenial(state, uno, playerId)
  if (turn !== null) return turn
  if (uno!.phase !== 'drawn') return denial('NOTHING_TO_PASS')
  if (options.drawnCardPlay === 'forced') return denial('MUST_PLAY_DRAWN_CARD')
  return null
}

/** Why `ACCEPT` is refused, or `null`. @internal */
export function acceptDenial(state: GameState, playerId: string | undefined): UnoDenial | null {
  const uno = unoVariable.get(state)
  const turn = turnDenial(state, uno, playerId)
  if (turn !== null) return turn
  return uno!.phase === 'penalty' ? null : denial('NO_PENALTY')
}

/** Why `CHALLENGE` is refused, or `null`. @internal */
export function challengeDenial(state: GameState, playerId: string | undefined): UnoDenial | null {
  const uno = unoVariable.get(state)
  const turn = turnDenial(state, uno, playerId)
  if (turn !== null) return turn
  return uno!.phase === 'penalty' && uno!.challenge !== null ? null : denial('NOTHING_TO_CHALLENGE')
}

/** Why `CHOOSE_COLOR` is refused, or `null`. @internal */
export function chooseColorDenial(state: GameState, playerId: string | undefined, color: unknown): UnoDenial | null {
  const uno = unoVariable.get(state)
  const turn = turnDenial(state, uno, playerId)
  if (turn !== null) return turn
  if (uno!.phase !== 'color') return denial('NO_COLOR_TO_CHOOSE')
  return isUnoColor(color) ? null : denial('INVALID_COLOR')
}

/** Why `DECLARE_UNO` is refused, or `null`. @internal */
export function declareDenial(state: GameState, options: ResolvedUnoOptions, playerId: string | undefined): UnoDenial | null {
  const uno = unoVariable.get(state)
  if (state.status !== 'playing' || uno === undefined) return denial('GAME_NOT_PLAYING')
  if (!isPlayer(state, playerId)) return denial('UNKNOWN_PLAYER')
  const call = uno.unoCall
  return options.unoCall && call !== null && call.player === playerId && !call.declared ? null : denial('NO_UNO_TO_DECLARE')
}

/** Why `CATCH_UNO` is refused, or `null`. @internal */
export function catchDenial(state: GameState, options: ResolvedUnoOptions, playerId: string | undefined, target: unknown): UnoDenial | null {
  const uno = unoVariable.get(state)
  if (state.status !== 'playing' || uno === undefined) return denial('GAME_NOT_PLAYING')
  if (!isPlayer(state, playerId)) return denial('UNKNOWN_PLAYER')
  const call = uno.unoCall
  if (!options.unoCall || call === null || call.declared || call.player !== target || playerId === target) return denial('NOTHING_TO_CATCH')
  return null
}

const verdict = (d: UnoDenial | null): RuleResult => d ?? ok()
const payloadOf = (action: Action) => (action.payload ?? {}) as Record<string, unknown>

/**
 * The rules of UNO for one set of options, one per action type, each citing its section of the rules
 * reference. A refusal is one of {@link UnoDenyCodes}, with its reason. @internal
 */
export function createUnoRules(options: ResolvedUnoOptions, hands: HandZones): Rule[] {
  const T = UnoActionTypes
  return [
    { id: 'uno.play', name: 'Play a matching card on your turn (§4)', appliesTo: [T.PLAY], validate: ({ state, action }) => verdict(playDenial(state, options, hands, action.playerId, payloadOf(action) as Partial<UnoPlayPayload>)) },
    { id: 'uno.draw', name: 'Draw on your turn (§4)', appliesTo: [T.DRAW], validate: ({ state, action }) => verdict(drawDenial(state, options, hands, action.playerId)) },
    { id: 'uno.pass', name: 'Keep the drawn card (§4)', appliesTo: [T.PASS], validate: ({ state, action }) => verdict(passDenial(state, options, action.playerId)) },
    { id: 'uno.accept', name: 'Take a pending +2/+4 (§5)', appliesTo: [T.ACCEPT], validate: ({ state, action }) => verdict(acceptDenial(state, action.playerId)) },
    { id: 'uno.challenge', name: 'Challenge a Wild Draw Four (§6)', appliesTo: [T.CHALLENGE], validate: ({ state, action }) => verdict(challengeDenial(state, action.playerId)) },
    { id: 'uno.choose-color', name: 'Declare the colour of a first-card Wild (§3)', appliesTo: [T.CHOOSE_COLOR], validate: ({ state, action }) => verdict(chooseColorDenial(state, action.playerId, payloadOf(action).color)) },
    { id: 'uno.declare', name: 'Call UNO (§7)', appliesTo: [T.DECLARE_UNO], validate: ({ state, action }) => verdict(declareDenial(state, options, action.playerId)) },
    { id: 'uno.catch', name: 'Catch a missed UNO call (§7)', appliesTo: [T.CATCH_UNO], validate: ({ state, action }) => verdict(catchDenial(state, options, action.playerId, payloadOf(action).target)) },
  ]
}
