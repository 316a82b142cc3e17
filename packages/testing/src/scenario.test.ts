import { DeckletError, type GamePlugin } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { createInvariantBreakerPlugin, createMiniGamePlugin, createThrowingPlugin, handOf } from './__fixtures__/plugins'
import { buildState } from './buildState'
import { createTestEngine } from './createTestEngine'
import { installState } from './installState'
import { runScenario, ScenarioError, type ScenarioStep } from './scenario'
import { withCards, withCurrentPlayer } from './stateEdits'

/** A mini game where p1 holds c1, c2, c3, p2 holds c4, c5, c6, the deck holds c7…c12 (c12 on top). */
function fixedGame(plugins: GamePlugin[] = []) {
  const engine = createTestEngine({ plugins: [createMiniGamePlugin(), ...plugins] })
  installState(
    engine,
    buildState(
      engine.getState(),
      withCards('deck', ['c7', 'c8', 'c9', 'c10', 'c11', 'c12']),
      withCards('hand-p1', ['c1', 'c2', 'c3']),
      withCards('hand-p2', ['c4', 'c5', 'c6']),
      withCurrentPlayer('p1'),
    ),
  )
  return engine
}

function scenarioError(fn: () => unknown): ScenarioError {
  try {
    fn()
  } catch (e) {
    if (e instanceof ScenarioError) return e
    throw e
  }
  throw new Error('expected a ScenarioError')
}

