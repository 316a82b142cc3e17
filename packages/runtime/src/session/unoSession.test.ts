// Out-of-turn decisions through a real UNO game (@decklet/plugin-uno): calling UNO, catching a missed call
// and jumping in are answered by players who are not the current player, while the current player is asked too.
import { GameEngine, playerHandZoneId, type Action, type GameEngine as Engine } from '@decklet/core'
import { createUnoPlugin, getUnoCard, getUnoState, seatAfter, type UnoOptions } from '@decklet/plugin-uno'
import { describe, expect, it } from 'vitest'
import { HumanController } from '../controllers/humanController'
import type { GameSession } from './gameSession'
import { virtualSession } from './simpleGame.fixture'
import type { DecisionRequest, SessionEvent } from './types'

const PLAYERS = ['p1', 'p2', 'p3', 'p4']

function unoSession(options: UnoOptions = {}, seed = 3) {
  const engine = new GameEngine({ seed, clock: () => 0 }).use(createUnoPlugin({ scoring: 'single-hand', ...options }))
  engine.createGame({ players: PLAYERS.map((id) => ({ id, name: id })) })
  const controllers = Object.fromEntries(PLAYERS.map((id) => [id, new HumanController({ send: () => undefined })]))
  return virtualSession(controllers, { engine, turnTimeoutMs: 10_000 })
}

const types = (request: DecisionRequest): string[] => [...new Set(request.legalActions.map((a) => a.type))].sort()
const handOf = (engine: Engine, playerId: string): readonly string[] => engine.getState().zones[playerHandZoneId(playerId)]!.cards
const ofType = <T extends SessionEvent['type']>(events: SessionEvent[], type: T) =>
  events.filter((e): e is Extract<SessionEvent, { type: T }> => e.type === type)

/**
 * Answers the current player's request (play a card when possible, so hands shrink; never call UNO, catch
 * or jump in) until `stop` holds for the open requests. Returns them.
 */
function playUntil(session: GameSession, engine: Engine, stop: (open: readonly DecisionRequest[]) => boolean): readonly DecisionRequest[] {
  for (let step = 0; step < 2_000; step++) {
    const open = session.openRequests
    if (stop(open)) return open
    const request = open.find((r) => r.playerId === engine.getState().currentPlayerId)
    if (request === undefined) throw new Error(`the current player is not asked (step ${step})`)
    const pick = (type: string): Action | undefined => request.legalActions.find((a) => a.type === type)
    const action = pick('PLAY') ?? pick('CHOOSE_COLOR') ?? pick('ACCEPT') ?? pick('DRAW') ?? pick('PASS')
    if (action === undefined) throw new Error(`nothing to answer with: ${types(request).join(', ')}`)
    expect(session.respond({ requestId: request.requestId, playerId: request.playerId, action }).accepted).toBe(true)
    if (session.phase !== 'running') throw new Error('the game ended first')
  }
  throw new Error('never happened')
}

const callWindow = (open: readonly DecisionRequest[]): boolean => open.some((r) => r.legalActions.some((a) => a.type === 'DECLARE_UNO'))

