import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryStorage, defaultTokenStorage, type TokenStorage } from './tokenStorage'

const global = globalThis as { sessionStorage?: TokenStorage }

afterEach(() => {
  delete global.sessionStorage
})

describe('where the reconnection token is kept', () => {
  it("is the browser's sessionStorage when there is one", () => {
    const session = createMemoryStorage()
    global.sessionStorage = session
    expect(defaultTokenStorage()).toBe(session)
  })

  it('is memory, one store for the process, in Node (no sessionStorage)', () => {
    const memory = defaultTokenStorage()
    memory.setItem('k', 'v')
    expect(defaultTokenStorage().getItem('k')).toBe('v')
    memory.removeItem('k')
    expect(defaultTokenStorage().getItem('k')).toBeNull()
  })

  it('is memory when sessionStorage refuses to be used (a private window, a sandboxed frame)', () => {
    global.sessionStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('SecurityError')
      },
      removeItem: () => undefined,
    }
    expect(defaultTokenStorage()).not.toBe(global.sessionStorage)
  })
})
