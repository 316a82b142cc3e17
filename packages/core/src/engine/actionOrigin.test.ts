import { describe, expect, it } from 'vitest'
import type { ActionHandler } from '../actions/types'
import type { GameEvent } from '../events/types'
import type { GamePlugin } from '../plugins/types'
import { deny, ok } from '../rules/verdicts'
import type { ActionOrigin } from '../rules/types'
import { stateUtils } from '../state/stateUtils'
import { GameEngine } from './gameEngine'

/*
 * Issue 20, "who may send an action": internal actions, the origin rules see, and chained actions that are
 * denied out loud.
 */

const PLAYERS = [
  { id: 'p1', name: 'P1' },
  { id: 'p2', name: 'P2' },
]

/**
 * `SCORE` (internal, enumerated for everyone: the engine must still never list it) adds a point; `PLAY`, a
 * player's move, chains a `SCORE`; `start()` chains one `SCORE` with `{ points: -1 }`, which the rule denies.
 */
function scoringGame(origins: ActionOrigin[]): GamePlugin {
  const score: ActionHandler<'SCORE', { points?: number }> = {
    type: 'SCORE',
    internal: true,
    enumerate: (_state, playerId) => [{ type: 'SCORE', playerId, payload: { points: 1 } }],
    execute: (action, ctx) => ({ state: stateUtils.setVariable(ctx.state, 'score', ((ctx.state.variables.score as number) ?? 0) + (action.payload.points ?? 1)) }),
  }
  const play: ActionHandler<'PLAY'> = {
    type: 'PLAY',
    enumerate: (_state, playerId) => [{ type: 'PLAY', playerId }],
    execute: (_action, ctx) => ({ state: ctx.state, events: [{ type: 'PLAYED' }] }),
  }
  return {
    id: 'scoring',
    name: 'Scoring',
    version: '1.0.0',
    actions: [score, play],
    rules: [
      {
        id: 'scoring.origin',
        name: 'Notes the origin; no negative points',
        appliesTo: ['SCORE', 'PLAY'],
        validate(c) {
          origins.push(c.origin)
          return ((c.action.payload as { points?: number }).points ?? 0) < 0 ? deny('no negative points', 'NEGATIVE') : ok()
        },
      },
    ],
    events: [
      { type: 'GAME_STARTED', handle: (_e, ctx) => void ctx.dispatch({ type: 'SCORE', payload: { points: -1 } }) },
      { type: 'PLAYED', handle: (_e, ctx) => void ctx.dispatch({ type: 'SCORE', playerId: 'p1', payload: { points: 2 } }) },
    ],
  }
}

function game(origins: ActionOrigin[] = [], events: GameEvent[] = []): GameEngine {
  const engine = new GameEngine({ seed: 1 }).use(scoringGame(origins))
  engine.createGame({ players: PLAYERS })
  engine.subscribeAll((e) => events.push(e))
  engine.start()
  return engine
}

describe('internal actions', () => {
  it('are denied at top level with INTERNAL_ACTION, changing nothing, and validate says so too', () => {
    const engine = game()
    const before = engine.getState()
    const result = engine.dispatch({ type: 'SCORE', playerId: 'p1', payload: { points: 5 } })
    expect(result).toMatchObject({ ok: false, denyCode: 'INTERNAL_ACTION', denyReason: "'SCORE' is an internal action: only plugins may dispatch it" })
    expect(engine.getState()).toBe(before)
    expect(engine.getHistory()).toHaveLength(0)
    expect(engine.validate({ type: 'SCORE', playerId: 'p1' })).toEqual({
      ok: false,
      denyCode: 'INTERNAL_ACTION',
      denyReason: "'SCORE' is an internal action: only plugins may dispatch it",
    })
  })

  it('are never legal actions, even when their handler enumerates them', () => {
    const engine = game()
    expect(engine.getLegalActions('p1').map((a) => a.type)).toEqual(['PLAY'])
    expect(engine.getActors()).toEqual(['p1', 'p2'])
  })

  it('run when a plugin chains them', () => {
    const engine = game()
    const result = engine.dispatch({ type: 'PLAY', playerId: 'p2' })
    expect(result.ok).toBe(true)
    expect(result.processedActions.map((p) => [p.action.type, p.ok])).toEqual([
      ['PLAY', true],
      ['SCORE', true],
    ])
    expect(engine.getState().variables.score).toBe(2)
  })
})

describe('RuleContext.origin', () => {
  it("tells a player's action from one a plugin chained, and from one dispatched during setup", () => {
    const origins: ActionOrigin[] = []
    const engine = game(origins)
    expect(origins).toEqual(['setup'])
    engine.dispatch({ type: 'PLAY', playerId: 'p1' })
    expect(origins).toEqual(['setup', 'top-level', 'chained'])
    // Dry runs ask as a player would.
    engine.validate({ type: 'PLAY', playerId: 'p1' })
    engine.getLegalActions('p2')
    expect(origins.slice(3)).toEqual(['top-level', 'top-level'])
  })
})

describe('a denied chained action is never silent', () => {
  it('is announced during start() with ACTION_DENIED, carrying the action, code and reason', () => {
    const events: GameEvent[] = []
    game([], events)
    const denied = events.filter((e) => e.type === 'ACTION_DENIED')
    expect(denied).toHaveLength(1)
    expect(denied[0]!.payload).toMatchObject({ action: { type: 'SCORE', payload: { points: -1 } }, denyCode: 'NEGATIVE', denyReason: 'no negative points' })
    expect(denied[0]!.visibleTo).toEqual([])
  })

  it('is in the processed actions of the tick, and told in full to unscoped listeners only', () => {
    const engine = new GameEngine({ seed: 1 }).use({
      ...scoringGame([]),
      events: [{ type: 'PLAYED', handle: (_e, ctx) => void ctx.dispatch({ type: 'SCORE', payload: { points: -3 } }) }],
    })
    engine.createGame({ players: PLAYERS }).start()
    const all: GameEvent[] = []
    const p1: GameEvent[] = []
    engine.subscribeAll((e) => all.push(e))
    engine.subscribeAll((e) => p1.push(e), { viewer: 'p1' })
    const result = engine.dispatch({ type: 'PLAY', playerId: 'p1' })
    expect(result.ok).toBe(true)
    expect(result.processedActions[1]).toMatchObject({ ok: false, denyCode: 'NEGATIVE', action: { type: 'SCORE' } })
    expect(all.map((e) => e.type)).toEqual(['PLAYED', 'ACTION_DENIED'])
    expect(all[1]!.payload).toMatchObject({ action: { type: 'SCORE', payload: { points: -3 } }, denyCode: 'NEGATIVE' })
    // A player learns that something was denied, not what: the action is the plugins' business.
    expect(p1.map((e) => e.type)).toEqual(['PLAYED', 'ACTION_DENIED'])
    expect(p1[1]).toMatchObject({ payload: null, redacted: true })
  })

  it('is not announced for a top-level action: its result says it all', () => {
    const events: GameEvent[] = []
    const engine = game([], events)
    events.length = 0
    expect(engine.dispatch({ type: 'PLAY', playerId: 'p1', payload: { points: -1 } }).denyCode).toBe('NEGATIVE')
    expect(events).toEqual([])
  })
})
