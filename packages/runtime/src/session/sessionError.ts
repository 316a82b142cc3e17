import { DeckletError } from '@decklet/core'
import type { DebugSnapshot, ErrorInfo } from './types'

/**
 * A session failed: the game cannot go on (`STUCK`, `READY_TIMEOUT`, `DEFAULT_ACTION_FAILED`, or an engine
 * error such as `STATE_VALIDATION_ERROR` as `cause`). Carries the session's {@link DebugSnapshot}.
 *
 * @example
 * ```ts
 * session.start().catch((error) => {
 *   if (error instanceof SessionError) console.error(error.code, error.snapshot.recentActions)
 * })
 * ```
 */
export class SessionError extends DeckletError {
  readonly snapshot: DebugSnapshot | undefined

  constructor(message: string, code: string, options?: { cause?: unknown; snapshot?: DebugSnapshot }) {
    super(message, code, options?.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'SessionError'
    this.snapshot = options?.snapshot
  }
}

/** Plain data describing any thrown value (for events and messages). */
export function toErrorInfo(error: unknown): ErrorInfo {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code
    return {
      name: error.name,
      message: error.message,
      ...(typeof code === 'string' ? { code } : {}),
      ...(error.stack === undefined ? {} : { stack: error.stack }),
    }
  }
  return { name: 'Error', message: String(error) }
}
