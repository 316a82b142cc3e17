import type { GameState } from '@decklet/core'
import { cardFace, unoCardInfo, UNO_COLORS, type UnoCard, type UnoCardInfo } from './cards'
import type { UnoOptions } from './options'
import { handZoneId, type UnoState } from './unoState'

/**
 * The stable codes with which UNO denies an action.
 *
 * @example
 * engine.dispatch(createDrawAction('p2')).denyCode === UnoDenyCodes.NOT_YOUR_TURN
 */
export const UnoDenyCodes = {
  GAME_NOT_PLAYING: 'GAME_NOT_PLAYING',
  NOT_YOUR_TURN: 'NOT_YOUR_TURN',
  CARD_NOT_IN_HAND: 'CARD_NOT_IN_HAND',
  CHOOSE_COLOR_FIRST: 'CHOOSE_COLOR_FIRST',
  ONLY_DRAWN_CARD: 'ONLY_DRAWN_CARD',
  CANNOT_STACK: 'CANNOT_STACK',
  CARD_DOES_NOT_MATCH: 'CARD_DOES_NOT_MATCH',
  WILD_DRAW_FOUR_NOT_ALLOWED: 'WILD_DRAW_FOUR_NOT_ALLOWED',
  LAST_CARD_MUST_BE_NUMBER: 'LAST_CARD_MUST_BE_NUMBER',
  COLOR_REQUIRED: 'COLOR_REQUIRED',
  COLOR_NOT_ALLOWED: 'COLOR_NOT_ALLOWED',
  TARGET_REQUIRED: 'TARGET_REQUIRED',
  INVALID_TARGET: 'INVALID_TARGET',
  TARGET_NOT_ALLOWED: 'TARGET_NOT_ALLOWED',
  PENALTY_PENDING: 'PENALTY_PENDING',
  ALREADY_DREW: 'ALREADY_DREW',
  MUST_PLAY: 'MUST_PLAY',
  NOTHING_TO_PASS: 'NOTHING_TO_PASS',
  MUST_PLAY_DRAWN_CARD: 'MUST_PLAY_DRAWN_CARD',
  NO_PENALTY: 'NO_PENALTY',
  NOTHING_TO_CHALLENGE: 'NOTHING_TO_CHALLENGE',
  NO_COLOR_TO_CHOOSE: 'NO_COLOR_TO_CHOOSE',
  INVALID_COLOR: 'INVALID_COLOR',
  NO_UNO_TO_DECLARE: 'NO_UNO_TO_DECLARE',
  NOTHING_TO_CATCH: 'NOTHING_TO_CATCH',
} as const

/** One of {@link UnoDenyCodes}. */
export type UnoDenyCode = (typeof UnoDenyCodes)[keyof typeof UnoDenyCodes]

/**
 * Whether a card matches the top of the discard pile by colour, number or symbol (Wilds always do).
 *
 * @example
 * matchesTop(getUnoCard(null, 'blue-5-1'), { color: 'red', face: '5' }) // true
 */
export function matchesTop(card: UnoCard, uno: Pick<UnoState, 'color' | 'face'>): boolean {
  return card.color === null || card.color === uno.color || cardFace(card) === uno.face
}

/** {@link matchesTop} on a card's precomputed info. */
function infoMatchesTop(info: UnoCardInfo, uno: Pick<UnoState, 'color' | 'face'>): boolean {
  return info.color === null || info.color === uno.color || info.face === uno.face
}

/** Whether a Wild Draw Four may be played from this hand under `wd4Legality`. */
export function wildDrawFourAllowed(hand: readonly string[], uno: UnoState, options: UnoOptions): boolean {
  if (options.wd4Legality === 'official-bluffable') return true
  if (options.wd4Legality === 'enforced') {
    for (let i = 0; i < hand.length; i++) if (unoCardInfo(null, hand[i]!).color === uno.color) return false
    return true
  }
  for (let i = 0; i < hand.length; i++) {
    const info = unoCardInfo(null, hand[i]!)
    if (info.kind !== 'wild4' && infoMatchesTop(info, uno)) return false
  }
  return true
}

/** Whether a card may be put on a pending +2/+4 under `stacking`. */
function stacks(card: UnoCardInfo, uno: UnoState, options: UnoOptions): boolean {
  if (options.stacking === 'none') return false
  if (card.kind === 'draw2') return uno.face === 'draw2' || (options.stacking === 'cross' && uno.face === 'wild4' && card.color === uno.color)
  if (card.kind === 'wild4') return uno.face === 'wild4' || options.stacking === 'cross'
  return false
}

/**
 * Why the current player may not play this card from this hand now (a deny code), or `null` when they
 * may: matching, the drawn card only after a draw, stacking on a penalty, Wild Draw Four legality and
 * the last-card house rule. Turn, colour and target are checked elsewhere.
 */
export function cardPlayDenial(hand: readonly string[], cardId: string, uno: UnoState, options: UnoOptions): UnoDenyCode | null {
  return infoPlayDenial(hand, cardId, unoCardInfo(null, cardId), uno.phase, uno, options)
}

/**
 * {@link cardPlayDenial} for a card whose info is at hand, in `phase` (which may differ from `uno.phase`:
 * a card just drawn is judged as in phase `drawn`).
 */
export function infoPlayDenial(hand: readonly string[], cardId: string, card: UnoCardInfo, phase: UnoState['phase'], uno: UnoState, options: UnoOptions): UnoDenyCode | null {
  if (phase === 'drawn') {
    if (hand[hand.length - 1] !== cardId) return UnoDenyCodes.ONLY_DRAWN_CARD
    if (options.drawnCardMatchesColorOnly && card.color !== null && card.color !== uno.color) return UnoDenyCodes.CARD_DOES_NOT_MATCH
  }
  if (phase === 'penalty') {
    if (!stacks(card, uno, options)) return UnoDenyCodes.CANNOT_STACK
  } else if (!(card.color === null || card.color === uno.color || card.face === uno.face)) return UnoDenyCodes.CARD_DOES_NOT_MATCH
  if (card.kind === 'wild4' && !wildDrawFourAllowed(hand, uno, options)) return UnoDenyCodes.WILD_DRAW_FOUR_NOT_ALLOWED
  if (options.noWinningOnAction && hand.length === 1 && card.kind !== 'number') return UnoDenyCodes.LAST_CARD_MUST_BE_NUMBER
  return null
}

/** Whether the hand holds a card the current player could play now (phase `play`). */
export function hasPlayableCard(hand: readonly string[], uno: UnoState, options: UnoOptions): boolean {
  for (let i = 0; i < hand.length; i++) if (cardPlayDenial(hand, hand[i]!, uno, options) === null) return true
  return false
}

/** Whether `cardId` may be jumped in with by `playerId` out of turn (Jump-In). */
export function canJumpIn(state: GameState, uno: UnoState, options: UnoOptions, playerId: string, cardId: string): boolean {
  if (!options.jumpIn || uno.jumpable === null || uno.jumpable === playerId || uno.phase !== 'play' || uno.penalty !== 0) return false
  const card = unoCardInfo(state, cardId)
  if (card.color === null || card.color !== uno.color || card.face !== uno.face) return false
  if (options.noWinningOnAction && state.zones[handZoneId(playerId)]!.cards.length === 1 && card.kind !== 'number') return false
  return true
}

/** Whether a value is one of the four colours. */
export function isUnoColor(value: unknown): value is (typeof UNO_COLORS)[number] {
  return value === 'red' || value === 'yellow' || value === 'green' || value === 'blue'
}
