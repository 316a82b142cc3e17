import { describe, it, expect } from 'vitest'
import type { Action } from '../actions/types'
import { EngineDestroyedError, GameLifecycleError } from '../errors/errors'
import type { GamePlugin } from '../plugins/types'
import {
  CardGamePlugin,
  createCardGameHandlers,
  createCardGamePlugin,
  DECK_ZONE_ID,
  handOf,
  playFirstLegal,
  startCardGame,
  type CardGameAction,
} from '../replay/__fixtures__/cardGame'
import { GameEngine } from './gameEngine'

/** An action without its (engine-assigned) id. */
const shape = (a: Action) => ({ type: a.type, playerId: a.playerId, payload: a.payload })

/** Everything the engine exposes that a read must not change. */
function observe(engine: GameEngine<CardGameAction>) {
  const state = engine.getState()
  return { state, version: state.version, history: [...engine.getHistory()], random: engine.createSnapshot().random }
}

function expectUnchanged(engine: GameEngine<CardGameAction>, before: ReturnType<typeof observe>) {
  expect(engine.getState()).toBe(before.state)
  expect(engine.getState().version).toBe(before.version)
  expect([...engine.getHistory()]).toEqual(before.history)
  expect(engine.createSnapshot().random).toEqual(before.random)
}

/** Every candidate the game's handlers propose for a player (before the rules). */
function candidates(engine: GameEngine<CardGameAction>, playerId: string): CardGameAction[] {
  const inits = createCardGameHandlers().flatMap((h) => (h.enumerate ? [...h.enumerate(engine.getState(), playerId)] : []))
  // The game's enumerate always fills in the payload: these are complete actions but for the id.
  return inits as unknown as CardGameAction[]
}

