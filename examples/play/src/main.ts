import { createInterface, type Interface } from 'node:readline'
import { parseArgs } from 'node:util'
import { unoPolicy } from '@decklet/bots'
import { createTurnStore, messageFor, realScheduler, type DecisionRequest, type WorkerMessage } from '@decklet/runtime'
import { createNodeWorkerHost } from '@decklet/runtime/node'
import { describeAction, describeTable, narrate } from './cards'
import { promptForMove, type MovePrompt, type PromptIO } from './movePrompt'

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
let asking: MovePrompt | null = null

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
      // A refused pick asks again (the request is still open: a refusal does not end the wait).
      if (asking !== null && asking.requestId === message.requestId) asking.refused(message.reason)
      else if (!auto) log(`  not taken: ${message.reason}`)
      return
    case 'error':
      log(`error: ${message.error.message}`)
      return
    default:
      return
  }
}

// The terminal for the prompt: readline questions, lines printed above the prompt.
const terminalIO: PromptIO = {
  question(text, signal, answer) {
    if (inputClosed || rl === null) return
    rl.question(text, { signal }, answer)
  },
  log: (line) => log(line),
}

function ask(request: DecisionRequest): void {
  stopAsking()
  for (const line of ['', ...describeTable(request.view, me, names), 'your moves:']) log(line)
  if (rl === null && !inputClosed) {
    rl = createInterface({ input: process.stdin, output: process.stdout })
    rl.on('close', () => {
      inputClosed = true
      if (!finished) log('  (input closed: the session plays the UNO default move when your time runs out)')
    })
  }
  // The countdown runs to the request's deadline (the worker thread shares this clock): after a resume it
  // is nearer than `timeoutMs`. The turn store says whether this player may act now (not paused, not over).
  asking = promptForMove(request, {
    io: terminalIO,
    scheduler: realScheduler,
    describe: (action) => describeAction(action, names),
    canAct: () => store.getSnapshot().canAct,
    choose: (action) => host.operate(me, request.requestId, action),
  })
}

function stopAsking(): void {
  asking?.stop()
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
