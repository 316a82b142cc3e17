import type { Socket } from 'node:net'
import { createDeckletServer, MemoryRecordStore, unoGame, type DeckletServer } from '@decklet/server'
import type { DeckletConnection, DeckletSnapshot } from '../index'

/** A decklet server on an ephemeral loopback port, in this process, whose sockets a test can cut. */
export interface TestServer {
  readonly server: DeckletServer
  readonly endpoint: string
  readonly store: MemoryRecordStore
  /** Cuts every WebSocket connection open now, as a lost network would (the clients see an abnormal close). */
  dropSockets(): number
  close(): Promise<void>
}

/** The ticket secret of the test server, so a test can sign a ticket with its own expiry. */
export const TEST_SECRET = 'decklet-client-tests-secret-0123456789'

/**
 * Starts the server (on `port`, default an ephemeral one; with `store`, default a new memory store): UNO (one hand), 60 s turns so a request stays open through a reconnection, a dropped
 * seat held 30 s, finished tables closed after 1 s.
 */
export async function startTestServer(options: { readonly port?: number; readonly store?: MemoryRecordStore } = {}): Promise<TestServer> {
  const store = options.store ?? new MemoryRecordStore()
  const server = await createDeckletServer({
    games: { uno: unoGame({ rules: { scoring: 'single-hand' }, session: { turnTimeoutMs: 60_000 } }) },
    store,
    port: options.port ?? 0,
    secret: TEST_SECRET,
    closeAfterMs: 1_000,
    log: () => undefined,
  })
  const sockets = new Set<Socket>()
  server.http.on('upgrade', (_request, socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  return {
    server,
    endpoint: `ws://127.0.0.1:${server.port}`,
    store,
    dropSockets() {
      const count = sockets.size
      for (const socket of sockets) socket.destroy()
      return count
    },
    close: () => server.close(),
  }
}

/**
 * Resolves with the first snapshot of `connection` for which `check` holds, re-checked on every change;
 * rejects after `timeoutMs` (a bound for a broken test, not a measure) naming `what`.
 */
export function until(connection: DeckletConnection, what: string, check: (snapshot: DeckletSnapshot) => boolean, timeoutMs = 30_000): Promise<DeckletSnapshot> {
  const now = connection.getSnapshot()
  if (check(now)) return Promise.resolve(now)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop()
      const last = connection.getSnapshot()
      reject(new Error(`timed out waiting for ${what} (status ${last.status}, turn ${last.turn.state}, error ${last.error?.code ?? 'none'})`))
    }, timeoutMs)
    const stop = connection.subscribe(() => {
      const snapshot = connection.getSnapshot()
      if (!check(snapshot)) return
      clearTimeout(timer)
      stop()
      resolve(snapshot)
    })
  })
}

/** Acknowledges every barrier of the seat as it opens (the ready barrier first): nothing is animated in a test. */
export function acknowledgeBarriers(connection: DeckletConnection): () => void {
  const check = (): void => {
    const barrier = connection.getSnapshot().turn.barrier
    if (barrier !== null) queueMicrotask(() => connection.ack(barrier.barrierId))
  }
  check()
  return connection.subscribe(check)
}
