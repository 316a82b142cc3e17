import { describe, expect, it } from 'vitest'
import { virtualSession } from '../session/simpleGame.fixture'
import type { PlayerController } from '../session/types'
import { HumanController, type HumanOutbound } from './humanController'
import { RandomBotController } from './randomBotController'
import { ScriptedController } from './scriptedController'

const silent: PlayerController = { kind: 'silent', onRequest: () => undefined }

describe('controllers', () => {
  it('ScriptedController: one step per request, then `then`; every verdict is kept', () => {
    const p1 = new ScriptedController(
      [{ type: 'DRAW_CARD' }, (request) => request.legalActions.find((a) => a.type === 'END_TURN')!],
      { then: (request) => request.legalActions[0]! },
    )
    const { session, engine } = virtualSession({ p1, p2: new ScriptedController([], { then: (r) => r.legalActions.find((a) => a.type === 'END_TURN')! }) })
    void session.start()
    // DRAW_CARD was refused (not in the request's match); the script moved on only with the next request.
    expect(p1.results.map((r) => (r.accepted ? r.action.type : r.code))).toEqual(['WRONG_TYPE'])
    expect(engine.getHistory()).toHaveLength(0)
    session.stop()
  })

  it('HumanController keeps the pending request until it is closed', () => {
    const sent: HumanOutbound[] = []
    const human = new HumanController({ send: (m) => sent.push(m) })
    const { session } = virtualSession({ p1: human, p2: silent })
    void session.start()
    expect(human.pending?.requestId).toBe('r1')
    expect(human.kind).toBe('human')
    session.respond({ requestId: 'r1', playerId: 'p1', action: { type: 'END_TURN' } })
    expect(human.pending).toBeNull()
    expect(sent.map((m) => m.type)).toEqual(['update', 'request', 'request-closed', 'update'])
    session.stop()
  })

  it('RandomBotController is seeded: same seed, same choices; it sees only its requests', async () => {
    const play = async (seed: number) => {
      const p1 = new RandomBotController({ seed })
      const { session, engine } = virtualSession({ p1, p2: new RandomBotController({ seed: 99 }) })
      const seen: string[] = []
      session.on((e) => e.type === 'request' && e.request.playerId === 'p1' && seen.push(e.request.requestId))
      await session.start()
      return { history: engine.getHistory().map((r) => r.action), seen }
    }
    const a = await play(4)
    expect(await play(4)).toEqual(a)
    expect(a.seen.length).toBeGreaterThan(0)
  })
})
