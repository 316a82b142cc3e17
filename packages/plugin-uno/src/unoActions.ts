import { deny, ok, type Action, type ActionHandler, type ActionInit, type GameState, type Rule, type RuleResult } from '@decklet/core'
import { UnoActionTypes, type UnoPlayPayload } from './actionCreators'
import { getUnoCard, sameCardKey, UNO_COLORS } from './cards'
import { acceptPenalty, catchUno, challenge, chooseColor, declareUno, drawForTurn, pass, playCard } from './flow'
import { canJumpIn, cardPlayDenial, hasPlayableCard, isUnoColor, UnoDenyCodes, type UnoDenyCode } from './legality'
import type { UnoOptions } from './options'
import { Draft, getUnoState, handZoneId, UNO_VARIABLE, type UnoState } from './unoState'

type Denial = { code: UnoDenyCode; reason: string }

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
  if (state.status !== 'playing' || unoOf(state) === undefined) return denial(UnoDenyCodes.GAME_NOT_PLAYING)
  const uno = unoOf(state)!
  if (playerId === undefined || !Object.hasOwn(state.players, playerId)) return denial(UnoDenyCodes.NOT_YOUR_TURN)
  const hand = state.zones[handZoneId(playerId)]!.cards
  const cardId = payload?.cardId
  if (typeof cardId !== 'string' || !hand.includes(cardId)) {
    return playerId === state.currentPlayerId ? denial(UnoDenyCodes.CARD_NOT_IN_HAND) : denial(UnoDenyCodes.NOT_YOUR_TURN)
  }
  if (playerId !== state.currentPlayerId || uno.phase === 'color' || uno.phase === 'over') {
    if (!canJumpIn(state, uno, options, playerId, cardId)) {
      return playerId !== state.currentPlayerId ? denial(UnoDenyCodes.NOT_YOUR_TURN) : denial(UnoDenyCodes.CHOOSE_COLOR_FIRST)
    }
  } else {
    const code = cardPlayDenial(hand, cardId, uno, options)
    if (code !== null) return denial(code)
  }
  return payloadDenial(state, options, playerId, hand, cardId, payload)
}

function payloadDenial(state: GameState, options: UnoOptions, playerId: string, hand: readonly string[], cardId: string, payload: Partial<UnoPlayPayload>): Denial | null {
  const card = getUnoCard(state, cardId)
  if (card.color === null) {
    if (!isUnoColor(payload.color)) return denial(UnoDenyCodes.COLOR_REQUIRED)
  } else if (payload.color !== undefined) return denial(UnoDenyCodes.COLOR_NOT_ALLOWED)
  const swaps = options.sevenO && card.kind === 'number' && card.value === 7 && hand.length > 1
  if (swaps) {
    if (payload.target === undefined) return denial(UnoDenyCodes.TARGET_REQUIRED)
    if (payload.target === playerId || typeof payload.target !== 'string' || !Object.hasOwn(state.players, payload.target)) return denial(UnoDenyCodes.INVALID_TARGET)
  } else if (payload.target !== undefined) return denial(UnoDenyCodes.TARGET_NOT_ALLOWED)
  return null
}

function playCandidates(state: GameState, options: UnoOptions, playerId: string): ActionInit<'PLAY', UnoPlayPayload>[] {
  const out: ActionInit<'PLAY', UnoPlayPayload>[] = []
  const uno = unoOf(state)
  if (state.status !== 'playing' || uno === undefined) return out
  const zone = state.zones[handZoneId(playerId)]
  if (zone === undefined) return out
  const hand = zone.cards
  const mine = playerId === state.currentPlayerId && (uno.phase === 'play' || uno.phase === 'drawn' || uno.phase === 'penalty')
  if (!mine && !(options.jumpIn && uno.jumpable !== null)) return out
  const seen: string[] = []
  for (const cardId of hand) {
    // Identical cards (two red 5s) are one move: list the first copy only.
    const card = getUnoCard(state, cardId)
    const allowed = mine ? cardPlayDenial(hand, cardId, uno, options) === null : canJumpIn(state, uno, options, playerId, cardId)
    if (!allowed) continue
    const same = sameCardKey(card)
    if (seen.includes(same)) continue
    seen.push(same)
    if (card.color === null) {
      for (const color of UNO_COLORS) out.push({ type: 'PLAY', playerId, payload: { cardId, color } })
    } else if (options.sevenO && card.kind === 'number' && card.value === 7 && hand.length > 1) {
      for (const target of uno.order) if (target !== playerId) out.push({ type: 'PLAY', playerId, payload: { cardId, target } })
    } else out.push({ type: 'PLAY', playerId, payload: { cardId } })
  }
  return out
}

function drawDenial(state: GameState, options: UnoOptions, playerId: string | undefined): Denial | null {
  const turn = turnDenial(state, playerId)
  if (turn !== null) return turn
  const uno = unoOf(state)!
  if (uno.phase === 'penalty') return denial(UnoDenyCodes.PENALTY_PENDING)
  if (uno.phase === 'drawn') return denial(UnoDenyCodes.ALREADY_DREW)
  if (uno.phase === 'color') return denial(UnoDenyCodes.CHOOSE_COLOR_FIRST)
  if (!options.voluntaryDraw && hasPlayableCard(state.zones[handZoneId(playerId!)]!.cards, uno, options)) return denial(UnoDenyCodes.MUST_PLAY)
  return null
}

