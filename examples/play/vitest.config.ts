import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@decklet/example-play',
    include: ['src/**/*.test.ts'],
    // The test spawns a process that starts a worker thread and plays a whole game: a loaded CI machine is slow.
    testTimeout: 120_000,
  },
})
