import { GameEngine, type Action, type GamePlugin } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { playersToAsk } from './playersToAsk'
import { simpleEngine } from './simpleGame.fixture'

/**
 * Anyone listed in the variable `may` may PING; the current player is whoever GAME_STARTED names; with
 * `actors`, the plugin names who may act (engine.getActors()).
 */
const Ping = (current: string | null, may: readonly string[], actors?: readonly string[]): GamePlugin => ({
  id: 'ping', name: 'Ping', version: '1.0.0',
  setup: (ctx) => ctx.setVariable('may', [...may]),
  events: [{ type: 'GAME_STARTED', handle: (_e, ctx) => ctx.setCurrentPlayer(current) }],
  actions: [{
    type: 'PING',
    enumerate: (state, playerId) => ((state.variables.may as string[]).includes(playerId) ? [{ type: 'PING', playerId }] : []),
    execute: (_a, { state }) => ({ state }),
  }],
  ...(actors === undefined ? {} : { actors: () => actors }),
})

function started(plugin: GamePlugin, players = 4) {
  const engine = simpleEngine(1, players, [plugin])
  engine.start()
  return engine
}

/** The players whose legal actions the engine was asked for, through `getLegalActions`. */
function askedForLegalActions(engine: GameEngine): string[] {
  const asked: string[] = []
  const legal = engine.getLegalActions.bind(engine)
  engine.getLegalActions = (playerId: string) => {
    asked.push(playerId)
    return legal(playerId)
  }
  return asked
}

describe('playersToAsk: who the session asks, and in which order', () => {
  it('asks the players with legal actions only', () => {
    const engine = started(Ping('p1', ['p1', 'p3']))
    expect(playersToAsk(engine, engine.getState()).map((a) => a.playerId)).toEqual(['p1', 'p3'])
  })

  it('asks the current player first, then the others in seat order', () => {
    const engine = started(Ping('p3', ['p1', 'p2', 'p3', 'p4']))
    expect(playersToAsk(engine, engine.getState()).map((a) => a.playerId)).toEqual(['p3', 'p1', 'p2', 'p4'])
  })

  it('keeps seat order when there is no current player, or the current player has nothing to do', () => {
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
    expect(playersToAsk(engine, engine.getState())).toEqual([])
    const hooked = started(Ping('p1', [], ['p1', 'p2']))
    expect(playersToAsk(hooked, hooked.getState())).toEqual([])
  })

  it('follows seat order, not the order of state.players', () => {
    const engine = new GameEngine({ seed: 1, clock: () => 0 }).use(Ping(null, ['a', 'b', 'c']))
    engine.createGame({ players: [{ id: 'a', name: 'A', seat: 3 }, { id: 'b', name: 'B', seat: 1 }, { id: 'c', name: 'C', seat: 2 }] })
    engine.start()
    expect(playersToAsk(engine, engine.getState()).map((a) => a.playerId)).toEqual(['b', 'c', 'a'])
  })
})

describe("playersToAsk: the plugins' actors hooks decide who may act", () => {
  it('asks only the players the hooks name, and asks the engine for their legal actions only', () => {
    const engine = started(Ping('p1', ['p1', 'p2', 'p3', 'p4'], ['p4', 'p1']))
    const legal = askedForLegalActions(engine)
    expect(playersToAsk(engine, engine.getState()).map((a) => a.playerId)).toEqual(['p1', 'p4'])
    expect(legal).toEqual(['p1', 'p4'])
  })

  it('a player a hook names without a legal action is not asked', () => {
    const engine = started(Ping('p2', ['p3'], ['p2', 'p3']))
    expect(playersToAsk(engine, engine.getState()).map((a) => a.playerId)).toEqual(['p3'])
  })
})
