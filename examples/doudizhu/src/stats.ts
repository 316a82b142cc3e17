import { GameEngine, SeededRandomProvider, createAction } from '@decklet/core'
import { chooseLegalAction, createDoudizhuPlugins, getDoudizhuState, type DoudizhuOptions } from '@decklet/plugin-doudizhu'

/** Statistics of deals played by uniformly random legal play. */
export interface RandomPlayStats {
  readonly deals: number
  readonly landlordWins: number
  readonly actionsPerDeal: number
  readonly redealsPerDeal: number
  readonly bombsPerDeal: number
  readonly springs: number
  readonly antiSprings: number
  readonly averageStake: number
  readonly dealsPerSecond: number
}

/** Plays `deals` deals (matches of 10) with random legal actions, engine in `validationMode: 'none'`. */
export function randomPlayStats(deals: number, seed = 1, options: DoudizhuOptions = {}): RandomPlayStats {
  const rng = new SeededRandomProvider(seed)
  const choose = (n: number) => rng.int(0, n - 1)
  const players = [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }, { id: 'p3', name: 'C' }]
  let played = 0, actions = 0, redeals = 0, bombs = 0, landlordWins = 0, springs = 0, antiSprings = 0, stake = 0
  const start = performance.now()
  for (let game = 0; played < deals; game++) {
    const matchDeals = Math.min(10, deals - played)
    const engine = new GameEngine({ seed: seed * 100_003 + game, validationMode: 'none' })
    for (const plugin of createDoudizhuPlugins({ ...options, deals: matchDeals })) engine.use(plugin)
    engine.createGame({ players }).start()
    engine.subscribe('BIDDING_FAILED', () => redeals++)
    while (engine.getState().status !== 'finished') {
      const state = engine.getState()
      engine.dispatch(createAction(chooseLegalAction(state, state.currentPlayerId!, choose, options)!))
      actions++
    }
    for (const r of getDoudizhuState(engine.getState()).results) {
      played++
      bombs += r.bombs
      stake += r.stake
      if (r.winner === 'landlord') landlordWins++
      if (r.spring) springs++
      if (r.antiSpring) antiSprings++
    }
    engine.destroy()
  }
  const seconds = (performance.now() - start) / 1000
  return {
    deals: played, landlordWins, actionsPerDeal: actions / played, redealsPerDeal: redeals / played,
    bombsPerDeal: bombs / played, springs, antiSprings, averageStake: stake / played, dealsPerSecond: played / seconds,
  }
}
