import { requireBeside } from '../internal/requireBeside'

let done = false

/**
 * `@colyseus/ws-transport` 0.16's ES module build reads `WebSocket.Server` from `ws`'s default export,
 * which only `ws`'s CommonJS entry sets (on the same class object the ES wrapper exports). Loading that
 * entry once, from where ws-transport finds `ws`, makes the ES build work under Node's native ESM.
 * @internal
 */
export function ensureWsServerExport(): void {
  if (done) return
  requireBeside('@colyseus/ws-transport').require('ws')
  done = true
}
