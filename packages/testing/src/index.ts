/**
 * @decklet/testing — test helpers for decklet plugin authors: deterministic
 * fixtures, state builders, scenarios, state diffs, replay checks, random
 * playthroughs, fuzzing, hidden-information leak checks and scripted randomness. The vitest matchers are in
 * `@decklet/testing/vitest`.
 * @packageDocumentation
 */

export { fixedClock } from './fixedClock'
export { createTestEngine, testPlayers } from './createTestEngine'

export { buildState } from './buildState'
export { withCards, withZone, withVariables, withCurrentPlayer, withStatus, withTurn } from './stateEdits'
export { installState } from './installState'

export { runScenario, ScenarioError } from './scenario'

export { compareStates } from './compareStates'
export { formatDifferences, diffStates } from './diff'

export { verifyReplay } from './verifyReplay'
export { expectDeterministic, DeterminismError } from './expectDeterministic'

export { playRandomGame } from './playRandomGame'
export { fuzzPlugins } from './fuzzPlugins'
export { expectNoLeak, LeakError } from './expectNoLeak'
export { expectFreshViews, ViewMismatchError } from './expectFreshViews'
export { snapshotRefusal, SnapshotAcceptedError } from './snapshotRefusal'

export { mockRandom, MockRandomProvider, valueForInt } from './mockRandom'

export { testSize, isLongRun, TestSizeError, LONG_TESTS_VARIABLE } from './testSize'

export type { CreateTestEngineOptions } from './createTestEngine'
export type { StateEdit } from './buildState'
export type { ScenarioStep, StepExpectation, ExpectedEvent, ScenarioResult } from './scenario'
export type { CompareStatesOptions } from './compareStates'
export type { FormatDifferencesOptions, DiffStatesOptions } from './diff'
export type { ReplayCheck } from './verifyReplay'
export type { RandomGameOptions, RandomGameResult } from './playRandomGame'
export type { FuzzOptions, FuzzReport, FuzzFailure, FuzzFailureKind } from './fuzzPlugins'
export type { LeakDriver, LeakDriverContext, NoLeakOptions, NoLeakReport, LeakSource, LeakKind } from './expectNoLeak'
export type { MockRandomOptions } from './mockRandom'
export type { TestSizes } from './testSize'
