// Spec 004, 命令总线与阶段系统: "CommandBus.execute runs the before modifiers, calls the command's handler, runs the
// after modifiers, then decays the modifiers by the context's rules (skip, consume). The context also offers
// cancel and setResult. No handler is a clear error; a modifier may cancel the command before it runs or override
// its result, so a discount and an extra move stack independently."
import { describe, expect, it } from 'vitest'
import { newGame, thrownBy } from '../engine/__fixtures__/testPlugins'
import type { GameEngine } from '../engine/gameEngine'
import type { ValidationMode } from '../engine/types'
import { GameLifecycleError } from '../errors/errors'
import type { GamePlugin } from '../plugins/types'
import { ShopModifiersPlugin, ShopPlugin, spent } from './__fixtures__/shopGame'
import { addModifier, getModifiers } from './modifierState'
import type { ModifierInit } from './types'

function shop(mods: readonly ModifierInit[], validationMode: ValidationMode = 'always', plugins: readonly GamePlugin[] = [ShopPlugin, ShopModifiersPlugin]): GameEngine {
  const engine = newGame(plugins, { config: { validationMode } })
  for (const init of mods) expect(engine.dispatch({ type: 'ADD_MODIFIER', payload: { init } }).ok).toBe(true)
  return engine
}

const buy = (price: number, playerId = 'p1') => ({ type: 'BUY', playerId, payload: { price } })
const endTurn = (playerId: string) => ({ type: 'END_TURN', playerId })
const byId = (engine: GameEngine, id: string) => getModifiers(engine.getState()).find((m) => m.id === id)

describe('0. execute runs its stages in a fixed order: before, the handler, after, then the decay', () => {
  it('one action goes through them in that order, and the expiry comes after the handler’s and the after hook’s events', () => {
    const log: string[] = []
    const plugin: GamePlugin = {
      id: 'stages', name: 'Stages', version: '1.0.0',
      actions: [
        { type: 'ADD', execute: (action, { state }) => ({ state: addModifier(state, action.payload as ModifierInit).state }) },
        { type: 'GO', execute: (_action, { state }) => (log.push('handler'), { state, events: [{ type: 'WENT' }] }) },
      ],
      modifiers: [{
        kind: 'stages',
        before: () => void log.push('before'),
        after(ctx) {
          log.push('after')
          ctx.setResult({ state: ctx.result.state, events: [...(ctx.result.events ?? []), { type: 'AFTER' }] })
        },
      }],
    }
    // 'none': the engine runs each stage once (no dry run or check calls a hook again).
    const engine = newGame([plugin], { config: { validationMode: 'none' } })
    expect(engine.dispatch({ type: 'ADD', payload: { kind: 'stages', appliesTo: ['GO'], uses: 1 } }).ok).toBe(true)
    const result = engine.dispatch({ type: 'GO' })
    expect(log).toEqual(['before', 'handler', 'after'])
    expect(result.events.map((e) => e.type)).toEqual(['WENT', 'AFTER', 'MODIFIER_EXPIRED'])
    expect(getModifiers(engine.getState())).toEqual([])
  })
})

describe('1. the before modifiers run in a fixed order', () => {
  it('by priority, lower first, whatever the order they were added in', () => {
    // double (priority 10) was added first, discount (priority 0) second: the discount still comes first.
    const engine = shop([{ kind: 'double', appliesTo: ['BUY'] }, { kind: 'discount', appliesTo: ['BUY'], params: { off: 10 } }])
    engine.dispatch(buy(50))
    expect(spent(engine.getState()).p1).toBe(80) // (50 - 10) * 2, not 50 * 2 - 10
  })

  it('modifiers of one priority in the order they were added, m10 after m9', () => {
    const engine = shop(Array.from({ length: 11 }, () => ({ kind: 'trace', appliesTo: ['BUY'] })))
    const result = engine.dispatch(buy(10))
    const ids = Array.from({ length: 11 }, (_, i) => `m${i + 1}`)
    expect(engine.getHistory().at(-1)!.action.payload).toEqual({ price: 10 }) // the record keeps the action as sent
    expect(result.ok).toBe(true)
    expect(engine.getState().variables.seen).toEqual(ids) // the before hooks, each seeing the earlier ones' payload
    expect(engine.getState().variables.trace).toEqual(ids) // the after hooks, in the same order
  })

  it('only modifiers that match: the action type, the target player and the target card', () => {
    const engine = shop([
      { kind: 'discount', appliesTo: ['END_TURN'], params: { off: 1 } },
      { kind: 'discount', appliesTo: ['BUY'], playerId: 'p2', params: { off: 2 } },
      { kind: 'discount', appliesTo: ['BUY'], cardId: 'c1', params: { off: 4 } },
      { kind: 'discount', appliesTo: ['*'], params: { off: 8 } },
    ])
    engine.dispatch({ type: 'BUY', playerId: 'p1', payload: { price: 50, cardId: 'c1' } })
    expect(spent(engine.getState()).p1).toBe(50 - 4 - 8)
  })
})

