import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'decklet',
    include: ['src/**/*.test.ts'],
  },
})
