// The state draft against the other ways of building a handler's next state, on UNO's pattern: each action
// moves one card between two of six zones (draw pile -> hand, hand -> discard, discard -> draw pile), replaces
// the one game variable with a new object, and sets the current player and the turn.
//
//   node bench/draft.bench.mjs            (after `pnpm build`; DRAFT_BENCH_ROUNDS, DRAFT_BENCH_OPS to size it)
//   node bench/draft.bench.mjs /tmp/pre18/packages/core/dist/index.js   (another build: contenders it lacks are left out)
//
// Contenders:
//   - "UNO's Draft (copy)": plugin-uno's own Draft (src/unoState.ts), copied here with the module-level
//     copyRecord cache it relied on (the code core's draft replaces);
//   - "StateDraft, reused": one core StateDraft reset for each action (what a plugin instance keeps);
//   - "produceState": a one-shot draft per action;
//   - "stateUtils chain": moveCard, setVariable, setCurrentPlayer, setTurn, one after the other.
// Two settings: the handler alone on unfrozen states (each contender's own chain of states), and inside a
// GameEngine in validationMode 'none' and 'always' (frozen states, what the engine adds included).
// Each measurement runs in a fresh process that loads one contender only (the way a game's process runs one
// plugin): run side by side in one process, the contenders' calls into the same core functions make those
// call sites polymorphic and slow each other down, which no real game sees. Rounds alternate the contenders,
// the first rotating; a figure is the median of its rounds, the ratio the median of the per-round ratios to
// UNO's Draft in the same round.
import { execFileSync } from 'node:child_process'
import { fileURLToPath, pathToFileURL } from 'node:url'

const CHILD = process.argv[2] === '--child'
const args = CHILD ? process.argv.slice(3) : process.argv.slice(2)
const target = args[0] && args[0] !== '-' ? pathToFileURL(args[0]).href : '../dist/index.js'
const core = await import(target)
const { GameEngine, createCard, createZone, stateUtils, StateDraft, produceState } = core

const ROUNDS = Number(process.env.DRAFT_BENCH_ROUNDS ?? 7)
const OPS = Number(process.env.DRAFT_BENCH_OPS ?? 200_000)
const PLAYERS = ['p1', 'p2', 'p3', 'p4']
const DRAW = 'uno-draw'
const DISCARD = 'uno-discard'
const hand = (p) => `hand-${p}`

// ───────── UNO's Draft, as plugin-uno has it (with copyRecord's module cache) ─────────

const COPIERS = new Map()
let lastRecord = null
let lastEntry = null
function hasKeys(record, keys) {
  let i = 0
  for (const key in record) {
    if (keys[i] !== key) return false
    i++
  }
  return i === keys.length
}
function copyRecordCached(record) {
  let entry = lastEntry
  if (entry === null || (record !== lastRecord && !hasKeys(record, entry.keys))) {
    let signature = ''
    for (const key in record) signature += `${key}\u0000`
    entry = COPIERS.get(signature)
    if (entry === undefined) {
      const keys = Object.keys(record)
      const fields = keys.map((k) => `${JSON.stringify(k)}: r[${JSON.stringify(k)}]`).join(', ')
      entry = { copy: new Function('r', `return { ${fields} }`), keys }
      COPIERS.set(signature, entry)
    }
  }
  const copy = entry.copy(record)
  lastRecord = copy
  lastEntry = entry
  return copy
}
function fieldCount(value) {
  let n = 0
  for (const _ in value) n++
  return n
}
function unoZoneWithCards(zone, cards) {
  if (zone.revealed === undefined && zone.visibility !== undefined && fieldCount(zone) === 5) {
    return { id: zone.id, type: zone.type, ownerId: zone.ownerId, cards, visibility: zone.visibility }
  }
  return { ...zone, cards }
}
const NO_CARDS = []
let lastCommitted = null
class UnoDraft {
  constructor() {
    this.changedIds = ['', '', '', '']
    this.changedCards = [NO_CARDS, NO_CARDS, NO_CARDS, NO_CARDS]
    this.changedCount = 0
  }
  reset(base) {
    this.base = base
    this.game = base.variables.game
    this.current = base.currentPlayerId
    this.turn = base.turn
    this.status = base.status
    this.changedCount = 0
    return this
  }
  indexOf(zoneId) {
    for (let i = 0; i < this.changedCount; i++) if (this.changedIds[i] === zoneId) return i
    return -1
  }
  track(zoneId, cards) {
    const n = this.changedCount++
    this.changedIds[n] = zoneId
    this.changedCards[n] = cards
  }
  append(zoneId, cardId) {
    const i = this.indexOf(zoneId)
    if (i >= 0) this.changedCards[i].push(cardId)
    else {
      const cards = [...this.base.zones[zoneId].cards]
      cards.push(cardId)
      this.track(zoneId, cards)
    }
  }
  takeLast(zoneId) {
    const i = this.indexOf(zoneId)
    if (i >= 0) return this.changedCards[i].pop()
    const cards = [...this.base.zones[zoneId].cards]
    const last = cards.pop()
    this.track(zoneId, cards)
    return last
  }
  commit() {
    const base = this.base
    let zones = base.zones
    if (this.changedCount > 0) {
      const next = copyRecordCached(zones)
      for (let i = 0; i < this.changedCount; i++) next[this.changedIds[i]] = unoZoneWithCards(zones[this.changedIds[i]], this.changedCards[i])
      zones = next
    }
    let variables
    for (const key in base.variables) if (key !== 'game') variables = { ...base.variables, game: this.game }
    variables ??= { game: this.game }
    const version = base.version + 1
    if (base !== lastCommitted && fieldCount(base) !== 11) {
      return { ...base, zones, variables, currentPlayerId: this.current, turn: this.turn, status: this.status, version }
    }
    const next = {
      gameId: base.gameId,
      status: this.status,
      players: base.players,
      cards: base.cards,
      zones,
      variables,
      currentPlayerId: this.current,
      turn: this.turn,
      winnerIds: base.winnerIds,
      version,
      seed: base.seed,
    }
    lastCommitted = next
    return next
  }
}

