import { GameEngine, ReplayEngine, compareStates, createZone, playerHandZoneId, stateUtils, type ActionInit, type GamePlugin, type GameState } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import type { HumanOutbound } from '../controllers/humanController'
import { RandomBotController } from '../controllers/randomBotController'
import { ScriptedController } from '../controllers/scriptedController'
import { SIMPLE_PLUGINS, human, ofType, silent, simpleEngine, virtualSession } from './simpleGame.fixture'
import type { DecisionRequest, PlayerController } from './types'

// The session through whole games: requests, timeouts, hidden information, stop. Pause, barriers,
// heartbeats, the busy flag and errors are in gameSession.waits.test.ts.

describe('GameSession: a whole game', () => {
  it('plays random bots to the end, frees everything and the game replays from its record', async () => {
    const { session, engine, time, events } = virtualSession(
      { p1: new RandomBotController({ seed: 1 }), p2: new RandomBotController({ seed: 2 }), p3: new RandomBotController({ seed: 3 }) },
      { heartbeatMs: 1000 },
    )
    const result = await session.start()
    expect(result.status).toBe('finished')
    expect(result.winnerIds).toHaveLength(1)
    expect(result.actions).toBe(engine.getHistory().length)
    expect(ofType(events, 'game-over')).toEqual([{ type: 'game-over', result }])
    expect(time.pending).toBe(0) // no heartbeat, no turn timer left
    const replayed = ReplayEngine.replayRecord(JSON.parse(JSON.stringify(engine.exportRecord())), SIMPLE_PLUGINS)
    expect(compareStates(replayed.state, engine.getState()).equal).toBe(true)
  })

  it('bots with think time give the same game in virtual time', async () => {
    const play = async (delayMs: number) => {
      const { session, engine, time } = virtualSession({ p1: new RandomBotController({ seed: 5, delayMs }), p2: new RandomBotController({ seed: 6, delayMs }) })
      const done = session.start()
      time.runAll()
      await done
      return engine.getHistory().map((r) => r.action)
    }
    expect(await play(700)).toEqual(await play(0))
  })
})