describe('2. a before modifier may cancel the command', () => {
  it('the action is denied with its reason and code; nothing changes, and no modifier loses a use', () => {
    const engine = shop([
      { kind: 'discount', appliesTo: ['BUY'], params: { off: 10 }, uses: 1 },
      { kind: 'ban', appliesTo: ['BUY'], params: { reason: 'the shop is closed', code: 'SHOP_CLOSED' }, uses: 1 },
    ])
    const before = engine.getState()
    const result = engine.dispatch(buy(500))
    expect(result).toMatchObject({ ok: false, denyReason: 'the shop is closed', denyCode: 'SHOP_CLOSED', events: [] })
    expect(engine.getState()).toBe(before) // not even the rule that denies 500 ran
    expect(getModifiers(engine.getState()).map((m) => m.uses)).toEqual([1, 1])
  })

  it("is denied with MODIFIER_CANCELLED when the modifier gives no code", () => {
    const engine = shop([{ kind: 'ban', appliesTo: ['BUY'], params: { reason: 'banned' } }])
    expect(engine.dispatch(buy(5))).toMatchObject({ ok: false, denyReason: 'banned', denyCode: 'MODIFIER_CANCELLED' })
  })

  it('a chained action a modifier cancels is announced as ACTION_DENIED, like any denied chained action', () => {
    const relay: GamePlugin = {
      id: 'relay', name: 'Relay', version: '1.0.0',
      actions: [{ type: 'RELAY', execute: (_a, { state }) => ({ state, events: [{ type: 'RELAYED' }] }) }],
      events: [{ type: 'RELAYED', handle: (_e, ctx) => void ctx.dispatch(buy(5)) }],
    }
    const engine = shop([{ kind: 'ban', appliesTo: ['BUY'], params: { reason: 'banned' } }], 'always', [ShopPlugin, ShopModifiersPlugin, relay])
    const result = engine.dispatch({ type: 'RELAY' })
    expect(result.ok).toBe(true)
    expect(result.events.map((e) => e.type)).toEqual(['RELAYED', 'ACTION_DENIED'])
    expect(result.events[1]!.payload).toMatchObject({ denyReason: 'banned', denyCode: 'MODIFIER_CANCELLED' })
  })
})

describe('3. setPayload: the later modifiers, the rules and the handler see the new payload', () => {
  it('a discount brings a price the budget rule denies under the limit, and the handler charges the discounted price', () => {
    expect(shop([]).dispatch(buy(150)).denyCode).toBe('TOO_EXPENSIVE')
    const engine = shop([{ kind: 'discount', appliesTo: ['BUY'], params: { off: 60 } }, { kind: 'trace', appliesTo: ['BUY'] }])
    expect(engine.dispatch(buy(150)).ok).toBe(true)
    expect(spent(engine.getState()).p1).toBe(90)
    // trace (priority 5) ran after the discount and added its id to the discounted payload, which the handler got.
    expect(engine.getState().variables.seen).toEqual(['m2'])
    expect(engine.getHistory().at(-1)!.action.payload).toEqual({ price: 150 })
  })

  it('a later modifier reads the payload an earlier one set', () => {
    const seenBy: unknown[] = []
    const spy: GamePlugin = { id: 'spy', name: 'Spy', version: '1.0.0', modifiers: [{ kind: 'spy', priority: 7, before: (ctx) => void seenBy.push(ctx.action.payload) }] }
    const engine = shop([{ kind: 'spy', appliesTo: ['BUY'] }, { kind: 'trace', appliesTo: ['BUY'] }, { kind: 'discount', appliesTo: ['BUY'], params: { off: 1 } }], 'always', [ShopPlugin, ShopModifiersPlugin, spy])
    engine.dispatch(buy(10))
    expect(seenBy).toEqual([{ price: 9, seen: ['m2'] }]) // discount (0), trace (5), then spy (7)
  })
})

