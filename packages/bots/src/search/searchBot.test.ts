import { GameEngine, type GamePlugin, type PlayerView } from '@decklet/core'
import { createDoudizhuPlugins } from '@decklet/plugin-doudizhu'
import { createHoldemPlugin } from '@decklet/plugin-holdem'
import { PokerRulesPlugin } from '@decklet/plugin-poker'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { createUnoPlugin, handZoneId } from '@decklet/plugin-uno'
import type { DecisionRequest } from '@decklet/runtime'
import { describe, expect, it } from 'vitest'
import { createRandomBot, createUnoBot, runTournament } from '../index'
import { createSearchBot, searchPolicy } from './searchBot'

const GAMES = Number(process.env.BOTS_SEARCH_GAMES ?? 4)

function requestOf(engine: GameEngine, playerId: string): DecisionRequest {
  return { requestId: 'r1', playerId, turn: 0, stateVersion: 0, deadline: 0, timeoutMs: 0, remainingMs: 0, legalActions: engine.getLegalActions(playerId), view: engine.getPlayerView(playerId) }
}

function started(plugins: readonly GamePlugin[], players: number, seed: number): GameEngine {
  const engine = new GameEngine({ seed })
  for (const p of plugins) engine.use(p)
  return engine.createGame({ players: Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` })) }).start()
}

const GAMES_UNDER_TEST: [string, () => GamePlugin[], number][] = [
  ['UNO', () => [createUnoPlugin({ profile: 'rlcard' })], 2],
  ['Dou Dizhu', () => createDoudizhuPlugins({ profile: 'rlcard' }), 3],
  ["Hold'em", () => [StandardDeckPlugin, PokerRulesPlugin, createHoldemPlugin({ startingStack: 100, maxHands: 1 })], 2],
]

describe('the search bot', () => {
  for (const [name, plugins, players] of GAMES_UNDER_TEST) {
    it(`${name}: answers a legal action, the same for the same seed and view`, () => {
      const p = plugins()
      const engine = started(p, players, 5)
      const actor = engine.getActors()[0]!
      const policy = searchPolicy({ plugins: p, iterations: 60, determinizations: 3, seed: 9 })
      const request = requestOf(engine, actor)
      const a = policy(request)!
      expect(engine.validate({ ...a, playerId: actor }).ok).toBe(true)
      expect(searchPolicy({ plugins: p, iterations: 60, determinizations: 3, seed: 9 })(request)).toEqual(a)
    })
  }

  it('never reads the real hidden cards: a game whose hidden cards are dealt otherwise, with the same view, gets the same choice', () => {
    const plugins = [createUnoPlugin({ profile: 'rlcard' })]
    let compared = 0
    for (let seed = 1; seed <= 6; seed++) {
      const engine = started(plugins, 2, seed)
      const me = engine.getState().currentPlayerId!
      const other = me === 'p1' ? 'p2' : 'p1'
      // Swap the opponent's hand with cards of the draw pile: another real state, the same view for `me`.
      const state = engine.getState()
      const theirs = state.zones[handZoneId(other)]!.cards
      const draw = state.zones['uno-draw']!.cards
      const swapped = { ...state, zones: { ...state.zones, [handZoneId(other)]: { ...state.zones[handZoneId(other)]!, cards: draw.slice(0, theirs.length) }, 'uno-draw': { ...state.zones['uno-draw']!, cards: [...theirs, ...draw.slice(theirs.length)] } } }
      const twin = started(plugins, 2, seed)
      twin.restoreSnapshot({ ...engine.createSnapshot(), state: swapped })
      const view: PlayerView = engine.getPlayerView(me)
      expect(twin.getPlayerView(me)).toEqual(view)
      expect(twin.getState().zones[handZoneId(other)]!.cards).not.toEqual(theirs)
      const policy = () => searchPolicy({ plugins, iterations: 80, determinizations: 4, seed: 3 })
      if (engine.getLegalActions(me).length < 2) continue
      expect(policy()(requestOf(twin, me))).toEqual(policy()(requestOf(engine, me)))
      compared++
    }
    expect(compared).toBeGreaterThan(0)
  })

  it(`plays whole games in the tournament runner against the rule and the random bot (${GAMES} games each)`, () => {
    const plugin = createUnoPlugin({ profile: 'rlcard' })
    const search = (seed: number) => createSearchBot({ plugins: [plugin], iterations: 40, determinizations: 2, seed })
    const report = runTournament({
      makeEngine: ({ seed, players }) => new GameEngine({ seed }).use(plugin).createGame({ players: [...players] }).start(),
      lineups: [
        { name: 'vs rule', seats: { s: search, r: () => createUnoBot() } },
        { name: 'vs random', seats: { x: (seed) => createRandomBot(seed), s: search } },
      ],
      games: GAMES,
      seed: 1,
    })
    for (const lineup of report.lineups) {
      expect(lineup.finished).toBe(GAMES)
      expect(lineup.seats.find((s) => s.playerId === 's')!.kind).toBe('search')
    }
  })
})

