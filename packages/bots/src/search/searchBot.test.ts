import { GameEngine, type GamePlugin, type GameState } from '@decklet/core'
import { createDoudizhuPlugins } from '@decklet/plugin-doudizhu'
import { createHoldemPlugin } from '@decklet/plugin-holdem'
import { PokerRulesPlugin } from '@decklet/plugin-poker'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { createUnoPlugin } from '@decklet/plugin-uno'
import type { DecisionRequest } from '@decklet/runtime'
import { describe, expect, it } from 'vitest'
import { createDoudizhuBot, createHoldemBot, createRandomBot, createUnoBot, runTournament, unoPolicy, wilsonInterval, type BotFactory, type PolicyBotController } from '../index'
import { createSearchBot, searchPolicy } from './searchBot'

const GAMES = Number(process.env.BOTS_SEARCH_GAMES ?? 4)
/** `BOTS_SEARCH_BAR=1`: play the README's tournaments against the rule bot, the check of issue 24's bar (about 20 minutes on 2 busy cores). */
const BAR = process.env.BOTS_SEARCH_BAR === '1'

function requestOf(engine: GameEngine, playerId: string): DecisionRequest {
  return { requestId: 'r1', playerId, turn: 0, stateVersion: 0, deadline: 0, timeoutMs: 0, remainingMs: 0, legalActions: engine.getLegalActions(playerId), view: engine.getPlayerView(playerId) }
}

