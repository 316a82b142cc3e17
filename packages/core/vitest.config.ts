import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@decklet/core',
    include: ['src/**/*.test.ts'],
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.ts'],
    },
  },
})
