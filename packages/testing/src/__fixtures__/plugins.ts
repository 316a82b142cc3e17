/**
 * Plugins for this package's own tests: a small, correct shedding game and
 * plugins with deliberate bugs for the fuzzer to find. Every factory returns a
 * fresh plugin, so each engine gets its own closures.
 */
import {
  createAction,
  createCard,
  createZone,
  deny,
  ok,
  playerHandZoneId,
  playerIdsBySeat,
  stateUtils,
  type ActionHandler,
  type GamePlugin,
  type GameState,
  type JsonValue,
  type Rule,
  type ZoneVisibility,
} from '@decklet/core'

export const DECK = 'deck'
export const DISCARD = 'discard'
export const CARD_COUNT = 12
export const HAND_SIZE = 3

function nextPlayer(state: GameState, playerId: string): string {
  const order = playerIdsBySeat(state)
  return order[(order.indexOf(playerId) + 1) % order.length]!
}

export function passTurn(state: GameState, playerId: string) {
  const next = nextPlayer(state, playerId)
  const s = stateUtils.setTurn(stateUtils.setCurrentPlayer(state, next), state.turn + 1)
  return { state: s, event: { type: 'TURN_STARTED', playerId: next, payload: { playerId: next, turn: state.turn + 1 } } }
}

export const handOf = (state: GameState, playerId: string): readonly string[] => state.zones[playerHandZoneId(playerId)]!.cards

const turnRule: Rule = {
  id: 'mini.turn',
  name: 'Only the current player moves, while the game is played',
  appliesTo: ['PLAY', 'DRAW'],
  validate: ({ state, action }) =>
    state.status !== 'playing'
      ? deny(`the game is ${state.status}`, 'GAME_NOT_PLAYING')
      : action.playerId !== state.currentPlayerId
        ? deny('not your turn', 'NOT_YOUR_TURN')
        : ok(),
}

const inHandRule: Rule = {
  id: 'mini.in-hand',
  name: 'A played card is in your hand',
  appliesTo: ['PLAY'],
  validate: ({ state, action }) => {
    const cardId = (action.payload as { cardId?: unknown }).cardId
    return typeof cardId === 'string' && handOf(state, action.playerId!).includes(cardId) ? ok() : deny(`card ${String(cardId)} is not in your hand`, 'CARD_NOT_IN_HAND')
  },
}

const deckRule: Rule = {
  id: 'mini.deck',
  name: 'You draw from a deck that has cards',
  appliesTo: ['DRAW'],
  validate: ({ state }) => (state.zones[DECK]!.cards.length > 0 ? ok() : deny('the deck is empty', 'DECK_EMPTY')),
}

const play: ActionHandler<'PLAY', { cardId: string }> = {
  type: 'PLAY',
  execute(action, { state }) {
    const playerId = action.playerId!
    const cardId = action.payload.cardId
    let s = stateUtils.moveCard(state, cardId, playerHandZoneId(playerId), DISCARD)
    const played = { type: 'CARD_PLAYED', playerId, payload: { playerId, cardId } }
    if (handOf(s, playerId).length === 0) {
      s = stateUtils.setStatus(stateUtils.addWinner(s, playerId), 'finished')
      return { state: s, events: [played, { type: 'GAME_WON', playerId, payload: { winnerId: playerId } }] }
    }
    const turn = passTurn(s, playerId)
    return { state: turn.state, events: [played, turn.event] }
  },
  enumerate(state, playerId) {
    if (state.status !== 'playing' || state.currentPlayerId !== playerId) return []
    return handOf(state, playerId).map((cardId) => ({ type: 'PLAY' as const, playerId, payload: { cardId } }))
  },
}

const createDraw = (drawnVisibleTo: 'drawer' | 'everyone'): ActionHandler<'DRAW', Record<string, never>> => ({
  type: 'DRAW',
  execute(action, { state }) {
    const playerId = action.playerId!
    const deck = state.zones[DECK]!.cards
    const cardId = deck[deck.length - 1]!
    const turn = passTurn(stateUtils.moveCard(state, cardId, DECK, playerHandZoneId(playerId)), playerId)
    const drawn = { type: 'CARD_DRAWN', playerId, payload: { playerId, cardId } }
    return { state: turn.state, events: [drawnVisibleTo === 'drawer' ? { ...drawn, visibleTo: [playerId] } : drawn, turn.event] }
  },
  enumerate(state, playerId) {
    if (state.status !== 'playing' || state.currentPlayerId !== playerId || state.zones[DECK]!.cards.length === 0) return []
    return [{ type: 'DRAW' as const, playerId }]
  },
})

/** Options of {@link createMiniGamePlugin}. */
export interface MiniGameOptions {
  /**
   * Hide what a card game hides: the deck `hidden`, hands `owner`, the discard
   * pile `public`; `CARD_DRAWN` visible to the drawer only (others get
   * `{ playerId }`). Default `false`: every zone public, as before visibility existed.
   */
  secret?: boolean
  /** With `secret`: which zones to leave public anyway (a deliberate leak). */
  publicZones?: readonly ('deck' | 'hands')[]
  /** With `secret`: send `CARD_DRAWN` to everyone, card and all (a deliberate leak). Default `false`. */
  leakDraws?: boolean
}

