import type { Action, ActionInit } from '../actions/types'
import { createAction } from '../actions/createAction'
import { GameLifecycleError, NotFoundError } from '../errors/errors'
import type { EventInit } from '../events/types'
import type { RandomProvider } from '../random/randomProvider'
import type { JsonValue } from '../state/json'
import * as su from '../state/stateUtils'
import type { Card, GameState, GameStatus, Player, Zone } from '../state/types'
import type { StateCheck } from '../validation/types'
import type { GameContext } from './gameContext'
import type { DispatchResult } from './types'

/**
 * What the context needs from the engine (spec 001's `EngineInternal`): the
 * engine's private `EnginePlumbing` implements it, so none of it is public.
 * @internal
 */
export interface EngineInternal {
  readonly state: GameState
  readonly random: RandomProvider
  /** Replaces the state with `next` plus one version (throws outside a tick or while rules run). */
  applyMutation(next: GameState): void
  emitEvent(event: EventInit): void
  dispatch(action: Action | ActionInit): DispatchResult
  addStateCheck(name: string, check: StateCheck): void
  removeStateCheck(name: string): void
  getPluginApi(pluginId: string): unknown
}

/**
 * The engine's {@link GameContext}.
 * @internal
 */
export class GameContextImpl implements GameContext {
  constructor(private readonly engine: EngineInternal) {}

  get state(): GameState {
    return this.engine.state
  }

  get random(): RandomProvider {
    return this.engine.random
  }

  moveCard(cardId: string, fromZoneId: string, toZoneId: string): void {
    this.update((s) => su.moveCard(s, cardId, fromZoneId, toZoneId))
  }
  setVariable(key: string, value: JsonValue): void {
    this.update((s) => su.setVariable(s, key, value))
  }
  getVariable<T extends JsonValue = JsonValue>(key: string): T | undefined {
    const vars = this.engine.state.variables
    return Object.hasOwn(vars, key) ? (vars[key] as T) : undefined
  }
  addPlayer(player: Player): void {
    this.update((s) => su.addPlayer(s, player))
  }
  removePlayer(playerId: string): void {
    this.update((s) => su.removePlayer(s, playerId))
  }
  addCard(card: Card): void {
    this.update((s) => su.addCard(s, card))
  }
  removeCard(cardId: string): void {
    this.update((s) => su.removeCard(s, cardId))
  }
  addZone(zone: Zone): void {
    this.update((s) => su.addZone(s, zone))
  }
  removeZone(zoneId: string): void {
    this.update((s) => su.removeZone(s, zoneId))
  }
  addCardToZone(cardId: string, zoneId: string): void {
    this.update((s) => su.addCardToZone(s, cardId, zoneId))
  }
  removeCardFromZone(cardId: string, zoneId: string): void {
    this.update((s) => su.removeCardFromZone(s, cardId, zoneId))
  }
  setStatus(status: GameStatus): void {
    this.update((s) => su.setStatus(s, status))
  }
  setCurrentPlayer(playerId: string | null): void {
    this.update((s) => su.setCurrentPlayer(s, playerId))
  }
  setTurn(turn: number): void {
    this.update((s) => su.setTurn(s, turn))
  }
  addWinner(playerId: string): void {
    this.update((s) => su.addWinner(s, playerId))
  }
  update(updater: (state: GameState) => GameState): void {
    const next = updater(this.engine.state)
    if (typeof next !== 'object' || next === null) {
      throw new GameLifecycleError('A GameContext update must return a GameState', 'INVALID_UPDATE')
    }
    this.engine.applyMutation(next)
  }

  getPlayer(playerId: string): Player {
    const players = this.engine.state.players
    if (!Object.hasOwn(players, playerId)) throw new NotFoundError('player', playerId)
    return players[playerId]!
  }
  getZone(zoneId: string): Zone {
    const zones = this.engine.state.zones
    if (!Object.hasOwn(zones, zoneId)) throw new NotFoundError('zone', zoneId)
    return zones[zoneId]!
  }
  getCard(cardId: string): Card {
    const cards = this.engine.state.cards
    if (!Object.hasOwn(cards, cardId)) throw new NotFoundError('card', cardId)
    return cards[cardId]!
  }

  dispatch(action: Action | ActionInit): DispatchResult {
    return this.engine.dispatch(action)
  }
  emit(event: EventInit): void {
    this.engine.emitEvent(event)
  }
  drawCards(playerId: string, count: number, fromZoneId?: string): DispatchResult {
    const payload: { playerId: string; count: number; fromZoneId?: string } = { playerId, count }
    if (fromZoneId !== undefined) payload.fromZoneId = fromZoneId
    return this.engine.dispatch(createAction({ type: 'DRAW_CARD', playerId, payload }))
  }

  plugin<T = unknown>(pluginId: string): T {
    return this.engine.getPluginApi(pluginId) as T
  }

  addStateCheck(name: string, check: StateCheck): void {
    this.engine.addStateCheck(name, check)
  }
  removeStateCheck(name: string): void {
    this.engine.removeStateCheck(name)
  }
}
