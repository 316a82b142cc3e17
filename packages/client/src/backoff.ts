/** How a dropped connection is retried: at most `attempts` tries, waiting longer after each failure. */
export interface ReconnectOptions {
  /** How many times to try (default 8; `0` turns reconnection off). */
  readonly attempts?: number
  /** The wait before the first try, in ms (default 250). */
  readonly initialDelayMs?: number
  /** The longest wait between tries, in ms (default 5 000). */
  readonly maxDelayMs?: number
}

/** {@link ReconnectOptions} with every default applied. @internal */
export type ReconnectPolicy = Required<ReconnectOptions>

/** @internal */
export function reconnectPolicy(options: ReconnectOptions | undefined): ReconnectPolicy {
  return {
    attempts: options?.attempts ?? 8,
    initialDelayMs: options?.initialDelayMs ?? 250,
    maxDelayMs: options?.maxDelayMs ?? 5_000,
  }
}

/**
 * The wait before try `attempt` (0-based): doubling from the initial delay up to the maximum, with up to a
 * quarter of it added at random so that the clients of a restarted server do not all come back at once.
 * @internal
 */
export function backoffDelay(policy: ReconnectPolicy, attempt: number, random: () => number = Math.random): number {
  const base = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** attempt)
  return Math.round(base + base * 0.25 * random())
}
