import type { ActionResult } from '../../actions/types'
import { GameLifecycleError, NotFoundError } from '../../errors/errors'
import type { EventInit } from '../../events/types'
import type { JsonValue } from '../json'
import type { Card, GameState, GameStatus, Player, Zone, ZoneVisibility } from '../types'
import type { Variable } from '../variables'
import { createDraftCopiers, ONE_SHOT_COPIERS, type DraftCopiers } from './recordCopier'
import { RecordEdits } from './recordEdits'
import { buildRoot, hasRootLayout, NO_STATE, type MutableState } from './shapes'
import { ZoneEdits } from './zoneEdits'

const NO_EVENTS: readonly EventInit[] = Object.freeze([])

/**
 * A working copy of a {@link GameState} for one action: zones, cards, players, variables, the current
 * player, the turn, the status and the winners are changed through it, and {@link StateDraft.commit}
 * builds the next state once, with `version + 1` (so the engine takes it as it is, without copying it
 * again). The next state shares everything that did not change with the base state: an unchanged zone,
 * record or list is the very same object (later views and freezing rely on that).
 *
 * The draft never changes an object it did not make, so a frozen base state (validation mode
 * `'always'`) is safe, and so is a base that a snapshot or a fork still holds.
 *
 * Keep one draft per plugin instance and {@link StateDraft.reset} it for each action: it keeps its slots
 * and its record copiers (compiled object literals, much faster than spreads of records that are copies
 * of copies) from one action to the next. One draft may serve several engines in turn, as handlers run
 * one at a time and never inside one another; {@link StateDraft.once} (or {@link produceState}) makes a
 * draft for a single update, with no cache.
 *
 * Rules of the draft: a revealed card that leaves a zone stops being revealed there; a card list handed
 * in with `setZoneCards` is kept as it is (do not change it afterwards); a list from `editCards` may be
 * changed in place until the next `commit` or `reset`.
 *
 * @example
 * const draft = new StateDraft()
 * const play: ActionHandler<'PLAY', { cardId: string }> = {
 *   type: 'PLAY',
 *   execute(action, { state }) {
 *     const d = draft.reset(state)
 *     d.moveCard(action.payload.cardId, playerHandZoneId(action.playerId!), 'discard')
 *     d.currentPlayerId = nextPlayer(state)
 *     d.emit({ type: 'CARD_PLAYED', playerId: action.playerId, payload: action.payload })
 *     return d.result()
 *   },
 * }
 */
export class StateDraft {
  #base: GameState = NO_STATE
  #copiers: DraftCopiers | null = null
  #oneShot = false
  readonly #zones = new ZoneEdits()
  readonly #variables = new RecordEdits<JsonValue>()
  readonly #players = new RecordEdits<Player>()
  readonly #cards = new RecordEdits<Card>()
  #status: GameStatus = 'waiting'
  #currentPlayerId: string | null = null
  #turn = 0
  // A list this draft made once a winner was added, else null (the base's list).
  #winnerIds: string[] | null = null
  #events: EventInit[] | null = null
  // The last root this draft built as a literal: a base that is this object needs no layout check.
  #built: GameState | null = null

  /** A draft of `base`, or of nothing until {@link StateDraft.reset} is called. */
  constructor(base?: GameState) {
    if (base !== undefined) this.reset(base)
  }

  /**
   * A draft for one update: it copies records without compiling copiers and caches nothing, the cheapest
   * for a draft used once (a reused draft compiles a copier the second time it meets a record's keys).
   *
   * @example
   * const d = StateDraft.once(state)
   * d.turn += 1
   * const next = d.commit()
   */
  static once(base: GameState): StateDraft {
    const draft = new StateDraft(base)
    draft.#oneShot = true
    return draft
  }

