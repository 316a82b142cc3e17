/**
 * Where the connection keeps the Colyseus reconnection token of its seat: the part of the Web Storage API it
 * uses, so `sessionStorage` and `localStorage` fit as they are.
 */
export interface TokenStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A {@link TokenStorage} in memory: the token lives as long as the object (the default outside browsers). */
export function createMemoryStorage(): TokenStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

// One store per process outside browsers, as a tab has one sessionStorage: a later `connect` to the same
// seat in the process (the earlier connection object dropped) can take the seat back by its token.
let memory: TokenStorage | null = null

/**
 * The default token storage: the browser's `sessionStorage` (a reloaded tab takes its seat back, another
 * tab does not share it), or memory where there is none (Node) or it refuses access (privacy modes).
 * @internal
 */
export function defaultTokenStorage(): TokenStorage {
  const session = (globalThis as { sessionStorage?: TokenStorage }).sessionStorage
  if (session !== undefined) {
    try {
      // Safari's private mode and sandboxed frames expose the object but throw on use.
      const probe = '__decklet_probe__'
      session.setItem(probe, probe)
      session.removeItem(probe)
      return session
    } catch {
      // fall through to memory
    }
  }
  return (memory ??= createMemoryStorage())
}

/** The storage key of a seat's reconnection token. @internal */
export function tokenKey(roomId: string, playerId: string): string {
  return `decklet:reconnection:${roomId}:${playerId}`
}
