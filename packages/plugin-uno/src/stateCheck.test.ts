import { GameEngine, StateValidationError, stateUtils, type GamePlugin, type GameState } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { snapshotRefusal } from '@decklet/testing'
import { UnoPlugin } from './unoPlugin'
import { DISCARD_PILE, DRAW_PILE, handZoneId } from './state'
import { checkUnoState, createUnoStateCheck } from './stateCheck'

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

/** A started 3-player game, its snapshot as JSON data, and a way to restore a corrupted copy of it. */
function snapshotOf(validationMode: 'always' | 'development' = 'always') {
  const engine = new GameEngine({ seed: 3, validationMode, clock: () => 0 }).use(UnoPlugin)
  engine.createGame({ players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }, { id: 'p3', name: 'C' }] }).start()
  const snapshot = JSON.parse(JSON.stringify(engine.createSnapshot()))
  /** The errors `restoreSnapshot` of the snapshot, changed by `corrupt`, throws (a StateValidationError); the state is kept. */
  const refusal = (corrupt: (uno: any, state: any) => void): readonly string[] =>
    snapshotRefusal(engine, snapshot, (copy) => corrupt(copy.state.variables.uno, copy.state))
  return { engine, snapshot, refusal }
}

const VARIABLE = 'uno: state: '