describe('UNO through a GameSession: out-of-turn requests', () => {
  it('a player down to one card without calling UNO: everyone is asked, and a player who is not the current one catches them', () => {
    const { session, engine, events } = unoSession()
    void session.start()
    const open = playUntil(session, engine, callWindow)
    const caller = open.find((r) => r.legalActions.some((a) => a.type === 'DECLARE_UNO'))!.playerId
    const current = engine.getState().currentPlayerId!
    expect(handOf(engine, caller)).toHaveLength(1)
    // One request per player, one deadline; the caller may declare, everyone else may catch.
    expect(open.map((r) => r.playerId).sort()).toEqual(PLAYERS)
    expect(new Set(open.map((r) => r.deadline)).size).toBe(1)
    for (const request of open) {
      if (request.playerId === caller) expect(request.match?.types).toContain('DECLARE_UNO')
      else expect(request.match?.types).toContain('CATCH_UNO')
    }
    expect(types(open.find((r) => r.playerId === current)!).length).toBeGreaterThan(1) // its turn actions as well
    const catcher = open.find((r) => r.playerId !== caller && r.playerId !== current)!
    const callerRequest = open.find((r) => r.playerId === caller)!
    // The caller cannot catch itself, nor answer with another player's request.
    expect(session.respond({ requestId: callerRequest.requestId, playerId: caller, action: { type: 'CATCH_UNO', payload: { target: caller } } })).toMatchObject({ accepted: false, code: 'WRONG_TYPE' })
    expect(session.respond({ requestId: catcher.requestId, playerId: caller, action: { type: 'CATCH_UNO', payload: { target: caller } } })).toMatchObject({ accepted: false, code: 'WRONG_PLAYER' })
    expect(session.respond({ requestId: catcher.requestId, playerId: catcher.playerId, action: { type: 'CATCH_UNO', payload: { target: catcher.playerId } } })).toMatchObject({ accepted: false, code: 'ILLEGAL_ACTION' })

    const verdict = session.respond({ requestId: catcher.requestId, playerId: catcher.playerId, action: { type: 'CATCH_UNO', payload: { target: caller } } })
    expect(verdict).toMatchObject({ accepted: true, action: { type: 'CATCH_UNO', playerId: catcher.playerId } })
    expect(handOf(engine, caller)).toHaveLength(3) // the penalty: two cards
    const closed = ofType(events, 'request-closed').filter((e) => open.some((r) => r.requestId === e.requestId))
    expect(closed.map((e) => [e.playerId, e.reason]).sort()).toEqual(
      open.map((r) => [r.playerId, r.playerId === catcher.playerId ? 'answered' : 'superseded']).sort(),
    )
    // The window closed: only the current player is asked again, and nobody may catch.
    expect(session.openRequests.map((r) => r.playerId)).toEqual([current])
    expect(types(session.openRequests[0]!)).not.toContain('CATCH_UNO')
    expect(session.respond({ requestId: callerRequest.requestId, playerId: caller, action: { type: 'DECLARE_UNO' } })).toMatchObject({ accepted: false, code: 'UNKNOWN_REQUEST' })
    session.stop()
  })

  it('the caller declares UNO out of turn: the window closes and nobody can catch them any more', () => {
    const { session, engine } = unoSession()
    void session.start()
    const open = playUntil(session, engine, callWindow)
    const callerRequest = open.find((r) => r.legalActions.some((a) => a.type === 'DECLARE_UNO'))!
    const current = engine.getState().currentPlayerId!
    expect(callerRequest.playerId).not.toBe(current)
    expect(session.respond({ requestId: callerRequest.requestId, playerId: callerRequest.playerId, action: { type: 'DECLARE_UNO' } }).accepted).toBe(true)
    expect(getUnoState(engine.getState()).unoCall).toMatchObject({ player: callerRequest.playerId, declared: true })
    expect(handOf(engine, callerRequest.playerId)).toHaveLength(1)
    expect(session.openRequests.map((r) => r.playerId)).toEqual([current])
    expect(types(session.openRequests[0]!)).not.toContain('CATCH_UNO')
    session.stop()
  })

  it('nobody answers in a call window: the timeout plays the current player\'s default, and nobody catches by default', () => {
    const { session, engine, time, events } = unoSession()
    void session.start()
    const open = playUntil(session, engine, callWindow)
    const current = engine.getState().currentPlayerId!
    const expected = engine.getDefaultAction(current)!
    time.advance(10_000)
    const applied = ofType(events, 'action').at(-1)!
    expect(applied).toMatchObject({ source: 'timeout', action: { type: expected.type, playerId: current } })
    expect(ofType(events, 'request-closed').filter((e) => open.some((r) => r.requestId === e.requestId)).every((e) => e.reason === 'timeout')).toBe(true)
    session.stop()
  })

  it('Jump-In: a player holding the card just played is asked out of turn, and playing it takes the turn', () => {
    const { session, engine, events } = unoSession({ jumpIn: true }, 1)
    void session.start()
    // A jump-in on a number card, so that play simply goes on from the jumper.
    const topIsNumber = () => getUnoCard(engine.getState(), engine.getState().zones['uno-discard']!.cards.at(-1)!).kind === 'number'
    const jumpable = (open: readonly DecisionRequest[]) =>
      topIsNumber() && open.some((r) => r.playerId !== engine.getState().currentPlayerId && r.legalActions.some((a) => a.type === 'PLAY'))
    const open = playUntil(session, engine, jumpable)
    const current = engine.getState().currentPlayerId!
    const jumper = open.find((r) => r.playerId !== current && r.legalActions.some((a) => a.type === 'PLAY'))!
    const play = jumper.legalActions.find((a) => a.type === 'PLAY')!
    // Asked out of turn: the players holding a card identical to the top one, for PLAY only.
    const top = getUnoCard(engine.getState(), engine.getState().zones['uno-discard']!.cards.at(-1)!)
    for (const request of open.filter((r) => r.playerId !== current)) {
      expect(request.match?.types).toEqual(['PLAY'])
      for (const action of request.legalActions) {
        expect(getUnoCard(engine.getState(), (action.payload as { cardId: string }).cardId)).toMatchObject({ color: top.color, kind: top.kind, value: top.value })
      }
    }
    const before = handOf(engine, jumper.playerId).length
    const turn = engine.getState().turn
    expect(session.respond({ requestId: jumper.requestId, playerId: jumper.playerId, action: { type: 'PLAY', payload: play.payload } }).accepted).toBe(true)
    expect(handOf(engine, jumper.playerId)).toHaveLength(before - 1)
    const played = ofType(events, 'action').at(-1)!.events.find((e) => e.type === 'UNO_CARD_PLAYED')!
    expect(played.payload).toMatchObject({ playerId: jumper.playerId, jumpIn: true })
    expect(ofType(events, 'request-closed').find((e) => e.playerId === current && open.some((r) => r.requestId === e.requestId))).toMatchObject({ reason: 'superseded' })
    // Play goes on from the jumper (the card is a number: the player after them is next).
    expect(top.kind).toBe('number')
    expect(engine.getState().turn).toBeGreaterThan(turn)
    expect(engine.getState().currentPlayerId).toBe(seatAfter(getUnoState(engine.getState()), jumper.playerId))
    expect(session.openRequests.map((r) => r.playerId)).toContain(seatAfter(getUnoState(engine.getState()), jumper.playerId))
    session.stop()
  })
})
