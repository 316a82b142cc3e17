import { GameEngine, playerHandZoneId, StateValidationError, stateUtils, type GameState } from '@decklet/core'
import { buildState, withCards, snapshotRefusal } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { ddzEngine } from './__fixtures__/arrange'
import { createDoudizhuPlugins } from './doudizhuPlugin'
import type { DoudizhuOptions } from './options'
import { checkDoudizhuCards, checkDoudizhuState, createDoudizhuStateCheck } from './stateCheck'
import { KITTY_ZONE_ID, TABLE_ZONE_ID, getDoudizhuState } from './state'

describe('the state check doudizhu.cards', () => {
  it('passes a dealt game, and names a lost card, a short hand in the bidding and a kitty left during the play', () => {
    const engine = ddzEngine()
    const state = engine.getState()
    expect(checkDoudizhuCards(state)).toEqual([])
    const hand = state.zones[playerHandZoneId('p1')]!.cards
    const lost = stateUtils.setZoneCards(state, playerHandZoneId('p1'), hand.slice(1))
    expect(checkDoudizhuCards(lost)).toEqual(['53 cards in play instead of 54', 'the bidding needs 17 cards a hand and a 3-card kitty'])
    const rlcard = ddzEngine({ profile: 'rlcard' }).getState()
    expect(checkDoudizhuCards(rlcard)).toEqual([])
    const kitty = rlcard.zones[playerHandZoneId('p1')]!.cards.slice(17)
    const kept = buildState(rlcard, withCards(KITTY_ZONE_ID, kitty))
    expect(checkDoudizhuCards(kept)).toEqual(['the kitty must be taken during the play'])
  })
})

/** A started 3-player game (bidding), its snapshot as JSON data, and the errors of restoring a corrupted copy. */
function snapshotOf(options: DoudizhuOptions = {}, validationMode: 'always' | 'development' = 'always') {
  const engine = new GameEngine({ seed: 3, validationMode, clock: () => 0 })
  for (const plugin of createDoudizhuPlugins(options)) engine.use(plugin)
  engine.createGame({ players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }, { id: 'p3', name: 'C' }] }).start()
  const snapshot = JSON.parse(JSON.stringify(engine.createSnapshot()))
  /** The errors `restoreSnapshot` of the snapshot, changed by `corrupt`, throws (a StateValidationError); the state is kept. */
  const refusal = (corrupt: (v: any, state: any) => void): readonly string[] =>
    snapshotRefusal(engine, snapshot, (copy) => corrupt(copy.state.variables.doudizhu, copy.state))
  return { engine, snapshot, refusal }
}

const VARIABLE = 'doudizhu.state: '

