import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@decklet/testing',
    include: ['src/**/*.test.ts'],
  },
})
