import type { GameEvent } from '@decklet/core'
import { squareAt } from './plugin/board'
import { chanceCard } from './plugin/chance'
import { EstatesEvents, type RentPaidPayload, type RolledPayload } from './plugin/events'
import { HALF_RENT, SECOND_MOVE } from './plugin/modifiers'

/** Names players in sentences: `You` for the person at the terminal (second person), else their name. */
export interface Voice {
  /** The player's name as the subject of a sentence. */
  name(playerId: string): string
  /** Whether this player is "you" (verbs then take the second person). */
  isYou(playerId: string): boolean
}

/** A voice for `names`, `you` being the person at the terminal (`null` with --auto). */
export function createVoice(names: Readonly<Record<string, string>>, you: string | null): Voice {
  return {
    name: (id) => (id === you ? 'You' : (names[id] ?? id)),
    isYou: (id) => id === you,
  }
}

/** `verb` for a third person (`buys`), or the second person's form (`buy`) when the subject is you. */
function verb(voice: Voice, playerId: string, third: string, second: string): string {
  return `${voice.name(playerId)} ${voice.isYou(playerId) ? second : third}`
}

/**
 * The line the log shows for an event, or `null` for an event it does not show (steps' bookkeeping). Reads
 * the game's events and the phases plugin's round events; core's `MODIFIER_EXPIRED` says when a chance
 * card's modifier acted or wore off.
 *
 * @example
 * narrate(event, voice) // 'Bob rolls 3 + 4: Orchard Road'
 */
export function narrate(event: GameEvent, voice: Voice): string | null {
  const p = (event.payload ?? {}) as Record<string, unknown>
  const who = typeof p.playerId === 'string' ? p.playerId : ''
  switch (event.type) {
    case EstatesEvents.ROLLED: {
      const roll = p as unknown as RolledPayload
      const salary = roll.salary > 0 ? ` (past Start: +${roll.salary})` : ''
      const square = squareAt(roll.to)
      // Only Go to Jail or a card puts a player in jail: a roll that stops there is a visit.
      const where = square.kind === 'jail' ? `${square.name} (just visiting)` : square.name
      return `${verb(voice, who, 'rolls', 'roll')} ${roll.dice[0]} + ${roll.dice[1]}: ${where}${salary}`
    }
    case EstatesEvents.BOUGHT:
      return `${verb(voice, who, 'buys', 'buy')} ${squareAt(p.square as number).name} for ${p.price as number}`
    case EstatesEvents.DECLINED:
      return `${verb(voice, who, 'leaves', 'leave')} ${squareAt(p.square as number).name} to the bank`
    case EstatesEvents.RENT_PAID: {
      const rent = p as unknown as RentPaidPayload
      const short = rent.bankrupt ? `, all ${voice.isYou(who) ? 'you have' : 'they have'}, of ${rent.amount}` : ''
      return `${verb(voice, who, 'pays', 'pay')} ${voice.name(rent.owner)} ${rent.paid} rent for ${squareAt(rent.square).name}${short}`
    }
    case EstatesEvents.CHANCE_DRAWN:
      return `${verb(voice, who, 'draws', 'draw')} a chance card: ${chanceCard(p.cardId as string)?.text ?? String(p.cardId)}`
    case EstatesEvents.JAILED:
      return `${verb(voice, who, 'goes', 'go')} to jail`
    case EstatesEvents.BANKRUPT: {
      const creditor = typeof p.creditor === 'string' ? voice.name(p.creditor) : 'the bank'
      return `${voice.name(who)} ${voice.isYou(who) ? 'are' : 'is'} bankrupt: out of the game (${creditor} takes ${voice.isYou(who) ? 'your' : 'their'} properties)`
    }
    case EstatesEvents.ROUND_CAP:
      return `Round ${p.round as number} was the last: the richest win`
    case 'player.round.skip':
      return `${voice.name(who)} ${voice.isYou(who) ? 'miss' : 'misses'} a turn in jail`
    case 'game.round.end':
      return `— end of round ${p.round as number} —`
    case 'MODIFIER_EXPIRED': {
      const { modifier, reason } = p as { modifier: { kind: string; playerId?: string }; reason: string }
      const owner = modifier.playerId ?? ''
      if (modifier.kind === HALF_RENT) return reason === 'uses' ? `  (a chance card halved that rent)` : `${voice.isYou(owner) ? 'Your' : `${voice.name(owner)}’s`} halved rent wears off`
      if (modifier.kind === SECOND_MOVE) return `  (a chance card gives ${voice.isYou(owner) ? 'you' : voice.name(owner)} a second move this turn)`
      return null
    }
    default:
      return null
  }
}
