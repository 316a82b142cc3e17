import type { Client } from '@colyseus/core'
import type { ServerMessages, ServerMessageType } from '../protocol/messages'

/** Sends one server message to `client`, its payload typed by its type. @internal */
export function sendTo<TType extends ServerMessageType>(client: Client, type: TType, payload: ServerMessages[TType]): void {
  client.send(type, payload)
}
