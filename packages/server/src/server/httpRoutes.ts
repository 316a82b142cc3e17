import type { IncomingMessage, ServerResponse } from 'node:http'
import { ServerError } from '../errors/serverError'
import type { CreateTableOptions } from '../room/tableSpec'

/** What an HTTP request asks for, as the `auth` hook sees it. */
export type HttpRequestKind =
  | { readonly kind: 'create-table'; readonly game: string; readonly body: CreateTableOptions }
  | { readonly kind: 'ticket'; readonly roomId: string; readonly playerId: string }

/**
 * Decides whether an HTTP request may create a table or get a seat ticket (read a session cookie, an API
 * key…). Default: requests from the loopback interface only.
 */
export type HttpAuth = (request: IncomingMessage, what: HttpRequestKind) => boolean | Promise<boolean>

/** What the routes call. @internal */
export interface RouteHandlers {
  readonly auth: HttpAuth
  readonly createTable: (game: string, options: CreateTableOptions) => Promise<{ roomId: string; tickets: Record<string, string> }>
  readonly issueTicket: (roomId: string, playerId: string) => Promise<string>
}

/** Bodies larger than this are refused (a table request is a few hundred bytes). */
const MAX_BODY = 16 * 1024
const TICKETS = /^\/decklet\/tables\/([A-Za-z0-9_-]{1,64})\/tickets\/?$/

/** The default {@link HttpAuth}: loopback callers only (a local server and its own tools). */
export const loopbackOnly: HttpAuth = (request) => {
  const address = request.socket.remoteAddress ?? ''
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'
}

/**
 * The server's HTTP routes: `POST /decklet/tables` (`{ game, seats, spectators?, roomId? }` →
 * `{ roomId, tickets }`) and `POST /decklet/tables/:roomId/tickets` (`{ playerId }` → `{ ticket }`).
 * Returns `false` for any other path (Colyseus's own routes then answer). Errors are JSON
 * `{ error: code, message }`: 400 for a bad body, 403 when `auth` says no, 404 for an unknown game or table.
 * @internal
 */
export function handleDeckletRoute(handlers: RouteHandlers, request: IncomingMessage, response: ServerResponse): boolean {
  const path = (request.url ?? '').split('?')[0] ?? ''
  if (!path.startsWith('/decklet/')) return false
  void route(handlers, request, response, path).catch((error: unknown) => {
    const code = ServerError.isInstance(error) ? error.code : 'INTERNAL'
    const status = code === 'INTERNAL' ? 500 : code === 'UNKNOWN_GAME' || code === 'UNKNOWN_TABLE' || code === 'UNKNOWN_SEAT' ? 404 : code === 'TABLE_NOT_AUTHORIZED' ? 403 : 400
    reply(response, status, { error: code, message: code === 'INTERNAL' ? 'Internal error' : (error as Error).message })
  })
  return true
}

async function route(handlers: RouteHandlers, request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
  if (request.method !== 'POST') return reply(response, 405, { error: 'METHOD_NOT_ALLOWED', message: 'POST only' })
  const body = await readJson(request)
  if (path === '/decklet/tables' || path === '/decklet/tables/') {
    const { game, ...options } = body as unknown as { game?: unknown } & CreateTableOptions
    if (typeof game !== 'string') throw new ServerError('The body needs a game name', 'BAD_TABLE')
    if (!(await handlers.auth(request, { kind: 'create-table', game, body: options }))) throw new ServerError('Not allowed to create tables', 'TABLE_NOT_AUTHORIZED')
    return reply(response, 200, await handlers.createTable(game, options))
  }
  const match = TICKETS.exec(path)
  if (match !== null) {
    const roomId = match[1]!
    const playerId = (body as { playerId?: unknown }).playerId
    if (typeof playerId !== 'string') throw new ServerError('The body needs a playerId', 'UNKNOWN_SEAT')
    if (!(await handlers.auth(request, { kind: 'ticket', roomId, playerId }))) throw new ServerError('Not allowed to get this ticket', 'TABLE_NOT_AUTHORIZED')
    return reply(response, 200, { ticket: await handlers.issueTicket(roomId, playerId) })
  }
  reply(response, 404, { error: 'NOT_FOUND', message: `No route ${path}` })
}

function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY) {
        reject(new ServerError('The body is too large', 'BAD_TABLE'))
        request.destroy()
      } else chunks.push(chunk)
    })
    request.on('error', reject)
    request.on('end', () => {
      try {
        const parsed = chunks.length === 0 ? {} : (JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown)
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object')
        resolve(parsed as Record<string, unknown>)
      } catch {
        reject(new ServerError('The body must be a JSON object', 'BAD_TABLE'))
      }
    })
  })
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) return
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  response.end(JSON.stringify(body))
}
