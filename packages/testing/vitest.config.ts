import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineProject({
  resolve: {
    // The README's examples and the plugin authors' guide (docs/plugin-authors.md) import what an author
    // installs: this package by its name, and the plugin packages. Those plugins are not dependencies of this
    // package — their own tests depend on it, and turbo refuses a cycle — so these tests take them, and this
    // package, from their sources (tsconfig.json maps the same names for the type check). The drivers' tests of
    // pending work play a small game on @decklet/plugin-phases, taken from its sources the same way.
    alias: [
      { find: /^@decklet\/testing\/vitest$/, replacement: here('./src/vitest.ts') },
      { find: /^@decklet\/testing$/, replacement: here('./src/index.ts') },
      { find: /^@decklet\/(plugin-standard-deck|plugin-turn|plugin-draw|plugin-simple-game|plugin-phases)$/, replacement: here('../$1/src/index.ts') },
    ],
  },
  test: {
    name: '@decklet/testing',
    include: ['src/**/*.test.ts'],
    // A safety net, not a measure: tests are sized by counts (see the README), so a slow, busy machine only takes longer.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
})
