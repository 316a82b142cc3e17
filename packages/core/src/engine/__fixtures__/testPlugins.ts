/**
 * Small, reusable plugins and helpers for engine behaviour tests.
 *
 * Every factory returns a fresh plugin object, so a test can register it in as
 * many engines as it likes. Nothing here is part of the public API of
 * `@decklet/core`: these plugins exist to exercise the engine (ticks, chained
 * dispatch, overflow, rollback, state checks), not to model a real game.
 *
 * Ids, action types and event types are exported as constants so tests never
 * repeat string literals.
 */
import type { Action, ActionHandler } from '../../actions/types'
import { GameEngine } from '../gameEngine'
import type { CreateGameOptions, CreateGamePlayerInit, GameConfigInit } from '../types'
import type { EventHandler } from '../../events/types'
import type { GamePlugin } from '../../plugins/types'
import type { Rule } from '../../rules/types'
import { deny, ok } from '../../rules/verdicts'
import { createCard, createZone, playerHandZoneId } from '../../state/factories'
import { stateUtils } from '../../state/stateUtils'
import type { GameState } from '../../state/types'

// ───────────────────────────── shared helpers ─────────────────────────────

/** Two players with explicit seats, the default cast of most tests. */
export const TWO_PLAYERS: readonly CreateGamePlayerInit[] = Object.freeze([
  Object.freeze({ id: 'p1', name: 'Alice', seat: 1 }),
  Object.freeze({ id: 'p2', name: 'Bob', seat: 2 }),
])

/** A controllable clock for `GameConfigInit.clock`: it returns `now` until you change it. */
export interface ManualClock {
  /** Pass this as `config.clock`. */
  readonly clock: () => number
  /** The time the clock returns. */
  now: number
}

/** Creates a {@link ManualClock} that starts at `start` (default 1000). */
export function manualClock(start = 1000): ManualClock {
  const c: ManualClock = {
    now: start,
    clock: () => c.now,
  }
  return c
}

/** Options of {@link newGame}. */
export interface NewGameOptions {
  /** Engine configuration (default: `{ seed: 42, clock: () => 1000 }`). */
  config?: GameConfigInit
  /** `createGame` options (default: {@link TWO_PLAYERS}). */
  create?: Partial<CreateGameOptions>
  /** Whether to call `start()` after `createGame` (default true). */
  start?: boolean
}

/**
 * Builds an engine with `plugins`, creates the game and (unless `start: false`)
 * starts it. Defaults give a deterministic engine: seed 42 and a constant clock.
 */
export function newGame(plugins: readonly GamePlugin[], options: NewGameOptions = {}): GameEngine {
  const engine = new GameEngine({ seed: 42, clock: () => 1000, ...options.config })
  for (const p of plugins) engine.use(p)
  engine.createGame({ players: TWO_PLAYERS, ...options.create })
  if (options.start !== false) engine.start()
  return engine
}

/**
 * Runs `fn` and returns what it threw; fails (throws) when it returned
 * normally. Use it to assert an exact message, class and code at once.
 */
export function thrownBy(fn: () => unknown): Error {
  try {
    fn()
  } catch (e) {
    if (e instanceof Error) return e
    throw new Error(`expected an Error to be thrown, got ${String(e)}`)
  }
  throw new Error('expected the call to throw, but it returned normally')
}

/** Reads a numeric variable of a state (throws when it is not a number, so tests fail loudly). */
export function numberVariable(state: GameState, key: string): number {
  const value = state.variables[key]
  if (typeof value !== 'number') throw new Error(`variable '${key}' is ${JSON.stringify(value)}, not a number`)
  return value
}

// ───────────────────────────── counter ─────────────────────────────

/** Id of {@link createCounterPlugin}. */
export const COUNTER_PLUGIN_ID = 'test-counter'
/** The variable holding the counter. */
export const COUNTER_VARIABLE = 'counter'
/** Action type that adds `payload.by` (default 1) to the counter. */
export const INCREMENT = 'INCREMENT'
/** Event emitted by INCREMENT, payload `{ value }` (the new counter). */
export const COUNTER_INCREMENTED = 'COUNTER_INCREMENTED'
/** Id of the counter plugin's rule that denies a non-positive increment. */
export const POSITIVE_INCREMENT_RULE_ID = 'test-counter.positive-increment'
/** Deny code of {@link POSITIVE_INCREMENT_RULE_ID}. */
export const NON_POSITIVE_INCREMENT = 'NON_POSITIVE_INCREMENT'