/**
 * A small shedding game: 12 numbered cards `c1`…`c12` in `deck`, a `discard`
 * pile and a hand per player. On start the deck is shuffled, three cards are
 * dealt to each player, the lowest seat moves first (turn 1). `PLAY { cardId }`
 * discards a card from your hand, `DRAW` takes the deck's top card; either
 * passes the turn (`TURN_STARTED`), and the first empty hand wins (`GAME_WON`).
 * Denials: `GAME_NOT_PLAYING`, `NOT_YOUR_TURN`, `CARD_NOT_IN_HAND`, `DECK_EMPTY`.
 */
export function createMiniGamePlugin(options: MiniGameOptions = {}): GamePlugin {
  const secret = options.secret === true
  const open = new Set(options.publicZones ?? [])
  const visibility = (zone: 'deck' | 'hands' | 'discard', hidden: ZoneVisibility) =>
    !secret ? {} : { visibility: zone === 'discard' || open.has(zone) ? ('public' as const) : hidden }
  const plugin: GamePlugin = {
    id: 'mini-game',
    name: 'Mini shedding game',
    version: '1.0.0',
    setup(ctx) {
      if (!ctx.state.zones[DECK]) ctx.addZone(createZone({ id: DECK, type: 'deck', ...visibility('deck', 'hidden') }))
      if (!ctx.state.zones[DISCARD]) ctx.addZone(createZone({ id: DISCARD, type: 'discard', ...visibility('discard', 'public') }))
      for (const playerId of playerIdsBySeat(ctx.state)) {
        const hand = playerHandZoneId(playerId)
        if (!ctx.state.zones[hand]) ctx.addZone(createZone({ id: hand, type: 'hand', ownerId: playerId, ...visibility('hands', 'owner') }))
      }
      for (let n = 1; n <= CARD_COUNT; n++) {
        if (ctx.state.cards[`c${n}`]) continue
        ctx.addCard(createCard({ id: `c${n}`, type: 'number', value: n }))
        ctx.addCardToZone(`c${n}`, DECK)
      }
    },
    rules: [turnRule, inHandRule, deckRule],
    actions: [
      play,
      createDraw(secret && options.leakDraws !== true ? 'drawer' : 'everyone'),
      { type: 'SHUFFLE', execute: (_a, { state, random }) => ({ state: stateUtils.setZoneCards(state, DECK, random.shuffle(state.zones[DECK]!.cards)) }) },
      {
        type: 'DEAL',
        execute(_a, { state }) {
          let s = state
          for (let i = 0; i < HAND_SIZE; i++) {
            for (const playerId of playerIdsBySeat(s)) {
              const deck = s.zones[DECK]!.cards
              s = stateUtils.moveCard(s, deck[deck.length - 1]!, DECK, playerHandZoneId(playerId))
            }
          }
          return { state: s, events: [{ type: 'DEALT', payload: { cards: HAND_SIZE } }] }
        },
      },
    ],
    events: [
      {
        type: 'GAME_STARTED',
        handle(_e, ctx) {
          ctx.dispatch(createAction({ type: 'SHUFFLE' }))
          ctx.dispatch(createAction({ type: 'DEAL' }))
          const first = playerIdsBySeat(ctx.state)[0]!
          ctx.setCurrentPlayer(first)
          ctx.setTurn(1)
        },
      },
    ],
  }
  if (secret) {
    plugin.redactEvent = (event) => (event.type === 'CARD_DRAWN' ? { playerId: (event.payload as { playerId: string }).playerId } : undefined)
  }
  return plugin
}

// ───────────────────────────── deliberately buggy plugins ─────────────────────────────

/**
 * Bug: `enumerate` offers `BID` to the current player and the rule allows at
 * most three bids — but the rule counts its own calls (a side effect), and
 * `getLegalActions` calls it too. So a bid `getLegalActions` called legal is
 * later denied by `dispatch` (`BID_LIMIT`). It names the current player as the
 * one who may act, so `engine.getActors()` does not run the rule through every
 * player's legal actions first (which would use the bids up before any dispatch).
 */
export function createCountingRulePlugin(): GamePlugin {
  let bids = 0
  return {
    id: 'counting-rule',
    name: 'A rule with a side effect',
    version: '1.0.0',
    rules: [{ id: 'counting-rule.limit', name: 'At most three bids', appliesTo: ['BID'], validate: () => (++bids > 3 ? deny('no bids left', 'BID_LIMIT') : ok()) }],
    actions: [
      {
        type: 'BID',
        execute: (_a, { state }) => ({ state: stateUtils.setVariable(state, 'bids', ((state.variables.bids as number | undefined) ?? 0) + 1) }),
        enumerate: (state, playerId) => (state.status === 'playing' && state.currentPlayerId === playerId ? [{ type: 'BID', playerId }] : []),
      },
    ],
    actors: (state) => (state.currentPlayerId === null ? [] : [state.currentPlayerId]),
  }
}

