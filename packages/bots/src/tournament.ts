import { createAction, InvalidOptionError, SeededRandomProvider, type ActionInit, type GameEngine } from '@decklet/core'
import { VirtualScheduler, type DecisionRequest, type PlayerController, type RespondResult } from '@decklet/runtime'
import { askOrder } from './askOrder'

/** Makes the controller of one seat for one game, from a seed drawn for it. */
export type BotFactory = (seed: number) => PlayerController

/** One line-up: a controller factory per player id. */
export interface Lineup {
  /** A label for the report (default `lineup-<index>`). */
  readonly name?: string
  /** The seats, in seat order: player id → factory. */
  readonly seats: Readonly<Record<string, BotFactory>>
}

/** What {@link runTournament} hands `makeEngine` for each game. */
export interface GameSetup {
  /** The game's seed (drawn from the tournament's seed). */
  readonly seed: number
  /** The players, in seat order (the line-up's ids, named after them). */
  readonly players: readonly { readonly id: string; readonly name: string }[]
  /** Index of the line-up and of the game within it. */
  readonly lineup: number
  readonly game: number
}

/** Options of {@link runTournament}. */
export interface TournamentOptions {
  /** A started engine for one game: plugins registered, `createGame({ players, seed })` and `start()` called. */
  readonly makeEngine: (setup: GameSetup) => GameEngine
  readonly lineups: readonly Lineup[]
  /** Games per line-up. */
  readonly games: number
  /** Seed of the tournament: game and bot seeds are drawn from it, so a tournament replays exactly. */
  readonly seed: number
  /** Actions after which a game is abandoned (counted in `unfinished`); default 100,000. */
  readonly maxActionsPerGame?: number
}

/** A proportion with its 95% Wilson score interval. */
export interface WinRate {
  readonly wins: number
  readonly games: number
  /** `wins / games` (0 with no games). */
  readonly rate: number
  /** Lower and upper bounds of the 95% Wilson score interval. */
  readonly low: number
  readonly high: number
}

/** One seat's results in one line-up. */
export interface SeatResult extends WinRate {
  readonly playerId: string
  /** The controller's `kind`. */
  readonly kind: string
}

/** The results of one line-up. */
export interface LineupResult {
  readonly name: string
  readonly games: number
  /** Games that ended with `status: 'finished'`. */
  readonly finished: number
  /** Games abandoned: the action limit, or nobody answered and the game had no default action. */
  readonly unfinished: number
  /** Finished games without a winner. */
  readonly noWinner: number
  readonly actions: number
  readonly seats: readonly SeatResult[]
}

/** The report of {@link runTournament}. */
export interface TournamentReport {
  readonly seed: number
  readonly lineups: readonly LineupResult[]
}

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054

/**
 * A proportion and its 95% Wilson score confidence interval.
 *
 * @example
 * ```ts
 * wilsonInterval(50, 100) // { wins: 50, games: 100, rate: 0.5, low: 0.4038…, high: 0.5961… }
 * ```
 */
export function wilsonInterval(wins: number, games: number, z: number = Z95): WinRate {
  if (games <= 0) return { wins, games, rate: 0, low: 0, high: 1 }
  const p = wins / games
  const z2 = z * z
  const denominator = 1 + z2 / games
  const center = (p + z2 / (2 * games)) / denominator
  const half = (z * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games))) / denominator
  // The interval always holds p; at 0 and at `games` wins its outer bound is exactly 0 or 1.
  const low = wins <= 0 ? 0 : Math.min(p, Math.max(0, center - half))
  const high = wins >= games ? 1 : Math.max(p, Math.min(1, center + half))
  return { wins, games, rate: p, low, high }
}

type GameOutcome = { finished: boolean; winnerIds: readonly string[]; actions: number }

/**
 * Plays one game between controllers, synchronously: after each action, every player who may act
 * (`engine.getActors()`; the others first, the player to act last, so out-of-turn calls such as UNO's are
 * heard: see {@link askOrder}) and has legal actions gets a request; the first answer the rules accept is
 * applied. Controllers must answer at once (no timers run); when nobody does, the current player's default
 * action applies, or the game is abandoned.
 */