describe('GameSession: requests', () => {
  it('asks whoever has legal actions, with its legal actions and its own view only', () => {
    const p1 = human()
    const p2 = human()
    const { session } = virtualSession({ p1: p1.controller, p2: p2.controller })
    void session.start()
    const [request] = session.openRequests
    expect(session.openRequests).toHaveLength(1) // p2 has no legal action on p1's turn
    expect(request!.playerId).toBe('p1')
    expect(request!.requestId).toBe('r1')
    expect(request!.deadline).toBe(30_000)
    expect(request!.legalActions.length).toBeGreaterThan(0)
    expect(request!.legalActions.every((a) => a.playerId === 'p1')).toBe(true)
    expect(request!.view.viewer).toBe('p1')
    expect(request!.view.zones['hand-p2']!.cards.every((c) => c.startsWith('hidden:'))).toBe(true)
    expect(request!.match).toEqual({ types: ['END_TURN', 'PLAY_CARD'] })
    expect(p1.sent.filter((m) => m.type === 'request')).toHaveLength(1)
    expect(p2.sent.some((m) => m.type === 'request')).toBe(false)
    session.stop()
  })

  it('rejects responses that do not match the open request, and the wait goes on', () => {
    const { session, engine, events } = virtualSession({ p1: silent(), p2: silent() })
    void session.start()
    const { requestId } = session.openRequests[0]!
    const p1Hand = engine.getState().zones[playerHandZoneId('p1')]!.cards
    const p2Hand = engine.getState().zones[playerHandZoneId('p2')]!.cards
    const attempts: [unknown, string][] = [
      [{ requestId, playerId: 'p2', action: { type: 'END_TURN' } }, 'WRONG_PLAYER'],
      [{ requestId, playerId: 'p1', action: { type: 'END_TURN', playerId: 'p2' } }, 'WRONG_PLAYER'],
      [{ requestId: 'r99', playerId: 'p1', action: { type: 'END_TURN' } }, 'UNKNOWN_REQUEST'],
      [{ requestId, playerId: 'p1', action: { type: 'DRAW_CARD' } }, 'WRONG_TYPE'],
      [{ requestId, playerId: 'p1', action: { type: 'PLAY_CARD', payload: { cardIds: [p2Hand[0]] } } }, 'ILLEGAL_ACTION'],
      [{ requestId, playerId: 'p1' }, 'MALFORMED'],
      [null, 'MALFORMED'],
    ]
    for (const [response, code] of attempts) {
      const verdict = session.respond(response as never)
      expect(verdict, JSON.stringify(response)).toMatchObject({ accepted: false, code })
      expect(session.openRequests.map((r) => r.requestId)).toEqual([requestId])
    }
    expect(ofType(events, 'rejected').map((e) => e.code)).toEqual(attempts.map(([, code]) => code))
    expect(ofType(events, 'rejected')[0]!.reason).toMatch(/for p1, not p2/)
    const ok = session.respond({ requestId, playerId: 'p1', action: { type: 'PLAY_CARD', payload: { cardIds: [p1Hand[0]!] } } })
    expect(ok.accepted).toBe(true)
    // The answered request is now stale.
    expect(session.respond({ requestId, playerId: 'p1', action: { type: 'END_TURN' } })).toMatchObject({ accepted: false, code: 'UNKNOWN_REQUEST' })
    expect(ofType(events, 'request-closed')[0]).toMatchObject({ requestId, reason: 'answered' })
    session.stop()
    expect(session.respond({ requestId: 'r2', playerId: 'p2', action: { type: 'END_TURN' } })).toMatchObject({ code: 'NOT_RUNNING' })
  })

  it('asks several players at once when several may act; the first legal answer closes them all', () => {
    // Anyone may BUZZ; the first buzzer wins.
    const Buzz: GamePlugin = {
      id: 'buzz', name: 'Buzz', version: '1.0.0',
      actions: [{
        type: 'BUZZ',
        enumerate: (state, playerId) => (state.status === 'playing' ? [{ type: 'BUZZ', playerId }] : []),
        execute: (action, { state }) => ({ state: stateUtils.setStatus(stateUtils.addWinner(state, action.playerId!), 'finished') }),
      }],
    }
    const p1 = human()
    const p2 = human()
    const { session, engine, events } = virtualSession({ p1: p1.controller, p2: p2.controller }, { engine: simpleEngine(1, 2, [Buzz]) })
    const done = session.start()
    expect(session.openRequests.map((r) => [r.playerId, r.deadline])).toEqual([['p1', 30_000], ['p2', 30_000]])
    const [r1, r2] = session.openRequests
    expect(session.respond({ requestId: r2!.requestId, playerId: 'p2', action: { type: 'BUZZ' } }).accepted).toBe(true)
    expect(ofType(events, 'request-closed').map((e) => [e.playerId, e.reason])).toEqual([['p1', 'superseded'], ['p2', 'answered']])
    expect(p1.sent.at(-2)).toEqual({ type: 'request-closed', requestId: r1!.requestId, reason: 'superseded' })
    expect(engine.getState().winnerIds).toEqual(['p2'])
    return expect(done).resolves.toMatchObject({ status: 'finished', winnerIds: ['p2'] })
  })
})

