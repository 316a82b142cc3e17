import { createInterface, type Interface } from 'node:readline'
import { parseArgs } from 'node:util'
import { unoPolicy } from '@decklet/bots'
import type { ActionInit } from '@decklet/core'
import { createTurnStore, messageFor, type DecisionRequest, type WorkerMessage } from '@decklet/runtime'
import { createNodeWorkerHost } from '@decklet/runtime/node'
import { describeAction, describeTable, narrate } from './cards'

// UNO against three bots, the session in a worker thread. `--auto`: the bots take every seat, which is also
// the default when no terminal is attached (stdin or stdout is not a TTY); `--interactive` seats you anyway.
const { values } = parseArgs({
  // `pnpm start -- --auto` may pass the `--` on.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    auto: { type: 'boolean', default: false },
    interactive: { type: 'boolean', default: false },
    seed: { type: 'string' },
    timeout: { type: 'string', default: '30' },
  },
})
const terminal = process.stdin.isTTY === true && process.stdout.isTTY === true
const auto = values.auto === true || (!terminal && values.interactive !== true)
const seed = values.seed === undefined ? Math.floor(Math.random() * 1_000_000) : Number(values.seed)
const turnSeconds = Number(values.timeout)
if (!Number.isInteger(seed) || !(turnSeconds > 0) || (values.auto === true && values.interactive === true)) {
  console.error('usage: play [--auto | --interactive] [--seed N] [--timeout SECONDS]')
  process.exit(2)
}

const me = 'p1'
const names: Record<string, string> = auto ? { p1: 'Alice', p2: 'Bob', p3: 'Carol', p4: 'Dave' } : { p1: 'You', p2: 'Bob', p3: 'Carol', p4: 'Dave' }
// Bots think a little when a person watches. Catching a missed "UNO" waits (longer with a human), so whoever
// has one card left can say it first: the catchers are often asked before the player who must call.
const thinkMs = auto ? 0 : 700
const catchMs = auto ? 100 : 4_000

// The worker (@decklet/runtime's dist/worker.js) imports modules by specifier from its own folder, where
// @decklet/plugin-uno and @decklet/bots are not installed: pass the URLs this package resolves instead.
const unoModule = import.meta.resolve('@decklet/plugin-uno')
const botsModule = import.meta.resolve('@decklet/bots')
// Bob, Carol and Dave are UNO rule bots seated inside the worker by name (@decklet/bots' registry). The first
// seat is a remote player: you, or with --auto Alice, the same rule bot answering here, through the protocol.
const botSeat = { kind: 'bot', bot: 'rule-based', delayMs: thinkMs, options: { delays: { CATCH_UNO: catchMs } } } as const

const host = createNodeWorkerHost({ initTimeoutMs: 30_000, heartbeatTimeoutMs: 30_000 })
const store = createTurnStore({ playerId: me })
const open = new Set<string>()
let rl: Interface | null = null
let inputClosed = false
let finished = false
let asking: { requestId: string; abort: AbortController; timers: NodeJS.Timeout[] } | null = null

console.log(`UNO (official rules, one hand): ${Object.values(names).join(', ')}. Seed ${seed}.`)
if (auto && values.auto !== true) console.log('No terminal attached: bots take every seat (as with --auto; --interactive to play anyway).')
console.log(auto ? 'Four bots play; the session runs in a worker thread.' : `You play against three rule bots; ${turnSeconds} s per turn (then the session plays UNO's default for you: accept, pass or draw).`)

host.on((message) => {
  if (message.type === 'turn') open.add(message.requestId)
  if (message.type === 'turn-end') open.delete(message.requestId)
  if (auto && message.type === 'turn' && message.request !== undefined && message.playerId === me) botTurn(message.request)

  // What the human (or, with --auto, the first seat) may receive drives the screen.
  const mine = messageFor(message, me)
  if (mine === null) return
  store.receive(mine)
  show(mine)
})

