import { canSeeCard, createAction, type GameEngine, type GameState } from '@decklet/core'
import { createTestEngine, expectNoLeak, fuzzPlugins, testSize, verifyReplay } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { createDoudizhuPlugins } from './doudizhuPlugin'
import { chooseLegalAction } from './legalActions'
import type { DoudizhuOptions } from './options'
import { getDoudizhuState } from './state'

const PLAYERS = ['p1', 'p2', 'p3']

// Counts, not time, size these runs (README, Tests): each is per profile and bidding except the matches.
const FUZZ_GAMES = testSize('DOUDIZHU_FUZZ_GAMES', { quick: 6, long: 250 })
const HIDDEN_GAMES = testSize('DOUDIZHU_HIDDEN_GAMES', { quick: 4, long: 200 })
const NO_LEAK_GAMES = testSize('DOUDIZHU_NO_LEAK_GAMES', { quick: 3, long: 100 })
const MATCHES = testSize('DOUDIZHU_MATCHES', { quick: 20, long: 2_000 })
const DEALS_PER_MATCH = 10

const configs: [string, DoudizhuOptions][] = [
  ['standard, points', {}],
  ['standard, rob, 2 deals', { bidding: 'rob', deals: 2 }],
  ['rlcard', { profile: 'rlcard' }],
  ['douzero', { profile: 'douzero' }],
]

describe('fuzzing with @decklet/testing', () => {
  for (const [name, options] of configs) {
    it(`${name}: invariants, rule/legal-action agreement, fork, snapshot and replay over seeded deals`, () => {
      const report = fuzzPlugins((seed) => createTestEngine({ plugins: createDoudizhuPlugins(options), players: 3, seed }), {
        games: FUZZ_GAMES,
        seed: 8,
        maxSteps: 1200,
      })
      expect(report.failures).toEqual([])
      expect(report.games).toBe(FUZZ_GAMES)
    })
  }
})

/** Ids of the cards `viewer` may not see in `state`. */
function secrets(state: GameState, viewer: string | null): string[] {
  const out: string[] = []
  for (const zone of Object.values(state.zones)) for (const id of zone.cards) if (!canSeeCard(zone, id, viewer)) out.push(id)
  return out
}

function leaks(json: unknown, hidden: readonly string[]): string[] {
  const text = JSON.stringify(json)
  return hidden.filter((id) => text.includes(`"${id}"`))
}

/** Plays a random game, checking every view, scoped event, legal-action list and viewer record for hidden cards. */
function playChecked(seed: number, options: DoudizhuOptions): { steps: number; found: string[]; engine: GameEngine } {
  const engine = createTestEngine({ plugins: createDoudizhuPlugins(options), players: 3, seed })
  const found: string[] = []
  const viewers = [...PLAYERS, null]
  const delivered = new Map<string | null, unknown[]>(viewers.map((v) => [v, []]))
  for (const viewer of viewers) engine.subscribeAll((e) => delivered.get(viewer)!.push(e), { viewer })
  let x = seed
  let steps = 0
  const check = (where: string) => {
    const state = engine.getState()
    for (const viewer of viewers) {
      const hidden = secrets(state, viewer)
      for (const id of leaks(engine.getPlayerView(viewer), hidden)) found.push(`${where}: view of ${viewer} shows ${id}`)
      // the end of a deal and the next deal are two steps, so a card played in a step is public at its end
      for (const id of leaks(delivered.get(viewer), hidden)) found.push(`${where}: an event to ${viewer} shows ${id}`)
      delivered.set(viewer, [])
      if (viewer) for (const id of leaks(engine.getLegalActions(viewer), hidden)) found.push(`${where}: legal actions of ${viewer} show ${id}`)
    }
  }
  check('start')
  while (engine.getState().status !== 'finished' && steps < 2000) {
    const pid = engine.getState().currentPlayerId!
    const actions = engine.getLegalActions(pid)
    x = (Math.imul(x, 1103515245) + 12345) >>> 0
    const r = engine.dispatch(createAction(actions[x % actions.length]!))
    if (!r.ok) found.push(`step ${steps}: ${r.denyCode ?? r.error}`)
    steps++
    check(`step ${steps}`)
  }
  if ((options.deals ?? 1) === 1) {
    for (const viewer of viewers) {
      for (const id of leaks(engine.exportRecord({ viewer }), secrets(engine.getState(), viewer))) found.push(`record of ${viewer} shows ${id}`)
    }
  }
  return { steps, found, engine }
}

