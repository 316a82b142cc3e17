import { describe, expect, it } from 'vitest'
import { PausableTimer } from './pausableTimer'
import { VirtualScheduler, realScheduler } from './scheduler'

describe('VirtualScheduler', () => {
  it('fires timers in time order, same-time timers in the order set, and timers set by callbacks', () => {
    const time = new VirtualScheduler(100)
    const fired: string[] = []
    time.setTimeout(() => fired.push(`b@${time.now()}`), 20)
    time.setTimeout(() => {
      fired.push(`a@${time.now()}`)
      time.setTimeout(() => fired.push(`c@${time.now()}`), 5)
    }, 10)
    time.setTimeout(() => fired.push(`d@${time.now()}`), 20)
    const cancelled = time.setTimeout(() => fired.push('never'), 1)
    time.clearTimeout(cancelled)
    time.advance(14)
    expect(fired).toEqual(['a@110'])
    expect(time.now()).toBe(114)
    time.advance(1)
    expect(fired).toEqual(['a@110', 'c@115'])
    time.advance(5)
    expect(fired).toEqual(['a@110', 'c@115', 'b@120', 'd@120'])
    expect(time.pending).toBe(0)
  })

  it('runAll stops a timer that re-arms forever', () => {
    const time = new VirtualScheduler()
    const loop = (): void => void time.setTimeout(loop, 1)
    loop()
    expect(() => time.runAll(50)).toThrow(/more than 50/)
  })

  it('the real scheduler uses the real clock', async () => {
    // Bracketed by the wall clock, not within a margin of it: a busy machine may pause between two readings.
    const before = Date.now()
    const now = realScheduler.now()
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now).toBeLessThanOrEqual(Date.now())
    await new Promise<void>((resolve) => realScheduler.setTimeout(resolve, 1))
    realScheduler.clearTimeout(realScheduler.setTimeout(() => { throw new Error('cleared') }, 1))
  })
})

describe('PausableTimer', () => {
  it('keeps its remaining time across a pause', () => {
    const time = new VirtualScheduler()
    let expired = 0
    const timer = new PausableTimer(time, 1_000, () => expired++)
    time.advance(400)
    timer.pause()
    timer.pause()
    expect(timer.remaining).toBe(600)
    time.advance(5_000)
    expect(expired).toBe(0)
    timer.resume()
    expect(timer.deadline).toBe(6_000)
    time.advance(599)
    expect(expired).toBe(0)
    time.advance(1)
    expect(expired).toBe(1)
    timer.resume()
    time.runAll()
    expect(expired).toBe(1)
  })

  it('cancel stops it for good', () => {
    const time = new VirtualScheduler()
    const timer = new PausableTimer(time, 10, () => { throw new Error('fired') })
    timer.cancel()
    timer.resume()
    time.advance(100)
    expect(time.pending).toBe(0)
  })
})