/** Payload of an INCREMENT action. */
export interface IncrementPayload {
  by?: number
}
/** An INCREMENT action. */
export type IncrementAction = Action<typeof INCREMENT, IncrementPayload>

/**
 * A counter kept in `variables.counter`.
 *
 * - `setup` sets the counter to 0 when it is absent (idempotent);
 * - action `INCREMENT { by?: number }` adds `by` (default 1) and emits
 *   `COUNTER_INCREMENTED { value }` with the `playerId` of the action, if any;
 * - rule {@link POSITIVE_INCREMENT_RULE_ID} denies `by <= 0` with
 *   `deny('increment must be positive', NON_POSITIVE_INCREMENT)`.
 */
export function createCounterPlugin(): GamePlugin {
  const handler: ActionHandler<typeof INCREMENT, IncrementPayload> = {
    type: INCREMENT,
    execute(action, ctx) {
      const value = numberVariable(ctx.state, COUNTER_VARIABLE) + (action.payload.by ?? 1)
      const event = action.playerId === undefined
        ? { type: COUNTER_INCREMENTED, payload: { value } }
        : { type: COUNTER_INCREMENTED, payload: { value }, playerId: action.playerId }
      return { state: stateUtils.setVariable(ctx.state, COUNTER_VARIABLE, value), events: [event] }
    },
  }
  const rule: Rule<IncrementAction> = {
    id: POSITIVE_INCREMENT_RULE_ID,
    name: 'Increment must be positive',
    appliesTo: [INCREMENT],
    validate: (c) => ((c.action.payload.by ?? 1) > 0 ? ok() : deny('increment must be positive', NON_POSITIVE_INCREMENT)),
  }
  return {
    id: COUNTER_PLUGIN_ID,
    name: 'Test counter',
    version: '1.0.0',
    rules: [rule],
    actions: [handler],
    setup(ctx) {
      if (ctx.getVariable(COUNTER_VARIABLE) === undefined) ctx.setVariable(COUNTER_VARIABLE, 0)
    },
  }
}

// ───────────────────────────── counter limit (a state check) ─────────────────────────────

/** Id of {@link createCounterLimitPlugin}. */
export const COUNTER_LIMIT_PLUGIN_ID = 'test-counter-limit'
/** Name of the state check registered by {@link createCounterLimitPlugin}. */
export const COUNTER_LIMIT_CHECK = 'counter-limit'

/**
 * Registers the state check {@link COUNTER_LIMIT_CHECK}: the counter must not
 * exceed `max`; the problem reported is `counter ${value} exceeds ${max}`.
 * Depends on the counter plugin (`^1.0.0`).
 */
export function createCounterLimitPlugin(max: number): GamePlugin {
  return {
    id: COUNTER_LIMIT_PLUGIN_ID,
    name: 'Test counter limit',
    version: '1.0.0',
    dependencies: { [COUNTER_PLUGIN_ID]: '^1.0.0' },
    setup(ctx) {
      ctx.addStateCheck(COUNTER_LIMIT_CHECK, (state) => {
        const value = state.variables[COUNTER_VARIABLE]
        return typeof value === 'number' && value > max ? [`counter ${value} exceeds ${max}`] : []
      })
    },
  }
}

// ───────────────────────────── deck ─────────────────────────────

/** Id of {@link createDeckPlugin}. */
export const DECK_PLUGIN_ID = 'test-deck'
/** The shared draw pile. */
export const DECK_ZONE_ID = 'deck'
/** Action type that shuffles a zone: payload `{ zoneId }`. */
export const SHUFFLE = 'SHUFFLE'
/** Event emitted by SHUFFLE: payload `{ zoneId }`. */
export const DECK_SHUFFLED = 'DECK_SHUFFLED'
/** Action type handled by the deck plugin: payload `{ playerId, count, fromZoneId? }` (what `ctx.drawCards` sends). */
export const DRAW_CARD = 'DRAW_CARD'
/** Event emitted once per drawn card: payload `{ playerId, cardId }`. */
export const CARD_DRAWN = 'CARD_DRAWN'
/** Id of the deck plugin's rule that denies drawing more cards than the zone holds. */
export const ENOUGH_CARDS_RULE_ID = 'test-deck.enough-cards'
/** Deny code of {@link ENOUGH_CARDS_RULE_ID}. */
export const NOT_ENOUGH_CARDS = 'NOT_ENOUGH_CARDS'

/** The id of the `index`-th card (0-based) created by the deck plugin. */
export function deckCardId(index: number): string {
  return `card-${index}`
}

