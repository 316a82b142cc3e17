import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultTemplateDirectory, placeholders, resolveNames, scaffold, ScaffoldError, TEMPLATE_VERSIONS } from './index'
import { useTempDirs } from './__fixtures__/tempDir'

const tempDir = useTempDirs()
const read = (dir: string, file: string) => readFile(join(dir, file), 'utf8')

/** Every file of the package, the way the template lists them. */
const FILES = [
  '.gitignore',
  'README.md',
  'package.json',
  'src/__fixtures__/positions.ts',
  'src/actions.ts',
  'src/defaultAction.ts',
  'src/denyCodes.ts',
  'src/events.ts',
  'src/fuzz.test.ts',
  'src/handlers.ts',
  'src/index.ts',
  'src/legalActions.ts',
  'src/options.ts',
  'src/plugin.test.ts',
  'src/plugin.ts',
  'src/readmeExample.test.ts',
  'src/replay.test.ts',
  'src/rules.test.ts',
  'src/rules.ts',
  'src/scenario.test.ts',
  'src/state.ts',
  'src/stateCheck.ts',
  'tsconfig.json',
  'tsup.config.ts',
  'vitest.config.ts',
]

describe('scaffold', () => {
  it('writes every file of the template, with _gitignore as .gitignore and _package.json as package.json', async () => {
    const dir = join(await tempDir(), 'my-game')
    const result = await scaffold({ directory: dir, packageName: 'my-game' })
    expect(result.files).toEqual(FILES)
    expect(result.directory).toBe(dir)
    expect(await read(dir, '.gitignore')).toMatch(/^node_modules$/m)
  })

  it('replaces every placeholder: names in the code, versions in package.json', async () => {
    const dir = join(await tempDir(), 'cards')
    await scaffold({ directory: dir, packageName: '@acme/cards', pluginId: 'high-card', displayName: 'High Card!' })
    for (const file of FILES) expect(await read(dir, file), file).not.toMatch(/__[A-Z][A-Z_]*?__/)

    const pkg = JSON.parse(await read(dir, 'package.json'))
    expect(pkg).toMatchObject({ name: '@acme/cards', version: '0.1.0', type: 'module', description: 'High Card!: a card game plugin for decklet.' })
    expect(pkg.peerDependencies).toEqual({ '@decklet/core': TEMPLATE_VERSIONS.corePeerRange })
    expect(pkg.devDependencies).toEqual({
      '@arethetypeswrong/cli': TEMPLATE_VERSIONS.attw,
      '@decklet/core': TEMPLATE_VERSIONS.coreRange,
      '@decklet/testing': TEMPLATE_VERSIONS.testingRange,
      '@types/node': TEMPLATE_VERSIONS.typesNode,
      publint: TEMPLATE_VERSIONS.publint,
      tsup: TEMPLATE_VERSIONS.tsup,
      typescript: TEMPLATE_VERSIONS.typescript,
      vitest: TEMPLATE_VERSIONS.vitest,
    })

    const plugin = await read(dir, 'src/plugin.ts')
    expect(plugin).toContain('export function createHighCardPlugin(options: HighCardOptions = {}): GamePlugin {')
    expect(plugin).toContain("name: 'High Card!',")
    expect(plugin).toContain('export const HIGH_CARD_PLUGIN_VERSION: string = packageVersion')
    expect(await read(dir, 'src/state.ts')).toContain("export const HIGH_CARD_PLUGIN_ID = 'high-card'")
    expect(await read(dir, 'src/events.ts')).toContain("ROUND_WON: 'HIGH_CARD_ROUND_WON',")
    expect(await read(dir, 'src/fuzz.test.ts')).toContain("testSize('HIGH_CARD_FUZZ_GAMES'")
    const readme = await read(dir, 'README.md')
    expect(readme).toMatch(/^# @acme\/cards\n\nHigh Card!, a card game plugin/)
    expect(readme).toContain("from '@acme/cards'")
  })

  it('writes into an empty folder that exists', async () => {
    const dir = await tempDir()
    await scaffold({ directory: dir, packageName: 'my-game' })
    expect((await readdir(dir)).sort()).toEqual(['.gitignore', 'README.md', 'package.json', 'src', 'tsconfig.json', 'tsup.config.ts', 'vitest.config.ts'])
  })

  it('refuses a folder that is not empty, or a file, and writes nothing', async () => {
    const dir = await tempDir()
    await writeFile(join(dir, 'notes.txt'), 'mine')
    await expect(scaffold({ directory: dir, packageName: 'my-game' })).rejects.toThrow(`${dir} is not empty (1 entry): choose a new directory, or empty this one`)
    await expect(scaffold({ directory: dir, packageName: 'my-game' })).rejects.toBeInstanceOf(ScaffoldError)
    expect(await readdir(dir)).toEqual(['notes.txt'])
    await expect(scaffold({ directory: join(dir, 'notes.txt'), packageName: 'my-game' })).rejects.toThrow('exists and is not a directory')
  })

  it('refuses bad names before touching the disk', async () => {
    const dir = join(await tempDir(), 'x')
    await expect(scaffold({ directory: dir, packageName: 'My Game' })).rejects.toThrow("'My Game' is not a valid npm package name")
    await expect(readdir(dir)).rejects.toThrow(/ENOENT/)
  })

  it('refuses a template with a placeholder it does not know, and writes nothing', async () => {
    const template = await tempDir()
    await writeFile(join(template, 'a.txt'), '__PLUGIN_ID__')
    await mkdir(join(template, 'src'))
    await writeFile(join(template, 'src', 'b.ts'), 'export const x = __NOT_A_PLACEHOLDER__')
    const dir = join(await tempDir(), 'out')
    await expect(scaffold({ directory: dir, packageName: 'x', templateDirectory: template })).rejects.toThrow('the template file src/b.ts has an unknown placeholder __NOT_A_PLACEHOLDER__')
    await expect(readdir(dir)).rejects.toThrow(/ENOENT/)
  })

  it('uses every placeholder it knows somewhere in the template', async () => {
    const texts: string[] = []
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) await walk(join(dir, entry.name))
        else texts.push(await readFile(join(dir, entry.name), 'utf8'))
      }
    }
    await walk(defaultTemplateDirectory())
    const all = texts.join('\n')
    for (const token of Object.keys(placeholders(resolveNames({ packageName: 'x' }), TEMPLATE_VERSIONS))) expect(all, token).toContain(token)
  })
})
