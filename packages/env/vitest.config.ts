import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@decklet/env',
    include: ['src/**/*.test.ts'],
    // A safety net, not a measure: tests are sized by counts (see the README), so a slow, busy machine only takes longer.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.ts'],
    },
  },
})
