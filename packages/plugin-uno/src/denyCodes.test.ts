import { CommonDenyCodes, createAction } from '@decklet/core'
import '@decklet/testing/vitest'
import { describe, expect, it } from 'vitest'
import { createCatchUnoAction, createDeclareUnoAction, createDrawAction, createPlayAction } from './actions'
import { UnoDenyCodes } from './denyCodes'
import { layTable } from './__fixtures__/table'

const table = { hands: { p1: ['red-1-1', 'blue-2-1'], p2: ['green-2-1', 'green-3-1'], p3: ['yellow-2-1'] }, top: 'red-5-1' }

describe("UNO's deny codes", () => {
  it("are core's common codes where they mean the same thing, and UNO's own beside them", () => {
    for (const code of Object.values(CommonDenyCodes)) expect(UnoDenyCodes.codes[code]).toBe(code)
    expect(UnoDenyCodes.codes.CANNOT_STACK).toBe('CANNOT_STACK')
    expect(UnoDenyCodes.has('NOT_PLAYING')).toBe(false)
  })

  it('refuse an action from no player, or from someone not in the game, as UNKNOWN_PLAYER', () => {
    const engine = layTable(table)
    expect(engine.validate(createDrawAction('nobody'))).toBeDenied('UNKNOWN_PLAYER')
    expect(engine.validate(createPlayAction('nobody', 'red-1-1'))).toBeDenied('UNKNOWN_PLAYER')
    expect(engine.validate(createAction({ type: 'DRAW' }))).toBeDenied('UNKNOWN_PLAYER')
    expect(engine.validate(createDeclareUnoAction('nobody'))).toBeDenied('UNKNOWN_PLAYER')
    expect(engine.validate(createCatchUnoAction('nobody', 'p1'))).toBeDenied('UNKNOWN_PLAYER')
    // A player of the game out of turn is NOT_YOUR_TURN, as before.
    expect(engine.validate(createDrawAction('p2'))).toBeDenied('NOT_YOUR_TURN')
  })

  it('refuse a PLAY that names no card as BAD_PAYLOAD, and a card the player does not hold as CARD_NOT_IN_HAND', () => {
    const engine = layTable(table)
    expect(engine.validate(createAction({ type: 'PLAY', playerId: 'p1', payload: {} }))).toBeDenied('BAD_PAYLOAD')
    expect(engine.validate(createAction({ type: 'PLAY', playerId: 'p1', payload: { cardId: 7 } }))).toBeDenied('BAD_PAYLOAD')
    expect(engine.validate(createPlayAction('p1', 'green-2-1'))).toBeDenied('CARD_NOT_IN_HAND')
  })

  it('give every refusal a reason and a code of the set', () => {
    const engine = layTable(table)
    const result = engine.validate(createDrawAction('p3'))
    expect(UnoDenyCodes.has(result.denyCode)).toBe(true)
    expect(result.denyReason).toBe('not your turn')
  })
})
