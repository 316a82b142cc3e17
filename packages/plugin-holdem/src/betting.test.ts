import '@decklet/testing/vitest'
import { describe, expect, it } from 'vitest'
import { act, play, table, tableOf } from './__fixtures__/table'

describe('blinds and the order of play', () => {
  it('posts the small blind left of the button, the big blind next, and the next player acts first pre-flop', () => {
    const engine = table(4) // p1 button
    const t = tableOf(engine)
    expect(t.button).toBe('p1')
    expect(t.bets).toEqual({ p2: 1, p3: 2 })
    expect(t.stacks).toEqual({ p1: 200, p2: 199, p3: 198, p4: 200 })
    expect(engine.getState().currentPlayerId).toBe('p4')
  })

  it('heads-up, the button posts the small blind and acts first pre-flop, last after the flop', () => {
    const engine = table(2)
    expect(tableOf(engine).bets).toEqual({ p1: 1, p2: 2 })
    expect(engine.getState().currentPlayerId).toBe('p1')
    play(engine, [['p1', 'CALL'], ['p2', 'CHECK']])
    expect(tableOf(engine).street).toBe('flop')
    expect(engine.getState().currentPlayerId).toBe('p2')
  })

  it('after the flop the first player still in left of the button acts first', () => {
    const engine = table(4)
    play(engine, [['p4', 'CALL'], ['p1', 'CALL'], ['p2', 'FOLD'], ['p3', 'CHECK']])
    expect(tableOf(engine).street).toBe('flop')
    expect(engine.getState().currentPlayerId).toBe('p3')
  })

  it('gives the big blind the option when everyone limps', () => {
    const engine = table(3)
    play(engine, [['p1', 'CALL'], ['p2', 'CALL']])
    expect(engine.getState().currentPlayerId).toBe('p3')
    expect(act(engine, 'p3', 'RAISE', 6)).toBeOk()
    expect(engine.getState().currentPlayerId).toBe('p1')
  })

  it('denies acting out of turn with NOT_YOUR_TURN, whatever the action', () => {
    const engine = table(3)
    for (const type of ['FOLD', 'CHECK', 'CALL', 'BET', 'RAISE', 'ALL_IN']) expect(act(engine, 'p2', type, 10)).toBeDenied('NOT_YOUR_TURN')
    // Someone who is no player of the game: core denies it before Hold'em's rules.
    expect(act(engine, 'p9', 'FOLD')).toBeDenied('UNKNOWN_PLAYER')
  })
})

