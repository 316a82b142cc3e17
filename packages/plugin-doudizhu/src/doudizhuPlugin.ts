import {
  createAction,
  createZone,
  deny,
  ok,
  playerHandZoneId,
  stateUtils,
  type Action,
  type ActionHandler,
  type ActionInit,
  type EventInit,
  type GameContext,
  type GamePlugin,
  type GameState,
  type JsonValue,
  type Rule,
} from '@decklet/core'
import { STANDARD_DECK_ZONE_ID, createStandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { cardChoices, pickFromGroups, rankIndexOfId, rankOfId } from './cards'
import { classifyCounts, shapeBeats, type DoudizhuProfile } from './combination'
import {
  DOUDIZHU_VARIABLE,
  KITTY_ZONE_ID,
  TABLE_ZONE_ID,
  getDoudizhu,
  type BiddingMode,
  type DealResult,
  type DoudizhuVariables,
} from './doudizhuState'
import { decodeMove, moveCode } from './legalMoves'
import { RANKS, rankCounts, type Rank } from './ranks'
import { scoreDeal } from './scoring'
import {
  BID, DEAL, DOUDIZHU_DENY_CODES, DOUDIZHU_PLUGIN_VERSION, PASS, PLAY, createBidAction, createDealAction, createPassAction,
  type BidPayload, type DealPayload, type PlayPayload,
} from './actions'
import { groupsOf, keysOf, legalFor, rivalOf } from './legalPlays'

/** Options of {@link createDoudizhuPlugin}. */
export interface DoudizhuOptions {
  /** Rule profile (default `standard`): what is a combination, what beats what, how deals score. */
  profile?: DoudizhuProfile
  /** How the landlord is chosen; default `points` for `standard`, `none` (the first seat) for `rlcard`/`douzero`. */
  bidding?: BiddingMode
  /** Deals in the match (default 1). */
  deals?: number
  /** Base score (default 1). */
  baseScore?: number
  /** Highest total multiplier of a deal (default none). */
  multiplierCap?: number | null
  /**
   * What `getLegalActions` lists for `PLAY`: one action per distinct rank multiset with the cards picked
   * deterministically (`ranks`, the default), or every choice of cards (`cards`).
   */
  enumerate?: 'ranks' | 'cards'
}

// ───────────────────────────── helpers

type Vars = DoudizhuVariables

function vars(state: GameState): Vars {
  return getDoudizhu(state)
}

/** The variables with a patch applied, built as one literal so every copy has the same shape (fast). */
function patchVars(v: Vars, p: Partial<Vars>): Vars {
  return {
    profile: v.profile,
    phase: p.phase !== undefined ? p.phase : v.phase,
    deal: p.deal !== undefined ? p.deal : v.deal,
    deals: p.deals !== undefined ? p.deals : v.deals,
    redeals: p.redeals !== undefined ? p.redeals : v.redeals,
    order: p.order !== undefined ? p.order : v.order,
    firstBidder: p.firstBidder !== undefined ? p.firstBidder : v.firstBidder,
    speakers: p.speakers !== undefined ? p.speakers : v.speakers,
    stage: p.stage !== undefined ? p.stage : v.stage,
    highestBid: p.highestBid !== undefined ? p.highestBid : v.highestBid,
    bidderId: p.bidderId !== undefined ? p.bidderId : v.bidderId,
    callerId: p.callerId !== undefined ? p.callerId : v.callerId,
    robbed: p.robbed !== undefined ? p.robbed : v.robbed,
    landlordId: p.landlordId !== undefined ? p.landlordId : v.landlordId,
    multiplier: p.multiplier !== undefined ? p.multiplier : v.multiplier,
    kitty: p.kitty !== undefined ? p.kitty : v.kitty,
    bombs: p.bombs !== undefined ? p.bombs : v.bombs,
    plays: p.plays !== undefined ? p.plays : v.plays,
    lastPlay: p.lastPlay !== undefined ? p.lastPlay : v.lastPlay,
    passes: p.passes !== undefined ? p.passes : v.passes,
    scores: p.scores !== undefined ? p.scores : v.scores,
    results: p.results !== undefined ? p.results : v.results,
  }
}

function withVars(state: GameState, patch: Partial<Vars>): GameState {
  return stateUtils.setVariable(state, DOUDIZHU_VARIABLE, patchVars(vars(state), patch) as unknown as JsonValue)
}

/** One new state for the hot paths: variables patched, the turn counter +1 and the player to act. */
function advance(state: GameState, patch: Partial<Vars>, currentPlayerId: string | null): GameState {
  return {
    ...state,
    variables: { ...state.variables, [DOUDIZHU_VARIABLE]: patchVars(vars(state), patch) as unknown as JsonValue },
    turn: state.turn + 1,
    currentPlayerId,
  }
}

function nextOf(order: readonly string[], playerId: string): string {
  return order[(order.indexOf(playerId) + 1) % order.length]!
}

function rotation(order: readonly string[], first: string): string[] {
  const i = order.indexOf(first)
  return [...order.slice(i), ...order.slice(0, i)]
}

// ───────────────────────────── the deal

/** State check: once dealt, the 54 cards are all in the deck, hands, kitty and table, and the hands fit the phase. */
function cardCheck(state: GameState): string[] {
  const v = state.variables[DOUDIZHU_VARIABLE] as unknown as Vars | undefined
  if (!v || v.deal === 0) return []
  const errors: string[] = []
  const hands = v.order.map((id) => state.zones[playerHandZoneId(id)]?.cards.length ?? 0)
  const kitty = state.zones[KITTY_ZONE_ID]?.cards.length ?? 0
  const total = hands.reduce((a, b) => a + b, 0) + kitty + (state.zones[TABLE_ZONE_ID]?.cards.length ?? 0) + (state.zones[STANDARD_DECK_ZONE_ID]?.cards.length ?? 0)
  if (total !== 54) errors.push(`${total} cards in play instead of 54`)
  if (v.phase === 'bidding' && (kitty !== 3 || hands.some((n) => n !== 17))) errors.push('the bidding needs 17 cards a hand and a 3-card kitty')
  if (v.phase === 'playing' && kitty !== 0) errors.push('the kitty must be taken during the play')
  if (v.phase === 'playing' && !hands.every((n) => n > 0)) errors.push('an empty hand during the play')
  return errors
}

function initialVars(order: readonly string[], deals: number, profile: DoudizhuProfile): Vars {
  return {
    profile,
    phase: 'dealing', deal: 0, deals, redeals: 0, order, firstBidder: null, speakers: [], stage: null,
    highestBid: 0, bidderId: null, callerId: null, robbed: false, landlordId: null, multiplier: 1, kitty: [],
    bombs: 0, plays: {}, lastPlay: null, passes: 0,
    scores: Object.fromEntries(order.map((id) => [id, 0])), results: [],
  }
}

function startPlay(state: GameState, landlordId: string, multiplier: number, events: EventInit[]): GameState {
  const v = vars(state)
  const kitty = [...state.zones[KITTY_ZONE_ID]!.cards]
  const hand = playerHandZoneId(landlordId)
  let next = stateUtils.moveCards(state, kitty, KITTY_ZONE_ID, hand)
  next = stateUtils.revealCards(next, hand, kitty)
  next = withVars(next, {
    phase: 'playing', landlordId, multiplier, kitty, speakers: [], stage: null,
    plays: Object.fromEntries(v.order.map((id) => [id, 0])), lastPlay: null, passes: 0, bombs: 0,
  })
  next = stateUtils.setCurrentPlayer(next, landlordId)
  events.push({
    type: 'LANDLORD_CHOSEN',
    playerId: landlordId,
    payload: { landlordId, multiplier, kitty, kittyRanks: kitty.map((id) => rankOfId(state, id)) },
  })
  return next
}

function makeHandlers(o: Required<Omit<DoudizhuOptions, 'multiplierCap'>> & { multiplierCap: number | null }) {
  const deal: ActionHandler<typeof DEAL, DealPayload> = {
    type: DEAL,
    execute(action, { state, random }) {
      const v = vars(state)
      const redeal = (action.payload as DealPayload | null | undefined)?.redeal === true && v.deal > 0
      const zones = [STANDARD_DECK_ZONE_ID, ...v.order.map(playerHandZoneId), KITTY_ZONE_ID, TABLE_ZONE_ID]
      const all: string[] = []
      for (const z of zones) all.push(...(state.zones[z]?.cards ?? []))
      if (all.length !== 54) {
        throw new Error(`Dou Dizhu needs the 54-card deck (createStandardDeckPlugin({ jokers: true })), found ${all.length} cards`)
      }
      const cards = random.shuffle(all)
      let next = state
      for (const z of zones) {
        const zone = next.zones[z]
        if (!zone) continue
        next = stateUtils.setZoneCards(next, z, [])
        if (zone.revealed?.length) next = stateUtils.concealCards(next, z, zone.revealed)
      }
      const events: EventInit[] = []
      const dealNo = redeal ? v.deal : v.deal + 1
      const firstBidder = redeal ? v.firstBidder! : v.firstBidder === null ? random.pick(v.order) : nextOf(v.order, v.firstBidder)
      events.push({ type: 'DEAL_STARTED', payload: { deal: dealNo, redeal: redeal ? v.redeals + 1 : 0, firstBidder } })
      v.order.forEach((id, i) => {
        const hand = cards.slice(i * 17, i * 17 + 17)
        next = stateUtils.setZoneCards(next, playerHandZoneId(id), hand)
        events.push({ type: 'CARDS_DEALT', playerId: id, payload: { playerId: id, cardIds: hand }, visibleTo: [id] })
      })
      next = stateUtils.setZoneCards(next, KITTY_ZONE_ID, cards.slice(51))
      next = withVars(next, {
        ...initialVars(v.order, v.deals, v.profile), scores: v.scores, results: v.results,
        phase: 'bidding', deal: dealNo, redeals: redeal ? v.redeals + 1 : 0, firstBidder,
        speakers: rotation(v.order, firstBidder), stage: o.bidding === 'rob' ? 'call' : null,
      })
      if (o.bidding === 'none') return { state: startPlay(next, v.order[0]!, 1, events), events }
      next = stateUtils.setCurrentPlayer(next, firstBidder)
      return { state: next, events }
    },
    enumerate(state, playerId) {
      const v = state.variables[DOUDIZHU_VARIABLE] as unknown as Vars | undefined
      if (!v || v.phase !== 'dealing' || state.currentPlayerId !== playerId || state.status === 'finished') return []
      return [createDealAction(playerId)]
    },
  }

  /** After a bid or a pass during the bidding: the next speaker, or the landlord, or a redeal. */
  function afterSpeech(state: GameState, events: EventInit[]): GameState {
    const v = vars(state)
    if (v.speakers.length > 0) return stateUtils.setCurrentPlayer(state, v.speakers[0]!)
    if (o.bidding === 'rob' && v.stage === 'rob' && v.robbed) {
      const next = withVars(state, { stage: 'robBack', speakers: [v.callerId!] })
      return stateUtils.setCurrentPlayer(next, v.callerId!)
    }
    if (v.bidderId !== null) return startPlay(state, v.bidderId, v.highestBid, events)
    events.push({ type: 'BIDDING_FAILED', payload: { deal: v.deal, redeal: v.redeals } })
    return stateUtils.setCurrentPlayer(withVars(state, { phase: 'dealing', speakers: [] }), null)
  }

  const bid: ActionHandler<typeof BID, BidPayload> = {
    type: BID,
    execute(action, { state }) {
      const v = vars(state)
      const playerId = action.playerId!
      const events: EventInit[] = []
      let next: GameState
      if (o.bidding === 'points') {
        const amount = (action.payload as BidPayload).amount!
        events.push({ type: 'BID_MADE', playerId, payload: { playerId, amount } })
        next = withVars(state, { highestBid: amount, bidderId: playerId, speakers: amount === 3 ? [] : v.speakers.slice(1) })
      } else if (v.stage === 'call') {
        events.push({ type: 'BID_MADE', playerId, payload: { playerId, call: 'call', multiplier: 1 } })
        next = withVars(state, { stage: 'rob', callerId: playerId, bidderId: playerId, highestBid: 1, speakers: v.speakers.slice(1) })
      } else {
        const multiplier = v.highestBid * 2
        events.push({ type: 'BID_MADE', playerId, payload: { playerId, call: 'rob', multiplier } })
        next = withVars(state, {
          highestBid: multiplier, bidderId: playerId, robbed: true,
          speakers: v.stage === 'robBack' ? [] : v.speakers.slice(1),
        })
      }
      next = stateUtils.setTurn(next, state.turn + 1)
      return { state: afterSpeech(next, events), events }
    },
    enumerate(state, playerId) {
      const v = state.variables[DOUDIZHU_VARIABLE] as unknown as Vars | undefined
      if (!v || v.phase !== 'bidding' || v.speakers[0] !== playerId) return []
      if (o.bidding === 'rob') return [createBidAction(playerId)]
      const out: ActionInit<typeof BID, BidPayload>[] = []
      for (let amount = v.highestBid + 1; amount <= 3; amount++) out.push(createBidAction(playerId, amount))
      return out
    },
  }

  function endDeal(state: GameState, winnerId: string, events: EventInit[]): GameState {
    const v = vars(state)
    const landlordId = v.landlordId!
    const farmerIds = v.order.filter((id) => id !== landlordId)
    const landlordWon = winnerId === landlordId
    const spring = landlordWon && farmerIds.every((f) => (v.plays[f] ?? 0) === 0)
    const antiSpring = !landlordWon && v.plays[landlordId] === 1
    const score = scoreDeal({
      profile: o.profile, landlordId, farmerIds, landlordWon, multiplier: v.multiplier, bombs: v.bombs,
      spring, antiSpring, baseScore: o.baseScore, multiplierCap: o.multiplierCap,
    })
    const scores: Record<string, number> = { ...v.scores }
    for (const id of v.order) scores[id] = (scores[id] ?? 0) + (score.payoffs[id] ?? 0)
    const result: DealResult = {
      deal: v.deal, landlordId, winner: landlordWon ? 'landlord' : 'farmers',
      winnerIds: landlordWon ? [landlordId] : farmerIds, multiplier: v.multiplier, bombs: v.bombs,
      spring, antiSpring, stake: score.stake, payoffs: score.payoffs,
    }
    const last = v.deal >= v.deals
    let next = withVars(state, { phase: last ? 'finished' : 'dealing', scores, results: [...v.results, result], lastPlay: null })
    // between deals the next dealer (the next first bidder) is to act: it deals
    next = stateUtils.setCurrentPlayer(next, last ? null : nextOf(v.order, v.firstBidder!))
    events.push({ type: 'DEAL_ENDED', payload: { ...result, scores } as unknown as JsonValue })
    if (last) {
      const best = Math.max(...v.order.map((id) => scores[id]!))
      const winnerIds = v.order.filter((id) => scores[id] === best)
      for (const id of winnerIds) next = stateUtils.addWinner(next, id)
      next = stateUtils.setStatus(next, 'finished')
      events.push({ type: 'MATCH_ENDED', payload: { scores, winnerIds, deals: v.deal } })
    }
    return next
  }

  const pass: ActionHandler<typeof PASS> = {
    type: PASS,
    execute(action, { state }) {
      const v = vars(state)
      const playerId = action.playerId!
      const events: EventInit[] = []
      if (v.phase === 'bidding') {
        events.push({ type: 'BID_PASSED', playerId, payload: { playerId } })
        let next = withVars(state, { speakers: v.speakers.slice(1) })
        next = stateUtils.setTurn(next, state.turn + 1)
        return { state: afterSpeech(next, events), events }
      }
      events.push({ type: 'PLAYER_PASSED', playerId, payload: { playerId } })
      if (v.passes + 1 >= 2) {
        const leaderId = v.lastPlay!.playerId
        events.push({ type: 'TRICK_ENDED', playerId: leaderId, payload: { leaderId } })
        return { state: advance(state, { passes: 0, lastPlay: null }, leaderId), events }
      }
      return { state: advance(state, { passes: v.passes + 1 }, nextOf(v.order, playerId)), events }
    },
    enumerate(state, playerId) {
      const v = state.variables[DOUDIZHU_VARIABLE] as unknown as Vars | undefined
      if (!v) return []
      if (v.phase === 'bidding' && v.speakers[0] === playerId) return [createPassAction(playerId)]
      if (v.phase === 'playing' && state.currentPlayerId === playerId && v.lastPlay !== null) return [createPassAction(playerId)]
      return []
    },
  }

  const play: ActionHandler<typeof PLAY, PlayPayload> = {
    type: PLAY,
    execute(action, { state }) {
      const v = vars(state)
      const playerId = action.playerId!
      const cardIds = [...(action.payload as PlayPayload).cardIds]
      const counts = new Uint8Array(15)
      for (const id of cardIds) counts[rankIndexOfId(state, id)]!++
      const ranks: Rank[] = []
      for (let r = 0; r < 15; r++) for (let k = counts[r]!; k > 0; k--) ranks.push(RANKS[r]!)
      const kind = classifyCounts(counts, o.profile)?.kind ?? null
      const hand = playerHandZoneId(playerId)
      let next = stateUtils.moveCards(state, cardIds, hand, TABLE_ZONE_ID)
      const remaining = next.zones[hand]!.cards.length
      const isBomb = kind === 'bomb' || kind === 'rocket'
      next = advance(
        next,
        {
          bombs: v.bombs + (isBomb ? 1 : 0),
          plays: { ...v.plays, [playerId]: (v.plays[playerId] ?? 0) + 1 },
          lastPlay: { playerId, cardIds, ranks, kind },
          passes: 0,
        },
        nextOf(v.order, playerId),
      )
      const events: EventInit[] = [{ type: 'CARDS_PLAYED', playerId, payload: { playerId, cardIds, ranks, kind, remaining } }]
      if (remaining === 0) return { state: endDeal(next, playerId, events), events }
      return { state: next, events }
    },
    enumerate(state, playerId) {
      const v = state.variables[DOUDIZHU_VARIABLE] as unknown as Vars | undefined
      if (!v || v.phase !== 'playing' || state.currentPlayerId !== playerId) return []
      const legal = legalFor(state, playerId, o.profile)
      const out: ActionInit<typeof PLAY, PlayPayload>[] = []
      const hand = state.zones[playerHandZoneId(playerId)]!.cards
      for (const code of legal.moves) {
        if (code === 0) continue
        const ranks = decodeMove(code)
        if (o.enumerate === 'cards') {
          for (const ids of cardChoices(state, hand, ranks)) out.push({ type: PLAY, playerId, payload: { cardIds: ids } })
        } else {
          out.push({ type: PLAY, playerId, payload: { cardIds: pickFromGroups(groupsOf(legal, state), ranks)! } })
        }
      }
      return out
    },
  }

  return [deal, bid, pass, play]
}

function ranksText(counts: Uint8Array): string {
  const out: string[] = []
  for (let r = 0; r < 15; r++) for (let k = counts[r]!; k > 0; k--) out.push(RANKS[r]!)
  return out.join(' ')
}

function makeRules(o: { profile: DoudizhuProfile; bidding: BiddingMode }): Rule[] {
  const C = DOUDIZHU_DENY_CODES
  return [
    {
      id: 'doudizhu.deal',
      name: 'Only the game deals, between deals',
      appliesTo: [DEAL],
      validate({ state, action }) {
        const v = vars(state)
        if (state.status === 'finished' || v.phase === 'finished') return deny('the match is over', C.GAME_OVER)
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
        const v = vars(state)
        if (state.status === 'finished' || v.phase === 'finished') return deny('the match is over', C.GAME_OVER)
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
        if (o.bidding !== 'points') return ok()
        const amount = (action.payload as BidPayload | null | undefined)?.amount
        if (amount !== 1 && amount !== 2 && amount !== 3) return deny('bid 1, 2 or 3', C.BAD_BID)
        const highest = vars(state).highestBid
        if (amount <= highest) return deny(`bid more than ${highest}`, C.BID_TOO_LOW)
        return ok()
      },
    },
    {
      id: 'doudizhu.pass',
      name: 'The leader of a trick may not pass',
      appliesTo: [PASS],
      validate({ state }) {
        const v = vars(state)
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
          if (!hand.includes(id)) return deny(`'${id}' is not in your hand`, C.NOT_IN_HAND)
          counts[rankIndexOfId(state, id)]!++
        }
        const shape = classifyCounts(counts, o.profile)
        if (o.profile === 'douzero') {
          // DouZero's generator and detector disagree on a few moves: the generator decides
          if (keysOf(legalFor(state, playerId, o.profile)).has(moveCode(counts))) return ok()
        } else if (shape !== null) {
          const rival = classifyCounts(rankCounts(rivalOf(state, playerId)), o.profile)!
          if (shapeBeats(shape, rival, o.profile)) return ok()
        }
        const shown = ranksText(counts)
        if (shape === null || vars(state).lastPlay === null) return deny(`${shown} is not a combination`, C.NOT_A_COMBINATION)
        return deny(`${shown} does not beat ${vars(state).lastPlay!.ranks.join(' ')}`, C.DOES_NOT_BEAT)
      },
    },
  ]
}