/** Payload of a SHUFFLE action. */
export interface ShufflePayload {
  zoneId: string
}
/** Payload of a DRAW_CARD action. */
export interface DrawCardPayload {
  playerId: string
  count: number
  fromZoneId?: string
}

/** Options of {@link createDeckPlugin}. */
export interface DeckPluginOptions {
  /** Number of cards in the deck (default 10). */
  cards?: number
  /** Whether `GAME_STARTED` chains a SHUFFLE of the deck (default true). */
  shuffleOnStart?: boolean
}

/**
 * A deck of plain cards plus a hand per player.
 *
 * - `setup` (idempotent: every write is guarded by an existence check) adds the
 *   zone {@link DECK_ZONE_ID} holding `card-0 … card-(n-1)` in order, and a
 *   hand zone `hand-${playerId}` owned by each player;
 * - on `GAME_STARTED` it chains `SHUFFLE { zoneId: 'deck' }` through `ctx.dispatch`;
 * - `SHUFFLE` reorders a zone with `ctx.random.shuffle` and emits `DECK_SHUFFLED`;
 * - `DRAW_CARD { playerId, count, fromZoneId? }` moves the first `count` cards of
 *   `fromZoneId` (default the deck) to the player's hand, emitting one
 *   `CARD_DRAWN { playerId, cardId }` per card; rule {@link ENOUGH_CARDS_RULE_ID}
 *   denies it with {@link NOT_ENOUGH_CARDS} when the zone holds fewer cards.
 */
export function createDeckPlugin(options: DeckPluginOptions = {}): GamePlugin {
  const count = options.cards ?? 10
  const shuffle: ActionHandler<typeof SHUFFLE, ShufflePayload> = {
    type: SHUFFLE,
    execute(action, ctx) {
      const zone = ctx.state.zones[action.payload.zoneId]
      if (!zone) throw new Error(`no zone '${action.payload.zoneId}'`)
      return {
        state: stateUtils.setZoneCards(ctx.state, zone.id, ctx.random.shuffle(zone.cards)),
        events: [{ type: DECK_SHUFFLED, payload: { zoneId: zone.id } }],
      }
    },
  }
  const draw: ActionHandler<typeof DRAW_CARD, DrawCardPayload> = {
    type: DRAW_CARD,
    execute(action, ctx) {
      const { playerId, count: n } = action.payload
      const from = action.payload.fromZoneId ?? DECK_ZONE_ID
      const cardIds = ctx.state.zones[from]!.cards.slice(0, n)
      return {
        state: stateUtils.moveCards(ctx.state, cardIds, from, playerHandZoneId(playerId)),
        events: cardIds.map((cardId) => ({ type: CARD_DRAWN, payload: { playerId, cardId }, playerId })),
      }
    },
  }
  const enoughCards: Rule<Action<typeof DRAW_CARD, DrawCardPayload>> = {
    id: ENOUGH_CARDS_RULE_ID,
    name: 'Enough cards to draw',
    appliesTo: [DRAW_CARD],
    validate(c) {
      const zone = c.state.zones[c.action.payload.fromZoneId ?? DECK_ZONE_ID]
      return zone !== undefined && zone.cards.length >= c.action.payload.count
        ? ok()
        : deny('not enough cards to draw', NOT_ENOUGH_CARDS)
    },
  }
  const onStarted: EventHandler = {
    type: 'GAME_STARTED',
    handle(_event, ctx) {
      if (options.shuffleOnStart !== false) ctx.dispatch({ type: SHUFFLE, payload: { zoneId: DECK_ZONE_ID } })
    },
  }
  return {
    id: DECK_PLUGIN_ID,
    name: 'Test deck',
    version: '1.0.0',
    rules: [enoughCards],
    actions: [shuffle, draw],
    events: [onStarted],
    setup(ctx) {
      if (!ctx.state.zones[DECK_ZONE_ID]) ctx.addZone(createZone({ id: DECK_ZONE_ID, type: 'deck' }))
      for (let i = 0; i < count; i++) {
        const id = deckCardId(i)
        if (ctx.state.cards[id]) continue
        ctx.addCard(createCard({ id, type: 'plain', index: i }))
        ctx.addCardToZone(id, DECK_ZONE_ID)
      }
      for (const playerId of Object.keys(ctx.state.players)) {
        const handId = playerHandZoneId(playerId)
        if (!ctx.state.zones[handId]) ctx.addZone(createZone({ id: handId, type: 'hand', ownerId: playerId }))
      }
    },
  }
}

export * from './chainPlugins'
