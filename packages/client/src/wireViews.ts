import { unpackPlayerView, type PackedPlayerView } from '@decklet/core'
import type { DecisionRequest } from '@decklet/runtime'

/**
 * A server message's payload with its views unpacked: the server packs every view it sends (`welcome`'s and its
 * request's, `turn`'s, `view-update`'s: a fully hidden zone as its card count, see `packPlayerView` of
 * `@decklet/core`), and this client hands out whole views. Payloads of other types are returned as they are.
 * @internal
 */
export function unpackViews(type: string, payload: unknown): unknown {
  if (!hasView(payload)) return payload
  switch (type) {
    case 'welcome': {
      const welcome = payload as { view: PackedPlayerView; request: WireRequest | null }
      return { ...welcome, view: unpackPlayerView(welcome.view), request: hasView(welcome.request) ? unpackRequest(welcome.request as WireRequest) : welcome.request }
    }
    case 'turn':
      return unpackRequest(payload as WireRequest)
    case 'view-update': {
      const update = payload as { view: PackedPlayerView }
      return { ...update, view: unpackPlayerView(update.view) }
    }
    default:
      return payload
  }
}

/** Whether `payload` is an object with a view (anything else is not a message this client unpacks). */
function hasView(payload: unknown): payload is { view: PackedPlayerView } {
  if (typeof payload !== 'object' || payload === null) return false
  const view = (payload as { view?: unknown }).view
  return typeof view === 'object' && view !== null && typeof (view as { zones?: unknown }).zones === 'object'
}

type WireRequest = Omit<DecisionRequest, 'view'> & { readonly view: PackedPlayerView }

function unpackRequest(request: WireRequest): DecisionRequest {
  return { ...request, view: unpackPlayerView(request.view) }
}
