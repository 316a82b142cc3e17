import type { GameEvent } from '@decklet/core'
import { standardName } from '../cards'
import { payloadOf, type Names } from '../narration'

const ACTIONS: Record<string, string> = { FOLD: 'folds', CHECK: 'checks', CALL: 'calls', BET: 'bets', RAISE: 'raises to', ALL_IN: 'goes all in' }
const BLINDS: Record<string, string> = { ante: 'an ante of', 'small-blind': 'the small blind', 'big-blind': 'the big blind', straddle: 'a straddle of' }

/** A log line for a Hold'em event. */
export function narrateHoldem(event: GameEvent, names: Names): string | null {
  const p = payloadOf(event)
  switch (event.type) {
    case 'HAND_STARTED':
      return `Hand #${p.handNumber}: ${names.name(p.button)} has the button`
    case 'BLIND_POSTED':
      return `${names.says(p.playerId, 'posts')} ${BLINDS[String(p.kind)] ?? p.kind} ${p.amount}`
    case 'HOLE_CARDS_DEALT':
      return Array.isArray(p.cards) ? `${names.says(p.playerId, 'gets')} ${p.cards.map(standardName).join(' ')}` : null
    case 'PLAYER_ACTED': {
      const verb = ACTIONS[String(p.action)] ?? String(p.action).toLowerCase()
      const amount = p.action === 'RAISE' ? ` ${p.to}` : p.action === 'BET' || p.action === 'CALL' || p.action === 'ALL_IN' ? ` ${p.put}` : ''
      return `${names.says(p.playerId, verb)}${amount}${p.allIn === true && p.action !== 'ALL_IN' ? ' (all in)' : ''}`
    }
    case 'FLOP_DEALT':
    case 'TURN_DEALT':
    case 'RIVER_DEALT':
      return `${event.type.split('_')[0]!.toLowerCase().replace(/^./, (c) => c.toUpperCase())}: ${(p.board as string[]).map(standardName).join(' ')}`
    case 'SHOWDOWN':
      return `Showdown: ${Object.entries(p.shown as Record<string, { cards: string[]; description: string }>).map(([id, s]) => `${names.name(id)} shows ${s.cards.map(standardName).join(' ')} (${s.description})`).join('; ') || 'nobody shows'}`
    case 'POT_AWARDED':
      return Object.entries(p.won as Record<string, number>).map(([id, chips]) => `${names.says(id, 'wins')} ${chips}`).join(', ')
    case 'SESSION_ENDED':
      return `The session is over after ${p.hands} hands; most chips: ${(p.winners as string[]).map((id) => names.name(id)).join(', ')}`
    default:
      return null
  }
}