describe('GameSession: timeouts', () => {
  it('applies the game default on timeout, as an ordinary action that replays without the clock', async () => {
    const { session, engine, time, events } = virtualSession({ p1: silent(), p2: silent() }, { turnTimeoutMs: 10_000 })
    void session.start()
    const expected = engine.getDefaultAction('p1')!
    time.advance(9_999)
    expect(engine.getHistory()).toHaveLength(0)
    time.advance(1)
    expect(engine.getHistory()).toHaveLength(1)
    expect(engine.getHistory()[0]!.action).toMatchObject({ type: expected.type, payload: expected.payload, playerId: 'p1' })
    expect(ofType(events, 'request-closed')[0]).toMatchObject({ playerId: 'p1', reason: 'timeout' })
    expect(ofType(events, 'action')[0]).toMatchObject({ source: 'timeout' })
    // The next request opened at once, with a full timeout.
    expect(session.openRequests[0]).toMatchObject({ playerId: 'p2', requestId: 'r2', deadline: 20_000 })
    // Same game without any clock: dispatch the defaults by hand.
    const manual = simpleEngine(1, 2)
    manual.start()
    manual.dispatch(manual.getDefaultAction('p1')!)
    expect(compareStates(manual.getState(), engine.getState()).equal).toBe(true)
    time.runAll()
    await expect(session.done).resolves.toMatchObject({ status: 'finished' })
    expect((await session.done).timeouts).toBe(engine.getHistory().length)
  })

  it('falls back to the first legal action when no plugin declares a default', async () => {
    const Count: GamePlugin = {
      id: 'count', name: 'Count', version: '1.0.0',
      setup: (ctx) => ctx.setVariable('n', 0),
      actions: [{
        type: 'TICK',
        enumerate: (state, playerId) => (playerId === 'p1' ? [{ type: 'TICK', playerId }] : []),
        execute: (_a, { state }) => {
          const n = (state.variables.n as number) + 1
          const next = stateUtils.setVariable(state, 'n', n)
          return { state: n === 3 ? stateUtils.setStatus(next, 'finished') : next }
        },
      }],
    }
    const { session, time, events } = virtualSession({ p1: silent(), p2: silent() }, { engine: simpleEngine(1, 2, [Count]), turnTimeoutMs: 100 })
    const done = session.start()
    time.runAll()
    await expect(done).resolves.toMatchObject({ status: 'finished', actions: 3, timeouts: 3 })
    expect(ofType(events, 'action').map((e) => e.source)).toEqual(['fallback', 'fallback', 'fallback'])
  })

  it("applies the session's defaultAction when the game declares none, before the first-legal fallback", async () => {
    // Two legal moves, SMALL first; the host's default picks BIG, and only for p1 (p2's is null).
    const Steps: GamePlugin = {
      id: 'steps', name: 'Steps', version: '1.0.0',
      setup: (ctx) => ctx.setVariable('n', 0),
      actions: ['SMALL', 'BIG'].map((type) => ({
        type,
        enumerate: (state: GameState, playerId: string) => (state.currentPlayerId === playerId ? [{ type, playerId }] : []),
        execute: (action: { playerId?: string }, { state }: { state: GameState }) => {
          const n = (state.variables.n as number) + (type === 'BIG' ? 10 : 1)
          const next = stateUtils.setCurrentPlayer(stateUtils.setVariable(state, 'n', n), action.playerId === 'p1' ? 'p2' : 'p1')
          return { state: n >= 30 ? stateUtils.setStatus(next, 'finished') : next }
        },
      })),
      events: [{ type: 'GAME_STARTED', handle: (_e, ctx) => ctx.setCurrentPlayer('p1') }],
    }
    const seen: string[] = []
    const { session, time, events, engine } = virtualSession({ p1: silent(), p2: silent() }, {
      engine: simpleEngine(1, 2, [Steps]),
      turnTimeoutMs: 100,
      defaultAction: ({ playerId, legalActions, view }) => {
        seen.push(`${playerId}:${legalActions.map((a) => a.type).join('/')}:${view.viewer}`)
        return playerId === 'p1' ? { type: 'BIG' } : null
      },
    })
    const done = session.start()
    time.runAll()
    await expect(done).resolves.toMatchObject({ status: 'finished', timeouts: 5 })
    expect(ofType(events, 'action').map((e) => `${e.action.playerId} ${e.action.type} ${e.source}`)).toEqual([
      'p1 BIG timeout', 'p2 SMALL fallback', 'p1 BIG timeout', 'p2 SMALL fallback', 'p1 BIG timeout',
    ])
    expect(seen[0]).toBe('p1:SMALL/BIG:p1')
    const replayed = ReplayEngine.replayRecord(JSON.parse(JSON.stringify(engine.exportRecord())), [Steps])
    expect(compareStates(replayed.state, engine.getState()).equal).toBe(true)
  })

  it('a scripted answer before the deadline wins; a later one is stale', () => {
    const script = new ScriptedController([null], { delayMs: 5_000 })
    const { session, engine, time } = virtualSession({ p1: new ScriptedController([(r) => r.legalActions[1]!], { delayMs: 2_000 }), p2: script }, { turnTimeoutMs: 3_000 })
    void session.start()
    time.advance(2_000)
    expect(engine.getHistory()[0]!.action.type).toBe('PLAY_CARD')
    time.advance(3_000) // p2 said nothing: default
    expect(engine.getHistory()).toHaveLength(2)
    expect(script.results).toEqual([])
    session.stop()
  })
})

