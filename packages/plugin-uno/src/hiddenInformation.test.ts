import { createTestEngine } from '@decklet/testing'
import '@decklet/testing/vitest'
import { describe, expect, it } from 'vitest'
import { createDrawAction, createPlayAction } from './actions'
import { layTable } from './__fixtures__/table'
import { UnoPlugin } from './unoPlugin'
import { DISCARD_PILE, DRAW_PILE, handZoneId } from './state'
import type { GameEvent } from '@decklet/core'

describe('hidden information', () => {
  it('hands are owner-only: a player sees their own cards and placeholders for the others', () => {
    const engine = createTestEngine({ plugins: [UnoPlugin], players: 3 })
    const state = engine.getState()
    const view = engine.getPlayerView('p1')
    expect(view.zones[handZoneId('p1')]!.cards).toEqual(state.zones[handZoneId('p1')]!.cards)
    expect(view.zones[handZoneId('p2')]!.cards).toHaveLength(state.zones[handZoneId('p2')]!.cards.length)
    expect(view.zones[handZoneId('p2')]!.cards.every((c) => c.startsWith('hidden:'))).toBe(true)
    const json = JSON.stringify(view)
    for (const id of state.zones[handZoneId('p2')]!.cards) expect(json).not.toContain(`"${id}"`)
  })

  it('the draw pile is hidden from everyone, the spectator included; the discard pile is public', () => {
    const engine = createTestEngine({ plugins: [UnoPlugin], players: 2 })
    const state = engine.getState()
    for (const viewer of ['p1', 'p2', null]) {
      const view = engine.getPlayerView(viewer)
      expect(view.zones[DRAW_PILE]!.cards.every((c) => c.startsWith('hidden:'))).toBe(true)
      expect(view.zones[DISCARD_PILE]!.cards).toEqual(state.zones[DISCARD_PILE]!.cards)
      expect(view).not.toHaveProperty('seed')
    }
  })

  it('a draw tells the drawer which cards, and the others only how many', () => {
    const engine = layTable({ hands: { p1: ['blue-2-1'], p2: ['green-2-1'], p3: ['yellow-2-1'] }, top: 'red-5-1', draws: ['yellow-9-1'] })
    const heard: Record<string, GameEvent[]> = { p1: [], p2: [] }
    for (const p of ['p1', 'p2']) engine.subscribe('UNO_CARDS_DRAWN', (e) => heard[p]!.push(e), { viewer: p })
    engine.dispatch(createDrawAction('p1'))
    expect(heard.p1![0]!.payload).toEqual({ playerId: 'p1', count: 1, reason: 'draw', cardIds: ['yellow-9-1'] })
    expect(heard.p2![0]!.payload).toEqual({ playerId: 'p1', count: 1, reason: 'draw' })
    expect(heard.p2![0]!.redacted).toBe(true)
  })

  it("a player's record of the game names no card they could not see", () => {
    const engine = layTable({ hands: { p1: ['blue-2-1', 'red-3-1'], p2: ['green-2-1', 'green-7-1'], p3: ['yellow-2-1'] }, top: 'red-5-1', draws: ['yellow-9-1'] })
    engine.dispatch(createPlayAction('p1', 'red-3-1'))
    engine.dispatch(createDrawAction('p2'))
    const record = JSON.stringify(engine.exportRecord({ viewer: 'p1' }))
    for (const id of ['green-2-1', 'green-7-1', 'yellow-9-1', 'yellow-2-1']) expect(record).not.toContain(`"${id}"`)
    expect(record).toContain('"blue-2-1"')
  })
})

describe('one card per turn', () => {
  it('after playing a card the turn passes: a second card is refused', () => {
    const engine = layTable({ hands: { p1: ['red-1-1', 'red-2-1'], p2: ['green-2-1'], p3: ['yellow-2-1'] }, top: 'red-5-1' })
    expect(engine.dispatch(createPlayAction('p1', 'red-1-1'))).toBeOk()
    expect(engine.dispatch(createPlayAction('p1', 'red-2-1'))).toBeDenied('NOT_YOUR_TURN')
  })
})

