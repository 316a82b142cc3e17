import { packPlayerView, unpackPlayerView, type PackedPlayerView, type PlayerView } from '@decklet/core'
import type { ServerMessages, ServerMessageType, WireServerMessages } from './messages'

/**
 * A server message as it goes on the wire: its views packed (`packPlayerView`: a fully hidden zone, a draw pile
 * or another player's hand, as its card count). The messages without a view are sent as they are.
 */
export function packServerMessage<TType extends ServerMessageType>(type: TType, payload: ServerMessages[TType]): WireServerMessages[TType] {
  return mapViews(type, payload, packPlayerView as (view: unknown) => unknown) as WireServerMessages[TType]
}

/**
 * A server message as it was before {@link packServerMessage}: for clients that read the wire themselves
 * (`@decklet/client` does it already). A message of another type is returned as it is.
 *
 * @example
 * room.onMessage('*', (type, payload) => handle(type, unpackServerMessage(type as ServerMessageType, payload)))
 */
export function unpackServerMessage<TType extends ServerMessageType>(type: TType, payload: WireServerMessages[TType]): ServerMessages[TType] {
  return mapViews(type, payload, unpackPlayerView as (view: unknown) => unknown) as ServerMessages[TType]
}

type ViewMap = (view: unknown) => unknown
type WithView = { readonly view?: PlayerView | PackedPlayerView }

/** `payload` with `map` applied to the views of its type: `welcome`'s and its request's, `turn`'s, `view-update`'s. */
function mapViews(type: ServerMessageType, payload: unknown, map: ViewMap): unknown {
  switch (type) {
    case 'welcome': {
      const welcome = payload as WithView & { readonly request: WithView | null }
      return { ...welcome, view: map(welcome.view), request: welcome.request === null ? null : withView(welcome.request, map) }
    }
    case 'turn':
    case 'view-update':
      return withView(payload as WithView, map)
    default:
      return payload
  }
}

/** `message` with its view mapped; without a view (a request made by hand in a test), as it is. */
function withView(message: WithView, map: ViewMap): unknown {
  return message.view === undefined ? message : { ...message, view: map(message.view) }
}
