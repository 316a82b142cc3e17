import type { Action, GameState, PlayerView, ValidateResult } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { DecisionRound, type DecisionRoundHooks } from './decisionRound'
import type { AskedPlayer } from './playersToAsk'
import { VirtualScheduler } from './scheduler'
import type { DecisionRequest, DecisionResponse, PlayerController, Reply, SessionEvent } from './types'

const state = { turn: 4, version: 17 } as GameState
const view = (viewer: string): PlayerView => ({ viewer }) as unknown as PlayerView
const legal = (playerId: string, ...types: string[]): Action[] => types.map((type, i) => ({ id: `a${i}`, type, playerId, payload: {} }) as Action)
const asked = (playerId: string, ...types: string[]): AskedPlayer => ({ playerId, legalActions: legal(playerId, ...types) })

/** A seat that keeps its requests, closings and reply functions. */
function seat(onRequest?: (request: DecisionRequest, reply: Reply) => void) {
  const requests: DecisionRequest[] = []
  const replies: Reply[] = []
  const closed: [string, string][] = []
  const controller: PlayerController = {
    kind: 'test',
    onRequest: (request, reply) => {
      requests.push(request)
      replies.push(reply)
      onRequest?.(request, reply)
    },
    onRequestClosed: (requestId, reason) => closed.push([requestId, reason]),
  }
  return { controller, requests, replies, closed }
}

function round(seats: Record<string, ReturnType<typeof seat>>, options: Partial<DecisionRoundHooks> & { deny?: string } = {}) {
  const time = new VirtualScheduler()
  const events: SessionEvent[] = []
  const timeouts: (readonly DecisionRequest[])[] = []
  const responses: DecisionResponse[] = []
  const reported: unknown[] = []
  const part: DecisionRound = new DecisionRound({
    engine: { validate: (action): ValidateResult => (action.type === options.deny ? { ok: false, denyReason: `no ${action.type}` } : { ok: true }) },
    scheduler: time,
    controllers: new Map(Object.entries(seats).map(([id, s]) => [id, s.controller])),
    timeoutMs: 10_000,
    match: undefined,
    emit: (e) => events.push(e),
    report: (e) => reported.push(e),
    guard: (body) => body(),
    respond: (response) => {
      responses.push(response)
      return { accepted: false, code: 'NOT_RUNNING', reason: 'test' }
    },
    onTimeout: (requests) => timeouts.push(requests),
    ...options,
  })
  return { part, time, events, timeouts, responses, reported }
}

describe('DecisionRound: asking', () => {
  it('opens one request per player, in order, with one deadline, its legal actions, its view and the types it may answer with', () => {
    const seats = { p1: seat(), p2: seat() }
    const { part, events } = round(seats)
    part.open(state, [asked('p2', 'PLAY', 'DRAW', 'PLAY'), asked('p1', 'CATCH')], view)
    expect(part.requests.map((r) => [r.requestId, r.playerId, r.turn, r.stateVersion, r.deadline, r.timeoutMs, r.remainingMs])).toEqual([
      ['r1', 'p2', 4, 17, 10_000, 10_000, 10_000],
      ['r2', 'p1', 4, 17, 10_000, 10_000, 10_000],
    ])
    expect(seats.p2.requests[0]).toMatchObject({ view: view('p2'), match: { types: ['PLAY', 'DRAW'] } })
    expect(seats.p2.requests[0]!.legalActions.map((a) => a.type)).toEqual(['PLAY', 'DRAW', 'PLAY'])
    expect(events.map((e) => e.type === 'request' && e.request.requestId)).toEqual(['r1', 'r2'])
    part.open(state, [asked('p1', 'END_TURN')], view)
    expect(part.requests.map((r) => r.requestId)).toEqual(['r1', 'r2', 'r3'])
  })

  it("takes the session's match option, and leaves match out when it answers undefined", () => {
    const seats = { p1: seat(), p2: seat() }
    const { part } = round(seats, { match: (playerId, actions) => (playerId === 'p1' ? { types: [actions[0]!.type] } : undefined) })
    part.open(state, [asked('p1', 'B', 'A'), asked('p2', 'C')], view)
    expect(part.requests[0]!.match).toEqual({ types: ['B'] })
    expect(part.requests[1]).not.toHaveProperty('match')
  })

  it("sends a controller's reply to the session's respond, with the request's id and player", () => {
    const seats = { p1: seat() }
    const { part, responses } = round(seats)
    part.open(state, [asked('p1', 'PLAY')], view)
    seats.p1.replies[0]!({ type: 'PLAY', payload: { card: 'x' } })
    expect(responses).toEqual([{ requestId: 'r1', playerId: 'p1', action: { type: 'PLAY', payload: { card: 'x' } } }])
  })

  it('an answer given while asking closes the round: the players after it are not asked', () => {
    let part!: DecisionRound
    const seats = { p1: seat((request) => part.close(request.requestId)), p2: seat() }
    ;({ part } = round(seats))
    part.open(state, [asked('p1', 'PLAY'), asked('p2', 'CATCH')], view)
    expect(seats.p2.requests).toEqual([])
    expect(seats.p2.closed).toEqual([['r2', 'superseded']])
    expect(part.isOpen).toBe(false)
  })

  it('a controller that throws is reported, and the others are still asked', () => {
    const seats = { p1: seat(() => { throw new Error('bot crashed') }), p2: seat() }
    const { part, reported } = round(seats)
    part.open(state, [asked('p1', 'PLAY'), asked('p2', 'CATCH')], view)
    expect(reported).toEqual([new Error('bot crashed')])
    expect(seats.p2.requests).toHaveLength(1)
  })
})

