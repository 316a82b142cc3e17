import { describe, it, expect } from 'vitest'
import { PluginManager } from './pluginManager'
import { DuplicatePluginError, InvalidPluginError, NotFoundError } from '../errors/errors'
import { DeckletError } from '../errors/deckletError'
import type { GamePlugin } from './types'

const plugin = (id: string, version = '1.0.0'): GamePlugin => ({ id, name: `Plugin ${id}`, version })

function thrown(fn: () => unknown): unknown {
  try {
    fn()
  } catch (e) {
    return e
  }
  throw new Error('expected a throw')
}

describe('PluginManager', () => {
  it('starts empty', () => {
    const pm = new PluginManager()
    expect(pm.size).toBe(0)
    expect(pm.getAll()).toEqual([])
  })

  it('use registers a plugin and returns this for chaining', () => {
    const pm = new PluginManager()
    const a = plugin('a')
    const b = plugin('b')
    expect(pm.use(a).use(b)).toBe(pm)
    expect(pm.size).toBe(2)
    expect(pm.has('a')).toBe(true)
    expect(pm.get('a')).toBe(a)
    expect(pm.get('b')).toBe(b)
  })

  it('getAll returns the plugins in insertion order', () => {
    const pm = new PluginManager()
    const list = [plugin('z'), plugin('a'), plugin('m')]
    for (const p of list) pm.use(p)
    expect(pm.getAll()).toEqual(list)
    expect(pm.getAll().map((p) => p.id)).toEqual(['z', 'a', 'm'])
  })

  it("adopt takes another manager's plugins, in its order, the very objects (a fork's engine shares its parent's)", () => {
    const a = plugin('a')
    const b = plugin('b')
    const parent = new PluginManager().use(a).use(b)
    const child = new PluginManager().adopt(parent)
    expect(child.getAll()).toEqual([a, b])
    expect(child.get('b')).toBe(b)
    // The two registries stay apart.
    child.remove('a')
    expect(parent.has('a')).toBe(true)
    expect(thrown(() => new PluginManager().use(plugin('b')).adopt(parent))).toBeInstanceOf(DuplicatePluginError)
  })

  it('getAll returns a shallow copy: changing it does not change the registry', () => {
    const pm = new PluginManager()
    const a = plugin('a')
    pm.use(a).use(plugin('b'))
    const all = pm.getAll()
    all.pop()
    all.push(plugin('x'))
    expect(pm.getAll().map((p) => p.id)).toEqual(['a', 'b'])
    expect(pm.getAll()).not.toBe(pm.getAll())
    // shallow: the plugin objects themselves are the registered ones
    expect(pm.getAll()[0]).toBe(a)
  })

  it('throws DuplicatePluginError for an id already registered, keeping the first', () => {
    const pm = new PluginManager()
    const first = plugin('a')
    pm.use(first)
    const err = thrown(() => pm.use(plugin('a', '2.0.0')))
    expect(err).toBeInstanceOf(DuplicatePluginError)
    expect(err).toBeInstanceOf(DeckletError)
    expect((err as DuplicatePluginError).pluginId).toBe('a')
    expect((err as DuplicatePluginError).code).toBe('DUPLICATE_PLUGIN')
    expect((err as Error).message).toBe("Plugin 'a' is already registered")
    expect(pm.get('a')).toBe(first)
    expect(pm.size).toBe(1)
  })

  it.each([
    ['id', { name: 'N', version: '1.0.0' }, "Plugin is missing required field 'id'"],
    ['name', { id: 'p', version: '1.0.0' }, "Plugin 'p' is missing required field 'name'"],
    ['version', { id: 'p', name: 'N' }, "Plugin 'p' is missing required field 'version'"],
    ['empty id', { id: '', name: 'N', version: '1.0.0' }, "Plugin '' is missing required field 'id'"],
    ['empty name', { id: 'p', name: '', version: '1.0.0' }, "Plugin 'p' is missing required field 'name'"],
    ['non-string version', { id: 'p', name: 'N', version: 1 }, "Plugin 'p' is missing required field 'version'"],
  ])('throws for a missing %s', (_label, value, message) => {
    const pm = new PluginManager()
    const err = thrown(() => pm.use(value as unknown as GamePlugin))
    expect(err).toBeInstanceOf(InvalidPluginError)
    expect(err).toBeInstanceOf(Error)
    expect((err as InvalidPluginError).code).toBe('INVALID_PLUGIN')
    expect((err as Error).message).toBe(message)
    expect(pm.size).toBe(0)
  })

  it.each(['1.0', 'v1.x', 'latest', '1.0.0.0', '01.0.0'])('throws for the non-semver version %s', (version) => {
    const pm = new PluginManager()
    const err = thrown(() => pm.use(plugin('p', version)))
    expect(err).toBeInstanceOf(InvalidPluginError)
    expect((err as Error).message).toBe(`Plugin 'p' has version '${version}', which is not a semantic version`)
    expect(pm.has('p')).toBe(false)
  })

  it('accepts prerelease and build semver versions', () => {
    const pm = new PluginManager()
    expect(() => pm.use(plugin('a', '1.0.0-beta.1')).use(plugin('b', '2.3.4+build.5'))).not.toThrow()
    expect(pm.size).toBe(2)
  })

  it('throws for a value that is not an object', () => {
    const pm = new PluginManager()
    expect(() => pm.use(null as unknown as GamePlugin)).toThrow(new InvalidPluginError('A plugin must be an object'))
    expect(() => pm.use('x' as unknown as GamePlugin)).toThrow('A plugin must be an object')
  })

  it('remove removes by id and returns whether it was registered', () => {
    const pm = new PluginManager()
    pm.use(plugin('a')).use(plugin('b')).use(plugin('c'))
    expect(pm.remove('b')).toBe(true)
    expect(pm.remove('b')).toBe(false)
    expect(pm.remove('nope')).toBe(false)
    expect(pm.has('b')).toBe(false)
    expect(pm.get('b')).toBeUndefined()
    expect(pm.size).toBe(2)
    expect(pm.getAll().map((p) => p.id)).toEqual(['a', 'c'])
  })

  it('a removed id can be registered again, at the end of the order', () => {
    const pm = new PluginManager()
    pm.use(plugin('a')).use(plugin('b'))
    pm.remove('a')
    pm.use(plugin('a', '2.0.0'))
    expect(pm.getAll().map((p) => `${p.id}@${p.version}`)).toEqual(['b@1.0.0', 'a@2.0.0'])
  })

  it('get returns undefined and has false for an unknown id', () => {
    const pm = new PluginManager()
    expect(pm.get('nope')).toBeUndefined()
    expect(pm.has('nope')).toBe(false)
  })

  it('getOrThrow returns the plugin, or throws NotFoundError naming the id', () => {
    const pm = new PluginManager()
    const a = plugin('a')
    pm.use(a)
    expect(pm.getOrThrow('a')).toBe(a)
    const err = thrown(() => pm.getOrThrow('missing'))
    expect(err).toBeInstanceOf(NotFoundError)
    expect((err as NotFoundError).kind).toBe('plugin')
    expect((err as NotFoundError).id).toBe('missing')
    expect((err as Error).message).toBe("Plugin 'missing' not found")
  })

  it('clear removes every plugin', () => {
    const pm = new PluginManager()
    pm.use(plugin('a')).use(plugin('b'))
    pm.clear()
    expect(pm.size).toBe(0)
    expect(pm.getAll()).toEqual([])
    expect(pm.has('a')).toBe(false)
    expect(() => pm.use(plugin('a'))).not.toThrow()
  })

  it('does not call setup (the engine does)', () => {
    const pm = new PluginManager()
    let called = false
    pm.use({ ...plugin('a'), setup: () => void (called = true) })
    pm.getAll()
    pm.get('a')
    expect(called).toBe(false)
  })

  it('size is a read-only getter', () => {
    const pm = new PluginManager()
    pm.use(plugin('a'))
    expect(Object.getOwnPropertyDescriptor(PluginManager.prototype, 'size')!.get).toBeTypeOf('function')
    expect(pm.size).toBe(1)
  })
})
