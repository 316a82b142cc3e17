import { describe, it, expect } from 'vitest'
import { GameEngine } from '../engine/gameEngine'
import { InvalidPluginError } from '../errors/errors'
import { ok } from '../rules/verdicts'
import { PluginManager } from './pluginManager'
import type { GamePlugin } from './types'

function base(extra: Record<string, unknown>): GamePlugin {
  return { id: 'p', name: 'P', version: '1.0.0', ...extra } as GamePlugin
}

function rejection(plugin: GamePlugin): unknown {
  try {
    new PluginManager().use(plugin)
  } catch (e) {
    return e
  }
  return undefined
}

describe('PluginManager.use refuses malformed rules, actions, events and setup with InvalidPluginError', () => {
  it.each([
    ['rules not a list', { rules: {} }, "Plugin 'p': rules must be a list"],
    ['a rule whose appliesTo is a string', { rules: [{ id: 'r', name: 'R', appliesTo: 'PLAY_CARD', validate: () => ok() }] }, "Plugin 'p': rules[0] needs a string id, an appliesTo list and a validate function"],
    ['a rule without validate', { rules: [{ id: 'r', name: 'R', appliesTo: ['*'], validate: () => ok() }, { id: 'r2', appliesTo: ['*'] }] }, "Plugin 'p': rules[1] needs a string id, an appliesTo list and a validate function"],
    ['a null action handler', { actions: [null] }, "Plugin 'p': actions[0] needs a string type and an execute function"],
    ['an action handler with an empty type', { actions: [{ type: '', execute: () => ({}) }] }, "Plugin 'p': actions[0] needs a string type and an execute function"],
    ['an event handler without handle', { events: [{ type: 'X' }] }, "Plugin 'p': events[0] needs a string type and a handle function"],
    ['a setup that is not a function', { setup: 'init' }, "Plugin 'p': setup must be a function"],
    ['an actors hook that is not a function', { actors: ['p1'] }, "Plugin 'p': actors must be a function"],
    ['a cache that is not an EngineCache', { cache: {} }, "Plugin 'p': cache must be an EngineCache (new EngineCache())"],
    ['a modifier kind without a kind', { modifiers: [{ before: () => {} }] }, "Plugin 'p': modifiers[0] needs a non-empty string kind, a finite priority when set, and before/after functions when set"],
    ['a modifier kind whose after is no function', { modifiers: [{ kind: 'k' }, { kind: 'j', after: 'x' }] }, "Plugin 'p': modifiers[1] needs a non-empty string kind, a finite priority when set, and before/after functions when set"],
    ['modifiers not a list', { modifiers: { kind: 'k' } }, "Plugin 'p': modifiers must be a list"],
    ['a pending hook that is not a function', { pending: { action: { type: 'X' } } }, "Plugin 'p': pending must be a function"],
  ])('%s', (_label, extra, message) => {
    const error = rejection(base(extra))
    expect(error).toBeInstanceOf(InvalidPluginError)
    expect((error as InvalidPluginError).message).toBe(message)
    expect((error as InvalidPluginError).code).toBe('INVALID_PLUGIN')
  })

  it('accepts a well-formed plugin, wildcard event handlers included', () => {
    const plugin = base({
      rules: [{ id: 'r', name: 'R', appliesTo: ['*'], validate: () => ok() }],
      actions: [{ type: 'A', execute: (_a: unknown, ctx: { state: unknown }) => ({ state: ctx.state }) }],
      events: [{ type: '*', handle: () => {} }],
      setup: () => {},
    })
    expect(new PluginManager().use(plugin).size).toBe(1)
  })

  it('engine.use refuses it before any game exists', () => {
    const engine = new GameEngine()
    expect(() => engine.use(base({ rules: [{ id: 'r', name: 'R', appliesTo: 'PLAY', validate: () => ok() }] }))).toThrow(InvalidPluginError)
    expect(engine.getPlugins()).toEqual([])
  })
})
