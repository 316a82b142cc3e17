import type { DispatchResult, GameEvent } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { createMiniGamePlugin, createThrowingPlugin } from './__fixtures__/plugins'
import { buildState } from './buildState'
import { createTestEngine } from './createTestEngine'
import { installState } from './installState'
import { withCards, withCurrentPlayer, withTurn, withVariables } from './stateEdits'
import { deckletMatchers, toBeDenied, toBeOk, toEqualState, toHaveEmitted } from './vitest'

/** p1 holds c1, c2, c3; p2 holds c4, c5, c6; the deck c7…c12 (c12 on top); p1 to move. */
function game() {
  const engine = createTestEngine({ plugins: [createMiniGamePlugin(), createThrowingPlugin()] })
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

const play = (playerId: string, cardId: string) => ({ type: 'PLAY', playerId, payload: { cardId } })

/** The message of the assertion error `fn` throws. */
function failure(fn: () => void): string {
  try {
    fn()
  } catch (e) {
    return (e as Error).message
  }
  throw new Error('expected the assertion to fail')
}

describe('toBeOk', () => {
  it('passes for an accepted action and fails with the deny code and reason', () => {
    const engine = game()
    expect(engine.dispatch(play('p1', 'c1'))).toBeOk()
    const denied = engine.dispatch(play('p1', 'c2'))
    expect(() => expect(denied).toBeOk()).toThrow(/denied.*NOT_YOUR_TURN/)
    expect(failure(() => expect(denied).toBeOk())).toBe('expected PLAY by p1 {"cardId":"c2"} to be ok, but it was denied with NOT_YOUR_TURN: not your turn')
  })

  it('fails with the error of a handler that threw', () => {
    const engine = game()
    installState(engine, buildState(engine.getState(), withTurn(4)))
    expect(failure(() => expect(engine.dispatch({ type: 'KNOCK', playerId: 'p1' })).toBeOk())).toBe(
      'expected KNOCK by p1 to be ok, but its handler threw (HANDLER_ERROR): knocking is broken on turn 4',
    )
  })

  it('works with .not, showing the events of an accepted action', () => {
    const engine = game()
    expect(engine.dispatch(play('p2', 'c4'))).not.toBeOk()
    expect(failure(() => expect(engine.dispatch(play('p1', 'c1'))).not.toBeOk())).toBe(
      [
        'expected PLAY by p1 {"cardId":"c1"} not to be ok, but it was accepted',
        '  events emitted:',
        '    1. CARD_PLAYED by p1 {"playerId":"p1","cardId":"c1"}',
        '    2. TURN_STARTED by p2 {"playerId":"p2","turn":2}',
      ].join('\n'),
    )
  })

  it('takes validate() results, and refuses what is not a result', () => {
    const engine = game()
    expect(engine.validate(play('p1', 'c1'))).toBeOk()
    expect(failure(() => expect(engine.validate(play('p1', 'c9'))).toBeOk())).toBe(
      'expected the action to be ok, but it was denied with CARD_NOT_IN_HAND: card c9 is not in your hand',
    )
    expect(() => expect({ state: 1 }).toBeOk()).toThrow('toBeOk expects a DispatchResult (or validate() result), got {"state":1}')
  })
})

describe('toBeDenied', () => {
  it('passes for a denial, with or without its code', () => {
    const engine = game()
    const result = engine.dispatch(play('p2', 'c4'))
    expect(result).toBeDenied()
    expect(result).toBeDenied('NOT_YOUR_TURN')
    expect(engine.validate({ type: 'DRAW', playerId: 'p2' })).toBeDenied('NOT_YOUR_TURN')
  })

  it('fails for an accepted action, listing the events it emitted', () => {
    const engine = game()
    expect(failure(() => expect(engine.dispatch({ type: 'DRAW', playerId: 'p1' })).toBeDenied('NOT_YOUR_TURN'))).toBe(
      [
        'expected DRAW by p1 to be denied with NOT_YOUR_TURN, but it was accepted',
        '  events emitted:',
        '    1. CARD_DRAWN by p1 {"playerId":"p1","cardId":"c12"}',
        '    2. TURN_STARTED by p2 {"playerId":"p2","turn":2}',
      ].join('\n'),
    )
  })

  it('fails for another code, showing the code and reason', () => {
    const engine = game()
    const result = engine.dispatch(play('p1', 'c9'))
    expect(() => expect(result).toBeDenied('NOT_YOUR_TURN')).toThrow(/denied with NOT_YOUR_TURN, but it was denied with CARD_NOT_IN_HAND: card c9 is not in your hand/)
  })

  it('does not count a handler error as a denial', () => {
    const engine = game()
    installState(engine, buildState(engine.getState(), withTurn(6)))
    const result = engine.dispatch({ type: 'KNOCK', playerId: 'p1' })
    expect(failure(() => expect(result).toBeDenied())).toBe('expected KNOCK by p1 to be denied, but its handler threw (HANDLER_ERROR): knocking is broken on turn 6')
  })

  it('works with .not', () => {
    const engine = game()
    const result = engine.dispatch(play('p1', 'c9'))
    expect(result).not.toBeDenied('NOT_YOUR_TURN')
    expect(engine.dispatch(play('p1', 'c1'))).not.toBeDenied()
    expect(failure(() => expect(result).not.toBeDenied('CARD_NOT_IN_HAND'))).toBe(
      'expected PLAY by p1 {"cardId":"c9"} not to be denied with CARD_NOT_IN_HAND, but it was denied with CARD_NOT_IN_HAND: card c9 is not in your hand',
    )
  })
})

describe('toHaveEmitted', () => {
  it('passes when an event of the type (and payload) was emitted', () => {
    const result = game().dispatch(play('p1', 'c1'))
    expect(result).toHaveEmitted('CARD_PLAYED')
    expect(result).toHaveEmitted('TURN_STARTED', { playerId: 'p2', turn: 2 })
    expect(result).toHaveEmitted('CARD_PLAYED', expect.objectContaining({ cardId: 'c1' }))
    expect(result).toHaveEmitted('CARD_PLAYED', { playerId: expect.any(String), cardId: 'c1' })
  })

  it('takes a list of events too', () => {
    const engine = game()
    const events: GameEvent[] = []
    engine.subscribeAll((e) => events.push(e))
    engine.dispatch(play('p1', 'c1'))
    engine.dispatch(play('p2', 'c4'))
    expect(events).toHaveEmitted('CARD_PLAYED', { playerId: 'p2', cardId: 'c4' })
    expect(failure(() => expect(events).toHaveEmitted('GAME_WON'))).toMatch(/^expected the events to emit GAME_WON, but it did not\n  events emitted:\n    1\. CARD_PLAYED/)
  })

  it('fails listing the events and the payload differences of events of that type', () => {
    const result = game().dispatch(play('p1', 'c1'))
    expect(failure(() => expect(result).toHaveEmitted('TURN_STARTED', { playerId: 'p1', turn: 2 }))).toBe(
      [
        'expected PLAY by p1 {"cardId":"c1"} to emit TURN_STARTED with payload {"playerId":"p1","turn":2}, but it did not',
        '  events emitted:',
        '    1. CARD_PLAYED by p1 {"playerId":"p1","cardId":"c1"}',
        '    2. TURN_STARTED by p2 {"playerId":"p2","turn":2}',
        '  TURN_STARTED #1 has another payload:',
        '    playerId: expected "p1", actual "p2"',
      ].join('\n'),
    )
  })

  it('says why a refused action emitted nothing', () => {
    const result = game().dispatch(play('p2', 'c4'))
    expect(failure(() => expect(result).toHaveEmitted('CARD_PLAYED'))).toBe(
      [
        'expected PLAY by p2 {"cardId":"c4"} to emit CARD_PLAYED, but it did not',
        '  (it was denied with NOT_YOUR_TURN: not your turn, so it emitted nothing)',
        '  events emitted: none',
      ].join('\n'),
    )
  })

  it('works with .not', () => {
    const result = game().dispatch(play('p1', 'c1'))
    expect(result).not.toHaveEmitted('GAME_WON')
    expect(result).not.toHaveEmitted('CARD_PLAYED', { playerId: 'p1', cardId: 'c2' })
    expect(failure(() => expect(result).not.toHaveEmitted('CARD_PLAYED'))).toMatch(
      /^expected PLAY by p1 \{"cardId":"c1"\} not to emit CARD_PLAYED, but it did: CARD_PLAYED by p1 \{"playerId":"p1","cardId":"c1"\}\n {2}events emitted:\n/,
    )
  })
})

describe('toEqualState', () => {
  it('passes for equal states (structurally), states of engines, and with ignorePaths', () => {
    const engine = game()
    const state = engine.getState()
    expect(JSON.parse(JSON.stringify(state))).toEqualState(state)
    expect(engine).toEqualState(engine.fork())
    const edited = buildState(state, withVariables({ score: 1 }), (s) => ({ ...s, version: s.version + 5 }))
    expect(edited).toEqualState(state, { ignorePaths: ['version', 'variables'] })
  })

  it('fails with a diff of the states', () => {
    const engine = game()
    const expected = buildState(engine.getState(), withCards('discard', ['c1']), withCurrentPlayer('p2'))
    engine.dispatch(play('p1', 'c2'))
    expect(failure(() => expect(engine.getState()).toEqualState(expected, { ignorePaths: ['version', 'turn'] }))).toBe(
      [
        'expected the state to equal the expected state (ignoring version, turn), but 2 paths differ:',
        '  zones.discard.cards[0]: expected "c1", actual "c2"',
        '  zones."hand-p1".cards[0]: expected "c2", actual "c1"',
      ].join('\n'),
    )
  })

  it('works with .not', () => {
    const engine = game()
    const before = engine.getState()
    engine.dispatch(play('p1', 'c1'))
    expect(engine).not.toEqualState(before)
    expect(failure(() => expect(engine).not.toEqualState(engine.getState()))).toBe('expected the states to differ, but they are equal')
  })

  it('refuses what is not a state', () => {
    expect(() => expect(3).toEqualState(game().getState())).toThrow('toEqualState expects the received value to be a GameState or an engine, got 3')
  })
})

describe('registration and types', () => {
  it('registers the matchers as asymmetric matchers too', () => {
    const engine = game()
    const results: DispatchResult[] = [engine.dispatch(play('p1', 'c1')), engine.dispatch(play('p1', 'c2'))]
    expect(results).toEqual([expect.toBeOk(), expect.toBeDenied('NOT_YOUR_TURN')])
    expect({ last: results[1] }).toEqual({ last: expect.not.toBeOk() })
    expect(results[0]).toEqual(expect.toHaveEmitted('CARD_PLAYED'))
  })

  it('exports the matcher functions, usable with any expect.extend or directly', () => {
    expect(deckletMatchers).toEqual({ toBeOk, toBeDenied, toHaveEmitted, toEqualState })
    const result = game().dispatch(play('p2', 'c4'))
    const outcome = toBeOk.call({ isNot: false }, result)
    expect(outcome.pass).toBe(false)
    expect(outcome.message()).toMatch(/NOT_YOUR_TURN/)
    expect(toBeDenied.call({ isNot: false }, result, 'NOT_YOUR_TURN').pass).toBe(true)
    // Without the framework's equality, payloads are compared as JSON.
    expect(toHaveEmitted.call({ isNot: false }, [{ id: 'e1', type: 'X', payload: { a: [1] }, timestamp: 0, stateVersion: 1 }], 'X', { a: [1] }).pass).toBe(true)
  })

  it('types the matchers on Assertion', () => {
    const result = game().dispatch(play('p2', 'c4'))
    expect(result).toBeDenied('NOT_YOUR_TURN')
    // @ts-expect-error a deny code is a string
    expect(() => expect(result).toBeDenied(42)).toThrow()
    // @ts-expect-error toHaveEmitted needs an event type
    expect(() => expect(result).toHaveEmitted()).toThrow()
    // @ts-expect-error toBeOk takes no argument
    expect(() => expect(result).toBeOk('p1')).toThrow(/NOT_YOUR_TURN/)
  })
})
