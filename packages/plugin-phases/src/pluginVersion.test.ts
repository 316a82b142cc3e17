import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { say } from './__fixtures__/games'
import { createPhasesPlugin, definePhase, PHASES_PLUGIN_VERSION } from './index'

describe('the plugin version', () => {
  it("is the package's version, so a game record names the rules it was played with", () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
    expect(PHASES_PLUGIN_VERSION).toBe(version)
    expect(createPhasesPlugin({ steps: [say('a')], phases: { player: definePhase('turn', ['a']) } }).version).toBe(version)
  })
})

describe('the plugin config', () => {
  const make = (extra: object = {}) => createPhasesPlugin({ steps: [say('a'), say('b')], phases: { player: definePhase('turn', ['a']) }, ...extra })

  it('is JSON naming the phases with their steps, the step kinds, the decisions, the game-over check and the pause points', () => {
    expect(make().config).toEqual({
      phases: { init: null, roundStart: null, player: { name: 'turn', steps: ['a'] }, roundEnd: null },
      steps: ['a', 'b'],
      decisions: [],
      checkGameOver: 'last-player-standing',
      yieldBetweenPlayers: false,
      yieldBeforeRounds: false,
    })
  })

  it('differs when the phases, the decisions, the game-over check or a pause point differ, so a replay with other rules is refused', () => {
    const base = JSON.stringify(make().config)
    expect(JSON.stringify(make({ phases: { player: definePhase('turn', ['a', 'b']) } }).config)).not.toBe(base)
    expect(JSON.stringify(make({ decisions: ['BUY'] }).config)).not.toBe(base)
    expect(JSON.stringify(make({ checkGameOver: () => null }).config)).not.toBe(base)
    expect(JSON.stringify(make({ yieldBetweenPlayers: true }).config)).not.toBe(base)
    expect(JSON.stringify(make({ yieldBeforeRounds: true }).config)).not.toBe(base)
  })
})
