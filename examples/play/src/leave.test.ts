import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { createLeave, leaveSummary, type LeaveReason } from './leave'

/** A process to signal: its SIGINT listeners and its exit code. */
function fakeProcess() {
  const emitter = new EventEmitter() as EventEmitter & { exitCode?: number | string | null | undefined }
  return emitter
}

describe('leaving the game', () => {
  it('the first Ctrl-C (SIGINT) leaves with exit code 130; a second one while leaving changes nothing', () => {
    const target = fakeProcess()
    const left: LeaveReason[] = []
    const leave = createLeave({ process: target, onLeave: (reason) => left.push(reason) })
    expect(leave.reason).toBeNull()
    target.emit('SIGINT')
    target.emit('SIGINT')
    expect(left).toEqual(['interrupt'])
    expect(leave.reason).toBe('interrupt')
    expect(target.exitCode).toBe(130)
  })

  it('q and the end of the input leave with exit code 0, and only the first reason counts', () => {
    for (const reason of ['quit', 'end-of-input'] as const) {
      const target = fakeProcess()
      const left: LeaveReason[] = []
      const leave = createLeave({ process: target, onLeave: (why) => left.push(why) })
      leave.leave(reason)
      leave.leave('interrupt')
      target.emit('SIGINT')
      expect(left).toEqual([reason])
      expect(target.exitCode).toBe(0)
    }
  })

  it('stops listening for SIGINT once the game is over', () => {
    const target = fakeProcess()
    const leave = createLeave({ process: target, onLeave: () => undefined })
    expect(target.listenerCount('SIGINT')).toBe(1)
    leave.dispose()
    expect(target.listenerCount('SIGINT')).toBe(0)
    expect(target.exitCode).toBeUndefined()
  })

  it('says in one line how far the game got', () => {
    expect(leaveSummary(true, 12)).toBe('You left the game after 12 actions.')
    expect(leaveSummary(true, 1)).toBe('You left the game after 1 action.')
    expect(leaveSummary(true, 0)).toBe('You left the game after 0 actions.')
    expect(leaveSummary(false, 30)).toBe('Game stopped after 30 actions.')
    expect(leaveSummary(true, null)).toBe('You left the game.')
  })
})
