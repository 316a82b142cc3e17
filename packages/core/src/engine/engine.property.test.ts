import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { StateValidationError } from '../errors/errors'
import { ReplayEngine } from '../replay/replayEngine'
import type { GameRecord } from '../replay/gameRecord'
import {
  cardId,
  createCardGamePlugin,
  handOf,
  handLimitCheck,
  HAND_LIMIT_CHECK,
  scriptedClock,
  type CardGameAction,
  type CardGameOptions,
} from '../replay/__fixtures__/cardGame'
import type { GameState } from '../state/types'
import { StateValidator } from '../validation/stateValidator'
import { GameEngine } from './gameEngine'
import type { GameSnapshot } from './types'

// ───────────────────────────── generators ─────────────────────────────

interface GameSetup {
  seed: number
  options: Required<Omit<CardGameOptions, 'version'>>
  players: { id: string; name: string; seat: number }[]
}

const gameSetup: fc.Arbitrary<GameSetup> = fc
  .record({
    seed: fc.integer({ min: 0, max: 0xffffffff }),
    cardCount: fc.integer({ min: 3, max: 16 }),
    handLimit: fc.integer({ min: 2, max: 5 }),
    initialHand: fc.integer({ min: 0, max: 2 }),
    target: fc.integer({ min: 8, max: 40 }),
    seats: fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 2, maxLength: 4 }),
  })
  .map(({ seed, cardCount, handLimit, initialHand, target, seats }) => ({
    seed,
    options: { cardCount, handLimit, initialHand, target },
    players: seats.map((seat, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, seat })),
  }))

/** One step of a random session: resolved against the state it is applied to. */
type Step =
  | { kind: 'legal'; pick: number }
  | { kind: 'give'; card: number; to: number }
  | { kind: 'raw'; type: string; player: number; cards: number[]; to: number; note: string | null }
  | { kind: 'garbage'; value: unknown }

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('legal' as const), pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('give' as const), card: fc.nat(), to: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      type: fc.constantFrom('DRAW', 'PLAY', 'SHUFFLE', 'GIVE', 'DEAL', 'TELEPORT'),
      player: fc.integer({ min: 0, max: 5 }),
      cards: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 3 }),
      to: fc.nat(),
      note: fc.option(fc.string({ unit: 'binary', maxLength: 8 })),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('garbage' as const),
      value: fc.constantFrom<unknown>(null, 42, 'DRAW', [], {}, { type: '' }, { type: 'DRAW', playerId: 3 }, { type: 'PLAY', id: 9 }),
    }),
  },
)

const steps = (max: number) => fc.array(step, { minLength: Math.floor(max / 2), maxLength: max })

// ───────────────────────────── driving a session ─────────────────────────────

const BASE_TIME = 1_700_000_000_000

function newGame(setup: GameSetup) {
  const clock = scriptedClock(BASE_TIME)
  const engine = new GameEngine<CardGameAction>({ seed: setup.seed, clock: clock.clock })
  engine.use(createCardGamePlugin(setup.options))
  engine.createGame({ players: setup.players })
  engine.start()
  return { engine, clock }
}

/** Turns a step into the value to dispatch, or null when the step has nothing to do. */
function resolve(engine: GameEngine<CardGameAction>, s: Step): unknown {
  const state = engine.getState()
  const ids = Object.keys(state.players)
  const current = state.currentPlayerId
  switch (s.kind) {
    case 'legal': {
      if (current === null) return null
      const legal = engine.getLegalActions(current)
      return legal.length === 0 ? null : legal[s.pick % legal.length]
    }
    case 'give': {
      if (current === null) return null
      const hand = handOf(state, current)
      const others = ids.filter((id) => id !== current)
      if (hand.length === 0 || others.length === 0) return null
      return { type: 'GIVE', playerId: current, payload: { cardId: hand[s.card % hand.length], toPlayerId: others[s.to % others.length] } }
    }
    case 'raw': {
      const playerId = s.player < ids.length ? ids[s.player] : s.player === 5 ? undefined : 'ghost'
      const cards = s.cards.map((n) => cardId(n))
      const payload =
        s.type === 'PLAY'
          ? s.note === null
            ? { cardIds: cards }
            : { cardIds: cards, note: s.note }
          : s.type === 'GIVE'
            ? { cardId: cards[0] ?? 'c00', toPlayerId: ids[s.to % ids.length] }
            : s.type === 'DEAL'
              ? { count: cards.length }
              : {}
      return playerId === undefined ? { type: s.type, payload } : { type: s.type, playerId, payload }
    }
    case 'garbage':
      return s.value
  }
}

/**
 * Applies one step at a scripted time. A step that breaks the hand-limit state
 * check throws StateValidationError and must leave the state untouched; any
 * other throw fails the property.
 */
function apply(engine: GameEngine<CardGameAction>, clock: ReturnType<typeof scriptedClock>, s: Step, index: number): void {
  const action = resolve(engine, s)
  if (action === null) return
  clock.set(BASE_TIME + 1_000 * index + (index % 7))
  const before = engine.getState()
  const historyBefore = engine.getHistory().length
  try {
    const result = engine.dispatch(action as CardGameAction)
    if (!result.ok) {
      expect(engine.getState()).toBe(before)
      expect(engine.getHistory()).toHaveLength(historyBefore)
    } else {
      expect(engine.getHistory()).toHaveLength(historyBefore + 1)
    }
  } catch (e) {
    expect(e).toBeInstanceOf(StateValidationError)
    expect((e as StateValidationError).errors.every((m) => m.startsWith(`${HAND_LIMIT_CHECK}: `))).toBe(true)
    expect(engine.getState()).toBe(before)
    expect(engine.getHistory()).toHaveLength(historyBefore)
  }
}

