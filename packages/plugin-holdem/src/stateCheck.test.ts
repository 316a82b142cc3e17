import { GameEngine, playerHandZoneId, StateValidationError, type GameState } from '@decklet/core'
import { PokerRulesPlugin } from '@decklet/plugin-poker'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { describe, expect, it } from 'vitest'
import { snapshotRefusal } from '@decklet/testing'
import { createHoldemPlugin } from './holdemPlugin'
import type { HoldemOptions } from './options'
import { getHoldemState, HOLDEM_VARIABLE } from './state'
import { checkTable, createStateChecks } from './stateCheck'
import { play } from './__fixtures__/table'

/** A started 3-player table (pre-flop), its snapshot as JSON data, and the errors of restoring a corrupted copy. */
function snapshotOf(options: HoldemOptions = {}, validationMode: 'always' | 'development' = 'always') {
  const engine = new GameEngine({ seed: 3, validationMode, clock: () => 0 }).use(StandardDeckPlugin).use(PokerRulesPlugin).use(createHoldemPlugin(options))
  engine.createGame({ players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }, { id: 'p3', name: 'C' }] }).start()
  const take = () => JSON.parse(JSON.stringify(engine.createSnapshot()))
  let snapshot = take()
  /** The errors `restoreSnapshot` of the snapshot, changed by `corrupt`, throws (a StateValidationError); the state is kept. */
  const refusal = (corrupt: (t: any, state: any) => void): readonly string[] =>
    snapshotRefusal(engine, snapshot, (copy) => corrupt(copy.state.variables.holdem, copy.state))
  /** Takes the snapshot again (after moves). */
  const retake = () => void (snapshot = take())
  return { engine, snapshot, refusal, retake }
}

const TABLE = 'holdem: the table is well formed: '

