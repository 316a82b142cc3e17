// Session steps per second: whole seeded games of UNO (4 players) and Hold'em (6-max) through a GameSession
// in virtual time, every seat a seeded random bot answering at once (UNO: RandomBotController; Hold'em: a
// random bot that checks, calls or folds, so that a session plays its 20 hands instead of busting the table
// in a few and measuring the set-up of games). A step is one applied action: the session asks, a bot
// answers, the engine ticks, every seat gets its view. Run with `pnpm bench` (builds first).
//
// Prints a markdown table: steps per second of wall time and per CPU second of this process, the median of
// BENCH_ROUNDS rounds (default 5) of BENCH_SECONDS each (default 1) with the slowest and fastest, and, from one
// counted game, the views and legal-action lists the session had the engine build per step (what issue 18
// asks to cut: one view per player, legal actions of the players asked only). BENCH_BASELINE=<a built
// dist/index.js of another version of this package> measures that build too, round for round in turn with
// this one in the same process, so that the load of a shared machine falls on both alike. BENCH_ONLY=<part of
// a row's name> measures only the matching games.
import os from 'node:os'
import { pathToFileURL } from 'node:url'
import { GameEngine, SeededRandomProvider } from '@decklet/core'
import { createHoldemPlugin } from '@decklet/plugin-holdem'
import { PokerRulesPlugin, preloadTables } from '@decklet/plugin-poker'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { createUnoPlugin } from '@decklet/plugin-uno'
import * as current from '../dist/index.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 1)
const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
const baseline = process.env.BENCH_BASELINE ? await import(pathToFileURL(process.env.BENCH_BASELINE).href) : null
const loadBefore = os.loadavg()[0].toFixed(2)
const players = (n) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, seat: i + 1 }))

/** A uniformly random legal action of a type not in `avoid` (unless nothing else is legal), at once. */
function randomBotAvoiding(seed, avoid) {
  const random = new SeededRandomProvider(seed)
  return {
    kind: 'random-bot',
    onRequest(request, reply) {
      const others = request.legalActions.filter((a) => !avoid.includes(a.type))
      const { type, payload } = random.pick(others.length > 0 ? others : [...request.legalActions])
      reply({ type, payload })
    },
  }
}

const games = {
  'UNO, 4 players': {
    plugins: () => [createUnoPlugin({ scoring: 'single-hand' })],
    seats: 4,
    bot: (runtime, seed) => new runtime.RandomBotController({ seed }),
  },
  "Hold'em 6-max, 20 hands": {
    plugins: () => [StandardDeckPlugin, PokerRulesPlugin, createHoldemPlugin({ smallBlind: 1, bigBlind: 2, startingStack: 100, maxHands: 20 })],
    seats: 6,
    bot: (_runtime, seed) => randomBotAvoiding(seed, ['ALL_IN', 'BET', 'RAISE']),
  },
}

/**
 * `plugin` with each action's `enumerate` counted in `count.enumerations`: one legal-action list of one
 * player calls every `enumerate` once, wherever it is asked for (the session, or `engine.getActors()`).
 */
function counted(plugin, count) {
  if (plugin.actions === undefined) return plugin
  const actions = plugin.actions.map((action) => {
    if (action.enumerate === undefined) return action
    count.enumerators++
    const enumerate = action.enumerate
    return { ...action, enumerate: (state, playerId) => (count.enumerations++, enumerate.call(action, state, playerId)) }
  })
  return { ...plugin, actions }
}

/** The engine of one seeded game, with `count` (if given) told of every view and legal-action list built. */
function engineOf(game, seed, count) {
  const engine = new GameEngine({ seed, clock: () => 0 })
  for (const plugin of game.plugins()) engine.use(count === undefined ? plugin : counted(plugin, count))
  engine.createGame({ players: players(game.seats) })
  if (count !== undefined) {
    const view = engine.getPlayerView.bind(engine)
    engine.getPlayerView = (viewer) => (count.views++, view(viewer))
  }
  return engine
}

