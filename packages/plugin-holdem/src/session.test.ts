import '@decklet/testing/vitest'
import { createAction, StateValidationError } from '@decklet/core'
import { buildState, installState, withVariables } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { HOLDEM_VARIABLE } from './state'
import { act, play, table, tableOf } from './__fixtures__/table'

describe('a session of many hands', () => {
  it('deals the next hand at once and moves the button to the next player', () => {
    const engine = table(3)
    play(engine, [['p1', 'FOLD'], ['p2', 'FOLD']])
    const t = tableOf(engine)
    expect(t.handNumber).toBe(2)
    expect(t.button).toBe('p2')
    expect(t.bets).toEqual({ p3: 1, p1: 2 })
    expect(engine.getState().currentPlayerId).toBe('p2')
  })

  it('waits between hands with autoDeal: false until START_HAND, which players may not send', () => {
    const engine = table(2, { autoDeal: false })
    play(engine, [['p1', 'FOLD']])
    expect(tableOf(engine).street).toBe('waiting')
    expect(engine.getState().currentPlayerId).toBeNull()
    expect(act(engine, 'p2', 'CHECK')).toBeDenied('NO_HAND_IN_PROGRESS')
    expect(engine.dispatch(createAction({ type: 'START_HAND', playerId: 'p1' }))).toBeDenied('NOT_A_PLAYER_ACTION')
    expect(engine.dispatch(createAction({ type: 'START_HAND' }))).toBeOk()
    expect(engine.dispatch(createAction({ type: 'START_HAND' }))).toBeDenied('HAND_IN_PROGRESS')
    expect(tableOf(engine).button).toBe('p2')
  })

  it('sits busted players out and deals the others', () => {
    const engine = table({ players: 3, stacks: [200, 200, 2], holes: [['As', 'Ad'], undefined, ['7c', '2d']], board: ['Kc', 'Qd', '9h', '3s', '4c'] })
    play(engine, [['p1', 'ALL_IN'], ['p2', 'FOLD']]) // p3 is all in with the big blind
    const t = tableOf(engine)
    expect(t.lastHand!.net).toEqual({ p1: 3, p2: -1, p3: -2 })
    expect(t.handNumber).toBe(2)
    expect(t.stacks).toEqual({ p1: 201, p2: 198, p3: 0 }) // hand 2's blinds: p2 (button) the small one, p1 the big one
    expect(t.inHand).toEqual(['p1', 'p2']) // heads-up now; p2 has the button
    expect(t.button).toBe('p2')
    expect(t.seats).toContain('p3')
  })

  it('ends when one player has every chip; that player wins', () => {
    const engine = table({ players: 2, stacks: [200, 2], holes: [['As', 'Ad'], ['7c', '2d']], board: ['Kc', 'Qd', '9h', '3s', '4c'] })
    const result = act(engine, 'p1', 'CALL') // p2 is all in with the big blind
    expect(result).toHaveEmitted('SESSION_ENDED', { hands: 1, stacks: { p1: 202, p2: 0 }, winners: ['p1'] })
    expect(engine.getState().status).toBe('finished')
    expect(engine.getState().winnerIds).toEqual(['p1'])
    expect(act(engine, 'p1', 'CHECK')).toBeDenied('GAME_NOT_PLAYING')
  })

  it('ends after maxHands, the biggest stacks winning', () => {
    const engine = table(3, { maxHands: 1 })
    play(engine, [['p1', 'FOLD'], ['p2', 'FOLD']])
    expect(engine.getState().status).toBe('finished')
    expect(engine.getState().winnerIds).toEqual(['p3'])
  })

  it('seats a player who joins during a hand from the next hand on', () => {
    const engine = table(2)
    const joined = engine.dispatch(createAction({ type: 'JOIN', playerId: 'p3', payload: { stack: 50, name: 'Cleo' } }))
    expect(joined).toHaveEmitted('PLAYER_JOINED', { playerId: 'p3', stack: 50, seat: 3 })
    expect(tableOf(engine).inHand).not.toContain('p3')
    expect(tableOf(engine).totalChips).toBe(450)
    expect(engine.dispatch(createAction({ type: 'JOIN', playerId: 'p3' }))).toBeDenied('ALREADY_SEATED')
    expect(engine.dispatch(createAction({ type: 'JOIN', playerId: 'p4', payload: { seat: 1 } }))).toBeDenied('SEAT_TAKEN')
    expect(engine.dispatch(createAction({ type: 'JOIN', playerId: 'p4', payload: { stack: -5 } }))).toBeDenied('BAD_AMOUNT')
    play(engine, [['p1', 'FOLD']])
    expect(tableOf(engine).inHand).toEqual(['p3', 'p1', 'p2']) // p2 has the button
  })

  it('lets a player leave with their stack, when not in a hand', () => {
    const engine = table(3)
    expect(engine.dispatch(createAction({ type: 'LEAVE', playerId: 'p2' }))).toBeDenied('IN_HAND')
    play(engine, [['p1', 'FOLD']])
    expect(engine.dispatch(createAction({ type: 'LEAVE', playerId: 'p1' }))).toHaveEmitted('PLAYER_LEAVING')
    expect(engine.dispatch(createAction({ type: 'LEAVE', playerId: 'p1' }))).toBeDenied('ALREADY_LEAVING')
    expect(tableOf(engine).seats).toContain('p1')
    expect(act(engine, 'p2', 'FOLD')).toHaveEmitted('PLAYER_LEFT', { playerId: 'p1', stack: 200 })
    const t = tableOf(engine)
    expect(t.seats).toEqual(['p2', 'p3'])
    expect(t.totalChips).toBe(400)
    expect(t.inHand).toEqual(['p3', 'p2'])
    expect(engine.dispatch(createAction({ type: 'LEAVE', playerId: 'p1' }))).toBeDenied('UNKNOWN_PLAYER') // gone: no longer a player of the game
    // p1 may come back, with a new stack.
    expect(engine.dispatch(createAction({ type: 'JOIN', playerId: 'p1', payload: { stack: 100 } }))).toBeOk()
  })
})

describe('chip conservation', () => {
  it('is a state check: a state where chips appear or vanish is refused', () => {
    const engine = table(3)
    const t = tableOf(engine)
    expect(() => installState(engine, buildState(engine.getState(), withVariables({ [HOLDEM_VARIABLE]: { ...t, stacks: { ...t.stacks, p1: 1000 } } as never })))).toThrow(
      StateValidationError,
    )
  })
})
