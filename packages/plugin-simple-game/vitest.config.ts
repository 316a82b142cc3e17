import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@decklet/plugin-simple-game',
    include: ['src/**/*.test.ts'],
  },
})