function playGame(engine: GameEngine, controllers: Readonly<Record<string, PlayerController>>, maxActions: number): GameOutcome {
  const scheduler = new VirtualScheduler()
  let actions = 0
  let requestCount = 0
  while (engine.getState().status === 'playing' && actions < maxActions) {
    const state = engine.getState()
    const current = state.currentPlayerId
    let acted = false
    for (const playerId of askOrder(engine, current)) {
      // A player the line-up does not seat (one a game added, say) has nobody to answer for it.
      if (!Object.hasOwn(controllers, playerId)) continue
      const controller = controllers[playerId]!
      const legalActions = engine.getLegalActions(playerId)
      if (legalActions.length === 0) continue
      const request: DecisionRequest = {
        requestId: `r${++requestCount}`,
        playerId,
        turn: state.turn,
        stateVersion: state.version,
        deadline: 0,
        timeoutMs: 0,
        remainingMs: 0,
        legalActions,
        view: engine.getPlayerView(playerId),
      }
      let closed = false
      const reply = (action: ActionInit): RespondResult => {
        if (closed) return { accepted: false, code: 'UNKNOWN_REQUEST', reason: 'the request is closed' }
        if (action.playerId !== undefined && action.playerId !== playerId) {
          return { accepted: false, code: 'WRONG_PLAYER', reason: 'an action must name its own player' }
        }
        const result = engine.dispatch(createAction({ type: action.type, payload: action.payload, playerId }))
        if (!result.ok) return { accepted: false, code: 'ILLEGAL_ACTION', reason: result.denyReason ?? result.error ?? 'denied' }
        closed = true
        return { accepted: true, action: result.action }
      }
      controller.onRequest(request, reply, { scheduler })
      const answered = closed
      closed = true
      controller.onRequestClosed?.(request.requestId, answered ? 'answered' : 'superseded')
      if (answered) {
        acted = true
        break
      }
    }
    if (!acted && current !== null) {
      const fallback = engine.getDefaultAction(current)
      if (fallback !== null && engine.dispatch(fallback).ok) acted = true
    }
    if (!acted) break
    actions++
  }
  for (const controller of Object.values(controllers)) controller.dispose?.()
  const final = engine.getState()
  return { finished: final.status === 'finished', winnerIds: final.winnerIds, actions }
}

/**
 * Plays `games` games per line-up synchronously through the engine (no timers, no session) and reports
 * each seat's win rate with its 95% Wilson confidence interval. A game counts as a win for every player in
 * its `winnerIds`. Seeds for each game and each bot are drawn from `seed`, so the report replays exactly.
 *
 * @example
 * ```ts
 * const report = runTournament({
 *   makeEngine: ({ seed, players }) => new GameEngine({ seed }).use(StandardDeckPlugin).use(TurnPlugin)
 *     .use(DrawPlugin).use(SimpleGamePlugin).createGame({ players: [...players] }).start(),
 *   lineups: [{ seats: { p1: () => createSimpleGameBot(), p2: (s) => createRandomBot(s) } }],
 *   games: 200,
 *   seed: 1,
 * })
 * report.lineups[0].seats[0] // { playerId: 'p1', kind: 'simple-game-bot', wins, games, rate, low, high }
 * ```
 */
export function runTournament(options: TournamentOptions): TournamentReport {
  const { makeEngine, lineups, games, seed } = options
  if (!Number.isInteger(games) || games < 0) throw new InvalidOptionError('games', games, 'a whole number ≥ 0')
  const maxActions = options.maxActionsPerGame ?? 100_000
  const random = new SeededRandomProvider(seed)
  const draw = (): number => random.int(0, 2_147_483_646)
  const results = lineups.map((lineup, lineupIndex): LineupResult => {
    const playerIds = Object.keys(lineup.seats)
    const wins: Record<string, number> = Object.fromEntries(playerIds.map((id) => [id, 0]))
    const kinds: Record<string, string> = {}
    let finished = 0
    let noWinner = 0
    let actions = 0
    for (let game = 0; game < games; game++) {
      const gameSeed = draw()
      const controllers: Record<string, PlayerController> = {}
      for (const id of playerIds) {
        controllers[id] = lineup.seats[id]!(draw())
        kinds[id] ??= controllers[id].kind
      }
      const engine = makeEngine({ seed: gameSeed, players: playerIds.map((id) => ({ id, name: id })), lineup: lineupIndex, game })
      const outcome = playGame(engine, controllers, maxActions)
      actions += outcome.actions
      if (!outcome.finished) continue
      finished++
      if (outcome.winnerIds.length === 0) noWinner++
      for (const id of outcome.winnerIds) if (id in wins) wins[id]!++
    }
    return {
      name: lineup.name ?? `lineup-${lineupIndex}`,
      games,
      finished,
      unfinished: games - finished,
      noWinner,
      actions,
      seats: playerIds.map((id) => ({ playerId: id, kind: kinds[id] ?? 'unknown', ...wilsonInterval(wins[id]!, games) })),
    }
  })
  return { seed, lineups: results }
}
