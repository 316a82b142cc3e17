import { describe, expect, it } from 'vitest'
import { defaultPluginId, isValidPackageName, resolveNames, ScaffoldError } from './index'

describe('resolveNames', () => {
  it('derives the id, display name, PascalCase and CONSTANT_CASE names from a plain or scoped package name', () => {
    expect(resolveNames({ packageName: 'my-game' })).toEqual({
      packageName: 'my-game',
      pluginId: 'my-game',
      displayName: 'My Game',
      pascalName: 'MyGame',
      constantName: 'MY_GAME',
    })
    expect(resolveNames({ packageName: '@acme/decklet-plugin-high-card' })).toMatchObject({ pluginId: 'high-card', pascalName: 'HighCard', constantName: 'HIGH_CARD' })
    expect(resolveNames({ packageName: 'plugin-crazy8' })).toMatchObject({ pluginId: 'crazy8', displayName: 'Crazy8', pascalName: 'Crazy8' })
  })

  it('takes an id and a display name as given', () => {
    expect(resolveNames({ packageName: '@acme/cards', pluginId: 'crazy-eights', displayName: 'Crazy Eights!' })).toMatchObject({
      packageName: '@acme/cards',
      pluginId: 'crazy-eights',
      displayName: 'Crazy Eights!',
      pascalName: 'CrazyEights',
    })
  })

  it('refuses a package name npm would refuse, an id that is not lowercase words, a display name with quotes', () => {
    for (const packageName of ['My-Game', 'my game', '.hidden', '_private', '@scope', '@/x', 'a/b', 'x'.repeat(215), '']) {
      expect(() => resolveNames({ packageName }), packageName).toThrow(ScaffoldError)
    }
    expect(() => resolveNames({ packageName: 'my-game', pluginId: 'My_Game' })).toThrow("'My_Game' is not a valid plugin id: use lowercase words of letters and digits joined by '-', starting with a letter (e.g. my-game); pass one with --id")
    for (const pluginId of ['1game', 'game-', '-game', 'a--b', 'é']) expect(() => resolveNames({ packageName: 'x', pluginId }), pluginId).toThrow(ScaffoldError)
    expect(() => resolveNames({ packageName: '123' })).toThrow(expect.objectContaining({ field: 'id' }))
    for (const displayName of ["Jo's", 'say "hi"', 'a\\b', 'two\nlines', ' padded', '']) {
      expect(() => resolveNames({ packageName: 'x', displayName }), displayName).toThrow(expect.objectContaining({ field: 'displayName' }))
    }
  })
})

describe('defaultPluginId and isValidPackageName', () => {
  it('strip the scope and a decklet-plugin- or plugin- prefix, and make other characters dashes', () => {
    expect(defaultPluginId('@acme/decklet-plugin-uno')).toBe('uno')
    expect(defaultPluginId('plugin-x')).toBe('x')
    expect(defaultPluginId('my_game.v2')).toBe('my-game-v2')
    expect(defaultPluginId('plugin-')).toBe('plugin')
  })

  it('accept plain and scoped lowercase names', () => {
    expect(['a', 'my-game', '@acme/my-game', 'x.y_z~1'].every(isValidPackageName)).toBe(true)
    expect(['A', '@acme/My', 'x y'].some(isValidPackageName)).toBe(false)
  })
})

describe('ids whose names the template uses already', () => {
  it('are refused: every name the template makes from the id differs from the names it has', async () => {
    const { readdir, readFile } = await import('node:fs/promises')
    const { join } = await import('node:path')
    const { defaultTemplateDirectory } = await import('./index')
    const texts: string[] = []
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) await walk(join(dir, entry.name))
        else if (entry.name.endsWith('.ts')) texts.push(await readFile(join(dir, entry.name), 'utf8'))
      }
    }
    await walk(defaultTemplateDirectory())
    const fixed = new Set<string>()
    const made = new Set<string>()
    for (const text of texts) for (const [word] of text.matchAll(/[A-Za-z_$][\w$]*/g)) (/__(?:PASCAL|CONSTANT)_NAME__/.test(word) ? made : fixed).add(word)
    // For each name made from the id (create__PASCAL_NAME__Plugin), the ids that would make a name the template has.
    const clashes = new Set<string>()
    for (const pattern of made) {
      const [token] = pattern.match(/__(?:PASCAL|CONSTANT)_NAME__/)!
      const parts = pattern.split(token)
      if (parts.length !== 2) continue
      const [before, after] = parts as [string, string]
      for (const name of fixed) {
        if (name.length <= before.length + after.length || !name.startsWith(before) || !name.endsWith(after)) continue
        const middle = name.slice(before.length, name.length - after.length)
        if (token === '__PASCAL_NAME__' ? /^[A-Z][a-z0-9]*(?:[A-Z][a-z0-9]*)*$/.test(middle) : /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/.test(middle)) {
          clashes.add(token === '__PASCAL_NAME__' ? middle.replace(/(?<=.)([A-Z])/g, '-$1').toLowerCase() : middle.toLowerCase().replace(/_/g, '-'))
        }
      }
    }
    expect([...clashes].sort()).toEqual(['decklet', 'game'])
    for (const pluginId of clashes) expect(() => resolveNames({ packageName: 'x', pluginId }), pluginId).toThrow(expect.objectContaining({ field: 'id' }))
    expect(() => resolveNames({ packageName: 'game' })).toThrow("the plugin id 'game' would name exports like core's (GamePlugin, GameState…): choose another with --id, e.g. my-game")
  })
})
