/*
 * A small but real card game used by the snapshot, fork, legal-action, replay and
 * property tests. Kept independent of src/engine/__fixtures__.
 *
 * Rules of the game:
 * - setup creates (idempotently) a `deck` of numbered cards c01..cNN (value = number),
 *   a `discard` pile, a hand per player (`playerHandZoneId`), a `scores` variable and
 *   the `card-game.hand-limit` state check;
 * - on GAME_STARTED the lowest seat becomes current player (turn 1) and the game
 *   chains SHUFFLE (drawing from ctx.random) and DEAL (initialHand cards each);
 * - on their turn a player may DRAW the top card (hand limit), SHUFFLE the deck
 *   (random), GIVE a card of their hand to another player (not limited by rules:
 *   the hand-limit state check catches an overflow), or PLAY cards from their hand
 *   to the discard pile, scoring their values and passing the turn;
 * - on CARD_PLAYED an event handler writes `event.timestamp` into `lastPlayedAt`
 *   and, when the player's score reaches `target`, adds them as winner, sets status
 *   'finished' and emits GAME_WON.
 */
import { createAction } from '../../actions/createAction'
import type { Action, ActionHandler, ActionOf } from '../../actions/types'
import type { EventHandler } from '../../events/types'
import type { GamePlugin } from '../../plugins/types'
import type { Rule } from '../../rules/types'
import { deny, ok } from '../../rules/verdicts'
import { createCard, createZone, playerHandZoneId } from '../../state/factories'
import type { JsonValue } from '../../state/json'
import * as su from '../../state/stateUtils'
import type { GameState } from '../../state/types'
import type { StateCheck } from '../../validation/types'

export const DECK_ZONE_ID = 'deck'
export const DISCARD_ZONE_ID = 'discard'
export const HAND_LIMIT_CHECK = 'card-game.hand-limit'
export const CARD_GAME_ID = 'card-game'
export const CARD_GAME_VERSION = '1.4.2'

export interface CardGameOptions {
  cardCount?: number
  handLimit?: number
  initialHand?: number
  target?: number
  version?: string
}

interface ResolvedOptions {
  cardCount: number
  handLimit: number
  initialHand: number
  target: number
}

function resolve(options: CardGameOptions): ResolvedOptions {
  return {
    cardCount: options.cardCount ?? 12,
    handLimit: options.handLimit ?? 4,
    initialHand: options.initialHand ?? 2,
    target: options.target ?? 15,
  }
}

export type Empty = Record<string, never>
export interface PlayPayload {
  cardIds: string[]
  note?: string
}
export interface GivePayload {
  cardId: string
  toPlayerId: string
}
export interface DealPayload {
  count: number
}

/** Card id of the card numbered `n` (1-based): c01, c02, … */
export function cardId(n: number): string {
  return `c${String(n).padStart(2, '0')}`
}

export function handOf(state: GameState, playerId: string): readonly string[] {
  const zone = Object.hasOwn(state.zones, playerHandZoneId(playerId)) ? state.zones[playerHandZoneId(playerId)] : undefined
  return zone ? zone.cards : []
}

export function scoresOf(state: GameState): Record<string, number> {
  return (state.variables.scores ?? {}) as Record<string, number>
}

/** Player ids in ascending seat order. */
export function seatOrder(state: GameState): string[] {
  return Object.values(state.players)
    .slice()
    .sort((a, b) => a.seat - b.seat)
    .map((p) => p.id)
}

function nextPlayer(state: GameState, playerId: string): string {
  const order = seatOrder(state)
  return order[(order.indexOf(playerId) + 1) % order.length]!
}

function valueOf(state: GameState, id: string): number {
  return state.cards[id]!.value as number
}

/** The state check: no hand holds more than `handLimit` cards. */
export function handLimitCheck(handLimit: number): StateCheck {
  return (state) => {
    const problems: string[] = []
    for (const playerId of Object.keys(state.players)) {
      const n = handOf(state, playerId).length
      if (n > handLimit) problems.push(`hand of '${playerId}' holds ${n} cards (limit ${handLimit})`)
    }
    return problems
  }
}

