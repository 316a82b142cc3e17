import { GameEngine, playerIdsBySeat, SeededRandomProvider, type Action, type ActionInit } from '@decklet/core'
import { InvalidArgumentError } from '@decklet/core'
import { createTestEngine, testSize } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { chooseLegalAction, listLegalActions, playersToAct } from './legalActions'
import type { UnoOptions } from './options'
import type { UnoPluginApi } from './api'
import { createUnoPlugin } from './unoPlugin'

/** An action as a plain comparable value (the engine adds an empty id and an empty payload). */
const plain = (a: ActionInit | Action) => ({ type: a.type, playerId: a.playerId, payload: a.payload ?? {} })

/** What the benchmark's bot keeps: no DRAW or PASS while another action is legal. */
function preferPlay<T extends { type: string }>(legal: T[]): T[] {
  const plays = legal.filter((a) => a.type !== 'DRAW' && a.type !== 'PASS')
  return plays.length > 0 && plays.length < legal.length ? plays : legal
}

/** Seeded games per option set: the quick size plays one game per player count (2 to 6). */
const GAMES = testSize('UNO_BOTS_GAMES', { quick: 5, long: 40 })
/**
 * Steps per game. Each step checks every player's moves, so big tables cost the most; at the quick size each
 * option set still plays past the end of a hand in at least one of its games.
 */
const STEPS = testSize('UNO_BOTS_STEPS', { quick: 120, long: 300 })

// The option sets of the fuzz tests.
const SETS: Record<string, UnoOptions> = {
  official: {},
  rlcard: { profile: 'rlcard' },
  'stacking same': { stacking: 'same' },
  'stacking cross': { stacking: 'cross' },
  'seven-o': { sevenO: true },
  'jump-in': { jumpIn: true },
  'draw to match': { drawToMatch: true },
  'forced play': { drawnCardPlay: 'forced' },
  'never play drawn': { drawnCardPlay: 'never' },
  'no bluffing': { wd4Legality: 'enforced' },
  'rlcard-strict +4': { wd4Legality: 'rlcard-strict' },
  'no challenge': { challenge: false },
  'challenge success skips': { challengeSuccessSkips: true },
  'softer penalty': { unoPenalty: 1 },
  'no uno call': { unoCall: false },
  'no winning on action': { noWinningOnAction: true },
  'lowest total': { scoring: 'lowest-total', target: 60 },
  'reshuffle all': { reshuffleKeepsTop: false },
  'two-player reverse passes': { twoPlayerReverseIsSkip: false },
  'every house rule': { stacking: 'cross', sevenO: true, jumpIn: true, drawToMatch: true, noWinningOnAction: true, unoPenalty: 1 },
  'colour-only drawn card, small hands': { drawnCardMatchesColorOnly: true, handSize: 2 },
}

describe.each(Object.entries(SETS))('chooseLegalAction can pick exactly the moves of getLegalActions: %s', (_name, options) => {
  it(`at every step of ${GAMES} seeded games (up to ${STEPS} steps), for everyone and for each player, with and without preferPlay`, () => {
    const plugin = createUnoPlugin(options)
    const api = plugin.api as UnoPluginApi
    let positions = 0
    for (let seed = 1; seed <= GAMES; seed++) {
      const engine = createTestEngine({ plugins: [plugin], seed, players: 2 + (seed % 5), config: { validationMode: 'none' } })
      const random = new SeededRandomProvider(seed)
      let steps = 0
      while (engine.getState().status === 'playing' && steps++ < STEPS) {
        const state = engine.getState()
        const ids = playerIdsBySeat(state)
        const every = ids.flatMap((id) => engine.getLegalActions(id)).map(plain)
        // Every index of choose(n) gives one of them, in getLegalActions order: the chooser picks from exactly this set.
        expect(listLegalActions(state, { rules: api.options }).map(plain)).toEqual(every)
        expect(api.listLegalActions(state).map(plain)).toEqual(every)
        expect(listLegalActions(state, { rules: api.options, preferPlay: true }).map(plain)).toEqual(preferPlay(every))
        for (const id of ids) {
          const mine = api.listLegalActions(state, { playerId: id }).map(plain)
          expect(mine).toEqual(engine.getLegalActions(id).map(plain))
          // Nothing the rules allow is missing from the list (PLAY is checked so in legalActions.test.ts).
          const tries: ActionInit[] = ['DRAW', 'PASS', 'ACCEPT', 'CHALLENGE', 'DECLARE_UNO'].map((type) => ({ type, playerId: id }))
          tries.push({ type: 'CHOOSE_COLOR', playerId: id, payload: { color: 'green' } })
          for (const target of ids) tries.push({ type: 'CATCH_UNO', playerId: id, payload: { target } })
          for (const a of tries) expect(mine.some((m) => JSON.stringify(m) === JSON.stringify(plain(a))), JSON.stringify(a)).toBe(engine.validate(a).ok)
        }
        let n = -1
        const first = api.chooseLegalAction(state, (count) => ((n = count), 0))
        expect(n).toBe(every.length)
        expect(plain(first!)).toEqual(every[0])
        positions++
        const legal = random.next() < 0.7 ? preferPlay(every) : every
        expect(engine.dispatch(legal[random.int(0, legal.length - 1)]!).ok).toBe(true)
      }
      expect(api.chooseLegalAction(engine.getState(), () => 0) === null).toBe(engine.getState().status !== 'playing')
    }
    expect(positions).toBeGreaterThan(50 * GAMES)
  })
})

