import { GameEngine, ReplayEngine, createAction } from '@decklet/core'
import { STANDARD_DECK_ZONE_ID, StandardDeckPlugin, standardCardId } from '@decklet/plugin-standard-deck'
import {
  buildState, createTestEngine, expectNoLeak, fuzzPlugins, installState, playRandomGame, runScenario, testSize, verifyReplay, withCards,
} from '@decklet/testing'
import '@decklet/testing/vitest'
import { describe, expect, it } from 'vitest'
import { version } from '../package.json'
import { HIGH_CARD_VERSION, HighCardPlugin, Scores, createHighCardPlugin, createPlayAction, type HighCardOptions } from './index'

const plugins = (options: HighCardOptions = {}) => [StandardDeckPlugin, createHighCardPlugin(options)]
// 10 games on a normal run; DECKLET_LONG_TESTS=1 (or HIGH_CARD_FUZZ_GAMES=5000) for a thorough one.
const GAMES = testSize('HIGH_CARD_FUZZ_GAMES', { quick: 10, long: 1_000 })

describe('high card', () => {
  it('reports the version of its package.json', () => {
    expect(HIGH_CARD_VERSION).toBe(version)
    expect(HighCardPlugin.version).toBe(version)
  })

  it('takes each trick with the highest card', () => {
    const engine = createTestEngine({ plugins: plugins({ rounds: 1 }) }) // p1 and p2, dealt one card each
    const [king, ace] = [standardCardId('spades', 'K'), standardCardId('hearts', 'A')]
    const { zones } = engine.getState()
    // p1 holds the king and p2 the ace: the cards dealt go back on the deck first.
    const dealt = [...zones['hand-p1']!.cards, ...zones['hand-p2']!.cards]
    installState(engine, buildState(engine.getState(), withCards(STANDARD_DECK_ZONE_ID, dealt), withCards('hand-p1', [king]), withCards('hand-p2', [ace])))
    runScenario(engine, [
      { action: createPlayAction({ cardId: ace }, 'p2'), expect: { denied: 'NOT_YOUR_TURN' } },
      { action: createPlayAction({ cardId: ace }, 'p1'), expect: { denied: 'CARD_NOT_IN_HAND' } },
      { action: createAction({ type: 'PLAY', playerId: 'p1', payload: { cardId: 7 } }), expect: { denied: 'BAD_PAYLOAD' } },
      { action: createAction({ type: 'SCORE_TRICK' }), expect: { denied: 'INTERNAL_ACTION' } },
      { action: createPlayAction({ cardId: king }, 'p1'), events: [{ type: 'HIGH_CARD_PLAYED', payload: { playerId: 'p1', cardId: king } }] },
      {
        name: 'the ace takes the trick and the game',
        action: createPlayAction({ cardId: ace }, 'p2'),
        events: [{ type: 'HIGH_CARD_PLAYED' }, { type: 'HIGH_CARD_TRICK_WON', payload: { playerId: 'p2', cardId: ace, round: 1 } }],
        check: (state) => {
          expect(Scores.get(state)).toEqual({ p2: 1 })
          expect(state.winnerIds).toEqual(['p2'])
          expect(state.status).toBe('finished')
        },
      },
    ])
  })

  it('plays the lowest card of the hand when a player runs out of time', () => {
    const engine = createTestEngine({ plugins: plugins() })
    const { cards, zones } = engine.getState()
    const lowest = Math.min(...zones['hand-p1']!.cards.map((id) => cards[id]!.rankValue as number))
    const action = engine.getDefaultAction('p1')!
    expect(cards[(action.payload as { cardId: string }).cardId]!.rankValue).toBe(lowest)
    expect(engine.dispatch(action)).toBeOk()
    expect(engine.getDefaultAction('p1')).toBeNull() // p2 is to play
  })

  it('is set up after the deck it deals from, with options it can play', () => {
    const players = [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bo' }]
    const engine = new GameEngine({ seed: 1 }).use(HighCardPlugin).use(StandardDeckPlugin)
    expect(() => engine.createGame({ players })).toThrow(expect.objectContaining({ code: 'PLUGIN_ORDER' }))
    expect(() => createHighCardPlugin({ rounds: 9 })).toThrow('high-card: rounds must be an integer from 1 to 8, got 9')
  })

  it('replays its records, and refuses another configuration', () => {
    const engine = createTestEngine({ plugins: plugins({ rounds: 2 }), players: 3 })
    expect(playRandomGame(engine, { seed: 5 }).finished).toBe(true)
    expect(verifyReplay(engine).diff).toBe('')
    const record = engine.exportRecord()
    expect(record.plugins.find((p) => p.id === 'high-card')).toMatchObject({ version, config: { rounds: 2 } })
    expect(() => ReplayEngine.replayRecord(record, plugins({ rounds: 3 }))).toThrow(expect.objectContaining({ code: 'RECORD_PLUGIN_CONFIG' }))
  })

  it(`keeps every promise of a rule set over ${GAMES} random games`, () => {
    const report = fuzzPlugins((seed) => createTestEngine({ plugins: plugins(), seed, players: 2 + (seed % 5) }), { games: GAMES })
    expect(report.failures).toEqual([])
  })

  it('tells no player more than it may know', () => {
    expectNoLeak((seed) => createTestEngine({ plugins: plugins(), seed, players: 4 }))
  })
})