describe('GameSession: hidden information', () => {
  it('a bot is never handed another player\'s hidden cards', async () => {
    const bot = new RandomBotController({ seed: 9 })
    const seen: DecisionRequest[] = []
    const spy: PlayerController = { kind: 'spy', onRequest: (request, reply, tools) => { seen.push(request); bot.onRequest(request, reply, tools) } }
    const { session, engine } = virtualSession({ p1: new RandomBotController({ seed: 8 }), p2: spy })
    const hands: string[][] = []
    session.on((event) => { if (event.type === 'request' && event.request.playerId === 'p2') hands.push([...engine.getState().zones['hand-p1']!.cards]) })
    await session.start()
    expect(seen.length).toBeGreaterThan(0)
    seen.forEach((request, i) => {
      const text = JSON.stringify(request)
      for (const card of hands[i]!) expect(text).not.toContain(card)
    })
  })

  it('view updates carry the tick\'s events as the player may see them', () => {
    const Secret: GamePlugin = {
      id: 'secret', name: 'Secret', version: '1.0.0',
      setup(ctx) { for (const id of ['p1', 'p2']) if (!ctx.state.zones[`x-${id}`]) ctx.addZone(createZone({ id: `x-${id}`, type: 'x' })) },
      actions: [{
        type: 'WHISPER',
        enumerate: (state, playerId) => (state.currentPlayerId === playerId || state.currentPlayerId === null ? [{ type: 'WHISPER', playerId, payload: { word: 'psst' } }] : []),
        execute: (action, { state }) => ({ state, events: [{ type: 'WHISPERED', payload: action.payload, visibleTo: [action.playerId!] }] }),
      }],
    }
    const p1 = human()
    const p2 = human()
    const { session } = virtualSession({ p1: p1.controller, p2: p2.controller }, { engine: simpleEngine(1, 2, [Secret]) })
    void session.start()
    const { requestId, playerId: speaker } = session.openRequests[0]!
    expect(session.respond({ requestId, playerId: speaker, action: { type: 'WHISPER', payload: { word: 'psst' } } as ActionInit }).accepted).toBe(true)
    const last = (sent: HumanOutbound[]) => sent.filter((m): m is Extract<HumanOutbound, { type: 'update' }> => m.type === 'update').at(-1)!
    const mine = last(speaker === 'p1' ? p1.sent : p2.sent).events[0]!
    const theirs = last(speaker === 'p1' ? p2.sent : p1.sent).events[0]!
    expect(mine.payload).toEqual({ word: 'psst' })
    expect(theirs).toMatchObject({ payload: null, redacted: true })
    session.stop()
  })
})

describe('GameSession: a player the game removes', () => {
  it('watches on with the spectator view, and the session goes on', () => {
    // A player may leave the game (a Hold'em player who LEAVEs the table is removed from state.players).
    const Leave: GamePlugin = {
      id: 'leave', name: 'Leave', version: '1.0.0',
      events: [{ type: 'GAME_STARTED', handle: (_e, ctx) => ctx.setCurrentPlayer('p1') }],
      actions: [{
        type: 'QUIT',
        enumerate: (state, playerId) => (state.currentPlayerId === playerId ? [{ type: 'QUIT', playerId }] : []),
        execute: (action, { state }) => {
          const next = stateUtils.removePlayer(state, action.playerId!)
          const rest = Object.keys(next.players)
          return { state: stateUtils.setCurrentPlayer(next, rest[0] ?? null), events: [{ type: 'QUIT_GAME', playerId: action.playerId }] }
        },
      }],
    }
    const p1 = human()
    const p2 = human()
    const engine = new GameEngine({ seed: 1, clock: () => 0 }).use(Leave)
    engine.createGame({ players: [{ id: 'p1', name: 'P1' }, { id: 'p2', name: 'P2' }] })
    const { session } = virtualSession({ p1: p1.controller, p2: p2.controller }, { engine })
    void session.start()
    const quitter = session.openRequests[0]!
    expect(session.respond({ requestId: quitter.requestId, playerId: quitter.playerId, action: { type: 'QUIT' } }).accepted).toBe(true)
    expect(session.phase).toBe('running')
    const sent = quitter.playerId === 'p1' ? p1.sent : p2.sent
    const update = sent.filter((m): m is Extract<HumanOutbound, { type: 'update' }> => m.type === 'update').at(-1)!
    expect(update.view).toEqual(engine.getPlayerView(null))
    expect(update.view.players[quitter.playerId]).toBeUndefined()
    expect(session.openRequests.map((r) => r.playerId)).toEqual([quitter.playerId === 'p1' ? 'p2' : 'p1'])
    session.stop()
  })
})