describe('getLegalActions', () => {
  it('returns the enumerated candidates that pass the rules, in handler order', () => {
    const engine = startCardGame()
    const [a, b] = handOf(engine.getState(), 'p1')
    expect(handOf(engine.getState(), 'p1')).toHaveLength(2)
    expect(engine.getLegalActions('p1').map(shape)).toEqual([
      { type: 'SHUFFLE', playerId: 'p1', payload: {} },
      { type: 'DRAW', playerId: 'p1', payload: {} },
      { type: 'PLAY', playerId: 'p1', payload: { cardIds: [a] } },
      { type: 'PLAY', playerId: 'p1', payload: { cardIds: [b] } },
      { type: 'PLAY', playerId: 'p1', payload: { cardIds: [a, b] } },
    ])
  })

  it('returns nothing for a player whose turn it is not, although candidates were proposed', () => {
    const engine = startCardGame()
    expect(candidates(engine, 'p2')).toHaveLength(5)
    expect(engine.getLegalActions('p2')).toEqual([])
    expect(engine.getLegalActions('p3')).toEqual([])
    for (const c of candidates(engine, 'p2')) {
      expect(engine.validate(c)).toEqual({ ok: false, denyReason: 'not your turn', denyCode: 'NOT_YOUR_TURN' })
    }
  })

  it('returns nothing for an unknown player', () => {
    const engine = startCardGame()
    expect(engine.getLegalActions('ghost')).toEqual([])
  })

  it('drops DRAW when the hand is full', () => {
    const engine = startCardGame()
    engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    expect(handOf(engine.getState(), 'p1')).toHaveLength(4)
    const types = engine.getLegalActions('p1').map((a) => a.type)
    expect(types).toEqual(['SHUFFLE', 'PLAY', 'PLAY', 'PLAY', 'PLAY', 'PLAY'])
    expect(engine.validate({ type: 'DRAW', playerId: 'p1' })).toEqual({ ok: false, denyReason: 'hand is full', denyCode: 'HAND_FULL' })
  })

  it('drops SHUFFLE when fewer than two cards are left and DRAW when the deck is empty', () => {
    const engine = startCardGame({ plugins: [createCardGamePlugin({ cardCount: 7 })] })
    expect(engine.getState().zones[DECK_ZONE_ID]!.cards).toHaveLength(1)
    expect(engine.getLegalActions('p1').map((a) => a.type)).toEqual(['DRAW', 'PLAY', 'PLAY', 'PLAY'])
    engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    expect(engine.getLegalActions('p1').map((a) => a.type)).toEqual(['PLAY', 'PLAY', 'PLAY', 'PLAY'])
    expect(engine.validate({ type: 'DRAW', playerId: 'p1' })).toEqual({ ok: false, denyReason: 'deck is empty', denyCode: 'DECK_EMPTY' })
  })

  it('returns nothing before the game starts and after it ends', () => {
    const waiting = startCardGame({ start: false })
    expect(waiting.getLegalActions('p1')).toEqual([])
    const engine = startCardGame()
    playFirstLegal(engine, 100)
    expect(engine.getState().status).toBe('finished')
    for (const id of ['p1', 'p2', 'p3']) expect(engine.getLegalActions(id)).toEqual([])
  })

  it('does not list actions of handlers without enumerate, even when they are allowed', () => {
    const engine = startCardGame()
    const give = { type: 'GIVE' as const, playerId: 'p1', payload: { cardId: handOf(engine.getState(), 'p1')[0]!, toPlayerId: 'p2' } }
    expect(engine.validate(give)).toEqual({ ok: true })
    expect(engine.getLegalActions('p1').some((a) => a.type === 'GIVE')).toBe(false)
  })

  it('every legal action is accepted by dispatch, and every other candidate is denied by it', () => {
    const engine = startCardGame()
    playFirstLegal(engine, 3)
    const current = engine.getState().currentPlayerId!
    const legal = engine.getLegalActions(current)
    expect(legal.length).toBeGreaterThan(2)
    for (const action of legal) {
      const result = engine.fork().dispatch(action)
      expect(result.ok).toBe(true)
      expect(shape(result.action)).toEqual(shape(action))
    }
    for (const player of ['p1', 'p2', 'p3']) {
      const allowed = engine.getLegalActions(player).map(shape)
      for (const c of candidates(engine, player)) {
        const inLegal = allowed.some((a) => JSON.stringify(a) === JSON.stringify(shape(c)))
        expect(engine.fork().dispatch(c).ok).toBe(inLegal)
      }
    }
  })

  it('changes nothing: state, version, random position, history, subscribers', () => {
    const engine = startCardGame()
    playFirstLegal(engine, 2)
    const events: string[] = []
    engine.subscribeAll((e) => events.push(e.type))
    const before = observe(engine)
    const first = engine.getLegalActions('p1')
    for (const id of ['p1', 'p2', 'p3', 'ghost']) engine.getLegalActions(id)
    expectUnchanged(engine, before)
    expect(events).toEqual([])
    // Asking again gives the same answer.
    expect(engine.getLegalActions('p1')).toEqual(first)
    // And the next dispatch is numbered as if nothing had happened.
    const current = engine.getState().currentPlayerId!
    const result = engine.dispatch(engine.getLegalActions(current)[0]!)
    expect(result.action.id).toBe('a3')
    expect(engine.getHistory().map((r) => r.sequence)).toEqual([1, 2, 3])
  })

  it('runs the rules read-only: a rule that writes state makes it throw, and nothing changes', () => {
    const Sneaky: GamePlugin = {
      id: 'sneaky',
      name: 'Sneaky',
      version: '1.0.0',
      rules: [
        {
          id: 'sneaky.write',
          name: 'Writes state',
          appliesTo: ['DRAW'],
          validate(ctx) {
            if (ctx.state.variables.armed === true) ctx.game.setVariable('sneaky', true)
            return { allowed: true }
          },
        },
      ],
      setup: (ctx) => ctx.setVariable('armed', true),
    }
    const engine = startCardGame({ plugins: [CardGamePlugin, Sneaky] })
    const before = observe(engine)
    let thrown: unknown
    try {
      engine.getLegalActions('p1')
    } catch (e) {
      thrown = e
    }
    expect(thrown).toBeInstanceOf(GameLifecycleError)
    expect((thrown as GameLifecycleError).message).toBe('Rules must not change state')
    expect((thrown as GameLifecycleError).code).toBe('READ_ONLY_CONTEXT')
    expectUnchanged(engine, before)
    expect(engine.getState().variables.sneaky).toBeUndefined()
  })

  it('runs the rules read-only: a rule that dispatches makes it throw, and nothing changes', () => {
    const Dispatcher: GamePlugin = {
      id: 'dispatcher',
      name: 'Dispatcher',
      version: '1.0.0',
      rules: [
        {
          id: 'dispatcher.draw',
          name: 'Dispatches from a rule',
          appliesTo: ['PLAY'],
          validate(ctx) {
            ctx.game.dispatch({ type: 'SHUFFLE', playerId: ctx.action.playerId! })
            return { allowed: true }
          },
        },
      ],
    }
    const engine = startCardGame({ plugins: [CardGamePlugin, Dispatcher] })
    const before = observe(engine)
    expect(() => engine.getLegalActions('p1')).toThrow(new GameLifecycleError('Rules must not dispatch actions', 'READ_ONLY_CONTEXT'))
    expectUnchanged(engine, before)
    // The read-only guard is lifted afterwards: normal play works.
    expect(engine.dispatch({ type: 'SHUFFLE', playerId: 'p1' }).ok).toBe(true)
  })

  it('is refused before createGame and after destroy', () => {
    expect(() => new GameEngine().getLegalActions('p1')).toThrow('Game has not been created yet; call createGame() first')
    const engine = startCardGame()
    engine.destroy()
    expect(() => engine.getLegalActions('p1')).toThrow(EngineDestroyedError)
  })
})