describe('4. an after modifier may override the result', () => {
  it('its state and its events replace the handler’s', () => {
    const engine = shop([{ kind: 'cashback', appliesTo: ['BUY'], params: { back: 15 } }])
    const result = engine.dispatch(buy(40))
    expect(spent(engine.getState()).p1).toBe(25)
    expect(result.events.map((e) => [e.type, e.payload])).toEqual([['CASHBACK', { back: 15 }]])
  })

  it('a later after modifier gets the result an earlier one set', () => {
    // trace (priority 5) runs after cashback (priority 0): its trace is added to cashback's state.
    const engine = shop([{ kind: 'trace', appliesTo: ['BUY'] }, { kind: 'cashback', appliesTo: ['BUY'], params: { back: 5 } }])
    engine.dispatch(buy(40))
    expect(spent(engine.getState()).p1).toBe(35)
    expect(engine.getState().variables.trace).toEqual(['m1'])
  })
})

describe('5. decay by the context rules: consume and skip', () => {
  it('a modifier that acted loses a use; at 0 it is removed with MODIFIER_EXPIRED after the action’s events', () => {
    const engine = shop([{ kind: 'discount', appliesTo: ['BUY'], params: { off: 10 }, uses: 2, source: 'coupon' }])
    engine.dispatch(buy(50))
    expect(byId(engine, 'm1')!.uses).toBe(1)
    const result = engine.dispatch(buy(50))
    expect(getModifiers(engine.getState())).toEqual([])
    expect(result.events.map((e) => e.type)).toEqual(['BOUGHT', 'MODIFIER_EXPIRED'])
    expect(result.events[1]!.payload).toEqual({
      modifier: { id: 'm1', kind: 'discount', appliesTo: ['BUY'], params: { off: 10 }, uses: 0, source: 'coupon' },
      reason: 'uses',
    })
    expect(spent(engine.getState()).p1).toBe(80)
    expect(engine.dispatch(buy(50)).ok).toBe(true)
    expect(spent(engine.getState()).p1).toBe(130) // the coupon is spent
  })

  it('a modifier that calls skip() loses no use', () => {
    const engine = shop([{ kind: 'picky', appliesTo: ['BUY'], params: { min: 50 }, uses: 1 }])
    engine.dispatch(buy(30))
    expect(byId(engine, 'm1')!.uses).toBe(1)
    const result = engine.dispatch(buy(60))
    expect(result.events.map((e) => e.type)).toEqual(['BOUGHT', 'MODIFIER_EXPIRED'])
  })

  it('an action the rules deny consumes nothing', () => {
    const engine = shop([{ kind: 'discount', appliesTo: ['BUY'], params: { off: 10 }, uses: 1 }])
    expect(engine.dispatch(buy(300)).denyCode).toBe('TOO_EXPENSIVE')
    expect(byId(engine, 'm1')!.uses).toBe(1)
  })

  it('a modifier without uses lasts until it is removed', () => {
    const engine = shop([{ kind: 'discount', appliesTo: ['BUY'], params: { off: 1 } }])
    for (let i = 0; i < 5; i++) engine.dispatch(buy(10))
    expect(spent(engine.getState()).p1).toBe(45)
    expect(getModifiers(engine.getState())).toHaveLength(1)
  })
})

