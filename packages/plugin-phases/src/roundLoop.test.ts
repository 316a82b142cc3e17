import { describe, expect, it } from 'vitest'
import { drainPending, phasesGame, say } from './__fixtures__/games'
import { definePhase } from './gamePhase'
import { getPhasesState } from './state'
import { defineStep } from './stepKind'

const ownEvents = (e: { type: string }) => e.type !== 'GAME_STARTED' && e.type !== 'GAME_CREATED'
const roundOf = (s: Parameters<typeof getPhasesState>[0]) => getPhasesState(s).round

// Spec 004, 顺序游戏循环: "每轮循环的顺序是固定的：先执行回合开始阶段，再按玩家集合逐一处理玩家回合，最后执行回合结束阶段".
describe('each round: round-start phase, every player in turn, round-end phase', () => {
  it('sends game.round.start, player.round.start, RoundTurn, player.round.end and game.round.end in order (3 players, 2 rounds)', () => {
    const stop = defineStep('upkeep', { run: (ctx) => (roundOf(ctx.state) === 3 ? ctx.endGame([]) : ctx.emit('UPKEEP')) })
    const { log } = phasesGame(
      { steps: [stop, say('act'), say('tally')], phases: { roundStart: definePhase('round-start', ['upkeep']), player: definePhase('turn', ['act']), roundEnd: definePhase('round-end', ['tally']) } },
      { filter: ownEvents },
    )
    const round = (): string[] => [
      'game.round.start', 'UPKEEP',
      'player.round.start:p1', 'RoundTurn:p1', 'ACT', 'player.round.end:p1',
      'player.round.start:p2', 'RoundTurn:p2', 'ACT', 'player.round.end:p2',
      'player.round.start:p3', 'RoundTurn:p3', 'ACT', 'player.round.end:p3',
      'TALLY', 'game.round.end',
    ]
    expect(log).toEqual([...round(), ...round(), 'game.round.start', 'game.over'])
  })

  it('makes the player current and counts the turn at player.round.start, and runs the init phase once before the first round', () => {
    const seen: unknown[] = []
    const act = defineStep('act', { run: (ctx) => void seen.push([ctx.playerId, ctx.state.currentPlayerId, ctx.state.turn, roundOf(ctx.state)]) })
    const setup = defineStep('setup', { run: (ctx) => void seen.push(['init', ctx.playerId, roundOf(ctx.state)]) })
    phasesGame({ steps: [act, setup], phases: { init: definePhase('init', ['setup']), player: definePhase('turn', ['act']) }, checkGameOver: (s) => (s.turn >= 4 ? [] : null) }, { count: 3 })
    expect(seen).toEqual([['init', null, 0], ['p1', 'p1', 1, 1], ['p2', 'p2', 2, 1], ['p3', 'p3', 3, 1], ['p1', 'p1', 4, 2]])
  })

  // "玩家阶段执行完成后，Worker 清空 currentRoundPlayer".
  it("clears the round's current player once their phase is done: a round-end step has none", () => {
    const seen: unknown[] = []
    const act = defineStep('act', { run: (ctx) => void seen.push(['act', ctx.playerId, getPhasesState(ctx.state).current]) })
    const tally = defineStep('tally', {
      run(ctx) {
        seen.push(['tally', ctx.playerId, getPhasesState(ctx.state).current])
        ctx.endGame([])
      },
    })
    phasesGame({ steps: [act, tally], phases: { player: definePhase('turn', ['act']), roundEnd: definePhase('round-end', ['tally']) } }, { count: 2 })
    expect(seen).toEqual([['act', 'p1', 'p1'], ['act', 'p2', 'p2'], ['tally', null, null]])
  })

  it('fixes the order at the start of the round: players in seat order, whatever happens during it', () => {
    const order: unknown[] = []
    const act = defineStep('act', { run: (ctx) => void order.push(getPhasesState(ctx.state).order) })
    phasesGame({ steps: [act], phases: { player: definePhase('turn', ['act']) }, checkGameOver: (s) => (s.turn >= 2 ? [] : null) }, { count: 2 })
    expect(order).toEqual([['p1', 'p2'], ['p1', 'p2']])
  })
})

