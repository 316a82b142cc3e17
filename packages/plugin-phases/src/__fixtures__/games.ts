/*
 * Small phases games for this package's tests. Every factory returns fresh plugins.
 */
import { GameEngine, stateUtils, type GameEngine as Engine, type GameEvent, type GamePlugin, type GameState, type JsonValue } from '@decklet/core'
import { createPhasesPlugin } from '../phasesPlugin'
import { definePhase } from '../gamePhase'
import { defineStep, type StepKind } from '../stepKind'
import type { PhasesOptions } from '../options'

/** Players p1…pn, seats 1…n. */
export function players(n: number) {
  return Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, seat: i + 1 }))
}

/**
 * A started engine with a phases plugin made of `options` and `others` after it, and the log of its events from
 * the start on (types, with `:playerId` when the event names a player; `filter` keeps some).
 */
export function phasesGame(
  options: PhasesOptions,
  { count = 3, seed = 1, others = [] as GamePlugin[], filter = (_e: GameEvent) => true }: { count?: number; seed?: number; others?: GamePlugin[]; filter?: (e: GameEvent) => boolean } = {},
): { engine: Engine; log: string[] } {
  const engine = new GameEngine({ seed, validationMode: 'always', clock: () => 0 }).use(createPhasesPlugin(options))
  for (const plugin of others) engine.use(plugin)
  engine.createGame({ players: players(count) })
  const log = eventLog(engine, filter)
  engine.start()
  return { engine, log }
}

/** Records the types of events (with their player when they have one) as they are delivered. */
export function eventLog(engine: Engine, filter: (e: GameEvent) => boolean = () => true): string[] {
  const log: string[] = []
  engine.subscribeAll((e) => {
    if (filter(e)) log.push(e.playerId === undefined ? e.type : `${e.type}:${e.playerId}`)
  })
  return log
}

/** A step that emits `type` with its params (and the round's player), and does nothing else. */
export function say(kind: string, type = kind.toUpperCase()): StepKind {
  return defineStep(kind, { run: (ctx) => ctx.emit(type, (ctx.params ?? null) as JsonValue) })
}

/** Dispatches the game's pending work until there is none; returns how many actions. */
export function drainPending(engine: Engine, limit = 1000): number {
  let n = 0
  for (let step = engine.getPending(); step !== null && n < limit; step = engine.getPending(), n++) {
    const result = engine.dispatch(step.action)
    if (!result.ok) throw new Error(`pending ${step.action.type} refused: ${result.denyReason ?? result.error}`)
  }
  return n
}

/**
 * A small dice game on the phases plugin. Each player starts with 6 coins. A turn: `roll` one die; a 1 is a storm,
 * shown as an animation before its effect (`storm`: lose 2 coins); a 6 asks the player to GAMBLE (win or lose 3
 * coins on a second die) or KEEP (the default); then `tax` commands `PAY_TAX` of 1 coin through the engine
 * (the `dice-bank` plugin handles it); a player at 0 coins or less is eliminated. A 5 sends the roller to jail:
 * they skip their next turn. The last player standing wins.
 */
export function diceGamePlugins(options: { yieldBetweenPlayers?: boolean } = {}): GamePlugin[] {
  const coins = (state: GameState, id: string) => state.players[id]!.coins as number
  const roll = defineStep('roll', {
    run(ctx) {
      const die = ctx.random.int(1, 6)
      ctx.emit('ROLLED', { playerId: ctx.playerId, die })
      if (die === 1) {
        ctx.nextTick({ kind: 'storm' })
        ctx.animate({ name: 'storm', data: { playerId: ctx.playerId } })
      } else if (die === 5) {
        ctx.skipTurns(ctx.playerId!, 1)
      } else if (die === 6) {
        ctx.ask({ playerId: ctx.playerId!, options: [{ type: 'GAMBLE' }, { type: 'KEEP' }], defaultAction: { type: 'KEEP' } })
      }
    },
    answer(ctx, action) {
      if (action.type !== 'GAMBLE') return
      const delta = ctx.random.int(0, 1) === 1 ? 3 : -3
      ctx.update((s) => stateUtils.updatePlayer(s, ctx.playerId!, { coins: coins(s, ctx.playerId!) + delta }))
      ctx.emit('GAMBLED', { playerId: ctx.playerId, delta })
    },
  })
  const storm = defineStep('storm', {
    run(ctx) {
      ctx.update((s) => stateUtils.updatePlayer(s, ctx.playerId!, { coins: coins(s, ctx.playerId!) - 2 }))
    },
  })
  const tax = defineStep('tax', { run: (ctx) => ctx.command({ type: 'PAY_TAX', playerId: ctx.playerId!, payload: { amount: 1 } }) })
  const broke = defineStep('broke', {
    run(ctx) {
      if (coins(ctx.state, ctx.playerId!) <= 0) ctx.eliminate(ctx.playerId!, 'broke')
    },
  })
  const phases = createPhasesPlugin({
    steps: [roll, storm, tax, broke],
    phases: { player: definePhase('turn', ['roll', 'tax', 'broke']) },
    decisions: ['GAMBLE', 'KEEP'],
    ...(options.yieldBetweenPlayers === undefined ? {} : { yieldBetweenPlayers: options.yieldBetweenPlayers }),
  })
  const bank: GamePlugin = {
    id: 'dice-bank',
    name: 'Dice bank',
    version: '1.0.0',
    setup(ctx) {
      for (const id of Object.keys(ctx.state.players)) if (ctx.state.players[id]!.coins === undefined) ctx.update((s) => stateUtils.updatePlayer(s, id, { coins: 6 }))
    },
    actions: [
      {
        type: 'PAY_TAX',
        internal: true,
        execute: (action, { state }) => {
          const { amount } = action.payload as { amount: number }
          const id = action.playerId!
          return { state: stateUtils.updatePlayer(state, id, { coins: coins(state, id) - amount }), events: [{ type: 'TAX_PAID', playerId: id, payload: { amount } }] }
        },
      },
    ],
  }
  return [phases, bank]
}

/** A started dice game. */
export function diceEngine(seed = 1, count = 3, options: { yieldBetweenPlayers?: boolean } = {}): Engine {
  const engine = new GameEngine({ seed, validationMode: 'always', clock: () => 0 })
  for (const plugin of diceGamePlugins(options)) engine.use(plugin)
  return engine.createGame({ players: players(count) }).start()
}
