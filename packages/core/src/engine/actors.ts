import { playerIdsBySeat } from '../players/seatOrder'
import type { GamePlugin } from '../plugins/types'
import type { GameState } from '../state/types'

const NOBODY: readonly string[] = Object.freeze([])

/**
 * Who may act now, for `engine.getActors()`: the players a session, a fuzzer or a bot asks for legal actions.
 *
 * - Nobody while `state.status` is not `'playing'`.
 * - When at least one plugin has an `actors` hook: the union of every hook's answer, in plugin registration
 *   order, each player once; ids that are not players of `state` are dropped.
 * - Otherwise: every player, in seat order, for whom `legalActionsOf` is not empty.
 *
 * Computes from its arguments only (no engine field), so the engine passes what it has: its state, its
 * plugins in registration order, and its own `getLegalActions`. With a single hook whose answer is already
 * clean (players only, each once), that answer is returned as it is: bots call this on every move.
 *
 * @param state - the state to read (the engine's current state).
 * @param plugins - the registered plugins, in registration order.
 * @param legalActionsOf - the legal actions of one player (used only when no plugin has an `actors` hook).
 * @returns player ids; a frozen empty list for nobody. Do not change it.
 *
 * @example
 * // in GameEngine:
 * getActors(): readonly string[] {
 *   return computeActors(this.requireState(), this.plugins.getAll(), (id) => this.getLegalActions(id))
 * }
 * @internal
 */
export function computeActors(
  state: GameState,
  plugins: readonly Pick<GamePlugin, 'actors'>[],
  legalActionsOf: (playerId: string) => readonly unknown[],
): readonly string[] {
  if (state.status !== 'playing') return NOBODY
  let first: readonly string[] | null = null
  let union: string[] | null = null
  for (let i = 0; i < plugins.length; i++) {
    const hook = plugins[i]!.actors
    if (hook === undefined) continue
    const answer = hook.call(plugins[i], state)
    if (first === null) first = answer
    else addAll((union ??= clean(state, first)), state, answer)
  }
  if (union !== null) return union
  if (first !== null) return isClean(state, first) ? first : clean(state, first)
  const actors: string[] = []
  const ids = playerIdsBySeat(state)
  for (let i = 0; i < ids.length; i++) if (legalActionsOf(ids[i]!).length > 0) actors.push(ids[i]!)
  return actors
}

/** Whether every id of `ids` is a player of `state`, each listed once. Lists are a few players long: O(n²) is fine. */
function isClean(state: GameState, ids: readonly string[]): boolean {
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!
    if (typeof id !== 'string' || !Object.hasOwn(state.players, id)) return false
    for (let j = 0; j < i; j++) if (ids[j] === id) return false
  }
  return true
}

function clean(state: GameState, ids: readonly string[]): string[] {
  const out: string[] = []
  addAll(out, state, ids)
  return out
}

function addAll(out: string[], state: GameState, ids: readonly string[]): void {
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!
    if (typeof id === 'string' && Object.hasOwn(state.players, id) && !out.includes(id)) out.push(id)
  }
}
