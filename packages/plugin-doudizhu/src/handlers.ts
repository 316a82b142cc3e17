import { InvalidOptionError, playerHandZoneId, type ActionHandler, type GameState, type JsonValue, type StateDraft } from '@decklet/core'
import { STANDARD_DECK_ZONE_ID } from '@decklet/plugin-standard-deck'
import { BID, DEAL, PASS, PLAY, type BidPayload, type DealPayload, type PlayPayload } from './actions'
import { rankIndexOfId, rankOfId } from './cards'
import { classifyCounts } from './combination'
import type {
  BidMadePayload, BiddingFailedPayload, CardsDealtPayload, CardsPlayedPayload, DealEndedPayload, DealStartedPayload, LandlordChosenPayload,
  MatchEndedPayload, PassedPayload, TrickEndedPayload,
} from './events'
import { bidActions, dealActions, passActions, playActions } from './legalActions'
import type { LegalSource } from './legalCache'
import type { ResolvedDoudizhuOptions } from './options'
import { RANKS, type Rank } from './ranks'
import { scoreDeal } from './scoring'
import {
  KITTY_ZONE_ID, TABLE_ZONE_ID, doudizhuVariable, getDoudizhuState, initialDoudizhuState, nextOf, patchDoudizhuState,
  type DealResult, type DoudizhuState,
} from './state'

/*
 * The four action handlers. Each resets the plugin instance's draft on the state it gets, changes zones,
 * the Dou Dizhu state, the turn, the player to act and the winners through it, and returns `d.result()`:
 * the next state built once, with its version, and the events in the order they were emitted.
 */

function vars(d: StateDraft): DoudizhuState {
  return d.get(doudizhuVariable)!
}

function patch(d: StateDraft, p: Partial<DoudizhuState>): void {
  d.set(doudizhuVariable, patchDoudizhuState(vars(d), p))
}

/** A move of the play: the state patched, the turn counter +1 and the player to act. */
function advance(d: StateDraft, p: Partial<DoudizhuState>, currentPlayerId: string): void {
  patch(d, p)
  d.turn += 1
  d.currentPlayerId = currentPlayerId
}

function rotation(order: readonly string[], first: string): string[] {
  const i = order.indexOf(first)
  return [...order.slice(i), ...order.slice(0, i)]
}

/** The landlord takes the kitty, shown to everyone in the hand, and leads. */
function startPlay(d: StateDraft, state: GameState, landlordId: string, multiplier: number): void {
  const kitty = [...d.cards(KITTY_ZONE_ID)]
  const hand = playerHandZoneId(landlordId)
  d.moveCards(kitty, KITTY_ZONE_ID, hand)
  d.revealCards(hand, kitty)
  patch(d, {
    phase: 'playing', landlordId, multiplier, kitty, speakers: [], stage: null,
    plays: Object.fromEntries(vars(d).order.map((id) => [id, 0])), lastPlay: null, passes: 0, bombs: 0,
  })
  d.currentPlayerId = landlordId
  d.emit({
    type: 'LANDLORD_CHOSEN',
    playerId: landlordId,
    payload: { landlordId, multiplier, kitty, kittyRanks: kitty.map((id) => rankOfId(state, id)) } satisfies LandlordChosenPayload,
  })
}

