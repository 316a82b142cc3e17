import '@decklet/testing/vitest'
import { CommonDenyCodes, createAction } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { createJoinAction, createShowAction } from './actions'
import { HoldemDenyCodes } from './denyCodes'
import { act, play, table } from './__fixtures__/table'

describe('deny codes', () => {
  it('hold every common code under its own name, and the game\'s own', () => {
    for (const code of Object.values(CommonDenyCodes)) expect(HoldemDenyCodes.codes[code]).toBe(code)
    expect(HoldemDenyCodes.has('PLAYER_NOT_IN_HAND')).toBe(true)
    // A player, not a card: the name says so (Dou Dizhu's NOT_IN_HAND was a card).
    expect(HoldemDenyCodes.has('NOT_IN_HAND')).toBe(false)
  })

  it('a JOIN that names no player is UNKNOWN_PLAYER; once the session is over, actions are GAME_NOT_PLAYING', () => {
    const engine = table({ players: 2, options: { maxHands: 1 } })
    expect(engine.dispatch(createAction({ type: 'JOIN' }))).toBeDenied('UNKNOWN_PLAYER')
    play(engine, [['p1', 'FOLD']])
    expect(engine.getState().status).toBe('finished')
    expect(engine.dispatch(createJoinAction('p9'))).toBeDenied('GAME_NOT_PLAYING')
    expect(act(engine, 'p1', 'CHECK')).toBeDenied('GAME_NOT_PLAYING')
    expect(engine.dispatch(createShowAction('p1'))).toBeDenied('GAME_NOT_PLAYING')
  })

  it('every denial of a run of bad actions carries a code of the set', () => {
    const engine = table(3)
    const bad = [
      act(engine, 'p2', 'CALL'),
      act(engine, 'p1', 'RAISE', 3),
      act(engine, 'p1', 'BET', 10),
      act(engine, 'p1', 'CHECK'),
      act(engine, 'p1', 'RAISE', 1.5),
      engine.dispatch(createAction({ type: 'START_HAND', playerId: 'p1' })),
      engine.dispatch(createAction({ type: 'START_HAND' })),
      engine.dispatch(createJoinAction('p1')),
      engine.dispatch(createJoinAction('p4', { seat: 2 })),
      engine.dispatch(createJoinAction('p4', { seat: 11 })),
      engine.dispatch(createJoinAction('p4', { name: ' ' })),
      engine.dispatch(createJoinAction('p4', { stack: 10_000 })),
      engine.dispatch(createAction({ type: 'LEAVE', playerId: 'p9' })),
      engine.dispatch(createAction({ type: 'LEAVE', playerId: 'p1' })),
      engine.dispatch(createAction({ type: 'REBUY', playerId: 'p1', payload: { amount: 5 } })),
      engine.dispatch(createShowAction('p9')),
    ]
    for (const result of bad) {
      expect(result.ok).toBe(false)
      expect(HoldemDenyCodes.has(result.denyCode), result.denyCode).toBe(true)
    }
  })
})
