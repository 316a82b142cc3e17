import { DeckletError, createGameState, createZone, createCard, type GamePlugin } from '@decklet/core'
import { InvalidOptionError } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import {
  createDebugZonesPlugin,
  createHintPlugin,
  createLastDrawnPlugin,
  createPassPlugin,
  createPeekOfferPlugin,
  createPeekPlugin,
  createSeedPlugin,
  createTrackPassedPlugin,
} from './__fixtures__/leakyPlugins'
import { createMiniGamePlugin, type MiniGameOptions } from './__fixtures__/plugins'
import { createTestEngine } from './createTestEngine'
import { expectNoLeak, LeakError, type LeakDriver, type NoLeakOptions } from './expectNoLeak'
import { fuzzPlugins } from './fuzzPlugins'
import { Knowledge, Secrets, searchPayload, searchPositions } from './internal/leakSearch'

/** makeEngine for the mini game with its secrets kept (deck hidden, hands owner-only) plus `extra`. */
const secretMini =
  (extra: (() => GamePlugin)[] = [], options: MiniGameOptions = {}, players = 3) =>
  (seed: number) =>
    createTestEngine({ plugins: [createMiniGamePlugin({ secret: true, ...options }), ...extra.map((make) => make())], seed, players, gameId: 'mini' })

/** The LeakError `run` throws. */
function leakOf(run: () => unknown): LeakError {
  try {
    run()
  } catch (e) {
    if (e instanceof LeakError) return e
    throw e
  }
  throw new Error('expected a LeakError, but nothing leaked')
}

// The first game's seed with the default master seed 1 (as in fuzzPlugins).
const FIRST_SEED = 2693262067

describe('expectNoLeak on games that keep their secrets', () => {
  it('passes, having searched views, scoped events, legal actions and viewer records of every player and the spectator', () => {
    const report = expectNoLeak(secretMini(), { games: 10 })
    expect(report.games).toBe(10)
    expect(report.steps).toBeGreaterThan(10)
    // At least one view per viewer (3 players and the spectator) per step, and a record per viewer per game.
    expect(report.checks).toBeGreaterThan(4 * (report.steps + 10) + 4 * 10)
  })

  it('counts its checks: a view per viewer when the game begins and after each step, a legal-action list per player who may act before each step, an event batch per viewer per step', () => {
    // 2 players + the spectator, 2 steps, no records: 3 × 3 views + 2 × 1 legal-action lists (getActors: the
    // player to move) + 3 × 2 event batches.
    expect(expectNoLeak(secretMini([], {}, 2), { games: 1, maxSteps: 2, records: false })).toEqual({ games: 1, steps: 2, checks: 17 })
  })

  it('plays with the driver given: its context has the step, the game seed, a seeded generator and the legal actions of the players who may act', () => {
    const seen: { step: number; seed: number; legal: number; players: string[] }[] = []
    const driver: LeakDriver = (_engine, { step, seed, random, legalActions }) => {
      seen.push({ step, seed, legal: legalActions.length, players: [...new Set(legalActions.map((a) => a.playerId!))] })
      return step > 3 ? null : random.pick(legalActions)
    }
    expect(expectNoLeak(secretMini([], {}, 2), driver, { games: 2, records: false })).toMatchObject({ games: 2, steps: 6 })
    expect(seen.map((s) => s.step)).toEqual([1, 2, 3, 4, 1, 2, 3, 4])
    expect(seen[0]!.seed).toBe(FIRST_SEED)
    expect(seen[4]!.seed).not.toBe(FIRST_SEED)
    // The current player's moves only: three cards to play and the draw.
    expect(seen[0]).toMatchObject({ legal: 4, players: ['p1'] })
  })

  it("searches the legal actions of the players engine.getActors() names: what a session would hand out", () => {
    // A hint naming a hidden card is offered to every player, but the hook says only p1 may act: a session
    // never asks p2, so p2's list is not searched; p1's is, and leaks.
    const hintToAll = (actors: readonly string[]) => (): GamePlugin => ({
      id: 'hint-all', name: 'Hint to all', version: '1.0.0',
      actions: [{
        type: 'HINT',
        execute: (_a, { state }) => ({ state }),
        enumerate: (state, playerId) => [{ type: 'HINT', playerId, payload: { cardId: state.zones.deck!.cards.at(-1)! } }],
      }],
      actors: () => actors,
    })
    const onlyP2 = leakOf(() => expectNoLeak(secretMini([hintToAll(['p2'])], {}, 2), { games: 1, maxSteps: 3, records: false }))
    expect([onlyP2.viewer, onlyP2.source]).toEqual(['p2', 'legal-actions'])
    const onlyP1 = leakOf(() => expectNoLeak(secretMini([hintToAll(['p1'])], {}, 2), { games: 1, maxSteps: 3, records: false }))
    expect([onlyP1.viewer, onlyP1.source]).toEqual(['p1', 'legal-actions'])
  })

  it('gives game i the seed fuzzPlugins gives it', () => {
    const seeds = (run: (make: (seed: number) => ReturnType<ReturnType<typeof secretMini>>) => unknown) => {
      const got: number[] = []
      run((seed) => {
        got.push(seed)
        return secretMini()(seed)
      })
      return got
    }
    const leakSeeds = seeds((make) => expectNoLeak(make, { games: 3, seed: 5 }))
    const fuzzSeeds = seeds((make) => fuzzPlugins(make, { games: 3, seed: 5, shrinkRuns: 0 }))
    expect(leakSeeds).toEqual(fuzzSeeds.filter((s, i) => fuzzSeeds.indexOf(s) === i))
    expect(leakSeeds[0]).not.toBe(leakSeeds[1])
  })

  it('refuses bad options', () => {
    expect(() => expectNoLeak(secretMini(), { games: -1 })).toThrow('expectNoLeak: games must be a non-negative integer, got -1')
    expect(() => expectNoLeak(secretMini(), { maxSteps: 1.5 })).toThrow(InvalidOptionError)
  })

  it('destroys every engine it made, also when it throws', () => {
    const engines: ReturnType<ReturnType<typeof secretMini>>[] = []
    const make = (extra: (() => GamePlugin)[]) => (seed: number) => {
      const engine = secretMini(extra)(seed)
      engines.push(engine)
      return engine
    }
    expectNoLeak(make([]), { games: 2 })
    leakOf(() => expectNoLeak(make([createLastDrawnPlugin]), { games: 2 }))
    expect(engines.length).toBeGreaterThanOrEqual(3)
    expect(engines.every((e) => e.isDestroyed)).toBe(true)
  })
})

