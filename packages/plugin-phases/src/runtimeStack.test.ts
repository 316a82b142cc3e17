import { stateUtils, type GamePlugin } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { phasesGame, say } from './__fixtures__/games'
import { CONTINUE, createContinueAction } from './actions'
import { definePhase } from './gamePhase'
import { getWait } from './state'
import { defineStep } from './stepKind'

const capitals = (e: { type: string }) => /^[A-Z_]+$/.test(e.type) && !e.type.startsWith('GAME_') && e.type !== 'ACTION_DENIED'
const afterFirstTurn = (s: { turn: number }) => (s.turn >= 1 ? [] : null)

// Spec 004: "运行时栈采用后进先出；阶段代码可用 nextTick 或 pushEventToStack 追加事件".
describe('the runtime stack is last in, first out', () => {
  it('runs the steps a step pushes next, before the rest of the phase, the first listed first', () => {
    const a = defineStep('a', { run: (ctx) => (ctx.emit('A'), ctx.nextTick({ kind: 'b' }, { kind: 'c' })) })
    const b = defineStep('b', { run: (ctx) => (ctx.emit('B'), ctx.pushEventToStack({ kind: 'd' })) })
    const { log } = phasesGame(
      { steps: [a, b, say('c'), say('d'), say('e')], phases: { player: definePhase('turn', ['a', 'e']) }, checkGameOver: afterFirstTurn },
      { filter: capitals },
    )
    expect(log).toEqual(['A', 'B', 'D', 'C', 'E'])
  })

  it('runs the steps of a later push before those of an earlier one', () => {
    const a = defineStep('a', { run: (ctx) => (ctx.nextTick({ kind: 'x' }), ctx.nextTick({ kind: 'y' })) })
    const { log } = phasesGame(
      { steps: [a, say('x'), say('y')], phases: { player: definePhase('turn', ['a']) }, checkGameOver: afterFirstTurn },
      { filter: capitals },
    )
    expect(log).toEqual(['Y', 'X'])
  })

  it("hands a pushed step its params, and the pushing step's player unless it names another or null", () => {
    const seen: unknown[] = []
    const a = defineStep('a', { run: (ctx) => ctx.nextTick({ kind: 'b', params: { n: 1 } }, { kind: 'b', params: { n: 2 }, playerId: 'p2' }, { kind: 'b', playerId: null }) })
    const b = defineStep('b', { run: (ctx) => void seen.push([ctx.params ?? null, ctx.entry.playerId ?? null, ctx.playerId]) })
    phasesGame({ steps: [a, b], phases: { player: definePhase('turn', ['a']) }, checkGameOver: afterFirstTurn })
    expect(seen).toEqual([
      [{ n: 1 }, 'p1', 'p1'],
      [{ n: 2 }, 'p2', 'p1'],
      [null, null, 'p1'],
    ])
  })

  it('holds the stack in the state (JSON): what is left to run is there while a step waits', () => {
    const a = defineStep('a', { run: (ctx) => ctx.animate({ name: 'spin' }) })
    const { engine } = phasesGame({ steps: [a, say('b')], phases: { player: definePhase('turn', ['a', 'b']) } })
    const phases = engine.getState().variables.phases as { stack: { kind: string; playerId?: string }[] }
    expect(phases.stack.map((e) => e.kind)).toEqual(['phases/checkGameOver', 'b'])
    expect(phases.stack.every((e) => e.playerId === 'p1')).toBe(true)
  })
})

