import { describe, expect, it } from 'vitest'
import { phasesGame, say } from './__fixtures__/games'
import { PhasesActionTypes } from './actions'
import { definePhase } from './gamePhase'
import { createPhasesPlugin } from './phasesPlugin'
import { getPhasesState, INITIAL_PHASES_STATE } from './state'
import { defineStep } from './stepKind'

const ask = defineStep('ask', { run: (ctx) => ctx.ask({ playerId: ctx.playerId!, options: [{ type: 'GO' }], defaultAction: { type: 'GO' } }) })
const game = () => phasesGame({ steps: [ask, say('x')], phases: { player: definePhase('turn', ['ask']) }, decisions: ['GO'] })

describe('the phases plugin', () => {
  it("is the plugin 'phases', whose setup writes the initial phases state", () => {
    const plugin = createPhasesPlugin({ steps: [ask], phases: { player: definePhase('turn', ['ask']) }, decisions: ['GO'] })
    expect(plugin).toMatchObject({ id: 'phases', name: 'Phases' })
    const { engine } = game()
    expect(getPhasesState(engine.getInitialState())).toEqual(INITIAL_PHASES_STATE)
  })

  it('starts its loop on GAME_STARTED, and keeps RUN and RESUME to itself (INTERNAL_ACTION)', () => {
    const { engine } = game()
    expect(getPhasesState(engine.getState())).toMatchObject({ round: 1, stage: 'turn', current: 'p1' })
    expect(engine.dispatch({ type: PhasesActionTypes.RUN }).denyCode).toBe('INTERNAL_ACTION')
    expect(engine.dispatch({ type: PhasesActionTypes.RESUME }).denyCode).toBe('INTERNAL_ACTION')
    expect(engine.getHistory()).toEqual([])
  })

  it('refuses decisions while none is open (WRONG_PHASE) and any of its actions once the game is over', () => {
    const idle = phasesGame({ steps: [say('x')], phases: { player: definePhase('turn', ['x']) }, decisions: ['GO'], checkGameOver: (s) => (s.turn >= 1 ? [] : null) }).engine
    expect(idle.getState().status).toBe('finished')
    expect(idle.dispatch({ type: 'GO', playerId: 'p1' }).denyCode).toBe('GAME_NOT_PLAYING')
    const open = phasesGame({ steps: [ask, say('x'), defineStep('anim', { run: (ctx) => ctx.animate({ name: 'a' }) })], phases: { player: definePhase('turn', ['anim']) }, decisions: ['GO'] }).engine
    expect(open.dispatch({ type: 'GO', playerId: 'p1' }).denyCode).toBe('WRONG_PHASE')
  })

  it('offers its state through its API (engine.getPluginApi)', () => {
    const { engine } = game()
    const api = engine.getPluginApi('phases')
    const state = engine.getState()
    expect(api.getPhasesState(state)).toBe(getPhasesState(state))
    expect(api.getWait(state)).toMatchObject({ kind: 'decision', playerId: 'p1' })
    expect(api.currentPlayer(state)).toBe('p1')
    expect(api.skipsOf(state, 'p2')).toBe(0)
    expect(api.phases.player).toEqual({ name: 'turn', steps: ['ask'] })
    expect(api.decisions).toEqual(['GO'])
  })
})
