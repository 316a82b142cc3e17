import { defineVariable, type GameContext, type GameState, type WithVariables } from '@decklet/core'

/** Key of the variable holding the direction of play: `1` (ascending seats, the default) or `-1`. */
export const DIRECTION_VARIABLE = 'direction'

/** Key of the variable holding how many upcoming players lose their turn (consumed by `END_TURN`). */
export const SKIP_VARIABLE = 'turn.skip'

/** Direction of play. */
export type TurnDirection = 1 | -1

/**
 * The turn plugin's variables, typed: read and write them through these rather than by key.
 *
 * @example
 * TurnVariables.direction.get(state)                       // 1 | -1
 * ctx.update((s) => TurnVariables.skip.set(s, 1))          // the next player loses their turn
 * draft.set(TurnVariables.direction, -1)                   // in a StateDraft
 */
export const TurnVariables = Object.freeze({
  /** `direction`: `1` ascending seats, `-1` descending. */
  direction: defineVariable<TurnDirection>(DIRECTION_VARIABLE, { initial: 1 }),
  /** `turn.skip`: how many players the next `END_TURN` passes over. */
  skip: defineVariable<number>(SKIP_VARIABLE, { initial: 0 }),
})

/**
 * The current direction of play: `-1` when the `direction` variable is exactly `-1`, else `1` (also for a
 * value the state check would refuse, which only `validationMode: 'none'` lets through).
 *
 * @example
 * if (card === 'reverse') ctx.update((s) => TurnVariables.direction.set(s, -getDirection(s) as TurnDirection))
 */
export function getDirection(state: WithVariables): TurnDirection {
  return TurnVariables.direction.get(state) === -1 ? -1 : 1
}

/**
 * The `turn.skip` count as `END_TURN` reads it: `0` for anything but a number (no state check guards
 * this variable, and another plugin may have written anything there).
 * @internal
 */
export function readSkip(state: GameState): number {
  const skip: unknown = TurnVariables.skip.get(state)
  return typeof skip === 'number' ? skip : 0
}

/** Name of the state check that keeps the `direction` variable at 1 or -1. */
const DIRECTION_CHECK = 'turn: direction is 1 or -1'

/**
 * The plugin's `setup`: writes the two variables when they are missing and (re-)registers the direction
 * state check, so running it again, as replay does, changes nothing.
 * @internal
 */
export function setupTurnState(ctx: GameContext): void {
  if (!TurnVariables.direction.has(ctx.state)) ctx.update((s) => TurnVariables.direction.set(s, 1))
  if (!TurnVariables.skip.has(ctx.state)) ctx.update((s) => TurnVariables.skip.set(s, 0))
  // Re-registered rather than added, so running setup twice on one engine stays harmless.
  ctx.removeStateCheck(DIRECTION_CHECK)
  ctx.addStateCheck(DIRECTION_CHECK, (state) => {
    const d: unknown = TurnVariables.direction.get(state)
    return d === 1 || d === -1 ? [] : [`direction is ${JSON.stringify(d)}`]
  })
}
