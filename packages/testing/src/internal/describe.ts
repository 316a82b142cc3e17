/*
 * Short, readable descriptions of actions, dispatch outcomes and events, shared
 * by the scenario runner, the matchers and the fuzzer. Internal: not exported
 * from the package.
 */
import type { Action, GameEvent } from '@decklet/core'

/** What the helpers need of a dispatch or validate result. @internal */
export interface OutcomeLike {
  readonly ok: boolean
  readonly action?: unknown
  readonly denyReason?: string
  readonly denyCode?: string
  readonly error?: string
  readonly errorCode?: string
  readonly events?: readonly GameEvent[]
}

/**
 * JSON of a value, cut to `max` characters with `…`; `undefined` and values JSON
 * cannot show (functions, NaN, cycles) are named rather than hidden.
 * @internal
 */
export function shortJson(value: unknown, max = 80): string {
  let text: string
  if (value === undefined) text = 'undefined'
  else if (typeof value === 'number' && !Number.isFinite(value)) text = String(value)
  else if (typeof value === 'function') text = `[function ${value.name || 'anonymous'}]`
  else if (typeof value === 'bigint') text = `${value}n`
  else if (typeof value === 'symbol') text = value.toString()
  else {
    try {
      text = JSON.stringify(value) ?? String(value)
    } catch {
      text = String(value)
    }
  }
  return text.length > max ? `${text.slice(0, Math.max(1, max - 1))}…` : text
}

/** `PLAY_CARD by p1 {"cardId":"c3"}`: type, player and payload (when not empty). @internal */
export function describeAction(action: unknown): string {
  if (typeof action !== 'object' || action === null) return shortJson(action)
  const a = action as Partial<Action>
  const type = typeof a.type === 'string' ? a.type : shortJson(a.type)
  const by = a.playerId === undefined ? '' : ` by ${a.playerId}`
  const payload = a.payload
  const empty = payload === undefined || (typeof payload === 'object' && payload !== null && Object.keys(payload).length === 0)
  return `${type}${by}${empty ? '' : ` ${shortJson(payload, 120)}`}`
}

/** `accepted`, `denied with NOT_YOUR_TURN: not your turn` or `its handler threw (HANDLER_ERROR): boom`. @internal */
export function describeOutcome(result: OutcomeLike): string {
  if (result.ok) return 'accepted'
  if (result.error !== undefined) return `its handler threw (${result.errorCode ?? 'error'}): ${result.error}`
  const code = result.denyCode === undefined ? 'no code' : result.denyCode
  return `denied with ${code}: ${result.denyReason ?? '(no reason)'}`
}

/** `it was accepted`, `it was denied with NOT_YOUR_TURN: not your turn` or `its handler threw (HANDLER_ERROR): boom`. @internal */
export function describeHappened(result: OutcomeLike): string {
  return result.ok || result.error === undefined ? `it was ${describeOutcome(result)}` : describeOutcome(result)
}

/**
 * The events after a label: ` none`, or one per line (`1. CARD_PLAYED by p1 {"cardId":"c3"}`)
 * starting on the next line. @internal
 */
export function describeEvents(events: readonly GameEvent[] | undefined, indent = '    '): string {
  if (!events || events.length === 0) return ' none'
  return events.map((e, i) => `\n${indent}${i + 1}. ${describeEvent(e)}`).join('')
}

/** `CARD_PLAYED by p1 {"cardId":"c3"}`. @internal */
export function describeEvent(event: Pick<GameEvent, 'type' | 'payload' | 'playerId'>): string {
  const by = event.playerId === undefined ? '' : ` by ${event.playerId}`
  const payload = event.payload
  const empty = payload === undefined || (typeof payload === 'object' && payload !== null && Object.keys(payload).length === 0)
  return `${event.type}${by}${empty ? '' : ` ${shortJson(payload, 120)}`}`
}

/** Indents every line of `text` after the first. @internal */
export function indentLines(text: string, indent = '  '): string {
  return text.replace(/\n/g, `\n${indent}`)
}

/** The message of anything thrown. @internal */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
