import { defineVariable, GameEngine, produceState, type GamePlugin } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { askOrder } from './askOrder'
import { createRandomBot, runTournament } from './index'

const Log = defineVariable<string[]>('log')

/** Everyone may PING; `actors` (when given) is the plugin's hook; the game ends after `pings` pings. */
function pingPlugin(actors?: readonly string[], pings = 6): GamePlugin {
  return {
    id: 'ping', name: 'Ping', version: '1.0.0',
    events: [{ type: 'GAME_STARTED', handle: (_e, ctx) => ctx.setCurrentPlayer('b') }],
    actions: [{
      type: 'PING',
      execute: (action, { state }) => ({
        state: produceState(state, (d) => {
          const log = [...(d.get(Log) ?? []), action.playerId!]
          d.set(Log, log)
          if (log.length < pings) return
          d.addWinner(action.playerId!)
          d.status = 'finished'
        }),
      }),
      enumerate: (_state, playerId) => [{ type: 'PING', playerId }],
    }],
    ...(actors === undefined ? {} : { actors: () => actors }),
  }
}

function started(plugin: GamePlugin): GameEngine {
  return new GameEngine({ seed: 1 }).use(plugin).createGame({ players: ['a', 'b', 'c'].map((id) => ({ id, name: id })) }).start()
}

describe('askOrder: who the tournament asks, and in which order', () => {
  it("asks getActors()' players with the current player moved last", () => {
    expect(askOrder(started(pingPlugin()), 'b')).toEqual(['a', 'c', 'b'])
    expect(askOrder(started(pingPlugin(['c', 'b', 'a'])), 'b')).toEqual(['c', 'a', 'b'])
  })

  it('keeps getActors() as it is when the current player is last already, absent, or not among them', () => {
    expect(askOrder(started(pingPlugin(['a', 'b'])), 'b')).toEqual(['a', 'b'])
    expect(askOrder(started(pingPlugin(['a', 'c'])), 'b')).toEqual(['a', 'c'])
    expect(askOrder(started(pingPlugin()), null)).toEqual(['a', 'b', 'c'])
  })
})

describe('runTournament asks only the players who may act', () => {
  it('never sends a request to a player the actors hooks leave out, even one with legal actions', () => {
    const asked = new Set<string>()
    const spy = (seed: number) => {
      const bot = createRandomBot(seed)
      return { kind: bot.kind, onRequest: (request: Parameters<typeof bot.onRequest>[0], reply: Parameters<typeof bot.onRequest>[1], tools: Parameters<typeof bot.onRequest>[2]) => {
        asked.add(request.playerId)
        bot.onRequest(request, reply, tools)
      } }
    }
    const report = runTournament({
      makeEngine: ({ seed, players }) => new GameEngine({ seed }).use(pingPlugin(['c', 'a'])).createGame({ players: [...players] }).start(),
      lineups: [{ seats: { a: spy, b: spy, c: spy } }],
      games: 3,
      seed: 2,
    })
    expect(report.lineups[0]!.finished).toBe(3)
    // c comes first in the hook's answer and b, the current player, is not in it: c answers every time.
    expect([...asked]).toEqual(['c'])
    expect(report.lineups[0]!.seats.map((s) => [s.playerId, s.wins])).toEqual([['a', 0], ['b', 0], ['c', 3]])
  })
})
