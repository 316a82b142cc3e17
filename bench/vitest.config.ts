import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@decklet/bench',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
  },
})