describe('5. decay as turns pass', () => {
  it('a modifier with turns loses one each time an action makes the turn grow, and expires at 0', () => {
    const engine = shop([{ kind: 'marker', appliesTo: ['BUY'], turns: 2 }])
    engine.dispatch(buy(10))
    expect(byId(engine, 'm1')!.turns).toBe(2) // no turn passed
    engine.dispatch(endTurn('p1'))
    expect(byId(engine, 'm1')!.turns).toBe(1)
    const result = engine.dispatch(endTurn('p2'))
    expect(getModifiers(engine.getState())).toEqual([])
    expect(result.events.map((e) => [e.type, (e.payload as { reason: string }).reason])).toEqual([['MODIFIER_EXPIRED', 'turns']])
  })

  it("a modifier targeting a player counts only that player's turns", () => {
    const engine = shop([{ kind: 'marker', appliesTo: ['BUY'], playerId: 'p2', turns: 1 }])
    engine.dispatch(endTurn('p1'))
    expect(byId(engine, 'm1')!.turns).toBe(1) // p1's turn ended, not p2's
    engine.dispatch(endTurn('p2'))
    expect(getModifiers(engine.getState())).toEqual([])
  })

  it('an action that uses a modifier up and ends the turn reports it once, as used up', () => {
    const endsTurn: GamePlugin = { id: 'x', name: 'X', version: '1.0.0', modifiers: [{ kind: 'tick' }] }
    const engine = shop([{ kind: 'tick', appliesTo: ['END_TURN'], uses: 1, turns: 1 }], 'always', [ShopPlugin, ShopModifiersPlugin, endsTurn])
    const result = engine.dispatch(endTurn('p1'))
    expect(result.events.map((e) => (e.payload as { reason: string }).reason)).toEqual(['uses'])
  })
})

describe('6. modifiers stack independently of the rules that use them', () => {
  it('a discount and a doubling: discount first at its lower priority, a rebate after the doubling at its higher one', () => {
    const a = shop([{ kind: 'discount', appliesTo: ['BUY'], params: { off: 10 } }, { kind: 'double', appliesTo: ['BUY'] }])
    a.dispatch(buy(30))
    expect(spent(a.getState()).p1).toBe(40) // (30 - 10) * 2
    const b = shop([{ kind: 'rebate', appliesTo: ['BUY'], params: { off: 10 } }, { kind: 'double', appliesTo: ['BUY'] }])
    b.dispatch(buy(30))
    expect(spent(b.getState()).p1).toBe(50) // 30 * 2 - 10
  })

  it('each stacked modifier consumes its own uses', () => {
    const engine = shop([{ kind: 'discount', appliesTo: ['BUY'], params: { off: 10 }, uses: 1 }, { kind: 'double', appliesTo: ['BUY'], uses: 2 }])
    engine.dispatch(buy(30))
    expect(getModifiers(engine.getState()).map((m) => [m.id, m.uses])).toEqual([['m2', 1]])
    engine.dispatch(buy(30))
    expect(spent(engine.getState()).p1).toBe(40 + 60)
    expect(getModifiers(engine.getState())).toEqual([])
  })
})

describe('7. no handler is a clear error', () => {
  it('an action nobody handles is still denied UNKNOWN_ACTION_TYPE, before any modifier runs', () => {
    const engine = shop([{ kind: 'ban', appliesTo: ['*'], params: { reason: 'no' } }])
    expect(engine.dispatch({ type: 'NOPE' })).toMatchObject({ ok: false, denyCode: 'UNKNOWN_ACTION_TYPE' })
    expect(engine.validate({ type: 'NOPE' })).toMatchObject({ ok: false, denyCode: 'UNKNOWN_ACTION_TYPE' })
  })
})

describe('8. validate and getLegalActions see the same before modifiers', () => {
  it('a cancel denies in validate, and the action is not legal', () => {
    const engine = shop([{ kind: 'ban', appliesTo: ['BUY'], playerId: 'p1', params: { reason: 'frozen', code: 'FROZEN' } }])
    expect(engine.validate(buy(10))).toEqual({ ok: false, denyReason: 'frozen', denyCode: 'FROZEN' })
    expect(engine.getLegalActions('p1').map((a) => a.type)).toEqual([])
  })

  it('a payload change reaches the rules; the legal action listed is the candidate as enumerated', () => {
    const plain = shop([])
    expect(plain.getLegalActions('p1').map((a) => a.payload)).toEqual([{ price: 60 }])
    const engine = shop([{ kind: 'discount', appliesTo: ['BUY'], params: { off: 60 }, uses: 1 }])
    expect(engine.validate(buy(150))).toEqual({ ok: true })
    expect(engine.getLegalActions('p1').map((a) => a.payload)).toEqual([{ price: 60 }, { price: 150 }])
    expect(byId(engine, 'm1')!.uses).toBe(1) // dry runs consume nothing
  })
})