describe('DecisionRound: checking a response', () => {
  const response = (requestId: string, playerId: string, type: string, actionPlayer?: string): DecisionResponse =>
    ({ requestId, playerId, action: { type, ...(actionPlayer === undefined ? {} : { playerId: actionPlayer }) } })

  it('rejects, in order: not running, malformed, paused, nothing open, unknown request, wrong player, wrong type, the rules', () => {
    const { part } = round({ p1: seat(), p2: seat() }, { deny: 'DRAW' })
    const code = (r: unknown, phase = 'running' as const) => {
      const verdict = part.check(r as DecisionResponse, phase)
      return verdict.accepted ? 'accepted' : verdict.code
    }
    expect(code(null)).toBe('MALFORMED')
    expect(code(response('r1', 'p1', 'PLAY'))).toBe('NO_OPEN_REQUEST')
    part.open(state, [asked('p1', 'PLAY', 'DRAW'), asked('p2', 'CATCH')], view)
    expect(part.check(response('r1', 'p1', 'PLAY'), 'starting')).toMatchObject({ accepted: false, code: 'NOT_RUNNING', reason: 'The session is starting' })
    expect(code({ requestId: 'r1', playerId: 'p1', action: {} })).toBe('MALFORMED')
    expect(code(response('r9', 'p1', 'PLAY'))).toBe('UNKNOWN_REQUEST')
    expect(code(response('r1', 'p2', 'PLAY'))).toBe('WRONG_PLAYER')
    expect(code(response('r1', 'p1', 'PLAY', 'p2'))).toBe('WRONG_PLAYER')
    expect(code(response('r1', 'p1', 'CATCH'))).toBe('WRONG_TYPE')
    expect(part.check(response('r1', 'p1', 'DRAW'), 'running')).toMatchObject({ accepted: false, code: 'ILLEGAL_ACTION', reason: 'no DRAW' })
    part.pause()
    expect(code(response('r1', 'p1', 'PLAY'))).toBe('PAUSED')
    expect(code(null)).toBe('MALFORMED')
    part.resume()
    expect(code(response('r1', 'p1', 'PLAY'))).toBe('accepted')
  })

  it('accepts a plain action for the request: type, payload and the player asked, nothing else', () => {
    const { part } = round({ p1: seat() })
    part.open(state, [asked('p1', 'PLAY')], view)
    const verdict = part.check({ requestId: 'r1', playerId: 'p1', action: { type: 'PLAY', id: 'forged', extra: 1 } as never }, 'running')
    expect(verdict).toEqual({ accepted: true, requestId: 'r1', action: { type: 'PLAY', payload: {}, playerId: 'p1' } })
  })

  it('reject announces the rejection and answers as respond does', () => {
    const { part, events } = round({ p1: seat() })
    expect(part.reject({ some: 'response' }, 'WRONG_TYPE', 'Expected PLAY')).toEqual({ accepted: false, code: 'WRONG_TYPE', reason: 'Expected PLAY' })
    expect(events).toEqual([{ type: 'rejected', response: { some: 'response' }, code: 'WRONG_TYPE', reason: 'Expected PLAY' }])
  })
})

