import { describe, expect, it } from 'vitest'
import { GameLifecycleError, NotFoundError, StateValidationError } from '../errors/errors'
import type { GameEvent } from '../events/types'
import type { GamePlugin } from '../plugins/types'
import { SeededRandomProvider } from '../random/randomProvider'
import { createCard, createPlayer, createZone, playerHandZoneId } from '../state/factories'
import { stateUtils } from '../state/stateUtils'
import type { GameState } from '../state/types'
import type { GameContext } from './gameContext'
import type { GameEngine } from './gameEngine'
import type { DispatchResult } from './types'
import {
  DECK_ZONE_ID,
  DRAW_CARD,
  createDeckPlugin,
  createProbe,
  deckCardId,
  manualClock,
  newGame,
  thrownBy,
  type Probe,
} from './__fixtures__/testPlugins'

/** A started game with a 5-card deck (not shuffled, so card order is known) and a probe. */
function setup(config: Parameters<typeof newGame>[1] = {}): { engine: GameEngine; probe: Probe } {
  const probe = createProbe()
  const engine = newGame([createDeckPlugin({ cards: 5, shuffleOnStart: false }), probe.plugin], config)
  return { engine, probe }
}

interface Step {
  before: GameState
  after: GameState
}

/** Runs `mutate` inside a tick and returns the state right before and right after it. */
function step(engine: GameEngine, probe: Probe, mutate: (ctx: GameContext) => void): Step {
  return probe.run(engine, (ctx) => {
    const before = ctx.state
    mutate(ctx)
    return { before, after: ctx.state }
  }).value
}

