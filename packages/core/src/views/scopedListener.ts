import { InvalidArgumentError, NotFoundError } from '../errors/errors'
import type { EventListener } from '../events/types'
import type { GamePlugin } from '../plugins/types'
import { deepFreeze } from '../state/json'
import type { GameState } from '../state/types'
import { scopeEvent } from './eventView'

/**
 * The viewer that `subscribe`/`exportRecord` options ask for: `undefined` when
 * none (no options, or no `viewer` key). Fails closed: options that are not an
 * object, or a `viewer` key holding anything but a player id or `null` (such as
 * an `undefined` session id), throw instead of handing out everything.
 * @internal
 */
export function viewerOption(options: unknown, method: string): string | null | undefined {
  if (options === undefined) return undefined
  if (typeof options !== 'object' || options === null) {
    throw new InvalidArgumentError(`${method} options must be an object such as { viewer: 'p1' }, got ${String(options)}`, 'options')
  }
  if (!('viewer' in options)) return undefined
  const viewer = (options as { viewer: unknown }).viewer
  if (viewer === null || typeof viewer === 'string') return viewer
  throw new NotFoundError('player', String(viewer))
}

/**
 * `listener` as a subscriber scoped to `viewer` gets events: each through
 * {@link scopeEvent} with the plugins registered when it arrives (`plugins()`),
 * frozen in checked modes. A viewer who is not a player of `state` (when there is
 * a game) throws `NotFoundError`.
 * @internal
 */
export function scopedListener(
  listener: EventListener,
  viewer: string | null,
  state: GameState | null,
  plugins: () => readonly GamePlugin[],
  checked: boolean,
): EventListener {
  if (viewer !== null && state !== null && !Object.hasOwn(state.players, viewer)) throw new NotFoundError('player', viewer)
  return (event) => {
    const scoped = scopeEvent(event, viewer, plugins())
    listener(checked && scoped !== event ? deepFreeze(scoped) : scoped)
  }
}
