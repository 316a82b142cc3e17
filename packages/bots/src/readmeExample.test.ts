// The README's example, run as it is written there.
import { expect, it } from 'vitest'
import { GameEngine } from '@decklet/core'
import { createUnoPlugin } from '@decklet/plugin-uno'
import { GameSession, VirtualScheduler } from '@decklet/runtime'
import { createDoudizhuPlugins } from '@decklet/plugin-doudizhu'
import { createDoudizhuBot, createRandomBot, createUnoBot, doudizhuDefaultAction, runTournament } from './index'

it('runs the tournament example', () => {
  const report = runTournament({
    // One started game per call: plugins, players (the line-up's ids) and the seed given.
    makeEngine: ({ seed, players }) =>
      new GameEngine({ seed }).use(createUnoPlugin({ scoring: 'single-hand' })).createGame({ players: [...players] }).start(),
    lineups: [
      { name: 'rule bot first', seats: { rule: () => createUnoBot(), random: (seed) => createRandomBot(seed) } },
      { name: 'rule bot second', seats: { random: (seed) => createRandomBot(seed), rule: () => createUnoBot() } },
    ],
    games: 40,
    seed: 1,
  })
  for (const lineup of report.lineups) {
    for (const s of lineup.seats) {
      console.log(`${lineup.name}: ${s.kind} ${(100 * s.rate).toFixed(1)}% [${(100 * s.low).toFixed(1)}–${(100 * s.high).toFixed(1)}]`)
    }
  }
  expect(report.lineups.every((l) => l.finished === 40)).toBe(true)
})

it('runs the session example: the bots are ordinary controllers', async () => {
  const engine = new GameEngine({ seed: 3 }).use(createUnoPlugin({ scoring: 'single-hand' }))
  engine.createGame({ players: [{ id: 'ann', name: 'Ann' }, { id: 'bot', name: 'Bot' }] })
  const time = new VirtualScheduler()
  const session = new GameSession({
    engine,
    scheduler: time,
    waitForReady: false,
    controllers: { ann: createRandomBot(1), bot: createUnoBot() },
  })
  const done = session.start()
  time.runAll()
  const result = await done
  expect(result.status).toBe('finished')
  expect(result.winnerIds.length).toBe(1)
})

it('runs the Dou Dizhu example: a player who never answers times out to the default', async () => {
  const table = new GameEngine({ seed: 1 })
  for (const plugin of createDoudizhuPlugins()) table.use(plugin)
  table.createGame({ players: [{ id: 'ann', name: 'Ann' }, { id: 'bo', name: 'Bo' }, { id: 'cy', name: 'Cy' }] })
  const clock = new VirtualScheduler()
  const game = new GameSession({
    engine: table,
    scheduler: clock,
    waitForReady: false,
    turnTimeoutMs: 20_000,
    defaultAction: doudizhuDefaultAction,
    controllers: { ann: createDoudizhuBot({ delayMs: 800 }), bo: createDoudizhuBot({ delayMs: 800 }), cy: { kind: 'away', onRequest: () => {} } },
  })
  const over = game.start()
  clock.runAll()
  const result = await over
  expect(result.status).toBe('finished')
  expect(result.timeouts).toBeGreaterThan(0)
  expect(table.getHistory().filter((r) => r.action.playerId === 'cy')).toHaveLength(result.timeouts)
})
