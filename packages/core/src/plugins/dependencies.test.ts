import { describe, it, expect } from 'vitest'
import { assertDependencies } from './dependencies'
import { InvalidPluginError, PluginDependencyError } from '../errors/errors'
import type { GamePlugin } from './types'

const plugin = (id: string, version: string, dependencies?: Record<string, string>): GamePlugin =>
  dependencies ? { id, name: id, version, dependencies } : { id, name: id, version }

function depError(fn: () => unknown): PluginDependencyError {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(PluginDependencyError)
    return e as PluginDependencyError
  }
  throw new Error('expected a PluginDependencyError')
}

describe('assertDependencies', () => {
  it('passes when there are no dependencies', () => {
    expect(() => assertDependencies([])).not.toThrow()
    expect(() => assertDependencies([plugin('a', '1.0.0'), plugin('b', '2.0.0', {})])).not.toThrow()
  })

  it('passes when every dependency is registered in range, before the plugin that needs it', () => {
    expect(() =>
      assertDependencies([
        plugin('turn', '1.4.2'),
        plugin('draw', '1.2.0'),
        plugin('uno', '1.0.0', { turn: '^1.0.0', draw: '>=1.2.0 <2.0.0' }),
      ]),
    ).not.toThrow()
  })

  it('refuses a dependency registered after the plugin that needs it, with code PLUGIN_ORDER', () => {
    const err = depError(() => assertDependencies([plugin('turn', '1.4.2'), plugin('uno', '1.0.0', { turn: '^1.0.0', draw: '^1.0.0' }), plugin('draw', '1.2.0')]))
    expect(err.code).toBe('PLUGIN_ORDER')
    expect(err.reason).toBe('order')
    expect([err.pluginId, err.dependencyId, err.foundVersion]).toEqual(['uno', 'draw', '1.2.0'])
    expect(err.message).toBe("Plugin 'uno' depends on plugin 'draw', which is registered after it: use('draw') before use('uno')")
  })

  it('names plugin, dependency and range, and says "not registered" when the dependency is missing', () => {
    const err = depError(() => assertDependencies([plugin('uno', '1.0.0', { turn: '^1.0.0' })]))
    expect(err.message).toBe("Plugin 'uno' requires plugin 'turn' ^1.0.0, but it is not registered")
    expect(err.pluginId).toBe('uno')
    expect(err.dependencyId).toBe('turn')
    expect(err.wantedRange).toBe('^1.0.0')
    expect(err.foundVersion).toBeNull()
    expect(err.code).toBe('PLUGIN_DEPENDENCY')
    expect(err.name).toBe('PluginDependencyError')
  })

  it('names plugin, dependency, range and the version found when it is out of range', () => {
    const err = depError(() => assertDependencies([plugin('turn', '2.1.0'), plugin('uno', '1.0.0', { turn: '^1.0.0' })]))
    expect(err.message).toBe("Plugin 'uno' requires plugin 'turn' ^1.0.0, but version 2.1.0 is registered")
    expect(err.pluginId).toBe('uno')
    expect(err.dependencyId).toBe('turn')
    expect(err.wantedRange).toBe('^1.0.0')
    expect(err.foundVersion).toBe('2.1.0')
  })

  it('checks lower bounds too', () => {
    const err = depError(() => assertDependencies([plugin('draw', '1.1.9'), plugin('x', '1.0.0', { draw: '>=1.2.0' })]))
    expect(err.message).toBe("Plugin 'x' requires plugin 'draw' >=1.2.0, but version 1.1.9 is registered")
  })

  it('accepts a prerelease of the dependency inside the range', () => {
    expect(() => assertDependencies([plugin('turn', '1.5.0-beta.1'), plugin('uno', '1.0.0', { turn: '^1.0.0' })])).not.toThrow()
  })

  it('reports the first unmet dependency in plugin order', () => {
    const err = depError(() =>
      assertDependencies([plugin('a', '1.0.0', { missing1: '*' }), plugin('b', '1.0.0', { missing2: '*' })]),
    )
    expect(err.pluginId).toBe('a')
    expect(err.dependencyId).toBe('missing1')
  })

  it('throws InvalidPluginError for a range that is not a semver range', () => {
    expect(() => assertDependencies([plugin('turn', '1.0.0'), plugin('uno', '1.0.0', { turn: 'not a range!' })])).toThrow(
      new InvalidPluginError("Plugin 'uno' declares an invalid range 'not a range!' for dependency 'turn'"),
    )
  })
})
