import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@decklet/example-match',
    include: ['src/**/*.test.ts'],
  },
})
