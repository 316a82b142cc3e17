import { createAction, StateValidationError, type ActionInit, type GameConfigInit, type GamePlugin } from '@decklet/core'
import { InvalidOptionError } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import {
  createCountingRulePlugin,
  createInvariantBreakerPlugin,
  createMathRandomPlugin,
  createMiniGamePlugin,
  createMutatingPlugin,
  createNonJsonPlugin,
  createSetupCountingPlugin,
  createThrowingPlugin,
  createTimestampPlugin,
} from './__fixtures__/plugins'
import { createTestEngine } from './createTestEngine'
import { fuzzPlugins, type FuzzReport } from './fuzzPlugins'

/** makeEngine for the mini game plus `extra` (fresh plugin objects per engine). */
const withMini =
  (extra: (() => GamePlugin)[] = [], config?: GameConfigInit) =>
  (seed: number) =>
    createTestEngine({ plugins: [createMiniGamePlugin(), ...extra.map((make) => make())], seed, ...(config ? { config } : {}) })

function onlyFailure(report: FuzzReport) {
  expect(report.ok).toBe(false)
  expect(report.failures).toHaveLength(1)
  return report.failures[0]!
}

const types = (actions: readonly ActionInit[]) => actions.map((a) => a.type)

describe('fuzzPlugins on a correct rule set', () => {
  it('plays every game without a failure', () => {
    const report = fuzzPlugins(withMini(), { games: 40 })
    expect(report.failures).toEqual([])
    expect(report.ok).toBe(true)
    expect(report.games).toBe(40)
    expect(report.steps).toBeGreaterThan(40)
  })

  it('is deterministic: the same options give the same report; another seed plays other games', () => {
    const report = (seed: number) => fuzzPlugins(withMini([createMathRandomPlugin]), { games: 5, seed, maxFailures: 5 })
    const strip = (r: FuzzReport) => r.failures.map(({ message: _m, ...rest }) => rest)
    expect(strip(report(3))).toEqual(strip(report(3)))
    expect(strip(report(3))).not.toEqual(strip(report(4)))
  })

  it('plays 10 games of at most 100 steps by default: at most 1,000 checked steps, which fit a plain it()', () => {
    const endless: GamePlugin = {
      id: 'endless',
      name: 'A game that never ends',
      version: '1.0.0',
      actions: [{ type: 'WAIT', execute: (_a, { state }) => ({ state }), enumerate: (_s, playerId) => [{ type: 'WAIT', playerId }] }],
    }
    expect(fuzzPlugins((seed) => createTestEngine({ plugins: [endless], seed }))).toEqual({ ok: true, games: 10, steps: 1000, failures: [] })
  })

  it('stops games after maxSteps', () => {
    expect(fuzzPlugins(withMini(), { games: 3, maxSteps: 2 })).toEqual({ ok: true, games: 3, steps: 6, failures: [] })
  })

  it('refuses bad options', () => {
    expect(() => fuzzPlugins(withMini(), { games: -1 })).toThrow('fuzzPlugins: games must be an integer >= 0, got -1')
    expect(() => fuzzPlugins(withMini(), { maxFailures: 0 })).toThrow(InvalidOptionError)
  })
})