/** @internal The plugin's handlers, sharing the plugin instance's draft and cache of legal moves. */
export function createDoudizhuHandlers(
  options: ResolvedDoudizhuOptions,
  draft: StateDraft,
  legal: LegalSource,
): [ActionHandler<typeof DEAL, DealPayload>, ActionHandler<typeof BID, BidPayload>, ActionHandler<typeof PASS>, ActionHandler<typeof PLAY, PlayPayload>] {
  const { bidding } = options

  const deal: ActionHandler<typeof DEAL, DealPayload> = {
    type: DEAL,
    execute(action, { state, random }) {
      const v = getDoudizhuState(state)
      const redeal = (action.payload as DealPayload | null | undefined)?.redeal === true && v.deal > 0
      const zones = [STANDARD_DECK_ZONE_ID, ...v.order.map(playerHandZoneId), KITTY_ZONE_ID, TABLE_ZONE_ID]
      const all: string[] = []
      for (const z of zones) all.push(...(state.zones[z]?.cards ?? []))
      if (all.length !== 54) {
        throw new InvalidOptionError('deck', all.length, 'the 54-card deck of createStandardDeckPlugin({ jokers: true })', {
          scope: 'doudizhu',
          message: `Dou Dizhu needs the 54-card deck (createStandardDeckPlugin({ jokers: true })), found ${all.length} cards`,
        })
      }
      const cards = random.shuffle(all)
      const d = draft.reset(state)
      for (const z of zones) {
        const zone = state.zones[z]
        if (!zone) continue
        d.setZoneCards(z, [])
        if (zone.revealed?.length) d.concealCards(z, zone.revealed)
      }
      const dealNo = redeal ? v.deal : v.deal + 1
      const firstBidder = redeal ? v.firstBidder! : v.firstBidder === null ? random.pick(v.order) : nextOf(v.order, v.firstBidder)
      d.emit({ type: 'DEAL_STARTED', payload: { deal: dealNo, redeal: redeal ? v.redeals + 1 : 0, firstBidder } satisfies DealStartedPayload })
      v.order.forEach((id, i) => {
        const hand = cards.slice(i * 17, i * 17 + 17)
        d.setZoneCards(playerHandZoneId(id), hand)
        d.emit({ type: 'CARDS_DEALT', playerId: id, payload: { playerId: id, cardIds: hand } satisfies CardsDealtPayload, visibleTo: [id] })
      })
      d.setZoneCards(KITTY_ZONE_ID, cards.slice(51))
      d.set(doudizhuVariable, patchDoudizhuState(initialDoudizhuState(v.order, v.deals, v.profile), {
        scores: v.scores, results: v.results,
        phase: 'bidding', deal: dealNo, redeals: redeal ? v.redeals + 1 : 0, firstBidder,
        speakers: rotation(v.order, firstBidder), stage: bidding === 'rob' ? 'call' : null,
      }))
      if (bidding === 'none') startPlay(d, state, v.order[0]!, 1)
      else d.currentPlayerId = firstBidder
      return d.result()
    },
    enumerate: (state, playerId) => dealActions(state, playerId),
  }

  /** After a bid or a pass during the bidding: the next speaker, or the landlord, or a redeal. */
  function afterSpeech(d: StateDraft, state: GameState): void {
    const v = vars(d)
    if (v.speakers.length > 0) {
      d.currentPlayerId = v.speakers[0]!
    } else if (bidding === 'rob' && v.stage === 'rob' && v.robbed) {
      patch(d, { stage: 'robBack', speakers: [v.callerId!] })
      d.currentPlayerId = v.callerId!
    } else if (v.bidderId !== null) {
      startPlay(d, state, v.bidderId, v.highestBid)
    } else {
      d.emit({ type: 'BIDDING_FAILED', payload: { deal: v.deal, redeal: v.redeals } satisfies BiddingFailedPayload })
      patch(d, { phase: 'dealing', speakers: [] })
      d.currentPlayerId = null
    }
  }

  const bid: ActionHandler<typeof BID, BidPayload> = {
    type: BID,
    execute(action, { state }) {
      const v = getDoudizhuState(state)
      const playerId = action.playerId!
      const d = draft.reset(state)
      if (bidding === 'points') {
        const amount = (action.payload as BidPayload).amount!
        d.emit({ type: 'BID_MADE', playerId, payload: { playerId, amount } satisfies BidMadePayload })
        patch(d, { highestBid: amount, bidderId: playerId, speakers: amount === 3 ? [] : v.speakers.slice(1) })
      } else if (v.stage === 'call') {
        d.emit({ type: 'BID_MADE', playerId, payload: { playerId, call: 'call', multiplier: 1 } satisfies BidMadePayload })
        patch(d, { stage: 'rob', callerId: playerId, bidderId: playerId, highestBid: 1, speakers: v.speakers.slice(1) })
      } else {
        const multiplier = v.highestBid * 2
        d.emit({ type: 'BID_MADE', playerId, payload: { playerId, call: 'rob', multiplier } satisfies BidMadePayload })
        patch(d, {
          highestBid: multiplier, bidderId: playerId, robbed: true,
          speakers: v.stage === 'robBack' ? [] : v.speakers.slice(1),
        })
      }
      d.turn = state.turn + 1
      afterSpeech(d, state)
      return d.result()
    },
    enumerate: (state, playerId) => bidActions(state, playerId, options),
  }

  /** The last card of the deal was played: score it, then the next deal's dealer acts, or the match ends. */
  function endDeal(d: StateDraft, winnerId: string): void {
    const v = vars(d)
    const landlordId = v.landlordId!
    const farmerIds = v.order.filter((id) => id !== landlordId)
    const landlordWon = winnerId === landlordId
    const spring = landlordWon && farmerIds.every((f) => (v.plays[f] ?? 0) === 0)
    const antiSpring = !landlordWon && v.plays[landlordId] === 1
    const score = scoreDeal({
      profile: options.profile, landlordId, farmerIds, landlordWon, multiplier: v.multiplier, bombs: v.bombs,
      spring, antiSpring, baseScore: options.baseScore, multiplierCap: options.multiplierCap,
    })
    const scores: Record<string, number> = { ...v.scores }
    for (const id of v.order) scores[id] = (scores[id] ?? 0) + (score.payoffs[id] ?? 0)
    const result: DealResult = {
      deal: v.deal, landlordId, winner: landlordWon ? 'landlord' : 'farmers',
      winnerIds: landlordWon ? [landlordId] : farmerIds, multiplier: v.multiplier, bombs: v.bombs,
      spring, antiSpring, stake: score.stake, payoffs: score.payoffs,
    }
    const last = v.deal >= v.deals
    patch(d, { phase: last ? 'finished' : 'dealing', scores, results: [...v.results, result], lastPlay: null })
    // between deals the next dealer (the next first bidder) is to act: it deals
    d.currentPlayerId = last ? null : nextOf(v.order, v.firstBidder!)
    d.emit({ type: 'DEAL_ENDED', payload: { ...result, scores } satisfies DealEndedPayload as unknown as JsonValue })
    if (!last) return
    const best = Math.max(...v.order.map((id) => scores[id]!))
    const winnerIds = v.order.filter((id) => scores[id] === best)
    for (const id of winnerIds) d.addWinner(id)
    d.status = 'finished'
    d.emit({ type: 'MATCH_ENDED', payload: { scores, winnerIds, deals: v.deal } satisfies MatchEndedPayload })
  }

  const pass: ActionHandler<typeof PASS> = {
    type: PASS,
    execute(action, { state }) {
      const v = getDoudizhuState(state)
      const playerId = action.playerId!
      const d = draft.reset(state)
      if (v.phase === 'bidding') {
        d.emit({ type: 'BID_PASSED', playerId, payload: { playerId } satisfies PassedPayload })
        patch(d, { speakers: v.speakers.slice(1) })
        d.turn = state.turn + 1
        afterSpeech(d, state)
        return d.result()
      }
      d.emit({ type: 'PLAYER_PASSED', playerId, payload: { playerId } satisfies PassedPayload })
      if (v.passes + 1 >= 2) {
        const leaderId = v.lastPlay!.playerId
        d.emit({ type: 'TRICK_ENDED', playerId: leaderId, payload: { leaderId } satisfies TrickEndedPayload })
        advance(d, { passes: 0, lastPlay: null }, leaderId)
      } else {
        advance(d, { passes: v.passes + 1 }, nextOf(v.order, playerId))
      }
      return d.result()
    },
    enumerate: (state, playerId) => passActions(state, playerId),
  }

  const play: ActionHandler<typeof PLAY, PlayPayload> = {
    type: PLAY,
    execute(action, { state }) {
      const v = getDoudizhuState(state)
      const playerId = action.playerId!
      const cardIds = [...(action.payload as PlayPayload).cardIds]
      const counts = new Uint8Array(15)
      for (const id of cardIds) counts[rankIndexOfId(state, id)]!++
      const ranks: Rank[] = []
      for (let r = 0; r < 15; r++) for (let k = counts[r]!; k > 0; k--) ranks.push(RANKS[r]!)
      const kind = classifyCounts(counts, options.profile)?.kind ?? null
      const hand = playerHandZoneId(playerId)
      const d = draft.reset(state)
      d.moveCards(cardIds, hand, TABLE_ZONE_ID)
      const remaining = d.cards(hand).length
      const isBomb = kind === 'bomb' || kind === 'rocket'
      advance(
        d,
        {
          bombs: v.bombs + (isBomb ? 1 : 0),
          plays: { ...v.plays, [playerId]: (v.plays[playerId] ?? 0) + 1 },
          lastPlay: { playerId, cardIds, ranks, kind },
          passes: 0,
        },
        nextOf(v.order, playerId),
      )
      d.emit({ type: 'CARDS_PLAYED', playerId, payload: { playerId, cardIds, ranks, kind, remaining } satisfies CardsPlayedPayload })
      if (remaining === 0) endDeal(d, playerId)
      return d.result()
    },
    enumerate: (state, playerId) => playActions(state, playerId, options, legal),
  }

  return [deal, bid, pass, play]
}
