import { GameEngine, stateUtils, type GameEvent, type GamePlugin, type PlayerView } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { simpleEngine } from './simpleGame.fixture'
import type { PlayerController, SessionEvent } from './types'
import { ViewFanOut } from './viewFanOut'

/** An engine that counts the views it builds. */
function counting(engine: GameEngine): { engine: GameEngine; built: (string | null)[] } {
  const built: (string | null)[] = []
  const view = engine.getPlayerView.bind(engine)
  engine.getPlayerView = (viewer: string | null = null) => {
    built.push(viewer)
    return view(viewer)
  }
  return { engine, built }
}

function seats(ids: readonly string[]) {
  const updates = new Map<string, [PlayerView, readonly GameEvent[]][]>()
  const controllers = new Map<string, PlayerController>(ids.map((id) => [id, {
    kind: 'test',
    onRequest: () => undefined,
    onUpdate: (view: PlayerView, events: readonly GameEvent[]) => updates.set(id, [...(updates.get(id) ?? []), [view, events]]),
  }]))
  const events: SessionEvent[] = []
  const reported: unknown[] = []
  return { controllers, updates, events, reported, targets: { controllers, emit: (e: SessionEvent) => events.push(e), report: (e: unknown) => reported.push(e) } }
}

describe('ViewFanOut: one view per player and state', () => {
  it("builds each player's view once per state: the update and the next request share it", () => {
    const { engine, built } = counting(simpleEngine(1, 3))
    engine.start()
    const fanOut = new ViewFanOut(engine)
    const { targets, events } = seats(['p1', 'p2', 'p3'])
    fanOut.send(targets)
    expect(built).toEqual(['p1', 'p2', 'p3'])
    expect(fanOut.viewOf('p1')).toBe((events[0] as Extract<SessionEvent, { type: 'view' }>).view)
    expect(built).toHaveLength(3)
    engine.dispatch(engine.getDefaultAction('p1')!)
    fanOut.viewOf('p1')
    fanOut.send(targets)
    expect(built).toEqual(['p1', 'p2', 'p3', 'p1', 'p2', 'p3'])
  })

  it("a view is the player's own: another player's hand is hidden", () => {
    const engine = simpleEngine()
    engine.start()
    const view = new ViewFanOut(engine).viewOf('p1')
    expect(view.viewer).toBe('p1')
    expect(view.zones['hand-p2']!.cards.every((c) => c.startsWith('hidden:'))).toBe(true)
  })

  it("sends each controller its view and the last tick's events as it may see them, then forgets them", () => {
    const Secret: GamePlugin = {
      id: 'secret', name: 'Secret', version: '1.0.0',
      actions: [{
        type: 'WHISPER',
        enumerate: (_s, playerId) => [{ type: 'WHISPER', playerId }],
        execute: (action, { state }) => ({ state, events: [{ type: 'WHISPERED', payload: { word: 'psst' }, visibleTo: [action.playerId!] }] }),
      }],
    }
    const engine = simpleEngine(1, 2, [Secret])
    engine.start()
    const fanOut = new ViewFanOut(engine)
    fanOut.listen(['p1', 'p2'])
    const { targets, updates, events } = seats(['p1', 'p2'])
    engine.dispatch({ type: 'WHISPER', playerId: 'p1' })
    fanOut.send(targets)
    const whisper = (id: string) => updates.get(id)!.at(-1)![1].find((e) => e.type === 'WHISPERED')!
    expect(whisper('p1').payload).toEqual({ word: 'psst' })
    expect(whisper('p2')).toMatchObject({ payload: null, redacted: true })
    expect(events.map((e) => e.type === 'view' && e.playerId)).toEqual(['p1', 'p2'])
    fanOut.clearEvents()
    fanOut.send(targets)
    expect(updates.get('p1')!.at(-1)![1]).toEqual([])
    fanOut.dispose()
    engine.dispatch({ type: 'WHISPER', playerId: 'p1' })
    fanOut.send(targets)
    expect(updates.get('p1')!.at(-1)![1]).toEqual([])
  })

  it('a player the game removed watches on with the spectator view', () => {
    const engine = simpleEngine(1, 3)
    engine.start()
    const fanOut = new ViewFanOut(engine)
    const { targets, updates } = seats(['p1', 'p2', 'p3'])
    // A state without p3, as a Hold'em table after p3 left.
    const without = stateUtils.removePlayer(engine.getState(), 'p3')
    engine.getState = () => without
    fanOut.send(targets)
    expect(updates.get('p3')![0]![0].viewer).toBeNull()
    expect(updates.get('p1')![0]![0].viewer).toBe('p1')
  })

  it("reports a controller's onUpdate that throws; the others still get theirs", () => {
    const engine = simpleEngine()
    engine.start()
    const { targets, updates, reported, controllers } = seats(['p1', 'p2'])
    controllers.set('p1', { kind: 'broken', onRequest: () => undefined, onUpdate: () => { throw new Error('render failed') } })
    new ViewFanOut(engine).send(targets)
    expect(reported).toEqual([new Error('render failed')])
    expect(updates.get('p2')).toHaveLength(1)
  })
})
