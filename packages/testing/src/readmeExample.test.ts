// The examples of README.md's "A rule in five lines", verbatim: the last test checks that every line of them
// is in this file, and that every name they import is imported here from the same package. The packages are
// the ones an author installs (vitest.config.ts and tsconfig.json take them from their sources).
import { readFileSync } from 'node:fs'
import { buildState, createTestEngine, fuzzPlugins, installState, withCards, withCurrentPlayer } from '@decklet/testing'
import '@decklet/testing/vitest'
import { DrawPlugin } from '@decklet/plugin-draw'
import { SimpleGamePlugin, createSimplePlayCardAction } from '@decklet/plugin-simple-game'
import { StandardDeckPlugin, standardCardId } from '@decklet/plugin-standard-deck'
import { TurnPlugin } from '@decklet/plugin-turn'
import { expect, it } from 'vitest'

it('refuses a play out of turn', () => {
  const engine = createTestEngine({ plugins: [StandardDeckPlugin, TurnPlugin, DrawPlugin, SimpleGamePlugin] })
  const ace = standardCardId('hearts', 'A')
  installState(engine, buildState(engine.getState(), withCards('hand-p1', [ace]), withCurrentPlayer('p2')))
  expect(engine.dispatch(createSimplePlayCardAction('p1', [ace]))).toBeDenied('NOT_YOUR_TURN')
})

it('survives 10 random games, every step checked', () => {
  const plugins = [StandardDeckPlugin, TurnPlugin, DrawPlugin, SimpleGamePlugin]
  expect(fuzzPlugins((seed) => createTestEngine({ plugins, seed, players: 3 })).failures).toEqual([])
})

/** `import { a, b } from 'x'` and `import 'x'`: the module and the names, or `null` for another line. */
function parseImport(line: string): { from: string; names: string[] } | null {
  const named = /^import (?:type )?\{([^}]*)\} from '([^']+)'$/.exec(line)
  if (named) return { from: named[2]!, names: named[1]!.split(',').map((n) => n.trim()).filter((n) => n !== '') }
  const bare = /^import '([^']+)'$/.exec(line)
  return bare ? { from: bare[1]!, names: [] } : null
}

it('are the examples README.md shows, line for line', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
  const section = readme.split('## A rule in five lines\n')[1]!.split('\n## ')[0]!
  const blocks = section.split('```ts\n').slice(1).map((block) => block.split('```')[0]!)
  expect(blocks).toHaveLength(2)
  const here = readFileSync(new URL(import.meta.url), 'utf8').split('\n')
  const imported = new Map<string, Set<string>>()
  for (const line of here) {
    const found = parseImport(line)
    if (found) imported.set(found.from, new Set([...(imported.get(found.from) ?? []), ...found.names]))
  }
  for (const block of blocks) {
    for (const line of block.split('\n').filter((l) => l.trim() !== '')) {
      const found = parseImport(line)
      if (found === null) {
        expect(here).toContain(line)
        continue
      }
      expect(imported.has(found.from), `${found.from} is imported here`).toBe(true)
      for (const name of found.names) expect([...imported.get(found.from)!], `${name} from ${found.from}`).toContain(name)
    }
  }
  // The packages an author installs, never the umbrella.
  expect(section).not.toMatch(/from 'decklet'/)
})