describe("the table check: restoreSnapshot refuses a corrupted variables.holdem", () => {
  it('restores an uncorrupted snapshot, during a hand and between hands', () => {
    const { engine, snapshot } = snapshotOf({ autoDeal: false })
    engine.restoreSnapshot(snapshot)
    expect(engine.getState()).toEqual(snapshot.state)
    expect(checkTable(engine.getState())).toEqual([])
    play(engine, [['p1', 'FOLD'], ['p2', 'FOLD']])
    expect(getHoldemState(engine.getState()).street).toBe('waiting')
    const between = JSON.parse(JSON.stringify(engine.createSnapshot()))
    engine.restoreSnapshot(between)
    expect(checkTable(engine.getState())).toEqual([])
  })

  it('refuses a game without variables.holdem, or with one that is not an object', () => {
    const { refusal } = snapshotOf()
    expect(refusal((_t, state) => delete state.variables.holdem)).toEqual([`${TABLE}holdem: variables.holdem is missing`])
    expect(refusal((_t, state) => (state.variables.holdem = null))).toEqual([`${TABLE}holdem: variables.holdem is null, not an object`])
  })

  it('refuses unknown streets and options the plugin could not play (development mode too)', () => {
    const { refusal } = snapshotOf({}, 'development')
    expect(refusal((t) => (t.street = 'banana'))).toEqual([`${TABLE}holdem: street is "banana", not one of waiting, preflop, flop, turn, river, showdown, complete`])
    expect(refusal((t) => (t.options.variant = 'stud'))).toEqual([`${TABLE}holdem: options.variant is "stud", not one of holdem, omaha`])
    expect(refusal((t) => (t.options.bigBlind = 0))).toEqual([`${TABLE}holdem: options.bigBlind is 0, not a whole number from 1`])
    expect(refusal((t) => (t.options.autoDeal = 'yes'))).toEqual([`${TABLE}holdem: options.autoDeal is "yes", not a boolean`])
  })

  it('refuses negative or fractional counts and a capped that is not a boolean', () => {
    const { refusal } = snapshotOf()
    expect(refusal((t) => (t.currentBet = -2))).toEqual([`${TABLE}holdem: currentBet is -2, not a whole number from 0`])
    expect(refusal((t) => (t.minRaise = 2.5))).toEqual([`${TABLE}holdem: minRaise is 2.5, not a whole number from 0`])
    expect(refusal((t) => (t.handNumber = '1'))).toEqual([`${TABLE}holdem: handNumber is "1", not a whole number from 0`])
    expect(refusal((t) => (t.capped = 0))).toEqual([`${TABLE}holdem: capped is 0, not a boolean`])
    expect(refusal((t) => (t.bets.p2 = 0.5))).toEqual([`${TABLE}holdem: bets of "p2" is 0.5, not a whole number from 0`])
  })

  it('refuses player lists naming a ghost, a ghost with chips, and a button or player to act who is not in the hand', () => {
    const { refusal } = snapshotOf()
    const ghost = refusal((t) => (t.seats[1] = 'ghost'))
    expect(ghost).toContain(`${TABLE}holdem: seats[1] is "ghost", not a player of the game`)
    expect(ghost).toContain(`${TABLE}holdem: stacks has "p2", not a seated player`)
    expect(refusal((t) => (t.seats = ['p1', 'p2', 'p3', 'p3']))).toContain(`${TABLE}holdem: seats[3] "p3" is listed twice`)
    expect(refusal((t) => (t.inHand[0] = 'ghost'))).toContain(`${TABLE}holdem: inHand[0] is "ghost", not a seated player`)
    expect(refusal((t) => (t.button = 'ghost'))).toEqual([`${TABLE}holdem: button is "ghost", not a player dealt in`])
    expect(refusal((t) => (t.folded = ['ghost']))).toEqual([`${TABLE}holdem: folded[0] is "ghost", not a player dealt in`])
    expect(refusal((t) => (t.leaving = ['ghost']))).toEqual([`${TABLE}holdem: leaving[0] is "ghost", not a seated player`])
    expect(refusal((t) => (t.acted.ghost = 0))).toEqual([`${TABLE}holdem: acted has "ghost", not a seated player`])
    expect(refusal((t) => (t.startStacks.ghost = 100))).toEqual([`${TABLE}holdem: startStacks has "ghost", not a seated player`])
    const folded = refusal((t) => (t.folded = [t.toAct]))
    expect(folded).toContain(`${TABLE}holdem: toAct is "p1", not a player dealt in who has not folded, or null`)
    expect(refusal((_t, state) => (state.currentPlayerId = 'p2'))).toEqual([`${TABLE}holdem: the current player "p2" is not toAct "p1"`])
  })

  it('refuses a player to act between hands', () => {
    const { engine, refusal, retake } = snapshotOf({ autoDeal: false })
    play(engine, [['p1', 'FOLD'], ['p2', 'FOLD']])
    retake()
    expect(refusal((t, state) => (t.toAct = state.currentPlayerId = 'p1'))).toEqual([`${TABLE}holdem: toAct is "p1" while no hand is played (street "waiting"), not null`])
  })

  it("refuses a table whose seated players' hands, board or muck are missing", () => {
    const { refusal } = snapshotOf()
    expect(refusal((_t, state) => (state.zones[playerHandZoneId('p3')].ownerId = 'p1'))).toContain(
      `${TABLE}holdem: the hand ${playerHandZoneId('p3')} of seats[2] "p3" is owned by "p1"`,
    )
    expect(refusal((_t, state) => delete state.zones.board)).toEqual([`${TABLE}holdem: the board zone board is missing`])
  })

  it('refuses a record whose initial state holds a corrupted table (GameEngine.fromRecord)', () => {
    const { engine } = snapshotOf()
    const plugins = () => [StandardDeckPlugin, PokerRulesPlugin, createHoldemPlugin()]
    const record = JSON.parse(JSON.stringify(engine.exportRecord()))
    expect(() => GameEngine.fromRecord(record, plugins(), record.config)).not.toThrow()
    record.initialState.variables.holdem.seats = ['p1', 'p2', 'ghost']
    let error: unknown = null
    try {
      GameEngine.fromRecord(record, plugins(), record.config)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(StateValidationError)
    expect((error as StateValidationError).errors).toContain(`${TABLE}holdem: seats[2] is "ghost", not a player of the game`)
  })

  it('remembers only what it found valid: a broken table after a valid one is still refused, and the valid one passes again', () => {
    const checks: Record<string, (state: GameState) => readonly string[]> = {}
    createStateChecks().register({ removeStateCheck: () => {}, addStateCheck: (name: string, check: any) => (checks[name] = check) } as never)
    const check = checks['holdem: the table is well formed']!
    const state = snapshotOf().engine.getState()
    expect(check(state)).toEqual([])
    expect(check(state)).toEqual([])
    const bad = { ...state, variables: { [HOLDEM_VARIABLE]: Object.freeze({ ...getHoldemState(state), fullBet: -1 }) } } as unknown as GameState
    expect(check(bad)).toEqual(['holdem: fullBet is -1, not a whole number from 0'])
    expect(check(bad)).toEqual(['holdem: fullBet is -1, not a whole number from 0'])
    // The same (valid) table with other players: checked again.
    const without = { ...state, players: { p1: state.players.p1!, p3: state.players.p3! } }
    expect(check(without)).toContain('holdem: seats[1] is "p2", not a player of the game')
    expect(check({ ...state, currentPlayerId: 'p3' })).toEqual(['holdem: the current player "p3" is not toAct "p1"'])
    expect(check(state)).toEqual([])
  })
})
