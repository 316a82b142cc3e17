import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@decklet/plugin-draw',
    include: ['src/**/*.test.ts'],
  },
})
