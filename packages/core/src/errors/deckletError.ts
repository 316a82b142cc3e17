const BRAND = Symbol.for('decklet.error')

/** Options accepted by every decklet error. */
export interface DeckletErrorOptions {
  /** The underlying error, forwarded to `Error.cause`. */
  cause?: unknown
}

/**
 * Base class of every error thrown by decklet packages.
 *
 * Each error has a stable string {@link DeckletError.code} to branch on. Use
 * {@link DeckletError.isInstance} rather than `instanceof` when two copies of a
 * package may be loaded (the check relies on a global symbol brand).
 */
export class DeckletError extends Error {
  /** Stable machine-readable code, e.g. `ENGINE_DESTROYED`. */
  readonly code: string

  constructor(message: string, code = 'DECKLET_ERROR', options?: DeckletErrorOptions) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'DeckletError'
    this.code = code
    Object.defineProperty(this, BRAND, { value: true })
  }

  /** True for any decklet error, even one created by another copy of the package. */
  static isInstance(value: unknown): value is DeckletError {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true
  }
}
