// Test support: the simple game (four basic plugins), a session in virtual time, and seats for tests.
import { GameEngine, type GamePlugin } from '@decklet/core'
import { DrawPlugin } from '@decklet/plugin-draw'
import { SimpleGamePlugin } from '@decklet/plugin-simple-game'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { TurnPlugin } from '@decklet/plugin-turn'
import { HumanController, type HumanOutbound } from '../controllers/humanController'
import { GameSession } from './gameSession'
import type { GameSessionOptions } from './sessionOptions'
import { VirtualScheduler } from './scheduler'
import type { PlayerController, SessionEvent } from './types'

export const SIMPLE_PLUGINS: readonly GamePlugin[] = [StandardDeckPlugin, TurnPlugin, DrawPlugin, SimpleGamePlugin]

export function simpleEngine(seed = 1, players = 2, plugins: readonly GamePlugin[] = SIMPLE_PLUGINS): GameEngine {
  const engine = new GameEngine({ seed, clock: () => 0 })
  for (const plugin of plugins) engine.use(plugin)
  engine.createGame({ players: Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` })) })
  return engine
}

export function virtualSession(
  controllers: Record<string, PlayerController>,
  options: Partial<GameSessionOptions> & { engine?: GameEngine } = {},
): { session: GameSession; engine: GameEngine; time: VirtualScheduler; events: SessionEvent[] } {
  const engine = options.engine ?? simpleEngine(1, Object.keys(controllers).length)
  const time = new VirtualScheduler()
  const session = new GameSession({ waitForReady: false, heartbeatMs: 0, turnTimeoutMs: 30_000, ...options, engine, controllers, scheduler: time })
  const events: SessionEvent[] = []
  session.on((event) => events.push(event))
  return { session, engine, time, events }
}

/** A seat that never answers: its time runs out. */
export const silent = (): PlayerController => ({ kind: 'silent', onRequest: () => undefined })

/** The events of one type, typed. */
export const ofType = <T extends SessionEvent['type']>(events: SessionEvent[], type: T) =>
  events.filter((e): e is Extract<SessionEvent, { type: T }> => e.type === type)

/** A human seat whose outgoing messages are kept. */
export function human(): { controller: HumanController; sent: HumanOutbound[] } {
  const sent: HumanOutbound[] = []
  return { controller: new HumanController({ send: (m) => sent.push(m) }), sent }
}
