import type { Action, ActionResult } from '../actions/types'
import type { ActionOrigin } from '../rules/types'
import type { JsonValue } from '../state/json'
import type { GameState } from '../state/types'

/**
 * A modifier instance: data in the state (`state.variables['core.modifiers']`) that changes how matching
 * actions run — a discount, a doubled move, "the next rent is halved for two turns". What it does is the code
 * of its {@link ModifierKind}, which a plugin registers; the instance says which actions it applies to, with
 * which `params`, and how long it lasts. Being JSON in the state, it is in snapshots, records, hashes, forks
 * and player views with no other change, and replays like everything else.
 *
 * @typeParam TParams - the JSON data the kind reads
 * @see the "Modifiers" section of the package README
 */
export interface Modifier<TParams extends JsonValue = JsonValue> {
  /** `'m1'`, `'m2'`, … in the order modifiers were added to this game (deterministic). */
  readonly id: string
  /** The {@link ModifierKind} that gives it its behaviour, registered by some plugin's `modifiers`. */
  readonly kind: string
  /** The action types it applies to, or `['*']` for every type. */
  readonly appliesTo: readonly string[]
  /** When set, it applies only to actions whose `playerId` is this one. */
  readonly playerId?: string
  /** When set, it applies only to actions whose `payload.cardId` is this one. */
  readonly cardId?: string
  /** The kind's data (a discount's amount, say). */
  readonly params?: TParams
  /** Uses left: each matching action it acts on (without `skip()`) takes one; removed at 0. */
  readonly uses?: number
  /** Turns left: decays as turns pass (see {@link ModifierKind}); removed at 0. */
  readonly turns?: number
  /** Who added it (a plugin id), for UIs. */
  readonly source?: string
}

/**
 * What {@link addModifier} takes: a {@link Modifier} without its `id`, which the state's counter gives.
 *
 * @example
 * const init: ModifierInit<{ percent: number }> = { kind: 'discount', appliesTo: ['BUY'], params: { percent: 50 }, uses: 1 }
 */
export type ModifierInit<TParams extends JsonValue = JsonValue> = Omit<Modifier<TParams>, 'id'>

/** What every modifier hook receives. */
export interface ModifierContextBase<TParams extends JsonValue = JsonValue> {
  /** The state the action is applied to (the state before it). */
  readonly state: GameState
  /** The action as the earlier modifiers left it (its payload possibly replaced). */
  readonly action: Action
  /** The modifier instance being run. */
  readonly modifier: Modifier<TParams>
  /** `modifier.params` (`undefined` when it has none). */
  readonly params: TParams | undefined
  /** Who dispatched the action: a player from outside (`'top-level'`), a plugin (`'chained'`) or a setup. */
  readonly origin: ActionOrigin
  /**
   * This modifier did not act on this action: it loses no use, and (called in `before`) its `after` is not
   * called. What it changed before calling `skip()` still counts.
   */
  skip(): void
}

/** What a {@link ModifierKind.before} hook receives: it may cancel the action or change its payload. */
export interface ModifierBeforeContext<TParams extends JsonValue = JsonValue> extends ModifierContextBase<TParams> {
  /**
   * Denies the action with `reason` and `code` (default `'MODIFIER_CANCELLED'`): nothing changes, no
   * modifier loses a use, and no later modifier, rule or handler runs.
   */
  cancel(reason: string, code?: string): void
  /** Replaces the action's payload (JSON): the later modifiers, the rules and the handler see the new one. */
  setPayload(payload: JsonValue): void
}

/** What a {@link ModifierKind.after} hook receives: the result so far, which it may replace. */
export interface ModifierAfterContext<TParams extends JsonValue = JsonValue> extends ModifierContextBase<TParams> {
  /** The result so far: the handler's, or what an earlier `after` modifier set. */
  readonly result: ActionResult
  /** Replaces the next state and its events (later `after` modifiers see this one). */
  setResult(result: ActionResult): void
}

/**
 * A kind of modifier: the code that {@link Modifier} instances of this `kind` run. A plugin lists its kinds
 * in `GamePlugin.modifiers`; a kind registered by two plugins fails `createGame` (`DUPLICATE_MODIFIER_KIND`).
 *
 * On every action, the matching modifiers (type in `appliesTo`, `playerId` and `cardId` when set) run in
 * order of `priority` (lower first, default 0), then of id (the order they were added): each `before` before
 * the rules, each `after` after the handler. Then each that acted (did not `skip()`) loses a use, and when the
 * action made `state.turn` grow, every modifier with `turns` loses one (one with a `playerId` only when the
 * turn that ended was that player's); those at 0 are removed, each with a `MODIFIER_EXPIRED` event. Hooks must
 * be pure and deterministic: they run again in replays, and `before` also in `validate` and `getLegalActions`.
 *
 * @example
 * const Frozen: ModifierKind = { kind: 'frozen', before: (ctx) => ctx.cancel('you are frozen', 'FROZEN') }
 * const plugin: GamePlugin = { id: 'ice', name: 'Ice', version: '1.0.0', modifiers: [Frozen] }
 * @see the "Modifiers" section of the package README
 */
export interface ModifierKind<TParams extends JsonValue = JsonValue> {
  /** The name instances give in `Modifier.kind`; unique across the game's plugins. */
  readonly kind: string
  /** Lower runs first (default 0); ties run in the order the modifiers were added. */
  readonly priority?: number
  /** Runs before the rules: may `cancel` the action or `setPayload`. */
  before?(ctx: ModifierBeforeContext<TParams>): void
  /** Runs after the handler: may `setResult`. */
  after?(ctx: ModifierAfterContext<TParams>): void
}

/** Why a modifier expired: its last use was consumed, or its last turn passed. */
export type ModifierExpiryReason = 'uses' | 'turns'

/** Payload of `MODIFIER_EXPIRED`, which every viewer sees. */
export interface ModifierExpiredPayload {
  /** The modifier as it was when removed (its `uses` or `turns` at 0). */
  readonly modifier: Modifier
  readonly reason: ModifierExpiryReason
}

/** What `state.variables['core.modifiers']` holds: the next id's number and the modifiers in add order. */
export interface ModifierList {
  /** The number of the next modifier's id (`m<next>`); starts at 1. */
  readonly next: number
  /** The modifiers, in the order they were added. */
  readonly list: readonly Modifier[]
}