/** The action handlers of the game, with their payload types. */
export function createCardGameHandlers() {
  const shuffle: ActionHandler<'SHUFFLE', Empty> = {
    type: 'SHUFFLE',
    execute(_action, ctx) {
      const deck = ctx.state.zones[DECK_ZONE_ID]!
      const order = ctx.random.shuffle(deck.cards)
      return { state: su.setZoneCards(ctx.state, DECK_ZONE_ID, order), events: [{ type: 'DECK_SHUFFLED', payload: { order } }] }
    },
    enumerate(_state, playerId) {
      return [{ type: 'SHUFFLE', playerId, payload: {} }]
    },
  }

  const deal: ActionHandler<'DEAL', DealPayload> = {
    type: 'DEAL',
    execute(action, ctx) {
      let state = ctx.state
      const order = seatOrder(state)
      for (let round = 0; round < action.payload.count; round++) {
        for (const playerId of order) {
          const top = state.zones[DECK_ZONE_ID]!.cards[0]
          if (top === undefined) break
          state = su.moveCard(state, top, DECK_ZONE_ID, playerHandZoneId(playerId))
        }
      }
      state = su.setVariable(state, 'dealt', true)
      return { state, events: [{ type: 'CARDS_DEALT', payload: { count: action.payload.count } }] }
    },
  }

  const draw: ActionHandler<'DRAW', Empty> = {
    type: 'DRAW',
    execute(action, ctx) {
      const top = ctx.state.zones[DECK_ZONE_ID]!.cards[0]!
      const playerId = action.playerId!
      return {
        state: su.moveCard(ctx.state, top, DECK_ZONE_ID, playerHandZoneId(playerId)),
        events: [{ type: 'CARD_DRAWN', playerId, payload: { cardId: top } }],
      }
    },
    enumerate(_state, playerId) {
      return [{ type: 'DRAW', playerId, payload: {} }]
    },
  }

  const give: ActionHandler<'GIVE', GivePayload> = {
    type: 'GIVE',
    execute(action, ctx) {
      const playerId = action.playerId!
      const { cardId: id, toPlayerId } = action.payload
      return {
        state: su.moveCard(ctx.state, id, playerHandZoneId(playerId), playerHandZoneId(toPlayerId)),
        events: [{ type: 'CARD_GIVEN', playerId, payload: { cardId: id, toPlayerId } }],
      }
    },
  }

  const play: ActionHandler<'PLAY', PlayPayload> = {
    type: 'PLAY',
    execute(action, ctx) {
      const playerId = action.playerId!
      const { cardIds, note } = action.payload
      let state = su.moveCards(ctx.state, cardIds, playerHandZoneId(playerId), DISCARD_ZONE_ID)
      const points = cardIds.reduce((sum, id) => sum + valueOf(state, id), 0)
      const scores = scoresOf(state)
      state = su.setVariable(state, 'scores', { ...scores, [playerId]: (scores[playerId] ?? 0) + points })
      if (typeof note === 'string') state = su.setVariable(state, 'lastNote', note)
      state = su.setCurrentPlayer(state, nextPlayer(state, playerId))
      state = su.setTurn(state, state.turn + 1)
      return { state, events: [{ type: 'CARD_PLAYED', playerId, payload: { cardIds: cardIds.slice(), points } }] }
    },
    enumerate(state, playerId) {
      const hand = handOf(state, playerId)
      const candidates: { type: 'PLAY'; playerId: string; payload: PlayPayload }[] = hand.map((id) => ({
        type: 'PLAY',
        playerId,
        payload: { cardIds: [id] },
      }))
      if (hand.length >= 2) candidates.push({ type: 'PLAY', playerId, payload: { cardIds: hand.slice() } })
      return candidates
    },
  }

  return [shuffle, deal, draw, give, play] as const
}

/** The union of the game's actions, inferred from its handlers. */
export type CardGameAction = ActionOf<ReturnType<typeof createCardGameHandlers>[number]>

