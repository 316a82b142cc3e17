import {
  createCard,
  createZone,
  deny,
  ok,
  playerHandZoneId,
  playersBySeat,
  stateUtils,
  type ActionHandler,
  type EventHandler,
  type GamePlugin,
  type GameState,
  type Rule,
} from '@decklet/core'

/*
 * "Match": a small shedding game. Each player gets five cards; on your turn you
 * play a card of the same suit or rank as the top of the pile, or draw one.
 * The first player with an empty hand wins; if nobody can move, the smallest
 * hand wins.
 */

export const DECK = 'match-deck'
export const PILE = 'match-pile'
const SUITS = ['♣', '♦', '♥', '♠'] as const
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const

export type MatchAction =
  | { id: string; type: 'PLAY'; payload: { cardId: string }; playerId?: string }
  | { id: string; type: 'DRAW'; payload: Record<string, never>; playerId?: string }

const topOfPile = (state: GameState) => state.cards[state.zones[PILE]!.cards.at(-1)!]!

const matches = (state: GameState, cardId: string) => {
  const card = state.cards[cardId]!
  const top = topOfPile(state)
  return card.suit === top.suit || card.rank === top.rank
}

/** Seats in ascending order, starting after `playerId`. */
function nextPlayer(state: GameState, playerId: string): string {
  const seats = playersBySeat(state)
  const at = seats.findIndex((p) => p.id === playerId)
  return seats[(at + 1) % seats.length]!.id
}

const yourTurn: Rule = {
  id: 'match.your-turn',
  name: 'Only the current player acts',
  appliesTo: ['PLAY', 'DRAW'],
  validate: ({ state, action }) =>
    state.status !== 'playing'
      ? deny('the game is not being played', 'NOT_PLAYING')
      : state.currentPlayerId === action.playerId
        ? ok()
        : deny('not your turn', 'NOT_YOUR_TURN'),
}

const playableCard: Rule<Extract<MatchAction, { type: 'PLAY' }>> = {
  id: 'match.playable',
  name: 'A played card matches the pile',
  appliesTo: ['PLAY'],
  validate: ({ state, action }) => {
    const hand = state.zones[playerHandZoneId(action.playerId!)]
    if (!hand?.cards.includes(action.payload.cardId)) return deny('that card is not in your hand', 'NOT_IN_HAND')
    return matches(state, action.payload.cardId) ? ok() : deny('the card matches neither suit nor rank', 'NO_MATCH')
  },
}

const drawOnlyWhenStuck: Rule = {
  id: 'match.draw-when-stuck',
  name: 'Draw only without a playable card, from a non-empty deck',
  appliesTo: ['DRAW'],
  validate: ({ state, action }) => {
    if (state.zones[DECK]!.cards.length === 0) return deny('the deck is empty', 'DECK_EMPTY')
    const hand = state.zones[playerHandZoneId(action.playerId!)]!.cards
    return hand.some((c) => matches(state, c)) ? deny('you have a playable card', 'MUST_PLAY') : ok()
  },
}

const play: ActionHandler<'PLAY', { cardId: string }> = {
  type: 'PLAY',
  execute(action, { state }) {
    const player = action.playerId!
    let next = stateUtils.moveCard(state, action.payload.cardId, playerHandZoneId(player), PILE)
    next = stateUtils.setCurrentPlayer(next, nextPlayer(next, player))
    return { state: next, events: [{ type: 'CARD_PLAYED', playerId: player, payload: { cardId: action.payload.cardId } }] }
  },
  *enumerate(state, playerId) {
    for (const cardId of state.zones[playerHandZoneId(playerId)]?.cards ?? []) {
      yield { type: 'PLAY', playerId, payload: { cardId } }
    }
  },
}

