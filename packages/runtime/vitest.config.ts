import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@decklet/runtime',
    include: ['src/**/*.test.ts'],
    // The worker test starts a real thread; a loaded 2-core machine must not fail it on time alone.
    testTimeout: 60_000,
  },
})
