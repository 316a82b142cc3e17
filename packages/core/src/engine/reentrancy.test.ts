import { describe, it, expect } from 'vitest'
import type { ActionContext, ActionHandler } from '../actions/types'
import { EngineDestroyedError, GameLifecycleError } from '../errors/errors'
import type { GameEvent } from '../events/types'
import type { GamePlugin } from '../plugins/types'
import type { Rule } from '../rules/types'
import { ok } from '../rules/verdicts'
import { stateUtils } from '../state/stateUtils'
import type { GameContext } from './gameContext'
import { GameEngine } from './gameEngine'
import {
  COUNTER_INCREMENTED,
  COUNTER_VARIABLE,
  INCREMENT,
  TWO_PLAYERS,
  createCounterPlugin,
  createProbe,
  newGame,
  numberVariable,
  thrownBy,
} from './__fixtures__/testPlugins'

/*
 * Calls that come back into the engine while it is busy: from a rule, an event
 * handler or a subscriber, through a closure over the engine.
 */

function plugin(id: string, extra: Partial<GamePlugin>): GamePlugin {
  return { id, name: id, version: '1.0.0', ...extra }
}

function expectTickRunning(error: Error, what: string): void {
  expect(error).toBeInstanceOf(GameLifecycleError)
  expect(error.message).toBe(`Cannot ${what} while a tick is running`)
  expect((error as GameLifecycleError).code).toBe('INVALID_LIFECYCLE')
}

describe('lifecycle calls from inside a tick are refused', () => {
  it('start() from a GAME_CREATED handler throws, and the game is created in status waiting', () => {
    const box: { engine?: GameEngine; error?: Error } = {}
    const engine = new GameEngine({ seed: 1 })
    box.engine = engine
    engine.use(plugin('starter', { events: [{ type: 'GAME_CREATED', handle: () => void (box.error = thrownBy(() => box.engine!.start())) }] }))
    engine.createGame({ players: TWO_PLAYERS })
    expectTickRunning(box.error!, 'start the game')
    expect(engine.getState().status).toBe('waiting')
    expect(engine.getInitialState().status).toBe('waiting')
    expect(engine.getInitialState().version).toBe(engine.getState().version)
    engine.start()
    expect(engine.getState().status).toBe('playing')
  })

  it('start() from an event handler during a dispatch throws, and the tick commits without it', () => {
    const probe = createProbe()
    const engine = newGame([createCounterPlugin(), probe.plugin], { start: false })
    const { value: error, result } = probe.run(engine, () => thrownBy(() => engine.start()))
    expectTickRunning(error, 'start the game')
    expect(result.ok).toBe(true)
    expect(engine.getState().status).toBe('waiting')
    expect(engine.getHistory().map((r) => r.action.type)).toEqual(['PROBE'])
  })

  it('createGame() from a plugin setup throws instead of recursing', () => {
    const box: { engine?: GameEngine; error?: Error; calls: number } = { calls: 0 }
    const engine = new GameEngine({ seed: 1 })
    box.engine = engine
    engine.use(
      plugin('nester', {
        setup: () => {
          box.calls++
          box.error = thrownBy(() => box.engine!.createGame({ players: TWO_PLAYERS }))
        },
      }),
    )
    engine.createGame({ players: TWO_PLAYERS })
    expect(box.calls).toBe(1)
    expectTickRunning(box.error!, 'create a game')
    expect(Object.keys(engine.getState().players)).toEqual(['p1', 'p2'])
  })

  it('use() from a plugin setup throws, so no plugin is recorded without being wired', () => {
    const box: { engine?: GameEngine; error?: Error } = {}
    const engine = new GameEngine({ seed: 1 })
    box.engine = engine
    engine.use(plugin('adder', { setup: () => void (box.error = thrownBy(() => box.engine!.use(plugin('late', {})))) }))
    engine.createGame({ players: TWO_PLAYERS })
    expect(box.error).toBeInstanceOf(GameLifecycleError)
    expect(box.error!.message).toBe('Plugins must be registered before createGame()')
    expect(engine.getPlugins().map((p) => p.id)).toEqual(['adder'])
    expect(engine.exportRecord().plugins).toEqual([{ id: 'adder', version: '1.0.0', config: null }])
  })

  it('destroy() from an event handler throws a GameLifecycleError; the tick completes and the engine stays usable', () => {
    const probe = createProbe()
    const engine = newGame([createCounterPlugin(), probe.plugin])
    const { value: error, result } = probe.run(engine, () => thrownBy(() => engine.destroy()))
    expectTickRunning(error, 'destroy the engine')
    expect(result.ok).toBe(true)
    expect(engine.isDestroyed).toBe(false)
    expect(engine.dispatch({ type: INCREMENT }).ok).toBe(true)
    expect(numberVariable(engine.getState(), COUNTER_VARIABLE)).toBe(1)
  })

  it('destroy() from a subscriber (after the commit) is allowed', () => {
    const engine = newGame([createCounterPlugin()])
    engine.subscribe(COUNTER_INCREMENTED, () => engine.destroy())
    const result = engine.dispatch({ type: INCREMENT })
    expect(result.ok).toBe(true)
    expect(result.events.map((e) => e.type)).toEqual([COUNTER_INCREMENTED])
    expect(engine.isDestroyed).toBe(true)
  })

  it('restoreSnapshot() from a rule run by validate() throws and changes nothing', () => {
    const box: { engine?: GameEngine; error?: Error } = {}
    const rule: Rule = {
      id: 'restorer',
      name: 'restorer',
      appliesTo: [INCREMENT],
      validate: () => {
        box.error = thrownBy(() => box.engine!.restoreSnapshot(box.engine!.createSnapshot()))
        return ok()
      },
    }
    const engine = newGame([createCounterPlugin(), plugin('r', { rules: [rule] })])
    box.engine = engine
    const before = engine.getState()
    expect(engine.validate({ type: INCREMENT })).toEqual({ ok: true })
    expectTickRunning(box.error!, 'restore a snapshot')
    expect(engine.getState()).toBe(before)
  })
})

