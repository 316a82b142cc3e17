// Two builds of decklet measured against each other: `node bench/scripts/compareBuilds.mjs <before> <after> [mode]`,
// where <before> and <after> are checkouts with built packages (e.g. a `git worktree` of a tag, after
// `pnpm install` and `pnpm build`). Every measurement runs in a fresh Node process that loads one build only (two
// builds in one process disturb each other's compiled code: measured, a handler loop ran at a third of its speed
// beside the other build), the two builds in turn, the first one switching every round; a child warms up, then
// counts units per CPU second of its own (process.cpuUsage), which moves less than wall time on a shared machine.
// It prints the medians and the median of the per-round ratios after / before. One validation mode per run
// (default 'none'). AB_ROUNDS (9), AB_MS per measurement (400) and AB_ONLY (a part of a row's name) size and filter it.
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const child = process.argv[2] === '--child'
const [beforeRoot, afterRoot, mode = 'none'] = child ? [null, null, process.argv[5]] : process.argv.slice(2)
if (!child && (!beforeRoot || !afterRoot)) {
  console.error('usage: node bench/scripts/compareBuilds.mjs <before checkout> <after checkout> [none|always]')
  process.exit(2)
}
const rounds = Number(process.env.AB_ROUNDS ?? 9)
const ms = Number(process.env.AB_MS ?? 400)
const only = process.env.AB_ONLY ?? ''
async function stack(root) {
  const imp = (p) => import(pathToFileURL(resolve(root, 'packages', p, 'dist', 'index.js')).href)
  return { root, isAfter: false, core: await imp('core'), uno: await imp('plugin-uno'), holdem: await imp('plugin-holdem'), ddz: await imp('plugin-doudizhu'), simple: await imp('plugin-simple-game'), std: await imp('plugin-standard-deck'), turn: await imp('plugin-turn'), draw: await imp('plugin-draw'), poker: await imp('plugin-poker') }
}
const P4 = [1, 2, 3, 4].map((s) => ({ id: `p${s}`, name: `P${s}`, seat: s }))

