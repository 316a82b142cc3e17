import type { Action, GameState, PendingStep, PlayerView } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import type { AskedPlayer } from './playersToAsk'
import { StepLoop, type StepLoopHooks } from './stepLoop'
import type { Barrier, SessionPhase } from './types'

const legal = (playerId: string, type: string): Action[] => [{ id: 'a1', type, playerId, payload: {} } as Action]

/** A loop over fakes: a game whose state, pending work and actors a test sets; `log` says what each step did. */
function loop(overrides: { onStep?: () => void } = {}) {
  const world = {
    phase: 'running' as SessionPhase,
    paused: false,
    roundOpen: false,
    barrier: null as Barrier | null,
    state: { status: 'playing', turn: 3, currentPlayerId: 'p2' } as GameState,
    pending: null as PendingStep | null,
    actors: ['p1', 'p2', 'p3'],
    legal: { p1: legal('p1', 'CATCH'), p2: legal('p2', 'PLAY'), p3: [] } as Record<string, Action[]>,
  }
  const log: string[] = []
  const rounds: { asked: AskedPlayer[]; viewOf: (playerId: string) => PlayerView }[] = []
  const hooks: StepLoopHooks = {
    engine: {
      getState: () => {
        overrides.onStep?.()
        return world.state
      },
      getPending: () => world.pending,
      getActors: () => world.actors,
      getLegalActions: (playerId?: string) => world.legal[playerId!] ?? [],
    },
    life: {
      get phase() {
        return world.phase
      },
      get isOver() {
        return world.phase === 'finished' || world.phase === 'failed' || world.phase === 'stopped'
      },
    },
    isPaused: () => world.paused,
    round: {
      get isOpen() {
        return world.roundOpen
      },
      open: (_state, asked, viewOf) => {
        log.push(`ask ${asked.map((a) => a.playerId).join(',')}`)
        rounds.push({ asked: [...asked], viewOf })
      },
    },
    barriers: {
      get current() {
        return world.barrier
      },
    },
    pending: {
      run: (step) => void log.push(`pending ${step.action.type}`),
      waited: () => void log.push('waited'),
    },
    views: { viewOf: (playerId) => ({ viewer: playerId }) as unknown as PlayerView },
    finish: () => {
      log.push('finish')
      world.phase = 'finished'
    },
  }
  return { part: new StepLoop(hooks), world, log, rounds }
}

describe('StepLoop: one step', () => {
  it('asks the players who may act and have legal actions, the current player first, after ending the run of pending work', () => {
    const { part, log, rounds } = loop()
    part.run()
    expect(log).toEqual(['waited', 'ask p2,p1'])
    expect(rounds[0]!.asked).toEqual([{ playerId: 'p2', legalActions: legal('p2', 'PLAY') }, { playerId: 'p1', legalActions: legal('p1', 'CATCH') }])
    expect(rounds[0]!.viewOf('p1')).toEqual({ viewer: 'p1' })
  })

  it('asks every round with the same view function (no new closure per step)', () => {
    const { part, rounds } = loop()
    part.run()
    part.run()
    expect(rounds).toHaveLength(2)
    expect(rounds[1]!.viewOf).toBe(rounds[0]!.viewOf)
  })

  it("runs the game's pending work before asking anyone", () => {
    const { part, world, log } = loop()
    world.pending = { action: { type: 'chance/APPLY' } }
    part.run()
    expect(log).toEqual(['pending chance/APPLY'])
  })

  it('finishes the session when the game is over', () => {
    const { part, world, log } = loop()
    world.state = { ...world.state, status: 'finished' }
    world.pending = { action: { type: 'never' } }
    part.run()
    expect(log).toEqual(['finish'])
  })

  it('takes no step while not running, paused, or waiting on a round or a barrier', () => {
    const { part, world, log } = loop()
    const waits: (() => void)[] = [
      () => (world.phase = 'starting'),
      () => (world.paused = true),
      () => (world.roundOpen = true),
      () => (world.barrier = { barrierId: 'b1', kind: 'ack', playerIds: ['p1'], deadline: 0 }),
    ]
    for (const wait of waits) {
      const saved = { ...world }
      wait()
      part.run()
      Object.assign(world, saved)
    }
    expect(log).toEqual([])
    part.run()
    expect(log).toEqual(['waited', 'ask p2,p1'])
  })

  it('nobody with a legal action is STUCK', () => {
    const { part, world } = loop()
    world.legal = {}
    expect(() => part.run()).toThrow(expect.objectContaining({ code: 'STUCK', message: 'Nobody has a legal action (turn 3, status playing)' }))
  })
})

describe('StepLoop: the run', () => {
  it('a run asked for inside a step does not nest: the loop steps again once the step ends, and stops at a step that asks for none', () => {
    let depth = 0
    let deepest = 0
    let again = 2
    let part!: StepLoop
    const fixture = loop({
      onStep: () => {
        deepest = Math.max(deepest, ++depth)
        if (again-- > 0) part.run()
        depth--
      },
    })
    part = fixture.part
    fixture.world.pending = { action: { type: 'NEXT' } }
    part.run()
    expect(fixture.log).toEqual(['pending NEXT', 'pending NEXT', 'pending NEXT'])
    expect(deepest).toBe(1)
  })

  it("a step's throw goes to the caller, and the next run steps again", () => {
    const { part, world, log } = loop()
    world.legal = {}
    expect(() => part.run()).toThrow(expect.objectContaining({ code: 'STUCK' }))
    world.legal = { p1: legal('p1', 'PLAY') }
    part.run()
    expect(log).toEqual(['waited', 'ask p1'])
  })
})