describe('fuzzPlugins finds bugs and shrinks them', () => {
  it('rejected: a legal action whose handler throws (shrunk to the moves that reach turn 4 for the knocker, then KNOCK)', () => {
    const failure = onlyFailure(fuzzPlugins(withMini([createThrowingPlugin])))
    expect(failure.kind).toBe('rejected')
    expect(failure.originalLength).toBeGreaterThan(failure.actions.length)
    // Turn 4 (p2) or 5 (p1): three or four turn-passing moves, then the KNOCK.
    const moves = failure.actions.slice(0, -1)
    expect(moves.length === 3 || moves.length === 4).toBe(true)
    expect(moves.every((a) => a.type === 'PLAY' || a.type === 'DRAW')).toBe(true)
    expect(failure.actions.at(-1)).toEqual({ type: 'KNOCK', playerId: moves.length === 3 ? 'p2' : 'p1', payload: {} })
    expect(failure.step).toBe(failure.actions.length)
    expect(failure.message).toBe(
      `rejected at step ${failure.step} (KNOCK by ${failure.actions.at(-1)!.playerId}): the legal action was not accepted: its handler threw (HANDLER_ERROR): knocking is broken on turn ${moves.length + 1}`,
    )
  })

  it('a rule with a side effect: getLegalActions offers an action that dispatch then denies', () => {
    const failure = onlyFailure(fuzzPlugins(withMini([createCountingRulePlugin])))
    expect(['rejected', 'fork', 'snapshot']).toContain(failure.kind)
    expect(failure.message).toContain('denied with BID_LIMIT: no bids left')
    expect(types(failure.actions)).toContain('BID')
  })

  it('fork: a handler using Math.random (shrunk to the single ROLL)', () => {
    const failure = onlyFailure(fuzzPlugins(withMini([createMathRandomPlugin])))
    expect(failure.kind).toBe('fork')
    expect(failure.actions).toEqual([{ type: 'ROLL', playerId: 'p1', payload: {} }])
    expect(failure.message).toMatch(
      /^fork at step 1 \(ROLL by p1\): a fork taken before the step reached another state with the same action:\nvariables\.roll: engine \d+, fork \d+$/,
    )
  })

  it('mutation: a handler that changes state in place, found in validationMode none (shrunk to three TAPs)', () => {
    const failure = onlyFailure(fuzzPlugins(withMini([createMutatingPlugin], { validationMode: 'none' })))
    expect(failure.kind).toBe('mutation')
    expect(types(failure.actions)).toEqual(['TAP', 'TAP', 'TAP'])
    expect(failure.message).toContain('the state before the step was changed in place (a handler or event handler mutated state):\nvariables.taps: before the step 2, after it 3')
  })

  it('the same handler in validationMode always: the frozen state makes it throw', () => {
    const failure = onlyFailure(fuzzPlugins(withMini([createMutatingPlugin])))
    expect(failure.kind).toBe('rejected')
    expect(types(failure.actions)).toEqual(['TAP', 'TAP', 'TAP'])
    expect(failure.message).toMatch(/its handler threw \(HANDLER_ERROR\): Cannot assign to read only property 'taps'/)
  })

  it.each(['always', 'none'] as const)('invariant: a card put in two zones (validationMode %s)', (validationMode) => {
    const failure = onlyFailure(fuzzPlugins(withMini([createInvariantBreakerPlugin], { validationMode })))
    expect(failure.kind).toBe('invariant')
    // A card on the discard pile (one or two plays, so that the same player cheats twice), then two cheats.
    expect([['PLAY', 'CHEAT', 'CHEAT'], ['PLAY', 'PLAY', 'CHEAT', 'CHEAT']]).toContainEqual(types(failure.actions))
    expect(failure.message).toMatch(/^invariant at step [34] \(CHEAT by p[12]\): .*card 'c\d+' is in zones 'deck' and 'discard'$/)
  })

  it('json: a state that is not JSON data', () => {
    const failure = onlyFailure(fuzzPlugins(withMini([createNonJsonPlugin])))
    expect(failure.kind).toBe('json')
    // NOTE is offered from turn 2 on: one or two moves (for p2 or p1), then NOTE.
    expect(failure.actions.length).toBeLessThanOrEqual(3)
    expect(failure.actions.at(-1)!.type).toBe('NOTE')
    expect(failure.message).toMatch(/^json at step [23] \(NOTE by p[12]\): state\.variables\.note is not JSON data$/)
  })

  it('replay: a game that does not replay (shrunk to no action at all)', () => {
    const failure = onlyFailure(fuzzPlugins(withMini([createSetupCountingPlugin])))
    expect(failure).toMatchObject({ kind: 'replay', step: 0, actions: [] })
    expect(failure.message).toBe('replay after 0 steps differs from the game:\nvariables.setups: original 1, replay 2')
  })

  it('error: makeEngine or enumerate throwing', () => {
    const throwing = onlyFailure(
      fuzzPlugins(() => {
        throw new Error('no engine today')
      }),
    )
    expect(throwing).toMatchObject({ kind: 'error', step: 0, actions: [], game: 0 })
    expect(throwing.message).toBe(`makeEngine(${throwing.seed}) threw: no engine today`)

    const badEnumerate: GamePlugin = {
      id: 'bad-enumerate',
      name: 'Enumerate throws',
      version: '1.0.0',
      actions: [
        {
          type: 'NOP',
          execute: (_a, { state }) => ({ state }),
          enumerate: (state) => {
            if (state.turn >= 2) throw new Error('enumerate broke')
            return []
          },
        },
      ],
    }
    const failure = onlyFailure(fuzzPlugins(withMini([() => badEnumerate])))
    expect(failure).toMatchObject({ kind: 'error', step: 2 })
    expect(failure.actions).toHaveLength(1)
    expect(failure.message).toBe('getActors, getLegalActions or getPending threw before step 2: enumerate broke')
  })
})

