import { GameEngine, type GamePlugin } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { CHANCE_ANIMATION, ChancePlugin, chancePhase, chanceScores } from '../__fixtures__/chancePlugin.mjs'
import { RandomBotController } from '../controllers/randomBotController'
import { SessionError } from './sessionError'
import { human, ofType, virtualSession } from './simpleGame.fixture'
import type { Barrier, PlayerController } from './types'

// The game's pending work (core's `engine.getPending()`): with an animation, the "animation before effect"
// barrier (spec 004: the worker broadcasts the animation, waits for every client's AnimationComplete, then
// calls the card's effect); without one, the action is dispatched at once, never while paused. The game is
// the chance fixture: DRAW (a decision), then chance/APPLY after the 'chance-card' animation (the effect),
// then chance/NEXT (the turn passes).

function chanceEngine(seed = 5, validationMode?: 'none'): GameEngine {
  const engine = new GameEngine({ seed, clock: () => 0, ...(validationMode === undefined ? {} : { validationMode }) })
  engine.use(ChancePlugin)
  engine.createGame({ players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] })
  return engine
}

/** A seat that draws as soon as it is asked and keeps its barriers' `done` callbacks (an animation it plays). */
function animator() {
  const dones: (() => void)[] = []
  const barriers: Barrier[] = []
  const controller: PlayerController = {
    kind: 'animator',
    onRequest: (request, reply) => void reply(request.legalActions[0]!),
    onBarrier(barrier, done) {
      barriers.push(barrier)
      dones.push(done)
    },
  }
  return { controller, dones, barriers, ack: () => dones.at(-1)!() }
}

/** p1 drew its first card: the animation barrier before its effect is open. */
function animationOpen(options: { animationTimeoutMs?: number } = {}) {
  const p1 = animator()
  const p2 = animator()
  const engine = chanceEngine()
  const run = virtualSession({ p1: p1.controller, p2: p2.controller }, { engine, ...options })
  void run.session.start()
  return { ...run, p1, p2 }
}

const sources = (events: ReturnType<typeof virtualSession>['events']) => ofType(events, 'action').map((e) => [e.action.type, e.source])