// "暂停计数大于零时，Worker 执行 player.round.skip 并减少计数".
describe('skip counts', () => {
  it('skip the player’s turn with player.round.skip while the count is above zero, counting it down', () => {
    const jail = defineStep('jail', { run: (ctx) => (ctx.state.turn === 1 ? ctx.skipTurns('p1', 2) : undefined) })
    const { log, engine } = phasesGame(
      { steps: [jail], phases: { player: definePhase('turn', ['jail']) }, checkGameOver: (s) => (roundOf(s) === 4 && s.currentPlayerId === 'p1' ? [] : null) },
      { count: 2, filter: (e) => e.type === 'player.round.skip' || e.type === 'player.round.start' },
    )
    expect(log).toEqual([
      'player.round.start:p1', 'player.round.start:p2',
      'player.round.skip:p1', 'player.round.start:p2',
      'player.round.skip:p1', 'player.round.start:p2',
      'player.round.start:p1',
    ])
    expect(getPhasesState(engine.getState()).skips).toEqual({})
  })

  it('tell how many turns are left to skip, and the state keeps the count until it reaches zero', () => {
    const jail = defineStep('jail', { run: (ctx) => (ctx.state.turn === 1 ? ctx.skipTurns('p1', 2) : undefined) })
    const remaining: number[] = []
    const counts: unknown[] = []
    const { engine } = phasesGame({ steps: [jail], phases: { player: definePhase('turn', ['jail']) }, checkGameOver: (s) => (roundOf(s) === 4 ? [] : null), yieldBetweenPlayers: true }, { count: 2 })
    engine.subscribe('player.round.skip', (e) => void remaining.push(e.payload.remaining))
    for (let step = engine.getPending(); step !== null; step = engine.getPending()) {
      engine.dispatch(step.action)
      counts.push(getPhasesState(engine.getState()).skips.p1 ?? 0)
    }
    expect(remaining).toEqual([1, 0])
    expect(counts).toEqual([2, 2, 1, 1, 0, 0, 0])
  })
})

// "当前回合玩家破产时会清空剩余事件" and "如果玩家在阶段中破产，循环会先调用 checkGameOver() … 但不会再发送该玩家的 player.round.end".
describe('elimination', () => {
  const bust = (who: string, turn: number) =>
    defineStep('bust', {
      run(ctx) {
        if (ctx.state.turn !== turn) return
        ctx.nextTick({ kind: 'after' })
        ctx.eliminate(who, 'bankrupt')
      },
    })

  it("of the current player clears the rest of their steps, and sends no player.round.end for them", () => {
    const { log } = phasesGame(
      { steps: [bust('p2', 2), say('after'), say('last')], phases: { player: definePhase('turn', ['bust', 'last']) }, checkGameOver: (s) => (s.turn >= 3 ? [] : null) },
      { filter: ownEvents },
    )
    expect(log).toEqual([
      'game.round.start',
      'player.round.start:p1', 'RoundTurn:p1', 'LAST', 'player.round.end:p1',
      'player.round.start:p2', 'RoundTurn:p2', 'player.eliminated:p2',
      'player.round.start:p3', 'RoundTurn:p3', 'LAST', 'game.over',
    ])
  })

  it('of another player drops only that player’s pending steps', () => {
    const kill = defineStep('kill', { run: (ctx) => ctx.eliminate('p2') })
    const start = defineStep('start', { run: (ctx) => ctx.nextTick({ kind: 'kill' }, { kind: 'owed', playerId: 'p2' }, { kind: 'mine' }) })
    const { log, engine } = phasesGame(
      { steps: [start, kill, say('owed'), say('mine')], phases: { player: definePhase('turn', ['start']) }, checkGameOver: (s) => (s.turn >= 2 ? [] : null) },
      { filter: ownEvents },
    )
    expect(log.slice(0, 6)).toEqual(['game.round.start', 'player.round.start:p1', 'RoundTurn:p1', 'player.eliminated:p2', 'MINE', 'player.round.end:p1'])
    // p2 is out, so passed over: p3 plays next.
    expect(log.slice(6, 8)).toEqual(['player.round.start:p3', 'RoundTurn:p3'])
    expect(engine.getState().players.p2!.status).toBe('eliminated')
  })

  it('is followed by the game-over check: the last player standing wins', () => {
    const { log, engine } = phasesGame(
      { steps: [bust('p2', 2), say('after'), say('last')], phases: { player: definePhase('turn', ['bust', 'last']) } },
      { count: 2, filter: (e) => e.type.startsWith('player.') || e.type === 'game.over' },
    )
    expect(log).toEqual(['player.round.start:p1', 'player.round.end:p1', 'player.round.start:p2', 'player.eliminated:p2', 'game.over'])
    expect(engine.getState().status).toBe('finished')
    expect(engine.getState().winnerIds).toEqual(['p1'])
  })

  it('of a player whose turn it is not, with players left, lets the game go on', () => {
    const { engine } = phasesGame(
      { steps: [bust('p2', 1), say('after'), say('last')], phases: { player: definePhase('turn', ['bust', 'last']) }, checkGameOver: (s) => (s.turn >= 5 ? [] : null) },
    )
    // Turns 1 (p1), 2 (p3), 3 (p1), 4 (p3), 5 (p1): p2 never plays again.
    expect(engine.getState().currentPlayerId).toBe('p1')
    expect(engine.getState().turn).toBe(5)
  })
})