describe('GameContext mutation primitives: each call adds exactly 1 to the version', () => {
  const cases: Record<string, { prepare?: (ctx: GameContext) => void; mutate: (ctx: GameContext) => void; check: (s: Step) => void }> = {
    setVariable: {
      mutate: (ctx) => ctx.setVariable('phase', { name: 'draw', round: 2 }),
      check: ({ after }) => expect(after.variables.phase).toEqual({ name: 'draw', round: 2 }),
    },
    addPlayer: {
      mutate: (ctx) => ctx.addPlayer(createPlayer({ id: 'p3', name: 'Carol', seat: 3 })),
      check: ({ after }) => expect(after.players.p3).toEqual({ id: 'p3', name: 'Carol', seat: 3 }),
    },
    removePlayer: {
      mutate: (ctx) => ctx.removePlayer('p2'),
      check: ({ after }) => expect(Object.keys(after.players)).toEqual(['p1']),
    },
    addCard: {
      mutate: (ctx) => ctx.addCard(createCard({ id: 'joker', type: 'special' })),
      check: ({ before, after }) => {
        expect(after.cards.joker).toEqual({ id: 'joker', type: 'special' })
        expect(after.zones).toBe(before.zones)
      },
    },
    removeCard: {
      mutate: (ctx) => ctx.removeCard(deckCardId(0)),
      check: ({ after }) => {
        expect(Object.hasOwn(after.cards, deckCardId(0))).toBe(false)
        expect(after.zones[DECK_ZONE_ID]!.cards).toEqual([1, 2, 3, 4].map(deckCardId))
      },
    },
    addZone: {
      mutate: (ctx) => ctx.addZone(createZone({ id: 'discard', type: 'discard' })),
      check: ({ after }) => expect(after.zones.discard).toEqual({ id: 'discard', type: 'discard', ownerId: null, cards: [] }),
    },
    removeZone: {
      mutate: (ctx) => ctx.removeZone(playerHandZoneId('p2')),
      check: ({ after }) => expect(Object.keys(after.zones).sort()).toEqual([DECK_ZONE_ID, playerHandZoneId('p1')]),
    },
    addCardToZone: {
      prepare: (ctx) => ctx.addCard(createCard({ id: 'joker', type: 'special' })),
      mutate: (ctx) => ctx.addCardToZone('joker', DECK_ZONE_ID),
      check: ({ after }) => expect(after.zones[DECK_ZONE_ID]!.cards).toEqual([...[0, 1, 2, 3, 4].map(deckCardId), 'joker']),
    },
    removeCardFromZone: {
      mutate: (ctx) => ctx.removeCardFromZone(deckCardId(2), DECK_ZONE_ID),
      check: ({ after }) => {
        expect(after.zones[DECK_ZONE_ID]!.cards).toEqual([0, 1, 3, 4].map(deckCardId))
        expect(Object.hasOwn(after.cards, deckCardId(2))).toBe(true)
      },
    },
    moveCard: {
      mutate: (ctx) => ctx.moveCard(deckCardId(1), DECK_ZONE_ID, playerHandZoneId('p1')),
      check: ({ after }) => {
        expect(after.zones[DECK_ZONE_ID]!.cards).toEqual([0, 2, 3, 4].map(deckCardId))
        expect(after.zones[playerHandZoneId('p1')]!.cards).toEqual([deckCardId(1)])
      },
    },
    setStatus: {
      mutate: (ctx) => ctx.setStatus('paused'),
      check: ({ before, after }) => {
        expect(before.status).toBe('playing')
        expect(after.status).toBe('paused')
      },
    },
    setCurrentPlayer: {
      mutate: (ctx) => ctx.setCurrentPlayer('p2'),
      check: ({ after }) => expect(after.currentPlayerId).toBe('p2'),
    },
    'setCurrentPlayer(null)': {
      prepare: (ctx) => ctx.setCurrentPlayer('p1'),
      mutate: (ctx) => ctx.setCurrentPlayer(null),
      check: ({ after }) => expect(after.currentPlayerId).toBeNull(),
    },
    setTurn: {
      mutate: (ctx) => ctx.setTurn(4),
      check: ({ after }) => expect(after.turn).toBe(4),
    },
    addWinner: {
      mutate: (ctx) => ctx.addWinner('p2'),
      check: ({ after }) => expect(after.winnerIds).toEqual(['p2']),
    },
    'addWinner of a player who already won (idempotent, still +1)': {
      prepare: (ctx) => ctx.addWinner('p2'),
      mutate: (ctx) => ctx.addWinner('p2'),
      check: ({ after }) => expect(after.winnerIds).toEqual(['p2']),
    },
    update: {
      mutate: (ctx) => ctx.update((s) => stateUtils.setVariable(stateUtils.setTurn(s, 2), 'x', 1)),
      check: ({ after }) => {
        expect(after.turn).toBe(2)
        expect(after.variables.x).toBe(1)
      },
    },
  }

  for (const [name, { prepare, mutate, check }] of Object.entries(cases)) {
    it(name, () => {
      const { engine, probe } = setup()
      if (prepare) probe.run(engine, prepare)
      const measured = step(engine, probe, mutate)
      expect(measured.after.version).toBe(measured.before.version + 1)
      check(measured)
      // The change is committed with the tick.
      expect(engine.getState()).toEqual(measured.after)
    })
  }

  it('primitives update ctx.state immediately and leave earlier states untouched', () => {
    const { engine, probe } = setup()
    const states = probe.run(engine, (ctx) => {
      const seen = [ctx.state]
      ctx.setVariable('a', 1)
      seen.push(ctx.state)
      ctx.setVariable('b', 2)
      seen.push(ctx.state)
      return seen
    }).value
    expect(states.map((s) => s.version)).toEqual([states[0]!.version, states[0]!.version + 1, states[0]!.version + 2])
    expect(states.map((s) => s.variables)).toEqual([{}, { a: 1 }, { a: 1, b: 2 }])
  })

  it('setup writes count too: a 5-card deck with two hands ends createGame at version 1 + 5 × 2 + 2 = 13', () => {
    const engine = newGame([createDeckPlugin({ cards: 5 })], { start: false })
    expect(engine.getState().version).toBe(13)
  })

  it('a primitive that names something missing throws NotFoundError and changes nothing', () => {
    const { engine, probe } = setup()
    const error = probe.run(engine, (ctx) => {
      const before = ctx.state
      const e = thrownBy(() => ctx.moveCard('nope', DECK_ZONE_ID, playerHandZoneId('p1')))
      expect(ctx.state).toBe(before)
      return e
    }).value
    expect(error).toBeInstanceOf(NotFoundError)
  })

  it('outside setup, event handling or a tick a primitive throws GameLifecycleError (OUTSIDE_TICK)', () => {
    const kept: { ctx?: GameContext } = {}
    const keeper: GamePlugin = { id: 'keeper', name: 'Keeper', version: '1.0.0', setup: (ctx) => void (kept.ctx = ctx) }
    const engine = newGame([keeper])
    const state = engine.getState()
    const error = thrownBy(() => kept.ctx!.setVariable('late', true))
    expect(error).toBeInstanceOf(GameLifecycleError)
    expect((error as GameLifecycleError).code).toBe('OUTSIDE_TICK')
    expect(thrownBy(() => kept.ctx!.emit({ type: 'LATE' }))).toBeInstanceOf(GameLifecycleError)
    expect(engine.getState()).toBe(state)
  })
})

