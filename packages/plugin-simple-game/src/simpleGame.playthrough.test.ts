import {
  playerHandZoneId,
  SeededRandomProvider,
  StateValidationError,
  StateValidator,
  stateUtils,
  type GameEvent,
  type GamePlugin,
  type GameState,
} from '@decklet/core'
import { DrawPlugin, PLAYER_DRAWS_VARIABLE, RESHUFFLE_FROM_VARIABLE } from '@decklet/plugin-draw'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { createTurnPlugin, TurnPlugin } from '@decklet/plugin-turn'
import { buildState, createTestEngine, expectDeterministic, fuzzPlugins, playRandomGame, testSize, verifyReplay, withCards } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { SIMPLE_GAME_HAND_SIZE, SIMPLE_GAME_TABLE_ZONE_ID, SimpleGamePlugin } from './index'

/** Lets players draw a card as a move, refilling the deck from the table: hands grow and the deck is reshuffled. */
const DrawingVariant: GamePlugin = {
  id: 'drawing-variant',
  name: 'Players may draw; the table refills the deck',
  version: '1.0.0',
  setup(ctx) {
    if (ctx.getVariable(PLAYER_DRAWS_VARIABLE) === undefined) ctx.setVariable(PLAYER_DRAWS_VARIABLE, true)
    if (ctx.getVariable(RESHUFFLE_FROM_VARIABLE) === undefined) ctx.setVariable(RESHUFFLE_FROM_VARIABLE, SIMPLE_GAME_TABLE_ZONE_ID)
  },
}

const VARIANTS: Record<string, GamePlugin[]> = {
  plain: [StandardDeckPlugin, TurnPlugin, DrawPlugin, SimpleGamePlugin],
  'random first player': [StandardDeckPlugin, createTurnPlugin({ firstPlayer: 'random' }), DrawPlugin, SimpleGamePlugin],
  drawing: [StandardDeckPlugin, TurnPlugin, DrawPlugin, SimpleGamePlugin, DrawingVariant],
}
const VARIANT_NAMES = Object.keys(VARIANTS)

// Counts, not time (README, Tests). Game i plays variant i % 3 with 2 + i % 5 players, so 30 games play each
// pairing twice.
const GAMES = testSize('SIMPLE_GAME_PLAYTHROUGHS', { quick: 30, long: 2_000 })
const FUZZ_GAMES = testSize('SIMPLE_GAME_FUZZ_GAMES', { quick: 12, long: 500 })
const MAX_STEPS = 2000
const DRAW_EAGER_STEPS = 150

/** Every problem with `state`, as messages (empty when it is fine). */
function invariantProblems(state: GameState, dealt: boolean): string[] {
  const problems: string[] = []
  const validation = new StateValidator().validate(state)
  if (!validation.valid) problems.push(...validation.errors)

  const cardIds = Object.keys(state.cards)
  const placed = Object.values(state.zones).flatMap((z) => z.cards)
  if (cardIds.length !== 52) problems.push(`${cardIds.length} cards in state`)
  if (placed.length !== 52) problems.push(`${placed.length} cards in zones`)
  if (new Set(placed).size !== placed.length) problems.push('a card is in two places')
  if (placed.some((id) => !Object.hasOwn(state.cards, id))) problems.push('a zone lists an unknown card')

  const hands = Object.keys(state.players).map((id) => state.zones[playerHandZoneId(id)]!.cards)
  if (state.status === 'waiting') {
    if (dealt || hands.some((h) => h.length > 0) || state.zones.deck!.cards.length !== 52) problems.push('dealt before the start')
  } else if (state.status === 'playing') {
    if (state.winnerIds.length !== 0) problems.push('a winner while playing')
    if (state.currentPlayerId === null || !Object.hasOwn(state.players, state.currentPlayerId)) problems.push('no current player')
    if (dealt && hands.some((h) => h.length === 0)) problems.push('an empty hand while playing')
  } else if (state.status === 'finished') {
    if (state.winnerIds.length !== 1) problems.push(`winners ${JSON.stringify(state.winnerIds)}`)
    const winner = state.winnerIds[0]
    if (winner !== undefined && state.zones[playerHandZoneId(winner)]!.cards.length !== 0) problems.push('the winner holds cards')
    if (hands.filter((h) => h.length === 0).length !== 1) problems.push('not exactly one empty hand at the end')
  } else {
    problems.push(`status ${state.status}`)
  }
  return problems
}

