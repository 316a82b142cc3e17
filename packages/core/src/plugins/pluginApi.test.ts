import { describe, expect, expectTypeOf, it } from 'vitest'
import { GameEngine } from '../engine/gameEngine'
import type { GameContext } from '../engine/gameContext'
import { NotFoundError } from '../errors/errors'
import type { GamePlugin } from './types'

interface CounterApi {
  double(n: number): number
}

declare module './pluginApis' {
  interface PluginApis {
    'test-counter-api': CounterApi
  }
}

const api: CounterApi = { double: (n) => n * 2 }
const ApiPlugin: GamePlugin = { id: 'test-counter-api', name: 'API', version: '1.0.0', api }

describe('plugin APIs', () => {
  it('reaches another plugin’s api from the context, typed through PluginApis', () => {
    let seen: number | undefined
    const User: GamePlugin = {
      id: 'user',
      name: 'User',
      version: '1.0.0',
      setup(ctx: GameContext) {
        const counter = ctx.plugin('test-counter-api')
        expectTypeOf(counter).toEqualTypeOf<CounterApi>()
        seen = counter.double(21)
      },
    }
    new GameEngine({ seed: 1 }).use(ApiPlugin).use(User).createGame({ players: [{ id: 'p1', name: 'A' }] })
    expect(seen).toBe(42)
  })

  it('is offered by the engine to UIs and bots', () => {
    const engine = new GameEngine({ seed: 1 }).use(ApiPlugin)
    expect(engine.getPluginApi('test-counter-api')).toBe(api)
  })

  it('throws NotFoundError for a plugin that is missing or has no api', () => {
    const engine = new GameEngine({ seed: 1 }).use({ id: 'plain', name: 'Plain', version: '1.0.0' })
    expect(() => engine.getPluginApi('plain')).toThrow(NotFoundError)
    expect(() => engine.getPluginApi('nope')).toThrow("Plugin 'nope' not found")
  })
})

describe('default actions', () => {
  const Defaults: GamePlugin = {
    id: 'defaults',
    name: 'Defaults',
    version: '1.0.0',
    rules: [
      {
        id: 'only-p1-passes',
        name: 'Only p1 may pass',
        appliesTo: ['PASS'],
        validate: ({ action }) => (action.playerId === 'p1' ? { allowed: true } : { allowed: false, reason: 'no', code: 'NO' }),
      },
    ],
    actions: [{ type: 'PASS', execute: (_a, ctx) => ({ state: ctx.state }) }],
    defaultAction: (_state, playerId) => ({ type: 'PASS', playerId }),
  }

  it('is the first plugin answer that the rules allow, as an ordinary action', () => {
    const engine = new GameEngine({ seed: 1 }).use({ id: 'silent', name: 'Silent', version: '1.0.0', defaultAction: () => null }).use(Defaults)
    engine.createGame({ players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }] }).start()
    const action = engine.getDefaultAction('p1')
    expect(action).toMatchObject({ type: 'PASS', playerId: 'p1' })
    expect(engine.dispatch(action!).ok).toBe(true)
    expect(engine.getHistory()).toHaveLength(1)
  })

  it('is null when no plugin answers or the rules refuse every answer', () => {
    const engine = new GameEngine({ seed: 1 }).use(Defaults)
    engine.createGame({ players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }] }).start()
    expect(engine.getDefaultAction('p2')).toBeNull()
  })
})