describe('GameContext queries', () => {
  it('getVariable returns a stored value and undefined for a missing or inherited key', () => {
    const { engine, probe } = setup()
    const read = probe.run(engine, (ctx) => {
      ctx.setVariable('direction', -1)
      ctx.setVariable('flag', false)
      return {
        direction: ctx.getVariable<number>('direction'),
        flag: ctx.getVariable('flag'),
        missing: ctx.getVariable('missing'),
        toString: ctx.getVariable('toString'),
        constructor: ctx.getVariable('constructor'),
        proto: ctx.getVariable('__proto__'),
      }
    }).value
    expect(read).toEqual({ direction: -1, flag: false, missing: undefined, toString: undefined, constructor: undefined, proto: undefined })
  })

  it('getPlayer, getZone and getCard return the records of the current state', () => {
    const { engine, probe } = setup()
    const read = probe.run(engine, (ctx) => ({
      player: ctx.getPlayer('p2'),
      zone: ctx.getZone(playerHandZoneId('p1')),
      card: ctx.getCard(deckCardId(3)),
      state: ctx.state,
    })).value
    expect(read.player).toBe(read.state.players.p2)
    expect(read.player).toEqual({ id: 'p2', name: 'Bob', seat: 2 })
    expect(read.zone).toEqual({ id: 'hand-p1', type: 'hand', ownerId: 'p1', cards: [] })
    expect(read.card).toEqual({ id: deckCardId(3), type: 'plain', index: 3 })
  })

  const missing: [string, (ctx: GameContext, id: string) => unknown, 'player' | 'zone' | 'card', string][] = [
    ['getPlayer', (ctx, id) => ctx.getPlayer(id), 'player', 'Player'],
    ['getZone', (ctx, id) => ctx.getZone(id), 'zone', 'Zone'],
    ['getCard', (ctx, id) => ctx.getCard(id), 'card', 'Card'],
  ]
  for (const [method, call, kind, label] of missing) {
    it(`${method} throws NotFoundError for a missing id, also for inherited names`, () => {
      const { engine, probe } = setup()
      const errors = probe.run(engine, (ctx) => ['ghost', 'toString', '__proto__'].map((id) => thrownBy(() => call(ctx, id)))).value
      for (const error of errors) expect(error).toBeInstanceOf(NotFoundError)
      const [ghost] = errors as NotFoundError[]
      expect(ghost!.kind).toBe(kind)
      expect(ghost!.id).toBe('ghost')
      expect(ghost!.code).toBe('NOT_FOUND')
      expect(ghost!.message).toBe(`${label} 'ghost' not found`)
    })
  }

  it('ctx.random is the engine’s seeded random source', () => {
    const probe = createProbe()
    const engine = newGame([probe.plugin], { config: { seed: 31337 } })
    const draws = probe.run(engine, (ctx) => [ctx.random.next(), ctx.random.next(), ctx.random.int(1, 6)]).value
    const reference = new SeededRandomProvider(31337)
    expect(draws).toEqual([reference.next(), reference.next(), reference.int(1, 6)])
  })
})

