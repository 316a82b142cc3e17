import { createTurnStore, messageFor, realScheduler, type SessionResult, type WorkerMessage } from '@decklet/runtime'
import { createNodeWorkerHost } from '@decklet/runtime/node'
import type { PlayArgs } from './args'
import { createAutoSeat } from './autoSeat'
import { createLeave, leaveSummary } from './leave'
import { createScreen } from './screen'
import { stopGame } from './stopGame'
import { createTerminal } from './terminal'
import { createVoice } from './voice'

/**
 * UNO against three bots, the session in a worker thread. `--auto`: the bots take every seat, which is also
 * the default when no terminal is attached (stdin or stdout is not a TTY); `--interactive` seats you anyway.
 */
export async function playLocal(args: PlayArgs): Promise<void> {
  const attached = process.stdin.isTTY === true && process.stdout.isTTY === true
  const auto = args.auto || (!attached && !args.interactive)
  const seed = args.seed ?? Math.floor(Math.random() * 1_000_000)
  const me = 'p1'
  const names: Record<string, string> = { p1: auto ? 'Alice' : 'You', p2: 'Bob', p3: 'Carol', p4: 'Dave' }
  const voice = createVoice(names, auto ? null : me)
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
  // `--bots search`: @decklet/bots' search bot, 100 playouts a decision (about a third of a second at four players
  // on this machine's two busy cores; 300 took about a second).
  const botSeat =
    args.bots === 'search'
      ? ({ kind: 'bot', bot: 'search', delayMs: thinkMs, options: { iterations: 100 } } as const)
      : ({ kind: 'bot', bot: 'rule-based', delayMs: thinkMs, options: { delays: { CATCH_UNO: catchMs } } } as const)

  const host = createNodeWorkerHost({ initTimeoutMs: 30_000, heartbeatTimeoutMs: 30_000 })
  const store = createTurnStore({ playerId: me })
  const open = new Set<string>()
  // With --auto, Alice's answers go out only while her request is still open.
  const alice = createAutoSeat({
    thinkMs,
    catchMs,
    answer: (request, action) => {
      if (open.has(request.requestId)) host.operate(request.playerId, request.requestId, action)
    },
  })
  let running = false

  const leave = createLeave({
    onLeave() {
      endInput()
      stopGame(host, { running, scheduler: realScheduler, graceMs: 2_000 })
    },
  })
  // Read from the start, so that what is typed while the bots play is answered, not lost; with --auto
  // nothing is read.
  const terminal = auto
    ? null
    : createTerminal({
      input: process.stdin,
      output: process.stdout,
      onQuit: () => leave.leave('quit'),
      onEnd: () => leave.leave('end-of-input'),
      onInterrupt: () => leave.leave('interrupt'),
      notAsked: '  not your turn (q to quit)',
    })
  const log = (line: string): void => (terminal === null ? console.log(line) : terminal.log(line))
  // The countdown runs to the request's deadline (the worker thread shares this clock). The turn store says
  // whether this player may act now (not paused, not over).
  const screen = createScreen({
    terminal,
    log,
    voice,
    me,
    canAct: () => store.getSnapshot().canAct,
    choose: (request, action) => host.operate(me, request.requestId, action),
  })

  log(`UNO (official rules, one hand): ${Object.values(names).join(', ')}. Seed ${seed}.`)
  if (auto && !args.auto) log('No terminal attached: bots take every seat (as with --auto; --interactive to play anyway).')
  log(auto
    ? 'Four bots play; the session runs in a worker thread.'
    : `You play against three rule bots; ${args.timeoutSeconds} s per turn (then the session plays UNO's default for you: accept, pass or draw). Type q to quit.`)

  host.on((message) => {
    if (leave.reason !== null) return
    if (message.type === 'turn') open.add(message.requestId)
    if (message.type === 'turn-end') {
      open.delete(message.requestId)
      alice.closed(message.requestId)
    }
    if (auto && message.type === 'turn' && message.request !== undefined && message.playerId === me) alice.requested(message.request)

    // What the human (or, with --auto, the first seat) may receive drives the screen.
    const mine = messageFor(message, me)
    if (mine === null) return
    store.receive(mine)
    show(mine)
  })

  function show(message: WorkerMessage): void {
    switch (message.type) {
      case 'view-update':
        return screen.narrate(message.events)
      case 'turn':
        if (message.request !== undefined && !auto) screen.ask(message.request)
        return
      case 'turn-end':
        return screen.closed(message.requestId, message.reason)
      case 'rejected':
        return screen.refused(message.requestId, message.reason)
      case 'error':
        log(`error: ${message.error.message}`)
        return
      default:
        return
    }
  }

  /** Nothing more is asked or read, and no bot of this side answers any more. */
  function endInput(): void {
    screen.stopAsking()
    terminal?.close()
    alice.stop()
  }

  let result: SessionResult | null = null
  let failure: { readonly error: unknown } | null = null
  try {
    await host.load({
      plugins: [{ module: unoModule, export: 'createUnoPlugin', options: { scoring: 'single-hand' } }],
      botModules: [{ module: botsModule }],
      players: Object.entries(names).map(([id, name]) => ({ id, name })),
      seed,
      seats: { p2: botSeat, p3: botSeat, p4: botSeat },
      session: { turnTimeoutMs: auto ? 60_000 : args.timeoutSeconds * 1000, readyTimeoutMs: 30_000 },
    })
    running = true
    host.ready(me)
    result = await host.done
  } catch (error) {
    failure = { error }
  }
  leave.dispose()
  endInput()
  if (leave.reason !== null) {
    // Left while loading: no action was played. A session stopped in time tells its count; one whose worker
    // had to be terminated cannot.
    console.log(leaveSummary(!auto, running ? (result?.actions ?? null) : 0))
  } else if (failure !== null) {
    console.error(failure.error instanceof Error ? failure.error.message : failure.error)
    process.exitCode = 1
  } else if (result !== null) {
    console.log('')
    console.log(`${result.actions} actions, ${result.timeouts} timeouts`)
    console.log(`Winner: ${result.winnerIds.map((id) => voice.name(id)).join(', ') || 'nobody'}`)
  }
}
