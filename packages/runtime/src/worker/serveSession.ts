import { GameEngine, type GamePlugin } from '@decklet/core'
import { HumanController } from '../controllers/humanController'
import { RandomBotController } from '../controllers/randomBotController'
import { GameSession } from '../session/gameSession'
import { realScheduler, type Scheduler } from '../session/scheduler'
import { toErrorInfo } from '../session/sessionError'
import type { PlayerController } from '../session/types'
import { PROTOCOL_VERSION, isHostMessage, type GameSpec, type HostMessage, type PluginSpec, type WorkerMessage } from './protocol'

/** The worker's end of a message channel (a `worker_threads` `parentPort`, a Web Worker's `self`, a test double). */
export interface WorkerPort {
  postMessage(message: WorkerMessage): void
  /** Registers the handler of incoming messages; returns a function that removes it. */
  onMessage(handler: (message: unknown) => void): () => void
  /** Called once the game is over and the last message is posted (lets the worker exit). */
  close?(): void
}

/** Options of {@link serveSession}. */
export interface ServeSessionOptions {
  /** Loads a plugin module (default: dynamic `import(specifier)`). */
  readonly importModule?: (specifier: string) => Promise<Record<string, unknown>>
  /** Clock and timers (default: real ones). */
  readonly scheduler?: Scheduler
}

/**
 * Runs a {@link GameSession} behind a message port: announces `ready`, waits for `load-game`, loads the
 * plugins by module specifier, and from then on turns host messages into session calls and session
 * events into protocol messages. Game objects stay on this side; only views and messages cross.
 * Returns a function that stops the session and detaches from the port.
 *
 * @example
 * ```ts
 * // my-worker.ts (a browser Web Worker)
 * serveSession({ postMessage: (m) => self.postMessage(m), onMessage: (h) => { self.onmessage = (e) => h(e.data); return () => { self.onmessage = null } } })
 * ```
 */
