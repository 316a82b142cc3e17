import { InvalidOptionError, type GameState } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { say } from './__fixtures__/games'
import { definePhase } from './gamePhase'
import { lastPlayerStanding, resolvePhasesOptions, type PhasesOptions } from './options'
import { defineStep } from './stepKind'

const base: PhasesOptions = { steps: [say('roll')], phases: { player: definePhase('turn', ['roll']) } }
const bad = (options: object) => () => resolvePhasesOptions({ ...base, ...options } as PhasesOptions)

describe('resolvePhasesOptions', () => {
  it('fills in the defaults: no decisions, the last player standing, no pause points', () => {
    const resolved = resolvePhasesOptions(base)
    expect(resolved.decisions).toEqual([])
    expect(resolved.checkGameOver).toBe(lastPlayerStanding)
    expect(resolved.yieldBetweenPlayers).toBe(false)
    expect(resolved.yieldBeforeRounds).toBe(false)
    expect(resolved.phases).toEqual({ init: null, roundStart: null, player: { name: 'turn', steps: ['roll'] }, roundEnd: null })
  })

  it('needs a player phase made by definePhase', () => {
    expect(bad({ phases: {} })).toThrow(InvalidOptionError)
    expect(bad({ phases: { player: { name: 'turn', steps: ['roll'] } } })).toThrow(/GamePhase/)
  })

  it('refuses step kinds with one name, the reserved game-over check kind, and phase steps of no given kind', () => {
    expect(bad({ steps: [say('roll'), say('roll')] })).toThrow(/unique names/)
    expect(bad({ steps: [say('roll'), defineStep('phases/checkGameOver', { run: () => undefined })] })).toThrow(/reserved/)
    expect(bad({ phases: { player: definePhase('turn', ['roll', 'fly']) } })).toThrow(/a step kind given in steps/)
  })

  it("refuses decision types that repeat or are the plugin's own actions", () => {
    expect(bad({ decisions: ['BUY', 'BUY'] })).toThrow(/without repeats/)
    expect(bad({ decisions: ['phases/CONTINUE'] })).toThrow(/plugin's own/)
  })

  it('refuses a game-over check that is not a function and a yieldBetweenPlayers that is not a boolean', () => {
    expect(bad({ checkGameOver: 'last' })).toThrow(InvalidOptionError)
    expect(bad({ yieldBetweenPlayers: 'yes' })).toThrow(InvalidOptionError)
    expect(bad({ yieldBeforeRounds: 1 })).toThrow(InvalidOptionError)
  })
})

describe('lastPlayerStanding (the default game-over check)', () => {
  const state = (statuses: Record<string, string | undefined>) =>
    ({ players: Object.fromEntries(Object.entries(statuses).map(([id, status], i) => [id, { id, name: id, seat: i + 1, ...(status === undefined ? {} : { status }) }])) }) as unknown as GameState

  it('says the game goes on while two players are not out', () => {
    expect(lastPlayerStanding(state({ p1: undefined, p2: 'active', p3: 'eliminated' }))).toBeNull()
  })

  it('names the one player left as the winner, and nobody when none is left', () => {
    expect(lastPlayerStanding(state({ p1: 'eliminated', p2: undefined, p3: 'out' }))).toEqual(['p2'])
    expect(lastPlayerStanding(state({ p1: 'eliminated', p2: 'finished' }))).toEqual([])
  })
})
