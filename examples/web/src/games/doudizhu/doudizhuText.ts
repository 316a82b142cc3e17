import type { GameEvent } from '@decklet/core'
import { payloadOf, type Names } from '../narration'
import { standardName } from '../cards'

const KINDS: Record<string, string> = {
  solo: 'a single', pair: 'a pair', trio: 'a trio', trio_solo: 'a trio with a single', trio_pair: 'a trio with a pair',
  solo_chain: 'a chain', pair_chain: 'a chain of pairs', trio_chain: 'an airplane', plane_solo: 'an airplane with singles',
  plane_pair: 'an airplane with pairs', four_two_solo: 'four with two', four_two_pair: 'four with two pairs', bomb: 'a BOMB', rocket: 'the ROCKET',
}

/** The name of a combination kind ("a pair", "a chain of pairs"). */
export function kindName(kind: unknown): string {
  return KINDS[String(kind)] ?? String(kind)
}

/** A log line for a Dou Dizhu event. */
export function narrateDoudizhu(event: GameEvent, names: Names): string | null {
  const p = payloadOf(event)
  switch (event.type) {
    case 'DEAL_STARTED':
      return `${p.redeal === true || (typeof p.redeal === 'number' && p.redeal > 0) ? 'Redeal' : `Deal ${p.deal}`}: 17 cards each; ${names.says(p.firstBidder, 'bids')} first`
    case 'BID_MADE':
      return 'amount' in p ? `${names.says(p.playerId, 'bids')} ${p.amount}` : `${names.says(p.playerId, p.call === 'rob' ? 'robs' : 'calls')} (×${p.multiplier})`
    case 'BID_PASSED':
      return `${names.says(p.playerId, 'passes')} the bid`
    case 'BIDDING_FAILED':
      return 'Nobody bid: the cards are dealt again'
    case 'LANDLORD_CHOSEN':
      return `${names.says(p.landlordId, 'is')} the landlord; the kitty: ${((p.kitty ?? []) as string[]).map(standardName).join(' ')}`
    case 'CARDS_PLAYED':
      return `${names.says(p.playerId, 'plays')} ${kindName(p.kind)}: ${(p.cardIds as string[]).map(standardName).join(' ')} — ${p.remaining} left`
    case 'PLAYER_PASSED':
      return `${names.says(p.playerId, 'passes')}`
    case 'TRICK_ENDED':
      return `${names.says(p.leaderId, 'leads')} a new trick`
    case 'DEAL_ENDED':
      return `${p.winner === 'landlord' ? 'The landlord wins' : 'The farmers win'}${p.spring === true ? ' (spring!)' : ''}: stake ${p.stake}`
    case 'MATCH_ENDED':
      return `Match over: ${((p.winnerIds ?? []) as string[]).map((id) => names.name(id)).join(', ')} won`
    default:
      return null
  }
}
