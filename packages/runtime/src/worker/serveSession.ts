import { playersBySeat, type GameEngine, type GamePlugin, type ViewerRecord } from '@decklet/core'
import { HumanController } from '../controllers/humanController'
import { GameSession } from '../session/gameSession'
import { realScheduler, type Scheduler } from '../session/scheduler'
import { toErrorInfo } from '../session/sessionError'
import type { PlayerController, SessionResult } from '../session/types'
import { BotSpecError, asBotRegistry, builtInBots, createBotSeat, type BotRegistry } from './botRegistry'
import { loadGameModule, runPostRestore } from './gameModule'
import { LiveUpdates } from './liveUpdates'
import { createSpecEngine, restoreEngine, saveOf } from './restoreGame'
import {
  PROTOCOL_VERSION,
  isHostMessage,
  type BotModuleSpec,
  type GameOverMessage,
  type GameSave,
  type GameSpec,
  type HostMessage,
  type PluginSpec,
  type SeatSpec,
  type WorkerMessage,
} from './protocol'

/** The worker's end of a message channel (a `worker_threads` `parentPort`, a Web Worker's `self`, a test double). */
export interface WorkerPort {
  postMessage(message: WorkerMessage): void
  /** Registers the handler of incoming messages; returns a function that removes it. */
  onMessage(handler: (message: unknown) => void): () => void
  /** Called once the game is over and the last message is posted (lets the worker exit). */
  close?(): void
}

/** How many players' early `ready` messages (before the session exists) a served session keeps. */
const MAX_EARLY_READY = 256

/** Options of {@link serveSession}. */
export interface ServeSessionOptions {
  /**
   * Modules known by specifier, used before `importModule` (a browser worker imports its plugins statically
   * and lists them here: `{ '@decklet/plugin-uno': await import('@decklet/plugin-uno') }` or `import * as`).
   */
  readonly modules?: Readonly<Record<string, Readonly<Record<string, unknown>>>>
  /** Loads a plugin or bot module not in `modules` (default: dynamic `import(specifier)`). */
  readonly importModule?: (specifier: string) => Promise<Record<string, unknown>>
  /**
   * Bots this worker can seat by name (`{ kind: 'bot', bot: name }`), besides the built-in `random` and the
   * registries of the game's `botModules`; these win on a name clash.
   */
  readonly bots?: BotRegistry
  /** Clock and timers (default: real ones). */
  readonly scheduler?: Scheduler
}

/**
 * Runs a {@link GameSession} behind a message port: announces `ready`, waits for `load-game`, loads the
 * plugins (and bot modules, and the game module) by module specifier, creates the game or restores the
 * save the message carries (then runs the game module's `postRestore`), seats remote players and bots
 * named in the game's seats, and from then on turns host messages into session calls and session events
 * into protocol messages (a `save` is answered with `saved`); at game over it posts the game's records. Game objects stay on this side; only views and messages cross.
 * Returns a function that stops the session (the host receives a `game-over` with `status: 'stopped'`)
 * and detaches from the port.
 *
 * A browser Web Worker uses {@link serveWorkerScope}, a Node worker thread the package's `dist/worker.js`.
 *
 * @example
 * ```ts
 * // any message channel: here a WebSocket server's connection to one room
 * serveSession({ postMessage: (m) => socket.send(JSON.stringify(m)), onMessage: (h) => { socket.onmessage = (e) => h(JSON.parse(e.data)); return () => { socket.onmessage = null } } }, { bots: botRegistry })
 * ```
 */
export function serveSession(port: WorkerPort, options: ServeSessionOptions = {}): () => void {
  return serveSessionControl(port, options).stop
}

/**
 * What the worker entries hold of a served session: `stop` (the function {@link serveSession} returns) and
 * `fail`, for an error nothing caught (an uncaught exception, an unhandled rejection): it posts a fatal
 * `error` with the session's debug snapshot, then ends the session without a `game-over`, frees the engine
 * and closes the port.
 * @internal
 */
export interface SessionControl {
  readonly stop: () => void
  readonly fail: (error: unknown) => void
}

/**
 * {@link serveSession}, with the means to fail the session from outside (see {@link SessionControl}).
 * @internal
 */
