import { GameEngine, StateValidationError, stateUtils, type GamePlugin, type GameState } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { UnoPlugin } from './unoPlugin'
import { DRAW_PILE, handZoneId } from './state'

/** A plugin whose one action breaks the state in a given way (as a buggy house-rule plugin might). */
function breaker(edit: (state: GameState) => GameState): GamePlugin {
  return { id: 'breaker', name: 'Breaker', version: '1.0.0', actions: [{ type: 'BREAK', execute: (_a, { state }) => ({ state: edit(state), events: [] }) }] }
}

function broken(edit: (state: GameState) => GameState): unknown {
  const engine = new GameEngine({ seed: 3, validationMode: 'always', clock: () => 0 }).use(UnoPlugin).use(breaker(edit))
  engine.createGame({ players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }, { id: 'p3', name: 'C' }] }).start()
  try {
    engine.dispatch({ type: 'BREAK' })
  } catch (error) {
    return error
  }
  return null
}

const firstOf = (state: GameState, zoneId: string) => state.zones[zoneId]!.cards[0]!

describe("UNO's state check (validationMode 'always')", () => {
  it('refuses a state that lost a card', () => {
    const error = broken((state) => stateUtils.removeCardFromZone(state, firstOf(state, handZoneId('p1')), handZoneId('p1')))
    expect(error).toBeInstanceOf(StateValidationError)
    expect((error as StateValidationError).errors).toContain('uno: zones and cards: uno: 107 cards in zones instead of 108')
  })

  it('refuses a card in two zones (the engine\'s invariant, which the UNO count relies on)', () => {
    const error = broken((state) => stateUtils.addCardToZone(state, firstOf(state, handZoneId('p1')), handZoneId('p2')))
    expect(error).toBeInstanceOf(StateValidationError)
    expect((error as StateValidationError).message).toMatch(/is in zones/)
  })

  it('refuses a draw pile that is not hidden, or a hand that is not owner-only', () => {
    expect((broken((state) => stateUtils.setZoneVisibility(state, DRAW_PILE, 'public')) as StateValidationError).errors).toContain(
      `uno: zones and cards: uno: the draw pile ${DRAW_PILE} must be hidden`,
    )
    expect((broken((state) => stateUtils.setZoneVisibility(state, handZoneId('p2'), 'public')) as StateValidationError).errors).toContain(
      `uno: zones and cards: uno: the hand ${handZoneId('p2')} must be owner-only`,
    )
  })
})
