import { cardFace, unoCardInfo, UNO_COLORS, type UnoCard, type UnoCardInfo } from './cards'
import { UnoDenyCodes, type UnoRuleCode } from './denyCodes'
import type { ResolvedUnoOptions } from './options'
import type { UnoState } from './state'

// The rule decisions on one card: pure functions of the card, the hand and the UNO state, each refusal a
// stable code. The action rules (`rules.ts`), the legal-action lists and the game's flow all decide with these.

const Codes = UnoDenyCodes.codes

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
export function wildDrawFourAllowed(hand: readonly string[], uno: UnoState, options: ResolvedUnoOptions): boolean {
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
function stacks(card: UnoCardInfo, uno: UnoState, options: ResolvedUnoOptions): boolean {
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
export function cardPlayDenial(hand: readonly string[], cardId: string, uno: UnoState, options: ResolvedUnoOptions): UnoRuleCode | null {
  return infoPlayDenial(hand, cardId, unoCardInfo(null, cardId), uno.phase, uno, options)
}

/**
 * {@link cardPlayDenial} for a card whose info is at hand, in `phase` (which may differ from `uno.phase`:
 * a card just drawn is judged as in phase `drawn`).
 */
export function infoPlayDenial(hand: readonly string[], cardId: string, card: UnoCardInfo, phase: UnoState['phase'], uno: UnoState, options: ResolvedUnoOptions): UnoRuleCode | null {
  if (phase === 'drawn') {
    if (hand[hand.length - 1] !== cardId) return Codes.ONLY_DRAWN_CARD
    if (options.drawnCardMatchesColorOnly && card.color !== null && card.color !== uno.color) return Codes.CARD_DOES_NOT_MATCH
  }
  if (phase === 'penalty') {
    if (!stacks(card, uno, options)) return Codes.CANNOT_STACK
  } else if (!(card.color === null || card.color === uno.color || card.face === uno.face)) return Codes.CARD_DOES_NOT_MATCH
  if (card.kind === 'wild4' && !wildDrawFourAllowed(hand, uno, options)) return Codes.WILD_DRAW_FOUR_NOT_ALLOWED
  if (options.noWinningOnAction && hand.length === 1 && card.kind !== 'number') return Codes.LAST_CARD_MUST_BE_NUMBER
  return null
}

/** Whether the hand holds a card the current player could play now (phase `play`). */
export function hasPlayableCard(hand: readonly string[], uno: UnoState, options: ResolvedUnoOptions): boolean {
  for (let i = 0; i < hand.length; i++) if (cardPlayDenial(hand, hand[i]!, uno, options) === null) return true
  return false
}

/** Whether `playerId`, holding `hand`, may jump in out of turn with `card` (Jump-In: an identical card, right after it was played). */
export function canJumpIn(uno: UnoState, options: ResolvedUnoOptions, playerId: string, hand: readonly string[], card: UnoCardInfo): boolean {
  if (!options.jumpIn || uno.jumpable === null || uno.jumpable === playerId || uno.phase !== 'play' || uno.penalty !== 0) return false
  if (card.color === null || card.color !== uno.color || card.face !== uno.face) return false
  if (options.noWinningOnAction && hand.length === 1 && card.kind !== 'number') return false
  return true
}

/** Whether a value is one of the four colours. */
export function isUnoColor(value: unknown): value is (typeof UNO_COLORS)[number] {
  return value === 'red' || value === 'yellow' || value === 'green' || value === 'blue'
}