describe("UNO's check of variables.uno: restoreSnapshot refuses a corrupted UNO state", () => {
  it('restores an uncorrupted snapshot', () => {
    const { engine, snapshot } = snapshotOf()
    engine.restoreSnapshot(snapshot)
    expect(engine.getState()).toEqual(snapshot.state)
    expect(checkUnoState(engine.getState())).toEqual([])
  })

  it('refuses a started game without variables.uno, or with one that is not an object', () => {
    const { refusal } = snapshotOf()
    expect(refusal((_uno, state) => delete state.variables.uno)).toEqual([`${VARIABLE}uno: variables.uno is missing from a playing game`])
    expect(refusal((_uno, state) => (state.variables.uno = 'uno'))).toEqual([`${VARIABLE}uno: variables.uno is "uno", not an object`])
    expect(refusal((_uno, state) => (state.variables.uno = [1]))).toEqual([`${VARIABLE}uno: variables.uno is a list, not an object`])
  })

  it('refuses unknown phases, directions, colours and faces (development mode too)', () => {
    const { refusal } = snapshotOf('development')
    expect(refusal((uno) => (uno.phase = 'banana'))).toEqual([`${VARIABLE}uno: phase is "banana", not one of play, drawn, penalty, color, over`])
    expect(refusal((uno) => (uno.direction = 0))).toEqual([`${VARIABLE}uno: direction is 0, not 1 or -1`])
    expect(refusal((uno) => (uno.color = 'purple'))).toEqual([`${VARIABLE}uno: color is "purple", not a colour or null`])
    expect(refusal((uno) => (uno.face = 'ace'))).toEqual([`${VARIABLE}uno: face is "ace", not a card face`])
  })

  it('refuses negative or fractional counts and a drew that is not a boolean', () => {
    const { refusal } = snapshotOf()
    expect(refusal((uno) => (uno.penalty = -2))).toEqual([`${VARIABLE}uno: penalty is -2, not a whole number from 0`])
    expect(refusal((uno) => (uno.hand = 1.5))).toEqual([`${VARIABLE}uno: hand is 1.5, not a whole number from 1`])
    expect(refusal((uno) => (uno.drew = 'no'))).toEqual([`${VARIABLE}uno: drew is "no", not a boolean`])
    expect(refusal((uno) => (uno.scores.p2 = -5))).toEqual([`${VARIABLE}uno: scores of "p2" is -5, not a whole number from 0`])
    expect(refusal((uno) => delete uno.handsWon.p3)).toEqual([`${VARIABLE}uno: handsWon of "p3" is undefined, not a whole number from 0`])
  })

  it('refuses a player list naming a ghost or a player twice, and player fields that are not in order', () => {
    const { refusal } = snapshotOf()
    const errors = refusal((uno) => (uno.order[1] = 'ghost'))
    expect(errors).toContain(`${VARIABLE}uno: order[1] is "ghost", not a player of the game`)
    expect(errors).toContain(`${VARIABLE}uno: scores has "p2", not a player in order`)
    expect(refusal((uno) => (uno.order = ['p1', 'p2', 'p2']))).toContain(`${VARIABLE}uno: order[2] "p2" is listed twice`)
    expect(refusal((uno) => (uno.order = ['p1']))).toContain(`${VARIABLE}uno: order lists 1 players, not 2 to 10`)
    expect(refusal((uno) => (uno.dealer = 'ghost'))).toEqual([`${VARIABLE}uno: dealer is "ghost", not a player in order`])
    expect(refusal((uno) => (uno.jumpable = 'ghost'))).toEqual([`${VARIABLE}uno: jumpable is "ghost", not a player in order or null`])
    expect(refusal((uno) => (uno.scores.ghost = 0))).toEqual([`${VARIABLE}uno: scores has "ghost", not a player in order`])
    expect(refusal((uno) => (uno.unoCall = { player: 'ghost', declared: 'yes' }))).toEqual([
      `${VARIABLE}uno: unoCall.player is "ghost", not a player in order`,
      `${VARIABLE}uno: unoCall.declared is "yes", not a boolean`,
    ])
    expect(refusal((uno) => (uno.challenge = { offender: 'p1', previousColor: 'pink', lastCard: false }))).toEqual([
      `${VARIABLE}uno: challenge.previousColor is "pink", not a colour`,
    ])
    expect(refusal((uno) => (uno.shown = { owner: 'p1', viewer: 'ghost' }))).toEqual([`${VARIABLE}uno: shown.viewer is "ghost", not a player in order`])
    expect(refusal((uno) => (uno.lastHand = { winner: 'p1', points: { p1: 0, p2: 3 } }))).toEqual([
      `${VARIABLE}uno: lastHand.points of "p3" is undefined, not a whole number from 0`,
    ])
  })

  it("refuses a state whose piles or hands of the players in order are missing", () => {
    const { refusal } = snapshotOf()
    const errors = refusal((_uno, state) => {
      state.zones[handZoneId('p4')] = { ...state.zones[handZoneId('p3')], id: handZoneId('p4'), ownerId: 'p4' }
      delete state.zones[handZoneId('p3')]
    })
    expect(errors).toContain(`${VARIABLE}uno: the hand ${handZoneId('p3')} of order[2] "p3" is missing`)
    expect(refusal((_uno, state) => (state.zones[handZoneId('p2')].ownerId = 'p1'))).toContain(
      `${VARIABLE}uno: the hand ${handZoneId('p2')} of order[1] "p2" is owned by "p1"`,
    )
    expect(refusal((_uno, state) => {
      state.zones[DRAW_PILE].cards.push(...state.zones[DISCARD_PILE].cards)
      delete state.zones[DISCARD_PILE]
    })).toEqual([`${VARIABLE}uno: the discard pile ${DISCARD_PILE} is missing`])
  })

  it("refuses, in 'always' mode, an action that breaks variables.uno (the tick is rolled back)", () => {
    const error = broken((state) => ({ ...state, variables: { ...state.variables, uno: { ...(state.variables.uno as object), phase: 'banana' } } }))
    expect(error).toBeInstanceOf(StateValidationError)
    expect((error as StateValidationError).errors).toEqual([`${VARIABLE}uno: phase is "banana", not one of play, drawn, penalty, color, over`])
  })

  it('refuses a record whose initial state holds a corrupted UNO state (GameEngine.fromRecord)', () => {
    const { engine } = snapshotOf()
    const record = JSON.parse(JSON.stringify(engine.exportRecord()))
    expect(() => GameEngine.fromRecord(record, [UnoPlugin], record.config)).not.toThrow()
    const uno = JSON.parse(JSON.stringify(engine.getState().variables.uno))
    record.initialState.variables.uno = { ...uno, order: ['p1', 'ghost'] }
    let error: unknown = null
    try {
      GameEngine.fromRecord(record, [UnoPlugin], record.config)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(StateValidationError)
    expect((error as StateValidationError).errors).toContain(`${VARIABLE}uno: order[1] is "ghost", not a player of the game`)
  })

  it('passes a game not started yet, which has no UNO state', () => {
    const engine = new GameEngine({ seed: 3, clock: () => 0 }).use(UnoPlugin)
    engine.createGame({ players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }] })
    expect(engine.getState().variables.uno).toBeUndefined()
    expect(checkUnoState(engine.getState())).toEqual([])
  })

  it('remembers only what it found valid: a broken state after a valid one is still refused, and the valid one passes again', () => {
    const check = createUnoStateCheck()
    const { engine } = snapshotOf()
    const state = engine.getState()
    expect(check(state)).toEqual([])
    expect(check(state)).toEqual([])
    const uno = state.variables.uno as object
    const bad = { ...state, variables: { uno: Object.freeze({ ...uno, penalty: -1 }) } } as GameState
    expect(check(bad)).toEqual(['uno: penalty is -1, not a whole number from 0'])
    expect(check(bad)).toEqual(['uno: penalty is -1, not a whole number from 0'])
    // The same (valid) UNO state with other players: checked again.
    const without = { ...state, players: { p1: state.players.p1!, p3: state.players.p3! } }
    expect(check(without)).toContain('uno: order[1] is "p2", not a player of the game')
    expect(check(state)).toEqual([])
  })
})