describe('GameSession: the animation barrier before a pending step\'s effect', () => {
  it('announces the animation to every player and keeps the effect out of the state until the last acknowledgement', () => {
    const { session, engine, events, p1, p2 } = animationOpen()
    const card = engine.getState().variables.chance as { card: number }
    expect(chancePhase(engine.getState())).toBe('apply')
    const barrier = session.openBarrier!
    expect(barrier).toMatchObject({ kind: 'animation', playerIds: ['p1', 'p2'], animation: { id: 'chance-1', name: CHANCE_ANIMATION, data: { card: card.card } } })
    expect(p1.barriers).toEqual([barrier])
    expect(p2.barriers).toEqual([barrier])
    expect(session.heartbeat()).toMatchObject({ waitingOn: 'animation', waitingFor: ['p1', 'p2'], busy: true, busyLabel: `animation:${CHANCE_ANIMATION}` })
    p1.ack()
    expect(chanceScores(engine.getState())).toEqual({})
    expect(chancePhase(engine.getState())).toBe('apply')
    p2.ack()
    expect(chanceScores(engine.getState())).toEqual({ p1: card.card })
    expect(ofType(events, 'barrier-done')).toEqual([{ type: 'barrier-done', barrier, missing: [] }])
    // The effect and then the step without animation (the turn passes) are the game's own actions.
    expect(sources(events)).toEqual([['DRAW', 'player'], ['chance/APPLY', 'auto'], ['chance/NEXT', 'auto'], ['DRAW', 'player']])
    expect(ofType(events, 'busy').map((e) => [e.busy, e.label])).toContainEqual([false, null])
    // p2 drew at once when asked: the next animation barrier is open.
    expect(session.openBarrier).toMatchObject({ barrierId: 'b2', kind: 'animation', animation: { id: 'chance-2' } })
    expect(ofType(events, 'timeout')).toEqual([])
    session.stop()
  })

  it('an acknowledgement for another barrier, or from a player twice, does not count', () => {
    const { session, engine, p1 } = animationOpen()
    expect(session.acknowledge('b9', 'p2')).toBe(false)
    expect(session.acknowledge('b1', 'p1')).toBe(true)
    p1.ack()
    expect(chancePhase(engine.getState())).toBe('apply')
    session.stop()
  })

  it('at the timeout the effect is applied anyway, and the timeout names the players who had not acknowledged', () => {
    const { session, engine, time, events, p1 } = animationOpen()
    p1.ack()
    time.advance(4_999)
    expect(chancePhase(engine.getState())).toBe('apply')
    time.advance(1)
    expect(ofType(events, 'timeout')).toEqual([{ type: 'timeout', operation: 'animation', ids: ['b1'], playerIds: ['p2'], durationMs: 5_000 }])
    expect(ofType(events, 'barrier-done')[0]).toMatchObject({ missing: ['p2'] })
    expect(Object.keys(chanceScores(engine.getState()))).toEqual(['p1'])
    // A timed-out animation is not a timed-out decision.
    expect(session.debugSnapshot().recentActions.map((a) => a.type)).toEqual(['DRAW', 'chance/APPLY', 'chance/NEXT', 'DRAW'])
    session.stop()
    return session.done.then((result) => expect(result.timeouts).toBe(0))
  })

  it('waits animationTimeoutMs when it is given', () => {
    const { session, engine, time, events } = animationOpen({ animationTimeoutMs: 800 })
    expect(session.openBarrier!.deadline).toBe(800)
    time.advance(800)
    expect(ofType(events, 'timeout')[0]).toMatchObject({ operation: 'animation', playerIds: ['p1', 'p2'], durationMs: 800 })
    expect(Object.keys(chanceScores(engine.getState()))).toEqual(['p1'])
    session.stop()
  })

  it('pause holds the barrier\'s timer; the barrier is announced again with its deadline moved', () => {
    const { session, engine, time, events, p1 } = animationOpen()
    time.advance(1_000)
    session.pause()
    time.advance(60_000)
    expect(chancePhase(engine.getState())).toBe('apply')
    session.resume()
    expect(p1.barriers.map((b) => [b.barrierId, b.deadline])).toEqual([['b1', 5_000], ['b1', 65_000]])
    time.advance(3_999)
    expect(chancePhase(engine.getState())).toBe('apply')
    time.advance(1)
    expect(ofType(events, 'timeout')[0]).toMatchObject({ operation: 'animation', durationMs: 5_000 })
    expect(Object.keys(chanceScores(engine.getState()))).toEqual(['p1'])
    session.stop()
  })

  it('acknowledged by everyone while paused: the effect waits for the resume, without a second barrier', () => {
    const { session, engine, events, p1, p2 } = animationOpen()
    session.pause()
    p1.ack()
    p2.ack()
    expect(session.openBarrier).toBeNull()
    expect(chancePhase(engine.getState())).toBe('apply')
    session.resume()
    expect(Object.keys(chanceScores(engine.getState()))).toEqual(['p1'])
    expect(ofType(events, 'barrier').filter((e) => e.barrier.animation?.id === 'chance-1')).toHaveLength(1)
    session.stop()
  })

  it('a seat without onBarrier is done at once: bots play a whole game through its animations', async () => {
    const engine = chanceEngine(9)
    const { session, events } = virtualSession({ p1: new RandomBotController({ seed: 1 }), p2: new RandomBotController({ seed: 2 }) }, { engine })
    const result = await session.start()
    expect(result).toMatchObject({ status: 'finished', timeouts: 0 })
    expect(result.winnerIds).toHaveLength(1)
    // Two rounds of two players: each turn a DRAW, its effect and the turn passing.
    expect(sources(events)).toEqual(Array.from({ length: 4 }, () => [['DRAW', 'player'], ['chance/APPLY', 'auto'], ['chance/NEXT', 'auto']]).flat())
    expect(ofType(events, 'barrier').map((e) => e.barrier.kind)).toEqual(['animation', 'animation', 'animation', 'animation'])
    expect(result.actions).toBe(12)
  })

  it('a human seat is sent the animation barrier, and its acknowledgement through the session counts', () => {
    const p1 = human()
    const p2 = human()
    const { session, engine } = virtualSession({ p1: p1.controller, p2: p2.controller }, { engine: chanceEngine() })
    void session.start()
    session.respond({ requestId: 'r1', playerId: 'p1', action: { type: 'DRAW', playerId: 'p1' } })
    const sent = p2.sent.filter((m) => m.type === 'barrier')
    expect(sent).toEqual([{ type: 'barrier', barrier: expect.objectContaining({ barrierId: 'b1', kind: 'animation', animation: expect.objectContaining({ name: CHANCE_ANIMATION }) }) }])
    session.acknowledge('b1', 'p1')
    session.acknowledge('b1', 'p2')
    expect(Object.keys(chanceScores(engine.getState()))).toEqual(['p1'])
    expect(session.openRequests).toMatchObject([{ playerId: 'p2' }])
    session.stop()
  })
})

