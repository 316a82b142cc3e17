import type { GameEngine } from '@decklet/core'
import type { Barriers } from './barriers'
import { DEFAULT_READY_TIMEOUT_MS } from './defaults'
import type { HeartbeatTimer } from './diagnostics'
import { SessionError } from './sessionError'
import type { GameSessionOptions } from './sessionOptions'
import type { TickApplier } from './tickApplier'
import type { PlayerController } from './types'
import type { ViewFanOut } from './viewFanOut'

/**
 * What {@link startSession} uses of its session.
 * @internal
 */
export interface StartSessionParts {
  readonly engine: Pick<GameEngine, 'getState' | 'start'>
  readonly controllers: ReadonlyMap<string, PlayerController>
  /** The session's options: `waitForReady` and `readyTimeoutMs`. */
  readonly options: Pick<GameSessionOptions, 'waitForReady' | 'readyTimeoutMs'>
  readonly views: Pick<ViewFanOut, 'listen'>
  readonly heartbeat: Pick<HeartbeatTimer, 'start'>
  readonly tick: Pick<TickApplier, 'sendViews'>
  readonly barriers: Pick<Barriers, 'open'>
}

/**
 * The start of a session, up to its first step (spec 004's initialisation): every player of the game must
 * have a controller (`NO_CONTROLLER`); each player's events are kept from here on, so its first view comes
 * with the events of the start (the deal) it may see; a `waiting` game is started; the heartbeat starts;
 * every seat gets its first view. Then `begin` runs at once (`waitForReady: false`) or when every seat is
 * ready: the *ready* barrier, whose timeout (`readyTimeoutMs`) throws `READY_TIMEOUT` naming the players
 * missing.
 * @internal
 */
export function startSession(parts: StartSessionParts, begin: () => void): void {
  const { engine, controllers, options } = parts
  const state = engine.getState()
  for (const playerId of Object.keys(state.players)) {
    if (!controllers.has(playerId)) throw new SessionError(`No controller for player ${playerId}`, 'NO_CONTROLLER')
  }
  parts.views.listen(controllers.keys())
  if (state.status === 'waiting') engine.start()
  parts.heartbeat.start()
  parts.tick.sendViews()
  if (options.waitForReady === false) return begin()
  parts.barriers.open('ready', [...controllers.keys()], options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS, {}, (missing) => {
    if (missing.length > 0) {
      throw new SessionError(`Players not ready in time: ${missing.join(', ')}`, 'READY_TIMEOUT')
    }
    begin()
  })
}
