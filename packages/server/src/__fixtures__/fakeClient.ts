import type { Client } from '@colyseus/core'

/** A Colyseus connection as a room's parts use it, recording what it was sent and how it was closed. */
export interface FakeClient {
  readonly client: Client
  readonly sent: { readonly type: string; readonly payload: unknown }[]
  readonly closes: (number | undefined)[]
}

/** A fake connection with session id `sessionId` (and a reconnection token when given). */
export function fakeClient(sessionId: string, reconnectionToken?: string): FakeClient {
  const sent: FakeClient['sent'] = []
  const closes: FakeClient['closes'] = []
  const client = {
    sessionId,
    reconnectionToken,
    send: (type: string, payload: unknown) => void sent.push({ type, payload }),
    leave: (code?: number) => void closes.push(code),
  }
  return { client: client as unknown as Client, sent, closes }
}
