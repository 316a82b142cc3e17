import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { MemoryRecordStore, createDeckletServer, doudizhuGame, holdemGame, unoGame, type DeckletServer } from '@decklet/server'
import sirv from 'sirv'
import { GAMES } from '../src/games/catalog'
import { TableRequestError, createOnlineTable } from './tables'

/** Options of {@link startWebServer}. */
export interface WebServerOptions {
  /** The site's port (`0`: any free one). */
  readonly port: number
  /** The interface (default `127.0.0.1`). */
  readonly host?: string
  /** The built site to serve (`dist/`), or a connect-style handler (Vite's dev middlewares). */
  readonly site: string | ((request: IncomingMessage, response: ServerResponse, next: () => void) => void)
  /** The decklet server's port (default `0`: any free one). */
  readonly deckletPort?: number
  /** Seconds a turn on the server's tables (default 30). */
  readonly turnSeconds?: number
  /** How long a dropped seat is held (default 60 s). */
  readonly reconnectSeconds?: number
  /** UNO rules of the server's tables over the default (`scoring: 'single-hand'`), e.g. `{ handSize: 5 }` for shorter test games. */
  readonly unoRules?: NonNullable<Parameters<typeof unoGame>[0]>['rules']
}

/** A running site: its address, the decklet server beside it, and `close`. */
export interface WebServer {
  readonly url: string
  readonly decklet: DeckletServer
  readonly http: ReturnType<typeof createServer>
  close(): Promise<void>
}

const MAX_BODY = 4 * 1024

/**
 * Serves the site and, beside it, a `@decklet/server` with UNO, Dou Dizhu and Hold'em tables (records in
 * memory). The site's own route `POST /api/tables` (`{ game, humans }`) creates a table and answers with its
 * seats' tickets and the WebSocket address of the decklet server, which the page then joins through
 * `@decklet/client`. Everything listens on loopback unless `host` says otherwise.
 */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const host = options.host ?? '127.0.0.1'
  const session = (animated: readonly string[]) => ({ turnTimeoutMs: (options.turnSeconds ?? 30) * 1000, acknowledge: { events: animated, timeoutMs: 5_000 } })
  const store = new MemoryRecordStore()
  const decklet = await createDeckletServer({
    games: {
      uno: unoGame({ rules: { scoring: 'single-hand', ...options.unoRules }, session: session(GAMES.uno.animated) }),
      doudizhu: doudizhuGame({ session: session(GAMES.doudizhu.animated) }),
      holdem: holdemGame({ seats: 6, rules: { smallBlind: 1, bigBlind: 2, startingStack: 200, maxHands: 30 }, session: session(GAMES.holdem.animated) }),
    },
    store,
    port: options.deckletPort ?? 0,
    host,
    reconnectSeconds: options.reconnectSeconds ?? 60,
  })
  const site = typeof options.site === 'string' ? sirv(options.site, { etag: true, dev: false }) : options.site
  const http = createServer((request, response) => {
    if ((request.url ?? '').startsWith('/api/')) {
      void api(request, response).catch((error: unknown) => json(response, 500, { error: error instanceof Error ? error.message : String(error) }))
      return
    }
    site(request, response, () => {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    })
  })

  async function api(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '').split('?')[0]
    if (path !== '/api/tables') return json(response, 404, { error: `No route ${path}` })
    if (request.method !== 'POST') return json(response, 405, { error: 'POST only' })
    let body: unknown
    try {
      body = JSON.parse((await readBody(request)) || '{}')
    } catch {
      return json(response, 400, { error: 'The body must be JSON' })
    }
    // The browser reaches the decklet server on the host it reached this site on.
    const hostname = (request.headers.host ?? host).replace(/:\d+$/, '')
    try {
      json(response, 200, await createOnlineTable(decklet, body, `ws://${hostname}:${decklet.port}`))
    } catch (error) {
      if (error instanceof TableRequestError) return json(response, 400, { error: error.message })
      throw error
    }
  }

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(options.port, host, () => resolve())
  })
  const port = (http.address() as AddressInfo).port
  let closing: Promise<void> | null = null
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/`,
    decklet,
    http,
    close: () =>
      (closing ??= (async () => {
        http.closeAllConnections()
        await new Promise<void>((resolve) => http.close(() => resolve()))
        await decklet.close()
        await store.close()
      })()),
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY) {
        reject(new Error('The body is too large'))
        request.destroy()
      } else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function json(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) return
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  response.end(JSON.stringify(body))
}
