import '@decklet/testing/vitest'
import { playerHandZoneId } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { card, play, table, tableOf } from './__fixtures__/table'

describe('Omaha', () => {
  it('deals four hole cards', () => {
    const engine = table(3, { variant: 'omaha', structure: 'pot-limit' })
    expect(engine.getState().zones[playerHandZoneId('p1')]!.cards).toHaveLength(4)
  })

  it('plays exactly two hole cards and three board cards: four hearts on the board and one in the hand is no flush', () => {
    const engine = table({
      players: 2,
      options: { variant: 'omaha', autoDeal: false },
      holes: [['Ah', 'Kc', '8d', '8s'], ['Qs', 'Qd', '3c', '4c']],
      board: ['2h', '5h', '9h', 'Jh', 'Qc'],
    })
    play(engine, [['p1', 'CALL'], ['p2', 'CHECK']])
    for (let street = 0; street < 3; street++) play(engine, [['p2', 'CHECK'], ['p1', 'CHECK']])
    const last = tableOf(engine).lastHand!
    expect(Object.keys(last.shown)).toEqual(['p2']) // trip queens beat a pair of eights
    expect(last.shown.p2!.description).toMatch(/^Three of a kind, Queens/)
    expect(last.net).toEqual({ p1: -2, p2: 2 })
  })

  it('hi-lo: splits the pot between the best high hand and the best eight-or-better low', () => {
    const engine = table({
      players: 2,
      options: { variant: 'omaha', hiLo: true, structure: 'pot-limit', autoDeal: false },
      holes: [['Ac', '3d', 'Qh', 'Qd'], ['Kh', '9s', '9c', '8d']],
      board: ['2c', '5d', '7h', 'Kc', 'Ks'],
    })
    play(engine, [['p1', 'RAISE', 6], ['p2', 'CALL']]) // pot 12
    for (let street = 0; street < 3; street++) play(engine, [['p2', 'CHECK'], ['p1', 'CHECK']])
    const last = tableOf(engine).lastHand!
    expect(last.pots).toEqual([{ amount: 12, eligible: ['p2', 'p1'], won: { p1: 6, p2: 6 } }])
    expect(last.shown.p1!.description).toMatch(/low 7-5-3-2-A low$/)
    expect(last.shown.p2!.description).toMatch(/^Three of a kind, Kings/)
    expect(last.board).toEqual(['2c', '5d', '7h', 'Kc', 'Ks'].map(card))
  })

  it('hi-lo: the odd chip of a pot halved between high and low goes to the high half', () => {
    const engine = table({
      players: 3,
      options: { variant: 'omaha', hiLo: true, structure: 'pot-limit', autoDeal: false },
      holes: [['Kh', 'Kc', '9s', '9d'], undefined, ['2s', '4h', 'Qd', 'Jc']],
      board: ['Ah', '3d', '5c', 'Ks', 'Kd'],
    })
    play(engine, [['p1', 'CALL'], ['p2', 'FOLD'], ['p3', 'CHECK']]) // pot 5: p2's small blind is dead
    for (let street = 0; street < 3; street++) play(engine, [['p3', 'CHECK'], ['p1', 'CHECK']])
    const last = tableOf(engine).lastHand!
    // p1 has four kings and no low; p3 the wheel, the best low. The high half gets 3, the low half 2.
    expect(last.pots).toEqual([{ amount: 5, eligible: ['p3', 'p1'], won: { p1: 3, p3: 2 } }])
    expect(last.shown.p3!.description).toMatch(/low 5-4-3-2-A low$/)
  })

  it('hi-lo: a pot without a qualifying low goes whole to the high hand', () => {
    const engine = table({
      players: 2,
      options: { variant: 'omaha', hiLo: true, autoDeal: false },
      holes: [['Ac', '3d', '4h', '4d'], ['Kh', '9s', '9c', '8d']],
      board: ['2c', 'Td', 'Jh', 'Kc', 'Ks'],
    })
    play(engine, [['p1', 'CALL'], ['p2', 'CHECK']])
    for (let street = 0; street < 3; street++) play(engine, [['p2', 'CHECK'], ['p1', 'CHECK']])
    expect(tableOf(engine).lastHand!.net).toEqual({ p1: -2, p2: 2 })
  })
})