describe('expectNoLeak finds what a player may not know', () => {
  it('a hand zone left public, once the test says hands are owner-only (zoneVisibility)', () => {
    const leaky = secretMini([], { publicZones: ['hands'] })
    // Declared public, the hands are everyone's to see: nothing leaks by the zones' own word.
    expect(expectNoLeak(leaky, { games: 2 }).games).toBe(2)
    const handsAreOwners: NoLeakOptions = { zoneVisibility: (zone) => (zone.type === 'hand' ? 'owner' : undefined) }
    const error = leakOf(() => expectNoLeak(leaky, undefined, handsAreOwners))
    expect(error).toMatchObject({ source: 'view', kind: 'card', viewer: 'p1', step: 0, path: 'view.zones.hand-p2.cards[0]', zoneId: 'hand-p2', actions: [] })
    expect(error.message).toMatch(/^p1's view \(getPlayerView\) after the start of the game gives away c\d+, a card p1 may not know \(in hand-p2\): the id c\d+ in place of a placeholder at view\.zones\.hand-p2\.cards\[0\]\n/)
    // The override does not hide what the zones hide: the correct game passes with it too.
    expect(expectNoLeak(secretMini(), { ...handsAreOwners, games: 3 }).games).toBe(3)
  })

  it('a deck left public is a leak only if the test says decks are hidden', () => {
    const leaky = secretMini([], { publicZones: ['deck'] })
    expect(expectNoLeak(leaky, { games: 1 }).games).toBe(1)
    const error = leakOf(() => expectNoLeak(leaky, { zoneVisibility: (zone) => (zone.id === 'deck' ? 'hidden' : undefined) }))
    expect(error).toMatchObject({ source: 'view', kind: 'card', viewer: 'p1', path: 'view.zones.deck.cards[0]', zoneId: 'deck' })
  })

  it('an event carrying a card id without visibleTo', () => {
    const error = leakOf(() => expectNoLeak(secretMini([], { leakDraws: true })))
    const drawer = error.actions.at(-1)!.playerId
    expect(error.actions.at(-1)!.type).toBe('DRAW')
    expect(error).toMatchObject({ source: 'event', kind: 'card', path: 'events[0].payload.cardId', zoneId: `hand-${drawer}` })
    expect(error.viewer).not.toBe(drawer)
    expect(error.step).toBe(error.actions.length)
    expect(error.message).toContain(`'s event CARD_DRAWN (subscribed with { viewer }) in step ${error.step} (DRAW by ${drawer}) gives away ${error.cardId}, a card`)
  })

  it('a variable keeping the last card drawn', () => {
    const error = leakOf(() => expectNoLeak(secretMini([createLastDrawnPlugin])))
    const drawer = error.actions.at(-1)!.playerId
    expect(error).toMatchObject({ source: 'view', kind: 'card', path: 'view.variables.lastDrawn', zoneId: `hand-${drawer}` })
    expect(error.viewer).not.toBe(drawer)
  })

  it("a redact hook that replaces a hidden card's id by its face: found by its field values", () => {
    const error = leakOf(() => expectNoLeak(secretMini([() => createHintPlugin()])))
    expect(error).toMatchObject({ source: 'view', kind: 'card-values', viewer: 'p1', step: 1, path: 'view.variables.hint', zoneId: 'deck' })
    expect(error.message).toContain(`gives away ${error.cardId}, a card p1 may not know (in deck): the values of type, value of ${error.cardId} at view.variables.hint`)
    // With values: false only ids are searched for.
    expect(expectNoLeak(secretMini([() => createHintPlugin()]), { games: 3, values: false }).games).toBe(3)
  })

  it('a redact hook that forgets to remove the id', () => {
    const error = leakOf(() => expectNoLeak(secretMini([() => createHintPlugin({ keepId: true })])))
    expect(error).toMatchObject({ source: 'view', kind: 'card', viewer: 'p1', step: 1, path: 'view.variables.hint', zoneId: 'deck' })
  })

  it('a redact hook showing everything (debug mode left on)', () => {
    const error = leakOf(() => expectNoLeak(secretMini([createDebugZonesPlugin])))
    expect(error).toMatchObject({ source: 'view', kind: 'card', viewer: 'p1', step: 0, path: 'view.zones.deck.cards[0]', zoneId: 'deck' })
  })

  it('the seed, as a number in a variable, with the exact message', () => {
    const error = leakOf(() => expectNoLeak(secretMini([() => createSeedPlugin('seed')])))
    expect(error).toMatchObject({ seed: FIRST_SEED, game: 0, step: 0, viewer: 'p1', source: 'view', kind: 'seed', path: 'view.variables.shuffledWith', cardId: null, zoneId: null })
    expect(error.message).toBe(
      `p1's view (getPlayerView) after the start of the game gives away the seed: the seed ${FIRST_SEED} at view.variables.shuffledWith\n` +
        `  game 0, seed ${FIRST_SEED}: makeEngine(${FIRST_SEED}) and the 0 actions in error.actions reproduce it`,
    )
    expect(error).toBeInstanceOf(DeckletError)
    expect(error).toMatchObject({ name: 'LeakError', code: 'INFORMATION_LEAK' })
  })

  it('the random state', () => {
    const error = leakOf(() => expectNoLeak(secretMini([() => createSeedPlugin('random-state')])))
    expect(error).toMatchObject({ source: 'view', kind: 'random-state', path: 'view.variables.shuffledWith' })
    expect(error.message).toContain('a random state (algorithm mulberry32)')
  })

  it('the seed inside a string: a game id made from it', () => {
    const make = (seed: number) => createTestEngine({ plugins: [createMiniGamePlugin({ secret: true })], seed, gameId: `table-${seed}` })
    const error = leakOf(() => expectNoLeak(make))
    expect(error).toMatchObject({ source: 'view', kind: 'seed', viewer: 'p1', step: 0, path: 'view.gameId' })
    expect(error.message).toContain(`the seed ${FIRST_SEED} in the string "table-${FIRST_SEED}" at view.gameId`)
  })

  it('a legal action naming a hidden card', () => {
    const error = leakOf(() => expectNoLeak(secretMini([createPeekOfferPlugin])))
    expect(error).toMatchObject({ source: 'legal-actions', kind: 'card', viewer: 'p1', step: 0, zoneId: 'deck' })
    expect(error.path).toMatch(/^legalActions\[\d+\]\.payload\.cardId$/)
    expect(error.message).toMatch(/^p1's legal actions \(getLegalActions\) for step 1 gives away c\d+/)
  })

  it('a card a player was shown privately is a leak unless knownCards says the player knows it', () => {
    const error = leakOf(() => expectNoLeak(secretMini([createPeekPlugin])))
    const peeker = error.actions.at(-1)!.playerId
    expect(error.actions.at(-1)!.type).toBe('PEEK')
    expect(error).toMatchObject({ source: 'event', kind: 'card', viewer: peeker, path: 'events[0].payload.cardId', zoneId: 'deck' })
    const knownCards = (state: { variables: Record<string, unknown> }, viewer: string | null) =>
      viewer === null ? [] : ((state.variables.peeked as Record<string, string[]> | undefined)?.[viewer] ?? [])
    expect(expectNoLeak(secretMini([createPeekPlugin]), { games: 10, knownCards }).games).toBe(10)
  })

  it("an action naming a card in a viewer's record, unless the plugin's redactAction hides it", () => {
    const error = leakOf(() => expectNoLeak(secretMini([() => createPassPlugin()])))
    expect(error).toMatchObject({ source: 'record', kind: 'card' })
    const [, index] = /^record\.steps\[(\d+)\]\.action\.payload\.cardId$/.exec(error.path)!
    const pass = error.actions[Number(index)]!
    expect(pass.type).toBe('PASS')
    expect(error.viewer).not.toBe(pass.playerId)
    expect(error.step).toBe(Number(index) + 1)
    // The whole game is in actions: a record is checked once the game is over.
    expect(error.actions.length).toBeGreaterThanOrEqual(error.step)
    expect(error.message).toContain(`'s viewer record (exportRecord), in its part for step ${Number(index) + 1} (PASS by ${pass.playerId!}`)
    // Live, nothing leaked: the record is the only place, so records: false misses it.
    expect(expectNoLeak(secretMini([() => createPassPlugin()]), { records: false, games: 5 }).games).toBe(5)
    expect(expectNoLeak(secretMini([() => createPassPlugin({ redactAction: true })]), { games: 5 }).games).toBe(5)
  })

  it('where a known card is now: a view showing the cards a player passed, in the hidden hand that holds them', () => {
    const error = leakOf(() => expectNoLeak(secretMini([() => createPassPlugin({ redactAction: true }), createTrackPassedPlugin])))
    const pass = error.actions.at(-1)!
    expect(pass.type).toBe('PASS')
    const cardId = (pass.payload as { cardId: string }).cardId
    const receiver = error.zoneId!
    expect(error).toMatchObject({ source: 'view', kind: 'card-position', viewer: pass.playerId, cardId, step: error.actions.length })
    expect(receiver).toMatch(/^hand-p\d$/)
    expect(receiver).not.toBe(`hand-${pass.playerId!}`)
    expect(error.path).toMatch(new RegExp(`^view\\.zones\\.${receiver}\\.cards\\[\\d+\\]$`))
    expect(error.message).toContain(`'s view (getPlayerView) after step ${error.step} (PASS by ${pass.playerId!}`)
    expect(error.message).toContain(`shows ${cardId} in ${receiver}, a zone ${pass.playerId!} may not see into now at view.zones.${receiver}.cards[`)
  })

  it('what only the spectator is given, unless the spectator is left out of viewers', () => {
    const spectatorDebug = (): GamePlugin => {
      const debug = createDebugZonesPlugin()
      const redact = debug.redact!
      return { ...debug, redact: (view, viewer) => (viewer === null ? redact(view, viewer) : view) }
    }
    const error = leakOf(() => expectNoLeak(secretMini([spectatorDebug])))
    expect(error).toMatchObject({ viewer: null, source: 'view', kind: 'card', path: 'view.zones.deck.cards[0]' })
    expect(error.message).toMatch(/^the spectator's view \(getPlayerView\) after the start of the game gives away c\d+, a card the spectator may not know/)
    expect(expectNoLeak(secretMini([spectatorDebug]), { games: 2, viewers: ['p1', 'p2', 'p3'] }).games).toBe(2)
  })

  it('is deterministic: the same options find the same leak', () => {
    const find = () => leakOf(() => expectNoLeak(secretMini([createLastDrawnPlugin]), { seed: 9 }))
    const a = find()
    const b = find()
    expect({ ...a, message: a.message }).toEqual({ ...b, message: b.message })
  })
})

describe('the search', () => {
  const cards = [1, 2, 3, 12].map((n) => createCard({ id: `c${n}`, type: 'number', value: n }))
  const state = createGameState({
    gameId: 'g',
    seed: 1,
    players: [
      { id: 'p1', name: 'A', seat: 1 },
      { id: 'p2', name: 'B', seat: 2 },
    ],
    cards,
    zones: [
      createZone({ id: 'deck', type: 'deck', cards: ['c3', 'c12'], visibility: 'hidden', revealed: ['c12'] }),
      createZone({ id: 'hand-p1', type: 'hand', ownerId: 'p1', cards: ['c1'], visibility: 'owner' }),
      createZone({ id: 'hand-p2', type: 'hand', ownerId: 'p2', cards: ['c2'], visibility: 'owner' }),
    ],
  })
  const knowledge = new Knowledge(['p1', 'p2', null])
  knowledge.observe(state)
  const secrets = new Secrets()
  secrets.add(123456789, 'seed')
  secrets.add(7, 'seed')
  secrets.algorithms.add('mulberry32')
  const search = (payload: unknown, viewer: string | null = 'p1') => searchPayload(payload, 'x', { knowledge, viewer, moment: 0, secrets, values: true })

  it('knows a card in a public zone, its own owner zone, or revealed; nothing else', () => {
    expect(['c1', 'c2', 'c3', 'c12'].filter((c) => knowledge.knows('p1', c, 0))).toEqual(['c1', 'c12'])
    expect(['c1', 'c2', 'c3', 'c12'].filter((c) => knowledge.knows(null, c, 0))).toEqual(['c12'])
  })

  it('finds a hidden id as a string, inside a string as a whole word, or as a key, with its path', () => {
    expect(search({ a: [{ b: 'c2' }] })).toMatchObject({ kind: 'card', cardId: 'c2', path: 'x.a[0].b', detail: 'the id c2' })
    expect(search({ log: 'p2 drew c3.' })).toMatchObject({ kind: 'card', cardId: 'c3', path: 'x.log', detail: 'the id c3 in the string "p2 drew c3."' })
    expect(search({ cards: { c2: true } })).toMatchObject({ kind: 'card', cardId: 'c2', path: 'x.cards.c2' })
    // Known cards and longer words are not hidden ids: c1 is p1's, c12 is revealed, "c3x" is not c3.
    expect(search({ a: 'c1', b: 'c12', c: 'c3x', d: 'xc3', e: 'c3-2' })).toBeNull()
    expect(search(['c1'], 'p2')).toMatchObject({ cardId: 'c1', path: 'x[0]' })
  })

  it('finds an object with the face of a hidden card, unless a known card has it too', () => {
    expect(search({ hint: { type: 'number', value: 3 } })).toMatchObject({ kind: 'card-values', cardId: 'c3', path: 'x.hint', detail: 'the values of type, value of c3' })
    expect(search({ hint: { type: 'number', value: 1 } })).toBeNull()
    // One field alone is no card.
    expect(search({ value: 3 })).toBeNull()
    expect(search({ hint: { type: 'number', value: 3 } }, 'p2')).toMatchObject({ cardId: 'c3' })
  })

  it('finds "seed" and "initialRandom" keys, a random state, and large secret numbers, not small ones', () => {
    expect(search({ seed: 1 })).toMatchObject({ kind: 'seed', path: 'x.seed', detail: 'a "seed" key' })
    expect(search({ initialRandom: null })).toMatchObject({ kind: 'random-state', path: 'x.initialRandom' })
    expect(search({ r: { algorithm: 'mulberry32', seed: 1, state: 2 } })).toMatchObject({ kind: 'random-state', path: 'x.r' })
    expect(search({ n: 123456789 })).toMatchObject({ kind: 'seed', path: 'x.n', detail: 'the seed 123456789' })
    expect(search({ id: 'game-123456789' })).toMatchObject({ kind: 'seed', detail: 'the seed 123456789 in the string "game-123456789"' })
    expect(search({ n: 7, id: 'game-1234567890' })).toBeNull()
  })

  it('finds the id of a card of a zone the viewer may not see now, shown in that zone in any order', () => {
    const view = { zones: { deck: { cards: ['hidden:deck:0', 'c12'] }, 'hand-p2': { cards: ['c2'] } } }
    expect(searchPositions(view, state, 'p1', 'view')).toMatchObject({
      kind: 'card-position',
      cardId: 'c2',
      path: 'view.zones.hand-p2.cards[0]',
      detail: 'c2 in hand-p2, a zone the viewer may not see into now',
    })
    expect(searchPositions(view, state, 'p2', 'view')).toBeNull()
    // The deck's order swapped: c12 is revealed, c3 is not.
    expect(searchPositions({ zones: { deck: { cards: ['c12', 'c3'] } } }, state, 'p2', 'view')).toMatchObject({ cardId: 'c3', path: 'view.zones.deck.cards[1]' })
    // A card shown in another zone than its own is no leak of that zone.
    expect(searchPositions({ zones: { 'hand-p1': { cards: ['c2'] } } }, state, 'p1', 'view')).toBeNull()
    // With the test's own visibility: hands are public here, so nothing is out of place.
    expect(searchPositions(view, state, 'p1', 'view', (zone) => (zone.type === 'hand' ? 'public' : undefined))).toBeNull()
  })
})
