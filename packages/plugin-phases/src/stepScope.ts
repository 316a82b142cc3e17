import { isOut, isWholeNumber, stateUtils, type ActionInit, type GameState, type JsonValue, type RandomProvider } from '@decklet/core'
import { CHECK_GAME_OVER_STEP } from './options'
import { PhasesError, PhasesErrorCodes } from './phasesError'
import type { GameRuntimeStack } from './runtimeStack'
import { optionKey, toOption, type DecisionOption, type StepEntry } from './state'
import type { AnimationRequest, DecisionRequest, StepContext, StepInit, StepKind } from './stepKind'

/**
 * The {@link StepContext} of one run (or answer) of one step, over the action's {@link GameRuntimeStack}.
 * @internal
 */
export class StepScope implements StepContext<any> {
  #open = true
  #stopped: string | null = null

  constructor(
    readonly stack: GameRuntimeStack,
    readonly entry: StepEntry,
    private readonly kind: StepKind<any>,
  ) {}

  get state(): GameState {
    return this.stack.state
  }

  get params(): any {
    return this.entry.params
  }

  get playerId(): string | null {
    return this.stack.phases.current
  }

  get random(): RandomProvider {
    return this.stack.random
  }

  close(): void {
    this.#open = false
  }

  update(fn: (state: GameState) => GameState): void {
    this.assertOpen('update')
    const next = fn(this.stack.state)
    if (typeof next !== 'object' || next === null) throw new PhasesError(`ctx.update in step '${this.entry.kind}' returned no state`, PhasesErrorCodes.BAD_STEP_CALL)
    this.stack.state = next
  }

  emit(type: string, payload?: JsonValue, visibleTo?: readonly string[]): void {
    this.assertOpen('emit')
    const event: { type: string; payload?: JsonValue; visibleTo?: readonly string[] } = { type }
    if (payload !== undefined) event.payload = payload
    if (visibleTo !== undefined) event.visibleTo = [...visibleTo]
    this.stack.emit(event)
  }

  nextTick(...steps: StepInit[]): void {
    this.assertOpen('nextTick')
    this.stack.push(steps, this.entry.playerId)
  }

  pushEventToStack(...steps: StepInit[]): void {
    this.assertOpen('pushEventToStack')
    this.stack.push(steps, this.entry.playerId)
  }

  ask(request: DecisionRequest): void {
    this.stop('ask')
    const playerId = request?.playerId
    const player = typeof playerId === 'string' ? this.stack.state.players[playerId] : undefined
    if (player === undefined || isOut(player)) this.badDecision(`the player ${JSON.stringify(playerId)} is not a player in the game`)
    const options = request.options
    if (!Array.isArray(options) || options.length === 0) this.badDecision('it offers no options')
    const decisions = this.stack.options.decisions
    const keys = new Set<string>()
    const normalized: DecisionOption[] = []
    for (const option of options as readonly ActionInit[]) {
      if (!decisions.includes(option?.type)) this.badDecision(`the option type ${JSON.stringify(option?.type)} is not one of the plugin's decisions (${decisions.join(', ')})`)
      if (option.playerId !== undefined && option.playerId !== playerId) this.badDecision(`an option is ${option.playerId}'s, not ${playerId}'s`)
      const normal = toOption(option, playerId!)
      const key = optionKey(normal)
      if (keys.has(key)) this.badDecision(`the option ${key} is offered twice`)
      keys.add(key)
      normalized.push(normal)
    }
    const fallback = request.defaultAction
    const defaultKey = fallback === undefined || fallback === null ? '' : optionKey(toOption(fallback, playerId!))
    const defaultAction = normalized.find((o) => optionKey(o) === defaultKey)
    if (defaultAction === undefined) this.badDecision('its defaultAction is not one of its options')
    this.stack.openWait(
      request.data === undefined
        ? { kind: 'decision', playerId: playerId!, options: normalized, defaultAction: defaultAction!, step: this.entry }
        : { kind: 'decision', playerId: playerId!, options: normalized, defaultAction: defaultAction!, data: request.data, step: this.entry },
    )
  }

