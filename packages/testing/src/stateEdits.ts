import {
  createZone,
  NotFoundError,
  stateUtils,
  type GameState,
  type GameStatus,
  type JsonValue,
  type Zone,
  type ZoneInit,
} from '@decklet/core'
import type { StateEdit } from './buildState'

/**
 * Moves cards into a zone, from wherever they are (any zone, or none), and puts
 * them at its end — the top of a deck or pile — in the order given. A card that
 * is already in the zone moves to its new place. Throws core's `NotFoundError`
 * when the zone does not exist; an unknown card is reported by
 * {@link buildState}'s validation.
 *
 * @example
 * buildState(state, withCards('hand-p1', ['c1', 'c2']), withCards('discard', ['c9']))
 */
export function withCards(zoneId: string, cardIds: readonly string[]): StateEdit {
  const moving = new Set(cardIds)
  return (state) => {
    if (!Object.hasOwn(state.zones, zoneId)) throw new NotFoundError('zone', zoneId)
    let next = state
    for (const id of Object.keys(state.zones)) {
      const zone = state.zones[id]!
      if (id !== zoneId && zone.cards.some((c) => moving.has(c))) {
        next = stateUtils.setZoneCards(next, id, zone.cards.filter((c) => !moving.has(c)))
      }
    }
    const target = state.zones[zoneId]!
    return stateUtils.setZoneCards(next, zoneId, [...target.cards.filter((c) => !moving.has(c)), ...cardIds])
  }
}

/**
 * Adds a zone, or replaces the zone with that id, exactly as given (`ownerId`
 * defaults to `null`, `cards` to empty). Its cards must not be in another zone:
 * use {@link withCards} to move cards.
 *
 * @example
 * buildState(state, withZone({ id: 'pot', type: 'pile' }), withCards('pot', ['c4']))
 */
export function withZone(zone: ZoneInit | Zone): StateEdit {
  const made = createZone({ id: zone.id, type: zone.type, ownerId: zone.ownerId ?? null, cards: zone.cards ?? [] })
  return (state) => stateUtils.addZone(state, made)
}

/**
 * Sets variables (merged into the existing ones); a value of `undefined`
 * removes that variable.
 *
 * @example
 * buildState(state, withVariables({ direction: -1, 'draw.reshuffleFrom': 'discard', bonus: undefined }))
 */
export function withVariables(variables: Readonly<Record<string, JsonValue | undefined>>): StateEdit {
  return (state) => {
    let next = state
    for (const key of Object.keys(variables)) {
      const value = variables[key]
      next = value === undefined ? stateUtils.removeVariable(next, key) : stateUtils.setVariable(next, key, value)
    }
    return next
  }
}

/**
 * Sets the current player (`null` for none).
 *
 * @example
 * buildState(state, withCurrentPlayer('p2'))
 */
export function withCurrentPlayer(playerId: string | null): StateEdit {
  return (state) => stateUtils.setCurrentPlayer(state, playerId)
}

/**
 * Sets the game's status.
 *
 * @example
 * buildState(state, withStatus('finished'))
 */
export function withStatus(status: GameStatus): StateEdit {
  return (state: GameState) => stateUtils.setStatus(state, status)
}

/**
 * Sets the turn counter.
 *
 * @example
 * buildState(state, withTurn(12))
 */
export function withTurn(turn: number): StateEdit {
  return (state) => stateUtils.setTurn(state, turn)
}