export function serveSessionControl(port: WorkerPort, options: ServeSessionOptions = {}): SessionControl {
  let session: GameSession | null = null
  let engine: GameEngine | null = null
  let loading = false
  let finished = false
  let failing = false
  // `ready` messages that came before the session existed (before or during the load), by player: one per
  // seat is all the ready barrier needs, and the set is capped so that a flood of made-up ids stays small.
  const earlyReady = new Set<string>()
  // Long operations the host runs (`begin-operation` … `end-operation`), by id: ending one settles its promise.
  const operations = new Map<string, () => void>()
  const dynamicImport = options.importModule ?? ((specifier: string) => import(specifier) as Promise<Record<string, unknown>>)
  const importModule = (specifier: string): Promise<Record<string, unknown>> => {
    const known = options.modules !== undefined && Object.hasOwn(options.modules, specifier) ? options.modules[specifier] : undefined
    return known === undefined ? dynamicImport(specifier) : Promise.resolve(known as Record<string, unknown>)
  }
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
      Promise.resolve()
        .then(() => load(message.game, saveOf(message)))
        .catch((error: unknown) => {
          postError(error, true)
          finish()
        })
      return
    }
    if (message.type === 'save') return postSave(message.saveId)
    if (session === null) {
      if (message.type === 'ready' && (earlyReady.has(message.playerId) || earlyReady.size < MAX_EARLY_READY)) {
        earlyReady.add(message.playerId)
        return
      }
      return postError(new Error(`No game loaded yet (got ${message.type})`), false)
    }
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
      case 'begin-operation': {
        if (operations.has(message.operationId)) return postError(new Error(`Operation ${message.operationId} is already running`), false)
        const { operationId } = message
        void session.runLongOperation(message.label, () => new Promise<void>((resolve) => operations.set(operationId, resolve)))
        return
      }
      case 'end-operation': {
        const end = operations.get(message.operationId)
        if (end === undefined) return postError(new Error(`No operation ${message.operationId} is running`), false)
        operations.delete(message.operationId)
        return end()
      }
    }
  }

  /**
   * Spec 004's init order: the game is created (or restored from `save`, then the game module's
   * `postRestore` runs), then announced (`game-init`, the first views), then the ready barrier opens.
   */
  async function load(game: GameSpec, save: GameSave | null): Promise<void> {
    const [plugins, moduleBots, gameModule] = await Promise.all([
      Promise.all(game.plugins.map((spec) => loadPlugin(spec, importModule))).then((lists) => lists.flat()),
      Promise.all((game.botModules ?? []).map((spec) => loadBotModule(spec, importModule))),
      game.gameModule === undefined ? null : loadGameModule(game.gameModule, importModule),
    ])
    // Failed or stopped while the modules loaded: nothing to start.
    if (finished) return
    const registry: BotRegistry = Object.assign({}, builtInBots, ...moduleBots, options.bots)
    const e = save === null ? createSpecEngine(game, plugins) : restoreEngine(save, plugins, game)
    engine = e
    if (save !== null) {
      await runPostRestore(gameModule, e, save)
      // Stopped while the hook ran: `finish` freed the engine.
      if (finished) return
    }
    const state = e.getState()
    const players = playersBySeat(state)
    const seatOf = (playerId: string): SeatSpec => game.seats?.[playerId] ?? { kind: 'remote' }
    for (const playerId of Object.keys(game.seats ?? {})) {
      if (!Object.hasOwn(state.players, playerId)) throw new BotSpecError(`Seat ${playerId}: no such player in the game`, 'BAD_SEAT', playerId)
    }
    const controllers: Record<string, PlayerController> = {}
    const remote = new Set<string>()
    for (const player of players) {
      const seat = seatOf(player.id)
      if (seat?.kind === 'remote') {
        remote.add(player.id)
        controllers[player.id] = remoteSeat(player.id, () => updates.record())
      } else if (seat?.kind === 'bot' || seat?.kind === 'random-bot') {
        controllers[player.id] = createBotSeat(seat, registry, {
          playerId: player.id,
          defaultSeed: (game.seed + 7_919 * player.seat) >>> 0,
          pluginIds: plugins.map((p) => p.id),
          playerIds: players.map((p) => p.id),
          plugins,
        })
      } else {
        throw new BotSpecError(`Seat ${player.id}: unknown seat kind ${JSON.stringify((seat as { kind?: unknown } | null)?.kind)} (remote, bot or random-bot)`, 'BAD_SEAT', player.id)
      }
    }

    // The engine outlives the session: its records go out with `game-over`, then `finish` destroys it.
    const s = new GameSession({ engine: e, controllers, scheduler: options.scheduler ?? realScheduler, ...game.session, destroyEngine: false })
    session = s
    const viewers = game.viewerRecords === 'players' ? players.map((p) => p.id) : [...remote]
    const gameOver = (result: SessionResult): void => {
      // Failed from this side (`fail`): the fatal error went out instead.
      if (failing || finished) return
      post(gameOverMessage(e, result, viewers, game.records !== false, game.stepViews === true, (error) => postError(error, false)))
      finish()
    }
    const updates = new LiveUpdates(e, post, { record: game.liveRecord === true, spectator: game.spectatorView === true })
    s.on((event) => {
      switch (event.type) {
        case 'request': {
          const { requestId, playerId, turn, deadline, timeoutMs, remainingMs } = event.request
          return post({ type: 'turn', requestId, playerId, turn, deadline, timeoutMs, remainingMs, ...(remote.has(playerId) ? { request: event.request } : {}) })
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
          return post({ type: 'barrier-done', barrierId: event.barrier.barrierId, missing: event.missing })
        case 'action':
          // Before the tick's view-updates: a host that saves the record has it first.
          updates.record()
          return updates.spectator()
        case 'timeout': {
          const { operation, ids, playerIds, durationMs } = event
          return post({ type: 'timeout', operation, ids, playerIds, durationMs })
        }
        case 'started':
          // Everyone is ready (or the game does not wait for it: `waitForReady: false`); the first turn follows.
          return post({ type: 'init-finished' })
        case 'paused':
        case 'resumed':
          return post({ type: 'pause-state', paused: event.type === 'paused' })
        case 'heartbeat':
          return post({ type: 'heartbeat', heartbeat: event.heartbeat })
        case 'error':
          return post({ type: 'error', error: event.error, fatal: event.fatal, snapshot: event.snapshot })
        case 'game-over':
          return gameOver(event.result)
        default:
          return
      }
    })
    post({
      type: 'game-init',
      gameId: state.gameId,
      players: Object.values(state.players).map((p) => {
        const seat = seatOf(p.id)
        return { id: p.id, name: p.name, seat: p.seat, kind: seat.kind, ...(seat.kind === 'bot' ? { bot: seat.bot } : {}) }
      }),
    })
    // The end is posted by the listener above: `game-over` (finished or stopped), or a fatal `error`.
    s.start().catch(() => finish())
    // The game has started (the deal is done): the record's head (unless the deal's views sent it) and the
    // spectator's first view.
    if (!finished) {
      updates.record()
      updates.spectator()
    }
    // The ready barrier is open now: the players who said `ready` before the session existed count for it.
    const barrier = s.openBarrier
    if (barrier?.kind === 'ready') {
      for (const playerId of earlyReady) if (Object.hasOwn(state.players, playerId)) s.acknowledge(barrier.barrierId, playerId)
    }
    earlyReady.clear()
  }

  /** The answer to a `save`: the engine's snapshot and record, or why there is none (nothing loaded yet). */
  function postSave(saveId: string): void {
    if (session === null || engine === null) return post({ type: 'saved', saveId, error: toErrorInfo(new Error('No game loaded yet: nothing to save')) })
    try {
      post({ type: 'saved', saveId, snapshot: engine.createSnapshot(), record: engine.exportRecord() })
    } catch (error) {
      post({ type: 'saved', saveId, error: toErrorInfo(error) })
    }
  }

  /** A remote player's controller; `beforeView` runs before each of its view-updates (the live record first). */
  function remoteSeat(playerId: string, beforeView: () => void): HumanController {
    return new HumanController({
      send(message) {
        if (message.type !== 'update') return
        beforeView()
        post({ type: 'view-update', playerId, view: message.view, events: message.events })
        // requests, closings and barriers are posted once, from the session's events
      },
    })
  }

  function finish(): void {
    if (finished) return
    finished = true
    detach()
    for (const end of operations.values()) end()
    operations.clear()
    try {
      engine?.destroy()
    } catch (error) {
      postError(error, false)
    }
    port.close?.()
  }

  post({ type: 'ready', protocol: PROTOCOL_VERSION })
  return {
    stop() {
      session?.stop()
      finish()
    },
    fail(error) {
      if (finished || failing) return
      failing = true
      post({ type: 'error', error: toErrorInfo(error), fatal: true, ...(session === null ? {} : { snapshot: session.debugSnapshot() }) })
      session?.stop()
      finish()
    },
  }
}