describe('chooseLegalAction', () => {
  const players = [1, 2, 3, 4].map((seat) => ({ id: `p${seat}`, name: `P${seat}`, seat }))

  /** The benchmark's two bots: the same random numbers, through getLegalActions or through chooseLegalAction. */
  function play(plugin: ReturnType<typeof createUnoPlugin>, seed: number, fast: boolean, prefer: boolean) {
    const engine = new GameEngine({ seed, validationMode: 'none', clock: () => 0 })
    engine.use(plugin).createGame({ players }).start()
    const api = engine.getPluginApi<UnoPluginApi>('uno')
    const random = new SeededRandomProvider(seed)
    const choose = (n: number) => Math.floor(random.next() * n)
    while (engine.getState().status === 'playing') {
      let action: ActionInit
      if (fast) action = api.chooseLegalAction(engine.getState(), choose, { preferPlay: prefer })!
      else {
        let legal = playersToAct(engine.getState()).flatMap((id) => engine.getLegalActions(id))
        if (prefer) legal = preferPlay(legal)
        action = legal[choose(legal.length)]!
      }
      expect(engine.dispatch(action).ok).toBe(true)
    }
    return engine.exportRecord()
  }

  it('plays the very same games as picking from getLegalActions with the same random numbers', () => {
    for (const options of [{ scoring: 'single-hand' }, { sevenO: true, jumpIn: true, stacking: 'cross', scoring: 'single-hand' }, { profile: 'rlcard' }] as UnoOptions[]) {
      const plugin = createUnoPlugin(options)
      for (let seed = 1; seed <= 6; seed++) {
        const prefer = seed % 2 === 1
        const slow = play(plugin, seed, false, prefer)
        const fast = play(plugin, seed, true, prefer)
        expect(fast.history.map((r) => plain(r.action))).toEqual(slow.history.map((r) => plain(r.action)))
      }
    }
  })

  it('refuses an index out of range, and returns null (without calling choose) when nobody may act', () => {
    const engine = createTestEngine({ plugins: [createUnoPlugin()], seed: 3, players: 3 })
    const state = engine.getState()
    expect(() => chooseLegalAction(state, (n) => n)).toThrow(InvalidArgumentError)
    expect(() => chooseLegalAction(state, () => -1)).toThrow(InvalidArgumentError)
    expect(() => chooseLegalAction(state, () => 0.5)).toThrow(InvalidArgumentError)
    const other = Object.keys(state.players).find((id) => id !== state.currentPlayerId)!
    let called = false
    expect(chooseLegalAction(state, () => ((called = true), 0), { playerId: other })).toBeNull()
    expect(called).toBe(false)
    expect(listLegalActions(state, { playerId: other })).toEqual([])
  })

  it('may be called again from inside choose', () => {
    const engine = createTestEngine({ plugins: [createUnoPlugin({ jumpIn: true })], seed: 5, players: 4 })
    const state = engine.getState()
    const inner: ActionInit[] = []
    const outer = chooseLegalAction(state, (n) => {
      inner.push(...listLegalActions(state, { rules: engine.getPluginApi<UnoPluginApi>('uno').options }))
      return n - 1
    })
    expect(plain(outer!)).toEqual(plain(inner.at(-1)!))
  })
})