describe('a rule that calls engine.validate() or getLegalActions()', () => {
  function setup() {
    const seen: string[] = []
    const box: { engine?: GameEngine } = {}
    const outer: Rule = {
      id: 'asks-engine',
      name: 'asks the engine',
      appliesTo: ['PASS'],
      validate: (c) => {
        box.engine!.validate({ type: 'PLAY', playerId: c.action.playerId })
        box.engine!.getLegalActions(c.action.playerId!)
        return ok()
      },
    }
    const after: Rule = {
      id: 'reads-context',
      name: 'reads its context',
      appliesTo: ['PASS'],
      validate: (c) => {
        seen.push(`${c.action.type}:${c.action.playerId}`)
        seen.push(thrownBy(() => c.game.setVariable('hacked', true)).message)
        return ok()
      },
    }
    const play: ActionHandler = { type: 'PLAY', execute: (_a: unknown, ctx: ActionContext) => ({ state: ctx.state }), enumerate: () => [{ type: 'PLAY', playerId: 'p2' }] }
    const pass: ActionHandler = { type: 'PASS', execute: (_a: unknown, ctx: ActionContext) => ({ state: stateUtils.setVariable(ctx.state, 'passed', true) }) }
    const engine = newGame([plugin('cards', { rules: [outer, after], actions: [play, pass] })])
    box.engine = engine
    return { engine, seen }
  }

  it('leaves the outer rules their own action', () => {
    const { engine, seen } = setup()
    expect(engine.dispatch({ type: 'PASS', playerId: 'p1' }).ok).toBe(true)
    expect(seen[0]).toBe('PASS:p1')
  })

  it('leaves the outer rules read-only', () => {
    const { engine, seen } = setup()
    engine.dispatch({ type: 'PASS', playerId: 'p1' })
    expect(seen[1]).toBe('Rules must not change state')
    expect(engine.getState().variables.hacked).toBeUndefined()
    expect(engine.getState().variables.passed).toBe(true)
  })
})

describe('dry runs change nothing, random position included', () => {
  function randomRule(): Rule {
    return { id: 'coin', name: 'coin', appliesTo: ['*'], validate: (c) => (c.game.random.next(), ok()) }
  }
  function engineWithRandomRule(): GameEngine {
    const enumerating: ActionHandler = {
      type: 'FLIP',
      execute: (_a: unknown, ctx: ActionContext) => ({ state: ctx.state }),
      enumerate: () => [{ type: 'FLIP' }, { type: 'FLIP', payload: { twice: true } }],
    }
    return newGame([createCounterPlugin(), plugin('coin', { rules: [randomRule()], actions: [enumerating] })])
  }

  it('validate() restores the random position a rule drew from', () => {
    const engine = engineWithRandomRule()
    const before = engine.createSnapshot().random
    expect(engine.validate({ type: INCREMENT })).toEqual({ ok: true })
    expect(engine.createSnapshot().random).toEqual(before)
  })

  it('getLegalActions() restores the random position a rule drew from', () => {
    const engine = engineWithRandomRule()
    const before = engine.createSnapshot().random
    expect(engine.getLegalActions('p1')).toHaveLength(2)
    expect(engine.createSnapshot().random).toEqual(before)
  })

  it('a game with dry runs between its moves replays to the same state', () => {
    const a = engineWithRandomRule()
    const b = engineWithRandomRule()
    for (let i = 0; i < 3; i++) {
      a.validate({ type: INCREMENT })
      a.getLegalActions('p1')
      a.dispatch({ type: INCREMENT })
      b.dispatch({ type: INCREMENT })
    }
    expect(a.createSnapshot().random).toEqual(b.createSnapshot().random)
  })
})

