import '@decklet/testing/vitest'
import { describe, expect, it } from 'vitest'
import { formatHandHistory } from './handHistory'
import { act, play, table, tableOf } from './__fixtures__/table'

describe('the straddle (option straddle)', () => {
  it('is off by default: nobody posts more than the big blind', () => {
    const engine = table(4)
    expect(tableOf(engine).bets).toEqual({ p2: 1, p3: 2 })
    expect(engine.getState().currentPlayerId).toBe('p4')
  })

  it('the player left of the big blind posts two big blinds before the cards; the next player acts first', () => {
    const engine = table(4, { straddle: true }) // p1 button, p2 small blind, p3 big blind, p4 straddles
    const t = tableOf(engine)
    expect(t.bets).toEqual({ p2: 1, p3: 2, p4: 4 })
    expect(t.stacks.p4).toBe(196)
    expect(t.currentBet).toBe(4)
    expect(engine.getState().currentPlayerId).toBe('p1')
    expect(act(engine, 'p1', 'CHECK')).toBeDenied('CANNOT_CHECK')
    expect(engine.getLegalActions('p1').find((a) => a.type === 'CALL')).toBeDefined()
  })

  it('sets the smallest raise to the straddle again: to 8 at blinds 1/2', () => {
    const engine = table(4, { straddle: true })
    expect(act(engine, 'p1', 'RAISE', 7)).toBeDenied('RAISE_TOO_SMALL')
    expect(engine.getLegalActions('p1').find((a) => a.type === 'RAISE')?.payload).toMatchObject({ min: 8 })
    expect(act(engine, 'p1', 'RAISE', 8)).toBeOk()
    expect(act(engine, 'p2', 'RAISE', 11)).toBeDenied('RAISE_TOO_SMALL') // a raise of 4, to at least 12
    expect(act(engine, 'p2', 'RAISE', 12)).toBeOk()
  })

  it('is live: the straddler acts last pre-flop and may check or raise when everyone calls', () => {
    const engine = table(4, { straddle: true })
    play(engine, [['p1', 'CALL'], ['p2', 'CALL'], ['p3', 'CALL']])
    expect(engine.getState().currentPlayerId).toBe('p4')
    expect([...new Set(engine.getLegalActions('p4').map((a) => a.type))]).toEqual(['FOLD', 'CHECK', 'RAISE', 'ALL_IN'])
    play(engine, [['p4', 'CHECK']])
    expect(tableOf(engine).street).toBe('flop')
    expect(tableOf(engine).committed).toEqual({ p1: 4, p2: 4, p3: 4, p4: 4 })
    // After the flop the betting is as usual: a bet is at least the big blind, the small blind acts first.
    expect(engine.getState().currentPlayerId).toBe('p2')
    expect(act(engine, 'p2', 'BET', 2)).toBeOk()
  })

  it('three-handed the button straddles and the small blind acts first', () => {
    const engine = table(3, { straddle: true })
    expect(tableOf(engine).bets).toEqual({ p2: 1, p3: 2, p1: 4 })
    expect(engine.getState().currentPlayerId).toBe('p2')
  })

  it('is not posted heads-up, where the player left of the big blind is the small blind', () => {
    const engine = table(2, { straddle: true })
    expect(tableOf(engine).bets).toEqual({ p1: 1, p2: 2 })
    expect(engine.getState().currentPlayerId).toBe('p1')
  })

  it('a player short of the straddle posts what they have and is all in; a raise goes a full big blind over it', () => {
    const engine = table({ players: 4, stacks: [200, 200, 200, 3], options: { straddle: true } })
    const t = tableOf(engine)
    expect(t.bets.p4).toBe(3)
    expect(t.stacks.p4).toBe(0)
    expect(t.currentBet).toBe(3)
    expect(act(engine, 'p1', 'RAISE', 4)).toBeDenied('RAISE_TOO_SMALL')
    expect(act(engine, 'p1', 'RAISE', 5)).toBeOk()
  })

  it('in fixed-limit it is the second bet of the street: raises go to 6, and it counts toward the cap', () => {
    const engine = table(4, { structure: 'fixed-limit', straddle: true })
    expect(act(engine, 'p1', 'RAISE', 8)).toBeDenied('RAISE_TOO_LARGE')
    play(engine, [['p1', 'RAISE', 6], ['p2', 'RAISE', 8]]) // the big blind, the straddle, two raises: capped
    expect(act(engine, 'p3', 'RAISE', 10)).toBeDenied('RAISE_CAP_REACHED')
  })

  it('is shown in the hand history', () => {
    const engine = table(4, { straddle: true, autoDeal: false })
    play(engine, [['p1', 'RAISE', 10], ['p2', 'FOLD'], ['p3', 'FOLD'], ['p4', 'FOLD']])
    const lines = formatHandHistory(engine.getState()).split('\n')
    expect(lines.slice(5, 12)).toEqual([
      'Player 2: posts small blind 1',
      'Player 3: posts big blind 2',
      'Player 4: posts straddle 4',
      '*** HOLE CARDS ***',
      'Player 1: raises 6 to 10',
      'Player 2: folds',
      'Player 3: folds',
    ])
    expect(lines).toContain('Uncalled bet (6) returned to Player 1')
    expect(lines).toContain('Player 1 collected 11 from the pot')
  })
})