const draw: ActionHandler<'DRAW', Record<string, never>> = {
  type: 'DRAW',
  execute(action, { state }) {
    const player = action.playerId!
    const cardId = state.zones[DECK]!.cards.at(-1)!
    let next = stateUtils.moveCard(state, cardId, DECK, playerHandZoneId(player))
    next = stateUtils.setCurrentPlayer(next, nextPlayer(next, player))
    return { state: next, events: [{ type: 'CARD_DRAWN', playerId: player, payload: {} }] }
  },
  enumerate: (_state, playerId) => [{ type: 'DRAW', playerId }],
}

/** Deals on GAME_STARTED: shuffle with the seeded random source, five cards each, one to the pile. */
const deal: ActionHandler<'DEAL', Record<string, never>> = {
  type: 'DEAL',
  execute(_action, { state, random }) {
    const order = random.shuffle(state.zones[DECK]!.cards)
    let next = stateUtils.setZoneCards(state, DECK, order)
    const players = playersBySeat(state)
    for (let round = 0; round < 5; round++) {
      for (const p of players) next = stateUtils.moveCard(next, next.zones[DECK]!.cards.at(-1)!, DECK, playerHandZoneId(p.id))
    }
    next = stateUtils.moveCard(next, next.zones[DECK]!.cards.at(-1)!, DECK, PILE)
    next = stateUtils.setCurrentPlayer(next, players[0]!.id)
    return { state: next, events: [{ type: 'DEALT', payload: { firstCard: next.zones[PILE]!.cards[0]! } }] }
  },
}

const onStarted: EventHandler = {
  type: 'GAME_STARTED',
  handle: (_event, ctx) => void ctx.dispatch({ type: 'DEAL' }),
}

/** After each move: an empty hand wins; a blocked table ends the game with the smallest hand winning. */
const checkEnd: EventHandler = {
  type: '*',
  handle(event, ctx) {
    if (event.type !== 'CARD_PLAYED' && event.type !== 'CARD_DRAWN') return
    const state = ctx.state
    const hands = Object.values(state.players).map((p) => ({ id: p.id, size: state.zones[playerHandZoneId(p.id)]!.cards.length }))
    const out = hands.find((h) => h.size === 0)
    const blocked =
      state.zones[DECK]!.cards.length === 0 &&
      hands.every((h) => !state.zones[playerHandZoneId(h.id)]!.cards.some((c) => matches(state, c)))
    if (!out && !blocked) return
    const smallest = Math.min(...hands.map((h) => h.size))
    for (const h of hands) if (h.size === smallest) ctx.addWinner(h.id)
    ctx.setCurrentPlayer(null)
    ctx.setStatus('finished')
    ctx.emit({ type: 'GAME_WON', payload: { winnerIds: ctx.state.winnerIds } })
  },
}

/** The whole game as one plugin. */
export const MatchPlugin: GamePlugin = {
  id: 'match',
  name: 'Match',
  version: '1.0.0',
  setup(ctx) {
    // Idempotent, as replay runs setup again on the recorded initial state.
    if (!ctx.state.zones[DECK]) ctx.addZone(createZone({ id: DECK, type: 'deck', visibility: 'hidden' }))
    if (!ctx.state.zones[PILE]) ctx.addZone(createZone({ id: PILE, type: 'discard', visibility: 'public' }))
    for (const p of Object.values(ctx.state.players)) {
      const hand = playerHandZoneId(p.id)
      if (!ctx.state.zones[hand]) ctx.addZone(createZone({ id: hand, type: 'hand', ownerId: p.id, visibility: 'owner' }))
    }
    for (const suit of SUITS) {
      for (const rank of RANKS) {
        const id = `${rank}${suit}`
        if (ctx.state.cards[id]) continue
        ctx.addCard(createCard({ id, type: 'match', suit, rank }))
        ctx.addCardToZone(id, DECK)
      }
    }
    ctx.addStateCheck('match: 52 cards', (state) =>
      Object.values(state.zones).reduce((n, z) => n + z.cards.length, 0) === 52 ? [] : ['cards were lost or created'],
    )
  },
  rules: [yourTurn, playableCard, drawOnlyWhenStuck],
  actions: [play, draw, deal],
  events: [onStarted, checkEnd],
}
