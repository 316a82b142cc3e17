/**
 * Plugins for expectNoLeak's tests, to add to the mini game with `secret: true`
 * (deck hidden, hands owner-only, discard public). Each one but the peek and
 * the pass with `redactAction` gives away something a player may not know.
 * Every factory returns a fresh plugin.
 */
import { playerHandZoneId, stateUtils, type GamePlugin, type GameState, type JsonValue, type PlayerView } from '@decklet/core'
import { DECK, handOf, passTurn } from './plugins'

const topOfDeck = (state: GameState): string | undefined => state.zones[DECK]!.cards.at(-1)

/** Leak: keeps the id of the last card drawn in `variables.lastDrawn`, which every view shows. */
export function createLastDrawnPlugin(): GamePlugin {
  return {
    id: 'last-drawn',
    name: 'Remembers the last card drawn',
    version: '1.0.0',
    events: [{ type: 'CARD_DRAWN', handle: (event, ctx) => ctx.setVariable('lastDrawn', (event.payload as { cardId: string }).cardId) }],
  }
}

/**
 * Leak: keeps the deck's top card in `variables.hint`, and its `redact` hook
 * "hides" it by replacing the id with the card's face (`{ type, value }`) —
 * or, with `keepId`, by forgetting to remove it at all.
 */
export function createHintPlugin(options: { keepId?: boolean } = {}): GamePlugin {
  return {
    id: 'hint',
    name: 'Shows a hint about the top card',
    version: '1.0.0',
    events: [
      {
        type: 'TURN_STARTED',
        handle: (_event, ctx) => {
          const top = topOfDeck(ctx.state)
          if (top !== undefined) ctx.setVariable('hint', top)
        },
      },
    ],
    redact(view) {
      const hint = view.variables.hint
      if (typeof hint !== 'string' || options.keepId === true) return view
      // Mini-game card `cN` has value N.
      return { ...view, variables: { ...view.variables, hint: { type: 'number', value: Number(hint.slice(1)) } } }
    },
  }
}

/** Leak: stores the engine's seed (as a number) or its random state in variables when the game starts. */
export function createSeedPlugin(what: 'seed' | 'random-state'): GamePlugin {
  return {
    id: 'seed-keeper',
    name: 'Keeps the seed',
    version: '1.0.0',
    events: [
      {
        type: 'GAME_STARTED',
        handle: (_event, ctx) =>
          ctx.setVariable('shuffledWith', what === 'seed' ? ctx.state.seed : (ctx.random.getState() as unknown as JsonValue)),
      },
    ],
  }
}

/** Leak: offers the current player `PEEK { cardId }` naming the deck's top card (through `getLegalActions`). */
export function createPeekOfferPlugin(): GamePlugin {
  return {
    id: 'peek-offer',
    name: 'Offers a peek naming the card',
    version: '1.0.0',
    actions: [
      {
        type: 'PEEK',
        execute: (_action, { state }) => ({ state }),
        enumerate(state, playerId) {
          const top = topOfDeck(state)
          return state.status === 'playing' && state.currentPlayerId === playerId && top !== undefined ? [{ type: 'PEEK', playerId, payload: { cardId: top } }] : []
        },
      },
    ],
  }
}

/**
 * Correct: `PEEK` shows the current player the deck's top card privately — a
 * `PEEKED` event visible to that player, and `variables.peeked[playerId]`,
 * which `redact` hides from the others. Only `knownCards` can tell
 * expectNoLeak that the player knows that card.
 */
export function createPeekPlugin(): GamePlugin {
  const peekedOf = (state: GameState) => (state.variables.peeked ?? {}) as Record<string, string[]>
  return {
    id: 'peek',
    name: 'Private peek at the top card',
    version: '1.0.0',
    actions: [
      {
        type: 'PEEK',
        execute(action, { state }) {
          const playerId = action.playerId!
          const cardId = topOfDeck(state)!
          const peeked = peekedOf(state)
          const s = stateUtils.setVariable(state, 'peeked', { ...peeked, [playerId]: [...(peeked[playerId] ?? []), cardId] })
          return { state: s, events: [{ type: 'PEEKED', playerId, payload: { playerId, cardId }, visibleTo: [playerId] }] }
        },
        enumerate: (state, playerId) =>
          state.status === 'playing' && state.currentPlayerId === playerId && topOfDeck(state) !== undefined && !(peekedOf(state)[playerId] ?? []).includes(topOfDeck(state)!)
            ? [{ type: 'PEEK', playerId }]
            : [],
      },
    ],
    redact(view, viewer) {
      const peeked = peekedOf(view as unknown as GameState)
      const own = viewer === null ? {} : viewer in peeked ? { [viewer]: peeked[viewer]! } : {}
      return { ...view, variables: { ...view.variables, peeked: own } }
    },
    redactEvent: (event) => (event.type === 'PEEKED' ? { playerId: (event.payload as { playerId: string }).playerId } : undefined),
  }
}