describe('GameContext.emit', () => {
  it('completes id, timestamp and stateVersion; payload defaults to {}; playerId only when given', () => {
    const time = manualClock(1)
    const { engine, probe } = setup({ config: { clock: time.clock } })
    time.now = 777
    const { value: versions, result } = probe.run(engine, (ctx) => {
      ctx.emit({ type: 'CUSTOM', payload: { a: 1 } })
      const first = ctx.state.version
      ctx.setVariable('x', 1)
      ctx.emit({ type: 'BARE', playerId: 'p1' })
      return [first, ctx.state.version]
    })
    const custom = result.events.find((e) => e.type === 'CUSTOM')!
    const bare = result.events.find((e) => e.type === 'BARE')!
    expect(custom).toEqual({ id: custom.id, type: 'CUSTOM', payload: { a: 1 }, timestamp: 777, stateVersion: versions[0] })
    expect(Object.hasOwn(custom, 'playerId')).toBe(false)
    expect(bare).toEqual({ id: bare.id, type: 'BARE', payload: {}, playerId: 'p1', timestamp: 777, stateVersion: versions[1] })
    expect(typeof custom.id).toBe('string')
    expect(custom.id.length).toBeGreaterThan(0)
    expect(new Set(result.events.map((e) => e.id)).size).toBe(result.events.length)
  })

  it('does not change the version, reaches plugin handlers in the tick and subscribers after it', () => {
    const handled: GameEvent[] = []
    const probe = createProbe()
    const listener: GamePlugin = {
      id: 'listener',
      name: 'Listener',
      version: '1.0.0',
      events: [{ type: 'CUSTOM', handle: (e, ctx) => void handled.push(e, { ...e, stateVersion: ctx.state.version }) }],
    }
    const engine = newGame([probe.plugin, listener])
    const subscribed: GameEvent[] = []
    engine.subscribe('CUSTOM', (e) => subscribed.push(e))
    const { value } = probe.run(engine, (ctx) => {
      const before = ctx.state.version
      ctx.emit({ type: 'CUSTOM', payload: { n: 1 } })
      return { before, after: ctx.state.version, handledDuringTick: handled.length, subscribedDuringTick: subscribed.length }
    })
    expect(value.after).toBe(value.before)
    expect(value.handledDuringTick).toBe(2)
    expect(value.subscribedDuringTick).toBe(0)
    expect(subscribed).toEqual([handled[0]])
  })
})

describe('GameContext.drawCards', () => {
  it('dispatches DRAW_CARD { playerId, count } without fromZoneId and returns the chained placeholder', () => {
    const { engine, probe } = setup()
    const { value: placeholder, result } = probe.run(engine, (ctx) => ctx.drawCards('p1', 2))
    expect(placeholder.ok).toBe(true)
    expect(placeholder.events).toEqual([])
    expect(placeholder.processedActions).toEqual([])
    expect(placeholder.action.type).toBe(DRAW_CARD)
    expect(placeholder.action.playerId).toBe('p1')
    expect(placeholder.action.payload).toEqual({ playerId: 'p1', count: 2 })
    expect(Object.keys(placeholder.action.payload as object)).toEqual(['playerId', 'count'])
    expect(result.processedActions.map((p) => [p.action.type, p.ok])).toEqual([
      ['PROBE', true],
      [DRAW_CARD, true],
    ])
    expect(engine.getState().zones[playerHandZoneId('p1')]!.cards).toEqual([deckCardId(0), deckCardId(1)])
  })

  it('passes fromZoneId when given', () => {
    const { engine, probe } = setup()
    probe.run(engine, (ctx) => ctx.drawCards('p2', 3))
    const { value } = probe.run(engine, (ctx) => ctx.drawCards('p1', 1, playerHandZoneId('p2')))
    expect(value.action.payload).toEqual({ playerId: 'p1', count: 1, fromZoneId: 'hand-p2' })
    expect(engine.getState().zones[playerHandZoneId('p1')]!.cards).toEqual([deckCardId(0)])
    expect(engine.getState().zones[playerHandZoneId('p2')]!.cards).toEqual([deckCardId(1), deckCardId(2)])
  })

  it('goes through the rules like any action: a denied draw changes nothing', () => {
    const { engine, probe } = setup()
    const before = engine.getState()
    const { result } = probe.run(engine, (ctx) => ctx.drawCards('p1', 99))
    expect(result.processedActions[1]).toMatchObject({ ok: false, denyCode: 'NOT_ENOUGH_CARDS' })
    expect(engine.getState().zones).toEqual(before.zones)
  })

  it('called outside a tick it is a top-level dispatch, recorded in history', () => {
    const kept: { ctx?: GameContext } = {}
    const engine = newGame([createDeckPlugin({ cards: 4 }), { id: 'k', name: 'k', version: '1.0.0', setup: (ctx) => void (kept.ctx = ctx) }])
    const result: DispatchResult = kept.ctx!.drawCards('p2', 2)
    expect(result.ok).toBe(true)
    expect(result.processedActions).toHaveLength(1)
    expect(engine.getHistory().map((r) => r.action.type)).toEqual([DRAW_CARD])
    expect(engine.getState().zones[playerHandZoneId('p2')]!.cards).toHaveLength(2)
  })
})