describe('runScenario', () => {
  it('runs steps, checking outcomes, events in order and the state; returns the results and final state', () => {
    const engine = fixedGame()
    const { results, state } = runScenario(engine, [
      { action: { type: 'PLAY', playerId: 'p2', payload: { cardId: 'c4' } }, expect: { denied: 'NOT_YOUR_TURN' } },
      {
        name: 'p1 plays c1',
        action: { type: 'PLAY', playerId: 'p1', payload: { cardId: 'c1' } },
        events: [
          { type: 'CARD_PLAYED', payload: { playerId: 'p1', cardId: 'c1' } },
          { type: 'TURN_STARTED', playerId: 'p2' },
        ],
        check: (s) => expect(s.zones.discard!.cards).toEqual(['c1']),
      },
      { action: { type: 'DRAW', playerId: 'p2' }, events: [{ type: 'TURN_STARTED', payload: { playerId: 'p1', turn: 3 } }], eventMatch: 'subsequence' },
      { action: { type: 'PLAY', playerId: 'p1', payload: { cardId: 'c9' } }, expect: { denied: true, reason: /not in your hand/ } },
      { action: { type: 'PLAY', playerId: 'p1', payload: { cardId: 'c2' } }, expect: 'ok', check: (s, result) => expect(result?.ok).toBe(true) },
    ])
    expect(results.map((r) => r?.ok)).toEqual([false, true, true, false, true])
    expect(state).toBe(engine.getState())
    expect(handOf(state, 'p2')).toEqual(['c4', 'c5', 'c6', 'c12'])
  })

  it('treats a missing expectation as ok, and { denied: undefined } as any denial', () => {
    const engine = fixedGame()
    expect(() => runScenario(engine, [{ action: { type: 'DRAW', playerId: 'p2' }, expect: { denied: undefined } }, { action: { type: 'DRAW', playerId: 'p1' } }])).not.toThrow()
  })

  it('expects errors: a handler that throws, or a dispatch that throws (broken invariant)', () => {
    const engine = fixedGame([createThrowingPlugin(), createInvariantBreakerPlugin()])
    expect(() =>
      runScenario(engine, [
        { action: { type: 'PLAY', playerId: 'p1', payload: { cardId: 'c1' } } },
        { action: { type: 'PLAY', playerId: 'p2', payload: { cardId: 'c4' } } },
        { action: { type: 'PLAY', playerId: 'p1', payload: { cardId: 'c2' } } },
        { action: { type: 'KNOCK', playerId: 'p2' }, expect: { error: /knocking is broken/ } },
        { action: { type: 'CHEAT', playerId: 'p2' } },
        { action: { type: 'CHEAT', playerId: 'p2' }, expect: { error: "in zones 'deck' and 'discard'" } },
        { action: { type: 'KNOCK', playerId: 'p2' }, expect: { error: true } },
      ]),
    ).not.toThrow()
  })

  it('fails with the step, the action, the deny reason and code, the events and an empty state change', () => {
    const engine = fixedGame()
    const error = scenarioError(() =>
      runScenario(engine, [
        { action: { type: 'PLAY', playerId: 'p1', payload: { cardId: 'c1' } } },
        { action: { type: 'PLAY', playerId: 'p1', payload: { cardId: 'c2' } } },
      ]),
    )
    expect(error).toBeInstanceOf(DeckletError)
    expect(error.code).toBe('SCENARIO_FAILED')
    expect(error.stepIndex).toBe(1)
    expect(error.result?.denyCode).toBe('NOT_YOUR_TURN')
    expect(error.before).toBe(error.after)
    expect(error.message).toBe(
      [
        'Scenario failed at steps[1]: expected the action to be ok, but it was denied with NOT_YOUR_TURN: not your turn',
        '  action: PLAY by p1 {"cardId":"c2"}',
        '  expected: ok',
        '  outcome: denied with NOT_YOUR_TURN: not your turn',
        '  events emitted: none',
        '  state change: none',
      ].join('\n'),
    )
  })

  it('fails when a denial was expected but the action was accepted, showing the events and the state diff', () => {
    const engine = fixedGame()
    const error = scenarioError(() => runScenario(engine, [{ name: 'out of turn', action: { type: 'DRAW', playerId: 'p1' }, expect: { denied: 'NOT_YOUR_TURN' } }]))
    expect(error.message).toMatchInlineSnapshot(`
      "Scenario failed at steps[0] "out of turn": expected the action to be denied with NOT_YOUR_TURN, but it was accepted
        action: DRAW by p1
        expected: denied with NOT_YOUR_TURN
        outcome: accepted
        events emitted:
          1. CARD_DRAWN by p1 {"playerId":"p1","cardId":"c12"}
          2. TURN_STARTED by p2 {"playerId":"p2","turn":2}
        state change:
          zones.deck.cards[5]: before "c12", after (absent)
          zones."hand-p1".cards[3]: before (absent), after "c12"
          currentPlayerId: before "p1", after "p2"
          turn: before 1, after 2
          version: before 33, after 34"
    `)
  })

  it('fails on another deny code or reason', () => {
    const engine = fixedGame()
    expect(() => runScenario(engine, [{ action: { type: 'DRAW', playerId: 'p2' }, expect: { denied: 'DECK_EMPTY' } }])).toThrow(
      /expected the action to be denied with DECK_EMPTY, but it was denied with NOT_YOUR_TURN: not your turn/,
    )
    expect(() => runScenario(engine, [{ action: { type: 'DRAW', playerId: 'p2' }, expect: { denied: 'NOT_YOUR_TURN', reason: 'empty' } }])).toThrow(
      /expected a deny reason matching "empty", but it was denied with NOT_YOUR_TURN: not your turn/,
    )
  })

  it('fails when an error was expected but the action was ok or denied, or the error differs', () => {
    const engine = fixedGame([createThrowingPlugin()])
    expect(() => runScenario(engine, [{ action: { type: 'DRAW', playerId: 'p2' }, expect: { error: true } }])).toThrow(
      /expected the action to fail with an error, but it was denied with NOT_YOUR_TURN/,
    )
    expect(() => runScenario(engine, [{ action: { type: 'KNOCK', playerId: 'p1' }, expect: { error: 'boom' } }])).toThrow(
      /expected the action to fail with an error, but it was accepted/,
    )
    installState(engine, buildState(engine.getState(), (s) => ({ ...s, turn: 5 })))
    expect(() => runScenario(engine, [{ action: { type: 'KNOCK', playerId: 'p1' }, expect: { error: 'boom' } }])).toThrow(
      /expected an error matching "boom", but the error was: knocking is broken on turn 5/,
    )
  })

  it('reports a dispatch that throws (a broken invariant) when ok was expected, with the error as cause', () => {
    const engine = fixedGame([createInvariantBreakerPlugin()])
    const error = scenarioError(() =>
      runScenario(engine, [
        { action: { type: 'PLAY', playerId: 'p1', payload: { cardId: 'c1' } } },
        { action: { type: 'CHEAT', playerId: 'p2' } },
        { action: { type: 'CHEAT', playerId: 'p2' } },
      ]),
    )
    expect(error.stepIndex).toBe(2)
    expect(error.result).toBeUndefined()
    expect(error.message).toMatch(/^Scenario failed at steps\[2\]: expected the action to be ok, but dispatch threw: State validation failed after dispatch: card 'c1' is in zones 'deck' and 'discard'/)
    expect(error.message).toContain("outcome: dispatch threw: State validation failed")
    expect((error.cause as DeckletError).code).toBe('STATE_VALIDATION_FAILED')
  })

  it('fails on events in another order, of another type, with another payload, or too many or too few', () => {
    const play: ScenarioStep['action'] = { type: 'PLAY', playerId: 'p1', payload: { cardId: 'c1' } }
    const run = (events: ScenarioStep['events'], eventMatch?: ScenarioStep['eventMatch']) => () =>
      runScenario(fixedGame(), [{ action: play, events, ...(eventMatch ? { eventMatch } : {}) }])
    expect(run([{ type: 'TURN_STARTED' }, { type: 'CARD_PLAYED' }])).toThrow(
      /expected event 1 to be TURN_STARTED, but it is CARD_PLAYED by p1 \{"playerId":"p1","cardId":"c1"\}/,
    )
    expect(run([{ type: 'CARD_PLAYED' }])).toThrow(/expected 1 event, but 2 were emitted; event 2 is TURN_STARTED by p2/)
    expect(run([{ type: 'CARD_PLAYED' }, { type: 'TURN_STARTED' }, { type: 'GAME_WON' }])).toThrow(/expected event 3 to be GAME_WON, but only 2 events were emitted/)
    expect(run([{ type: 'TURN_STARTED' }, { type: 'CARD_PLAYED' }], 'subsequence')).toThrow(/expected event 2 of 2, CARD_PLAYED, was not emitted \(in order\)/)
    expect(run([{ type: 'CARD_PLAYED', playerId: 'p2' }])).toThrow(/expected event 1 to be CARD_PLAYED by p2/)
    const error = scenarioError(run([{ type: 'CARD_PLAYED', payload: { playerId: 'p1', cardId: 'c2' } }, { type: 'TURN_STARTED' }]))
    expect(error.message).toContain(
      [
        'expected event 1 to be CARD_PLAYED {"playerId":"p1","cardId":"c2"}, but it is CARD_PLAYED by p1 {"playerId":"p1","cardId":"c1"}',
        '  payload differences:',
        '    cardId: expected "c2", actual "c1"',
      ].join('\n'),
    )
    expect(error.message).toContain('  expected events (exact): CARD_PLAYED {"playerId":"p1","cardId":"c2"}, TURN_STARTED')
    expect(error.message).toContain('  events emitted:\n    1. CARD_PLAYED by p1 {"playerId":"p1","cardId":"c1"}\n    2. TURN_STARTED by p2 {"playerId":"p2","turn":2}')
  })

  it('wraps a failing check with the step and the check error as cause', () => {
    const engine = fixedGame()
    const error = scenarioError(() =>
      runScenario(engine, [{ action: { type: 'DRAW', playerId: 'p1' }, check: (s) => expect(s.currentPlayerId).toBe('p1') }]),
    )
    expect(error.message).toMatch(/^Scenario failed at steps\[0\]: check failed: expected 'p2' to be 'p1'/)
    expect(error.message).toContain('zones.deck.cards[5]: before "c12", after (absent)')
    expect(error.cause).toBeInstanceOf(Error)
  })

  it('stops at the first failing step', () => {
    const engine = fixedGame()
    expect(() =>
      runScenario(engine, [
        { action: { type: 'DRAW', playerId: 'p2' } },
        { action: { type: 'DRAW', playerId: 'p1' } },
      ]),
    ).toThrow(/steps\[0\]/)
    expect(engine.getHistory()).toHaveLength(0)
  })
})