describe('9. a modifier no plugin can run', () => {
  it('unchecked: the next action fails with UNKNOWN_MODIFIER_KIND, and the tick is rolled back', () => {
    const engine = shop([{ kind: 'ghost', appliesTo: ['OBSERVE'] }], 'none')
    const state = engine.getState()
    const history = engine.getHistory().length
    const error = thrownBy(() => engine.dispatch(buy(10)))
    expect(error).toBeInstanceOf(GameLifecycleError)
    expect(error).toMatchObject({ code: 'UNKNOWN_MODIFIER_KIND', message: "No plugin registers modifier kind 'ghost'" })
    expect(engine.getState()).toBe(state)
    expect(engine.getHistory()).toHaveLength(history)
  })

  it('checked: the action that adds it is refused by the core: modifiers state check, and rolled back', () => {
    const engine = shop([])
    const state = engine.getState()
    expect(() => engine.dispatch({ type: 'ADD_MODIFIER', payload: { init: { kind: 'ghost', appliesTo: ['BUY'] } } })).toThrow(
      "core: modifiers: modifier 0 has kind 'ghost', which no plugin registers",
    )
    expect(engine.getState()).toBe(state)
  })

  it('two plugins declaring one kind fail createGame with DUPLICATE_MODIFIER_KIND', () => {
    const twin: GamePlugin = { id: 'twin', name: 'Twin', version: '1.0.0', modifiers: [{ kind: 'discount' }] }
    const error = thrownBy(() => newGame([ShopPlugin, ShopModifiersPlugin, twin]))
    expect(error).toBeInstanceOf(GameLifecycleError)
    expect(error).toMatchObject({ code: 'DUPLICATE_MODIFIER_KIND' })
    expect(error.message).toContain("Plugin 'twin' declares modifier kind 'discount'")
  })
})

describe('10. a hook that throws fails the action like a throwing handler', () => {
  it.each(['before', 'after'] as const)('a throwing %s hook: HANDLER_ERROR, rolled back', (hook) => {
    const broken: GamePlugin = { id: 'broken', name: 'B', version: '1.0.0', modifiers: [{ kind: 'boom', [hook]: () => { throw new Error(`${hook} broke`) } }] }
    const engine = shop([{ kind: 'boom', appliesTo: ['BUY'], uses: 1 }], 'always', [ShopPlugin, ShopModifiersPlugin, broken])
    const state = engine.getState()
    expect(engine.dispatch(buy(10))).toMatchObject({ ok: false, error: `${hook} broke`, errorCode: 'HANDLER_ERROR' })
    expect(engine.getState()).toBe(state)
  })

  it('a setResult without a state is refused (INVALID_UPDATE, reported as the handler error)', () => {
    const broken: GamePlugin = { id: 'broken', name: 'B', version: '1.0.0', modifiers: [{ kind: 'void', after: (ctx) => ctx.setResult(null as never) }] }
    const engine = shop([{ kind: 'void', appliesTo: ['BUY'] }], 'always', [ShopPlugin, ShopModifiersPlugin, broken])
    expect(engine.dispatch(buy(10))).toMatchObject({ ok: false, error: "Modifier 'm1' (void) returned no state", errorCode: 'HANDLER_ERROR' })
  })

  it('checked engines refuse a payload that is not JSON', () => {
    const broken: GamePlugin = { id: 'broken', name: 'B', version: '1.0.0', modifiers: [{ kind: 'fn', before: (ctx) => ctx.setPayload({ f: (() => 1) as never }) }] }
    const engine = shop([{ kind: 'fn', appliesTo: ['BUY'] }], 'always', [ShopPlugin, ShopModifiersPlugin, broken])
    expect(engine.dispatch(buy(10)).error).toBe("Modifier 'm1' (fn) set a payload that is not JSON: payload.f")
  })
})