/** Plays one whole game through a session of `runtime`; returns the steps (applied actions). */
async function playSession(runtime, game, seed, count) {
  const engine = engineOf(game, seed, count)
  const controllers = Object.fromEntries(Object.keys(engine.getState().players).map((id, i) => [id, game.bot(runtime, seed * 10 + i)]))
  const time = new runtime.VirtualScheduler()
  const session = new runtime.GameSession({ engine, controllers, scheduler: time, waitForReady: false, heartbeatMs: 0, destroyEngine: true })
  const done = session.start()
  time.runAll()
  const result = await done
  if (result.status !== 'finished') throw new Error(`seed ${seed}: the game ended ${result.status}`)
  return result.actions
}

/** One round: games from `firstSeed` on for `seconds`. */
async function round(runtime, game, firstSeed) {
  let steps = 0
  let played = 0
  const cpu = process.cpuUsage()
  const start = performance.now()
  for (let seed = firstSeed; performance.now() - start < seconds * 1000; seed++, played++) steps += await playSession(runtime, game, seed)
  const wall = (performance.now() - start) / 1000
  const used = process.cpuUsage(cpu)
  return { steps, played, perSecond: steps / wall, perCpuSecond: steps / ((used.user + used.system) / 1e6) }
}

async function measure(name, game) {
  const builds = baseline === null ? [['this build', current]] : [['baseline', baseline], ['this build', current]]
  const results = new Map(builds.map(([label]) => [label, []]))
  for (const [, runtime] of builds) for (let seed = 1_000_000; seed < 1_000_010; seed++) await playSession(runtime, game, seed) // warm-up
  for (let r = 0; r < rounds; r++) {
    // Each build goes first in every other round: neither always meets the machine's load first.
    const order = r % 2 === 0 ? builds : [...builds].reverse()
    for (const [label, runtime] of order) results.get(label).push(await round(runtime, game, 1 + r * 100_000))
  }
  const rows = []
  for (const [label, runtime] of builds) {
    const count = { views: 0, enumerators: 0, enumerations: 0 }
    const steps = await playSession(runtime, game, 1, count)
    const all = results.get(label)
    const played = all.reduce((n, r) => n + r.played, 0)
    rows.push({
      name: baseline === null ? name : `${name}, ${label}`,
      perGame: all.reduce((n, r) => n + r.steps, 0) / played,
      wall: all.map((r) => r.perSecond),
      cpu: all.map((r) => r.perCpuSecond),
      viewsPerStep: count.views / steps,
      legalPerStep: count.enumerations / count.enumerators / steps,
    })
  }
  return rows
}

preloadTables()
const rows = []
const only = process.env.BENCH_ONLY
for (const [name, game] of Object.entries(games)) if (only === undefined || name.includes(only)) rows.push(...(await measure(name, game)))
const rate = (n) => Math.round(n).toLocaleString('en-US')
const spread = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return `${rate(sorted[Math.floor(sorted.length / 2)])} (${rate(sorted[0])}–${rate(sorted.at(-1))})`
}
console.log(`Measured Node ${process.version}, ${process.platform}/${process.arch}, ${os.cpus().length} CPUs, load ${loadBefore} -> ${os.loadavg()[0].toFixed(2)}, ${new Date().toISOString().slice(0, 10)}; median (min–max) of ${rounds} rounds of ${seconds} s\n`)
console.log('| session | steps/game | steps/s | steps/CPU s | views/step | legal-action lists/step |\n| --- | ---: | ---: | ---: | ---: | ---: |')
for (const r of rows) console.log(`| ${r.name} | ${rate(r.perGame)} | ${spread(r.wall)} | ${spread(r.cpu)} | ${r.viewsPerStep.toFixed(2)} | ${r.legalPerStep.toFixed(2)} |`)
