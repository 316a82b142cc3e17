import '@decklet/testing/vitest'
import { createAction, playerHandZoneId } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { formatHandHistory } from './handHistory'
import { MUCK_ZONE_ID } from './state'
import { act, card, play, table, tableOf } from './__fixtures__/table'

const show = (engine: ReturnType<typeof table>, playerId: string) => engine.dispatch(createAction({ type: 'SHOW', playerId }))

// p1 holds aces and wins; p2 holds seven-deuce and loses.
const rigged = () => table({ players: 2, options: { autoDeal: false }, holes: [['As', 'Ad'], ['7c', '2d']], board: ['Kc', 'Qd', '9h', '3s', '4c'] })

describe('showing a losing hand (SHOW)', () => {
  it('a player still in the hand may ask to show; at showdown the losing hand is shown with the winner', () => {
    const engine = rigged()
    const announced = show(engine, 'p2') // out of turn: showing is not a betting action
    expect(announced).toHaveEmitted('SHOW_ANNOUNCED', { playerId: 'p2' })
    expect(tableOf(engine).showing).toEqual(['p2'])
    // Nothing is shown before the showdown.
    expect(engine.getPlayerView('p1').zones[playerHandZoneId('p2')]!.cards).toEqual(['hidden:hand-p2:0', 'hidden:hand-p2:1'])
    play(engine, [['p1', 'ALL_IN']])
    const showdown = act(engine, 'p2', 'CALL')
    expect(showdown).toHaveEmitted('SHOWDOWN', expect.objectContaining({ shown: expect.objectContaining({ p2: { cards: [card('7c'), card('2d')], description: expect.stringContaining('King high') } }) }))
    expect(Object.keys(tableOf(engine).lastHand!.shown).sort()).toEqual(['p1', 'p2'])
    expect(engine.getPlayerView('p1').zones[playerHandZoneId('p2')]!.cards).toEqual([card('7c'), card('2d')])
    expect(engine.getState().zones[MUCK_ZONE_ID]!.cards).not.toContain(card('7c'))
    expect(formatHandHistory(engine.getState())).toContain(`Player 2: shows [7c 2d] (${tableOf(engine).lastHand!.shown.p2!.description})`)
    expect(tableOf(engine).showing).toEqual([])
  })

  it('without it the losing hand is mucked unseen', () => {
    const engine = rigged()
    play(engine, [['p1', 'ALL_IN'], ['p2', 'CALL']])
    expect(Object.keys(tableOf(engine).lastHand!.shown)).toEqual(['p1'])
    expect(engine.getPlayerView('p1').zones[MUCK_ZONE_ID]!.cards.every((c) => c.startsWith('hidden:'))).toBe(true)
    expect(formatHandHistory(engine.getState())).toContain('Player 2: mucks hand')
  })

  it('shows nothing when the hand ends without a showdown', () => {
    const engine = table({ players: 3, options: { autoDeal: false } })
    expect(show(engine, 'p3')).toBeOk()
    play(engine, [['p1', 'FOLD'], ['p2', 'FOLD']])
    expect(tableOf(engine).lastHand!.shown).toEqual({})
    expect(engine.getPlayerView('p1').zones[playerHandZoneId('p3')]!.cards).toEqual(['hidden:hand-p3:0', 'hidden:hand-p3:1'])
  })

  it('is denied to players not in the hand, to folded players, twice, and between hands', () => {
    const engine = table({ players: 3, options: { autoDeal: false } })
    play(engine, [['p1', 'FOLD']])
    expect(show(engine, 'p1')).toBeDenied('PLAYER_NOT_IN_HAND')
    expect(show(engine, 'p9')).toBeDenied('UNKNOWN_PLAYER') // no player of the game: core's denial
    expect(show(engine, 'p2')).toBeOk()
    expect(show(engine, 'p2')).toBeDenied('ALREADY_SHOWING')
    play(engine, [['p2', 'FOLD']])
    expect(show(engine, 'p3')).toBeDenied('NO_HAND_IN_PROGRESS')
  })

  it('is offered by getLegalActions to the player to act on the river', () => {
    const engine = table(2)
    expect(engine.getLegalActions('p1').map((a) => a.type)).not.toContain('SHOW')
    play(engine, [['p1', 'CALL'], ['p2', 'CHECK'], ['p2', 'CHECK'], ['p1', 'CHECK'], ['p2', 'CHECK'], ['p1', 'CHECK']])
    expect(tableOf(engine).street).toBe('river')
    expect(engine.getLegalActions('p2').map((a) => a.type)).toContain('SHOW')
    expect(show(engine, 'p2')).toBeOk()
    expect(engine.getLegalActions('p2').map((a) => a.type)).not.toContain('SHOW')
  })
})