function createRules(o: ResolvedOptions): Rule[] {
  const isPlayerAction = (a: Action): boolean => a.playerId !== undefined
  return [
    {
      id: 'card-game.playing',
      name: 'Game in progress',
      appliesTo: ['DRAW', 'PLAY', 'SHUFFLE', 'GIVE', 'DEAL'],
      validate: ({ state }) => (state.status === 'playing' ? ok() : deny('game is not in progress', 'NOT_PLAYING')),
    },
    {
      id: 'card-game.deal',
      name: 'Deal once, by the game',
      appliesTo: ['DEAL'],
      validate({ state, action }) {
        if (isPlayerAction(action)) return deny('only the game deals', 'SYSTEM_ONLY')
        if (state.variables.dealt === true) return deny('cards were already dealt', 'ALREADY_DEALT')
        const count = (action.payload as Partial<DealPayload> | null)?.count
        if (!Number.isInteger(count) || (count as number) < 0) return deny('deal count must be a non-negative integer', 'BAD_PAYLOAD')
        return ok()
      },
    },
    {
      id: 'card-game.turn',
      name: 'Player turn',
      appliesTo: ['DRAW', 'PLAY', 'SHUFFLE', 'GIVE'],
      validate({ state, action }) {
        if (action.type === 'SHUFFLE' && !isPlayerAction(action)) return ok()
        if (!isPlayerAction(action) || !Object.hasOwn(state.players, action.playerId!)) {
          return deny('unknown player', 'UNKNOWN_PLAYER')
        }
        return state.currentPlayerId === action.playerId ? ok() : deny('not your turn', 'NOT_YOUR_TURN')
      },
    },
    {
      id: 'card-game.draw',
      name: 'Draw limits',
      appliesTo: ['DRAW'],
      validate({ state, action }) {
        if (state.zones[DECK_ZONE_ID]!.cards.length === 0) return deny('deck is empty', 'DECK_EMPTY')
        if (handOf(state, action.playerId!).length >= o.handLimit) return deny('hand is full', 'HAND_FULL')
        return ok()
      },
    },
    {
      id: 'card-game.shuffle',
      name: 'Shuffle needs cards',
      appliesTo: ['SHUFFLE'],
      validate: ({ state }) => (state.zones[DECK_ZONE_ID]!.cards.length >= 2 ? ok() : deny('nothing to shuffle', 'DECK_TOO_SMALL')),
    },
    {
      id: 'card-game.play',
      name: 'Play cards from your hand',
      appliesTo: ['PLAY'],
      validate({ state, action }) {
        const payload = action.payload as Partial<PlayPayload> | null
        const ids: unknown = payload?.cardIds
        if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string')) {
          return deny('cardIds must be a non-empty list of card ids', 'BAD_PAYLOAD')
        }
        if (new Set(ids).size !== ids.length) return deny('a card is listed twice', 'BAD_PAYLOAD')
        const hand = handOf(state, action.playerId!)
        if (!ids.every((id: string) => hand.includes(id))) return deny('card not in hand', 'CARD_NOT_IN_HAND')
        if (payload!.note !== undefined && typeof payload!.note !== 'string') return deny('note must be a string', 'BAD_PAYLOAD')
        return ok()
      },
    },
    {
      id: 'card-game.give',
      name: 'Give a card of your hand to another player',
      appliesTo: ['GIVE'],
      validate({ state, action }) {
        const payload = action.payload as Partial<GivePayload> | null
        const to = payload?.toPlayerId
        const id = payload?.cardId
        if (typeof to !== 'string' || typeof id !== 'string') return deny('cardId and toPlayerId are required', 'BAD_PAYLOAD')
        if (to === action.playerId || !Object.hasOwn(state.players, to)) return deny('no such other player', 'BAD_TARGET')
        if (!handOf(state, action.playerId!).includes(id)) return deny('card not in hand', 'CARD_NOT_IN_HAND')
        return ok()
      },
    },
  ]
}

function createEventHandlers(o: ResolvedOptions): EventHandler<any, any>[] {
  const onStarted: EventHandler<'GAME_STARTED'> = {
    type: 'GAME_STARTED',
    handle(_event, ctx) {
      ctx.setCurrentPlayer(seatOrder(ctx.state)[0]!)
      ctx.setTurn(1)
      ctx.dispatch(createAction({ type: 'SHUFFLE' }))
      ctx.dispatch(createAction({ type: 'DEAL', payload: { count: o.initialHand } }))
    },
  }
  const onPlayed: EventHandler<'CARD_PLAYED', { cardIds: string[]; points: number }> = {
    type: 'CARD_PLAYED',
    handle(event, ctx) {
      ctx.setVariable('lastPlayedAt', event.timestamp)
      const playerId = event.playerId!
      if ((scoresOf(ctx.state)[playerId] ?? 0) >= o.target) {
        ctx.addWinner(playerId)
        ctx.setStatus('finished')
        ctx.emit({ type: 'GAME_WON', playerId, payload: { winnerId: playerId } })
      }
    },
  }
  return [onStarted, onPlayed]
}

/** The card game as a plugin. */
export function createCardGamePlugin(options: CardGameOptions = {}): GamePlugin {
  const o = resolve(options)
  return {
    id: CARD_GAME_ID,
    name: 'Card Game',
    version: options.version ?? CARD_GAME_VERSION,
    rules: createRules(o),
    actions: [...createCardGameHandlers()],
    events: createEventHandlers(o),
    setup(ctx) {
      if (!Object.hasOwn(ctx.state.zones, DECK_ZONE_ID)) ctx.addZone(createZone({ id: DECK_ZONE_ID, type: 'deck' }))
      if (!Object.hasOwn(ctx.state.zones, DISCARD_ZONE_ID)) ctx.addZone(createZone({ id: DISCARD_ZONE_ID, type: 'discard' }))
      for (let n = 1; n <= o.cardCount; n++) {
        const id = cardId(n)
        if (Object.hasOwn(ctx.state.cards, id)) continue
        ctx.addCard(createCard({ id, type: 'number', value: n }))
        ctx.addCardToZone(id, DECK_ZONE_ID)
      }
      for (const playerId of seatOrder(ctx.state)) {
        const handId = playerHandZoneId(playerId)
        if (!Object.hasOwn(ctx.state.zones, handId)) ctx.addZone(createZone({ id: handId, type: 'hand', ownerId: playerId }))
      }
      if (ctx.getVariable('scores') === undefined) {
        const scores: Record<string, JsonValue> = {}
        for (const playerId of seatOrder(ctx.state)) scores[playerId] = 0
        ctx.setVariable('scores', scores)
      }
      ctx.addStateCheck(HAND_LIMIT_CHECK, handLimitCheck(o.handLimit))
    },
  }
}

export const CardGamePlugin: GamePlugin = createCardGamePlugin()

export * from './cardGameRun'
