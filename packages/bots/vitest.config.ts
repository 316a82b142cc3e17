import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@decklet/bots',
    include: ['src/**/*.test.ts'],
    // Fuzzing and playthrough tests run whole games; a loaded CI machine must not fail them on time alone.
    testTimeout: 60_000,
  },
})