/**
 * Makes the Dou Dizhu plugin (id `doudizhu`): three players, the 54-card deck of
 * `createStandardDeckPlugin({ jokers: true })` (a dependency), 17 cards each and a 3-card kitty, bidding,
 * play with {@link BID} / {@link PASS} / {@link PLAY}, scoring and a match of `deals` deals. Hands are
 * `owner` zones, the kitty is `hidden` until the landlord takes it, then shown to all.
 *
 * @example
 * const engine = new GameEngine({ seed: 7 })
 * for (const plugin of createDoudizhuPlugins({ deals: 3 })) engine.use(plugin)
 * engine.createGame({ players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }, { id: 'p3', name: 'C' }] }).start()
 * engine.getLegalActions(engine.getState().currentPlayerId!) // bids and a pass
 */
export function createDoudizhuPlugin(options: DoudizhuOptions = {}): GamePlugin {
  const profile = options.profile ?? 'standard'
  const o = {
    profile,
    bidding: options.bidding ?? (profile === 'standard' ? 'points' : 'none'),
    deals: options.deals ?? 1,
    baseScore: options.baseScore ?? 1,
    multiplierCap: options.multiplierCap ?? null,
    enumerate: options.enumerate ?? 'ranks',
  } as const
  if (!Number.isInteger(o.deals) || o.deals < 1) throw new RangeError(`deals must be a positive integer, got ${o.deals}`)
  if (!['standard', 'rlcard', 'douzero'].includes(o.profile)) throw new RangeError(`unknown profile '${o.profile}'`)
  if (!['points', 'rob', 'none'].includes(o.bidding)) throw new RangeError(`unknown bidding '${o.bidding}'`)
  const handlers = makeHandlers(o)
  return {
    id: 'doudizhu',
    name: 'Dou Dizhu',
    version: DOUDIZHU_PLUGIN_VERSION,
    dependencies: { 'standard-deck': '^1.0.0' },
    setup(ctx: GameContext) {
      const order = Object.values(ctx.state.players).sort((a, b) => a.seat - b.seat).map((p) => p.id)
      if (order.length !== 3) throw new RangeError(`Dou Dizhu is played by 3 players, not ${order.length}`)
      for (const id of order) {
        const zoneId = playerHandZoneId(id)
        if (!ctx.state.zones[zoneId]) ctx.addZone(createZone({ id: zoneId, type: 'hand', ownerId: id, visibility: 'owner' }))
      }
      if (!ctx.state.zones[KITTY_ZONE_ID]) ctx.addZone(createZone({ id: KITTY_ZONE_ID, type: 'kitty', visibility: 'hidden' }))
      if (!ctx.state.zones[TABLE_ZONE_ID]) ctx.addZone(createZone({ id: TABLE_ZONE_ID, type: 'table' }))
      ctx.addStateCheck('doudizhu.cards', cardCheck)
      if (ctx.state.variables[DOUDIZHU_VARIABLE] === undefined) {
        ctx.setVariable(DOUDIZHU_VARIABLE, initialVars(order, o.deals, o.profile) as unknown as JsonValue)
      }
    },
    rules: makeRules(o),
    actions: handlers,
    defaultAction: (state, playerId) => defaultAction(handlers, state, playerId),
    events: [
      { type: 'GAME_STARTED', handle: (_e, ctx) => void ctx.dispatch(createAction({ type: DEAL, payload: {} })) },
      { type: 'BIDDING_FAILED', handle: (_e, ctx) => void ctx.dispatch(createAction({ type: DEAL, payload: { redeal: true } })) },
    ],
    redactEvent(event, viewerId) {
      if (event.type === 'CARDS_DEALT') {
        const p = event.payload as { playerId: string; cardIds: readonly string[] }
        return viewerId === p.playerId ? undefined : { playerId: p.playerId, count: p.cardIds.length }
      }
      return undefined
    },
  }
}

