import '@decklet/testing/vitest'
import { describe, expect, it } from 'vitest'
import { act, play, table, tableOf } from './__fixtures__/table'

describe('pot-limit', () => {
  it('raises at most by the pot after the call', () => {
    const engine = table(3, { structure: 'pot-limit' })
    // Blinds 1 + 2 = 3; p1 calls 2 (pot 5), then may raise 5 more: to 7.
    expect(act(engine, 'p1', 'RAISE', 8)).toBeDenied('RAISE_TOO_LARGE')
    expect(act(engine, 'p1', 'ALL_IN')).toBeDenied('ALL_IN_OVER_LIMIT')
    expect(engine.getLegalActions('p1').filter((a) => a.type === 'RAISE').map((a) => a.payload)).toEqual([
      { amount: 4, min: 4, max: 7 },
      { amount: 7, min: 4, max: 7 },
    ])
    play(engine, [['p1', 'RAISE', 7]])
    // p2 (small blind, 1 in): calls 6 (pot 10 + 6 = 16), then raises 16: to 23.
    expect(act(engine, 'p2', 'RAISE', 24)).toBeDenied('RAISE_TOO_LARGE')
    expect(act(engine, 'p2', 'RAISE', 23)).toBeOk()
  })

  it('bets at most the pot', () => {
    const engine = table(3, { structure: 'pot-limit' })
    play(engine, [['p1', 'CALL'], ['p2', 'CALL'], ['p3', 'CHECK']]) // pot 6
    expect(act(engine, 'p2', 'BET', 7)).toBeDenied('BET_TOO_LARGE')
    expect(act(engine, 'p2', 'BET', 6)).toBeOk()
  })

  it('lets a player go all in when the stack is within the limit', () => {
    const engine = table({ players: 3, stacks: [6, 200, 200], options: { structure: 'pot-limit' } })
    expect(act(engine, 'p1', 'ALL_IN')).toBeOk()
  })
})

describe('fixed-limit', () => {
  it('bets and raises by the small bet before the turn and the big bet after', () => {
    const engine = table(3, { structure: 'fixed-limit', smallBlind: 1, bigBlind: 2 })
    expect(act(engine, 'p1', 'RAISE', 6)).toBeDenied('RAISE_TOO_LARGE')
    expect(act(engine, 'p1', 'RAISE', 3)).toBeDenied('RAISE_TOO_SMALL')
    expect(act(engine, 'p1', 'ALL_IN')).toBeDenied('ALL_IN_OVER_LIMIT')
    play(engine, [['p1', 'RAISE', 4], ['p2', 'CALL'], ['p3', 'CALL']])
    expect(act(engine, 'p2', 'BET', 4)).toBeDenied('BET_TOO_LARGE')
    play(engine, [['p2', 'BET', 2], ['p3', 'CALL'], ['p1', 'CALL']])
    expect(tableOf(engine).street).toBe('turn')
    expect(act(engine, 'p2', 'BET', 2)).toBeDenied('BET_TOO_SMALL')
    expect(act(engine, 'p2', 'BET', 4)).toBeOk()
  })

  it('caps the betting at a bet and three raises', () => {
    const engine = table(3, { structure: 'fixed-limit' })
    play(engine, [['p1', 'RAISE', 4], ['p2', 'RAISE', 6], ['p3', 'RAISE', 8]]) // the big blind was the first bet
    expect(act(engine, 'p1', 'RAISE', 10)).toBeDenied('RAISE_CAP_REACHED')
    expect(engine.getLegalActions('p1').map((a) => a.type)).toEqual(['FOLD', 'CALL'])
    expect(act(engine, 'p1', 'CALL')).toBeOk()
  })

  it('takes another cap when asked', () => {
    const engine = table(3, { structure: 'fixed-limit', raiseCap: 2 })
    play(engine, [['p1', 'RAISE', 4]])
    expect(act(engine, 'p2', 'RAISE', 6)).toBeDenied('RAISE_CAP_REACHED')
  })
})

describe('antes', () => {
  it('are posted by everyone dealt in before the blinds, as dead money', () => {
    const engine = table(3, { ante: 1 })
    const t = tableOf(engine)
    expect(t.stacks).toEqual({ p1: 199, p2: 198, p3: 197 })
    expect(t.committed).toEqual({ p1: 1, p2: 2, p3: 3 })
    expect(t.bets).toEqual({ p2: 1, p3: 2 })
    expect(t.currentBet).toBe(2)
    expect(engine.getLegalActions('p1').find((a) => a.type === 'RAISE' && (a.payload as { amount: number }).amount === 10)).toBeDefined() // pot: call 2 (pot 8), raise 8
  })

  it('puts a player who cannot pay the ante all in', () => {
    const engine = table({ players: 3, stacks: [1, 200, 200], options: { ante: 2, autoDeal: false } })
    expect(tableOf(engine).stacks.p1).toBe(0)
    expect(engine.getState().currentPlayerId).toBe('p2') // p1, first to act, is all in: the action skips to p2
  })
})

describe('options', () => {
  it('default the new rules: no straddle, the cap lifted heads-up, buy-ins up to the starting stack', async () => {
    const { resolveHoldemOptions } = await import('./options')
    expect(resolveHoldemOptions({ startingStack: 300 })).toMatchObject({ straddle: false, liftCapHeadsUp: true, maxBuyIn: 300 })
    expect(resolveHoldemOptions({ bigBlind: 10 }).maxBuyIn).toBe(1000)
  })

  it('are checked', async () => {
    const { createHoldemPlugin } = await import('./holdemPlugin')
    expect(() => createHoldemPlugin({ bigBlind: 0 })).toThrow(/bigBlind/)
    expect(() => createHoldemPlugin({ smallBlind: 3, bigBlind: 2 })).toThrow(/smallBlind/)
    expect(() => createHoldemPlugin({ structure: 'spread' as never })).toThrow(/structure/)
    expect(() => createHoldemPlugin({ variant: 'stud' as never })).toThrow(/variant/)
    expect(() => createHoldemPlugin({ straddle: 'yes' as never })).toThrow(/straddle/)
    expect(() => createHoldemPlugin({ liftCapHeadsUp: 1 as never })).toThrow(/liftCapHeadsUp/)
    expect(() => createHoldemPlugin({ startingStack: 200, maxBuyIn: 199 })).toThrow(/maxBuyIn/)
    expect(() => createHoldemPlugin({ maxBuyIn: 250.5 })).toThrow(/maxBuyIn/)
  })
})
