import { InvalidOptionError } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { phasesGame, say } from './__fixtures__/games'
import { definePhase } from './gamePhase'
import { createPhasesPlugin } from './phasesPlugin'

// Spec 004, 命令总线与阶段系统: "use("before", fn) 插入队首，use("after", fn) 追加到队尾".
describe('a phase is an ordered queue of steps', () => {
  it('use("before", …) inserts a step at the head of the queue', () => {
    const phase = definePhase('turn', ['roll', 'move']).use('before', 'upkeep')
    expect(phase.steps).toEqual(['upkeep', 'roll', 'move'])
  })

  it('use("after", …) appends a step at its tail', () => {
    const phase = definePhase('turn', ['roll', 'move']).use('after', 'trade')
    expect(phase.steps).toEqual(['roll', 'move', 'trade'])
  })

  it('takes a step kind or its name, and a later "before" goes in front of an earlier one', () => {
    const upkeep = say('upkeep')
    const phase = definePhase('turn', ['roll']).use('before', upkeep).use('before', 'bless').use('after', 'trade')
    expect(phase.steps).toEqual(['bless', 'upkeep', 'roll', 'trade'])
  })

  it('runs its steps in queue order, head first', () => {
    const phase = definePhase('turn', ['roll', 'move']).use('before', 'upkeep').use('after', 'trade')
    const { log } = phasesGame(
      { steps: [say('upkeep'), say('roll'), say('move'), say('trade')], phases: { player: phase }, checkGameOver: (s) => (s.turn >= 1 ? [] : null) },
      { count: 2, filter: (e) => /^[A-Z]+$/.test(e.type) },
    )
    expect(log).toEqual(['UPKEEP', 'ROLL', 'MOVE', 'TRADE'])
  })

  it('rejects a position other than before and after', () => {
    expect(() => definePhase('turn').use('middle' as never, 'roll')).toThrow(InvalidOptionError)
  })
})

describe('steps inserted by another plugin-like source (extensions)', () => {
  it("add step kinds and put them before or after a phase's steps, the game's own phase left as it was", () => {
    const turn = definePhase('turn', ['roll', 'move'])
    const plugin = createPhasesPlugin({
      steps: [say('roll'), say('move')],
      phases: { player: turn },
      extensions: [
        { steps: [say('bonus')], use: [{ phase: 'turn', position: 'after', step: 'bonus' }] },
        { steps: [say('omen')], use: [{ phase: 'turn', position: 'before', step: 'omen' }] },
      ],
    })
    expect(plugin.api.phases.player.steps).toEqual(['omen', 'roll', 'move', 'bonus'])
    expect(turn.steps).toEqual(['roll', 'move'])
  })

  it('run where they were put, as the game\'s own steps do', () => {
    const { log } = phasesGame(
      {
        steps: [say('roll'), say('move')],
        phases: { player: definePhase('turn', ['roll', 'move']) },
        extensions: [
          { steps: [say('bonus')], use: [{ phase: 'turn', position: 'after', step: 'bonus' }] },
          { steps: [say('omen')], use: [{ phase: 'turn', position: 'before', step: 'omen' }] },
        ],
        checkGameOver: (s) => (s.turn >= 1 ? [] : null),
      },
      { count: 2, filter: (e) => /^[A-Z]+$/.test(e.type) },
    )
    expect(log).toEqual(['OMEN', 'ROLL', 'MOVE', 'BONUS'])
  })

  it('copies the phases when the plugin is made: a later use changes no plugin made before it', () => {
    const turn = definePhase('turn', ['roll'])
    const plugin = createPhasesPlugin({ steps: [say('roll'), say('move')], phases: { player: turn } })
    turn.use('after', 'move')
    expect(plugin.api.phases.player.steps).toEqual(['roll'])
  })

  it('refuses an insertion into a phase the game does not have, or of a step kind nobody gave', () => {
    const base = { steps: [say('roll')], phases: { player: definePhase('turn', ['roll']) } }
    expect(() => createPhasesPlugin({ ...base, extensions: [{ use: [{ phase: 'upkeep', position: 'after', step: 'roll' }] }] })).toThrow(/name of one of the game's phases/)
    expect(() => createPhasesPlugin({ ...base, extensions: [{ use: [{ phase: 'turn', position: 'after', step: 'fly' }] }] })).toThrow(/a step kind given in steps/)
    expect(() => createPhasesPlugin({ ...base, extensions: [{ steps: [say('roll')] }] })).toThrow(/unique names/)
  })
})
