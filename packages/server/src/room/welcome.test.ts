import { describe, expect, it } from 'vitest'
import { gameOverMessage, welcomeMessage, type WelcomeParts } from './welcome'

const parts: WelcomeParts = { roomId: 'room1', playerId: 'p1', view: { viewer: 'p1' } as never, request: null, barrier: null, paused: false, reconnectionToken: undefined }

describe('welcome and game-over messages', () => {
  it('gives the open request the time it has left, never below 0', () => {
    const request = { requestId: 'r1', playerId: 'p1', deadline: 5_000 } as never
    expect(welcomeMessage({ ...parts, request }, 3_000).request).toMatchObject({ requestId: 'r1', deadline: 5_000, remainingMs: 2_000 })
    expect(welcomeMessage({ ...parts, request }, 9_000).request?.remainingMs).toBe(0)
    expect(welcomeMessage(parts, 0).request).toBeNull()
  })

  it("writes the reconnection token as colyseus.js's reconnect takes it, and leaves the key out when there is none", () => {
    expect(welcomeMessage({ ...parts, reconnectionToken: 'tok' }, 0).reconnectionToken).toBe('room1:tok')
    expect('reconnectionToken' in welcomeMessage(parts, 0)).toBe(false)
    expect(welcomeMessage(parts, 0)).toMatchObject({ gameId: 'room1', playerId: 'p1', barrier: null, paused: false })
  })

  it("gives a seat its own viewer record at game over, a spectator none", () => {
    const end = { result: { status: 'finished' } as never, viewerRecords: { p1: { viewer: 'p1' } as never } }
    expect(gameOverMessage(end, 'p1')).toEqual({ result: end.result, viewerRecord: end.viewerRecords.p1 })
    expect(gameOverMessage(end, null)).toEqual({ result: end.result })
    expect(gameOverMessage(end, 'p2')).toEqual({ result: end.result })
  })
})
