import '@decklet/testing/vitest'
import { describe, expect, it } from 'vitest'
import { act, play, table, tableOf } from './__fixtures__/table'

// Four players, p1 on the button: everyone limps pre-flop (2 each), then p2 acts first on the flop.
const limped: [string, string][] = [['p4', 'CALL'], ['p1', 'CALL'], ['p2', 'CALL'], ['p3', 'CHECK']]

describe('several short all-ins (no-limit)', () => {
  it('that together amount to a full raise reopen the betting for a player who already acted', () => {
    // p2 bets 100; p3 all in to 130 (a raise of 30), p4 all in to 210 (80 more): p2 faces 110, more than a full raise of 100.
    const engine = table({ players: 4, stacks: [1000, 1000, 132, 212] })
    play(engine, [...limped, ['p2', 'BET', 100], ['p3', 'ALL_IN'], ['p4', 'ALL_IN'], ['p1', 'CALL']])
    expect(tableOf(engine).currentBet).toBe(210)
    expect(tableOf(engine).minRaise).toBe(100) // neither all-in was a full raise
    expect(act(engine, 'p2', 'RAISE', 309)).toBeDenied('RAISE_TOO_SMALL')
    expect(engine.getLegalActions('p2').find((a) => a.type === 'RAISE')?.payload).toMatchObject({ min: 310 })
    expect(act(engine, 'p2', 'RAISE', 310)).toBeOk()
  })

  it('that together amount to less than a full raise do not', () => {
    // p3 all in to 130, p4 all in to 160: p2 faces 60, short of a full raise of 100.
    const engine = table({ players: 4, stacks: [1000, 1000, 132, 162] })
    play(engine, [...limped, ['p2', 'BET', 100], ['p3', 'ALL_IN'], ['p4', 'ALL_IN']])
    // p1 has not acted on the flop: may raise, by at least the last full bet.
    expect(act(engine, 'p1', 'RAISE', 259)).toBeDenied('RAISE_TOO_SMALL')
    play(engine, [['p1', 'CALL']])
    expect(act(engine, 'p2', 'RAISE', 300)).toBeDenied('BETTING_NOT_REOPENED')
    expect(act(engine, 'p2', 'ALL_IN')).toBeDenied('BETTING_NOT_REOPENED')
    expect(engine.getLegalActions('p2').map((a) => a.type)).toEqual(['FOLD', 'CALL'])
  })

  it('a single short all-in still does not reopen the betting', () => {
    const engine = table({ players: 4, stacks: [1000, 1000, 1000, 192] })
    play(engine, [...limped, ['p2', 'BET', 100], ['p3', 'CALL'], ['p4', 'ALL_IN'], ['p1', 'CALL'], ['p2', 'CALL']]) // p4 to 190: a raise of 90
    expect(engine.getState().currentPlayerId).toBe('p3')
    expect(act(engine, 'p3', 'RAISE', 290)).toBeDenied('BETTING_NOT_REOPENED')
  })
})

describe('fixed-limit: the half-bet rule', () => {
  // Blinds 5/10: the small bet (pre-flop and flop) is 10, so half a bet is 5.
  const options = { structure: 'fixed-limit' as const, smallBlind: 5, bigBlind: 10 }

  it('an all-in raising by half a bet or more counts as a full raise: the next raise is a full bet above it, and the betting reopens', () => {
    // p3 has 15 behind on the flop: p2 bets 10, p3 goes all in to 15 (a raise of 5).
    const engine = table({ players: 4, stacks: [200, 200, 25, 200], options })
    play(engine, [...limped, ['p2', 'BET', 10], ['p3', 'ALL_IN']])
    expect(tableOf(engine).betsThisStreet).toBe(2)
    expect(act(engine, 'p4', 'RAISE', 20)).toBeDenied('RAISE_TOO_SMALL')
    play(engine, [['p4', 'CALL'], ['p1', 'CALL']])
    expect(engine.getLegalActions('p2').find((a) => a.type === 'RAISE')?.payload).toEqual({ amount: 25, min: 25, max: 25 })
    expect(act(engine, 'p2', 'RAISE', 25)).toBeOk()
  })

  it('an all-in raising by less than half a bet does not: players may call it or complete to a full bet, and it does not reopen', () => {
    // p3 goes all in to 14 (a raise of 4).
    const engine = table({ players: 4, stacks: [200, 200, 24, 200], options })
    play(engine, [...limped, ['p2', 'BET', 10], ['p3', 'ALL_IN']])
    expect(tableOf(engine).betsThisStreet).toBe(1)
    expect(act(engine, 'p4', 'RAISE', 24)).toBeDenied('RAISE_TOO_LARGE')
    expect(engine.getLegalActions('p4').find((a) => a.type === 'RAISE')?.payload).toEqual({ amount: 20, min: 20, max: 20 })
    play(engine, [['p4', 'CALL'], ['p1', 'CALL']])
    expect(act(engine, 'p2', 'RAISE', 20)).toBeDenied('BETTING_NOT_REOPENED')
    expect(act(engine, 'p2', 'CALL')).toBeOk()
  })

  it('an all-in of half a bet or more counts toward the raise cap', () => {
    const engine = table({ players: 4, stacks: [200, 200, 25, 200], options: { ...options, raiseCap: 2 } })
    play(engine, [...limped, ['p2', 'BET', 10], ['p3', 'ALL_IN']])
    expect(act(engine, 'p4', 'RAISE', 25)).toBeDenied('RAISE_CAP_REACHED')
  })
})

describe('fixed-limit: the cap heads-up (option liftCapHeadsUp)', () => {
  it('is lifted when only two players are in the hand', () => {
    const engine = table(2, { structure: 'fixed-limit' })
    play(engine, [['p1', 'RAISE', 4], ['p2', 'RAISE', 6], ['p1', 'RAISE', 8]]) // the big blind and three raises: four bets
    expect(act(engine, 'p2', 'RAISE', 10)).toBeOk()
    expect(act(engine, 'p1', 'RAISE', 12)).toBeOk()
  })

  it('is lifted when the others fold before it is reached and two are left', () => {
    const engine = table(3, { structure: 'fixed-limit' })
    play(engine, [['p1', 'RAISE', 4], ['p2', 'FOLD'], ['p3', 'RAISE', 6], ['p1', 'RAISE', 8]]) // four bets, heads-up
    expect(act(engine, 'p3', 'RAISE', 10)).toBeOk()
    expect(act(engine, 'p1', 'RAISE', 12)).toBeOk()
  })

  it('stays with liftCapHeadsUp: false', () => {
    const engine = table(2, { structure: 'fixed-limit', liftCapHeadsUp: false })
    play(engine, [['p1', 'RAISE', 4], ['p2', 'RAISE', 6], ['p1', 'RAISE', 8]])
    expect(act(engine, 'p2', 'RAISE', 10)).toBeDenied('RAISE_CAP_REACHED')
    expect(act(engine, 'p2', 'CALL')).toBeOk()
  })
})
