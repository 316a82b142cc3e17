/*
 * A tiny game with hidden information, for the player-view, scoped-event and
 * viewer-record tests. Not part of the public API.
 *
 * - setup creates (idempotently) a hidden `deck` of cards `card-01..card-NN`
 *   (field `value` = 100 + n, so ids and values are easy to search for in JSON),
 *   an owner-only hand per player, a public `table`, a hidden `discard`, and a
 *   `notes` variable ({ [playerId]: string }) that only its player may read;
 * - on GAME_STARTED the deck is shuffled (ctx.random) and every player draws
 *   `initialHand` cards (chained DRAW actions);
 * - DRAW moves the top (last) deck card to the player's hand and emits CARD_DRAWN
 *   `{ cardId }` visible to that player only; the plugin's `redactEvent` shows
 *   the others `{ count: 1 }` instead;
 * - PLAY moves a card of the hand to the table (CARD_PLAYED `{ cardId }`, public);
 * - DISCARD puts a card of the hand face down on the discard pile (CARD_DISCARDED
 *   `{ cardId }` visible to the player, no redactEvent: others get `null`); the
 *   plugin's `redactAction` removes the card from the action for everybody else;
 * - REVEAL / CONCEAL show or hide a card of the hand to everyone;
 * - FLIP_TOP reveals the top card of the deck (a face-up card in a hidden zone);
 * - NOTE writes the player's note (NOTE_WRITTEN, visible to the player only);
 * - PASS does nothing; its `enumerate` sloppily proposes a PASS for every player
 *   and one without a player, to check that legal actions go only to their player.
 */
import type { Action, ActionHandler } from '../../actions/types'
import { GameEngine } from '../../engine/gameEngine'
import type { GameConfigInit, CreateGamePlayerInit } from '../../engine/types'
import type { GameEvent } from '../../events/types'
import type { GamePlugin } from '../../plugins/types'
import { createCard, createZone, playerHandZoneId } from '../../state/factories'
import * as su from '../../state/stateUtils'
import type { GameState } from '../../state/types'
import type { PlayerView } from '../types'

export const HIDDEN_GAME_ID = 'hidden-game'
export const DECK = 'deck'
export const TABLE = 'table'
export const DISCARD = 'discard'

export const THREE_PLAYERS: readonly CreateGamePlayerInit[] = Object.freeze([
  { id: 'p1', name: 'Alice', seat: 1 },
  { id: 'p2', name: 'Bob', seat: 2 },
  { id: 'p3', name: 'Carol', seat: 3 },
])

/** Card id of card n (1-based): card-01, card-02, … */
export function cardId(n: number): string {
  return `card-${String(n).padStart(2, '0')}`
}

/** The `value` field of card n: 101, 102, … */
export function cardValue(n: number): number {
  return 100 + n
}

export interface HiddenGameOptions {
  cardCount?: number
  initialHand?: number
}

type Payload = { cardId: string }

function handOf(state: GameState, playerId: string): readonly string[] {
  return state.zones[playerHandZoneId(playerId)]!.cards
}

function requireInHand(state: GameState, action: Action<string, Payload>): string {
  const id = action.payload.cardId
  if (!handOf(state, action.playerId!).includes(id)) throw new Error(`${id} is not in the hand of ${action.playerId}`)
  return id
}