describe('DecisionRound: closing', () => {
  it('an answer closes every request: the answered one, the others superseded, in the order asked', () => {
    const seats = { p1: seat(), p2: seat(), p3: seat() }
    const { part, events, time } = round(seats)
    part.open(state, [asked('p1', 'PLAY'), asked('p2', 'CATCH'), asked('p3', 'CATCH')], view)
    part.close('r2')
    expect(events.filter((e) => e.type === 'request-closed').map((e) => e.type === 'request-closed' && [e.requestId, e.reason])).toEqual([
      ['r1', 'superseded'], ['r2', 'answered'], ['r3', 'superseded'],
    ])
    expect(seats.p2.closed).toEqual([['r2', 'answered']])
    expect(part.requests).toEqual([])
    expect(time.pending).toBe(0)
  })

  it('the deadline closes the round as timeout, then hands the requests, in order, to onTimeout', () => {
    const seats = { p1: seat(), p2: seat() }
    const { part, time, timeouts, events } = round(seats)
    part.open(state, [asked('p1', 'PLAY'), asked('p2', 'CATCH')], view)
    time.advance(9_999)
    expect(timeouts).toEqual([])
    time.advance(1)
    expect(timeouts.map((asked) => asked.map((r) => r.playerId))).toEqual([['p1', 'p2']])
    expect(timeouts[0]![0]!.view).toEqual(view('p1'))
    expect(seats.p1.closed).toEqual([['r1', 'timeout']])
    expect(events.at(-1)).toMatchObject({ type: 'request-closed', requestId: 'r2', reason: 'timeout' })
    expect(part.isOpen).toBe(false)
  })

  it('a stop closes the requests as stopped; a closed round never times out', () => {
    const seats = { p1: seat() }
    const { part, time, timeouts } = round(seats)
    part.open(state, [asked('p1', 'PLAY')], view)
    part.close(null, 'stopped')
    time.advance(10_000)
    expect(seats.p1.closed).toEqual([['r1', 'stopped']])
    expect(timeouts).toEqual([])
  })

  it("reports a controller's onRequestClosed that throws, and closes the others", () => {
    const broken = seat()
    const controller: PlayerController = { ...broken.controller, onRequestClosed: () => { throw new Error('gone') } }
    const other = seat()
    const { part, reported } = round({ p1: { ...broken, controller }, p2: other })
    part.open(state, [asked('p1', 'PLAY'), asked('p2', 'CATCH')], view)
    part.close('r1')
    expect(reported).toEqual([new Error('gone')])
    expect(other.closed).toEqual([['r2', 'superseded']])
  })
})

describe('DecisionRound: pause and resume', () => {
  it('the timer keeps its time left; asked again with the same id, the moved deadline and the time left', () => {
    const seats = { p1: seat() }
    const { part, time, timeouts } = round(seats)
    part.open(state, [asked('p1', 'PLAY')], view)
    time.advance(4_000)
    part.pause()
    time.advance(50_000)
    expect(timeouts).toEqual([])
    part.resume()
    part.askAgain()
    expect(seats.p1.requests.map((r) => [r.requestId, r.deadline, r.timeoutMs, r.remainingMs])).toEqual([
      ['r1', 10_000, 10_000, 10_000],
      ['r1', 60_000, 10_000, 6_000],
    ])
    expect(part.requests[0]!.deadline).toBe(60_000)
    time.advance(6_000)
    expect(timeouts).toHaveLength(1)
  })

  it('a pause while asking holds the players not asked yet', () => {
    let part!: DecisionRound
    const seats = { p1: seat(() => part.pause()), p2: seat() }
    ;({ part } = round(seats))
    part.open(state, [asked('p1', 'PLAY'), asked('p2', 'CATCH')], view)
    expect(seats.p2.requests).toEqual([])
    part.resume()
    part.askAgain()
    expect(seats.p2.requests.map((r) => r.requestId)).toEqual(['r2'])
  })

  it('dispose cancels the timer', () => {
    const { part, time, timeouts } = round({ p1: seat() })
    part.open(state, [asked('p1', 'PLAY')], view)
    part.dispose()
    time.advance(10_000)
    expect(timeouts).toEqual([])
    expect(time.pending).toBe(0)
  })
})
