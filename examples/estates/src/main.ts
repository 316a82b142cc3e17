import type { PlayerView } from '@decklet/core'
import { createTurnStore, messageFor, type Barrier, type DecisionRequest, type SessionResult, type WorkerMessage } from '@decklet/runtime'
import { createNodeWorkerHost } from '@decklet/runtime/node'
import { parseEstatesArgs, type EstatesArgs } from './args'
import { estatesPolicy } from './bot'
import { createVoice, narrate } from './narrate'
import { EstatesActionTypes } from './plugin/actions'
import { currentOffer } from './plugin/legalActions'
import { getEstates } from './plugin/state'
import { answersYes, offerQuestion, standings } from './screen'
import { createTerminal, type Terminal } from './terminal'

const parsed = parseEstatesArgs(process.argv.slice(2))
if (parsed.ok) await play(parsed.args)
else process.exitCode = parsed.exitCode

/**
 * Estates against three bots, the session in a worker thread. `--auto`: bots take every seat, which is also
 * the default when no terminal is attached; `--interactive` seats you anyway.
 */
async function play(args: EstatesArgs): Promise<void> {
  const attached = process.stdin.isTTY === true && process.stdout.isTTY === true
  const auto = args.auto || (!attached && !args.interactive)
  const seed = args.seed ?? Math.floor(Math.random() * 1_000_000)
  const me = 'p1'
  const names: Record<string, string> = { p1: auto ? 'Alice' : 'You', p2: 'Bob', p3: 'Carol', p4: 'Dave' }
  const voice = createVoice(names, auto ? null : me)
  // A person watching needs a moment to read a chance card; bots acknowledge at once.
  const animationMs = auto ? 0 : 900
  const thinkMs = auto ? 0 : 400

  // The worker imports modules by specifier from its own folder: pass the URL of this example's module. Its
  // entry (worker.mjs) registers tsx first, so it loads the TypeScript source as it is.
  const estatesModule = import.meta.resolve('./index.ts')
  const options = { roundCap: args.rounds }
  const botSeat = { kind: 'bot', bot: 'estates', delayMs: thinkMs, options: { reserve: 200 } } as const

  const host = createNodeWorkerHost({ workerUrl: new URL('./worker.mjs', import.meta.url), initTimeoutMs: 30_000, heartbeatTimeoutMs: 30_000 })
  const store = createTurnStore({ playerId: me })
  const ackTimers = new Set<ReturnType<typeof setTimeout>>()
  let lastView: PlayerView | null = null
  let running = false
  let left: 'quit' | 'end-of-input' | 'interrupt' | null = null
  let asking: string | null = null

  const leave = (reason: 'quit' | 'end-of-input' | 'interrupt'): void => {
    if (left !== null) return
    left = reason
    if (reason === 'interrupt') process.exitCode = 130
    endInput()
    if (!running) {
      void host.terminate()
      return
    }
    host.send({ type: 'stop' })
    // A worker that does not answer the stop is terminated: the process must end either way.
    const timer = setTimeout(() => void host.terminate(), 2_000)
    host.done.then(() => clearTimeout(timer), () => clearTimeout(timer))
  }
  const onSigint = (): void => leave('interrupt')
  process.on('SIGINT', onSigint)
  const terminal: Terminal | null = auto
    ? null
    : createTerminal({ input: process.stdin, output: process.stdout, onQuit: () => leave('quit'), onEnd: () => leave('end-of-input'), onInterrupt: onSigint })
  const log = (line: string): void => (terminal === null ? console.log(line) : terminal.log(line))

  log(`Estates: ${Object.values(names).join(', ')}. Seed ${seed}, at most ${args.rounds} rounds.`)
  if (auto && !args.auto) log('No terminal attached: bots take every seat (as with --auto; --interactive to play anyway).')
  log(auto
    ? 'Four bots play; the session runs in a worker thread.'
    : `You play against three bots; ${args.timeoutSeconds} s to decide on a purchase (then it is declined). Type q to quit.`)

  host.on((message) => {
    if (left !== null) return
    const mine = messageFor(message, me)
    if (mine === null) return
    const wasOut = store.getSnapshot().state === 'OUT'
    store.receive(mine)
    show(mine)
    // The turn store's out state: a bankrupt player watches the rest of the game.
    if (!wasOut && store.getSnapshot().state === 'OUT' && store.getSnapshot().gameOver === null) log(`  ${auto ? 'Alice is' : 'You are'} out of the game; the others play on.`)
  })

  function show(message: WorkerMessage): void {
    switch (message.type) {
      case 'view-update': {
        // The table as your turn begins: the view before this tick (this one already has your roll).
        const before = lastView
        lastView = message.view
        for (const event of message.events) {
          if (event.type === 'RoundTurn' && (event.payload as { playerId?: string }).playerId === me && !auto && before !== null) {
            for (const line of ['', ...standings(before, voice)]) log(line)
          }
          const line = narrate(event, voice)
          if (line !== null) log(`  ${line}`)
        }
        return
      }
      case 'turn':
        if (message.request !== undefined && message.playerId === me) decide(message.request)
        return
      case 'turn-end':
        if (asking === message.requestId) {
          asking = null
          terminal?.withdraw()
          if (message.reason === 'timeout') log("  ⏱ time's up: the offer is declined")
        }
        return
      case 'barrier':
        if (message.barrier.playerIds.includes(me)) acknowledge(message.barrier)
        return
      case 'error':
        log(`error: ${message.error.message}`)
        return
      default:
        return
    }
  }

  /** Your offer (or, with --auto, Alice's, answered by the bot's rule through the protocol). */
  function decide(request: DecisionRequest): void {
    if (auto || terminal === null) {
      const action = estatesPolicy(request)
      if (action !== null) host.operate(me, request.requestId, action)
      return
    }
    const offer = currentOffer(request.view)
    const buy = request.legalActions.find((a) => a.type === EstatesActionTypes.BUY)
    const decline = request.legalActions.find((a) => a.type === EstatesActionTypes.DECLINE)
    if (offer === null || decline === undefined) return
    asking = request.requestId
    const cash = getEstates(request.view).cash[me] ?? 0
    terminal.ask(offerQuestion(offer, cash, request.remainingMs / 1000), (line) => {
      if (asking !== request.requestId) return
      asking = null
      const chosen = answersYes(line) && buy !== undefined ? buy : decline
      host.operate(me, request.requestId, { type: chosen.type, playerId: me, payload: chosen.payload })
    })
  }

  /** Shows a chance card (the animation) and says when it is done; the effect follows in the game. */
  function acknowledge(barrier: Barrier): void {
    if (barrier.kind === 'ready') return
    if (barrier.kind === 'animation' && !auto) log('  🂠 …')
    // Through the turn store, which leaves ANIMATING then; a barrier that timed out meanwhile needs no ack.
    const done = (): void => {
      if (store.getSnapshot().barrier?.barrierId !== barrier.barrierId) return
      const ack = store.acknowledge()
      if (ack !== null) host.send(ack)
    }
    if (animationMs === 0) return done()
    const timer = setTimeout(() => {
      ackTimers.delete(timer)
      done()
    }, animationMs)
    ackTimers.add(timer)
  }

  function endInput(): void {
    terminal?.close()
    for (const timer of ackTimers) clearTimeout(timer)
    ackTimers.clear()
  }

  let result: SessionResult | null = null
  let failure: { readonly error: unknown } | null = null
  try {
    await host.load({
      plugins: [
        { module: estatesModule, export: 'createEstatesPhasesPlugin', options },
        { module: estatesModule, export: 'createEstatesPlugin', options },
      ],
      botModules: [{ module: estatesModule }],
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
  process.off('SIGINT', onSigint)
  endInput()
  if (left !== null) {
    console.log(`${auto ? 'Game stopped' : 'You left the game'} after ${result?.actions ?? 0} actions.`)
  } else if (failure !== null) {
    console.error(failure.error instanceof Error ? failure.error.message : failure.error)
    process.exitCode = 1
  } else if (result !== null) {
    console.log('')
    if (lastView !== null) for (const line of standings(lastView, voice)) console.log(line)
    console.log(`${result.actions} actions, ${result.timeouts} timeouts`)
    console.log(`Winner: ${result.winnerIds.map((id) => voice.name(id)).join(', ') || 'nobody'}`)
  }
}