/**
 * What a player who does not answer in time does (a runtime's timeout): pass when passing is legal (no bid
 * in the bidding, not beating the last play), else the smallest play when leading: the combination whose
 * main rank is lowest, longer ones first, bombs and then the rocket last. `null` when the player has no
 * action. Reads the state only, so the same state gives the same default and the game replays.
 */
function defaultAction(handlers: ReturnType<typeof makeHandlers>, state: GameState, playerId: string): ActionInit | null {
  const pass = handlers[2]!
  const play = handlers[3]!
  for (const action of pass.enumerate!(state, playerId)) return action
  let best: ActionInit | null = null
  let bestKey: readonly number[] = []
  for (const action of play.enumerate!(state, playerId)) {
    const key = playKey(state, (action.payload as PlayPayload).cardIds)
    if (best === null || compareKeys(key, bestKey) < 0) {
      best = action
      bestKey = key
    }
  }
  return best
}

/** How small a play is, to compare: [rocket 2 / bomb 1 / other 0, main rank, −length]. */
function playKey(state: GameState, cardIds: readonly string[]): readonly number[] {
  const counts = new Uint8Array(15)
  for (const id of cardIds) counts[rankIndexOfId(state, id)]!++
  const rocket = cardIds.length === 2 && counts[13] === 1 && counts[14] === 1
  let main = 0
  for (let r = 1; r < 15; r++) if (counts[r]! > counts[main]!) main = r
  const bomb = cardIds.length === 4 && counts[main] === 4
  return [rocket ? 2 : bomb ? 1 : 0, main, -cardIds.length]
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!
  return 0
}

/**
 * The Dou Dizhu plugin with the default options (standard rules, points bidding, one deal); use it after
 * `createStandardDeckPlugin({ jokers: true })`.
 *
 * @example
 * engine.use(createStandardDeckPlugin({ jokers: true })).use(DoudizhuPlugin)
 */
export const DoudizhuPlugin: GamePlugin = createDoudizhuPlugin()

/**
 * The plugins of a Dou Dizhu game, in order: the 54-card standard deck (jokers on) and
 * {@link createDoudizhuPlugin}`(options)`.
 *
 * @example
 * const engine = new GameEngine({ seed: 1 })
 * for (const plugin of createDoudizhuPlugins({ profile: 'rlcard' })) engine.use(plugin)
 */
export function createDoudizhuPlugins(options: DoudizhuOptions = {}): GamePlugin[] {
  return [createStandardDeckPlugin({ jokers: true, shuffleOnStart: false }), createDoudizhuPlugin(options)]
}

/** The actions of the plugin, for `new GameEngine<DoudizhuAction>()`. */
export type DoudizhuAction = Action<typeof BID, BidPayload> | Action<typeof PASS> | Action<typeof PLAY, PlayPayload> | Action<typeof DEAL, DealPayload>
