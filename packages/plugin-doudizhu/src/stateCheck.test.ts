import { playerHandZoneId, stateUtils } from '@decklet/core'
import { buildState, withCards } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { ddzEngine } from './__fixtures__/arrange'
import { checkDoudizhuCards } from './stateCheck'
import { KITTY_ZONE_ID } from './state'

describe('the state check doudizhu.cards', () => {
  it('passes a dealt game, and names a lost card, a short hand in the bidding and a kitty left during the play', () => {
    const engine = ddzEngine()
    const state = engine.getState()
    expect(checkDoudizhuCards(state)).toEqual([])
    const hand = state.zones[playerHandZoneId('p1')]!.cards
    const lost = stateUtils.setZoneCards(state, playerHandZoneId('p1'), hand.slice(1))
    expect(checkDoudizhuCards(lost)).toEqual(['53 cards in play instead of 54', 'the bidding needs 17 cards a hand and a 3-card kitty'])
    const rlcard = ddzEngine({ profile: 'rlcard' }).getState()
    expect(checkDoudizhuCards(rlcard)).toEqual([])
    const kitty = rlcard.zones[playerHandZoneId('p1')]!.cards.slice(17)
    const kept = buildState(rlcard, withCards(KITTY_ZONE_ID, kitty))
    expect(checkDoudizhuCards(kept)).toEqual(['the kitty must be taken during the play'])
  })
})