/**
 * A seeded random legal move. Where drawing is offered, the first moves draw half
 * the time, so hands grow, the deck runs out and the table is reshuffled into it;
 * after that every legal move is equally likely, so the game winds down.
 */
function choose<T extends { type: string }>(legal: readonly T[], chooser: SeededRandomProvider, step: number): T {
  const draw = legal.find((a) => a.type === 'DRAW_CARD')
  if (draw !== undefined && step < DRAW_EAGER_STEPS && chooser.next() < 0.5) return draw
  return chooser.pick(legal)
}

interface GameSummary {
  steps: number
  draws: number
  reshuffles: number
}

function playCheckedGame(index: number): GameSummary {
  const seed = 10_000 + index * 7
  const variant = VARIANT_NAMES[index % VARIANT_NAMES.length]!
  const plugins = VARIANTS[variant]!
  const playerIds = Array.from({ length: 2 + (index % 5) }, (_, i) => `p${i + 1}`)
  const label = `game ${index} (seed ${seed}, ${playerIds.length} players, ${variant})`

  const engine = createTestEngine({ plugins, players: playerIds.length, seed, start: false })
  const events: GameEvent[] = []
  engine.subscribeAll((e) => events.push(e))
  expect(invariantProblems(engine.getState(), false), `${label} after createGame`).toEqual([])
  engine.start()

  const start = engine.getState()
  expect(invariantProblems(start, true), `${label} after start`).toEqual([])
  for (const id of playerIds) expect(start.zones[playerHandZoneId(id)]!.cards, label).toHaveLength(SIMPLE_GAME_HAND_SIZE)
  expect(start.zones.deck!.cards, label).toHaveLength(52 - SIMPLE_GAME_HAND_SIZE * playerIds.length)

  const chooser = new SeededRandomProvider(seed ^ 0x5eed)
  const summary: GameSummary = { steps: 0, draws: 0, reshuffles: 0 }
  while (engine.getState().status === 'playing' && summary.steps < MAX_STEPS) {
    const before = engine.getState()
    const current = before.currentPlayerId!
    for (const other of playerIds) {
      if (other !== current && engine.getLegalActions(other).length > 0) throw new Error(`${label}: ${other} may act on ${current}'s turn`)
    }
    const legal = engine.getLegalActions(current)
    if (legal.length === 0) throw new Error(`${label}: ${current} has no legal action at step ${summary.steps}`)
    const action = choose(legal, chooser, summary.steps)
    const result = engine.dispatch(action)
    if (!result.ok) throw new Error(`${label}: legal ${action.type} refused: ${result.denyCode ?? result.error}`)
    summary.steps++
    if (action.type === 'DRAW_CARD') summary.draws++
    const reshuffled = result.events.filter((e) => e.type === 'DECK_RESHUFFLED').length
    summary.reshuffles += reshuffled

    const after = engine.getState()
    if (reshuffled > 0 && after.zones[SIMPLE_GAME_TABLE_ZONE_ID]!.cards.length !== 1) {
      throw new Error(`${label}: the reshuffle did not leave exactly the top card on the table`)
    }
    if (after.version <= before.version) throw new Error(`${label}: version did not grow`)
    const problems = invariantProblems(after, true)
    if (problems.length > 0) throw new Error(`${label} after step ${summary.steps} (${action.type}): ${problems.join('; ')}`)
    if (variant !== 'drawing' && after.zones.deck!.cards.length !== start.zones.deck!.cards.length) {
      throw new Error(`${label}: the deck changed without draws`)
    }
  }

  const final = engine.getState()
  expect(final.status, `${label} did not finish in ${MAX_STEPS} steps`).toBe('finished')
  const won = events.filter((e) => e.type === 'GAME_WON')
  expect(won.map((e) => e.payload), label).toEqual([{ winnerIds: final.winnerIds }])
  expect(events.at(-1), label).toBe(won[0])
  expect(engine.getHistory(), label).toHaveLength(summary.steps)

  // The JSON record replays to the identical state and history.
  const replay = verifyReplay(engine)
  expect(replay.diff, `${label} replay`).toBe('')
  expect(replay.ok).toBe(true)
  engine.destroy()
  return summary
}