describe('GameSession: a pending step without an animation', () => {
  it('is dispatched at once, before anyone is asked', () => {
    const engine = chanceEngine()
    engine.start()
    engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    engine.dispatch({ type: 'chance/APPLY' })
    expect(chancePhase(engine.getState())).toBe('next')
    const { session, events } = virtualSession({ p1: human().controller, p2: human().controller }, { engine })
    void session.start()
    expect(sources(events)).toEqual([['chance/NEXT', 'auto']])
    expect(session.openRequests).toMatchObject([{ playerId: 'p2' }])
    session.stop()
  })

  it('is not dispatched while paused: a game that yields between players pauses there', () => {
    const p1 = animator()
    const p2 = animator()
    const { session, engine, events } = virtualSession({ p1: p1.controller, p2: p2.controller }, { engine: chanceEngine() })
    // The host pauses as soon as the effect is applied: the turn has not passed yet.
    session.on((event) => {
      if (event.type === 'action' && event.action.type === 'chance/APPLY') session.pause()
    })
    void session.start()
    p1.ack()
    p2.ack()
    expect(chancePhase(engine.getState())).toBe('next')
    expect(session.openRequests).toEqual([])
    expect(session.heartbeat()).toMatchObject({ paused: true, waitingOn: null })
    session.resume()
    expect(sources(events).slice(2, 4)).toEqual([['chance/NEXT', 'auto'], ['DRAW', 'player']])
    session.stop()
  })

  it('a session paused before it starts dispatches nothing until the resume', () => {
    const engine = chanceEngine()
    engine.start()
    engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    engine.dispatch({ type: 'chance/APPLY' })
    const { session, events } = virtualSession({ p1: human().controller, p2: human().controller }, { engine })
    session.pause()
    void session.start()
    expect(ofType(events, 'action')).toEqual([])
    session.resume()
    expect(sources(events)).toEqual([['chance/NEXT', 'auto']])
    session.stop()
  })
})

describe('GameSession: pending work that goes wrong', () => {
  it('a pending action the engine refuses fails the session with PENDING_ACTION_FAILED', async () => {
    const Refused: GamePlugin = { id: 'refused', name: 'Refused', version: '1.0.0', pending: () => ({ action: { type: 'NOBODY_HANDLES_THIS' } }) }
    const engine = new GameEngine({ seed: 1, clock: () => 0 }).use(Refused)
    engine.createGame({ players: [{ id: 'p1', name: 'Ann' }] })
    const { session } = virtualSession({ p1: human().controller }, { engine })
    await expect(session.start()).rejects.toMatchObject({ code: 'PENDING_ACTION_FAILED' })
    expect(session.phase).toBe('failed')
  })

  it('pending work that never waits for anyone fails with PENDING_LOOP instead of spinning forever', async () => {
    const Spinner: GamePlugin = {
      id: 'spinner', name: 'Spinner', version: '1.0.0',
      actions: [{ type: 'SPIN', execute: (_action, { state }) => ({ state: { ...state, variables: { ...state.variables, spins: ((state.variables.spins as number | undefined) ?? 0) + 1 } } }) }],
      pending: () => ({ action: { type: 'SPIN' } }),
    }
    const engine = new GameEngine({ seed: 1, clock: () => 0, validationMode: 'none' }).use(Spinner)
    engine.createGame({ players: [{ id: 'p1', name: 'Ann' }] })
    const { session } = virtualSession({ p1: human().controller }, { engine })
    const failure = await session.start().then(() => null, (error: unknown) => error)
    expect(SessionError.isInstance(failure)).toBe(true)
    expect(failure).toMatchObject({ code: 'PENDING_LOOP' })
    expect(engine.getState().variables.spins).toBe(10_000)
  })

  it('animations that bots acknowledge at once do not end the run: endless animated work still fails with PENDING_LOOP', async () => {
    const Spinner: GamePlugin = {
      id: 'spinner', name: 'Spinner', version: '1.0.0',
      actions: [{ type: 'SPIN', execute: (_action, { state }) => ({ state: { ...state, variables: { ...state.variables, spins: ((state.variables.spins as number | undefined) ?? 0) + 1 } } }) }],
      pending: (state) => ({ action: { type: 'SPIN' }, animation: { id: `spin-${String(state.variables.spins ?? 0)}`, name: 'spin' } }),
    }
    const engine = new GameEngine({ seed: 1, clock: () => 0, validationMode: 'none' }).use(Spinner)
    engine.createGame({ players: [{ id: 'p1', name: 'Ann' }] })
    const { session } = virtualSession({ p1: new RandomBotController({ seed: 1 }) }, { engine })
    await expect(session.start()).rejects.toMatchObject({ code: 'PENDING_LOOP' })
  })
})