/** The plugins of one spec: one, or several from a factory that returns a list (`createDoudizhuPlugins`). */
async function loadPlugin(spec: PluginSpec, importModule: (specifier: string) => Promise<Record<string, unknown>>): Promise<GamePlugin[]> {
  const module = await importModule(spec.module)
  const name = spec.export ?? 'default'
  const value = module[name]
  const made = typeof value === 'function' ? (value as (options: unknown) => unknown)(spec.options) : value
  const plugins = Array.isArray(made) && made.length > 0 ? made : [made]
  for (const plugin of plugins) {
    if (typeof plugin !== 'object' || plugin === null || typeof (plugin as { id?: unknown }).id !== 'string') {
      throw new Error(`${spec.module} has no plugin export ${name}`)
    }
  }
  return plugins as GamePlugin[]
}

async function loadBotModule(spec: BotModuleSpec, importModule: (specifier: string) => Promise<Record<string, unknown>>): Promise<BotRegistry> {
  const module = await importModule(spec.module)
  const name = spec.export ?? 'botRegistry'
  if (!Object.hasOwn(module, name)) throw new BotSpecError(`${spec.module} has no export ${name}`, 'BAD_BOT_MODULE', null)
  return asBotRegistry(module[name], `${spec.module} export ${name}`)
}

/** The `game-over` message with the engine's records (a failing export is reported, not fatal: the result still goes out). */
function gameOverMessage(engine: GameEngine, result: SessionResult, viewers: readonly string[], records: boolean, stepViews: boolean, report: (error: unknown) => void): GameOverMessage {
  if (!records) return { type: 'game-over', result }
  try {
    const viewerRecords: Record<string, ViewerRecord> = {}
    for (const id of viewers) viewerRecords[id] = engine.exportRecord({ viewer: id, stepViews })
    return { type: 'game-over', result, record: engine.exportRecord(), ...(viewers.length === 0 ? {} : { viewerRecords }) }
  } catch (error) {
    report(error)
    return { type: 'game-over', result }
  }
}
