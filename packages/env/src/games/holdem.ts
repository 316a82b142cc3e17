import { playerHandZoneId, type ActionInit, type Card, type GameState } from '@decklet/core'
import { BOARD_ZONE_ID, createHoldemPlugin, getHoldemState, type HoldemPluginApi } from '@decklet/plugin-holdem'
import { PokerRulesPlugin } from '@decklet/plugin-poker'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import type { EnvGame } from '../envGame'

// RLCard's no-limit Hold'em environment (`rlcard.make('no-limit-holdem')`: 2 players, 100 chips each, blinds
// 1/2, one hand) over decklet's no-limit rules, which differ from RLCard's game (see the README): RLCard's five
// abstract actions are mapped onto the legal bets of decklet's table.
//
// Observation (54): the hole and board cards one-hot in RLCard's card order (spades, hearts, diamonds, clubs;
// A, 2 … K in each: SA is 0, CK is 51), then the chips the player has put in this hand and the most any player
// has put in.

export const HOLDEM_ACTIONS = ['FOLD', 'CHECK_CALL', 'RAISE_HALF_POT', 'RAISE_POT', 'ALL_IN'] as const
const SUITS: Readonly<Record<string, number>> = { spades: 0, hearts: 1, diamonds: 2, clubs: 3 }
const SUIT_LETTERS = ['S', 'H', 'D', 'C'] as const
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const
const RANK_LETTERS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const
const STACK = 100
const STAGES: Readonly<Record<string, string>> = { preflop: 'PREFLOP', flop: 'FLOP', turn: 'TURN', river: 'RIVER', showdown: 'RIVER', complete: 'RIVER', waiting: 'PREFLOP' }

/** RLCard's index of a card (`card2index`). */
function cardIndex(card: Card): number {
  return 13 * SUITS[card.suit as string]! + RANKS.indexOf(card.rank as (typeof RANKS)[number])
}

function cardName(card: Card): string {
  const i = cardIndex(card)
  return `${SUIT_LETTERS[Math.floor(i / 13)]}${RANK_LETTERS[i % 13]}`
}

/** The Hold'em environment's game: RLCard's `no-limit-holdem`, 2 players. @internal */
export function createHoldemGame(): EnvGame {
  const holdem = createHoldemPlugin({ smallBlind: 1, bigBlind: 2, startingStack: STACK, maxHands: 1 })
  const api = (holdem as unknown as { api: HoldemPluginApi }).api
  const visibleCards = (state: GameState, playerId: string) => [...state.zones[playerHandZoneId(playerId)]!.cards, ...state.zones[BOARD_ZONE_ID]!.cards].map((id) => state.cards[id]).filter((c): c is Card => c !== undefined && c.suit !== undefined)
  const committedOf = (state: GameState) => {
    const t = getHoldemState(state)
    return ['p1', 'p2'].map((id) => t.committed[id] ?? 0)
  }
  return {
    name: 'no-limit-holdem',
    numPlayers: 2,
    numActions: 5,
    stateShape: [[54], [54]],
    obsSize: 54,
    plugins: [StandardDeckPlugin, PokerRulesPlugin, holdem],
    toAct: (state) => getHoldemState(state).toAct,
    legal(state, playerId, ids, actions) {
      const options = api.bettingOptions(state, playerId)
      if (options === null) return 0
      const t = getHoldemState(state)
      const stack = t.stacks[playerId] ?? 0
      const myBet = t.bets[playerId] ?? 0
      const pot = api.potSize(state)
      let n = 0
      const add = (id: number, action: ActionInit) => {
        ids[n] = id
        actions[n++] = action
      }
      if (options.canFold) add(0, { type: 'FOLD', playerId })
      add(1, options.canCheck ? { type: 'CHECK', playerId } : { type: 'CALL', playerId })
      // RLCard allows no raise once a call takes the whole stack.
      const canRaise = options.toCall < stack
      const range = options.bet ?? options.raise
      const type = options.bet !== null ? 'BET' : 'RAISE'
      for (const [id, more] of [[2, Math.floor(pot / 2)], [3, pot]] as const) {
        // RLCard: the player's bet grows by half the pot (or the pot), which must stay within the stack; decklet
        // then asks for at least a full raise, and an amount that is the whole stack is the all-in.
        if (!canRaise || range === null || more > stack) continue
        const to = Math.max(myBet + more, range.min)
        if (to > t.currentBet && to < myBet + stack && to <= range.max) add(id, { type, playerId, payload: { amount: to } })
      }
      if (canRaise && options.allIn !== null) add(4, { type: 'ALL_IN', playerId })
      return n
    },
    encode(state, playerId, _trace, out, at) {
      for (const card of visibleCards(state, playerId)) out[at + cardIndex(card)] = 1
      const chips = committedOf(state)
      out[at + 52] = chips[Number(playerId.slice(1)) - 1]!
      out[at + 53] = Math.max(...chips)
    },
    raw(state, playerId, _trace, legalNames) {
      const t = getHoldemState(state)
      const chips = committedOf(state)
      const seat = Number(playerId.slice(1)) - 1
      return {
        hand: state.zones[playerHandZoneId(playerId)]!.cards.map((id) => state.cards[id]).filter((c): c is Card => c !== undefined && c.suit !== undefined).map(cardName),
        public_cards: state.zones[BOARD_ZONE_ID]!.cards.map((id) => cardName(state.cards[id]!)),
        all_chips: chips,
        my_chips: chips[seat],
        legal_actions: [...legalNames],
        stakes: ['p1', 'p2'].map((id) => t.stacks[id] ?? 0),
        current_player: t.toAct === null ? null : Number(t.toAct.slice(1)) - 1,
        pot: chips[0]! + chips[1]!,
        stage: STAGES[t.street] ?? t.street,
      }
    },
    payoffs(state, out) {
      const t = getHoldemState(state)
      // Chips won or lost in the hand, as RLCard's no-limit game pays (not in big blinds).
      out[0] = (t.stacks.p1 ?? 0) - STACK
      out[1] = (t.stacks.p2 ?? 0) - STACK
    },
    actionName: (id) => HOLDEM_ACTIONS[id] ?? `unknown-${id}`,
    actionId: (name) => HOLDEM_ACTIONS.indexOf(name as (typeof HOLDEM_ACTIONS)[number]),
    traced: () => false,
  }
}
