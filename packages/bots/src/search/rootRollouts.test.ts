import type { Action } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { bestCandidate, type RewardsByAction } from './rootRollouts'
import { actionKey } from './searchTree'

const act = (cardId: string): Action => ({ id: cardId, type: 'PLAY', playerId: 'p1', payload: { cardId }, timestamp: 0 }) as unknown as Action
const [rule, other, third] = [act('a'), act('b'), act('c')]
const rewards = (lists: Record<string, number[]>): RewardsByAction => new Map(Object.entries(lists).map(([id, r]) => [actionKey(act(id)), r]))

describe('choosing among paired playouts', () => {
  it('keeps the rule bot\'s choice (the first candidate) when no other beats it on the same deals', () => {
    expect(bestCandidate([rule, other], rewards({ a: [1, 0, 1, 0], b: [1, 0, 1, 0] }), 1)).toBe(rule)
    expect(bestCandidate([rule, other], rewards({ a: [1, 1, 1, 1], b: [0, 1, 0, 1] }), 1)).toBe(rule)
  })

  it('plays another action that wins on the same deals where the choice loses, by more than the margin', () => {
    const r = rewards({ a: [0, 1, 0, 1, 0, 1], b: [1, 1, 1, 1, 1, 1] })
    expect(bestCandidate([rule, other], r, 1)).toBe(other)
    expect(bestCandidate([rule, other], r, Infinity)).toBe(rule)
  })

  it('among several better actions, plays the one whose lower bound is highest', () => {
    const r = rewards({ a: [0, 0, 0, 0, 0, 0], b: [1, 0, 1, 0, 1, 0], c: [1, 1, 1, 1, 1, 0] })
    expect(bestCandidate([rule, other, third], r, 1)).toBe(third)
  })

  it('weighs differences on the same deals, not the means alone: a noisy edge is not enough', () => {
    // b is better on average by 1/6, but the paired differences (+1, -1, +1, -1, +1, 0) are mostly noise.
    const r = rewards({ a: [0, 1, 0, 1, 0, 0], b: [1, 0, 1, 0, 1, 0] })
    expect(bestCandidate([rule, other], r, 1)).toBe(rule)
  })
})