function unoGames(S, opts, players, preferPlay, viaApi) {
  const plugin = S.uno.createUnoPlugin(opts)
  const rules = S.uno.resolveUnoOptions(opts)
  let seed = 1
  return () => {
    const engine = new S.core.GameEngine({ seed, validationMode: mode, clock: () => 0 })
    engine.use(plugin).createGame({ players }).start()
    const rng = new S.core.SeededRandomProvider(seed++)
    const choose = (n) => Math.floor(rng.next() * n)
    const o = { rules, preferPlay }
    let n = 0
    for (let st = engine.getState(); st.status === 'playing'; st = engine.getState()) {
      const a = viaApi ? plugin.api.chooseLegalAction(st, choose, o) : S.uno.chooseLegalAction(st, choose, o)
      const r = engine.dispatch(a)
      if (!r.ok) throw new Error('refused')
      n++
    }
    engine.destroy()
    return 1
  }
}
function unoChooseOnly(S, viaApi) {
  // positions of one seeded game, chooseLegalAction timed over them
  const plugin = S.uno.createUnoPlugin({ scoring: 'single-hand' })
  const rules = S.uno.resolveUnoOptions({ scoring: 'single-hand' })
  const engine = new S.core.GameEngine({ seed: 5, validationMode: mode, clock: () => 0 })
  engine.use(plugin).createGame({ players: P4 }).start()
  const rng = new S.core.SeededRandomProvider(5)
  const choose = (n) => Math.floor(rng.next() * n)
  const states = []
  for (let st = engine.getState(); st.status === 'playing' && states.length < 400; st = engine.getState()) {
    states.push(st)
    engine.dispatch(S.uno.chooseLegalAction(st, choose, { rules, preferPlay: true }))
  }
  const o = { rules, preferPlay: true }
  return () => {
    for (const st of states) viaApi ? plugin.api.chooseLegalAction(st, choose, o) : S.uno.chooseLegalAction(st, choose, o)
    return states.length
  }
}
function holdemSessions(S) {
  const plugin = S.holdem.createHoldemPlugin({ maxHands: 20 })
  const players = Array.from({ length: 6 }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, seat: i + 1 }))
  let seed = 1
  return () => {
    const engine = new S.core.GameEngine({ seed, validationMode: mode, clock: () => 0 })
    engine.use(S.std.StandardDeckPlugin).use(S.poker.PokerRulesPlugin).use(plugin).createGame({ players }).start()
    const rng = new S.core.SeededRandomProvider(seed++)
    for (let st = engine.getState(), i = 0; st.status === 'playing' && i < 5000; st = engine.getState(), i++) {
      const id = st.currentPlayerId
      const legal = engine.getLegalActions(id)
      engine.dispatch(legal[Math.floor(rng.next() * legal.length)])
    }
    engine.destroy()
    return 1
  }
}
function ddzDeals(S) {
  const plugins = S.ddz.createDoudizhuPlugins({})
  const players = [1, 2, 3].map((s) => ({ id: `p${s}`, name: `P${s}` }))
  let seed = 1
  return () => {
    const engine = new S.core.GameEngine({ seed, validationMode: mode })
    for (const p of plugins) engine.use(p)
    engine.createGame({ players }).start()
    const rng = new S.core.SeededRandomProvider(seed++)
    const choose = (n) => Math.floor(rng.next() * n)
    for (let st = engine.getState(); st.status === 'playing'; st = engine.getState()) {
      engine.dispatch(S.ddz.chooseLegalAction(st, st.currentPlayerId, choose, {}))
    }
    engine.destroy()
    return 1
  }
}
function trivial(S) {
  const plugin = {
    id: 'counter', name: 'Counter', version: '1.0.0',
    setup(ctx) { ctx.update((s) => S.core.stateUtils.setVariable(s, 'n', 0)) },
    actionHandlers: [{ type: 'INC', execute(_a, { state }) { return { state: S.core.stateUtils.setVariable(state, 'n', state.variables.n + 1), events: [] } } }],
  }
  return () => {
    const engine = new S.core.GameEngine({ seed: 1, validationMode: mode })
    engine.use(plugin).createGame({ players: P4.slice(0, 2) }).start()
    for (let i = 0; i < 100; i++) engine.dispatch({ type: 'INC' })
    return 100
  }
}
function simpleGame(S) {
  const plugins = [S.std.StandardDeckPlugin, S.turn.TurnPlugin, S.draw.DrawPlugin, S.simple.SimpleGamePlugin]
  let seed = 1
  return () => {
    const engine = new S.core.GameEngine({ seed, validationMode: mode })
    for (const p of plugins) engine.use(p)
    engine.createGame({ players: P4 }).start()
    const rng = new S.core.SeededRandomProvider(seed++)
    let n = 0
    for (let st = engine.getState(); st.status === 'playing' && n < 500; st = engine.getState(), n++) {
      const legal = engine.getLegalActions(st.currentPlayerId)
      if (legal.length === 0) break
      engine.dispatch(legal[Math.floor(rng.next() * legal.length)])
    }
    engine.destroy()
    return n
  }
}
function viewsOf(S, actorOnly = false) {
  // Complete games, each player's view after every move (what a session sends), or only the view of the player
  // about to move (what a bot asks): counted in views.
  const plugin = S.uno.createUnoPlugin({ scoring: 'single-hand' })
  const rules = S.uno.resolveUnoOptions({ scoring: 'single-hand' })
  let seed = 1
  return () => {
    const engine = new S.core.GameEngine({ seed, validationMode: mode, clock: () => 0 })
    engine.use(plugin).createGame({ players: P4 }).start()
    const rng = new S.core.SeededRandomProvider(seed++)
    const choose = (n) => Math.floor(rng.next() * n)
    let views = 0
    for (let st = engine.getState(); st.status === 'playing'; st = engine.getState()) {
      if (actorOnly) {
        engine.getPlayerView(st.currentPlayerId)
        views += 1
      } else {
        for (const p of P4) engine.getPlayerView(p.id)
        views += 4
      }
      engine.dispatch(S.uno.chooseLegalAction(st, choose, { rules, preferPlay: true }))
    }
    engine.destroy()
    return views
  }
}
const rows = [
  ['trivial move (moves)', (S) => trivial(S)],
  ['simple game (moves)', (S) => simpleGame(S)],
  ['UNO official 4p games, exported chooseLegalAction', (S) => unoGames(S, { scoring: 'single-hand' }, P4, true, false)],
  ['UNO official 4p games, after: plugin api chooseLegalAction', (S) => unoGames(S, { scoring: 'single-hand' }, P4, true, S.isAfter)],
  ['UNO rlcard 2p games, exported chooseLegalAction', (S) => unoGames(S, { profile: 'rlcard' }, P4.slice(0, 2), false, false)],
  ['UNO rlcard 2p games, after: plugin api chooseLegalAction', (S) => unoGames(S, { profile: 'rlcard' }, P4.slice(0, 2), false, S.isAfter)],
  ['UNO chooseLegalAction only, exported', (S) => unoChooseOnly(S, false)],
  ['UNO chooseLegalAction only, after: plugin api', (S) => unoChooseOnly(S, S.isAfter)],
  ["Hold'em 6p sessions of 20 hands", (S) => holdemSessions(S)],
  ['Dou Dizhu deals', (S) => ddzDeals(S)],
  ['UNO games with every player\'s view after each move (views)', (S) => viewsOf(S)],
  ["UNO games with the acting player's view before each move (views)", (S) => viewsOf(S, true)],
]
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1]
const cpuSeconds = (since) => {
  const c = process.cpuUsage(since)
  return (c.user + c.system) / 1e6
}
function measure(fn, seconds) {
  let units = 0
  const start = process.cpuUsage()
  while (cpuSeconds(start) < seconds) units += fn()
  return units / cpuSeconds(start)
}

