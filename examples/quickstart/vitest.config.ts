import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@decklet/example-quickstart',
    include: ['src/**/*.test.ts'],
  },
})