describe('fuzzPlugins reports', () => {
  it('give the seed and actions that reproduce the failure on makeEngine(seed)', () => {
    const makeEngine = withMini([createInvariantBreakerPlugin])
    const failure = onlyFailure(fuzzPlugins(makeEngine, { seed: 11 }))
    const engine = makeEngine(failure.seed)
    const last = failure.actions.at(-1)!
    for (const action of failure.actions.slice(0, -1)) expect(engine.dispatch(createAction(action)).ok).toBe(true)
    expect(() => engine.dispatch(createAction(last))).toThrow(StateValidationError)
  })

  it('count the games played, stopping after maxFailures failing games', () => {
    const one = fuzzPlugins(withMini([createMathRandomPlugin]), { games: 10 })
    expect(one.games).toBe(1)
    const three = fuzzPlugins(withMini([createMathRandomPlugin]), { games: 10, maxFailures: 3 })
    expect(three.failures.map((f) => f.game)).toEqual([0, 1, 2])
    expect(new Set(three.failures.map((f) => f.seed)).size).toBe(3)
  })

  it('skip paths with ignorePaths (a timestamp kept in the state differs in a fork)', () => {
    const makeEngine = withMini([createTimestampPlugin])
    const failure = onlyFailure(fuzzPlugins(makeEngine, { games: 5 }))
    expect(failure.kind).toBe('fork')
    expect(failure.message).toMatch(/variables\.lastPlayedAt: engine \d+, fork \d+/)
    expect(fuzzPlugins(makeEngine, { games: 5, ignorePaths: ['variables.lastPlayedAt'] }).ok).toBe(true)
  })

  it('say when a failure does not reproduce on a fresh engine, and keep the original actions', () => {
    let engines = 0
    const flaky = (seed: number) => (++engines === 1 ? withMini([createMathRandomPlugin])(seed) : withMini()(seed))
    const failure = onlyFailure(fuzzPlugins(flaky, { games: 1 }))
    expect(failure.kind).toBe('fork')
    expect(failure.actions).toHaveLength(failure.originalLength)
    expect(failure.message).toMatch(/did not fail the same way, so they were not shrunk: is makeEngine or a plugin nondeterministic\?\)$/)
  })

  it('do not shrink with shrinkRuns: 0', () => {
    const failure = onlyFailure(fuzzPlugins(withMini([createMutatingPlugin], { validationMode: 'none' }), { shrinkRuns: 0 }))
    expect(failure.actions).toHaveLength(failure.originalLength)
    expect(failure.message).not.toMatch(/not shrunk/)
  })
})