  /**
   * Starts over on another state, dropping every pending change (and events), as a new draft would.
   * The arrays a committed state holds are never touched again.
   */
  reset(base: GameState): this {
    this.#base = base
    this.#zones.reset(base.zones)
    this.#variables.reset()
    this.#players.reset()
    this.#cards.reset()
    this.#status = base.status
    this.#currentPlayerId = base.currentPlayerId
    this.#turn = base.turn
    this.#winnerIds = null
    // A new list each action: the last action's list belongs to the engine now.
    this.#events = null
    return this
  }

  /**
   * Resets onto `base`, runs `recipe` on the draft and commits.
   *
   * @example
   * const next = draft.produce(state, (d) => d.moveCard('c1', 'deck', 'hand-p1'))
   */
  produce(base: GameState, recipe: (draft: StateDraft) => void): GameState {
    this.reset(base)
    recipe(this)
    return this.commit()
  }

  /** The state the draft started from (what `ctx.state` was). */
  get base(): GameState {
    return this.#base
  }

  // ───────────── root fields ─────────────

  /** The game's status, as it is now in the draft. */
  get status(): GameStatus {
    return this.#status
  }
  set status(status: GameStatus) {
    this.#status = status
  }

  /** Whose turn it is (or `null`), as it is now in the draft. */
  get currentPlayerId(): string | null {
    return this.#currentPlayerId
  }
  set currentPlayerId(playerId: string | null) {
    this.#currentPlayerId = playerId
  }

  /** The turn counter, as it is now in the draft. */
  get turn(): number {
    return this.#turn
  }
  set turn(turn: number) {
    this.#turn = turn
  }

  /** The winners, as they are now in the draft. */
  get winnerIds(): readonly string[] {
    return this.#winnerIds ?? this.#base.winnerIds
  }

