/** A value with the read side of the runtime's turn store (`getSnapshot` / `subscribe`), set by its owner. */
export interface Observable<T> {
  getSnapshot(): T
  subscribe(listener: () => void): () => void
}

/** An {@link Observable} and its setter (a shallow merge into a new frozen object). */
export interface Settable<T extends object> extends Observable<T> {
  set(patch: Partial<T>): void
}

/** Creates a {@link Settable} starting at `initial`. */
export function createSettable<T extends object>(initial: T): Settable<T> {
  let value = Object.freeze({ ...initial })
  const listeners = new Set<() => void>()
  return {
    getSnapshot: () => value,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    set(patch) {
      value = Object.freeze({ ...value, ...patch })
      for (const listener of [...listeners]) listener()
    },
  }
}
