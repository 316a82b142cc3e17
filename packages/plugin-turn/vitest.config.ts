import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@decklet/plugin-turn',
    include: ['src/**/*.test.ts'],
  },
})
