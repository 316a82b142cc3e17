import { VirtualScheduler } from '@decklet/runtime'
import { describe, expect, it } from 'vitest'
import { editEstates, runPending, scriptedGame } from './__fixtures__/drive'
import { EstatesBotController, estatesPolicy } from './bot'

function offerTo(cash: number) {
  const engine = scriptedGame([[3, 4]])
  editEstates(engine, (e) => ({ ...e, cash: { ...e.cash, p1: cash } }))
  runPending(engine)
  return { playerId: 'p1', legalActions: engine.getLegalActions('p1'), view: engine.getPlayerView('p1') }
}

describe('the bot', () => {
  it('buys Orchard Road (140) when 200 are left after it', () => {
    expect(estatesPolicy(offerTo(340))).toEqual({ type: 'estates/BUY', playerId: 'p1', payload: { square: 7 } })
  })

  it('declines it when less would be left, or with a higher reserve', () => {
    expect(estatesPolicy(offerTo(339))).toEqual({ type: 'estates/DECLINE', playerId: 'p1', payload: { square: 7 } })
    expect(estatesPolicy(offerTo(1_000), 900)).toMatchObject({ type: 'estates/DECLINE' })
  })

  it('answers nothing when it is not asked about an offer', () => {
    expect(estatesPolicy({ playerId: 'p2', legalActions: [], view: offerTo(500).view })).toBeNull()
  })

  it('as a seat, replies after its think time on the session’s clock, and not at all once the request is closed', () => {
    const scheduler = new VirtualScheduler()
    const replies: unknown[] = []
    const reply = (action: unknown) => (replies.push(action), { ok: true }) as never
    const bot = new EstatesBotController({ delayMs: 300 })
    const request = { ...offerTo(1_000), requestId: 'r1' } as never
    bot.onRequest(request, reply, { scheduler })
    scheduler.advance(299)
    expect(replies).toEqual([])
    scheduler.advance(1)
    expect(replies).toEqual([{ type: 'estates/BUY', playerId: 'p1', payload: { square: 7 } }])
    bot.onRequest({ ...(request as object), requestId: 'r2' } as never, reply, { scheduler })
    bot.onRequestClosed('r2')
    scheduler.advance(1_000)
    expect(replies).toHaveLength(1)
  })
})
