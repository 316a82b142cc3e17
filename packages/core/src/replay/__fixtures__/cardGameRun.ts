/*
 * Running the card game of `cardGame.ts` in tests: a plugin whose setup draws randomness, clocks the test drives,
 * a started game and a deterministic pick among legal actions. Re-exported by `cardGame.ts`.
 */
import type { GameConfigInit } from '../../engine/types'
import { GameEngine } from '../../engine/gameEngine'
import type { GamePlugin } from '../../plugins/types'
import { CardGamePlugin, type CardGameAction } from './cardGame'

/**
 * A plugin whose setup consumes randomness: it rolls a die into `setup.roll`.
 * `idempotent: true` rolls only when the variable is absent (as the spec asks of
 * setup), so on replay against the recorded initial state it draws nothing.
 */
export function createRandomSetupPlugin(options: { idempotent?: boolean; version?: string } = {}): GamePlugin {
  return {
    id: 'random-setup',
    name: 'Random Setup',
    version: options.version ?? '2.0.0',
    setup(ctx) {
      if (options.idempotent && ctx.getVariable('setup.roll') !== undefined) return
      ctx.setVariable('setup.roll', [ctx.random.int(1, 1000), ctx.random.int(1, 1000), ctx.random.int(1, 1000)])
    },
  }
}

/** A clock the test drives: `now` is returned until it is set again. */
export function scriptedClock(start = 1_700_000_000_000): { clock: () => number; set(t: number): void; readonly now: number } {
  let now = start
  return {
    clock: () => now,
    set(t: number) {
      now = t
    },
    get now() {
      return now
    },
  }
}

/** A clock that moves forward by an uneven step on every call. */
export function tickingClock(start = 1_700_000_000_000): () => number {
  let now = start
  let step = 0
  return () => {
    step++
    now += 17 * step + (step % 3)
    return now
  }
}

export const DEFAULT_PLAYERS = [
  { id: 'p1', name: 'Alice' },
  { id: 'p2', name: 'Bob' },
  { id: 'p3', name: 'Carol' },
]

export interface StartOptions extends Omit<GameConfigInit, 'seed'> {
  seed?: number
  players?: { id: string; name: string; seat?: number }[]
  plugins?: GamePlugin[]
  start?: boolean
}

/** A started game of the card game (or just created with `start: false`). */
export function startCardGame(options: StartOptions = {}): GameEngine<CardGameAction> {
  const { players = DEFAULT_PLAYERS, plugins = [CardGamePlugin], start = true, seed = 4242, ...config } = options
  const engine = new GameEngine<CardGameAction>({ ...config, seed })
  for (const plugin of plugins) engine.use(plugin)
  engine.createGame({ players })
  if (start) engine.start()
  return engine
}

/**
 * A deterministic bot: picks one of the current player's legal actions as a
 * function of the state and the step index (shuffles every 4th step when it can,
 * plays every 3rd, otherwise draws, otherwise plays).
 */
export function pickAction(legal: readonly CardGameAction[], step: number): CardGameAction | undefined {
  const of = (type: CardGameAction['type']) => legal.find((a) => a.type === type)
  if (step % 4 === 1 && of('SHUFFLE')) return of('SHUFFLE')
  if (step % 3 === 2 && of('PLAY')) return of('PLAY')
  return of('DRAW') ?? of('PLAY') ?? legal[0]
}

/**
 * Lets the bot play up to `n` actions for whoever is current; stops when the
 * game is over or nobody can move. `beforeEach(step)` runs before each dispatch
 * (e.g. to set a scripted clock). Returns the number of actions played.
 */
export function playFirstLegal(engine: GameEngine<CardGameAction>, n: number, beforeEach?: (step: number) => void): number {
  let done = 0
  for (let i = 0; i < n; i++) {
    const state = engine.getState()
    if (state.status !== 'playing' || state.currentPlayerId === null) break
    const pick = pickAction(engine.getLegalActions(state.currentPlayerId), i)
    if (!pick) break
    beforeEach?.(i)
    const result = engine.dispatch(pick)
    if (!result.ok) throw new Error(`legal action refused: ${result.denyReason ?? result.error}`)
    done++
  }
  return done
}
