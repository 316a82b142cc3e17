import { describe, expect, it } from 'vitest'
import type { Action } from '../actions/types'
import { ActionQueueOverflowError } from '../errors/errors'
import { ActionQueue } from './actionQueue'

const action = (id: string): Action => ({ id, type: 'STEP', payload: {} })

describe('ActionQueue', () => {
  it('hands actions out first in, first out', () => {
    const queue = new ActionQueue(10)
    queue.startTick(0)
    queue.push(action('a'))
    queue.push(action('b'))
    expect(queue.length).toBe(2)
    expect(queue.take().id).toBe('a')
    queue.push(action('c'))
    expect([queue.take().id, queue.take().id]).toEqual(['b', 'c'])
    expect(queue.isEmpty).toBe(true)
  })

  it('lets a tick take exactly limit actions, counting the top-level one it was started with', () => {
    const queue = new ActionQueue(3)
    queue.startTick(1)
    for (const id of ['a', 'b', 'c']) queue.push(action(id))
    queue.take()
    queue.take()
    const error = (() => {
      try {
        queue.take()
      } catch (e) {
        return e as ActionQueueOverflowError
      }
      throw new Error('expected an overflow')
    })()
    expect(error).toBeInstanceOf(ActionQueueOverflowError)
    expect([error.limit, error.remaining]).toEqual([3, 1])
    expect(error.message).toBe('maxActionsPerTick (3) exceeded; 1 actions remain in queue')
  })

  it('starts every tick with a fresh count', () => {
    const queue = new ActionQueue(1)
    queue.startTick(0)
    queue.push(action('a'))
    queue.take()
    queue.startTick(0)
    queue.push(action('b'))
    expect(queue.take().id).toBe('b')
  })

  it('clear drops every waiting action', () => {
    const queue = new ActionQueue(10)
    queue.push(action('a'))
    queue.push(action('b'))
    queue.take()
    queue.clear()
    expect(queue.length).toBe(0)
    expect(queue.isEmpty).toBe(true)
    queue.push(action('c'))
    expect(queue.take().id).toBe('c')
  })
})