  animate(request: AnimationRequest): void {
    this.stop('animate')
    if (typeof request?.name !== 'string' || request.name === '') {
      throw new PhasesError(`Step '${this.entry.kind}' animated without a name`, PhasesErrorCodes.BAD_STEP_CALL)
    }
    this.stack.openWait(request.data === undefined ? { kind: 'animation', name: request.name } : { kind: 'animation', name: request.name, data: request.data })
  }

  command(action: ActionInit): void {
    this.stop('command')
    if (typeof action?.type !== 'string') throw new PhasesError(`Step '${this.entry.kind}' commanded something that is not an action`, PhasesErrorCodes.BAD_STEP_CALL)
    const init: { type: string; payload?: unknown; playerId?: string } = { type: action.type }
    if (action.payload !== undefined) init.payload = action.payload
    if (action.playerId !== undefined) init.playerId = action.playerId
    this.stack.command = init
  }

  eliminate(playerId: string, reason?: string): void {
    this.assertOpen('eliminate')
    const stack = this.stack
    const player = stack.state.players[playerId]
    if (player === undefined) throw new PhasesError(`Step '${this.entry.kind}' eliminated ${JSON.stringify(playerId)}, who is no player`, PhasesErrorCodes.BAD_STEP_CALL)
    if (isOut(player)) return
    stack.state = stateUtils.updatePlayer(stack.state, playerId, { status: 'eliminated' })
    stack.emit({ type: 'player.eliminated', playerId, payload: reason === undefined ? { playerId } : { playerId, reason } })
    const phases = stack.phases
    const current = phases.current === playerId
    // The current player's turn is over: everything left on the stack goes but the game-over checks, which
    // still decide whether the game ends with them.
    const kept = phases.stack.filter((e) => e.kind === CHECK_GAME_OVER_STEP || (!current && e.playerId !== playerId))
    const { [playerId]: _dropped, ...skips } = phases.skips
    const wait = phases.wait?.kind === 'decision' && phases.wait.playerId === playerId ? null : phases.wait
    stack.setPhases({ stack: kept, skips, wait })
  }

  skipTurns(playerId: string, turns: number): void {
    this.assertOpen('skipTurns')
    if (this.stack.state.players[playerId] === undefined) throw new PhasesError(`Step '${this.entry.kind}' skipped turns of ${JSON.stringify(playerId)}, who is no player`, PhasesErrorCodes.BAD_STEP_CALL)
    if (!isWholeNumber(turns)) throw new PhasesError(`Step '${this.entry.kind}' skipped ${String(turns)} turns: a whole number from 0 is needed`, PhasesErrorCodes.BAD_STEP_CALL)
    if (turns === 0) return
    const skips = this.stack.phases.skips
    this.stack.setPhases({ skips: { ...skips, [playerId]: (skips[playerId] ?? 0) + turns } })
  }

  endGame(winnerIds: readonly string[]): void {
    this.assertOpen('endGame')
    for (const id of winnerIds) {
      if (this.stack.state.players[id] === undefined) throw new PhasesError(`Step '${this.entry.kind}' named ${JSON.stringify(id)} a winner, who is no player`, PhasesErrorCodes.BAD_STEP_CALL)
    }
    this.stack.endGame(winnerIds)
  }

  private assertOpen(call: string): void {
    if (!this.#open) throw new PhasesError(`ctx.${call} was called after step '${this.entry.kind}' returned`, PhasesErrorCodes.STEP_CONTEXT_CLOSED)
  }

  /** Marks the step as stopping the stack; only one of ask, animate and command per run. */
  private stop(call: string): void {
    this.assertOpen(call)
    if (this.#stopped !== null) {
      throw new PhasesError(`Step '${this.entry.kind}' called ctx.${call} after ctx.${this.#stopped}: each stops the stack, one per run`, PhasesErrorCodes.STEP_ALREADY_STOPPED)
    }
    this.#stopped = call
  }

  private badDecision(why: string): never {
    throw new PhasesError(`Step '${this.kind.kind}' asked a decision that cannot be put: ${why}`, PhasesErrorCodes.BAD_DECISION)
  }
}
