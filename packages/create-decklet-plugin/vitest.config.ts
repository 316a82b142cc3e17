import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'create-decklet-plugin',
    // Only the CLI's own tests: template/src holds the scaffold's tests, run in a scaffolded package (scripts/e2e.mjs).
    include: ['src/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
})
