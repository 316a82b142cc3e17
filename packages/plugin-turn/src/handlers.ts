import { playersInPlay, StateDraft, type ActionHandler, type EventHandler } from '@decklet/core'
import { END_TURN, type EndTurnPayload } from './actions'
import type { TurnEventPayload } from './events'
import { enumerateEndTurn } from './legalActions'
import type { ResolvedTurnOptions } from './options'
import { readSkip, TurnVariables } from './state'
import { nextPlayerId } from './turnOrder'

/**
 * The `END_TURN` handler of one plugin instance: consumes `turn.skip`, makes the next player current and
 * counts the turn. It keeps its own draft, reset for each action (see core's `StateDraft`).
 * @internal
 */
export function createEndTurnHandler(internal = false): ActionHandler<typeof END_TURN, EndTurnPayload> {
  const draft = new StateDraft()
  return {
    type: END_TURN,
    internal,
    execute(action, { state }) {
      const player = action.playerId!
      const next = nextPlayerId(state, player, readSkip(state))
      const d = draft.reset(state)
      d.set(TurnVariables.skip, 0)
      d.currentPlayerId = next
      const ended: TurnEventPayload = { playerId: player, turn: state.turn }
      d.emit({ type: 'TURN_ENDED', playerId: player, payload: ended })
      if (next !== null) {
        d.turn = state.turn + 1
        const started: TurnEventPayload = { playerId: next, turn: state.turn + 1 }
        d.emit({ type: 'TURN_STARTED', playerId: next, payload: started })
      }
      return d.result()
    },
    enumerate: enumerateEndTurn,
  }
}

/**
 * On `GAME_STARTED`: picks the first player as the options say, sets `turn` to 1 and emits `TURN_STARTED`
 * (nothing when every player is out).
 * @internal
 */
export function createFirstTurnHandler(options: ResolvedTurnOptions): EventHandler<'GAME_STARTED'> {
  const { firstPlayer } = options
  return {
    type: 'GAME_STARTED',
    handle(_event, ctx) {
      const active = playersInPlay(ctx.state)
      if (active.length === 0) return
      let first: string
      if (firstPlayer === 'lowest-seat') first = active[0]!.id
      else if (firstPlayer === 'random') first = ctx.random.pick(active).id
      else first = ctx.getPlayer(firstPlayer.playerId).id
      ctx.setCurrentPlayer(first)
      ctx.setTurn(1)
      const started: TurnEventPayload = { playerId: first, turn: 1 }
      ctx.emit({ type: 'TURN_STARTED', playerId: first, payload: started })
    },
  }
}
