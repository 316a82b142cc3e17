// The README's example, run as it is written there: its imports are given the modules, its console is captured.
import { readFileSync } from 'node:fs'
import * as server from '@decklet/server'
import { expect, it } from 'vitest'
import * as client from './index'

const MODULES: Record<string, unknown> = { '@decklet/client': client, '@decklet/server': server }

it('runs the example: a seat plays a whole UNO game against three bots on a server started beside it', async () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
  const example = /## Example\n[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1]
  expect(example).toBeDefined()
  const imports = /^import \{ ([^}]+) \} from '([^']+)'$/gm
  const code = example!
    .replace(imports, (_line, names: string, from: string) => {
      expect(Object.keys(MODULES)).toContain(from)
      return `const { ${names} } = modules[${JSON.stringify(from)}]`
    })
    // The example's one TypeScript-only token: a non-null assertion (`tickets.p1!`).
    .replace(/(\w)!(?=[\s,)])/g, '$1')
  const lines: string[] = []
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>
  await new AsyncFunction('modules', 'console', code)(MODULES, { log: (line: string) => lines.push(line) })
  // A request may close before its answer arrives (the bots act at once, superseding a chance to catch a
  // missed "UNO"): only such stale answers are refused, never a legal move of an open request.
  for (const line of lines.filter((l) => l.startsWith('refused'))) expect(line).toMatch(/^refused: (UNKNOWN_REQUEST|NO_OPEN_REQUEST)$/)
  expect(lines.at(-1)).toMatch(/^finished, won by p[1-4]$/)
})
