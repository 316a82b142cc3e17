import type { ActionHandler, EventHandler } from '@decklet/core'
import { CONTINUE, PhasesActionTypes, type ContinuePayload } from './actions'
import type { PhasesCommandPayload } from './events'
import { enumerateDecision } from './legalActions'
import type { ResolvedPhasesOptions } from './options'
import { GameRuntimeStack } from './runtimeStack'

/**
 * The plugin's action handlers: `phases/RUN` and `phases/RESUME` (internal) go on with the loop;
 * `phases/CONTINUE` closes the open animation or pause point first; each decision type closes the decision
 * and runs the asking step's `answer` first. Each then runs the stack until it next stops.
 * @internal
 */
export function createActionHandlers(options: ResolvedPhasesOptions): ActionHandler<any, any>[] {
  const goOn: ActionHandler['execute'] = (_action, { state, random }) => new GameRuntimeStack(options, state, random).run()
  const run: ActionHandler = { type: PhasesActionTypes.RUN, internal: true, execute: goOn }
  const resume: ActionHandler = { type: PhasesActionTypes.RESUME, internal: true, execute: goOn }
  const proceed: ActionHandler<typeof CONTINUE, ContinuePayload> = {
    type: CONTINUE,
    execute(_action, { state, random }) {
      const rt = new GameRuntimeStack(options, state, random)
      const wait = rt.phases.wait
      // A pause point answered: the one at the top of a round, or the one before a player.
      if (wait?.kind === 'continue') rt.setPhases({ wait: null, stage: rt.phases.stage === 'roundTop' ? 'roundReady' : 'ready' })
      else rt.setPhases({ wait: null })
      return rt.run()
    },
  }
  const answers: ActionHandler[] = options.decisions.map((type) => ({
    type,
    execute(action, { state, random }) {
      const rt = new GameRuntimeStack(options, state, random)
      rt.answer(action)
      return rt.run()
    },
    enumerate: enumerateDecision(type),
  }))
  return [run, resume, proceed, ...answers]
}

/**
 * The plugin's event handlers: the loop starts on `GAME_STARTED`; a step's command is dispatched, chained, and
 * followed by `phases/RESUME`, so the stack goes on once the command has run.
 * @internal
 */
export function createEventHandlers(): EventHandler<any, any>[] {
  const start: EventHandler<'GAME_STARTED'> = {
    type: 'GAME_STARTED',
    handle: (_event, ctx) => void ctx.dispatch({ type: PhasesActionTypes.RUN }),
  }
  const command: EventHandler<'phases.command', PhasesCommandPayload> = {
    type: 'phases.command',
    handle(event, ctx) {
      ctx.dispatch(event.payload.action)
      ctx.dispatch({ type: PhasesActionTypes.RESUME })
    },
  }
  return [start, command]
}
