import { describe, expect, it } from 'vitest'
import type { Action } from '../actions/types'
import type { GamePlugin } from '../plugins/types'
import { SeededRandomProvider } from '../random/randomProvider'
import { deny, ok } from '../rules/verdicts'
import { createGameState } from '../state/factories'
import { deepFreeze } from '../state/json'
import type { GameContext } from './gameContext'
import { Registry } from './registry'
import { RuleRunner, Step } from './step'
import { DispatchCodes } from './types'

const action = (type: string, payload: unknown = {}): Action => ({ id: 'a1', type, payload, playerId: 'p1' })

/** A step over one plugin: ADD adds payload.n to a counter, BOOM throws, NONE returns no state; a rule refuses n < 0. */
function stepOf(checked: boolean) {
  const seen: boolean[] = []
  const registry = new Registry(checked)
  const rules = new RuleRunner(registry)
  const plugin: GamePlugin = {
    id: 'counter',
    name: 'Counter',
    version: '1.0.0',
    rules: [
      {
        id: 'counter.positive',
        name: 'Positive',
        appliesTo: ['ADD'],
        validate: ({ action: a }) => {
          seen.push(rules.readOnly)
          return (a.payload as { n: number }).n < 0 ? deny('negative', 'NEGATIVE') : ok()
        },
      },
    ],
    actions: [
      {
        type: 'ADD',
        execute: (a, { state }) => ({
          state: { ...state, variables: { n: ((state.variables.n as number | undefined) ?? 0) + (a.payload as { n: number }).n } },
          events: [{ type: 'ADDED' }],
        }),
      },
      {
        type: 'BOOM',
        execute: () => {
          throw new Error('boom')
        },
      },
      { type: 'NONE', execute: () => undefined as never },
    ],
  }
  const context = {} as GameContext
  registry.wire([plugin], context, { isDestroyed: false })
  rules.attach(context)
  return { step: new Step(registry, rules, checked), rules, seen }
}

const initial = () => deepFreeze(createGameState({ gameId: 'g', seed: 1, players: [{ id: 'p1', name: 'A', seat: 1 }] }))

describe('Step.run, the pure step', () => {
  it('returns the next state with the next version and leaves the handler’s events, changing nothing it was given', () => {
    const { step } = stepOf(true)
    const state = initial()
    const next = step.run(state, action('ADD', { n: 2 }), new SeededRandomProvider(1), 'top-level')
    expect(next!.variables.n).toBe(2)
    expect(next!.version).toBe(state.version + 1)
    expect(step.events).toEqual([{ type: 'ADDED' }])
    expect(state.variables.n).toBeUndefined()
  })

  it('runs the rules read-only, and a denial is the rule’s reason and code', () => {
    const { step, rules, seen } = stepOf(true)
    expect(step.run(initial(), action('ADD', { n: -1 }), new SeededRandomProvider(1), 'top-level')).toBeNull()
    expect(step.failure).toEqual({ action: action('ADD', { n: -1 }), ok: false, denyReason: 'negative', denyCode: 'NEGATIVE' })
    expect(seen).toEqual([true])
    expect(rules.readOnly).toBe(false)
  })

  it('denies a type nobody handles with UNKNOWN_ACTION_TYPE', () => {
    const { step } = stepOf(false)
    expect(step.run(initial(), action('JUMP'), new SeededRandomProvider(1), 'top-level')).toBeNull()
    expect(step.failure).toMatchObject({ ok: false, denyCode: DispatchCodes.UNKNOWN_ACTION_TYPE, denyReason: "No action handler registered for type 'JUMP'" })
  })

  it('reports a handler that throws, or returns no state, with the thrown value kept for the tick', () => {
    const { step } = stepOf(false)
    expect(step.run(initial(), action('BOOM'), new SeededRandomProvider(1), 'top-level')).toBeNull()
    expect(step.failure).toEqual({ action: action('BOOM'), ok: false, error: 'boom' })
    expect((step.error as Error).message).toBe('boom')
    expect(step.run(initial(), action('NONE'), new SeededRandomProvider(1), 'top-level')).toBeNull()
    expect(step.failure).toMatchObject({ ok: false, error: "Action handler for 'NONE' returned no state" })
  })
})
