import { playersBySeat, type Action, type GameEvent, type PlayerView } from '@decklet/core'
import type { DecisionRequest } from '@decklet/runtime'
import type { Voice } from './voice'

/** A card id (`red-5-1`, `blue-draw2-2`, `wild4-1`) as people say it: `red 5`, `blue Draw Two`, `Wild Draw Four`. */
export function cardName(cardId: string): string {
  return cardId.replace(/-\d+$/, '').replace('draw2', 'Draw Two').replace('wild4', 'Wild Draw Four').replace('wild', 'Wild').replace(/-/g, ' ')
}

type Payload = Record<string, any>
const payloadOf = (x: { payload?: unknown }): Payload => (x.payload ?? {}) as Payload

/** One legal action as a menu line. */
export function describeAction(action: Pick<Action, 'type' | 'payload'>, voice: Voice): string {
  const p = payloadOf(action)
  switch (action.type) {
    case 'PLAY':
      return `play ${cardName(String(p.cardId))}${p.color ? ` and name ${p.color}` : ''}${p.target ? ` (swap with ${voice.object(p.target)})` : ''}`
    case 'DRAW':
      return 'draw a card'
    case 'PASS':
      return 'keep the drawn card (pass)'
    case 'ACCEPT':
      return 'accept the penalty and draw'
    case 'CHALLENGE':
      return 'challenge the Wild Draw Four'
    case 'CHOOSE_COLOR':
      return `name ${p.color}`
    case 'DECLARE_UNO':
      return 'say "UNO!"'
    case 'CATCH_UNO':
      return `catch ${voice.object(p.target)} without "UNO" (+2 for them)`
    default:
      return `${action.type} ${JSON.stringify(action.payload ?? {})}`
  }
}

/**
 * Whether `request` asks only whether to catch a player who did not call UNO. UNO has no action to decline
 * a catch (its `PASS` keeps a drawn card): the chance ends with the next action anyone takes.
 */
export function isCatchOnly(request: Pick<DecisionRequest, 'legalActions'>): boolean {
  return request.legalActions.length > 0 && request.legalActions.every((action) => action.type === 'CATCH_UNO')
}

/** One readable log line for an event as a player sees it, or `null` to skip it. */
export function narrate(event: GameEvent, voice: Voice): string | null {
  const p = payloadOf(event)
  const { says } = voice
  switch (event.type) {
    case 'UNO_DEALER_CHOSEN':
      return `${(p.rounds as { playerId: string; cardId: string }[][]).map((round) => round.map((d) => `${says(d.playerId, 'draws')} ${cardName(d.cardId)}`).join(', ')).join('; then ')}: ${says(p.dealer, 'deals')} first`
    case 'UNO_HAND_STARTED':
      return `${says(p.dealer, 'deals')} ${p.handSize} cards each; first card: ${cardName(p.firstCard)}`
    case 'UNO_CARD_PLAYED':
      return `${says(p.playerId, 'plays')} ${cardName(p.cardId)}${String(p.cardId).startsWith('wild') ? ` and ${voice.verb(p.playerId, 'names')} ${p.color}` : ''}${p.jumpIn ? ' (jumping in)' : ''} (${p.left} left)`
    case 'UNO_CARDS_DRAWN':
      return p.reason === 'deal' ? null : `${says(p.playerId, 'draws')} ${p.count}${Array.isArray(p.cardIds) ? `: ${p.cardIds.map(cardName).join(', ')}` : ''} (${p.reason})`
    case 'UNO_PASSED':
      return `${says(p.playerId, 'keeps')} the card`
    case 'UNO_PLAYER_SKIPPED':
      return `${says(p.playerId, 'is')} skipped`
    case 'UNO_DIRECTION_CHANGED':
      return `direction: ${p.direction === 1 ? 'clockwise' : 'counter-clockwise'}`
    case 'UNO_COLOR_CHOSEN':
      return `${says(p.playerId, 'names')} ${p.color}`
    case 'UNO_DECLARED':
      return `${voice.name(p.playerId)}: "UNO!"`
    case 'UNO_CAUGHT':
      return `${says(p.by, 'catches')} ${voice.object(p.target)} without "UNO": +${p.penalty}`
    case 'UNO_CHALLENGED':
      return `${says(p.challenger, 'challenges')} ${voice.possessive(p.offender)} Wild Draw Four: ${p.guilty ? 'guilty' : 'innocent'}`
    case 'UNO_DECK_RESHUFFLED':
      return `the discard pile is reshuffled into the draw pile`
    case 'UNO_HAND_ENDED':
      return `${says(p.winnerId, 'goes')} out${typeof p.scored === 'number' ? ` and ${voice.verb(p.winnerId, 'scores')} ${p.scored}` : ''}`
    default:
      return null
  }
}

/** The table as `playerId` sees it: the top card, the colour in play, everyone's card count and the player's hand. */
export function describeTable(view: PlayerView, playerId: string, voice: Voice): string[] {
  const discard = view.zones['uno-discard']?.cards ?? []
  const top = discard[discard.length - 1]
  const uno = (view.variables.uno ?? {}) as { color?: string | null; direction?: number }
  const counts = playersBySeat(view)
    .map((pl) => `${voice.name(pl.id)} ${view.zones[`hand-${pl.id}`]?.cards.length ?? 0}`)
  const hand = (view.zones[`hand-${playerId}`]?.cards ?? []).map(cardName).sort()
  return [
    `top card: ${top === undefined ? '—' : cardName(top)}   colour in play: ${uno.color ?? '—'}   direction: ${uno.direction === -1 ? 'counter-clockwise' : 'clockwise'}`,
    `cards: ${counts.join(', ')}`,
    `your hand (${hand.length}): ${hand.join(', ')}`,
  ]
}
