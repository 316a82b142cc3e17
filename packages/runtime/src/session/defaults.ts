// The session's default durations, shared with the host side (whose watchdog follows the heartbeat).

/** @internal */
export const DEFAULT_TURN_TIMEOUT_MS = 30_000
/** @internal */
export const DEFAULT_READY_TIMEOUT_MS = 30_000
/** @internal */
export const DEFAULT_ACK_TIMEOUT_MS = 5_000
/**
 * The heartbeat interval when `heartbeatMs` is not given; the host's watchdog defaults to three of them.
 * @internal
 */
export const DEFAULT_HEARTBEAT_MS = 5_000
