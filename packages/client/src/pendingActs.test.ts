import { describe, expect, it } from 'vitest'
import { PendingActs } from './pendingActs'

describe('acts waiting for the verdict', () => {
  it('gives a rejection to the oldest act waiting, and an answered request to the oldest act sent for it', async () => {
    const pending = new PendingActs()
    const first = pending.add('r1')
    const second = pending.add('r1')
    const third = pending.add(null)
    pending.rejected('ILLEGAL_ACTION', 'not that card', 'r1')
    pending.answered('r1')
    await expect(first).rejects.toMatchObject({ name: 'ActionRejectedError', code: 'ILLEGAL_ACTION', reason: 'not that card', requestId: 'r1' })
    await expect(second).resolves.toEqual({ accepted: true, requestId: 'r1' })
    // An act sent with no request open matches whatever the server says it answered.
    pending.answered('r2')
    await expect(third).resolves.toEqual({ accepted: true, requestId: 'r2' })
    expect(pending.size).toBe(0)
  })

  it('fails every act still waiting when no verdict will come', async () => {
    const pending = new PendingActs()
    const acts = [pending.add('r1'), pending.add('r2')]
    pending.failAll(new Error('dropped'))
    for (const act of acts) await expect(act).rejects.toThrow('dropped')
    pending.answered('r1')
    expect(pending.size).toBe(0)
  })
})
