import '@decklet/testing/vitest'
import type { GameEngine } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { bettingOptions } from './betting'
import type { HoldemOptions } from './options'
import { act, play, table, tableOf } from './__fixtures__/table'

// Rules cited: Robert's Rules of Poker (Bob Ciaffone), section 3 "Betting and raising" and the no-limit rules;
// the Poker TDA rules (2019 on), rule 47 "Re-Opening the Bet".

/** `playerId` may only call or fold: the legal actions, the betting options and validation all say so, a raise and an all-in denied with `code`. */
function expectCallOrFoldOnly(engine: GameEngine, playerId: string, raiseTo: number, code: string): void {
  expect(engine.getLegalActions(playerId).map((a) => a.type)).toEqual(['FOLD', 'CALL'])
  expect(bettingOptions(tableOf(engine), playerId)).toMatchObject({ raise: null, allIn: null })
  expect(act(engine, playerId, 'RAISE', raiseTo)).toBeDenied(code)
  expect(act(engine, playerId, 'ALL_IN')).toBeDenied(code)
}

const FIXED_LIMIT: [string, HoldemOptions][] = [
  ["fixed-limit Hold'em", { structure: 'fixed-limit' }],
  ['fixed-limit Omaha', { variant: 'omaha', structure: 'fixed-limit' }],
  ['fixed-limit Omaha hi-lo', { variant: 'omaha', hiLo: true, structure: 'fixed-limit' }],
]

// Blinds 1/2, p1 on the button: three-handed p1 acts first pre-flop, p2 (small blind) first after the flop.
for (const [name, options] of FIXED_LIMIT) {
  describe(`${name}: the raise cap (Robert's Rules §3 rules 3 and 4)`, () => {
    it("a fold does not lift a cap already reached (Robert's Rules §3 rule 4)", () => {
      const engine = table(3, options)
      // The big blind and three raises: four bets, reached with three players in the hand.
      play(engine, [['p1', 'RAISE', 4], ['p2', 'RAISE', 6], ['p3', 'RAISE', 8]])
      expect(tableOf(engine).capped).toBe(true)
      play(engine, [['p1', 'FOLD']])
      // Heads-up now, but the cap holds for the rest of the street: call or fold.
      expectCallOrFoldOnly(engine, 'p2', 10, 'RAISE_CAP_REACHED')
      expect(act(engine, 'p2', 'CALL')).toBeOk()
      expect(tableOf(engine).street).toBe('flop')
      expect(tableOf(engine).capped).toBe(false) // a new street, a new count
    })

    it("players who are all in do not count toward keeping the cap (Robert's Rules §3 rule 3)", () => {
      // p1, the button, has 2 and calls all in; the blinds have 100 each.
      const engine = table({ players: 3, stacks: [2, 100, 100], options })
      play(engine, [['p1', 'CALL']])
      expect(tableOf(engine).stacks.p1).toBe(0)
      play(engine, [['p2', 'RAISE', 4], ['p3', 'RAISE', 6], ['p2', 'RAISE', 8]])
      // Four bets, but only two players who are not all in: raising is unlimited for the street (rule 4).
      expect(tableOf(engine).capped).toBe(false)
      expect(engine.getLegalActions('p3').find((a) => a.type === 'RAISE')?.payload).toEqual({ amount: 10, min: 10, max: 10 })
      play(engine, [['p3', 'RAISE', 10], ['p2', 'RAISE', 12], ['p3', 'CALL']])
      expect(tableOf(engine).street).toBe('flop')
    })

    it('a player who reaches the cap by going all in no longer counts toward keeping it', () => {
      // p3, the big blind, has 8: the raise to 8 that reaches the cap is all of it.
      const engine = table({ players: 3, stacks: [100, 100, 8], options })
      play(engine, [['p1', 'RAISE', 4], ['p2', 'RAISE', 6], ['p3', 'ALL_IN']])
      expect(tableOf(engine).betsThisStreet).toBe(4)
      expect(tableOf(engine).capped).toBe(false)
      expect(act(engine, 'p1', 'RAISE', 10)).toBeOk()
      expect(act(engine, 'p2', 'RAISE', 12)).toBeOk()
    })

    it('a cap reached with three players not all in holds when one of them then calls all in', () => {
      // p1 has 6: after raising to 4 it can only call the cap all in, short.
      const engine = table({ players: 3, stacks: [6, 100, 100], options })
      play(engine, [['p1', 'RAISE', 4], ['p2', 'RAISE', 6], ['p3', 'RAISE', 8], ['p1', 'CALL']])
      expect(tableOf(engine).stacks.p1).toBe(0)
      expectCallOrFoldOnly(engine, 'p2', 10, 'RAISE_CAP_REACHED')
    })
  })
}

describe('the raise cap with liftCapHeadsUp: false', () => {
  it('holds also when only two players who are not all in are left', () => {
    const engine = table({ players: 3, stacks: [2, 100, 100], options: { structure: 'fixed-limit', liftCapHeadsUp: false } })
    play(engine, [['p1', 'CALL'], ['p2', 'RAISE', 4], ['p3', 'RAISE', 6], ['p2', 'RAISE', 8]])
    expect(tableOf(engine).capped).toBe(true)
    expectCallOrFoldOnly(engine, 'p3', 10, 'RAISE_CAP_REACHED')
  })
})

const BIG_BET: [string, HoldemOptions][] = [
  ["no-limit Hold'em", {}],
  ["pot-limit Hold'em", { structure: 'pot-limit' }],
  ['pot-limit Omaha', { variant: 'omaha', structure: 'pot-limit' }],
  ['pot-limit Omaha hi-lo', { variant: 'omaha', hiLo: true, structure: 'pot-limit' }],
]