export function serveSession(port: WorkerPort, options: ServeSessionOptions = {}): () => void {
  let session: GameSession | null = null
  let loading = false
  const importModule = options.importModule ?? ((specifier: string) => import(specifier) as Promise<Record<string, unknown>>)
  const post = (message: WorkerMessage): void => port.postMessage(message)
  const postError = (error: unknown, fatal: boolean): void => post({ type: 'error', error: toErrorInfo(error), fatal })

  const detach = port.onMessage((data) => {
    if (!isHostMessage(data)) return postError(new Error(`Unknown message: ${JSON.stringify(data)?.slice(0, 200)}`), false)
    try {
      handle(data)
    } catch (error) {
      postError(error, false)
    }
  })

  function handle(message: HostMessage): void {
    if (message.type === 'load-game') {
      if (loading || session !== null) return postError(new Error('A game is already loaded'), false)
      if (message.protocol !== PROTOCOL_VERSION) return postError(new Error(`Protocol ${message.protocol} not supported (this worker speaks ${PROTOCOL_VERSION})`), true)
      loading = true
      load(message.game).catch((error: unknown) => {
        postError(error, true)
        finish()
      })
      return
    }
    if (session === null) return postError(new Error(`No game loaded yet (got ${message.type})`), false)
    switch (message.type) {
      case 'ready': {
        const barrier = session.openBarrier
        if (barrier?.kind === 'ready') session.acknowledge(barrier.barrierId, message.playerId)
        return
      }
      case 'operation':
        session.respond({ requestId: message.requestId, playerId: message.playerId, action: message.action })
        return
      case 'ack':
        session.acknowledge(message.barrierId, message.playerId)
        return
      case 'pause':
        return session.pause()
      case 'resume':
        return session.resume()
      case 'stop':
        return session.stop()
    }
  }

  async function load(game: GameSpec): Promise<void> {
    const plugins = await Promise.all(game.plugins.map((spec) => loadPlugin(spec, importModule)))
    const engine = new GameEngine({ seed: game.seed, ...(game.validationMode === undefined ? {} : { validationMode: game.validationMode }) })
    for (const plugin of plugins) engine.use(plugin)
    engine.createGame({ players: [...game.players], ...(game.gameId === undefined ? {} : { gameId: game.gameId }) })
    const controllers: Record<string, PlayerController> = {}
    const state = engine.getState()
    for (const player of Object.values(state.players)) {
      const seat = game.seats?.[player.id] ?? { kind: 'remote' as const }
      controllers[player.id] = seat.kind === 'random-bot'
        ? new RandomBotController({ seed: seat.seed, ...(seat.delayMs === undefined ? {} : { delayMs: seat.delayMs }) })
        : remoteSeat(player.id)
    }
    const s = new GameSession({ engine, controllers, scheduler: options.scheduler ?? realScheduler, ...game.session, destroyEngine: true })
    session = s
    s.on((event) => {
      switch (event.type) {
        case 'request': {
          const { requestId, playerId, turn, deadline, timeoutMs } = event.request
          const remote = (game.seats?.[playerId]?.kind ?? 'remote') === 'remote'
          return post({ type: 'turn', requestId, playerId, turn, deadline, timeoutMs, ...(remote ? { request: event.request } : {}) })
        }
        case 'request-closed':
          return post({ type: 'turn-end', requestId: event.requestId, playerId: event.playerId, reason: event.reason })
        case 'rejected': {
          const r = event.response as { requestId?: unknown; playerId?: unknown } | null
          return post({
            type: 'rejected',
            requestId: typeof r?.requestId === 'string' ? r.requestId : null,
            playerId: typeof r?.playerId === 'string' ? r.playerId : null,
            code: event.code,
            reason: event.reason,
          })
        }
        case 'barrier':
          return post({ type: 'barrier', barrier: event.barrier })
        case 'barrier-done':
          if (event.barrier.kind === 'ready' && event.missing.length === 0) post({ type: 'init-finished' })
          return
        case 'paused':
        case 'resumed':
          return post({ type: 'pause-state', paused: event.type === 'paused' })
        case 'heartbeat':
          return post({ type: 'heartbeat', heartbeat: event.heartbeat })
        case 'error':
          return post({ type: 'error', error: event.error, fatal: event.fatal, snapshot: event.snapshot })
        case 'game-over':
          post({ type: 'game-over', result: event.result })
          return finish()
        default:
          return
      }
    })
    post({
      type: 'game-init',
      gameId: state.gameId,
      players: Object.values(state.players).map((p) => ({ id: p.id, name: p.name, seat: p.seat, kind: game.seats?.[p.id]?.kind ?? 'remote' })),
    })
    // A failure is posted as an `error` message by the listener above.
    s.start().then(
      (result) => {
        if (result.status === 'stopped') {
          post({ type: 'game-over', result })
          finish()
        }
      },
      () => finish(),
    )
  }

  function remoteSeat(playerId: string): HumanController {
    return new HumanController({
      send(message) {
        if (message.type === 'update') post({ type: 'view-update', playerId, view: message.view, events: message.events })
        // requests, closings and barriers are posted once, from the session's events
      },
    })
  }

  let finished = false
  function finish(): void {
    if (finished) return
    finished = true
    detach()
    port.close?.()
  }

  post({ type: 'ready', protocol: PROTOCOL_VERSION })
  return () => {
    session?.stop()
    finish()
  }
}

async function loadPlugin(spec: PluginSpec, importModule: (specifier: string) => Promise<Record<string, unknown>>): Promise<GamePlugin> {
  const module = await importModule(spec.module)
  const name = spec.export ?? 'default'
  const value = module[name]
  const plugin = typeof value === 'function' ? (value as (options: unknown) => unknown)(spec.options) : value
  if (typeof plugin !== 'object' || plugin === null || typeof (plugin as { id?: unknown }).id !== 'string') {
    throw new Error(`${spec.module} has no plugin export ${name}`)
  }
  return plugin as GamePlugin
}
