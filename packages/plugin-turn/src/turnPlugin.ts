import { version as packageVersion } from '../package.json'
import { createAction, deny, ok, stateUtils, type ActionHandler, type GamePlugin, type Rule } from '@decklet/core'
import { DIRECTION_VARIABLE, isPlayerOut, nextPlayerId, playersBySeat, SKIP_VARIABLE } from './turnOrder'

/** The action a player dispatches to end their turn. */
export const END_TURN = 'END_TURN'

/** This package's version, which the plugin reports. */
export const TURN_PLUGIN_VERSION: string = packageVersion

/** Name of the state check that keeps the `direction` variable at 1 or -1. */
const DIRECTION_CHECK = 'turn: direction is 1 or -1'

/** How the first player is chosen on `GAME_STARTED`. */
export type FirstPlayer = 'lowest-seat' | 'random' | { readonly playerId: string }

/** Options of {@link createTurnPlugin}. */
export interface TurnOptions {
  /** Default `'lowest-seat'`. `'random'` draws from the engine's seeded random source. */
  firstPlayer?: FirstPlayer
}

/** Payload of `TURN_STARTED` and `TURN_ENDED`. */
export interface TurnEventPayload {
  playerId: string
  turn: number
}

/**
 * Creates an `END_TURN` action for a player.
 *
 * @example
 * engine.dispatch(createEndTurnAction('p1'))
 */
export function createEndTurnAction(playerId: string) {
  return createAction({ type: END_TURN, playerId })
}

const endTurnRule: Rule = {
  id: 'turn.end-turn',
  name: 'Only the current player ends their turn, while the game is played',
  appliesTo: [END_TURN],
  validate({ state, action }) {
    if (state.status !== 'playing') return deny(`the game is ${state.status}`, 'NOT_PLAYING')
    if (action.playerId === undefined || action.playerId !== state.currentPlayerId) return deny('not your turn', 'NOT_YOUR_TURN')
    return ok()
  },
}

const endTurn: ActionHandler<typeof END_TURN, Record<string, never>> = {
  type: END_TURN,
  execute(action, { state }) {
    const player = action.playerId!
    const skip = typeof state.variables[SKIP_VARIABLE] === 'number' ? (state.variables[SKIP_VARIABLE] as number) : 0
    const next = nextPlayerId(state, player, skip)
    let s = stateUtils.setVariable(state, SKIP_VARIABLE, 0)
    s = stateUtils.setCurrentPlayer(s, next)
    const ended = { type: 'TURN_ENDED', playerId: player, payload: { playerId: player, turn: state.turn } }
    if (next === null) return { state: s, events: [ended] }
    s = stateUtils.setTurn(s, state.turn + 1)
    return {
      state: s,
      events: [ended, { type: 'TURN_STARTED', playerId: next, payload: { playerId: next, turn: state.turn + 1 } }],
    }
  },
  enumerate: (state, playerId) => (state.status === 'playing' && state.currentPlayerId === playerId ? [{ type: END_TURN, playerId }] : []),
}

/**
 * Makes a turn plugin: on `GAME_STARTED` it picks the first player, sets `turn`
 * to 1 and emits `TURN_STARTED`; `END_TURN` passes the turn along the seats in
 * the `direction` variable's direction (1 or -1), skipping players who are out
 * (`status` `finished` or `eliminated`) and consuming the `turn.skip` count.
 *
 * @example
 * engine.use(createTurnPlugin({ firstPlayer: 'random' }))
 */
export function createTurnPlugin(options: TurnOptions = {}): GamePlugin {
  const firstPlayer = options.firstPlayer ?? 'lowest-seat'
  return {
    id: 'turn',
    name: 'Turn order',
    version: TURN_PLUGIN_VERSION,
    setup(ctx) {
      if (ctx.getVariable(DIRECTION_VARIABLE) === undefined) ctx.setVariable(DIRECTION_VARIABLE, 1)
      if (ctx.getVariable(SKIP_VARIABLE) === undefined) ctx.setVariable(SKIP_VARIABLE, 0)
      // Re-registered rather than added, so running setup twice on one engine stays harmless.
      ctx.removeStateCheck(DIRECTION_CHECK)
      ctx.addStateCheck(DIRECTION_CHECK, (state) => {
        const d = state.variables[DIRECTION_VARIABLE]
        return d === 1 || d === -1 ? [] : [`direction is ${JSON.stringify(d)}`]
      })
    },
    rules: [endTurnRule],
    actions: [endTurn],
    events: [
      {
        type: 'GAME_STARTED',
        handle(_event, ctx) {
          const active = playersBySeat(ctx.state).filter((p) => !isPlayerOut(p))
          if (active.length === 0) return
          let first: string
          if (firstPlayer === 'lowest-seat') first = active[0]!.id
          else if (firstPlayer === 'random') first = ctx.random.pick(active).id
          else first = ctx.getPlayer(firstPlayer.playerId).id
          ctx.setCurrentPlayer(first)
          ctx.setTurn(1)
          ctx.emit({ type: 'TURN_STARTED', playerId: first, payload: { playerId: first, turn: 1 } })
        },
      },
    ],
  }
}

/** Turn order starting with the lowest seat. */
export const TurnPlugin: GamePlugin = createTurnPlugin()