describe('validate (dry run of the rules)', () => {
  it('allows a legal action', () => {
    const engine = startCardGame()
    expect(engine.validate({ type: 'DRAW', playerId: 'p1' })).toEqual({ ok: true })
    expect(engine.validate({ id: 'given', type: 'SHUFFLE', playerId: 'p1', payload: {} })).toEqual({ ok: true })
  })

  it("reports the first denying rule's reason and code", () => {
    const engine = startCardGame()
    expect(engine.validate({ type: 'DRAW', playerId: 'p2' })).toEqual({ ok: false, denyReason: 'not your turn', denyCode: 'NOT_YOUR_TURN' })
    // The turn rule is registered before the payload rule: it short-circuits.
    expect(engine.validate({ type: 'PLAY', playerId: 'p2', payload: { cardIds: [] } })).toEqual({
      ok: false,
      denyReason: 'not your turn',
      denyCode: 'NOT_YOUR_TURN',
    })
    expect(engine.validate({ type: 'PLAY', playerId: 'p1', payload: { cardIds: [] } })).toEqual({
      ok: false,
      denyReason: 'cardIds must be a non-empty list of card ids',
      denyCode: 'BAD_PAYLOAD',
    })
    expect(engine.validate({ type: 'PLAY', playerId: 'p1', payload: { cardIds: ['c99'] } })).toEqual({
      ok: false,
      denyReason: 'card not in hand',
      denyCode: 'CARD_NOT_IN_HAND',
    })
    expect(engine.validate({ type: 'DEAL', payload: { count: 1 } })).toEqual({ ok: false, denyReason: 'cards were already dealt', denyCode: 'ALREADY_DEALT' })
  })

  it('denies a non-string playerId with INVALID_ACTION and its own reason, as dispatch does', () => {
    const engine = startCardGame()
    const verdict = { ok: false, denyReason: 'Action playerId must be a string, got a number', denyCode: 'INVALID_ACTION' }
    expect(engine.validate({ type: 'DRAW', playerId: 7 } as never)).toEqual(verdict)
    const result = engine.dispatch({ type: 'DRAW', playerId: 7 } as never)
    expect({ ok: result.ok, denyReason: result.denyReason, denyCode: result.denyCode }).toEqual(verdict)
  })

  it('denies an action of no player of the game with UNKNOWN_PLAYER, as dispatch does, and lists no legal action for them', () => {
    const engine = startCardGame()
    const verdict = { ok: false, denyReason: "No player 'ghost' in this game", denyCode: 'UNKNOWN_PLAYER' }
    expect(engine.validate({ type: 'DRAW', playerId: 'ghost' })).toEqual(verdict)
    expect(engine.getLegalActions('ghost')).toEqual([])
  })

  it.each([
    ['null', null],
    ['a number', 7],
    ['an array', [{ type: 'DRAW' }]],
    ['an object without type', { playerId: 'p1' }],
    ['an empty type', { type: '' }],
  ])('denies %s with INVALID_ACTION', (_label, value) => {
    const engine = startCardGame()
    expect(engine.validate(value as never)).toEqual({
      ok: false,
      denyReason: 'Action must be an object with a non-empty string type',
      denyCode: 'INVALID_ACTION',
    })
  })

  it('denies an unknown type with UNKNOWN_ACTION_TYPE, like dispatch does', () => {
    const engine = startCardGame()
    const unknown = { type: 'TELEPORT', playerId: 'p1' } as never
    expect(engine.validate(unknown)).toEqual({
      ok: false,
      denyReason: "No action handler registered for type 'TELEPORT'",
      denyCode: 'UNKNOWN_ACTION_TYPE',
    })
    const result = engine.dispatch(unknown)
    expect({ ok: result.ok, denyReason: result.denyReason, denyCode: result.denyCode }).toEqual(engine.validate(unknown))
  })

  it('gives the same verdict dispatch would give', () => {
    const engine = startCardGame()
    playFirstLegal(engine, 3)
    const hand = (p: string) => handOf(engine.getState(), p)
    const probes: unknown[] = [
      { type: 'DRAW', playerId: 'p1' },
      { type: 'DRAW', playerId: 'p2' },
      { type: 'SHUFFLE' },
      { type: 'PLAY', playerId: 'p2', payload: { cardIds: [hand('p2')[0]] } },
      { type: 'PLAY', playerId: 'p2', payload: { cardIds: [hand('p1')[0]] } },
      { type: 'PLAY', playerId: 'p2', payload: { cardIds: hand('p2'), note: 5 } },
      { type: 'GIVE', playerId: 'p2', payload: { cardId: hand('p2')[0], toPlayerId: 'p2' } },
      { type: 'GIVE', playerId: 'p2', payload: { cardId: hand('p2')[0], toPlayerId: 'p3' } },
      { type: 'DEAL', playerId: 'p2', payload: { count: 1 } },
      { type: 'NOPE' },
      'DRAW',
    ]
    expect(engine.getState().currentPlayerId).toBe('p2')
    for (const probe of probes) {
      const verdict = engine.validate(probe as never)
      const result = engine.fork().dispatch(probe as never)
      const outcome: Record<string, unknown> = { ok: result.ok }
      if (result.denyReason !== undefined) outcome.denyReason = result.denyReason
      if (result.denyCode !== undefined) outcome.denyCode = result.denyCode
      expect(outcome).toEqual(verdict)
    }
  })

  it('changes nothing, not even the action it is given', () => {
    const engine = startCardGame()
    const events: string[] = []
    engine.subscribeAll((e) => events.push(e.type))
    const before = observe(engine)
    const action = { type: 'PLAY', playerId: 'p1', payload: { cardIds: [handOf(engine.getState(), 'p1')[0]!] } }
    const copy = JSON.parse(JSON.stringify(action))
    expect(engine.validate(action as CardGameAction)).toEqual({ ok: true })
    expect(engine.validate({ type: 'DRAW', playerId: 'p2' })).toEqual({ ok: false, denyReason: 'not your turn', denyCode: 'NOT_YOUR_TURN' })
    expectUnchanged(engine, before)
    expect(events).toEqual([])
    expect(action).toEqual(copy)
    expect(Object.hasOwn(action, 'id')).toBe(false)
    expect(Object.isFrozen(action)).toBe(false)
  })

  it('is refused before createGame and after destroy', () => {
    expect(() => new GameEngine().validate({ type: 'DRAW' })).toThrow('Game has not been created yet; call createGame() first')
    const engine = startCardGame()
    engine.destroy()
    expect(() => engine.validate({ type: 'DRAW', playerId: 'p1' })).toThrow(EngineDestroyedError)
  })
})
