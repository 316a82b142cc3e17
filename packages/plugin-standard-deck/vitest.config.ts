import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@decklet/plugin-standard-deck',
    include: ['src/**/*.test.ts'],
  },
})