// ───────── the pattern, per contender ─────────

/** What action `turn` does: [from zone, to zone] and the next player. */
function step(state) {
  const player = state.currentPlayerId
  const k = state.turn % 3
  const from = k === 0 ? DRAW : k === 1 ? hand(player) : DISCARD
  const to = k === 0 ? hand(player) : k === 1 ? DISCARD : DRAW
  const next = PLAYERS[(PLAYERS.indexOf(player) + (k === 1 ? 1 : 0)) % PLAYERS.length]
  return { from, to, next }
}
const nextGame = (game, turn) => ({ phase: 'play', color: 'red', face: String(turn % 10), penalty: 0, drew: false, hand: 1, order: game.order })

const unoDraft = new UnoDraft()
const stateDraft = StateDraft ? new StateDraft() : null
const HANDLERS = {
  "UNO's Draft (copy)": (state) => {
    const { from, to, next } = step(state)
    const d = unoDraft.reset(state)
    d.append(to, d.takeLast(from))
    d.game = nextGame(d.game, state.turn)
    d.current = next
    d.turn = state.turn + 1
    return d.commit()
  },
  'StateDraft, reused': StateDraft
    ? (state) => {
        const { from, to, next } = step(state)
        const d = stateDraft.reset(state)
        d.moveTop(from, to)
        d.setVariable('game', nextGame(state.variables.game, state.turn))
        d.currentPlayerId = next
        d.turn = state.turn + 1
        return d.commit()
      }
    : null,
  produceState: produceState
    ? (state) => {
        const { from, to, next } = step(state)
        return produceState(state, (d) => {
          d.moveTop(from, to)
          d.setVariable('game', nextGame(state.variables.game, state.turn))
          d.currentPlayerId = next
          d.turn = state.turn + 1
        })
      }
    : null,

  'S-novar': (state) => {
        const { from, to, next } = step(state)
        const d = stateDraft.reset(state)
        d.moveTop(from, to)
        d.currentPlayerId = next
        d.turn = state.turn + 1
        return d.commit()
      },
  'S-nozone': (state) => {
        const { from, to, next } = step(state)
        const d = stateDraft.reset(state)
        d.setVariable('game', nextGame(state.variables.game, state.turn))
        d.currentPlayerId = next
        d.turn = state.turn + 1
        return d.commit()
      },
  'S-root': (state) => {
        const { from, to, next } = step(state)
        const d = stateDraft.reset(state)
        d.currentPlayerId = next
        d.turn = state.turn + 1
        return d.commit()
      },
  'U-novar': (state) => {
    const { from, to, next } = step(state)
    const d = unoDraft.reset(state)
    d.append(to, d.takeLast(from))
    d.current = next
    d.turn = state.turn + 1
    return d.commit()
  },
  'U-root': (state) => {
    const { from, to, next } = step(state)
    const d = unoDraft.reset(state)
    d.current = next
    d.turn = state.turn + 1
    return d.commit()
  },
  'stateUtils chain': (state) => {
    const { from, to, next } = step(state)
    const cards = state.zones[from].cards
    let s = stateUtils.moveCard(state, cards[cards.length - 1], from, to)
    s = stateUtils.setVariable(s, 'game', nextGame(state.variables.game, state.turn))
    s = stateUtils.setCurrentPlayer(s, next)
    s = stateUtils.setTurn(s, state.turn + 1)
    return stateUtils.bumpVersion(s)
  },
}
const contenders = Object.entries(HANDLERS).filter(([, h]) => h !== null)

