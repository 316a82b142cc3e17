import { describe, expect, it } from 'vitest'
import { GameEngine } from '../../engine/gameEngine'
import type { ValidationMode } from '../../engine/types'
import type { GamePlugin } from '../../plugins/types'
import { createCard, createZone, playerHandZoneId } from '../factories'
import type { GameState } from '../types'
import { defineVariable } from '../variables'
import { StateDraft } from './stateDraft'

const Plays = defineVariable<number>('plays', { initial: 0 })

/**
 * Draw-or-play on a 20-card deck: a plugin instance owns one draft and resets it for every action, as
 * plugin-uno's handlers do with their own.
 */
function createDrawPlugin(): GamePlugin & { readonly draft: StateDraft } {
  const draft = new StateDraft()
  const order = (state: GameState) => Object.keys(state.players)
  return {
    id: 'draw-play',
    name: 'Draw or play',
    version: '1.0.0',
    draft,
    setup(ctx) {
      if (ctx.state.zones.deck) return
      ctx.addZone(createZone({ id: 'deck', type: 'deck', visibility: 'hidden' }))
      ctx.addZone(createZone({ id: 'pile', type: 'discard' }))
      for (const id of Object.keys(ctx.state.players)) ctx.addZone(createZone({ id: playerHandZoneId(id), type: 'hand', ownerId: id, visibility: 'owner' }))
      for (let i = 0; i < 20; i++) {
        ctx.addCard(createCard({ id: `k${i}`, type: 'n' }))
        ctx.addCardToZone(`k${i}`, 'deck')
      }
    },
    actions: [
      {
        type: 'STEP',
        execute(action, { state, random }) {
          const d = draft.reset(state)
          const me = action.playerId!
          const hand = playerHandZoneId(me)
          if (d.cards('deck').length > 0 && (d.cards(hand).length === 0 || random.next() < 0.6)) d.moveTop('deck', hand)
          else if (d.cards(hand).length > 0) {
            d.moveTop(hand, 'pile')
            d.set(Plays, d.get(Plays) + 1)
          } else {
            d.setZoneCards('deck', random.shuffle([...d.cards('pile')]))
            d.setZoneCards('pile', [])
          }
          const ids = order(state)
          d.currentPlayerId = ids[(ids.indexOf(me) + 1) % ids.length]!
          d.turn += 1
          d.emit({ type: 'STEPPED', playerId: me })
          return d.result()
        },
      },
    ],
    events: [{ type: 'GAME_STARTED', handle: (_e, ctx) => ctx.setCurrentPlayer(Object.keys(ctx.state.players)[0]!) }],
  }
}

function newGame(plugin: GamePlugin, seed: number, validationMode: ValidationMode): GameEngine {
  const engine = new GameEngine({ seed, validationMode, clock: () => 0 }).use(plugin)
  engine.createGame({ players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }, { id: 'p3', name: 'C' }] }).start()
  return engine
}

const step = (engine: GameEngine) => engine.dispatch({ type: 'STEP', playerId: engine.getState().currentPlayerId! })

describe('a StateDraft inside the engine', () => {
  it.each<ValidationMode>(['none', 'always'])('gives the engine a state it takes as it is (%s)', (mode) => {
    const plugin = createDrawPlugin()
    const engine = newGame(plugin, 3, mode)
    for (let i = 0; i < 50; i++) {
      const before = engine.getState()
      const result = step(engine)
      expect(result.ok).toBe(true)
      // The committed root is the engine's new state: the engine did not copy it to set the version.
      expect(engine.getState()).toBe(plugin.draft.base)
      expect(engine.getState().version).toBe(before.version + 1)
      expect(result.events.map((e) => e.type)).toEqual(['STEPPED'])
    }
    if (mode === 'always') expect(Object.isFrozen(engine.getState().zones.deck!.cards)).toBe(true)
  })

  it('serves several engines in turn from one plugin instance, each game as if it had its own', () => {
    const shared = createDrawPlugin()
    const games = [1, 2, 3].map((seed) => newGame(shared, seed, 'always'))
    const alone = [1, 2, 3].map((seed) => newGame(createDrawPlugin(), seed, 'always'))
    for (let i = 0; i < 120; i++) {
      for (let g = 0; g < games.length; g++) {
        step(games[g]!)
        step(alone[g]!)
      }
    }
    for (let g = 0; g < games.length; g++) {
      expect(games[g]!.getState()).toEqual(alone[g]!.getState())
      expect(Plays.get(games[g]!.getState())).toBeGreaterThan(0)
    }
  })

  it('leaves snapshots and forks of earlier states as they were', () => {
    const engine = newGame(createDrawPlugin(), 5, 'none')
    for (let i = 0; i < 10; i++) step(engine)
    const snapshot = engine.createSnapshot()
    const copy = JSON.stringify(snapshot.state)
    const fork = engine.fork()
    for (let i = 0; i < 40; i++) {
      step(engine)
      step(fork)
    }
    expect(JSON.stringify(snapshot.state)).toBe(copy)
    expect(fork.getState()).toEqual(engine.getState())
  })
})
