import type { ActionInit, GameEvent } from '@decklet/core'
import { realScheduler, type DecisionRequest } from '@decklet/runtime'
import { describeAction, describeTable, isCatchOnly, narrate } from './cards'
import { promptForMove, type MovePrompt } from './movePrompt'
import type { Terminal } from './terminal'
import type { Voice } from './voice'

/** Options of {@link createScreen}. */
export interface ScreenOptions {
  /** The terminal of the person playing `me`; `null` when nobody does (`--auto`): nothing is asked. */
  readonly terminal: Terminal | null
  readonly log: (line: string) => void
  readonly voice: Voice
  readonly me: string
  /** Whether `me` may act now (the turn store's `canAct`: not paused, not over). */
  readonly canAct: () => boolean
  /** Sends a pick of `me` for `request` (to the worker's session, or to the server). */
  readonly choose: (request: DecisionRequest, action: ActionInit) => void
}

/**
 * What the person at the terminal sees, the same for a local game and one joined with `--connect`: the
 * events of each view as lines, the table and the numbered moves at each request of theirs, a note when
 * the time ran out, a refused pick asked again.
 */
export interface Screen {
  /** The events of a view update, one line each. */
  narrate(events: readonly GameEvent[]): void
  /** A request of `me` opened: show the table and ask for a move. */
  ask(request: DecisionRequest): void
  /** A request of `me` closed (`answered`, `timeout`, …). */
  closed(requestId: string, reason: string): void
  /** A pick was refused, for that request (`null`: the server named none). */
  refused(requestId: string | null, reason: string): void
  /** Withdraws the open prompt, if any. */
  stopAsking(): void
}

/** Creates the {@link Screen} of `me`. */
export function createScreen(options: ScreenOptions): Screen {
  const { terminal, log, voice, me } = options
  let asking: { readonly prompt: MovePrompt; readonly catchOnly: boolean } | null = null

  function stopAsking(): void {
    asking?.prompt.stop()
    asking = null
  }

  return {
    narrate(events) {
      for (const event of events) {
        const line = narrate(event, voice)
        if (line !== null) log(`  ${line}`)
      }
    },
    ask(request) {
      if (terminal === null) return
      stopAsking()
      for (const line of ['', ...describeTable(request.view, me, voice), 'your moves:']) log(line)
      const catchOnly = isCatchOnly(request)
      // The countdown runs to the request's deadline: after a resume it is nearer than `timeoutMs`.
      const prompt = promptForMove(request, {
        io: terminal,
        scheduler: realScheduler,
        describe: (action) => describeAction(action, voice),
        canAct: options.canAct,
        choose: (action) => options.choose(request, action),
        // UNO has no action to decline a catch, so letting it go answers nothing: the request stays open, and
        // ends when another player acts (`superseded`) or at the timeout, whose default is never a catch.
        ...(catchOnly ? { letGo: () => void (asking = null) } : {}),
      })
      asking = { prompt, catchOnly }
    },
    closed(requestId, reason) {
      if (asking?.prompt.requestId !== requestId) return
      // A catch nobody made times out on another player's turn: the default played is theirs.
      const yours = !asking.catchOnly
      stopAsking()
      if (reason === 'timeout' && yours) log("  ⏱ time's up: the session played UNO's default move for you")
    },
    refused(requestId, reason) {
      // A refused pick asks again (the request is still open: a refusal does not end the wait).
      if (asking !== null && (requestId === null || asking.prompt.requestId === requestId)) asking.prompt.refused(reason)
      else if (terminal !== null) log(`  not taken: ${reason}`)
    },
    stopAsking,
  }
}
