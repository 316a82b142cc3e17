import { ActionRejectedError, connect, spectate, type DeckletConnection, type DeckletSnapshot } from '@decklet/client'
import { playersBySeat } from '@decklet/core'
import type { DecisionRequest, SessionResult } from '@decklet/runtime'
import type { PlayArgs, RemoteGame } from './args'
import { createAutoSeat } from './autoSeat'
import { createLeave, leaveSummary } from './leave'
import { createScreen } from './screen'
import { createTerminal } from './terminal'
import { createVoice } from './voice'

/**
 * A game on a decklet server, through `@decklet/client`: the seat of `--ticket` (you at the terminal, or with
 * `--auto` the UNO rule bot, as in the local game), or a spectator with `--watch`. The screen is the local
 * game's; what drives it is the connection's snapshot (the runtime's turn store fed by the server's messages)
 * instead of the worker's messages. The server deals, times the turns and plays its bots.
 */
export async function playRemote(args: PlayArgs, game: RemoteGame): Promise<void> {
  const attached = process.stdin.isTTY === true && process.stdout.isTTY === true
  const watching = game.watch !== undefined
  const auto = !watching && (args.auto || (!attached && !args.interactive))

  let connection: DeckletConnection
  try {
    // A person at a terminal waits for a server to come back (restarted with --resume) for about two minutes.
    const reconnect = { attempts: 30 }
    connection = game.watch === undefined
      ? await connect({ endpoint: game.endpoint, ticket: game.ticket, reconnect })
      : await spectate({ endpoint: game.endpoint, roomId: game.watch, reconnect })
  } catch (error) {
    console.error(`Could not join: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
    return
  }
  const me = connection.playerId
  const first = connection.getSnapshot()
  const seated = first.turn.view === null ? [] : playersBySeat(first.turn.view)
  const names: Record<string, string> = Object.fromEntries(seated.map((p) => [p.id, p.id === me && !auto ? 'You' : p.name]))
  const voice = createVoice(names, auto ? null : me)

  const leave = createLeave({
    onLeave() {
      endInput()
      void connection.leave()
    },
  })
  // Read from the start, as in the local game; with --auto or --watch nothing is read but q is not needed:
  // Ctrl-C leaves.
  const terminal = auto || watching
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
  const send = (requestId: string, action: Parameters<DeckletConnection['act']>[0]): void => {
    connection.act(action, { requestId }).catch((error: unknown) => {
      if (ActionRejectedError.isInstance(error)) return screen.refused(error.requestId, error.reason)
      // Dropped before the verdict: the question closes, and is asked again once reconnected if the request
      // is still open (by the bot too, with --auto).
      if (terminal !== null) log(`  not sent: ${error instanceof Error ? error.message : String(error)}`)
      if (asked?.requestId !== requestId) return
      screen.closed(requestId, 'dropped')
      bot.closed(requestId)
      asked = null
      follow()
    })
  }
  const screen = createScreen({
    terminal,
    log,
    voice,
    me: me ?? '',
    canAct: () => connection.getSnapshot().turn.canAct,
    choose: (request, action) => send(request.requestId, action),
  })
  // With --auto the seat is the UNO rule bot, as Alice is in the local game (the catch waits a little, so
  // that whoever has one card left can say it first).
  const bot = createAutoSeat({ thinkMs: 0, catchMs: 100, answer: (request, action) => send(request.requestId, action) })

  log(`UNO on ${game.endpoint}, table ${connection.roomId}: ${seated.map((p) => names[p.id]).join(', ')}.`)
  if (watching) log('You watch as a spectator (Ctrl-C to stop).')
  else if (auto) log(`${names[me!]} is played by the UNO rule bot${args.auto ? '' : ' (no terminal attached: as with --auto; --interactive to play anyway)'}.`)
  else log("You play on the server; when your time runs out it plays UNO's default for you. Type q to quit.")

  // The screen follows the snapshot: new events are narrated, a new request of the seat is asked, a request
  // gone is closed (`timeout` when the store says the time ran out).
  let shown: DeckletSnapshot = first
  // The request asked, as an object: the same request sent again (a rebuilt game's, after a reconnection,
  // with its own deadline) is a new object, and is asked again.
  let asked: DecisionRequest | null = null
  const follow = (): void => {
    const now = connection.getSnapshot()
    const before = shown
    shown = now
    if (now.status !== before.status) {
      if (now.status === 'reconnecting') log('  the connection dropped: reconnecting…')
      else if (now.status === 'connected' && before.status === 'reconnecting') log('  reconnected')
    }
    if (now.turn.events !== before.turn.events) screen.narrate(now.turn.events)
    const request = now.turn.request
    if (asked !== null && request !== asked) {
      screen.closed(asked.requestId, now.turn.state === 'TIMEOUT' ? 'timeout' : 'answered')
      bot.closed(asked.requestId)
      asked = null
    }
    if (request !== null && asked === null && now.status === 'connected') {
      asked = request
      if (auto) bot.requested(request)
      else screen.ask(request)
    }
    // Nothing is animated here: a barrier of the seat (the ready one first) is acknowledged at once, after
    // this snapshot is handled (acknowledging changes the snapshot).
    const barrier = now.turn.barrier
    if (barrier !== null && !watching) queueMicrotask(() => connection.ack(barrier.barrierId))
    if (now.turn.gameOver !== null || now.status === 'closed') finish()
  }

  let settle: () => void = () => undefined
  const ended = new Promise<void>((resolve) => (settle = resolve))
  const finish = (): void => {
    unsubscribe()
    settle()
  }
  const unsubscribe = connection.subscribe(follow)
  // The first snapshot has the welcome (its view, open request and barrier) and perhaps the messages that
  // came with it before this code ran (the deal's events): show them, then follow it.
  screen.narrate(first.turn.events)
  follow()
  await ended

  leave.dispose()
  endInput()
  const result: SessionResult | null = connection.getSnapshot().turn.gameOver
  const error = connection.getSnapshot().error
  if (connection.getSnapshot().status !== 'closed') await connection.leave()
  if (leave.reason !== null) {
    console.log(leaveSummary(!auto && !watching, null))
  } else if (result !== null) {
    console.log('')
    console.log(`${result.actions} actions, ${result.timeouts} timeouts`)
    console.log(`Winner: ${result.winnerIds.map((id) => voice.name(id)).join(', ') || 'nobody'}`)
  } else {
    console.error(error === null ? 'The server closed the connection.' : error.message)
    process.exitCode = 1
  }

  function endInput(): void {
    screen.stopAsking()
    terminal?.close()
    bot.stop()
  }
}
