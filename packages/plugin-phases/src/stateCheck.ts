import { addProblem, describeForProblem as show, isRecordObject, isStringList, isWholeNumber, type GameContext, type GameState } from '@decklet/core'
import { CHECK_GAME_OVER_STEP, type ResolvedPhasesOptions } from './options'
import { PHASES_STAGES, PHASES_VARIABLE } from './state'

/** The name of the phases plugin's state check (`ctx.addStateCheck`): a broken `variables.phases` is refused under it. */
export const PHASES_STATE_CHECK = 'phases: state'

const WAIT_KINDS: readonly string[] = ['decision', 'animation', 'continue']

/**
 * The problems of `variables.phases` in `state`, none when it holds: an object with `round`, `index` and
 * `nextId` whole numbers (`nextId` from 1, `index` at most the order's length), a known `stage`, `order` a list
 * of distinct players, `current` `null` or a player of `order`, `stack` a list of entries with distinct string
 * ids and known kinds (an entry's `playerId` a player), `wait` `null` or a decision (of a player, with options
 * of the decision types and a default among them, and the asking step), an animation (with a name) or a pause
 * point, each with a string id, and `skips` whole numbers from 1 for players. An absent variable is no problem
 * (before `setup` wrote it).
 *
 * @param stepKinds - the kinds the stack may hold (the plugin's); `null` skips that check.
 * @param decisions - the types a decision may offer; `null` skips that check.
 */
export function checkPhasesState(state: GameState, stepKinds: ReadonlySet<string> | null = null, decisions: readonly string[] | null = null): string[] {
  const value: unknown = state.variables[PHASES_VARIABLE]
  if (value === undefined) return []
  if (!isRecordObject(value)) return [`phases: the variable is ${show(value)}, not an object`]
  let problems: string[] | null = null
  const add = (problem: string) => void (problems = addProblem(problems, `phases: ${problem}`))
  const isPlayer = (id: unknown): boolean => typeof id === 'string' && Object.hasOwn(state.players, id)
  if (!isWholeNumber(value.round)) add(`round is ${show(value.round)}`)
  if (!isWholeNumber(value.nextId, 1)) add(`nextId is ${show(value.nextId)}`)
  if (typeof value.stage !== 'string' || !PHASES_STAGES.includes(value.stage as never)) add(`stage is ${show(value.stage)}, not one of ${PHASES_STAGES.join(', ')}`)
  const order = value.order
  if (!isStringList(order) || new Set(order).size !== order.length) add('order is not a list of distinct player ids')
  else {
    for (const id of order) if (!isPlayer(id)) add(`order names ${show(id)}, who is no player`)
    if (!isWholeNumber(value.index) || value.index > order.length) add(`index is ${show(value.index)}`)
    if (value.current !== null && !order.includes(value.current as string)) add(`current is ${show(value.current)}, not a player of the order`)
  }
  const ids = new Set<string>()
  const checkEntry = (entry: unknown, where: string): void => {
    if (!isRecordObject(entry) || typeof entry.id !== 'string' || typeof entry.kind !== 'string') {
      add(`${where} is not a step entry ({ id, kind, params?, playerId? })`)
      return
    }
    if (stepKinds !== null && entry.kind !== CHECK_GAME_OVER_STEP && !stepKinds.has(entry.kind)) add(`${where} has the unknown kind ${show(entry.kind)}`)
    if (entry.playerId !== undefined && !isPlayer(entry.playerId)) add(`${where} belongs to ${show(entry.playerId)}, who is no player`)
  }
  if (!Array.isArray(value.stack)) add(`stack is ${show(value.stack)}, not a list`)
  else {
    value.stack.forEach((entry: unknown, i) => {
      checkEntry(entry, `stack[${i}]`)
      const id = (entry as { id?: unknown } | null)?.id
      if (typeof id === 'string') {
        if (ids.has(id)) add(`the step id ${show(id)} is on the stack twice`)
        ids.add(id)
      }
    })
  }
  const wait = value.wait
  if (wait !== null) {
    if (!isRecordObject(wait) || typeof wait.id !== 'string' || !WAIT_KINDS.includes(wait.kind as string)) add(`wait is ${show(wait)}, not null or a decision, animation or continue wait with an id`)
    else if (wait.kind === 'animation' && typeof wait.name !== 'string') add('the animation wait has no name')
    else if (wait.kind === 'decision') {
      if (!isPlayer(wait.playerId)) add(`the decision is ${show(wait.playerId)}'s, who is no player`)
      const isOption = (option: unknown): boolean =>
        isRecordObject(option) && typeof option.type === 'string' && option.playerId === wait.playerId && (decisions === null || decisions.includes(option.type))
      if (!Array.isArray(wait.options) || wait.options.length === 0 || !wait.options.every(isOption)) add("the decision's options are not a list of the decision types' actions of its player")
      if (!isOption(wait.defaultAction)) add("the decision's defaultAction is not one of its options")
      checkEntry(wait.step, 'the decision step')
    }
  }
  const skips = value.skips
  if (!isRecordObject(skips)) add(`skips is ${show(skips)}, not an object`)
  else for (const id of Object.keys(skips)) if (!isPlayer(id) || !isWholeNumber(skips[id], 1)) add(`skips has ${show(id)}: ${show(skips[id])}`)
  return problems ?? []
}

/**
 * The plugin's `setup` half that registers {@link checkPhasesState} (re-registered, so running setup again,
 * as replay does, is harmless).
 * @internal
 */
export function registerPhasesStateCheck(ctx: GameContext, options: ResolvedPhasesOptions): void {
  const kinds: ReadonlySet<string> = new Set(options.stepKinds.keys())
  ctx.removeStateCheck(PHASES_STATE_CHECK)
  ctx.addStateCheck(PHASES_STATE_CHECK, (state) => checkPhasesState(state, kinds, options.decisions))
}