describe('the state check doudizhu.state: restoreSnapshot refuses a corrupted variables.doudizhu', () => {
  it('restores an uncorrupted snapshot, in the bidding and during the play', () => {
    const { engine, snapshot } = snapshotOf()
    engine.restoreSnapshot(snapshot)
    expect(engine.getState()).toEqual(snapshot.state)
    const playing = snapshotOf({ profile: 'rlcard' })
    expect(getDoudizhuState(playing.engine.getState()).phase).toBe('playing')
    playing.engine.restoreSnapshot(playing.snapshot)
    expect(checkDoudizhuState(playing.engine.getState())).toEqual([])
  })

  it('refuses a game without variables.doudizhu, or with one that is not an object', () => {
    const { refusal } = snapshotOf()
    expect(refusal((_v, state) => delete state.variables.doudizhu)).toEqual([`${VARIABLE}doudizhu: variables.doudizhu is missing`])
    expect(refusal((_v, state) => (state.variables.doudizhu = 7))).toEqual([`${VARIABLE}doudizhu: variables.doudizhu is 7, not an object`])
  })

  it('refuses unknown phases, profiles and stages (development mode too)', () => {
    const { refusal } = snapshotOf({}, 'development')
    expect(refusal((v) => (v.phase = 'banana'))).toEqual([`${VARIABLE}doudizhu: phase is "banana", not one of dealing, bidding, playing, finished`])
    expect(refusal((v) => (v.profile = 'tencent'))).toEqual([`${VARIABLE}doudizhu: profile is "tencent", not one of standard, rlcard, douzero`])
    expect(refusal((v) => (v.stage = 'grab'))).toEqual([`${VARIABLE}doudizhu: stage is "grab", not one of call, rob, robBack or null`])
  })

  it('refuses negative, fractional or out-of-range counts and a robbed that is not a boolean', () => {
    const { refusal } = snapshotOf()
    expect(refusal((v) => (v.deal = 2))).toEqual([`${VARIABLE}doudizhu: deal is 2, not a whole number from 0 to deals (1)`])
    expect(refusal((v) => (v.deals = 0.5))).toContain(`${VARIABLE}doudizhu: deals is 0.5, not a whole number from 1`)
    expect(refusal((v) => (v.highestBid = -1))).toEqual([`${VARIABLE}doudizhu: highestBid is -1, not a whole number from 0`])
    expect(refusal((v) => (v.multiplier = 0))).toEqual([`${VARIABLE}doudizhu: multiplier is 0, not a whole number from 1`])
    expect(refusal((v) => (v.bombs = '1'))).toEqual([`${VARIABLE}doudizhu: bombs is "1", not a whole number from 0`])
    expect(refusal((v) => (v.robbed = 0))).toEqual([`${VARIABLE}doudizhu: robbed is 0, not a boolean`])
    expect(refusal((v) => (v.scores.p1 = null))).toEqual([`${VARIABLE}doudizhu: scores of "p1" is null, not a finite number`])
    expect(refusal((v) => (v.plays = { p2: -1 }))).toEqual([`${VARIABLE}doudizhu: plays of "p2" is -1, not a whole number from 0`])
    expect(refusal((v) => (v.results = [{}, {}]))).toEqual([`${VARIABLE}doudizhu: 2 results for 1 deals started`])
  })

  it('refuses player lists and player fields naming a ghost', () => {
    const { refusal } = snapshotOf()
    const errors = refusal((v) => (v.order[2] = 'ghost'))
    expect(errors).toContain(`${VARIABLE}doudizhu: order[2] is "ghost", not a player of the game`)
    expect(errors).toContain(`${VARIABLE}doudizhu: scores has "p3", not a player in order`)
    expect(refusal((v) => (v.order = ['p1', 'p2']))).toContain(`${VARIABLE}doudizhu: order lists 2 players, not 3`)
    expect(refusal((v) => (v.order = ['p1', 'p2', 'p1']))).toContain(`${VARIABLE}doudizhu: order[2] "p1" is listed twice`)
    expect(refusal((v) => (v.firstBidder = 'ghost'))).toEqual([`${VARIABLE}doudizhu: firstBidder is "ghost", not a player in order or null`])
    expect(refusal((v) => (v.speakers = ['p2', 'ghost']))).toEqual([`${VARIABLE}doudizhu: speakers[1] is "ghost", not a player in order`])
    expect(refusal((v) => (v.bidderId = 'ghost'))).toEqual([`${VARIABLE}doudizhu: bidderId is "ghost", not a player in order or null`])
    expect(refusal((v) => (v.scores.ghost = 0))).toEqual([`${VARIABLE}doudizhu: scores has "ghost", not a player in order`])
  })

  it('refuses, during the play, no landlord, a broken last play or kitty', () => {
    const { refusal } = snapshotOf({ profile: 'rlcard' })
    expect(refusal((v) => (v.landlordId = null))).toEqual([`${VARIABLE}doudizhu: landlordId is null, not a player in order`])
    expect(refusal((v) => (v.landlordId = 'ghost'))).toEqual([`${VARIABLE}doudizhu: landlordId is "ghost", not a player in order`])
    expect(refusal((v) => (v.kitty = [...v.kitty, 'std-hearts-A']))).toEqual([`${VARIABLE}doudizhu: kitty is a list, not a list of at most 3 cards`])
    expect(refusal((v) => (v.kitty[0] = 'no-such-card'))).toEqual([`${VARIABLE}doudizhu: kitty[0] is "no-such-card", not a card of the game`])
    const lastPlay = { playerId: 'p1', cardIds: ['std-hearts-3'], ranks: ['3'], kind: 'solo' }
    expect(refusal((v) => (v.lastPlay = { ...lastPlay, playerId: 'ghost' }))).toEqual([`${VARIABLE}doudizhu: lastPlay.playerId is "ghost", not a player in order`])
    expect(refusal((v) => (v.lastPlay = { ...lastPlay, ranks: ['3', '4'] }))).toEqual([`${VARIABLE}doudizhu: lastPlay.ranks is a list, not a rank per card`])
    expect(refusal((v) => (v.lastPlay = { ...lastPlay, kind: 'straight' }))).toEqual([`${VARIABLE}doudizhu: lastPlay.kind is "straight", not a combination kind or null`])
  })

  it('refuses a state whose hands of the players in order, kitty or table zone are missing', () => {
    const { refusal } = snapshotOf()
    expect(refusal((_v, state) => (state.zones[playerHandZoneId('p2')].ownerId = 'p3'))).toContain(
      `${VARIABLE}doudizhu: the hand ${playerHandZoneId('p2')} of order[1] "p2" is owned by "p3"`,
    )
    expect(refusal((_v, state) => delete state.zones[TABLE_ZONE_ID])).toEqual([`${VARIABLE}doudizhu: the table zone ${TABLE_ZONE_ID} is missing`])
  })

  it('refuses a record whose initial state holds a corrupted Dou Dizhu state (GameEngine.fromRecord)', () => {
    const { engine } = snapshotOf()
    const record = JSON.parse(JSON.stringify(engine.exportRecord()))
    expect(() => GameEngine.fromRecord(record, createDoudizhuPlugins(), record.config)).not.toThrow()
    record.initialState.variables.doudizhu.phase = 'banana'
    let error: unknown = null
    try {
      GameEngine.fromRecord(record, createDoudizhuPlugins(), record.config)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(StateValidationError)
    expect((error as StateValidationError).errors).toEqual([`${VARIABLE}doudizhu: phase is "banana", not one of dealing, bidding, playing, finished`])
  })

  it('remembers only what it found valid: a broken state after a valid one is still refused, and the valid one passes again', () => {
    const check = createDoudizhuStateCheck()
    const state = ddzEngine().getState()
    expect(check(state)).toEqual([])
    expect(check(state)).toEqual([])
    const bad = { ...state, variables: { doudizhu: Object.freeze({ ...getDoudizhuState(state), passes: -1 }) } } as unknown as GameState
    expect(check(bad)).toEqual(['doudizhu: passes is -1, not a whole number from 0'])
    expect(check(bad)).toEqual(['doudizhu: passes is -1, not a whole number from 0'])
    // The same (valid) Dou Dizhu state with other players: checked again.
    const without = { ...state, players: { p1: state.players.p1!, p3: state.players.p3! } }
    expect(check(without)).toContain('doudizhu: order[1] is "p2", not a player of the game')
    expect(check(state)).toEqual([])
  })
})