/**
 * `PASS { cardId }`: the current player gives a card of their hand to the next
 * player (a `CARD_PASSED` event visible to both), and the turn passes. Leak in
 * the viewer records: the action names the card to everyone, unless
 * `redactAction` is set, which hides it from the others.
 */
export function createPassPlugin(options: { redactAction?: boolean } = {}): GamePlugin {
  const plugin: GamePlugin = {
    id: 'pass',
    name: 'Pass a card to the next player',
    version: '1.0.0',
    actions: [
      {
        type: 'PASS',
        execute(action, { state }) {
          const from = action.playerId!
          const turn = passTurn(state, from)
          const to = turn.state.currentPlayerId!
          const cardId = (action.payload as { cardId: string }).cardId
          const s = stateUtils.moveCard(turn.state, cardId, playerHandZoneId(from), playerHandZoneId(to))
          return { state: s, events: [{ type: 'CARD_PASSED', playerId: from, payload: { from, to, cardId }, visibleTo: [from, to] }, turn.event] }
        },
        enumerate: (state, playerId) =>
          state.status === 'playing' && state.currentPlayerId === playerId ? handOf(state, playerId).map((cardId) => ({ type: 'PASS', playerId, payload: { cardId } })) : [],
      },
    ],
  }
  if (options.redactAction === true) {
    plugin.redactAction = (action, viewer) => (action.type !== 'PASS' || viewer === action.playerId ? action : { ...action, payload: {} })
  }
  return plugin
}

/** Leak: a `redact` hook left in debug mode, putting the full state's zones back into every view. */
export function createDebugZonesPlugin(): GamePlugin {
  let zones: GameState['zones'] = {}
  return {
    id: 'debug-zones',
    name: 'Shows the real zones',
    version: '1.0.0',
    events: [{ type: '*', handle: (_event, ctx) => void (zones = ctx.state.zones) }],
    redact: (view) => ({ ...view, zones: zones as PlayerView['zones'] }),
  }
}

/**
 * Leak of where a card is: with the pass plugin, each player's view shows the
 * cards they passed at their places in the receiver's hand (the player knows
 * those cards, but not whether, or where, the receiver still holds them).
 */
export function createTrackPassedPlugin(): GamePlugin {
  let zones: GameState['zones'] = {}
  const passedOf = (variables: Readonly<Record<string, unknown>>) => (variables.passed ?? {}) as Record<string, string>
  return {
    id: 'track-passed',
    name: 'Shows where your passed cards are',
    version: '1.0.0',
    events: [
      { type: '*', handle: (_event, ctx) => void (zones = ctx.state.zones) },
      {
        type: 'CARD_PASSED',
        handle(event, ctx) {
          const { from, cardId } = event.payload as { from: string; cardId: string }
          ctx.setVariable('passed', { ...passedOf(ctx.state.variables), [cardId]: from })
        },
      },
    ],
    redact(view, viewer) {
      const passed = passedOf(view.variables)
      const mine = Object.keys(passed).filter((cardId) => passed[cardId] === viewer)
      const shown = { ...view.zones }
      for (const cardId of mine) {
        for (const zoneId of Object.keys(zones)) {
          const at = zones[zoneId]!.cards.indexOf(cardId)
          const zone = shown[zoneId]
          if (at < 0 || zone === undefined) continue
          const cards = [...zone.cards]
          cards[at] = cardId
          shown[zoneId] = { ...zone, cards }
        }
      }
      return { ...view, zones: shown, variables: { ...view.variables, passed: Object.fromEntries(mine.map((cardId) => [cardId, viewer!])) } }
    },
  }
}