  /** Adds a winner; one who is a winner already is not added again. */
  addWinner(playerId: string): void {
    const winners = this.#winnerIds ?? this.#base.winnerIds
    if (winners.includes(playerId)) return
    if (this.#winnerIds === null) this.#winnerIds = [...winners, playerId]
    else this.#winnerIds.push(playerId)
  }

  // ───────────── zones ─────────────

  /** Whether a zone exists now. */
  hasZone(zoneId: string): boolean {
    return this.#zones.has(zoneId)
  }

  /** The zone as it is now (for a changed zone, a new object each call). Throws {@link NotFoundError} when absent. */
  zone(zoneId: string): Zone {
    return this.#zones.zone(zoneId)
  }

  /** A zone's cards as they are now (a later change in place may change this list too). */
  cards(zoneId: string): readonly string[] {
    return this.#zones.cards(zoneId)
  }

  /** A zone's cards, to change in place (`push`, `pop`, `splice`) until the next `commit` or `reset`. */
  editCards(zoneId: string): string[] {
    return this.#zones.edit(zoneId)
  }

  /** Replaces a zone's cards (e.g. a shuffle). The list is kept as it is: do not change it afterwards. */
  setZoneCards(zoneId: string, cardIds: readonly string[]): void {
    this.#zones.set(zoneId, cardIds)
  }

  /** Puts a card on top of (at the end of) a zone, without checking that the card exists: the fast path. */
  append(zoneId: string, cardId: string): void {
    this.#zones.insert(zoneId, cardId)
  }

  /** Takes the top (last) card of a zone; `undefined`, and no change, when the zone is empty. */
  takeLast(zoneId: string): string | undefined {
    return this.#zones.takeLast(zoneId)
  }

  /** Moves the top card of `fromZoneId` to the top of `toZoneId`; `undefined` when `fromZoneId` is empty. */
  moveTop(fromZoneId: string, toZoneId: string): string | undefined {
    return this.#zones.moveTop(fromZoneId, toZoneId)
  }

  /** Puts a card (which must exist) in a zone, at the end or at `index`. */
  addCardToZone(cardId: string, zoneId: string, index?: number): void {
    if (!this.#cards.has(this.#base.cards, cardId)) throw new NotFoundError('card', cardId)
    this.#zones.insert(zoneId, cardId, index)
  }

  /** Takes a card out of a zone; throws {@link NotFoundError} when the zone does not hold it. */
  removeCardFromZone(cardId: string, zoneId: string): void {
    if (!this.#zones.remove(zoneId, cardId, false)) throw new NotFoundError('card', `${cardId}' in zone '${zoneId}`)
  }

  /** Moves a card from one zone to another, appending it (or inserting it at `index`). */
  moveCard(cardId: string, fromZoneId: string, toZoneId: string, index?: number): void {
    this.#zones.cards(toZoneId)
    if (!this.#zones.remove(fromZoneId, cardId, true)) throw new NotFoundError('card', `${cardId}' in zone '${fromZoneId}`)
    this.#zones.insert(toZoneId, cardId, index)
  }

  /** Moves several cards, in the order given, from one zone to the end of another (nothing when it is the same zone). */
  moveCards(cardIds: readonly string[], fromZoneId: string, toZoneId: string): void {
    this.#zones.cards(fromZoneId)
    this.#zones.cards(toZoneId)
    if (fromZoneId === toZoneId) return
    const from = this.#zones.cards(fromZoneId)
    // Checked first, so a missing card leaves the draft as it was.
    const remaining = [...from]
    for (let i = 0; i < cardIds.length; i++) {
      const at = remaining.indexOf(cardIds[i]!)
      if (at < 0) throw new NotFoundError('card', `${cardIds[i]}' in zone '${fromZoneId}`)
      remaining.splice(at, 1)
    }
    for (let i = 0; i < cardIds.length; i++) {
      this.#zones.remove(fromZoneId, cardIds[i]!, false)
      this.#zones.insert(toZoneId, cardIds[i]!)
    }
  }

  /** Sets who may see a zone's cards. */
  setZoneVisibility(zoneId: string, visibility: ZoneVisibility): void {
    this.#zones.setVisibility(zoneId, visibility)
  }

  /** Shows cards of a zone to everyone (all of its cards when `cardIds` is left out); each must be in the zone. */
  revealCards(zoneId: string, cardIds?: readonly string[]): void {
    this.#zones.reveal(zoneId, cardIds)
  }

  /** Stops showing cards of a zone to everyone (all of them when `cardIds` is left out). */
  concealCards(zoneId: string, cardIds?: readonly string[]): void {
    this.#zones.conceal(zoneId, cardIds)
  }

  /** Adds a zone, or replaces the one with its id. */
  addZone(zone: Zone): void {
    this.#zones.put(zone)
  }

  /** Removes a zone (its cards stay in `cards`). Throws {@link NotFoundError} when absent. */
  removeZone(zoneId: string): void {
    this.#zones.delete(zoneId)
  }

  // ───────────── cards and players ─────────────

  /** The card as it is now; throws {@link NotFoundError} when absent. */
  card(cardId: string): Card {
    const card = this.#cards.get(this.#base.cards, cardId)
    if (card === undefined) throw new NotFoundError('card', cardId)
    return card
  }

  /** Adds (or replaces) a card; it is put in no zone. */
  addCard(card: Card): void {
    this.#cards.set(card.id, card)
  }

  /** Merges `patch` into a card (its `id` cannot change). */
  updateCard(cardId: string, patch: Partial<Omit<Card, 'id'>>): void {
    this.#cards.set(cardId, { ...this.card(cardId), ...patch, id: cardId } as Card)
  }

  /** Removes a card, and takes it out of every zone that holds it. */
  removeCard(cardId: string): void {
    this.card(cardId)
    this.#cards.remove(cardId)
    this.#zones.removeEverywhere(cardId)
  }

  /** The player as it is now; throws {@link NotFoundError} when absent. */
  player(playerId: string): Player {
    const player = this.#players.get(this.#base.players, playerId)
    if (player === undefined) throw new NotFoundError('player', playerId)
    return player
  }

  /** Adds (or replaces) a player. */
  addPlayer(player: Player): void {
    this.#players.set(player.id, player)
  }

  /** Merges `patch` into a player (its `id` cannot change). */
  updatePlayer(playerId: string, patch: Partial<Omit<Player, 'id'>>): void {
    this.#players.set(playerId, { ...this.player(playerId), ...patch, id: playerId } as Player)
  }

  /** Removes a player; throws {@link NotFoundError} when absent. */
  removePlayer(playerId: string): void {
    this.player(playerId)
    this.#players.remove(playerId)
  }

  // ───────────── variables ─────────────

  /** A typed variable as it is now (its initial value when unset). */
  get<T, TRead>(variable: Variable<T, TRead>): TRead {
    const value = this.#variables.get(this.#base.variables, variable.key)
    return (value === undefined ? variable.initial : value) as TRead
  }

  /** Sets a typed variable. */
  set<T>(variable: Variable<T, unknown>, value: T): void {
    this.#variables.set(variable.key, value as JsonValue)
  }

  /** A variable as it is now, by key. */
  getVariable(key: string): JsonValue | undefined {
    return this.#variables.get(this.#base.variables, key)
  }

  /** Sets a variable (JSON data). */
  setVariable(key: string, value: JsonValue): void {
    this.#variables.set(key, value)
  }

  /** Removes a variable (no change when it is absent). */
  removeVariable(key: string): void {
    if (this.#variables.has(this.#base.variables, key)) this.#variables.remove(key)
  }

  // ───────────── events and the result ─────────────

  /** Records an event of this action, emitted by the engine after the state is applied. */
  emit(event: EventInit): void {
    if (this.#events === null) this.#events = [event]
    else this.#events.push(event)
  }

  /** The events recorded since the last reset. */
  get events(): readonly EventInit[] {
    return this.#events ?? NO_EVENTS
  }

  /**
   * Builds the next state: the base state with every change, `version + 1`, everything unchanged shared
   * with the base. The draft then carries on from the new state (further changes make another one).
   */
  commit(): GameState {
    const next = this.build(this.#base.version + 1)
    // Carry on from `next`: its root fields are the draft's already, and the edits it holds are spent.
    this.#base = next
    this.#zones.reset(next.zones)
    this.#variables.reset()
    this.#players.reset()
    this.#cards.reset()
    this.#winnerIds = null
    return next
  }

  /** What an action handler returns: `{ state: commit(), events }`. */
  result(): ActionResult {
    const state = this.commit()
    return { state, events: this.#events ?? NO_EVENTS }
  }

  /**
   * The state with every change and the given `version`, the draft left as it is (no reset). For updates
   * that must keep the version, as `stateUtils`' do; an action handler uses {@link StateDraft.commit}.
   *
   * @example
   * const next = StateDraft.once(state).build(state.version) // the same version, like a stateUtils update
   */
  build(version: number): GameState {
    const base = this.#base
    if (base === NO_STATE) throw new GameLifecycleError('This StateDraft has no state yet: call reset(state) first')
    const copiers = this.#copiers ?? (this.#copiers = this.#oneShot ? ONE_SHOT_COPIERS : createDraftCopiers())
    const literal = base === this.#built || hasRootLayout(base)
    const next: MutableState = buildRoot(
      base,
      literal,
      this.#status,
      this.#players.changed ? this.#players.build(base.players, copiers.players) : base.players,
      this.#cards.changed ? this.#cards.build(base.cards, copiers.cards) : base.cards,
      this.#zones.changed ? this.#zones.build(copiers.zones) : base.zones,
      this.#variables.changed ? this.#variables.build(base.variables, copiers.variables) : base.variables,
      this.#currentPlayerId,
      this.#turn,
      this.#winnerIds ?? base.winnerIds,
      version,
    )
    if (literal) this.#built = next
    return next
  }
}
