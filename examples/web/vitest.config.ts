import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@decklet/example-web',
    include: ['src/**/*.test.ts', 'e2e/**/*.test.ts'],
    // One file at a time: the browser tests each start a server and a Chromium, on a 2-core machine that
    // others share. A safety net, not a measure: every browser wait is bounded by its own, longer timeout.
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
})