function run(engine: GameEngine<CardGameAction>, clock: ReturnType<typeof scriptedClock>, list: readonly Step[], offset = 0): void {
  list.forEach((s, i) => apply(engine, clock, s, offset + i))
}

function cardsInZones(state: GameState): number {
  return Object.values(state.zones).reduce((n, z) => n + z.cards.length, 0)
}

// ───────────────────────────── properties ─────────────────────────────

describe('engine properties (fast-check)', () => {
  it('random sequences of legal and illegal actions keep every invariant after every step', () => {
    fc.assert(
      fc.property(gameSetup, steps(40), (setup, list) => {
        const { engine, clock } = newGame(setup)
        const validator = new StateValidator()
        validator.addCheck(HAND_LIMIT_CHECK, handLimitCheck(setup.options.handLimit))
        const check = (state: GameState) => {
          expect(validator.validate(state)).toEqual({ valid: true, errors: [] })
          // Cards are neither created nor lost.
          expect(cardsInZones(state)).toBe(setup.options.cardCount)
          expect(Object.keys(state.cards)).toHaveLength(setup.options.cardCount)
          // A finished game has exactly one winner; a running one none.
          expect(state.winnerIds).toHaveLength(state.status === 'finished' ? 1 : 0)
        }
        check(engine.getState())
        let version = engine.getState().version
        list.forEach((s, i) => {
          apply(engine, clock, s, i)
          const state = engine.getState()
          check(state)
          expect(state.version).toBeGreaterThanOrEqual(version)
          version = state.version
        })
        const sequences = engine.getHistory().map((r) => r.sequence)
        expect(sequences).toEqual(sequences.map((_, i) => i + 1))
      }),
      { numRuns: 60 },
    )
  })

  it('replaying the history gives the original state (and the record replays too)', () => {
    fc.assert(
      fc.property(gameSetup, steps(40), (setup, list) => {
        const { engine, clock } = newGame(setup)
        run(engine, clock, list)
        const plugins = [createCardGamePlugin(setup.options)]
        const { state, engine: replayed } = ReplayEngine.replay({
          plugins,
          seed: engine.getState().seed,
          initialState: engine.getInitialState(),
          history: engine.getHistory(),
        })
        expect(state).toEqual(engine.getState())
        expect([...replayed.getHistory()]).toEqual([...engine.getHistory()])
        const record = JSON.parse(JSON.stringify(engine.exportRecord())) as GameRecord
        expect(ReplayEngine.replayRecord(record, plugins).state).toEqual(engine.getState())
      }),
      { numRuns: 50 },
    )
  })

  it('snapshot / restore round trips: restoring then re-applying the same steps gives the same state', () => {
    fc.assert(
      fc.property(gameSetup, steps(20), steps(20), fc.boolean(), (setup, prefix, suffix, throughJson) => {
        const { engine, clock } = newGame(setup)
        run(engine, clock, prefix)
        const taken = engine.createSnapshot()
        const snap = throughJson ? (JSON.parse(JSON.stringify(taken)) as GameSnapshot) : taken
        const atSnapshot = engine.getState()

        run(engine, clock, suffix, prefix.length)
        const first = { state: engine.getState(), random: engine.createSnapshot().random, history: engine.getHistory().slice(taken.historyLength) }

        engine.restoreSnapshot(snap)
        expect(engine.getState()).toEqual(atSnapshot)
        expect(engine.createSnapshot().random).toEqual(taken.random)
        run(engine, clock, suffix, prefix.length)
        expect(engine.getState()).toEqual(first.state)
        expect(engine.createSnapshot().random).toEqual(first.random)
        const again = throughJson ? engine.getHistory() : engine.getHistory().slice(taken.historyLength)
        // Through JSON the history restarts at the snapshot (ids and sequences renumbered).
        expect(again.map((r) => ({ type: r.action.type, playerId: r.action.playerId, payload: r.action.payload, t: r.timestamp }))).toEqual(
          first.history.map((r) => ({ type: r.action.type, playerId: r.action.playerId, payload: r.action.payload, t: r.timestamp })),
        )
        if (!throughJson) expect(engine.getHistory().slice(taken.historyLength)).toEqual(first.history)
      }),
      { numRuns: 50 },
    )
  })

  it('the JSON round trip of every reached state is the identity', () => {
    fc.assert(
      fc.property(gameSetup, steps(40), (setup, list) => {
        const { engine, clock } = newGame(setup)
        const roundTrip = (state: GameState) => {
          const text = JSON.stringify(state)
          const back = JSON.parse(text) as GameState
          expect(back).toStrictEqual(state)
          expect(JSON.stringify(back)).toBe(text)
        }
        roundTrip(engine.getInitialState())
        roundTrip(engine.getState())
        list.forEach((s, i) => {
          apply(engine, clock, s, i)
          roundTrip(engine.getState())
        })
      }),
      { numRuns: 60 },
    )
  })
})
