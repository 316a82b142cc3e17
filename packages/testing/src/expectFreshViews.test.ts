import { SeededRandomProvider, type GamePlugin, type PlayerView } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { createMiniGamePlugin } from './__fixtures__/plugins'
import { createTestEngine } from './createTestEngine'
import { expectFreshViews, ViewMismatchError } from './expectFreshViews'

describe('expectFreshViews', () => {
  it('passes at every step of a game with hidden hands and deck', () => {
    const engine = createTestEngine({ plugins: [createMiniGamePlugin({ secret: true })], players: 3, seed: 4 })
    const random = new SeededRandomProvider(4)
    let steps = 0
    for (; steps < 60 && engine.getState().status === 'playing'; steps++) {
      expectFreshViews(engine)
      const legal = engine.getActors().flatMap((id) => engine.getLegalActions(id))
      if (legal.length === 0) break
      engine.dispatch(random.pick(legal))
    }
    expect(steps).toBeGreaterThan(5)
    expectFreshViews(engine, ['p2'])
  })

  it("with 'actors', asks the views of the players who may act now, and only theirs", () => {
    let calls = 0
    // Counts the views the check asks the engine for (the same state again gives the cached view: no new call).
    const counting: GamePlugin = { id: 'counting', name: 'Counting', version: '1.0.0', redact: (view: PlayerView) => (calls++, view) }
    const engine = createTestEngine({ plugins: [createMiniGamePlugin({ secret: true }), counting], players: 3, seed: 4 })
    const random = new SeededRandomProvider(9)
    for (let step = 0; step < 30 && engine.getState().status === 'playing'; step++) {
      const actors = engine.getActors()
      calls = 0
      expectFreshViews(engine, 'actors')
      // Each actor: one view from scratch, one from the engine.
      expect(calls).toBe(2 * actors.length)
      const legal = actors.flatMap((id) => engine.getLegalActions(id))
      if (legal.length === 0) break
      engine.dispatch(random.pick(legal))
    }
  })

  it('throws a ViewMismatchError naming the viewer when the engine view is not the fresh one', () => {
    let calls = 0
    // An impure redact hook (the engine's contract says pure): two views of one state differ.
    const impure: GamePlugin = { id: 'impure', name: 'Impure', version: '1.0.0', redact: (view: PlayerView) => ({ ...view, variables: { ...view.variables, calls: calls++ } }) }
    const engine = createTestEngine({ plugins: [createMiniGamePlugin({ secret: true }), impure], players: 2, seed: 1 })
    let error: unknown
    try {
      expectFreshViews(engine)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ViewMismatchError)
    expect(error).toMatchObject({ code: 'VIEW_MISMATCH', viewer: 'p1' })
    expect((error as ViewMismatchError).differences).toContain('variables.calls')
  })
})
