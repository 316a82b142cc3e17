import { createAction, SeededRandomProvider, type GameState } from '@decklet/core'
import { createTestEngine, testSize } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { formatHandHistory } from './handHistory'
import { getHoldemState } from './state'
import { holdemPlugins, play, table } from './__fixtures__/table'

/** Seeded sessions of the totals check (README, Testing); 48 plays each table size and stack size together four times. */
const SESSIONS = testSize('HOLDEM_HISTORY_SESSIONS', { quick: 48, long: 1_200 })

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

describe('formatHandHistory totals', () => {
  /** Checks that a hand history's numbers add up: what was put in is the pot plus what came back, and every player's result. */
  function expectTotalsAddUp(state: GameState): void {
    const h = getHoldemState(state).lastHand!
    const text = formatHandHistory(state)
    const idOf = (name: string): string => Object.values(state.players).find((p) => p.name === name)!.id
    const put: Record<string, number> = {}
    for (const e of h.log) if (e.kind !== 'street') put[e.playerId] = (put[e.playerId] ?? 0) + (e.kind === 'post' ? e.amount : e.put)
    const collected: Record<string, number> = {}
    const returned: Record<string, number> = {}
    let total = -1
    for (const line of text.split('\n')) {
      const won = /^(.+) collected (\d+) from /.exec(line)
      if (won) collected[idOf(won[1]!)] = (collected[idOf(won[1]!)] ?? 0) + Number(won[2])
      const back = /^Uncalled bet \((\d+)\) returned to (.+)$/.exec(line)
      if (back) returned[idOf(back[2]!)] = (returned[idOf(back[2]!)] ?? 0) + Number(back[1])
      const pot = /^Total pot (\d+)/.exec(line)
      if (pot) total = Number(pot[1])
    }
    const sum = (r: Record<string, number>): number => Object.values(r).reduce((a, b) => a + b, 0)
    expect(text, text).not.toMatch(/[( ]-\d/)
    expect(sum(collected), text).toBe(total)
    expect(total + sum(returned), text).toBe(sum(put))
    for (const id of h.players) expect((collected[id] ?? 0) + (returned[id] ?? 0) - (put[id] ?? 0), `${id}\n${text}`).toBe(h.net[id])
  }

  it('add up over random sessions with antes and short stacks: the pot, what came back, and each player\'s result', () => {
    let hands = 0
    for (let seed = 1; seed <= SESSIONS; seed++) {
      const engine = createTestEngine({ plugins: holdemPlugins({ ante: 1, autoDeal: false, startingStack: 2 + (seed % 6), maxHands: 25 }), seed, players: 2 + (seed % 4) })
      const random = new SeededRandomProvider(seed)
      for (let step = 0; step < 1000 && engine.getState().status === 'playing'; step++) {
        const toAct = engine.getState().currentPlayerId
        if (toAct !== null) {
          expect(engine.dispatch(createAction(random.pick(engine.getLegalActions(toAct)))).ok).toBe(true)
          continue
        }
        expectTotalsAddUp(engine.getState())
        hands++
        engine.dispatch(createAction({ type: 'START_HAND' }))
      }
    }
    expect(hands).toBeGreaterThan(2 * SESSIONS)
  })
})
