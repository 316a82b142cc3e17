// Session steps per second: whole seeded games of UNO (4 players) and Hold'em (6-max) through a GameSession
// in virtual time, every seat a RandomBotController answering at once. A step is one applied action: the
// session asks, a bot answers, the engine ticks, every seat gets its view. Run with `pnpm bench` (builds
// first). Prints a markdown table: steps per second of wall time and per CPU second of this process (steadier
// on a shared machine), and, from one counted game, the views and legal-action lists the session had the
// engine build per step (what issue 18 asks to cut: one view per player, legal actions of the players asked).
import os from 'node:os'
import { GameEngine } from '@decklet/core'
import { createHoldemPlugin } from '@decklet/plugin-holdem'
import { PokerRulesPlugin, preloadTables } from '@decklet/plugin-poker'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { createUnoPlugin } from '@decklet/plugin-uno'
import { GameSession, RandomBotController, VirtualScheduler } from '../dist/index.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 3)
const loadBefore = os.loadavg()[0].toFixed(2)
const players = (n) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, seat: i + 1 }))

const games = {
  'UNO, 4 players': { plugins: () => [createUnoPlugin({ scoring: 'single-hand' })], seats: 4 },
  "Hold'em 6-max, 20 hands": {
    plugins: () => [StandardDeckPlugin, PokerRulesPlugin, createHoldemPlugin({ smallBlind: 1, bigBlind: 2, startingStack: 100, maxHands: 20 })],
    seats: 6,
  },
}

/** The engine of one seeded game, with `count` (if given) told of every view and legal-action list built. */
function engineOf(game, seed, count) {
  const engine = new GameEngine({ seed, clock: () => 0 })
  for (const plugin of game.plugins()) engine.use(plugin)
  engine.createGame({ players: players(game.seats) })
  if (count !== undefined) {
    const view = engine.getPlayerView.bind(engine)
    const legal = engine.getLegalActions.bind(engine)
    engine.getPlayerView = (viewer) => (count.views++, view(viewer))
    engine.getLegalActions = (playerId) => (count.legal++, legal(playerId))
  }
  return engine
}

/** Plays one whole game through a session; returns the steps (applied actions). */
async function playSession(game, seed, count) {
  const engine = engineOf(game, seed, count)
  const controllers = Object.fromEntries(Object.keys(engine.getState().players).map((id, i) => [id, new RandomBotController({ seed: seed * 10 + i })]))
  const time = new VirtualScheduler()
  const session = new GameSession({ engine, controllers, scheduler: time, waitForReady: false, heartbeatMs: 0, destroyEngine: true })
  const done = session.start()
  time.runAll()
  const result = await done
  if (result.status !== 'finished') throw new Error(`seed ${seed}: the game ended ${result.status}`)
  return result.actions
}

async function measure(name, game) {
  for (let seed = 1_000_000; seed < 1_000_020; seed++) await playSession(game, seed) // warm-up
  const count = { views: 0, legal: 0 }
  const counted = await playSession(game, 1, count)
  let steps = 0
  let seed = 1
  const cpu = process.cpuUsage()
  const start = performance.now()
  while (performance.now() - start < seconds * 1000) steps += await playSession(game, seed++)
  const wall = (performance.now() - start) / 1000
  const used = process.cpuUsage(cpu)
  return {
    name,
    perSecond: steps / wall,
    perCpuSecond: steps / ((used.user + used.system) / 1e6),
    viewsPerStep: count.views / counted,
    legalPerStep: count.legal / counted,
  }
}

preloadTables()
const rows = []
for (const [name, game] of Object.entries(games)) rows.push(await measure(name, game))
console.log(`Measured Node ${process.version}, ${process.platform}/${process.arch}, ${os.cpus().length} CPUs, load ${loadBefore} -> ${os.loadavg()[0].toFixed(2)}, ${new Date().toISOString().slice(0, 10)}\n`)
console.log('| session | steps/s | steps/CPU s | views/step | legal-action lists/step |\n| --- | ---: | ---: | ---: | ---: |')
const rate = (n) => Math.round(n).toLocaleString('en-US')
for (const r of rows) console.log(`| ${r.name} | ${rate(r.perSecond)} | ${rate(r.perCpuSecond)} | ${r.viewsPerStep.toFixed(2)} | ${r.legalPerStep.toFixed(2)} |`)
