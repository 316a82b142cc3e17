import { describe, expect, it } from 'vitest'
import { formatHandHistory } from './handHistory'
import { play, table } from './__fixtures__/table'

describe('formatHandHistory', () => {
  it('writes the last hand as a hand history: seats, blinds, streets, actions, showdown, pots', () => {
    const engine = table({
      players: 3,
      options: { autoDeal: false },
      holes: [['As', 'Ad'], ['7c', '2d'], ['Kh', 'Qh']],
      board: ['Kc', 'Qd', '9h', '3s', '4c'],
    })
    play(engine, [['p1', 'RAISE', 6], ['p2', 'FOLD'], ['p3', 'CALL']])
    play(engine, [['p3', 'BET', 10], ['p1', 'RAISE', 30], ['p3', 'CALL']])
    play(engine, [['p3', 'CHECK'], ['p1', 'CHECK'], ['p3', 'CHECK'], ['p1', 'CHECK']])
    expect(formatHandHistory(engine.getState())).toBe(
      [
        "Hand #1: Hold'em No Limit (1/2)",
        'Seat 1: Player 1 (200 in chips) [button]',
        'Seat 2: Player 2 (200 in chips)',
        'Seat 3: Player 3 (200 in chips)',
        'Player 2: posts small blind 1',
        'Player 3: posts big blind 2',
        '*** HOLE CARDS ***',
        'Player 1: raises 4 to 6',
        'Player 2: folds',
        'Player 3: calls 4',
        '*** FLOP *** [Kc Qd 9h]',
        'Player 3: bets 10',
        'Player 1: raises 20 to 30',
        'Player 3: calls 20',
        '*** TURN *** [3s]',
        'Player 3: checks',
        'Player 1: checks',
        '*** RIVER *** [4c]',
        'Player 3: checks',
        'Player 1: checks',
        '*** SHOWDOWN ***',
        'Player 3: shows [Kh Qh] (Two pair, Kings and Queens, 9 kicker)',
        'Player 1: mucks hand',
        'Player 3 collected 73 from the pot',
        '*** SUMMARY ***',
        'Total pot 73 | Board [Kc Qd 9h 3s 4c]',
        'Player 1: lost 36',
        'Player 2: lost 1',
        'Player 3: won 37',
      ].join('\n'),
    )
  })

  it('is empty before the first hand ends', () => {
    expect(formatHandHistory(table(2).getState())).toBe('')
  })
})

describe('formatHandHistory with side pots', () => {
  it('names the main pot and each side pot, and returns chips nobody called', () => {
    const engine = table({
      players: 4,
      options: { autoDeal: false },
      stacks: [300, 50, 100, 200],
      holes: [['Js', 'Jd'], ['As', 'Ad'], ['Ks', 'Kd'], ['Qs', 'Qd']],
      board: ['2c', '7d', '9h', '3s', '4c'],
    })
    play(engine, [['p4', 'ALL_IN'], ['p1', 'RAISE', 300], ['p2', 'ALL_IN'], ['p3', 'ALL_IN']])
    const text = formatHandHistory(engine.getState())
    expect(text).toContain('Player 4: raises 198 to 200 and is all-in')
    expect(text).toContain('Player 1: raises 100 to 300 and is all-in')
    expect(text).toContain('Player 2: calls 49 and is all-in')
    expect(text).toContain('Uncalled bet (100) returned to Player 1')
    expect(text).toContain('Player 2 collected 200 from the main pot')
    expect(text).toContain('Player 3 collected 150 from side pot 1')
    expect(text).toContain('Player 4 collected 200 from side pot 2')
    expect(text).toContain('Player 1: mucks hand')
    expect(text).toContain('Total pot 550 (main pot 200, side pot 1 150, side pot 2 200)')
  })
})
