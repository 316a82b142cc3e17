import { ok, playerHandZoneId, type Rule } from '@decklet/core'
import { BID, DEAL, PASS, PLAY, type BidPayload, type PlayPayload } from './actions'
import { rankIndexOfId } from './cards'
import { classifyCounts, shapeBeats } from './combination'
import { DoudizhuDenyCodes } from './denyCodes'
import { hasMove, rivalOf, type LegalSource } from './legalCache'
import { moveCode } from './legalMoves'
import type { ResolvedDoudizhuOptions } from './options'
import { RANKS, rankCounts } from './ranks'
import { getDoudizhuState } from './state'

const { codes: C, deny } = DoudizhuDenyCodes

function ranksText(counts: Uint8Array): string {
  const out: string[] = []
  for (let r = 0; r < 15; r++) for (let k = counts[r]!; k > 0; k--) out.push(RANKS[r]!)
  return out.join(' ')
}

/**
 * @internal The plugin's rules, one decision per line, each denial with a stable code of
 * {@link DoudizhuDenyCodes}. `legal` is the plugin's cache of legal moves (the `douzero` play rule asks it).
 */
export function createDoudizhuRules(options: ResolvedDoudizhuOptions, legal: LegalSource): Rule[] {
  const { profile, bidding } = options
  return [
    {
      id: 'doudizhu.deal',
      name: 'Only the game deals, between deals',
      appliesTo: [DEAL],
      validate({ state, action }) {
        const v = getDoudizhuState(state)
        if (state.status === 'finished' || v.phase === 'finished') return deny('the match is over', C.GAME_NOT_PLAYING)
        if (v.phase !== 'dealing') return deny('a deal is under way', C.WRONG_PHASE)
        if (action.playerId !== undefined && action.playerId !== state.currentPlayerId) {
          return deny(`${String(state.currentPlayerId)} deals the next deal`, C.NOT_YOUR_TURN)
        }
        return ok()
      },
    },
    {
      id: 'doudizhu.turn',
      name: 'The right phase and the right player',
      appliesTo: [BID, PASS, PLAY],
      validate({ state, action }) {
        const v = getDoudizhuState(state)
        if (state.status === 'finished' || v.phase === 'finished') return deny('the match is over', C.GAME_NOT_PLAYING)
        const playerId = action.playerId
        if (playerId === undefined || !Object.hasOwn(state.players, playerId)) return deny(`no player '${String(playerId)}'`, C.UNKNOWN_PLAYER)
        const phaseOk =
          action.type === BID ? v.phase === 'bidding' : action.type === PLAY ? v.phase === 'playing' : v.phase === 'bidding' || v.phase === 'playing'
        if (!phaseOk) return deny(`${action.type} is not allowed while ${v.phase}`, C.WRONG_PHASE)
        if (state.currentPlayerId !== playerId) return deny(`it is ${String(state.currentPlayerId)}'s turn`, C.NOT_YOUR_TURN)
        return ok()
      },
    },
    {
      id: 'doudizhu.bid',
      name: 'Bids of 1 to 3, each higher than the last',
      appliesTo: [BID],
      validate({ state, action }) {
        if (bidding !== 'points') return ok()
        const amount = (action.payload as BidPayload | null | undefined)?.amount
        if (amount !== 1 && amount !== 2 && amount !== 3) return deny('bid 1, 2 or 3', C.BAD_BID)
        const highest = getDoudizhuState(state).highestBid
        if (amount <= highest) return deny(`bid more than ${highest}`, C.BID_TOO_LOW)
        return ok()
      },
    },
    {
      id: 'doudizhu.pass',
      name: 'The leader of a trick may not pass',
      appliesTo: [PASS],
      validate({ state }) {
        const v = getDoudizhuState(state)
        if (v.phase === 'playing' && v.lastPlay === null) return deny('the leader must play', C.LEADER_CANNOT_PASS)
        return ok()
      },
    },
    {
      id: 'doudizhu.play',
      name: 'Cards from the hand that make a combination beating the last one',
      appliesTo: [PLAY],
      validate({ state, action }) {
        const cardIds = (action.payload as Partial<PlayPayload> | null | undefined)?.cardIds
        if (!Array.isArray(cardIds) || cardIds.length === 0 || cardIds.some((id) => typeof id !== 'string')) {
          return deny('play a non-empty list of card ids', C.BAD_PAYLOAD)
        }
        if (new Set(cardIds).size !== cardIds.length) return deny('a card is listed twice', C.DUPLICATE_CARD)
        const playerId = action.playerId!
        const hand = state.zones[playerHandZoneId(playerId)]!.cards
        const counts = new Uint8Array(15)
        for (const id of cardIds) {
          if (!hand.includes(id)) return deny(`'${id}' is not in your hand`, C.CARD_NOT_IN_HAND)
          counts[rankIndexOfId(state, id)]!++
        }
        const shape = classifyCounts(counts, profile)
        if (profile === 'douzero') {
          // DouZero's generator and detector disagree on a few moves: the generator decides
          if (hasMove(legal.get(state, playerId, profile), moveCode(counts))) return ok()
        } else if (shape !== null) {
          const rival = classifyCounts(rankCounts(rivalOf(state, playerId)), profile)!
          if (shapeBeats(shape, rival, profile)) return ok()
        }
        const shown = ranksText(counts)
        const lastPlay = getDoudizhuState(state).lastPlay
        if (shape === null || lastPlay === null) return deny(`${shown} is not a combination`, C.NOT_A_COMBINATION)
        return deny(`${shown} does not beat ${lastPlay.ranks.join(' ')}`, C.DOES_NOT_BEAT)
      },
    },
  ]
}
