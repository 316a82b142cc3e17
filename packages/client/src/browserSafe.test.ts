import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { expect, it } from 'vitest'

const PACKAGE = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }
const NODE = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)])

it("imports nothing of Node and nothing but its own dependencies in the package's code (it bundles for browsers)", () => {
  const sources = readdirSync(new URL('.', import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('__fixtures__'))
  expect(sources).toContain('connection.ts')
  for (const file of sources) {
    const text = readFileSync(new URL(file, import.meta.url), 'utf8')
    for (const [, kind, specifier] of text.matchAll(/^(import|export)(?: type)?[^'"]*from '([^']+)'/gm)) {
      if (specifier!.startsWith('.')) continue
      expect(NODE.has(specifier!), `${file} imports ${specifier}`).toBe(false)
      // A type-only import may name the server (its wire types, inlined into the declarations at build time).
      const typeOnly = new RegExp(`^${kind} type [^'"]*from '${specifier}'`, 'm').test(text)
      if (!typeOnly) expect(Object.keys(PACKAGE.dependencies), `${file} imports ${specifier}`).toContain(specifier)
    }
    expect(text, file).not.toMatch(/\bBuffer\.|\bprocess\./)
  }
})