function botTurn(request: DecisionRequest): void {
  const action = unoPolicy(request)
  if (action === null) return // stays silent: the timeout default applies
  const answer = (): void => {
    if (open.has(request.requestId)) host.operate(request.playerId, request.requestId, action)
  }
  const delay = action.type === 'CATCH_UNO' ? catchMs : thinkMs
  if (delay === 0) answer()
  else setTimeout(answer, delay)
}

function show(message: WorkerMessage): void {
  switch (message.type) {
    case 'view-update':
      for (const event of message.events) {
        const line = narrate(event, names)
        if (line !== null) log(`  ${line}`)
      }
      return
    case 'turn':
      if (message.request !== undefined && !auto) ask(message.request)
      return
    case 'turn-end':
      if (asking?.requestId === message.requestId) {
        stopAsking()
        if (message.reason === 'timeout') log("  ⏱ time's up: the session played UNO's default move for you")
      }
      return
    case 'rejected':
      if (!auto) log(`  not taken: ${message.reason}`)
      return
    case 'error':
      log(`error: ${message.error.message}`)
      return
    default:
      return
  }
}

function ask(request: DecisionRequest): void {
  stopAsking()
  const legal = request.legalActions
  const lines = ['', ...describeTable(request.view, me, names), 'your moves:', ...legal.map((a, i) => `  ${i + 1}. ${describeAction(a, names)}`)]
  for (const line of lines) log(line)
  const end = Date.now() + request.timeoutMs
  const abort = new AbortController()
  const timers = [10_000, 5_000]
    .filter((left) => left < request.timeoutMs)
    .map((left) => setTimeout(() => log(`  ⏱ ${left / 1000} s left`), request.timeoutMs - left))
  asking = { requestId: request.requestId, abort, timers }
  if (rl === null && !inputClosed) {
    rl = createInterface({ input: process.stdin, output: process.stdout })
    rl.on('close', () => {
      inputClosed = true
      if (!finished) log('  (input closed: the session plays the UNO default move when your time runs out)')
    })
  }
  const prompt = (): void => {
    if (inputClosed) return
    const seconds = Math.max(0, Math.ceil((end - Date.now()) / 1000))
    rl!.question(`pick 1–${legal.length} (${seconds} s): `, { signal: abort.signal }, (answer) => {
      const n = Number(answer.trim())
      const choice = Number.isInteger(n) ? legal[n - 1] : undefined
      if (choice === undefined) {
        log(`  type a number from 1 to ${legal.length}`)
        return prompt()
      }
      // The turn store says whether this player may act now (not paused, not over, a request open).
      if (!store.getSnapshot().canAct) return log('  you cannot act right now')
      const action: ActionInit = { type: choice.type, payload: choice.payload }
      host.operate(me, request.requestId, action)
    })
  }
  prompt()
}

function stopAsking(): void {
  if (asking === null) return
  for (const t of asking.timers) clearTimeout(t)
  asking.abort.abort()
  asking = null
}

function finishInput(): void {
  finished = true
  stopAsking()
  rl?.close()
}

function log(line: string): void {
  if (rl !== null && asking !== null && !inputClosed) {
    // Print above the prompt and draw the prompt again.
    process.stdout.write(`\r\x1b[K${line}\n`)
    rl.prompt(true)
  } else {
    console.log(line)
  }
}

try {
  await host.load({
    plugins: [{ module: unoModule, export: 'createUnoPlugin', options: { scoring: 'single-hand' } }],
    botModules: [{ module: botsModule }],
    players: Object.entries(names).map(([id, name]) => ({ id, name })),
    seed,
    seats: { p2: botSeat, p3: botSeat, p4: botSeat },
    session: { turnTimeoutMs: auto ? 60_000 : turnSeconds * 1000, readyTimeoutMs: 30_000 },
  })
  host.ready(me)
  const result = await host.done
  finishInput()
  console.log('')
  console.log(`${result.actions} actions, ${result.timeouts} timeouts`)
  console.log(`Winner: ${result.winnerIds.map((id) => names[id] ?? id).join(', ') || 'nobody'}`)
} catch (error) {
  finishInput()
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