describe('checks, calls, bets and raises (no-limit)', () => {
  it('checks only when there is nothing to call, calls only when there is', () => {
    const engine = table(2)
    expect(act(engine, 'p1', 'CHECK')).toBeDenied('CANNOT_CHECK')
    play(engine, [['p1', 'CALL']])
    expect(act(engine, 'p2', 'CALL')).toBeDenied('NOTHING_TO_CALL')
    expect(act(engine, 'p2', 'BET', 4)).toBeDenied('CANNOT_BET') // the big blind is a bet: raise it
  })

  it('a bet is at least the big blind and at most the stack', () => {
    const engine = table(2)
    play(engine, [['p1', 'CALL'], ['p2', 'CHECK']])
    expect(act(engine, 'p2', 'BET', 1)).toBeDenied('BET_TOO_SMALL')
    expect(act(engine, 'p2', 'BET', 199)).toBeDenied('BET_TOO_LARGE')
    expect(act(engine, 'p2', 'BET', 2.5)).toBeDenied('BAD_AMOUNT')
    expect(act(engine, 'p2', 'RAISE', 4)).toBeDenied('CANNOT_RAISE')
    expect(act(engine, 'p2', 'BET', 2)).toBeOk()
  })

  it('a raise is at least the size of the previous full bet or raise', () => {
    const engine = table(4)
    expect(act(engine, 'p4', 'RAISE', 3)).toBeDenied('RAISE_TOO_SMALL') // at least to 4
    play(engine, [['p4', 'RAISE', 7]]) // a raise of 5
    expect(act(engine, 'p1', 'RAISE', 11)).toBeDenied('RAISE_TOO_SMALL') // at least to 12
    play(engine, [['p1', 'RAISE', 12]])
    expect(tableOf(engine).minRaise).toBe(5)
    expect(act(engine, 'p2', 'RAISE', 201)).toBeDenied('RAISE_TOO_LARGE')
    expect(act(engine, 'p2', 'RAISE', 200)).toBeOk() // all of p2's chips
  })

  it('accepts any amount in range, not only the sizes getLegalActions suggests', () => {
    const engine = table(3)
    expect(act(engine, 'p1', 'RAISE', 13)).toBeOk()
    expect(tableOf(engine).bets.p1).toBe(13)
  })

  it('a short all-in does not reopen the betting to players who already acted', () => {
    // p3 (big blind) has 17: 15 behind after the pre-flop call.
    const engine = table({ players: 3, stacks: [1000, 1000, 17] })
    play(engine, [['p1', 'CALL'], ['p2', 'CALL'], ['p3', 'CHECK']])
    play(engine, [['p2', 'BET', 10], ['p3', 'ALL_IN']]) // to 15: a raise of 5, short of 10
    expect(tableOf(engine).currentBet).toBe(15)
    // p1 has not acted on this street: may raise, by at least the last full bet (10).
    expect(act(engine, 'p1', 'RAISE', 24)).toBeDenied('RAISE_TOO_SMALL')
    play(engine, [['p1', 'CALL']])
    // p2 bet, then only faced the short all-in: call or fold.
    expect(act(engine, 'p2', 'RAISE', 40)).toBeDenied('BETTING_NOT_REOPENED')
    expect(act(engine, 'p2', 'ALL_IN')).toBeDenied('BETTING_NOT_REOPENED')
    expect(engine.getLegalActions('p2').map((a) => a.type)).toEqual(['FOLD', 'CALL'])
    expect(act(engine, 'p2', 'CALL')).toBeOk()
    expect(tableOf(engine).street).toBe('turn')
  })

  it('a full raise over a short all-in reopens the betting', () => {
    const engine = table({ players: 3, stacks: [1000, 1000, 17] })
    play(engine, [['p1', 'CALL'], ['p2', 'CALL'], ['p3', 'CHECK'], ['p2', 'BET', 10], ['p3', 'ALL_IN'], ['p1', 'RAISE', 25]])
    expect(act(engine, 'p2', 'RAISE', 35)).toBeOk()
  })

  it('an all-in for less than the call is a call', () => {
    const engine = table({ players: 2, stacks: [100, 7] })
    play(engine, [['p1', 'RAISE', 20]])
    expect(act(engine, 'p2', 'RAISE', 7)).toBeDenied('CANNOT_RAISE')
    const before = tableOf(engine).currentBet
    expect(act(engine, 'p2', 'ALL_IN')).toBeOk()
    expect(before).toBe(20)
  })
})

describe('legal actions and the default action', () => {
  it('lists every legal action type, with the amount range and a few sizes (min, half pot, pot, all-in)', () => {
    const engine = table(3)
    const legal = engine.getLegalActions('p1')
    expect(legal.map((a) => [a.type, a.payload])).toEqual([
      ['FOLD', {}],
      ['CALL', {}],
      ['RAISE', { amount: 4, min: 4, max: 200 }],
      ['RAISE', { amount: 7, min: 4, max: 200 }], // the pot: call 2, then raise 5
      ['RAISE', { amount: 200, min: 4, max: 200 }],
      ['ALL_IN', {}],
    ])
    expect(engine.getLegalActions('p2')).toEqual([])
  })

  it('every legal action is accepted', () => {
    const engine = table(3)
    for (const action of engine.getLegalActions('p1')) expect(engine.validate(action)).toBeOk()
  })

  it('checks when it is free, folds when facing a bet', () => {
    const engine = table(3)
    expect(engine.getDefaultAction('p1')).toMatchObject({ type: 'FOLD', playerId: 'p1' })
    expect(engine.getDefaultAction('p2')).toBeNull()
    play(engine, [['p1', 'CALL'], ['p2', 'CALL']])
    expect(engine.getDefaultAction('p3')).toMatchObject({ type: 'CHECK', playerId: 'p3' })
  })
})
