import type { GameEvent } from '../events/types'
import type { GamePlugin } from '../plugins/types'

/**
 * The event as `viewer` may receive it. A public event (no `visibleTo`) is
 * delivered as it is; for a viewer outside `visibleTo`, the first plugin whose
 * `redactEvent` returns a payload supplies it, otherwise the payload is `null`.
 * `visibleTo` itself is never delivered to a scoped listener.
 */
export function scopeEvent(event: GameEvent, viewer: string | null, plugins: readonly GamePlugin[]): GameEvent {
  const visibleTo = event.visibleTo
  if (visibleTo === undefined) return event
  const { visibleTo: _omit, ...rest } = event
  if (viewer !== null && visibleTo.includes(viewer)) return rest
  let payload: unknown = null
  for (const plugin of plugins) {
    if (!plugin.redactEvent) continue
    const redacted = plugin.redactEvent(event, viewer)
    if (redacted !== undefined) {
      payload = redacted
      break
    }
  }
  return { ...rest, payload, redacted: true }
}