if (child) {
  // --child <root> <before|after> <mode> <row index>: one measurement of one build, its rate on stdout
  const S = await stack(process.argv[3])
  S.isAfter = process.argv[4] === 'after'
  const fn = rows[Number(process.argv[6])][1](S)
  measure(fn, ms / 2000)
  process.stdout.write(String(measure(fn, ms / 1000)))
  process.exit(0)
}

const self = fileURLToPath(import.meta.url)
function runChild(root, role, row) {
  const out = spawnSync(process.execPath, [self, '--child', resolve(root), role, mode, String(row)], { encoding: 'utf8', env: process.env })
  if (out.status !== 0) throw new Error(`the ${role} build failed on '${rows[row][0]}': ${out.stderr}`)
  return Number(out.stdout)
}
console.log(`mode ${mode}, ${rounds} rounds of ${ms} ms of CPU, each in a fresh process, the builds in turn; after / before = median of per-round ratios`)
console.log('| benchmark | before | after | after / before (min – max) |')
console.log('| --- | ---: | ---: | ---: |')
for (let row = 0; row < rows.length; row++) {
  const name = rows[row][0]
  if (only && !name.includes(only)) continue
  const ra = [], rb = [], q = []
  for (let r = 0; r < rounds; r++) {
    let a, b
    if (r % 2) { b = runChild(afterRoot, 'after', row); a = runChild(beforeRoot, 'before', row) } else { a = runChild(beforeRoot, 'before', row); b = runChild(afterRoot, 'after', row) }
    ra.push(a); rb.push(b); q.push(b / a)
  }
  const f = (n) => Math.round(n).toLocaleString('en-US')
  console.log(`| ${name} | ${f(median(ra))} | ${f(median(rb))} | ${median(q).toFixed(2)} (${Math.min(...q).toFixed(2)} – ${Math.max(...q).toFixed(2)}) |`)
}
