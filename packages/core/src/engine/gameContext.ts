import type { Action, ActionInit } from '../actions/types'
import type { EventInit } from '../events/types'
import type { RandomProvider } from '../random/randomProvider'
import type { JsonValue } from '../state/json'
import type { Card, GameState, GameStatus, Player, Zone } from '../state/types'
import type { StateCheck } from '../validation/types'
import type { PluginApis } from '../plugins/pluginApis'
import type { DispatchResult } from './types'

/**
 * The only way a plugin talks to the engine, in `setup`, in event handlers and
 * (read-only) in rules. Every mutation primitive applies an immutable update and
 * increments `state.version` by one.
 */
export interface GameContext {
  /** The current state. */
  readonly state: GameState
  /** The engine's random source: use it for every random decision. */
  readonly random: RandomProvider

  /** Moves a card between two zones (appends it to the destination). +1 version. */
  moveCard(cardId: string, fromZoneId: string, toZoneId: string): void
  /** Writes a variable (JSON data). +1 version. */
  setVariable(key: string, value: JsonValue): void
  /** Reads a variable. */
  getVariable<T extends JsonValue = JsonValue>(key: string): T | undefined
  /** Adds a player. +1 version. */
  addPlayer(player: Player): void
  /** Removes a player. +1 version. */
  removePlayer(playerId: string): void
  /** Adds a card (in no zone). +1 version. */
  addCard(card: Card): void
  /** Removes a card (and takes it out of its zone). +1 version. */
  removeCard(cardId: string): void
  /** Adds a zone. +1 version. */
  addZone(zone: Zone): void
  /** Removes a zone. +1 version. */
  removeZone(zoneId: string): void
  /** Appends a card to a zone. +1 version. */
  addCardToZone(cardId: string, zoneId: string): void
  /** Takes a card out of a zone. +1 version. */
  removeCardFromZone(cardId: string, zoneId: string): void
  /** Sets the status (e.g. `'paused'`, `'finished'`). +1 version. */
  setStatus(status: GameStatus): void
  /** Sets the current player. +1 version. */
  setCurrentPlayer(playerId: string | null): void
  /** Sets the turn counter. +1 version. */
  setTurn(turn: number): void
  /** Adds a winner (idempotent). +1 version. */
  addWinner(playerId: string): void
  /** Applies any pure update built from `stateUtils`. +1 version. */
  update(updater: (state: GameState) => GameState): void

  /** The player with that id; throws `NotFoundError` when absent. */
  getPlayer(playerId: string): Player
  /** The zone with that id; throws `NotFoundError` when absent. */
  getZone(zoneId: string): Zone
  /** The card with that id; throws `NotFoundError` when absent. */
  getCard(cardId: string): Card

  /** Queues an action, processed later in the current tick (placeholder result). */
  dispatch(action: Action | ActionInit): DispatchResult
  /** Emits an event; the engine completes id, timestamp and stateVersion. */
  emit(event: EventInit): void
  /** Dispatches `DRAW_CARD` `{ playerId, count, fromZoneId? }` (handled by the draw plugin). */
  drawCards(playerId: string, count: number, fromZoneId?: string): DispatchResult

  /**
   * The API another plugin exposes (`GamePlugin.api`), typed through
   * {@link PluginApis}. Throws `NotFoundError` when no registered plugin with
   * that id has an API.
   */
  plugin<K extends keyof PluginApis>(pluginId: K): PluginApis[K]
  plugin<T = unknown>(pluginId: string): T

  /** Registers a game-specific invariant; throws when the name is taken. */
  addStateCheck(name: string, check: StateCheck): void
  /** Removes a state check registered earlier. */
  removeStateCheck(name: string): void
}