/** Bug: `KNOCK` is offered to the current player, but its handler throws from turn 4 on. */
export function createThrowingPlugin(): GamePlugin {
  return {
    id: 'throwing',
    name: 'Handler throws on an enumerated action',
    version: '1.0.0',
    actions: [
      {
        type: 'KNOCK',
        execute(_a, { state }) {
          if (state.turn >= 4) throw new Error(`knocking is broken on turn ${state.turn}`)
          return { state: stateUtils.setVariable(state, 'knocks', ((state.variables.knocks as number | undefined) ?? 0) + 1) }
        },
        enumerate: (state, playerId) => (state.status === 'playing' && state.currentPlayerId === playerId ? [{ type: 'KNOCK', playerId }] : []),
      },
    ],
  }
}

/** Bug: `ROLL` stores `Math.random()`, so the same action gives different states. */
export function createMathRandomPlugin(): GamePlugin {
  return {
    id: 'math-random',
    name: 'Uses Math.random',
    version: '1.0.0',
    actions: [
      {
        type: 'ROLL',
        execute: (_a, { state }) => ({ state: stateUtils.setVariable(state, 'roll', Math.floor(Math.random() * 1_000_000)) }),
        enumerate: (state, playerId) => (state.status === 'playing' && state.currentPlayerId === playerId ? [{ type: 'ROLL', playerId }] : []),
      },
    ],
  }
}

/** Bug: the third `TAP` (by anyone, any time) changes `state.variables` in place instead of copying it. */
export function createMutatingPlugin(): GamePlugin {
  return {
    id: 'mutating',
    name: 'Mutates state in place on the third tap',
    version: '1.0.0',
    setup(ctx) {
      if (ctx.getVariable('taps') === undefined) ctx.setVariable('taps', 0)
    },
    actions: [
      {
        type: 'TAP',
        execute(_a, { state }) {
          const taps = state.variables.taps as number
          if (taps === 2) {
            ;(state.variables as Record<string, JsonValue>).taps = taps + 1
            return { state }
          }
          return { state: stateUtils.setVariable(state, 'taps', taps + 1) }
        },
        enumerate: (state, playerId) => (state.status === 'playing' ? [{ type: 'TAP', playerId }] : []),
      },
    ],
  }
}

/** Bug: the second `CHEAT` puts the discard pile's top card back on the deck without taking it off the pile. */
export function createInvariantBreakerPlugin(): GamePlugin {
  return {
    id: 'cheat',
    name: 'Puts a card in two zones',
    version: '1.0.0',
    actions: [
      {
        type: 'CHEAT',
        execute(_a, { state }) {
          const cheats = (state.variables.cheats as number | undefined) ?? 0
          const s = stateUtils.setVariable(state, 'cheats', cheats + 1)
          if (cheats < 1) return { state: s }
          const pile = s.zones[DISCARD]!.cards
          return { state: stateUtils.setZoneCards(s, DECK, [...s.zones[DECK]!.cards, pile[pile.length - 1]!]) }
        },
        enumerate: (state, playerId) =>
          state.status === 'playing' && state.currentPlayerId === playerId && state.zones[DISCARD]!.cards.length > 0 ? [{ type: 'CHEAT', playerId }] : [],
      },
    ],
  }
}

/** Bug: `NOTE` stores `NaN` in a variable: not JSON data. */
export function createNonJsonPlugin(): GamePlugin {
  return {
    id: 'non-json',
    name: 'Stores NaN',
    version: '1.0.0',
    actions: [
      {
        type: 'NOTE',
        execute: (_a, { state }) => ({ state: stateUtils.setVariable(state, 'note', Number.NaN as unknown as JsonValue) }),
        enumerate: (state, playerId) => (state.status === 'playing' && state.currentPlayerId === playerId && state.turn >= 2 ? [{ type: 'NOTE', playerId }] : []),
      },
    ],
  }
}

/** Bug: what it writes on start depends on how often its `setup` ran — and replay runs `setup` again. */
export function createSetupCountingPlugin(): GamePlugin {
  let setups = 0
  return {
    id: 'setup-counting',
    name: 'Keeps state outside the game state',
    version: '1.0.0',
    setup() {
      setups++
    },
    events: [{ type: 'GAME_STARTED', handle: (_e, ctx) => ctx.setVariable('setups', setups) }],
  }
}

/** Correct, but keeps an event timestamp in the state: a fork or a re-applied action reads the clock again. */
export function createTimestampPlugin(): GamePlugin {
  return {
    id: 'timestamp',
    name: 'Remembers when the last card was played',
    version: '1.0.0',
    events: [{ type: 'CARD_PLAYED', handle: (event, ctx) => ctx.setVariable('lastPlayedAt', event.timestamp) }],
  }
}