describe('getLegalActions', () => {
  it('leaves out a candidate whose type has no action handler, as dispatch would deny it', () => {
    const play: ActionHandler = {
      type: 'PLAY',
      execute: (_a: unknown, ctx: ActionContext) => ({ state: ctx.state }),
      enumerate: () => [{ type: 'PLAY', playerId: 'p1' }, { type: 'NOBODY_HANDLES_THIS', playerId: 'p1' }],
    }
    const engine = newGame([plugin('cards', { actions: [play] })])
    expect(engine.getLegalActions('p1')).toEqual([{ id: '', type: 'PLAY', payload: {}, playerId: 'p1' }])
    expect(engine.dispatch({ type: 'NOBODY_HANDLES_THIS', playerId: 'p1' }).denyCode).toBe('UNKNOWN_ACTION_TYPE')
  })
})

describe('a subscriber that dispatches', () => {
  const TWO_EVENTS = plugin('two', {
    actions: [
      { type: 'TWO', execute: (_a, ctx) => ({ state: ctx.state, events: [{ type: 'A' }, { type: 'B' }] }) },
      { type: 'ONE', execute: (_a, ctx) => ({ state: stateUtils.setVariable(ctx.state, 'one', true), events: [{ type: 'C' }] }) },
    ],
  })

  it('every subscriber gets events in commit order: the nested tick’s after the outer tick’s', () => {
    const engine = newGame([TWO_EVENTS])
    const first: string[] = []
    const second: string[] = []
    engine.subscribeAll((e) => {
      first.push(e.type)
      if (e.type === 'A') engine.dispatch({ type: 'ONE' })
    })
    engine.subscribeAll((e) => void second.push(e.type))
    const result = engine.dispatch({ type: 'TWO' })
    expect(result.events.map((e) => e.type)).toEqual(['A', 'B'])
    expect(first).toEqual(['A', 'B', 'C'])
    expect(second).toEqual(['A', 'B', 'C'])
  })

  it('gets the full result of its own dispatch at once, and the state it made', () => {
    const engine = newGame([TWO_EVENTS])
    const results: { ok: boolean; events: string[]; one: unknown }[] = []
    engine.subscribe('A', () => {
      const r = engine.dispatch({ type: 'ONE' })
      results.push({ ok: r.ok, events: r.events.map((e: GameEvent) => e.type), one: engine.getState().variables.one })
    })
    engine.dispatch({ type: 'TWO' })
    expect(results).toEqual([{ ok: true, events: ['C'], one: true }])
    expect(engine.getHistory().map((r) => r.action.type)).toEqual(['TWO', 'ONE'])
  })
})

describe('a GameContext kept by a plugin after destroy()', () => {
  it.each([
    ['state', (ctx: GameContext) => ctx.state],
    ['random', (ctx: GameContext) => ctx.random],
    ['getVariable', (ctx: GameContext) => ctx.getVariable(COUNTER_VARIABLE)],
    ['getPlayer', (ctx: GameContext) => ctx.getPlayer('p1')],
    ['setVariable', (ctx: GameContext) => ctx.setVariable('x', 1)],
    ['emit', (ctx: GameContext) => ctx.emit({ type: 'LATE' })],
    ['addStateCheck', (ctx: GameContext) => ctx.addStateCheck('late', () => [])],
    ['removeStateCheck', (ctx: GameContext) => ctx.removeStateCheck('late')],
  ])('%s throws EngineDestroyedError', (_name, call) => {
    const kept: { ctx?: GameContext } = {}
    const engine = newGame([createCounterPlugin(), plugin('keeper', { setup: (ctx) => void (kept.ctx = ctx) })])
    engine.destroy()
    expect(() => call(kept.ctx!)).toThrow(EngineDestroyedError)
  })
})
