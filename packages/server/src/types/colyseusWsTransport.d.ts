// @colyseus/ws-transport 0.16 ships its types but its exports map has no `types` condition, so the
// Bundler resolution cannot reach them: the part this package uses, declared here.
declare module '@colyseus/ws-transport' {
  import type { Server } from 'node:http'
  import { Transport } from '@colyseus/core'

  export interface TransportOptions {
    readonly server?: Server
    readonly pingInterval?: number
    readonly pingMaxRetries?: number
    readonly maxPayload?: number
  }

  /** The server side of one client connection (tests tap its frames). */
  export class WebSocketClient {
    readonly sessionId: string
  }

  export class WebSocketTransport extends Transport {
    constructor(options?: TransportOptions)
    listen(port: number, hostname?: string, backlog?: number, listeningListener?: () => void): this
    shutdown(): void
    simulateLatency(milliseconds: number): void
  }
}