// Spec 004, 输入如何回到顺序流程: a step that needs a player's decision waits for it; the answer resumes the phase.
describe('a decision step', () => {
  const offer = defineStep<{ price: number }>('offer', {
    run(ctx) {
      ctx.ask({
        playerId: ctx.playerId!,
        options: [{ type: 'BUY', payload: { price: 5 } }, { type: 'DECLINE' }],
        defaultAction: { type: 'DECLINE' },
        data: { square: 3 },
      })
    },
    answer(ctx, action) {
      ctx.emit(action.type === 'BUY' ? 'BOUGHT' : 'DECLINED', { by: action.playerId! })
    },
  })
  const game = () => phasesGame({ steps: [offer, say('after')], phases: { player: definePhase('turn', ['offer', 'after']) }, decisions: ['BUY', 'DECLINE'] }, { filter: capitals })

  it('makes the player asked the only actor, whose legal actions are the options', () => {
    const { engine } = game()
    expect(engine.getActors()).toEqual(['p1'])
    expect(engine.getLegalActions('p1')).toEqual([
      expect.objectContaining({ type: 'BUY', playerId: 'p1', payload: { price: 5 } }),
      expect.objectContaining({ type: 'DECLINE', playerId: 'p1', payload: {} }),
    ])
    expect(engine.getLegalActions('p2')).toEqual([])
    expect(engine.getPending()).toBeNull()
    expect(getWait(engine.getState())).toMatchObject({ kind: 'decision', playerId: 'p1', data: { square: 3 } })
  })

  it('has the decision’s defaultAction as the player’s default action (a session’s timeout)', () => {
    const { engine } = game()
    expect(engine.getDefaultAction('p1')).toMatchObject({ type: 'DECLINE', playerId: 'p1' })
    expect(engine.getDefaultAction('p2')).toBeNull()
  })

  it("refuses another player's answer, and an answer that is not an option", () => {
    const { engine } = game()
    expect(engine.dispatch({ type: 'BUY', playerId: 'p2', payload: { price: 5 } }).denyCode).toBe('NOT_YOUR_TURN')
    expect(engine.dispatch({ type: 'BUY', playerId: 'p1', payload: { price: 1 } }).denyCode).toBe('NOT_AN_OPTION')
    expect(getWait(engine.getState())?.kind).toBe('decision')
  })

  it("runs the asking step's answer with the answer, then goes on with the stack", () => {
    const { engine, log } = game()
    expect(engine.dispatch({ type: 'BUY', playerId: 'p1', payload: { price: 5 } }).ok).toBe(true)
    expect(log).toEqual(['BOUGHT', 'AFTER'])
    expect(getWait(engine.getState())).toMatchObject({ kind: 'decision', playerId: 'p2' })
  })

  it('takes the default action like any answer', () => {
    const { engine, log } = game()
    expect(engine.dispatch(engine.getDefaultAction('p1')!).ok).toBe(true)
    expect(log).toEqual(['DECLINED', 'AFTER'])
  })

  it('may ask a player who is not the current one', () => {
    const ask = defineStep('ask', { run: (ctx) => ctx.ask({ playerId: 'p3', options: [{ type: 'BUY' }], defaultAction: { type: 'BUY' } }) })
    const { engine } = phasesGame({ steps: [ask], phases: { player: definePhase('turn', ['ask']) }, decisions: ['BUY'] })
    expect(engine.getState().currentPlayerId).toBe('p1')
    expect(engine.getActors()).toEqual(['p3'])
  })

  it('refuses a request with no options, an option of a type that is no decision, or a default that is not an option', () => {
    const bad = (request: object) => () =>
      phasesGame({ steps: [defineStep('ask', { run: (ctx) => ctx.ask({ playerId: 'p1', ...request } as never) })], phases: { player: definePhase('turn', ['ask']) }, decisions: ['BUY', 'PASS'] })
    expect(bad({ options: [], defaultAction: { type: 'BUY' } })).toThrow(/offers no options/)
    expect(bad({ options: [{ type: 'FLY' }], defaultAction: { type: 'FLY' } })).toThrow(/not one of the plugin's decisions/)
    expect(bad({ options: [{ type: 'BUY' }], defaultAction: { type: 'PASS' } })).toThrow(/defaultAction is not one of its options/)
  })
})

// Spec 004: a command goes through the command bus; here, through the engine, so its rules apply.
describe("a step's command", () => {
  const bank = (): GamePlugin => ({
    id: 'bank',
    name: 'Bank',
    version: '1.0.0',
    setup: (ctx) => {
      for (const id of Object.keys(ctx.state.players)) ctx.update((s) => stateUtils.updatePlayer(s, id, { coins: 4 }))
    },
    rules: [{ id: 'bank.funds', name: 'No paying more than you have', appliesTo: ['PAY'], validate: ({ state, action }) => ((action.payload as { amount: number }).amount <= (state.players[action.playerId!]!.coins as number) ? { allowed: true } : { allowed: false, reason: 'not enough coins', code: 'NO_FUNDS' }) }],
    actions: [{
      type: 'PAY',
      internal: true,
      execute: (action, { state }) => {
        const id = action.playerId!
        const amount = (action.payload as { amount: number }).amount
        return { state: stateUtils.updatePlayer(state, id, { coins: (state.players[id]!.coins as number) - amount }), events: [{ type: 'PAID', playerId: id, payload: { amount } }] }
      },
    }],
  })
  const pay = defineStep<{ amount: number }>('pay', { run: (ctx) => ctx.command({ type: 'PAY', playerId: ctx.playerId!, payload: { amount: ctx.params.amount } }) })
  const purse = defineStep('purse', { run: (ctx) => ctx.emit('PURSE', { coins: ctx.state.players[ctx.playerId!]!.coins! }) })
  const turn = (...amounts: number[]) => {
    const start = defineStep('start', { run: (ctx) => ctx.nextTick(...amounts.flatMap((amount) => [{ kind: 'pay', params: { amount } }, { kind: 'purse' }])) })
    return phasesGame(
      { steps: [start, pay, purse], phases: { player: definePhase('turn', ['start']) }, checkGameOver: afterFirstTurn },
      { others: [bank()], filter: (e) => e.type === 'PAID' || e.type === 'PURSE' || e.type === 'ACTION_DENIED' },
    )
  }

  it('is dispatched as a chained action, and the stack goes on after it with its effect in the state', () => {
    const { log, engine } = turn(1, 2)
    expect(log).toEqual(['PAID:p1', 'PURSE', 'PAID:p1', 'PURSE'])
    expect(engine.getState().players.p1!.coins).toBe(1)
  })

  it("is checked by the command's rules: a denied command changes nothing, is announced, and the stack goes on", () => {
    const { log, engine } = turn(3, 3)
    expect(log).toEqual(['PAID:p1', 'PURSE', 'ACTION_DENIED', 'PURSE'])
    expect(engine.getState().players.p1!.coins).toBe(1)
  })
})

// Spec 004: "Worker 先广播动画 ID，等待客户端发送 AnimationComplete，再调用机会卡的效果函数".
describe('an animation before an effect', () => {
  const card = defineStep('card', {
    run(ctx) {
      ctx.nextTick({ kind: 'effect' })
      ctx.animate({ name: 'chance', data: { card: 'storm' } })
    },
  })
  const effect = defineStep('effect', { run: (ctx) => ctx.update((s) => stateUtils.updatePlayer(s, ctx.playerId!, { hit: true })) })
  const game = () => phasesGame({ steps: [card, effect, say('tail')], phases: { player: definePhase('turn', ['card', 'tail']) }, checkGameOver: afterFirstTurn }, { filter: capitals })

  it('stops the stack with the animation exposed as pending work, the effect not yet in the state', () => {
    const { engine, log } = game()
    const wait = getWait(engine.getState())!
    expect(engine.getPending()).toEqual({ action: { type: CONTINUE, payload: { waitId: wait.id } }, animation: { id: wait.id, name: 'chance', data: { card: 'storm' } } })
    expect(engine.getActors()).toEqual([])
    expect(engine.getState().players.p1!.hit).toBeUndefined()
    expect(log).toEqual([])
  })

  it('applies the effect, then the rest, on CONTINUE with the open wait’s id', () => {
    const { engine, log } = game()
    expect(engine.dispatch(engine.getPending()!.action).ok).toBe(true)
    expect(engine.getState().players.p1!.hit).toBe(true)
    expect(log).toEqual(['TAIL'])
    expect(engine.getState().status).toBe('finished')
  })

  it('refuses CONTINUE with a stale or another wait id, or from a player', () => {
    const { engine } = game()
    const { waitId } = engine.getPending()!.action.payload as { waitId: string }
    expect(engine.dispatch(createContinueAction('w999')).denyCode).toBe('WAIT_NOT_OPEN')
    expect(engine.dispatch({ type: CONTINUE, payload: {} }).denyCode).toBe('BAD_PAYLOAD')
    expect(engine.dispatch({ type: CONTINUE, playerId: 'p1', payload: { waitId } }).denyCode).toBe('NOT_A_PLAYER_ACTION')
    expect(engine.dispatch(createContinueAction(waitId)).ok).toBe(true)
    expect(engine.dispatch(createContinueAction(waitId)).denyCode).toBe('GAME_NOT_PLAYING')
  })

  it('refuses CONTINUE of an open decision: a player answers it', () => {
    const ask = defineStep('ask', { run: (ctx) => ctx.ask({ playerId: 'p1', options: [{ type: 'OK' }], defaultAction: { type: 'OK' } }) })
    const { engine } = phasesGame({ steps: [ask], phases: { player: definePhase('turn', ['ask']) }, decisions: ['OK'] })
    expect(engine.dispatch(createContinueAction(getWait(engine.getState())!.id)).denyCode).toBe('WAIT_NOT_OPEN')
  })

  it('refuses a second stopping call in one run', () => {
    const twice = defineStep('twice', { run: (ctx) => (ctx.animate({ name: 'a' }), ctx.animate({ name: 'b' })) })
    expect(() => phasesGame({ steps: [twice], phases: { player: definePhase('turn', ['twice']) } })).toThrow(/one per run/)
  })
})
