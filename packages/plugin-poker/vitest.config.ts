import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@decklet/plugin-poker',
    include: ['src/**/*.test.ts'],
    // The exhaustive checks (POKER_EXHAUSTIVE=1) enumerate up to 133,784,560 hands.
    testTimeout: process.env.POKER_EXHAUSTIVE === '1' ? 3_600_000 : 60_000,
  },
})
