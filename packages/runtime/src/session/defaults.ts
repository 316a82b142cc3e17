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
/**
 * How many pending actions (`engine.getPending()`) a session dispatches in a row, with no request or barrier
 * between them, before it fails with `PENDING_LOOP`: a game whose pending work never ends would otherwise
 * spin the session forever without a heartbeat.
 * @internal
 */
export const MAX_AUTO_ACTIONS_IN_A_ROW = 10_000