function started(plugins: readonly GamePlugin[], players: number, seed: number, seated?: readonly { id: string; name: string }[]): GameEngine {
  const engine = new GameEngine({ seed })
  for (const p of plugins) engine.use(p)
  return engine.createGame({ players: [...(seated ?? Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` })))] }).start()
}

const GAMES_UNDER_TEST: [string, () => GamePlugin[], number][] = [
  ['UNO', () => [createUnoPlugin({ profile: 'rlcard' })], 2],
  ['UNO (a match of hands to 500 points)', () => [createUnoPlugin()], 4],
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

  /**
   * Another real game with the same view for `me`: the first cards of two zones hidden from `me` swapped (an
   * opponent's hand and the draw pile or deck, or two opponents' hands), cards `me` knows the place of left alone.
   */
  function swapHidden(engine: GameEngine, me: string): GameState {
    const state = engine.getState()
    const view = engine.getPlayerView(me)
    const known = new Set((state.variables.doudizhu as { kitty?: readonly string[] } | undefined)?.kitty ?? [])
    const hidden = Object.keys(state.zones).filter((z) => {
      const faces = view.zones[z]?.faces ?? []
      return faces.length > 0 && faces.every((card) => card === undefined || card.type === 'hidden')
    })
    const [a, b] = [hidden.find((z) => z.startsWith('hand-'))!, hidden.find((z) => !z.startsWith('hand-')) ?? hidden.filter((z) => z.startsWith('hand-'))[1]!]
    const free = (z: string) => state.zones[z]!.cards.filter((id) => !known.has(id))
    const k = Math.min(3, free(a).length, free(b).length)
    const [fromA, fromB] = [free(a).slice(0, k), free(b).slice(0, k)]
    const swap = (z: string, out: string[], into: string[]) => state.zones[z]!.cards.map((id) => (out.includes(id) ? into[out.indexOf(id)]! : id))
    return { ...state, zones: { ...state.zones, [a]: { ...state.zones[a]!, cards: swap(a, fromA, fromB) }, [b]: { ...state.zones[b]!, cards: swap(b, fromB, fromA) } } }
  }

  for (const [name, plugins, players] of GAMES_UNDER_TEST) {
    for (const algorithm of ['rollouts', 'uct'] as const) {
      it(`${name} (${algorithm}): never reads the real hidden cards — a game whose hidden cards are dealt otherwise, with the same view, gets the same choice`, () => {
        const p = plugins()
        let compared = 0
        for (let seed = 1; seed <= 4; seed++) {
          const engine = started(p, players, seed)
          const me = engine.getActors()[0]!
          const swapped = swapHidden(engine, me)
          const twin = started(p, players, seed)
          twin.restoreSnapshot({ ...engine.createSnapshot(), state: swapped })
          expect(twin.getPlayerView(me)).toEqual(engine.getPlayerView(me))
          expect(twin.getState().zones).not.toEqual(engine.getState().zones)
          if (engine.getLegalActions(me).length < 2) continue
          const policy = () => searchPolicy({ plugins: p, iterations: 48, determinizations: 3, seed: 3, algorithm })
          expect(policy()(requestOf(twin, me))).toEqual(policy()(requestOf(engine, me)))
          compared++
        }
        expect(compared).toBeGreaterThan(0)
      })
    }
  }

  it('plays the rule bot\'s choice when no other action is shown better (an infinite margin)', () => {
    const p = [createUnoPlugin({ scoring: 'single-hand' })]
    for (let seed = 1; seed <= 4; seed++) {
      const engine = started(p, 2, seed)
      const me = engine.getActors()[0]!
      const request = requestOf(engine, me)
      expect(searchPolicy({ plugins: p, iterations: 40, margin: Infinity, seed })(request)).toEqual(unoPolicy(request))
    }
  })

  it('calls UNO and catches a missed call at once, without searching', () => {
    const p = [createUnoPlugin({ scoring: 'single-hand' })]
    const engine = started(p, 2, 1)
    const base = requestOf(engine, 'p1')
    const play = base.legalActions.find((a) => a.type !== 'DECLARE_UNO')!
    const policy = searchPolicy({ plugins: p, iterations: 1_000_000, timeMs: 0, seed: 1 })
    expect(policy({ ...base, legalActions: [play, { ...play, type: 'DECLARE_UNO', payload: {} }] })).toEqual({ type: 'DECLARE_UNO', payload: {} })
    expect(policy({ ...base, legalActions: [play, { ...play, type: 'CATCH_UNO', payload: { target: 'p2' } }] })).toEqual({ type: 'CATCH_UNO', payload: { target: 'p2' } })
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

  // The games, seeds and budgets of the README's tables (scripts/searchTournament.mjs), so the figures are the same.
  const BAR_GAMES: [string, () => GamePlugin[], number, () => PolicyBotController, number][] = [
    ['UNO (official rules, one hand)', () => [createUnoPlugin({ scoring: 'single-hand' })], 2, () => createUnoBot(), 200],
    ['Dou Dizhu (rlcard profile)', () => createDoudizhuPlugins({ profile: 'rlcard' }), 3, () => createDoudizhuBot(), 40],
    ["Hold'em (heads-up, 10 hands)", () => [StandardDeckPlugin, PokerRulesPlugin, createHoldemPlugin({ startingStack: 200, smallBlind: 1, bigBlind: 2, maxHands: 10 })], 2, () => createHoldemBot(), 150],
  ]
  for (const [name, plugins, players, rule, perSeat] of BAR_GAMES) {
    it.runIf(BAR)(`${name}: beats the rule bot, the 95% interval's lower bound above the fair share (${perSeat} games a seating)`, () => {
      const p = plugins()
      const ids = ['a', 'b', 'c'].slice(0, players)
      // The seat under test, in every seat in turn, against rule bots: its wins, and the games with a winner and
      // the ties among them (a 2-player game won by both: a split pot, equal stacks).
      const resultsOf = (tested: BotFactory) => {
        const lineups = ids.map((id) => ({ seats: Object.fromEntries(ids.map((other) => [other, other === id ? tested : rule])) }))
        const report = runTournament({ makeEngine: ({ seed, players: seated }) => started(p, seated.length, seed, seated), lineups, games: perSeat, seed: 1 })
        let [wins, decided, ties] = [0, 0, 0]
        for (const [k, lineup] of report.lineups.entries()) {
          const mine = lineup.seats.find((s) => s.playerId === ids[k])!.wins
          wins += mine
          decided += lineup.finished - lineup.noWinner
          if (players === 2) ties += lineup.seats.reduce((sum, s) => sum + s.wins, 0) - (lineup.finished - lineup.noWinner)
        }
        return { wins, decided, ties }
      }
      const search = resultsOf((seed) => createSearchBot({ plugins: p, iterations: 200, seed }))
      if (players === 2) {
        // Two players: the share of the games one of them won outright, above 50%.
        expect(wilsonInterval(search.wins - search.ties, search.decided - search.ties).low).toBeGreaterThan(0.5)
      } else {
        // Dou Dizhu's seats are not equal: above what a rule bot wins in the same seats on the same deals.
        expect(wilsonInterval(search.wins, perSeat * players).low).toBeGreaterThan(resultsOf(rule).wins / (perSeat * players))
      }
    }, 6 * 3_600_000)
  }
})
