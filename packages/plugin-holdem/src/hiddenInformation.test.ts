import '@decklet/testing/vitest'
import { playerHandZoneId, SeededRandomProvider, type GameEvent, type Zone } from '@decklet/core'
import { createTestEngine, expectNoLeak, testSize, type LeakDriver, type NoLeakOptions } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { MUCK_ZONE_ID } from './state'
import type { HoldemOptions } from './options'
import { getHoldemState, type HandSummary } from './state'
import { act, card, holdemPlugins, play, sessionsPerTableSize, table } from './__fixtures__/table'

/** Sessions per configuration and per driver (README, Testing): one per table size in a quick run. */
const SESSIONS = testSize('HOLDEM_LEAK_SESSIONS', { quick: 4, long: 100 })

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

  it('shown at a showdown and dealt again to the same player in the next hand are hidden again', () => {
    // The deal gathers every card before shuffling: a card a showdown revealed must not stay revealed in the hand
    // it comes back to. Random sessions until that happened a few times (it does within the first seeds).
    let redealt = 0
    for (let seed = 1; seed <= 60 && redealt < 3; seed++) {
      const engine = table(2 + (seed % 7), { startingStack: 10 + (seed % 40), maxHands: 25 }, seed)
      const random = new SeededRandomProvider(seed)
      for (let step = 0; step < 400 && engine.getState().status === 'playing'; step++) {
        const before = engine.getState()
        const legal = engine.getLegalActions(before.currentPlayerId!)
        engine.dispatch(legal[Math.floor(random.next() * legal.length)]!)
        const after = engine.getState()
        const t = getHoldemState(after)
        // A new hand under way (not one already played out to its showdown within the same tick).
        if (t.handNumber === getHoldemState(before).handNumber || !['preflop', 'flop', 'turn', 'river'].includes(t.street)) continue
        for (const id of t.inHand) {
          const zone = after.zones[playerHandZoneId(id)]!
          expect(zone.revealed ?? []).toEqual([])
          const shown = t.lastHand?.shown[id]?.cards ?? []
          if (zone.cards.some((c) => shown.includes(c))) redealt++
        }
      }
    }
    expect(redealt).toBeGreaterThan(0)
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

  it('of a player who asked to show are shown at showdown; the other losing hands stay hidden from everyone', () => {
    const engine = table({ players: 3, options: { autoDeal: false }, holes: [['As', 'Ad'], ['7c', '2d'], ['8h', '3c']], board: ['Kc', 'Qd', '9h', '4s', '5c'] })
    expect(engine.dispatch({ type: 'SHOW', playerId: 'p2' })).toBeOk()
    play(engine, [['p1', 'ALL_IN'], ['p2', 'ALL_IN'], ['p3', 'ALL_IN']])
    expect(Object.keys(getHoldemState(engine.getState()).lastHand!.shown).sort()).toEqual(['p1', 'p2'])
    for (const viewer of ['p1', 'p2', null]) {
      const view = engine.getPlayerView(viewer)
      expect(view.zones[playerHandZoneId('p2')]!.cards).toEqual([card('7c'), card('2d')])
      expect(view.zones[MUCK_ZONE_ID]!.cards.every((c) => c.startsWith('hidden:'))).toBe(true)
      expect(JSON.stringify(view)).not.toContain(card('8h'))
    }
  })

  // Random players who mostly check and call (so hands reach the river) and often ask to SHOW there:
  // shown hands become known, mucked ones never.
  const driver: LeakDriver = (_engine, { random, legalActions }) => {
    if (legalActions.length === 0) return null
    const show = legalActions.find((a) => a.type === 'SHOW')
    if (show !== undefined && random.next() < 0.5) return show
    const calm = legalActions.filter((a) => a.type === 'CHECK' || a.type === 'CALL')
    return random.pick(calm.length > 0 && random.next() < 0.8 ? calm : legalActions)
  }
  const sessions: [string, HoldemOptions][] = [
    ["no-limit Hold'em", {}],
    ["no-limit Hold'em with a straddle", { straddle: true }],
    ['pot-limit Omaha hi-lo', { variant: 'omaha', hiLo: true, structure: 'pot-limit' }],
  ]
  for (const [name, options] of sessions) {
    it(`leak to nobody over whole sessions of ${name} (views, events, legal actions, records)`, () => {
      let shows = 0
      // What each player saw, read from the events rather than from the state after a step: one step can end two
      // hands (a call that runs the board out, then a hand dealt all in on the blinds), and by the end of it the
      // first hand's board is back in the deck and a losing player's hole cards are in the muck.
      let publicCards = new Set<string>()
      let holeCards = new Map<string, string[]>()
      const checks = {
        knownCards: (_state: unknown, viewer: string | null) => [...publicCards, ...(viewer === null ? [] : (holeCards.get(viewer) ?? []))],
        zoneVisibility: (zone: Zone) => (zone.type === 'hand' ? 'owner' : zone.type === 'muck' || zone.type === 'deck' ? 'hidden' : undefined),
      } as const
      let randomSteps = 0
      let calmSteps = 0
      for (const [players, games] of sessionsPerTableSize(SESSIONS, [2, 3, 4, 5])) {
        const makeEngine = (seed: number) => {
          const engine = createTestEngine({ plugins: holdemPlugins({ ...options, maxHands: 6 }), seed, players, gameId: 'table-1', start: false })
          publicCards = new Set()
          holeCards = new Map()
          engine.subscribeAll((e) => {
            if (e.type === 'SHOW_ANNOUNCED') shows++
            if (e.type === 'HOLE_CARDS_DEALT') holeCards.set(e.playerId!, [...(holeCards.get(e.playerId!) ?? []), ...(e.payload as { cards: string[] }).cards])
            if (e.type !== 'HAND_ENDED') return
            const { board, shown } = e.payload as HandSummary
            for (const cardId of [...board, ...Object.values(shown).flatMap((s) => s.cards)]) publicCards.add(cardId)
          })
          engine.start()
          return engine
        }
        const run: NoLeakOptions = { ...checks, games, seed: players }
        randomSteps += expectNoLeak(makeEngine, undefined, run).steps
        calmSteps += expectNoLeak(makeEngine, driver, run).steps
      }
      expect(randomSteps).toBeGreaterThan(2 * SESSIONS)
      expect(calmSteps).toBeGreaterThan(2 * SESSIONS)
      expect(shows).toBeGreaterThan(0)
    })
  }
})
