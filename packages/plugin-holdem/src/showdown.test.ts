import '@decklet/testing/vitest'
import { playerHandZoneId } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { MUCK_ZONE_ID } from './state'
import { installState } from '@decklet/testing'
import { act, card, play, rig, table, tableOf } from './__fixtures__/table'

describe('the hand ends when one player is left', () => {
  it('gives the pot to the last player, without a showdown and without showing cards', () => {
    const engine = table({ players: 3, options: { autoDeal: false } })
    act(engine, 'p1', 'FOLD')
    const result = act(engine, 'p2', 'FOLD')
    expect(result).toBeOk()
    expect(result).not.toHaveEmitted('SHOWDOWN')
    expect(result).toHaveEmitted('HAND_ENDED', expect.objectContaining({ uncontested: true, net: { p2: -1, p3: 1, p1: 0 } }))
    const t = tableOf(engine)
    expect(t.stacks).toEqual({ p1: 200, p2: 199, p3: 201 })
    expect(t.lastHand!.shown).toEqual({})
    expect(engine.getState().zones[playerHandZoneId('p3')]!.revealed ?? []).toEqual([])
    expect(engine.getPlayerView('p1').zones[playerHandZoneId('p3')]!.cards).toEqual(['hidden:hand-p3:0', 'hidden:hand-p3:1'])
  })
})

describe('showdown', () => {
  it('makes a side pot for each of three all-ins at different levels, each won by the best hand eligible', () => {
    const engine = table({
      players: 4,
      options: { autoDeal: false },
      stacks: [300, 50, 100, 200],
      holes: [['Js', 'Jd'], ['As', 'Ad'], ['Ks', 'Kd'], ['Qs', 'Qd']],
      board: ['2c', '7d', '9h', '3s', '4c'],
    })
    play(engine, [['p4', 'ALL_IN'], ['p1', 'CALL'], ['p2', 'ALL_IN'], ['p3', 'ALL_IN']])
    const t = tableOf(engine)
    expect(t.street).toBe('waiting')
    expect(t.lastHand!.pots).toEqual([
      { amount: 200, eligible: ['p2', 'p3', 'p4', 'p1'], won: { p2: 200 } },
      { amount: 150, eligible: ['p3', 'p4', 'p1'], won: { p3: 150 } },
      { amount: 200, eligible: ['p4', 'p1'], won: { p4: 200 } },
    ])
    expect(t.stacks).toEqual({ p1: 100, p2: 200, p3: 150, p4: 200 })
    expect(Object.keys(t.lastHand!.shown).sort()).toEqual(['p2', 'p3', 'p4'])
    // p1 lost every pot: the hand is mucked unseen.
    expect(engine.getState().zones[MUCK_ZONE_ID]!.cards).toEqual(expect.arrayContaining([card('Js'), card('Jd')]))
    expect(engine.getPlayerView('p2').zones[MUCK_ZONE_ID]!.cards.every((c) => c.startsWith('hidden:'))).toBe(true)
    expect(engine.getPlayerView('p1').zones[playerHandZoneId('p2')]!.cards).toEqual([card('As'), card('Ad')])
  })

  it('gives the odd chip of a split pot to the first seat left of the button', () => {
    const engine = table({ players: 3, options: { autoDeal: false }, board: ['As', 'Ks', 'Qs', 'Js', 'Ts'] })
    play(engine, [['p1', 'CALL'], ['p2', 'FOLD'], ['p3', 'CHECK']]) // pot 5
    for (let street = 0; street < 3; street++) play(engine, [['p3', 'CHECK'], ['p1', 'CHECK']])
    const t = tableOf(engine)
    expect(t.lastHand!.pots).toEqual([{ amount: 5, eligible: ['p3', 'p1'], won: { p3: 3, p1: 2 } }])
    expect(t.stacks).toEqual({ p1: 200, p2: 199, p3: 201 })
  })

  it('gives the odd chip to the first winner left of the button when the button is not in seat 1', () => {
    const engine = table(4)
    play(engine, [['p4', 'FOLD'], ['p1', 'FOLD'], ['p2', 'FOLD']]) // hand 2: the button moves to p2
    play(engine, [['p1', 'FOLD'], ['p2', 'FOLD'], ['p3', 'FOLD']]) // hand 3: the button is p3, p4 posts the small blind
    expect(tableOf(engine).button).toBe('p3')
    installState(engine, rig(engine.getState(), [['3c', '4d'], ['Ah', 'Kd'], undefined, ['As', 'Kc']], ['2c', '7d', '9h', 'Jh', 'Qs']))
    play(engine, [['p2', 'CALL'], ['p3', 'FOLD'], ['p4', 'CALL'], ['p1', 'RAISE', 5], ['p2', 'CALL'], ['p4', 'CALL']]) // pot 15
    for (let street = 0; street < 3; street++) play(engine, [['p4', 'CHECK'], ['p1', 'CHECK'], ['p2', 'CHECK']])
    // p2 and p4 tie with ace-king; p4 sits first left of the button (seat 4), p2 in seat 2.
    expect(tableOf(engine).lastHand!.pots).toEqual([{ amount: 15, eligible: ['p4', 'p1', 'p2'], won: { p4: 8, p2: 7 } }])
  })

  it('returns a bet nobody could call', () => {
    const engine = table({ players: 2, options: { autoDeal: false }, stacks: [500, 100], holes: [['2c', '7d'], ['As', 'Ad']], board: ['Kc', 'Kd', '9h', '3s', '4c'] })
    play(engine, [['p1', 'RAISE', 300], ['p2', 'ALL_IN']])
    expect(tableOf(engine).stacks).toEqual({ p1: 400, p2: 200 })
    expect(tableOf(engine).lastHand!.shown).toHaveProperty('p2')
    expect(tableOf(engine).lastHand!.shown).not.toHaveProperty('p1')
  })

  it('runs the board out when at most one player can still bet', () => {
    const engine = table({ players: 2, options: { autoDeal: false }, stacks: [100, 100] })
    const result = act(engine, 'p1', 'ALL_IN')
    expect(act(engine, 'p2', 'CALL')).toHaveEmitted('RIVER_DEALT')
    expect(result).toBeOk()
    expect(tableOf(engine).lastHand!.board).toHaveLength(5)
  })
})