// ───────── the game the pattern runs on: 108 cards, a draw pile, a discard pile, four hands ─────────

const GamePlugin = (handler) => ({
  id: 'draft-bench',
  name: 'Draft bench',
  version: '1.0.0',
  setup(ctx) {
    ctx.addZone(createZone({ id: DRAW, type: 'deck', visibility: 'hidden' }))
    ctx.addZone(createZone({ id: DISCARD, type: 'discard', visibility: 'public' }))
    for (const p of PLAYERS) ctx.addZone(createZone({ id: hand(p), type: 'hand', ownerId: p, visibility: 'owner' }))
    for (let i = 0; i < 108; i++) {
      ctx.addCard(createCard({ id: `c${i}`, type: 'uno', color: ['red', 'blue', 'green', 'yellow'][i % 4], value: i % 10 }))
      ctx.addCardToZone(`c${i}`, i < 80 ? DRAW : i < 81 ? DISCARD : hand(PLAYERS[i % 4]))
    }
    ctx.setVariable('game', { phase: 'play', color: 'red', face: '0', penalty: 0, drew: false, hand: 1, order: PLAYERS })
    ctx.setCurrentPlayer('p1')
  },
  actions: [{ type: 'STEP', execute: (_action, { state }) => ({ state: handler(state) }) }],
})

function newEngine(handler, validationMode) {
  let now = 0
  const engine = new GameEngine({ seed: 1, validationMode, clock: () => ++now })
  engine.use(GamePlugin(handler)).createGame({ players: PLAYERS.map((id) => ({ id, name: id })) })
  engine.start()
  return engine
}

// ───────── measuring ─────────

const STEP = { type: 'STEP', playerId: 'p1' }
const SETTINGS = {
  handler: { title: 'The handler alone, unfrozen states', ops: OPS },
  none: { title: "In a GameEngine, validationMode 'none'", ops: OPS },
  always: { title: "In a GameEngine, validationMode 'always'", ops: Math.ceil(OPS / 4) },
}

/** One measurement, in this process: ns per action of `name` in `setting`, after a warm-up. */
function measure(name, setting) {
  const handler = HANDLERS[name]
  const ops = SETTINGS[setting].ops
  if (setting === 'handler') {
    let state = newEngine((s) => s, 'none').getState()
    const run = (n) => {
      const t0 = performance.now()
      for (let i = 0; i < n; i++) state = handler(state)
      return ((performance.now() - t0) * 1e6) / n
    }
    run(Math.min(ops, 50_000))
    return run(ops)
  }
  const engine = newEngine(handler, setting)
  const run = (n) => {
    const t0 = performance.now()
    for (let i = 0; i < n; i++) engine.dispatch(STEP)
    return ((performance.now() - t0) * 1e6) / n
  }
  run(Math.min(ops, 50_000))
  return run(ops)
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

if (CHILD) {
  console.log(JSON.stringify(measure(args[1], args[2])))
} else {
  const self = fileURLToPath(import.meta.url)
  const child = (name, setting) => Number(execFileSync(process.execPath, [self, '--child', args[0] ?? '-', name, setting], { encoding: 'utf8', env: process.env }).trim())
  console.log(`Node ${process.version}, ${process.platform}/${process.arch}; ${target}; ${ROUNDS} rounds of ${OPS.toLocaleString('en-US')} actions, a fresh process per measurement`)
  for (const setting of Object.keys(SETTINGS)) {
    const samples = new Map(contenders.map(([name]) => [name, []]))
    const ratios = new Map(contenders.map(([name]) => [name, []]))
    for (let r = 0; r < ROUNDS; r++) {
      const round = new Map()
      for (let k = 0; k < contenders.length; k++) {
        const [name] = contenders[(k + r) % contenders.length]
        round.set(name, child(name, setting))
      }
      for (const [name, ns] of round) {
        samples.get(name).push(ns)
        ratios.get(name).push(round.get("UNO's Draft (copy)") / ns)
      }
    }
    console.log(`\n### ${SETTINGS[setting].title}\n`)
    console.log("| contender | ns per action | actions/s | vs UNO's Draft (speed) |")
    console.log('| --- | ---: | ---: | ---: |')
    for (const [name] of contenders) {
      const ns = median(samples.get(name))
      console.log(`| ${name} | ${ns.toFixed(0)} | ${Math.round(1e9 / ns).toLocaleString('en-US')} | ${median(ratios.get(name)).toFixed(2)}× |`)
    }
  }
}
