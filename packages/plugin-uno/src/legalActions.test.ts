import { createAction, SeededRandomProvider, type Action, type GameEngine } from '@decklet/core'
import { createTestEngine, testSize } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { getUnoCard, sameCardKey, UNO_CARD_IDS, UNO_COLORS } from './cards'
import type { UnoOptions } from './options'
import { createUnoPlugin } from './unoPlugin'
import { handZoneId } from './state'

/** Every action anyone could try, legal or not. */
function everyAction(engine: GameEngine): Action[] {
  const state = engine.getState()
  const ids = Object.keys(state.players)
  const all: Action[] = []
  for (const p of ids) {
    for (const type of ['DRAW', 'PASS', 'ACCEPT', 'CHALLENGE', 'DECLARE_UNO']) all.push(createAction({ type, playerId: p }))
    for (const color of UNO_COLORS) all.push(createAction({ type: 'CHOOSE_COLOR', playerId: p, payload: { color } }))
    for (const target of ids) all.push(createAction({ type: 'CATCH_UNO', playerId: p, payload: { target } }))
    for (const cardId of state.zones[handZoneId(p)]!.cards) {
      all.push(createAction({ type: 'PLAY', playerId: p, payload: { cardId } }))
      for (const color of UNO_COLORS) all.push(createAction({ type: 'PLAY', playerId: p, payload: { cardId, color } }))
      for (const target of ids) all.push(createAction({ type: 'PLAY', playerId: p, payload: { cardId, target } }))
    }
  }
  return all
}

/** An action's identity, with identical cards (two red 5s) as one. */
const key = (a: Action) => {
  const payload = { ...(a.payload as Record<string, unknown>) }
  if (typeof payload.cardId === 'string' && UNO_CARD_IDS.includes(payload.cardId)) payload.cardId = sameCardKey(getUnoCard(null, payload.cardId))
  return `${a.playerId} ${a.type} ${JSON.stringify(payload, Object.keys(payload).sort())}`
}

/** Seeded games per option set, 2 to 4 players in turn (every action anyone could try is validated at each step). */
const GAMES = testSize('UNO_LEGAL_ACTIONS_GAMES', { quick: 6, long: 200 })

const SETS: Record<string, UnoOptions> = {
  official: {},
  rlcard: { profile: 'rlcard' },
  'every house rule': { stacking: 'cross', sevenO: true, jumpIn: true, drawToMatch: true, noWinningOnAction: true },
  'stacking same, no bluffing': { stacking: 'same', wd4Legality: 'enforced' },
}

describe.each(Object.entries(SETS))('getLegalActions lists exactly the legal moves: %s', (_name, options) => {
  it(`at every step of ${GAMES} seeded games, equals every action validate() accepts (identical cards once)`, () => {
    const plugin = createUnoPlugin({ scoring: 'single-hand', ...options })
    for (let seed = 1; seed <= GAMES; seed++) {
      const engine = createTestEngine({ plugins: [plugin], seed, players: 2 + (seed % 3), config: { validationMode: 'none' } })
      const random = new SeededRandomProvider(seed)
      let steps = 0
      while (engine.getState().status === 'playing' && steps++ < 400) {
        const ids = Object.keys(engine.getState().players)
        const listed = ids.flatMap((p) => engine.getLegalActions(p))
        const listedKeys = listed.map(key)
        expect(new Set(listedKeys).size, 'no move listed twice').toBe(listedKeys.length)
        const accepted = new Set(everyAction(engine).filter((a) => engine.validate(a).ok).map(key))
        expect([...new Set(listedKeys)].sort()).toEqual([...accepted].sort())
        const plays = listed.filter((a) => a.type !== 'DRAW' && a.type !== 'PASS')
        engine.dispatch(random.pick(plays.length > 0 && random.next() < 0.8 ? plays : listed))
      }
    }
  })
})