// Blinds 1/2; p3, the big blind, has 3: 1 behind after everyone limps. On the flop p2 checks and p3 goes all in for 1.
const limpedToShortAllIn: [string, string][] = [['p1', 'CALL'], ['p2', 'CALL'], ['p3', 'CHECK'], ['p2', 'CHECK'], ['p3', 'ALL_IN']]

for (const [name, options] of BIG_BET) {
  describe(`${name}: a short all-in that opens the betting (TDA rule 47-A; Robert's Rules, no-limit rule 3)`, () => {
    it('does not reopen the betting for a player who already acted: the player who checked may only call or fold', () => {
      const engine = table({ players: 3, stacks: [200, 200, 3], options })
      play(engine, limpedToShortAllIn)
      expect(tableOf(engine).currentBet).toBe(1)
      play(engine, [['p1', 'CALL']])
      expectCallOrFoldOnly(engine, 'p2', 3, 'BETTING_NOT_REOPENED')
      expect(act(engine, 'p2', 'CALL')).toBeOk()
      expect(tableOf(engine).street).toBe('turn')
    })

    it('players who have not acted may raise it, by at least a full bet; that raise reopens the betting for the player who checked', () => {
      const engine = table({ players: 3, stacks: [200, 200, 3], options })
      play(engine, limpedToShortAllIn)
      // A full bet over the all-in: to 1 + 2.
      expect(act(engine, 'p1', 'RAISE', 2)).toBeDenied('RAISE_TOO_SMALL')
      expect(engine.getLegalActions('p1').find((a) => a.type === 'RAISE')?.payload).toMatchObject({ min: 3 })
      play(engine, [['p1', 'RAISE', 3]])
      expect(engine.getLegalActions('p2').find((a) => a.type === 'RAISE')?.payload).toMatchObject({ min: 5 })
      expect(act(engine, 'p2', 'RAISE', 5)).toBeOk()
    })

    it('short all-ins that together make a full bet reopen the betting for the player who checked', () => {
      // p4 has 4: 2 behind after limping. On the flop p3 goes all in for 1, p4 for 2 (1 more, itself short).
      const engine = table({ players: 4, stacks: [200, 200, 3, 4], options })
      play(engine, [['p4', 'CALL'], ['p1', 'CALL'], ['p2', 'CALL'], ['p3', 'CHECK'], ['p2', 'CHECK'], ['p3', 'ALL_IN'], ['p4', 'ALL_IN'], ['p1', 'CALL']])
      // p2 faces 2, a full bet: fold, call or raise (to 2 + 2 at least).
      expect(engine.getLegalActions('p2').find((a) => a.type === 'RAISE')?.payload).toMatchObject({ min: 4 })
      expect(act(engine, 'p2', 'RAISE', 4)).toBeOk()
    })
  })
}

// Blinds 1/2: the bet is 2 pre-flop and on the flop, 4 on the turn and river. p3, the big blind, has 3: 1 behind.
const limpedToTheTurn: [string, string][] = [['p1', 'CALL'], ['p2', 'CALL'], ['p3', 'CHECK'], ['p2', 'CHECK'], ['p3', 'CHECK'], ['p1', 'CHECK']]

for (const [name, options] of FIXED_LIMIT) {
  describe(`${name}: a short all-in that opens the betting (Robert's Rules §3 rule 6; TDA rule 47-B)`, () => {
    it('on the turn an all-in for 1, less than half the bet of 4, does not reopen the betting for the player who checked', () => {
      const engine = table({ players: 3, stacks: [100, 100, 3], options })
      play(engine, [...limpedToTheTurn, ['p2', 'CHECK'], ['p3', 'ALL_IN']])
      expect(tableOf(engine)).toMatchObject({ street: 'turn', currentBet: 1, betsThisStreet: 0 })
      // p1 has not acted: may call the 1 or complete the bet to 4.
      expect(engine.getLegalActions('p1').find((a) => a.type === 'RAISE')?.payload).toEqual({ amount: 4, min: 4, max: 4 })
      play(engine, [['p1', 'CALL']])
      expectCallOrFoldOnly(engine, 'p2', 4, 'BETTING_NOT_REOPENED')
      expect(act(engine, 'p2', 'CALL')).toBeOk()
      expect(tableOf(engine).street).toBe('river')
    })

    it('a player yet to act who completes it to a full bet reopens the betting for the player who checked', () => {
      const engine = table({ players: 3, stacks: [100, 100, 3], options })
      play(engine, [...limpedToTheTurn, ['p2', 'CHECK'], ['p3', 'ALL_IN'], ['p1', 'RAISE', 4]])
      expect(engine.getLegalActions('p2').find((a) => a.type === 'RAISE')?.payload).toEqual({ amount: 8, min: 8, max: 8 })
      expect(act(engine, 'p2', 'RAISE', 8)).toBeOk()
    })

    it('on the flop an all-in for 1 is half the bet of 2: under the half-bet rule a full bet, which reopens the betting for the player who checked', () => {
      const engine = table({ players: 3, stacks: [100, 100, 3], options })
      play(engine, [['p1', 'CALL'], ['p2', 'CALL'], ['p3', 'CHECK'], ['p2', 'CHECK'], ['p3', 'ALL_IN']])
      expect(tableOf(engine)).toMatchObject({ street: 'flop', currentBet: 1, betsThisStreet: 1 })
      // The next raise goes a full bet above it: to 3.
      expect(engine.getLegalActions('p1').find((a) => a.type === 'RAISE')?.payload).toEqual({ amount: 3, min: 3, max: 3 })
      play(engine, [['p1', 'CALL']])
      expect(act(engine, 'p2', 'RAISE', 3)).toBeOk()
    })
  })
}
