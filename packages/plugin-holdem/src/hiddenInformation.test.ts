import '@decklet/testing/vitest'
import { playerHandZoneId, type GameEvent, type GameState } from '@decklet/core'
import { createTestEngine, expectNoLeak } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { MUCK_ZONE_ID } from './hand'
import { getTable } from './table'
import { act, card, holdemPlugins, play, table } from './__fixtures__/table'

/** Cards every player has legitimately seen: the last hand's board and the hands shown at its showdown. */
export const publicCardsOfLastHand = (state: GameState): string[] => {
  const last = getTable(state).lastHand
  return last === null ? [] : [...last.board, ...Object.values(last.shown).flatMap((s) => s.cards)]
}

describe('hole cards', () => {
  it('are seen by their owner only', () => {
    const engine = table(3)
    const mine = engine.getState().zones[playerHandZoneId('p1')]!.cards
    expect(engine.getPlayerView('p1').zones[playerHandZoneId('p1')]!.cards).toEqual(mine)
    expect(engine.getPlayerView('p2').zones[playerHandZoneId('p1')]!.cards).toEqual(['hidden:hand-p1:0', 'hidden:hand-p1:1'])
    expect(engine.getPlayerView(null).zones[playerHandZoneId('p1')]!.cards).toEqual(['hidden:hand-p1:0', 'hidden:hand-p1:1'])
  })

  it('are dealt in events only their owner reads; the others learn the count', () => {
    const engine = createTestEngine({ plugins: holdemPlugins({ autoDeal: false }), players: 2, start: true })
    const seen: GameEvent[] = []
    engine.subscribeAll((e) => seen.push(e), { viewer: 'p2' })
    play(engine, [['p1', 'FOLD']])
    engine.dispatch({ type: 'START_HAND' })
    const dealt = seen.filter((e) => e.type === 'HOLE_CARDS_DEALT')
    expect(dealt.map((e) => [e.playerId, e.redacted ?? false, (e.payload as { cards?: string[]; count?: number }).count])).toEqual([
      ['p1', true, 2],
      ['p2', false, undefined],
    ])
  })

  it('of folded players go to the muck, which nobody sees', () => {
    const engine = table({ players: 3, holes: [['As', 'Ad']] })
    act(engine, 'p1', 'FOLD')
    expect(engine.getState().zones[MUCK_ZONE_ID]!.cards).toEqual([card('As'), card('Ad')])
    expect(engine.getPlayerView('p1').zones[MUCK_ZONE_ID]!.cards).toEqual(['hidden:muck:0', 'hidden:muck:1'])
  })

  it('are shown at showdown by the winners; losing hands are mucked unseen', () => {
    const engine = table({ players: 2, options: { autoDeal: false }, holes: [['As', 'Ad'], ['7c', '2d']], board: ['Kc', 'Qd', '9h', '3s', '4c'] })
    const result = act(engine, 'p1', 'ALL_IN')
    const showdown = act(engine, 'p2', 'CALL')
    expect(result).toBeOk()
    expect(showdown).toHaveEmitted('SHOWDOWN', { board: ['Kc', 'Qd', '9h', '3s', '4c'].map(card), shown: { p1: { cards: [card('As'), card('Ad')], description: 'Pair of Aces, K-Q-9 kickers' } } })
    expect(engine.getPlayerView('p2').zones[playerHandZoneId('p1')]!.cards).toEqual([card('As'), card('Ad')])
    expect(engine.getPlayerView('p1').zones[MUCK_ZONE_ID]!.cards.some((c) => c === card('7c'))).toBe(false)
  })

  it('leak to nobody over whole sessions (views, events, legal actions, records)', () => {
    for (const options of [{}, { variant: 'omaha' as const, hiLo: true, structure: 'pot-limit' as const }]) {
      const report = expectNoLeak((seed) => createTestEngine({ plugins: holdemPlugins({ ...options, maxHands: 6 }), seed, players: 2 + (seed % 4), gameId: 'table-1' }), undefined, {
        knownCards: publicCardsOfLastHand,
        zoneVisibility: (zone) => (zone.type === 'hand' ? 'owner' : zone.type === 'muck' || zone.type === 'deck' ? 'hidden' : undefined),
      })
      expect(report.steps).toBeGreaterThan(100)
    }
  })
})
