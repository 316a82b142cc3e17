import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@decklet/plugin-poker',
    include: ['src/**/*.test.ts'],
    // A safety net, not a measure: tests are sized by counts (see the README), so a slow, busy machine only takes longer.
    // The exhaustive checks (POKER_EXHAUSTIVE=1) enumerate up to 133,784,560 hands.
    testTimeout: process.env.POKER_EXHAUSTIVE === '1' ? 3_600_000 : 300_000,
    hookTimeout: 300_000,
  },
})