describe('hidden information', () => {
  it('hands are owner-only and the kitty hidden until taken, then public', () => {
    const { engine } = playChecked(3, { deals: 1 })
    expect(engine.getState().status).toBe('finished')
    const e = createTestEngine({ plugins: createDoudizhuPlugins(), players: 3, seed: 5 })
    const view = e.getPlayerView('p2')
    expect(view.zones['hand-p1']!.cards.every((id) => id.startsWith('hidden:'))).toBe(true)
    expect(view.zones['hand-p2']!.cards.some((id) => id.startsWith('hidden:'))).toBe(false)
    expect(view.zones['doudizhu-kitty']!.cards.every((id) => id.startsWith('hidden:'))).toBe(true)
  })
  for (const [name, options] of configs) {
    it(`${name}: no view, scoped event, legal-action list or viewer record shows a hidden card (${HIDDEN_GAMES} games)`, () => {
      for (let seed = 1; seed <= HIDDEN_GAMES; seed++) {
        const { found, engine } = playChecked(seed, options)
        expect(found).toEqual([])
        expect(engine.getState().status).toBe('finished')
        expect(verifyReplay(engine).ok).toBe(true)
      }
    })
  }
})

describe('thousands of seeded deals', () => {
  it(`${(MATCHES * DEALS_PER_MATCH).toLocaleString('en')} random deals (matches of ${DEALS_PER_MATCH}, every profile and bidding) stay valid and replay exactly`, () => {
    const variants: DoudizhuOptions[] = [{}, { bidding: 'rob' }, { profile: 'rlcard' }, { profile: 'douzero' }]
    let deals = 0
    let landlordWins = 0
    for (let match = 0; match < MATCHES; match++) {
      const options = { ...variants[match % variants.length]!, deals: DEALS_PER_MATCH }
      // 'always': the engine checks the built-in invariants and the plugin's state check after every action
      const engine = createTestEngine({ plugins: createDoudizhuPlugins(options), players: 3, seed: 1000 + match })
      let x = match + 1
      const choose = (n: number) => {
        x = (Math.imul(x, 1103515245) + 12345) >>> 0
        return (x >>> 8) % n
      }
      while (engine.getState().status !== 'finished') {
        const state = engine.getState()
        const result = engine.dispatch(createAction(chooseLegalAction(state, state.currentPlayerId!, choose, options)!))
        expect(result.ok).toBe(true)
      }
      const v = getDoudizhuState(engine.getState())
      expect(v.results).toHaveLength(DEALS_PER_MATCH)
      expect(Object.values(v.scores).reduce((a, b) => a + b, 0)).toBe(options.profile === 'rlcard' ? v.results.reduce((a, r) => a + r.winnerIds.length, 0) : 0)
      expect(verifyReplay(engine).ok).toBe(true)
      deals += v.results.length
      landlordWins += v.results.filter((r) => r.winner === 'landlord').length
    }
    expect(deals).toBe(MATCHES * DEALS_PER_MATCH)
    expect(landlordWins).toBeGreaterThan(0)
    expect(landlordWins).toBeLessThan(deals)
  })
})

describe("@decklet/testing's expectNoLeak", () => {
  for (const [name, options] of configs) {
    it(`${name}: tells no player or spectator more than it may know`, () => {
      const report = expectNoLeak((seed) => createTestEngine({ plugins: createDoudizhuPlugins(options), players: 3, seed, gameId: 'ddz' }), undefined, { games: NO_LEAK_GAMES })
      expect(report.games).toBe(NO_LEAK_GAMES)
    })
  }
})
