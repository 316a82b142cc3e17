import { InvalidOptionError, NotFoundError } from '../errors/errors'
import type { JsonValue } from './json'
import { deepFreeze } from './json'
import { removeVariable, setVariable } from './stateUtils'
import type { GameState } from './types'

/**
 * Anything that holds variables: a `GameState`, a `PlayerView`.
 *
 * @example
 * const readScore = (source: WithVariables) => ScoreVar.get(source)
 */
export type WithVariables = { readonly variables: Readonly<Record<string, JsonValue>> }

/**
 * A typed handle on one entry of `state.variables`: read and write it without casts. Made by
 * {@link defineVariable}; `TRead` is what `get` returns (`T | undefined`, or `T` with an `initial` value).
 *
 * @example
 * const Direction = defineVariable<1 | -1>('direction', { initial: 1 })
 * Direction.get(state) // 1 | -1
 */
export interface Variable<T, TRead = T | undefined> {
  /** The key in `state.variables`. */
  readonly key: string
  /** What `get` returns while the variable is not set (deep-frozen), or `undefined`. */
  readonly initial: T | undefined
  /** The value in a state or a view: the initial value (or `undefined`) when it is not set. */
  get(source: WithVariables): TRead
  /** The value; throws {@link NotFoundError} (kind `'variable'`) when it is not set, initial value or not. */
  require(source: WithVariables): T
  /** Whether the variable is set. */
  has(source: WithVariables): boolean
  /** `state` with the variable set, `version` unchanged (`stateUtils.setVariable`). `value` must be JSON data. */
  set(state: GameState, value: T): GameState
  /** `state` without the variable (the same state when it is not set). */
  remove(state: GameState): GameState
}

/**
 * Options of {@link defineVariable}.
 *
 * @example
 * const options: VariableOptions<number> = { initial: 0 }
 */
export interface VariableOptions<T> {
  /** What `get` returns while the variable is not set. Deep-frozen: it is shared by every read. */
  initial: T
}

/**
 * Declares a typed variable: one place names its key and its type, and every read and write goes through
 * it (no `state.variables.x as unknown as T`). `T` must be JSON data, like everything in a state; the
 * engine checks it in checked validation modes. Keep the handle beside the plugin, as a constant: it holds
 * nothing but its key and initial value, so one handle serves every engine.
 *
 * @example
 * interface Scores { readonly [playerId: string]: number }
 * const ScoresVar = defineVariable<Scores>('scores', { initial: {} })
 *
 * const scored: ActionHandler<'SCORE', { points: number }> = {
 *   type: 'SCORE',
 *   execute: (action, { state }) => {
 *     const scores = ScoresVar.get(state)
 *     const id = action.playerId!
 *     return { state: ScoresVar.set(state, { ...scores, [id]: (scores[id] ?? 0) + action.payload.points }) }
 *   },
 * }
 * // in an event handler: ctx.update((s) => ScoresVar.set(s, {}))
 * // in a StateDraft: draft.get(ScoresVar), draft.set(ScoresVar, next)
 */
export function defineVariable<T>(key: string): Variable<T>
export function defineVariable<T>(key: string, options: VariableOptions<T>): Variable<T, T>
export function defineVariable<T>(key: string, options?: VariableOptions<T>): Variable<T, T | undefined> {
  if (typeof key !== 'string' || key === '') throw new InvalidOptionError('key', key, 'a non-empty string', { scope: 'defineVariable' })
  const initial = options === undefined ? undefined : deepFreeze(options.initial)
  // A key that Object.prototype also has ('constructor', 'toString', '__proto__') needs an own-property check
  // on every read; any other key reads directly (a variables record is a plain object: a miss is undefined).
  const inherited = key in Object.prototype
  const own = (vars: Readonly<Record<string, JsonValue>>): boolean => Object.hasOwn(vars, key)
  const read = inherited
    ? (vars: Readonly<Record<string, JsonValue>>): unknown => (own(vars) ? vars[key] : undefined)
    : (vars: Readonly<Record<string, JsonValue>>): unknown => vars[key]
  return Object.freeze({
    key,
    initial,
    get: (source: WithVariables) => {
      const value = read(source.variables)
      return (value === undefined ? initial : value) as T | undefined
    },
    require: (source: WithVariables) => {
      const value = read(source.variables)
      if (value === undefined) throw new NotFoundError('variable', key)
      return value as T
    },
    has: (source: WithVariables) => own(source.variables),
    set: (state: GameState, value: T) => setVariable(state, key, value as JsonValue),
    remove: (state: GameState) => removeVariable(state, key),
  })
}
