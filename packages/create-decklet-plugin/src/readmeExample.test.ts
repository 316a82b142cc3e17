// Runs the README's example commands (the `npm create decklet-plugin …` lines of its first sh block) through the
// CLI, as `npm create` would run the bin, and checks what they make and print.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from './index'
import { captureIo } from './__fixtures__/io'
import { useTempDirs } from './__fixtures__/tempDir'

const tempDir = useTempDirs()
const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8')

/** The contents of the README's fenced blocks of a language, in order. */
function blocks(language: string): string[] {
  return [...readme.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]!)
}

/** A command line split as a POSIX shell would (plain words and double-quoted strings). */
function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!)
}

/** The CLI's arguments of an `npm create decklet-plugin …` line: npm passes what follows `--` on. */
function cliArgs(line: string): string[] {
  const [npm, create, initializer, ...rest] = words(line)
  expect([npm, create, initializer]).toEqual(['npm', 'create', 'decklet-plugin'])
  const dashes = rest.indexOf('--')
  return dashes === -1 ? rest : [...rest.slice(0, dashes), ...rest.slice(dashes + 1)]
}

describe('the README example', () => {
  const commands = blocks('sh')[0]!.trim().split('\n')

  it('has the two commands the README explains', () => {
    expect(commands.map(cliArgs)).toEqual([['@acme/high-card'], ['games/cards', '--name', '@acme/cards', '--id', 'crazy-eights', '--display-name', 'Crazy Eights']])
  })

  it('creates both packages, and prints what the README shows', async () => {
    const cwd = await tempDir()
    const first = captureIo(cwd)
    expect(await runCli(cliArgs(commands[0]!), first)).toBe(0)
    expect(first.stdout.replaceAll(cwd, '/home/me')).toBe(blocks('text')[0])
    const pkg = JSON.parse(await readFile(join(cwd, 'high-card', 'package.json'), 'utf8'))
    expect(pkg.name).toBe('@acme/high-card')
    expect(await readFile(join(cwd, 'high-card', 'src', 'state.ts'), 'utf8')).toContain("export const HIGH_CARD_PLUGIN_ID = 'high-card'")

    expect(await runCli(cliArgs(commands[1]!), captureIo(cwd))).toBe(0)
    const cards = join(cwd, 'games', 'cards')
    expect(JSON.parse(await readFile(join(cards, 'package.json'), 'utf8')).name).toBe('@acme/cards')
    const plugin = await readFile(join(cards, 'src', 'plugin.ts'), 'utf8')
    expect(plugin).toContain('export function createCrazyEightsPlugin(')
    expect(plugin).toContain("name: 'Crazy Eights',")
  })

  it('shows the refusal message the CLI prints for a folder that is not empty', async () => {
    const cwd = await tempDir()
    await mkdir(join(cwd, 'x'))
    for (const file of ['a', 'b', 'c']) await writeFile(join(cwd, 'x', file), '')
    const io = captureIo(cwd)
    expect(await runCli(['x'], io)).toBe(1)
    const shown = readme.replace(/\n/g, ' ').match(/`(create-decklet-plugin: \/home\/me\/x is not empty[^`]*)`/)![1]!
    expect(io.stderr.replaceAll(cwd, '/home/me').trim()).toBe(shown.replace(/\s+/g, ' '))
  })
})
