import { stateUtils, type Action, type GamePlugin } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { playersToAsk } from './playersToAsk'
import { simpleEngine } from './simpleGame.fixture'

/** Anyone listed in the variable `may` may PING; the current player is whoever GAME_STARTED names. */
const Ping = (current: string | null, may: readonly string[]): GamePlugin => ({
  id: 'ping', name: 'Ping', version: '1.0.0',
  setup: (ctx) => ctx.setVariable('may', [...may]),
  events: [{ type: 'GAME_STARTED', handle: (_e, ctx) => ctx.setCurrentPlayer(current) }],
  actions: [{
    type: 'PING',
    enumerate: (state, playerId) => ((state.variables.may as string[]).includes(playerId) ? [{ type: 'PING', playerId }] : []),
    execute: (_a, { state }) => ({ state }),
  }],
})

function started(plugin: GamePlugin, players = 4) {
  const engine = simpleEngine(1, players, [plugin])
  engine.start()
  return engine
}

describe('playersToAsk: who the session asks, and in which order', () => {
  it('asks the players with legal actions only', () => {
    const engine = started(Ping('p1', ['p1', 'p3']))
    expect(playersToAsk(engine, engine.getState()).map((a) => a.playerId)).toEqual(['p1', 'p3'])
  })

  it('asks the current player first, then the others in the order of state.players', () => {
    const engine = started(Ping('p3', ['p1', 'p2', 'p3', 'p4']))
    expect(playersToAsk(engine, engine.getState()).map((a) => a.playerId)).toEqual(['p3', 'p1', 'p2', 'p4'])
  })

  it('keeps the order of state.players when there is no current player, or the current player has nothing to do', () => {
    const nobody = started(Ping(null, ['p4', 'p2']))
    expect(playersToAsk(nobody, nobody.getState()).map((a) => a.playerId)).toEqual(['p2', 'p4'])
    const idle = started(Ping('p1', ['p4', 'p2']))
    expect(playersToAsk(idle, idle.getState()).map((a) => a.playerId)).toEqual(['p2', 'p4'])
  })

  it("computes each player's legal actions once and hands them on as they are", () => {
    const engine = started(Ping('p2', ['p2']))
    const lists = new Map<string, Action[]>()
    const legal = engine.getLegalActions.bind(engine)
    engine.getLegalActions = (playerId: string) => {
      expect(lists.has(playerId)).toBe(false)
      const list = legal(playerId)
      lists.set(playerId, list)
      return list
    }
    const [asked] = playersToAsk(engine, engine.getState())
    expect(asked!.legalActions).toBe(lists.get('p2'))
    expect(asked!.legalActions.map((a) => [a.type, a.playerId])).toEqual([['PING', 'p2']])
  })

  it('asks nobody when nobody may act (the session then fails with STUCK)', () => {
    const engine = started(Ping('p1', []))
    expect(playersToAsk(engine, stateUtils.setCurrentPlayer(engine.getState(), 'p2'))).toEqual([])
  })
})
