import type { Client } from '@colyseus/core'
import type { ServerMessages, ServerMessageType } from '../protocol/messages'
import { packServerMessage } from '../protocol/wireMessages'

/** Sends one server message to `client`, its payload typed by its type, its views packed for the wire. @internal */
export function sendTo<TType extends ServerMessageType>(client: Client, type: TType, payload: ServerMessages[TType]): void {
  client.send(type, packServerMessage(type, payload))
}