describe('GameContext.addStateCheck and removeStateCheck', () => {
  function turnLimit(ctx: GameContext): void {
    ctx.addStateCheck('turn-limit', (s) => (s.turn > 5 ? [`turn ${s.turn} is past 5`] : []))
  }

  it('a registered check runs after every dispatch and its failure rolls the tick back', () => {
    const { engine, probe } = setup()
    probe.run(engine, turnLimit)
    const before = engine.getState()
    const error = thrownBy(() => probe.run(engine, (ctx) => ctx.setTurn(6)))
    expect(error).toBeInstanceOf(StateValidationError)
    expect(error.message).toBe('State validation failed after dispatch: turn-limit: turn 6 is past 5')
    expect((error as StateValidationError).errors).toEqual(['turn-limit: turn 6 is past 5'])
    expect(engine.getState()).toEqual(before)
  })

  it('registering a name twice throws', () => {
    const { engine, probe } = setup()
    probe.run(engine, turnLimit)
    const error = probe.run(engine, (ctx) => thrownBy(() => turnLimit(ctx))).value
    expect(error.message).toBe("State check 'turn-limit' is already registered")
  })

  it('removeStateCheck removes it, and the name can be registered again', () => {
    const { engine, probe } = setup()
    probe.run(engine, turnLimit)
    probe.run(engine, (ctx) => ctx.removeStateCheck('turn-limit'))
    expect(() => probe.run(engine, (ctx) => ctx.setTurn(6))).not.toThrow()
    expect(engine.getState().turn).toBe(6)
    probe.run(engine, (ctx) => {
      ctx.setTurn(0)
      turnLimit(ctx)
    })
    expect(() => probe.run(engine, (ctx) => ctx.setTurn(7))).toThrow(StateValidationError)
  })

  it('removing a check that does not exist is harmless', () => {
    const { engine, probe } = setup()
    expect(() => probe.run(engine, (ctx) => ctx.removeStateCheck('never-added'))).not.toThrow()
  })

  it('a check that throws is reported as a failure of that check', () => {
    const { engine, probe } = setup()
    const error = thrownBy(() =>
      probe.run(engine, (ctx) =>
        ctx.addStateCheck('fragile', () => {
          throw new Error('kaboom')
        }),
      ),
    ) as StateValidationError
    expect(error).toBeInstanceOf(StateValidationError)
    expect(error.errors).toEqual(['fragile: threw: kaboom'])
  })

  /** A plugin whose setup registers the check `name`, failing while the status is `status`. */
  function failsWhile(name: string, status: GameState['status']): GamePlugin {
    return {
      id: 'strict',
      name: 'Strict',
      version: '1.0.0',
      setup: (ctx) => ctx.addStateCheck(name, (s) => (s.status === status ? [`status is ${status}`] : [])),
    }
  }

  it('a check added in setup is validated at the end of createGame', () => {
    const error = thrownBy(() => newGame([failsWhile('no-waiting', 'waiting')], { start: false }))
    expect(error).toBeInstanceOf(StateValidationError)
    expect(error.message).toBe('State validation failed after createGame: no-waiting: status is waiting')
  })

  it('a check failing after start makes start throw and leaves the game waiting', () => {
    const engine = newGame([failsWhile('not-playing', 'playing')], { start: false })
    const before = engine.getState()
    const error = thrownBy(() => engine.start())
    expect(error).toBeInstanceOf(StateValidationError)
    expect(error.message).toBe('State validation failed after start: not-playing: status is playing')
    expect(engine.getState()).toEqual(before)
    expect(engine.getState().status).toBe('waiting')
  })
})
