import { readFileSync } from 'node:fs'
import { GameEngine, InvalidOptionError, StateValidationError, stateUtils, type GamePlugin } from '@decklet/core'
import { createTestEngine } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import {
  __CONSTANT_NAME___PLUGIN_ID,
  __CONSTANT_NAME___PLUGIN_VERSION,
  __PASCAL_NAME__Plugin,
  __PASCAL_NAME__Variable,
  cardId,
  cardOf,
  checkTable,
  create__PASCAL_NAME__Plugin,
  DECK_SIZE,
  maxPlayers,
  resolve__PASCAL_NAME__Options,
} from './index'
import { setPosition } from './__fixtures__/positions'

describe('options', () => {
  it('default to 5 rounds, and are what records pin (config)', () => {
    expect(resolve__PASCAL_NAME__Options()).toEqual({ rounds: 5 })
    expect(__PASCAL_NAME__Plugin.config).toEqual({ rounds: 5 })
    expect(create__PASCAL_NAME__Plugin({ rounds: 3 }).config).toEqual({ rounds: 3 })
  })

  it('refuse a round count out of range and an unknown option', () => {
    for (const rounds of [0, 11, 2.5, '3']) {
      expect(() => create__PASCAL_NAME__Plugin({ rounds: rounds as number })).toThrow(InvalidOptionError)
    }
    expect(() => resolve__PASCAL_NAME__Options({ rounds: 0 })).toThrow('__PLUGIN_ID__: rounds must be an integer from 1 to 10, got 0')
    expect(() => resolve__PASCAL_NAME__Options({ round: 3 } as never)).toThrow("Unknown __PLUGIN_ID__ option 'round'")
  })

  it('limit the players to what the deck can deal', () => {
    expect(maxPlayers(5)).toBe(8)
    expect(() => createTestEngine({ plugins: [__PASCAL_NAME__Plugin], players: 1 })).toThrow(InvalidOptionError)
    expect(() => createTestEngine({ plugins: [__PASCAL_NAME__Plugin], players: 9 })).toThrow('from 2 to 8 players with 5 rounds')
    expect(() => createTestEngine({ plugins: [create__PASCAL_NAME__Plugin({ rounds: 4 })], players: 10 })).not.toThrow()
  })
})

describe('the plugin', () => {
  it("reports the package's version, so a game record names the rules it was played with", () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
    expect(__CONSTANT_NAME___PLUGIN_VERSION).toBe(version)
    expect(__PASCAL_NAME__Plugin).toMatchObject({ id: __CONSTANT_NAME___PLUGIN_ID, name: '__DISPLAY_NAME__', version })
  })

  it('sets the table up: a hidden deck of every card, a public table and discard pile, owner-only hands', () => {
    const state = createTestEngine({ plugins: [__PASCAL_NAME__Plugin], players: 3, start: false }).getState()
    expect(state.zones.deck).toMatchObject({ visibility: 'hidden' })
    expect(state.zones.deck!.cards).toHaveLength(DECK_SIZE)
    expect(state.zones.table).toMatchObject({ visibility: 'public', cards: [] })
    expect(state.zones['hand-p2']).toMatchObject({ ownerId: 'p2', visibility: 'owner', cards: [] })
    expect(cardOf(state, cardId('hearts', 7))).toEqual({ suit: 'hearts', rank: 7 })
    expect(__PASCAL_NAME__Variable.has(state)).toBe(false)
  })

  it('deals one card per round to each player on GAME_STARTED, and the first seat leads', () => {
    const state = createTestEngine({ plugins: [create__PASCAL_NAME__Plugin({ rounds: 3 })], players: 3, seed: 9 }).getState()
    for (const id of ['p1', 'p2', 'p3']) expect(state.zones[`hand-${id}`]!.cards).toHaveLength(3)
    expect(state.zones.deck!.cards).toHaveLength(DECK_SIZE - 9)
    expect(state.currentPlayerId).toBe('p1')
    expect(__PASCAL_NAME__Variable.get(state)).toEqual({ round: 1, plays: [], scores: { p1: 0, p2: 0, p3: 0 } })
    expect(checkTable(state)).toEqual([])
  })

  it('names only the current player as the one to act, whose default action is their lowest playable card', () => {
    const engine = createTestEngine({ plugins: [create__PASCAL_NAME__Plugin({ rounds: 2 })] })
    setPosition(engine, { hands: { p1: [cardId('hearts', 9), cardId('clubs', 2)], p2: [cardId('hearts', 3), cardId('hearts', 1)] }, currentPlayerId: 'p1' })
    expect(engine.getActors()).toEqual(['p1'])
    expect(engine.getDefaultAction('p1')).toMatchObject({ type: 'PLAY_CARD', payload: { cardId: cardId('clubs', 2) } })
    expect(engine.getDefaultAction('p2')).toBeNull()
  })

  it("has a state check that refuses a broken state (validationMode 'always')", () => {
    const breaker: GamePlugin = {
      id: 'breaker',
      name: 'Breaker',
      version: '1.0.0',
      actions: [{ type: 'BREAK', execute: (_a, { state }) => ({ state: stateUtils.setZoneVisibility(state, 'deck', 'public') }) }],
    }
    const engine = new GameEngine({ seed: 1, validationMode: 'always' }).use(__PASCAL_NAME__Plugin).use(breaker)
    engine.createGame({ players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }] }).start()
    expect(() => engine.dispatch({ type: 'BREAK' })).toThrow(StateValidationError)
  })
})