export function createHiddenGamePlugin(options: HiddenGameOptions = {}): GamePlugin {
  const cardCount = options.cardCount ?? 12
  const initialHand = options.initialHand ?? 2

  const actions: ActionHandler<string, any>[] = [
    {
      type: 'SHUFFLE',
      execute: (_a, { state, random }) => ({ state: su.setZoneCards(state, DECK, random.shuffle(state.zones[DECK]!.cards)) }),
    },
    {
      type: 'DRAW',
      execute(action, { state }) {
        const deck = state.zones[DECK]!.cards
        const top = deck[deck.length - 1]
        if (top === undefined) throw new Error('the deck is empty')
        return {
          state: su.moveCard(state, top, DECK, playerHandZoneId(action.playerId!)),
          events: [{ type: 'CARD_DRAWN', playerId: action.playerId, payload: { cardId: top }, visibleTo: [action.playerId!] }],
        }
      },
    },
    {
      type: 'PLAY',
      execute(action: Action<string, Payload>, { state }) {
        const id = requireInHand(state, action)
        return {
          state: su.moveCard(state, id, playerHandZoneId(action.playerId!), TABLE),
          events: [{ type: 'CARD_PLAYED', playerId: action.playerId, payload: { cardId: id } }],
        }
      },
    },
    {
      type: 'DISCARD',
      execute(action: Action<string, Payload>, { state }) {
        const id = requireInHand(state, action)
        return {
          state: su.moveCard(state, id, playerHandZoneId(action.playerId!), DISCARD),
          events: [{ type: 'CARD_DISCARDED', playerId: action.playerId, payload: { cardId: id }, visibleTo: [action.playerId!] }],
        }
      },
    },
    {
      type: 'REVEAL',
      execute(action: Action<string, Payload>, { state }) {
        const id = requireInHand(state, action)
        return {
          state: su.revealCards(state, playerHandZoneId(action.playerId!), [id]),
          events: [{ type: 'CARD_REVEALED', playerId: action.playerId, payload: { cardId: id } }],
        }
      },
    },
    {
      type: 'CONCEAL',
      execute(action: Action<string, Payload>, { state }) {
        return { state: su.concealCards(state, playerHandZoneId(action.playerId!), [action.payload.cardId]) }
      },
    },
    {
      type: 'FLIP_TOP',
      execute(_a, { state }) {
        const deck = state.zones[DECK]!.cards
        return {
          state: su.revealCards(state, DECK, [deck[deck.length - 1]!]),
          events: [{ type: 'TOP_FLIPPED', payload: { cardId: deck[deck.length - 1]! } }],
        }
      },
    },
    {
      type: 'NOTE',
      execute(action: Action<string, { text: string }>, { state }) {
        const notes = (state.variables.notes ?? {}) as Record<string, string>
        return {
          state: su.setVariable(state, 'notes', { ...notes, [action.playerId!]: action.payload.text }),
          events: [{ type: 'NOTE_WRITTEN', playerId: action.playerId, payload: { text: action.payload.text }, visibleTo: [action.playerId!] }],
        }
      },
    },
    {
      type: 'PASS',
      execute: (_a, { state }) => ({ state }),
      *enumerate(state) {
        // Deliberately sloppy: proposes a PASS for every player and one for nobody.
        for (const id of Object.keys(state.players)) yield { type: 'PASS', playerId: id }
        yield { type: 'PASS' }
      },
    },
  ]

  return {
    id: HIDDEN_GAME_ID,
    name: 'Hidden game',
    version: '1.0.0',
    setup(ctx) {
      if (!ctx.state.zones[DECK]) ctx.addZone(createZone({ id: DECK, type: 'deck', visibility: 'hidden' }))
      if (!ctx.state.zones[TABLE]) ctx.addZone(createZone({ id: TABLE, type: 'table' }))
      if (!ctx.state.zones[DISCARD]) ctx.addZone(createZone({ id: DISCARD, type: 'discard', visibility: 'hidden' }))
      for (const id of Object.keys(ctx.state.players)) {
        const zoneId = playerHandZoneId(id)
        if (!ctx.state.zones[zoneId]) ctx.addZone(createZone({ id: zoneId, type: 'hand', ownerId: id, visibility: 'owner' }))
      }
      for (let n = 1; n <= cardCount; n++) {
        if (ctx.state.cards[cardId(n)]) continue
        ctx.addCard(createCard({ id: cardId(n), type: 'number', value: cardValue(n) }))
        ctx.addCardToZone(cardId(n), DECK)
      }
      if (ctx.state.variables.notes === undefined) ctx.setVariable('notes', {})
    },
    actions,
    events: [
      {
        type: 'GAME_STARTED',
        handle(_e, ctx) {
          ctx.dispatch({ type: 'SHUFFLE' })
          for (let i = 0; i < initialHand; i++) {
            for (const id of Object.keys(ctx.state.players)) ctx.dispatch({ type: 'DRAW', playerId: id })
          }
        },
      },
    ],
    redact(view: PlayerView, viewerId: string | null): PlayerView {
      const notes = (view.variables.notes ?? {}) as Record<string, string>
      const kept: Record<string, string> = {}
      if (viewerId !== null && notes[viewerId] !== undefined) kept[viewerId] = notes[viewerId]
      return { ...view, variables: { ...view.variables, notes: kept } }
    },
    redactEvent(event: GameEvent): unknown {
      return event.type === 'CARD_DRAWN' ? { count: 1 } : undefined
    },
    redactAction(action: Action, viewerId: string | null): Action {
      if (action.type !== 'DISCARD' || action.playerId === viewerId) return action
      return { ...action, payload: {} }
    },
  }
}

/** A started game of {@link createHiddenGamePlugin} (seed 7, constant clock, three players by default). */
export function startHiddenGame(
  options: { plugins?: readonly GamePlugin[]; before?: readonly GamePlugin[]; config?: GameConfigInit; game?: HiddenGameOptions; players?: readonly CreateGamePlayerInit[]; start?: boolean } = {},
): GameEngine {
  const engine = new GameEngine({ seed: 7, clock: () => 1000, ...options.config })
  for (const p of options.before ?? []) engine.use(p)
  engine.use(createHiddenGamePlugin(options.game))
  for (const p of options.plugins ?? []) engine.use(p)
  engine.createGame({ gameId: 'hidden', players: options.players ?? THREE_PLAYERS })
  if (options.start !== false) engine.start()
  return engine
}

/** The card ids of a hand in the full state. */
export function hand(engine: GameEngine, playerId: string): readonly string[] {
  return handOf(engine.getState(), playerId)
}

/** Every card id and value of `ids` found in the JSON text of `value` (an empty list when nothing leaks). */
export function leaksIn(value: unknown, ids: readonly string[], state: GameState): string[] {
  const json = JSON.stringify(value)
  const found: string[] = []
  for (const id of ids) {
    if (json.includes(`"${id}"`)) found.push(id)
    const v = state.cards[id]?.value
    if (v !== undefined && new RegExp(`[^0-9.]${String(v)}[^0-9.]`).test(json)) found.push(`${id}=${String(v)}`)
  }
  return found
}
