import { GameEngine, isPackedZone } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { holdemGame } from '../games/holdemGame'
import { unoGame } from '../games/unoGame'
import type { GameDefinition } from '../games/gameDefinition'
import type { ServerMessages } from './messages'
import { packServerMessage, unpackServerMessage } from './wireMessages'

function started(game: GameDefinition, players: number) {
  const engine = new GameEngine({ seed: 5 })
  for (const plugin of game.plugins()) engine.use(plugin)
  return engine.createGame({ players: Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, seat: i + 1 })) }).start()
}

describe('server messages on the wire', () => {
  for (const [name, game, players] of [['UNO', unoGame(), 2], ["Hold'em", holdemGame({ seats: 6 }), 6]] as const) {
    it(`${name}: packs the views of welcome, turn and view-update, and unpacks them to the same messages`, () => {
      const engine = started(game, players)
      const view = engine.getPlayerView('p1')
      const request = { requestId: 'r1', playerId: 'p1', legalActions: engine.getLegalActions('p1'), view, deadline: null, remainingMs: null } as unknown as ServerMessages['turn']
      const messages: { [K in 'welcome' | 'turn' | 'view-update']: ServerMessages[K] } = {
        welcome: { gameId: 'g1', playerId: 'p1', view, request, barrier: null, paused: false },
        turn: request,
        'view-update': { view, events: [] },
      }
      for (const type of ['welcome', 'turn', 'view-update'] as const) {
        const wire = JSON.parse(JSON.stringify(packServerMessage(type, messages[type])))
        expect(JSON.stringify(wire).length).toBeLessThan(JSON.stringify(messages[type]).length)
        expect(unpackServerMessage(type, wire)).toEqual(messages[type])
      }
      const packed = packServerMessage('view-update', messages['view-update']).view
      expect(Object.values(packed.zones).some((zone) => isPackedZone(zone))).toBe(true)
    })
  }

  it('sends the messages without a view as they are', () => {
    const end: ServerMessages['turn-end'] = { requestId: 'r1', playerId: 'p1', reason: 'answered' }
    expect(packServerMessage('turn-end', end)).toBe(end)
    expect(unpackServerMessage('turn-end', end)).toBe(end)
    const welcome = packServerMessage('welcome', { gameId: 'g', playerId: null, view: started(unoGame(), 2).getPlayerView(null), request: null, barrier: null, paused: false })
    expect(welcome.request).toBeNull()
  })
})
