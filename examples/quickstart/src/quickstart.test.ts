import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { ReplayEngine, SimpleGamePlugin, StandardDeckPlugin, TurnPlugin, DrawPlugin, StateValidator, compareStates, playerHandZoneId } from 'decklet'
import { describe, expect, it } from 'vitest'
import { playSimpleGame } from './playSimpleGame'

const plugins = [StandardDeckPlugin, TurnPlugin, DrawPlugin, SimpleGamePlugin]

describe('the quick-start demo', () => {
  it('runs the spec example verbatim: events in order, then the winner', () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url))
    const out = execFileSync(process.execPath, ['--import', 'tsx', main], { encoding: 'utf8' }).trim().split('\n')
    expect(out.slice(0, 4)).toEqual(['[event] GAME_CREATED', '[event] GAME_STARTED', '[event] DECK_SHUFFLED', '[event] TURN_STARTED'])
    expect(out.filter((line) => line === '[event] CARD_DRAWN')).toHaveLength(10)
    expect(out.filter((line) => line === '[event] CARD_PLAYED')).toHaveLength(9)
    expect(out.at(-2)).toBe('[event] GAME_WON')
    expect(out.at(-1)).toBe('winners: p1')
  })

  it('plays seeded games of 2–6 players to the end, and each replays to the identical state', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const players = 2 + (seed % 5)
      const engine = playSimpleGame(seed, players)
      const state = engine.getState()
      expect(state.status).toBe('finished')
      expect(state.winnerIds).toHaveLength(1)
      expect(state.zones[playerHandZoneId(state.winnerIds[0]!)]!.cards).toEqual([])
      expect(new StateValidator().validate(state).valid).toBe(true)
      const { state: replayed } = ReplayEngine.replayRecord(JSON.parse(JSON.stringify(engine.exportRecord())), plugins)
      expect(compareStates(replayed, state).differences).toEqual([])
    }
  })

  it('deals differently for different seeds and identically for the same seed', () => {
    const plays = (seed: number) => playSimpleGame(seed).getHistory().map((record) => record.action.payload)
    expect(plays(5)).toEqual(plays(5))
    expect(plays(5)).not.toEqual(plays(6))
  })
})
