import { playerIdsBySeat, type Action, type ActionHandler, type EventHandler } from '@decklet/core'
import { UnoActionTypes, type UnoActionType, type UnoCatchUnoPayload, type UnoChooseColorPayload, type UnoPlayPayload } from './actions'
import { drawForDealer, initialUnoState, startHand, type DealerDraw } from './deal'
import { acceptPenalty, catchUno, challenge, chooseColor, declareUno, drawForTurn, pass, playCard } from './flow'
import type { UnoDealerChosenPayload } from './events'
import type { createUnoEnumerators } from './legalActions'
import type { UnoMove } from './move'

/*
 * The action handlers and the start of the match. Each handler starts the plugin instance's UnoMove over on
 * the state it gets (core's StateDraft reset, the UNO state copied), runs one step of the flow on it and
 * returns `m.result()`: the next state built once, with its version, and the events in the order emitted.
 * The rules ran before: a handler trusts its action.
 */

/** The action handlers of UNO, each with the `enumerate` of its type. @internal */
export function createUnoHandlers(move: UnoMove, enumerate: ReturnType<typeof createUnoEnumerators>): ActionHandler<any, any>[] {
  // One shape for every handler: start the move on the state, run the step, return the next state and events.
  const handler = <TAction extends Action>(type: UnoActionType, step: (m: UnoMove, action: TAction) => void): ActionHandler<any, any> => ({
    type,
    execute: (action: TAction, { state, random }) => {
      const m = move.begin(state, random)
      step(m, action)
      return m.result()
    },
    enumerate: enumerate[type],
  })
  const T = UnoActionTypes
  return [
    handler(T.PLAY, (m, action: Action<'PLAY', UnoPlayPayload>) => playCard(m, action.playerId!, action.payload)),
    handler(T.DRAW, (m, action) => drawForTurn(m, action.playerId!)),
    handler(T.PASS, (m, action) => pass(m, action.playerId!)),
    handler(T.ACCEPT, (m, action) => acceptPenalty(m, action.playerId!)),
    handler(T.CHALLENGE, (m, action) => challenge(m, action.playerId!)),
    handler(T.CHOOSE_COLOR, (m, action: Action<'CHOOSE_COLOR', UnoChooseColorPayload>) => chooseColor(m, action.playerId!, action.payload.color)),
    handler(T.DECLARE_UNO, (m, action) => declareUno(m, action.playerId!)),
    handler(T.CATCH_UNO, (m, action: Action<'CATCH_UNO', UnoCatchUnoPayload>) => catchUno(m, action.playerId!, action.payload.target)),
  ]
}

/**
 * The start of the match, on `GAME_STARTED`: the first dealer (by the official high-card draw unless
 * `firstDealer` is `'random'` or `'last-seat'`, §2) and the first hand dealt, in one update of the state. @internal
 */
export function createUnoEventHandlers(move: UnoMove): EventHandler[] {
  return [
    {
      type: 'GAME_STARTED',
      handle(_event, ctx) {
        const order = playerIdsBySeat(ctx.state)
        let dealer: string
        let rounds: DealerDraw[][] | null = null
        if (move.options.firstDealer === 'random') dealer = order[ctx.random.int(0, order.length - 1)]!
        else if (move.options.firstDealer === 'last-seat') dealer = order[order.length - 1]!
        else ({ dealer, rounds } = drawForDealer(ctx.random, order))
        const m = move.begin(ctx.state, ctx.random, initialUnoState(order, dealer))
        if (rounds !== null) m.draft.emit({ type: 'UNO_DEALER_CHOSEN', playerId: dealer, payload: { dealer, rounds } satisfies UnoDealerChosenPayload })
        startHand(m)
        const { state } = m.result()
        ctx.update(() => state)
        for (const event of m.draft.events) ctx.emit(event)
      },
    },
  ]
}
