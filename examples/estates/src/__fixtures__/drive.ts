import type { ActionInit, GameEngine, GameEvent } from '@decklet/core'
import { createTestEngine, installState, mockRandom, valueForInt } from '@decklet/testing'
import { createEstatesPlugins } from '../plugin/estatesPlugin'
import type { EstatesOptions } from '../plugin/options'
import { EstatesVariable, getEstates, type EstatesState } from '../plugin/state'

/** Random draws of the setup: shuffling the ten chance cards takes nine. */
const SHUFFLE_DRAWS = 9

/**
 * A started game whose dice are scripted: `rolls` in order (each a pair), nothing after them (one more roll
 * throws `MOCK_RANDOM_EXHAUSTED`, which ends a test that rolled more than it meant to).
 */
export function scriptedGame(rolls: readonly (readonly [number, number])[], players = 2, options: EstatesOptions = {}): GameEngine {
  const values = [...Array<number>(SHUFFLE_DRAWS).fill(0), ...rolls.flatMap(([a, b]) => [valueForInt(a, 1, 6), valueForInt(b, 1, 6)])]
  return createTestEngine({ plugins: createEstatesPlugins(options), players, config: { random: mockRandom(values) } })
}

/** A started game with a seed. */
export function seededGame(seed: number, players = 4, options: EstatesOptions = {}): GameEngine {
  return createTestEngine({ plugins: createEstatesPlugins(options), players, seed })
}

/** Replaces the game's variable (through a restored snapshot, checked like any). */
export function editEstates(engine: GameEngine, edit: (estates: EstatesState) => EstatesState): void {
  const state = engine.getState()
  installState(engine, EstatesVariable.set(state, edit(getEstates(state))))
}

/**
 * Does the game's pending work (what a session would dispatch: steps, animations' continues) until a player
 * must decide or the game is over; returns every event of it, in order.
 */
export function runPending(engine: GameEngine, limit = 10_000): GameEvent[] {
  const events: GameEvent[] = []
  for (let i = 0; i < limit; i++) {
    const pending = engine.getPending()
    if (pending === null) return events
    events.push(...dispatchOk(engine, pending.action))
  }
  throw new Error(`still pending work after ${limit} actions`)
}

/** Answers the open decision with `action` (dispatched top-level, as a player's), then does the pending work. */
export function answer(engine: GameEngine, action: ActionInit): GameEvent[] {
  return [...dispatchOk(engine, action), ...runPending(engine)]
}

function dispatchOk(engine: GameEngine, action: ActionInit): readonly GameEvent[] {
  const result = engine.dispatch(action)
  if (!result.ok) throw new Error(`${action.type} was refused: ${result.denyReason ?? result.error}`)
  return result.events
}

/** The types of `events`, without core's bookkeeping (`ACTION_*`, `STATE_*`). */
export function types(events: readonly GameEvent[]): string[] {
  return events.map((e) => e.type).filter((t) => !/^(ACTION_|STATE_)/.test(t))
}