describe('GameSession: stop', () => {
  it('announces the end as a stopped game over, after closing the open requests, and resolves done with it', async () => {
    const p1 = human()
    const { session, time, events } = virtualSession({ p1: p1.controller, p2: silent() }, { heartbeatMs: 1_000 })
    const done = session.start()
    time.advance(2_500)
    session.stop()
    const result = await done
    expect(result).toMatchObject({ status: 'stopped', actions: 0, timeouts: 0 })
    expect(ofType(events, 'game-over')).toEqual([{ type: 'game-over', result }])
    expect(events.map((e) => e.type).slice(-2)).toEqual(['request-closed', 'game-over'])
    expect(p1.sent.at(-1)).toEqual({ type: 'request-closed', requestId: 'r1', reason: 'stopped' })
    expect(session.phase).toBe('stopped')
    expect(time.pending).toBe(0)
    session.stop() // once only
    expect(ofType(events, 'game-over')).toHaveLength(1)
  })
})

describe('GameSession: a new engine per session', () => {
  it('destroys the engine when asked', async () => {
    const { session, engine } = virtualSession({ p1: new RandomBotController({ seed: 1 }), p2: new RandomBotController({ seed: 2 }) }, { destroyEngine: true })
    await session.start()
    expect(() => engine.getState()).toThrow()
    expect(engine).toBeInstanceOf(GameEngine)
  })
})

describe('GameSession: the cost of a step', () => {
  it("builds each player's view once per step: the update after a tick and the request that follows share it", async () => {
    const engine = simpleEngine(1, 3)
    const built: (string | null)[] = []
    const view = engine.getPlayerView.bind(engine)
    engine.getPlayerView = (viewer: string | null = null) => {
      built.push(viewer)
      return view(viewer)
    }
    const requests: DecisionRequest[] = []
    const { session, events } = virtualSession({ p1: new RandomBotController({ seed: 1 }), p2: new RandomBotController({ seed: 2 }), p3: new RandomBotController({ seed: 3 }) }, { engine })
    session.on((event) => { if (event.type === 'request') requests.push(event.request) })
    const result = await session.start()
    // The first views, then one per player after each tick.
    expect(built).toHaveLength(3 * (result.actions + 1))
    const updates = ofType(events, 'view')
    for (const request of requests) {
      const before = updates.filter((u) => u.playerId === request.playerId && events.indexOf(u) < events.findIndex((e) => e.type === 'request' && e.request === request)).at(-1)!
      expect(request.view).toBe(before.view)
    }
  })
})

describe('GameSession: the first view', () => {
  it("carries the events of the game's start (the deal) as each player may see them", async () => {
    const { session, events } = virtualSession({ p1: new RandomBotController({ seed: 1 }), p2: new RandomBotController({ seed: 2 }) })
    const done = session.start()
    const first = (playerId: string) => events.find((e): e is Extract<typeof e, { type: 'view' }> => e.type === 'view' && e.playerId === playerId)!
    for (const playerId of ['p1', 'p2']) {
      const types = first(playerId).events.map((e) => e.type)
      expect(types).toContain('GAME_STARTED')
    }
    session.stop()
    await done
  })
})
