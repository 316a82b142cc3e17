import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RoomTimers } from './roomTimers'

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe("RoomTimers: a room's timers", () => {
  it('closes a table unplayed when the seats do not come in time, and not once the game started', () => {
    const timers = new RoomTimers()
    const unplayed = vi.fn()
    timers.waitForSeats(100, unplayed)
    vi.advanceTimersByTime(99)
    expect(unplayed).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(unplayed).toHaveBeenCalledOnce()
    const other = vi.fn()
    timers.waitForSeats(100, other)
    timers.started()
    vi.advanceTimersByTime(1000)
    expect(other).not.toHaveBeenCalled()
  })

  it('stops an abandoned game after its grace if it is still abandoned then; a seat back in time cancels it', () => {
    const timers = new RoomTimers()
    const stop = vi.fn()
    let abandoned = true
    timers.watchAbandoned(300, () => abandoned, stop)
    expect(timers.abandonWatched).toBe(true)
    timers.seatBack()
    expect(timers.abandonWatched).toBe(false)
    vi.advanceTimersByTime(1000)
    expect(stop).not.toHaveBeenCalled()
    timers.watchAbandoned(300, () => abandoned, stop)
    abandoned = false
    vi.advanceTimersByTime(300)
    expect(stop).not.toHaveBeenCalled()
    expect(timers.abandonWatched).toBe(false)
    abandoned = true
    timers.watchAbandoned(300, () => abandoned, stop)
    vi.advanceTimersByTime(300)
    expect(stop).toHaveBeenCalledOnce()
  })

  it('keeps a running grace as it is when asked again', () => {
    const timers = new RoomTimers()
    const first = vi.fn()
    const second = vi.fn()
    timers.watchAbandoned(300, () => true, first)
    vi.advanceTimersByTime(200)
    timers.watchAbandoned(300, () => true, second)
    vi.advanceTimersByTime(100)
    expect(first).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(1000)
    expect(second).not.toHaveBeenCalled()
  })

  it('closes once, whatever asks again meanwhile', () => {
    const timers = new RoomTimers()
    const close = vi.fn()
    timers.closeLater(200, close)
    timers.closeLater(50, close)
    vi.advanceTimersByTime(199)
    expect(close).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(close).toHaveBeenCalledOnce()
  })

  it('fires nothing once cleared', () => {
    const timers = new RoomTimers()
    const fired = vi.fn()
    timers.waitForSeats(10, fired)
    timers.watchAbandoned(10, () => true, fired)
    timers.closeLater(10, fired)
    timers.clear()
    vi.advanceTimersByTime(1000)
    expect(fired).not.toHaveBeenCalled()
  })
})
