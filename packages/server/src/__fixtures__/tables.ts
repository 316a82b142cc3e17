import type { DecisionRequest } from '@decklet/runtime'
import type { TestClient } from './testClient'

/** The seat's request that is still open (sent as `turn`, no `turn-end` yet), if any. */
export function openTurn(client: TestClient): DecisionRequest | undefined {
  const ended = new Set(client.all('turn-end').map((m) => m.requestId))
  const welcome = client.last('welcome')
  const turns = [...(welcome?.request ? [welcome.request] : []), ...client.all('turn')]
  return turns.filter((t) => !ended.has(t.requestId)).at(-1)
}

/** Waits until one of `clients` is asked; returns it and its request. */
export async function someoneAsked(clients: readonly TestClient[], timeoutMs = 20_000): Promise<{ client: TestClient; request: DecisionRequest }> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    for (const client of clients) {
      const request = openTurn(client)
      if (request !== undefined) return { client, request }
    }
    if (Date.now() > deadline) throw new Error(`Nobody was asked within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** The latest decoded TableState a client holds. */
export function tableOf(client: TestClient): { seats: Record<string, { playerId: string; connected: boolean; bot: boolean; name: string }>; status: string; spectators: number; currentPlayerId: string; deadline: number } | undefined {
  return client.states.at(-1) as never
}