// "玩家阶段执行完成后 … checkGameOver": the game-over check runs after each phase, not after each step.
describe('the game-over check', () => {
  it('runs after each phase: the rest of the phase runs, and the next player never starts', () => {
    const flag = defineStep('flag', { run: (ctx) => (ctx.state.turn === 2 ? ctx.update((s) => ({ ...s, variables: { ...s.variables, over: true } })) : undefined) })
    const { log, engine } = phasesGame(
      { steps: [flag, say('rest')], phases: { player: definePhase('turn', ['flag', 'rest']) }, checkGameOver: (s) => (s.variables.over === true ? ['p2'] : null) },
      { filter: ownEvents },
    )
    expect(log.slice(-4)).toEqual(['player.round.start:p2', 'RoundTurn:p2', 'REST', 'game.over'])
    expect(engine.getState().winnerIds).toEqual(['p2'])
    expect(engine.getPending()).toBeNull()
    expect(engine.getActors()).toEqual([])
  })
})

// "await waitIfPaused()" before each player: with yieldBetweenPlayers, a 'continue' wait is where a pause lands.
describe('yieldBetweenPlayers', () => {
  it("opens a 'continue' wait before each player, as pending work without an animation", () => {
    const { engine, log } = phasesGame(
      { steps: [say('act')], phases: { player: definePhase('turn', ['act']) }, yieldBetweenPlayers: true, checkGameOver: (s) => (s.turn >= 4 ? [] : null) },
      { filter: ownEvents },
    )
    const pauses: string[] = []
    const marks: number[] = []
    for (let step = engine.getPending(); step !== null; step = engine.getPending()) {
      expect(step.animation).toBeUndefined()
      expect(engine.getActors()).toEqual([])
      pauses.push(getPhasesState(engine.getState()).wait!.kind)
      marks.push(log.length)
      expect(engine.dispatch(step.action).ok).toBe(true)
    }
    expect(pauses).toEqual(['continue', 'continue', 'continue', 'continue'])
    expect(marks.map((m) => log[m])).toEqual(['player.round.start:p1', 'player.round.start:p2', 'player.round.start:p3', 'player.round.start:p1'])
    // The round ends and the next begins without a pause; the pause is before its first player.
    expect(log.slice(marks[3]! - 2, marks[3])).toEqual(['game.round.end', 'game.round.start'])
    expect(log[marks[0]! - 1]).toBe('game.round.start')
  })

  it('is off by default: the loop runs on until something waits', () => {
    const { engine } = phasesGame({ steps: [say('act')], phases: { player: definePhase('turn', ['act']) }, checkGameOver: (s) => (s.turn >= 4 ? [] : null) })
    expect(engine.getState().status).toBe('finished')
    expect(drainPending(engine)).toBe(0)
  })
})

// The flow of 顺序游戏循环: "开始一轮 → 等待恢复 → 回合开始阶段": with yieldBeforeRounds, the wait at the top of each round.
describe('yieldBeforeRounds', () => {
  it("opens a 'continue' wait at the top of each round, before game.round.start and the round-start phase", () => {
    const { engine, log } = phasesGame(
      { steps: [say('upkeep'), say('act')], phases: { roundStart: definePhase('round-start', ['upkeep']), player: definePhase('turn', ['act']) }, yieldBeforeRounds: true, checkGameOver: (s) => (s.turn >= 4 ? [] : null) },
      { filter: ownEvents, count: 2 },
    )
    const marks: number[] = []
    for (let step = engine.getPending(); step !== null; step = engine.getPending()) {
      expect(step.animation).toBeUndefined()
      expect(getPhasesState(engine.getState()).stage).toBe('roundTop')
      marks.push(log.length)
      expect(engine.dispatch(step.action).ok).toBe(true)
    }
    // Two rounds begin (p1 and p2 each); the game is over after turn 4, p2's phase in the second round.
    expect(marks).toHaveLength(2)
    expect(marks.map((m) => log[m])).toEqual(marks.map(() => 'game.round.start'))
    expect(log[marks[1]! - 1]).toBe('game.round.end')
    expect(log.slice(marks[0], marks[0]! + 2)).toEqual(['game.round.start', 'UPKEEP'])
    expect(engine.getState().status).toBe('finished')
  })

  it('pauses both at the top of each round and before each player with yieldBetweenPlayers too', () => {
    const { engine } = phasesGame(
      { steps: [say('act')], phases: { player: definePhase('turn', ['act']) }, yieldBeforeRounds: true, yieldBetweenPlayers: true, checkGameOver: (s) => (s.turn >= 4 ? [] : null) },
      { filter: ownEvents, count: 2 },
    )
    const stages: string[] = []
    for (let step = engine.getPending(); step !== null; step = engine.getPending()) {
      stages.push(getPhasesState(engine.getState()).stage)
      expect(engine.dispatch(step.action).ok).toBe(true)
    }
    expect(stages).toEqual(['roundTop', 'between', 'between', 'roundTop', 'between', 'between'])
  })
})
