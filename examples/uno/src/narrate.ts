import type { GameEvent } from '@decklet/core'

const name = (card: string) => card.replace(/-\d+$/, '').replace('draw2', 'Draw Two').replace('wild4', 'Wild Draw Four').replace('wild', 'Wild').replace(/-/g, ' ')

/** One readable line for a public event (as a spectator receives it), or `null` to skip it. */
export function narrate(event: GameEvent, names: Record<string, string>): string | null {
  const p = (event.payload ?? {}) as Record<string, any>
  const who = (id: string) => names[id] ?? id
  switch (event.type) {
    case 'UNO_DEALER_CHOSEN':
      return (p.rounds as { playerId: string; cardId: string }[][])
        .map((round, i) => `${i === 0 ? 'Drawing for the deal' : 'Tie: drawing again'}: ${round.map((d) => `${who(d.playerId)} ${name(d.cardId)}`).join(', ')}`)
        .concat(`${who(p.dealer)} drew the highest number and deals first`)
        .join('\n')
    case 'UNO_HAND_STARTED':
      return `\n— hand ${p.hand}: ${who(p.dealer)} deals ${p.handSize} cards each; first card: ${name(p.firstCard)}`
    case 'UNO_CARD_PLAYED':
      return `${who(p.playerId)} plays ${name(p.cardId)}${p.cardId.startsWith('wild') ? ` and names ${p.color}` : ''}${p.jumpIn ? ' (jumping in)' : ''} — ${p.left} left`
    case 'UNO_CARDS_DRAWN':
      return p.reason === 'deal' ? null : `${who(p.playerId)} draws ${p.count} (${p.reason})`
    case 'UNO_PASSED':
      return `${who(p.playerId)} keeps the card`
    case 'UNO_PLAYER_SKIPPED':
      return `${who(p.playerId)} is skipped`
    case 'UNO_DIRECTION_CHANGED':
      return `direction: ${p.direction === 1 ? 'clockwise' : 'counter-clockwise'}`
    case 'UNO_COLOR_CHOSEN':
      return `${who(p.playerId)} names ${p.color}`
    case 'UNO_DECLARED':
      return `${who(p.playerId)}: "UNO!"`
    case 'UNO_CAUGHT':
      return `${who(p.by)} catches ${who(p.target)} without "UNO": +${p.penalty}`
    case 'UNO_CHALLENGED':
      return `${who(p.challenger)} challenges ${who(p.offender)}'s Wild Draw Four: ${p.guilty ? 'guilty' : 'innocent'}`
    case 'UNO_DECK_RESHUFFLED':
      return `the discard pile is reshuffled into the draw pile (${p.count} cards)`
    case 'UNO_HAND_ENDED':
      return `${who(p.winnerId)} goes out and scores ${typeof p.scored === 'number' ? p.scored : '—'}; scores: ${Object.entries(p.scores as Record<string, number>).map(([id, s]) => `${who(id)} ${s}`).join(', ')}`
    case 'UNO_MATCH_ENDED':
      return `\n${who(p.winnerId)} wins the match after ${p.hands} hands`
    default:
      return null
  }
}