function passDenial(state: GameState, options: UnoOptions, playerId: string | undefined): Denial | null {
  const turn = turnDenial(state, playerId)
  if (turn !== null) return turn
  if (unoOf(state)!.phase !== 'drawn') return denial(UnoDenyCodes.NOTHING_TO_PASS)
  if (options.drawnCardPlay === 'forced') return denial(UnoDenyCodes.MUST_PLAY_DRAWN_CARD)
  return null
}

function acceptDenial(state: GameState, playerId: string | undefined): Denial | null {
  const turn = turnDenial(state, playerId)
  if (turn !== null) return turn
  return unoOf(state)!.phase === 'penalty' ? null : denial(UnoDenyCodes.NO_PENALTY)
}

function challengeDenial(state: GameState, playerId: string | undefined): Denial | null {
  const turn = turnDenial(state, playerId)
  if (turn !== null) return turn
  const uno = unoOf(state)!
  return uno.phase === 'penalty' && uno.challenge !== null ? null : denial(UnoDenyCodes.NOTHING_TO_CHALLENGE)
}

function chooseColorDenial(state: GameState, playerId: string | undefined, color: unknown): Denial | null {
  const turn = turnDenial(state, playerId)
  if (turn !== null) return turn
  if (unoOf(state)!.phase !== 'color') return denial(UnoDenyCodes.NO_COLOR_TO_CHOOSE)
  return isUnoColor(color) ? null : denial(UnoDenyCodes.INVALID_COLOR)
}

function declareDenial(state: GameState, options: UnoOptions, playerId: string | undefined): Denial | null {
  const uno = unoOf(state)
  if (state.status !== 'playing' || uno === undefined) return denial(UnoDenyCodes.GAME_NOT_PLAYING)
  const call = uno.unoCall
  return options.unoCall && call !== null && call.player === playerId && !call.declared ? null : denial(UnoDenyCodes.NO_UNO_TO_DECLARE)
}

function catchDenial(state: GameState, options: UnoOptions, playerId: string | undefined, target: unknown): Denial | null {
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

  const run = (state: GameState, step: (d: Draft) => void) => {
    const d = new Draft(state, getUnoState(state))
    step(d)
    return { state: d.commit(), events: d.events }
  }
  const single = <T extends string>(type: T, denialOf: (state: GameState, playerId: string) => Denial | null) =>
    (state: GameState, playerId: string): ActionInit<T, Record<string, never>>[] => (denialOf(state, playerId) === null ? [{ type, playerId }] : [])

  const actions: ActionHandler<any, any>[] = [
    {
      type: UnoActionTypes.PLAY,
      execute: (action: Action<'PLAY', UnoPlayPayload>, { state, random }) => run(state, (d) => playCard(d, random, options, action.playerId!, action.payload)),
      enumerate: (state: GameState, playerId: string) => playCandidates(state, options, playerId),
    },
    {
      type: UnoActionTypes.DRAW,
      execute: (action: Action, { state, random }) => run(state, (d) => drawForTurn(d, random, options, action.playerId!)),
      enumerate: single('DRAW', (s, p) => drawDenial(s, options, p)),
    },
    {
      type: UnoActionTypes.PASS,
      execute: (action: Action, { state }) => run(state, (d) => pass(d, action.playerId!)),
      enumerate: single('PASS', (s, p) => passDenial(s, options, p)),
    },
    {
      type: UnoActionTypes.ACCEPT,
      execute: (action: Action, { state, random }) => run(state, (d) => acceptPenalty(d, random, options, action.playerId!)),
      enumerate: single('ACCEPT', (s, p) => acceptDenial(s, p)),
    },
    {
      type: UnoActionTypes.CHALLENGE,
      execute: (action: Action, { state, random }) => run(state, (d) => challenge(d, random, options, action.playerId!)),
      enumerate: single('CHALLENGE', (s, p) => challengeDenial(s, p)),
    },
    {
      type: UnoActionTypes.CHOOSE_COLOR,
      execute: (action: Action<'CHOOSE_COLOR', { color: (typeof UNO_COLORS)[number] }>, { state }) => run(state, (d) => chooseColor(d, action.playerId!, action.payload.color)),
      enumerate: (state: GameState, playerId: string) =>
        chooseColorDenial(state, playerId, 'red') === null ? UNO_COLORS.map((color) => ({ type: 'CHOOSE_COLOR', playerId, payload: { color } })) : [],
    },
    {
      type: UnoActionTypes.DECLARE_UNO,
      execute: (action: Action, { state }) => run(state, (d) => declareUno(d, action.playerId!)),
      enumerate: single('DECLARE_UNO', (s, p) => declareDenial(s, options, p)),
    },
    {
      type: UnoActionTypes.CATCH_UNO,
      execute: (action: Action<'CATCH_UNO', { target: string }>, { state, random }) => run(state, (d) => catchUno(d, random, options, action.playerId!, action.payload.target)),
      enumerate: (state: GameState, playerId: string) => {
        const call = unoOf(state)?.unoCall
        if (!call || catchDenial(state, options, playerId, call.player) !== null) return []
        return [{ type: 'CATCH_UNO', playerId, payload: { target: call.player } }]
      },
    },
  ]
  return { rules, actions }
}
