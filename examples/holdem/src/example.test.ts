import { describe, expect, it } from 'vitest'
import { playSession } from './session'

describe('a session between bots', () => {
  it('plays ten hands, prints each as a hand history and keeps every chip', () => {
    for (const seed of [1, 2, 3]) {
      const { histories, stacks } = playSession(seed, 10)
      expect(histories.length).toBeGreaterThan(0)
      expect(histories.every((h) => h.startsWith('Hand #'))).toBe(true)
      expect(Object.values(stacks).reduce((a, b) => a + b, 0)).toBe(1200)
    }
  })
})
