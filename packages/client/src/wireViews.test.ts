import { GameEngine, packPlayerView } from '@decklet/core'
import { unoGame } from '@decklet/server'
import { describe, expect, it } from 'vitest'
import { unpackViews } from './wireViews'

describe('views from the wire', () => {
  const engine = new GameEngine({ seed: 3 })
  for (const plugin of unoGame().plugins()) engine.use(plugin)
  engine.createGame({ players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }] }).start()
  const view = engine.getPlayerView('p1')
  const packed = JSON.parse(JSON.stringify(packPlayerView(view)))
  const request = { requestId: 'r1', playerId: 'p1', legalActions: [], view }

  it('unpacks the views of welcome (and its request), turn and view-update', () => {
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(view).length / 2)
    expect(unpackViews('view-update', { view: packed, events: [] })).toEqual({ view, events: [] })
    expect(unpackViews('turn', { ...request, view: packed })).toEqual(request)
    const welcome = { gameId: 'g', playerId: 'p1', view: packed, request: { ...request, view: packed }, barrier: null, paused: false }
    expect(unpackViews('welcome', welcome)).toEqual({ ...welcome, view, request })
    expect(unpackViews('welcome', { ...welcome, request: null })).toEqual({ ...welcome, view, request: null })
  })

  it('passes other messages, and payloads without a view, as they are', () => {
    const end = { requestId: 'r1', playerId: 'p1', reason: 'answered' }
    expect(unpackViews('turn-end', end)).toBe(end)
    expect(unpackViews('view-update', null)).toBe(null)
    expect(unpackViews('turn', { view: 'nonsense' })).toEqual({ view: 'nonsense' })
  })
})