describe('seeded random playthroughs of the simple game', () => {
  it(`${GAMES} games of 2–6 players with random legal moves keep every invariant, finish and replay to the identical state`, () => {
    const summaries = Array.from({ length: GAMES }, (_, i) => playCheckedGame(i))
    // The runs really cover passing, drawing and reshuffling the table into the deck.
    expect(summaries.reduce((n, s) => n + s.steps, 0)).toBeGreaterThan(GAMES * 5)
    expect(summaries.reduce((n, s) => n + s.draws, 0)).toBeGreaterThan(0)
    expect(summaries.reduce((n, s) => n + s.reshuffles, 0)).toBeGreaterThan(0)
  })

  it('the invariant check is not vacuous: it reports a lost card, a duplicated card and an early empty hand', () => {
    const engine = createTestEngine({ plugins: VARIANTS.plain!, seed: 1 })
    const state = engine.getState()
    expect(invariantProblems(state, true)).toEqual([])
    // Positions core allows (a card in no zone, an empty hand), built directly.
    const deckTop = state.zones.deck!.cards.at(-1)!
    expect(invariantProblems(buildState(state, (s) => stateUtils.removeCardFromZone(s, deckTop, 'deck')), true)).toContain('51 cards in zones')
    expect(invariantProblems(buildState(state, withCards('deck', state.zones['hand-p2']!.cards)), true)).toContain('an empty hand while playing')
    // A card in two zones is a broken core invariant: buildState refuses it, so it is doctored on a raw copy.
    const twice = (s: GameState) => stateUtils.setZoneCards(s, 'table', [s.zones.deck!.cards[0]!])
    expect(() => buildState(state, twice)).toThrow(StateValidationError)
    expect(invariantProblems(twice(state), true)).toContain('a card is in two places')
  })

  it('the same seed plays the same game', () => {
    const makeEngine = (seed: number) => createTestEngine({ plugins: VARIANTS.drawing!, players: 3, seed })
    const play = (engine: ReturnType<typeof makeEngine>, seed: number) => {
      expect(playRandomGame(engine, { seed, maxSteps: MAX_STEPS }).finished).toBe(true)
    }
    // States, histories (actions, versions, timestamps) and events of two runs are identical.
    expectDeterministic(makeEngine, play, [31, 32])
    const record = (seed: number) => {
      const engine = makeEngine(seed)
      play(engine, seed)
      return engine.exportRecord()
    }
    expect(record(31)).toEqual(record(31))
    expect(record(31).history).not.toEqual(record(32).history)
  })
})

describe('fuzzing the simple game', () => {
  const report = (plugins: (seed: number) => GamePlugin[], games: number) =>
    fuzzPlugins((seed) => createTestEngine({ plugins: plugins(seed), players: 2 + (seed % 5), seed }), { games, maxSteps: 150, seed: 2 })
  const failures = (r: ReturnType<typeof fuzzPlugins>) => r.failures.map((f) => `seed ${f.seed}: ${f.message}`).join('\n\n')

  it('the four plugins, 2–6 players, either first-player rule: every legal move is accepted, forks, snapshots, JSON and replay agree', () => {
    const r = report((seed) => [StandardDeckPlugin, seed % 2 === 0 ? TurnPlugin : createTurnPlugin({ firstPlayer: 'random' }), DrawPlugin, SimpleGamePlugin], FUZZ_GAMES)
    expect(r.ok, failures(r)).toBe(true)
    expect(r.games).toBe(FUZZ_GAMES)
    expect(r.steps).toBeGreaterThan(FUZZ_GAMES * 5)
  })

  it('the drawing variant (players draw, the table is reshuffled into the deck), 2–6 players', () => {
    const r = report(() => VARIANTS.drawing!, FUZZ_GAMES)
    expect(r.ok, failures(r)).toBe(true)
    expect(r.games).toBe(FUZZ_GAMES)
  })
})
