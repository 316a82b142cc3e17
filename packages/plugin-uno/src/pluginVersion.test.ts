import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { GameEngine, ReplayEngine } from '@decklet/core'
import { pinnedUnoOptions, resolveUnoOptions } from './options'
import { createUnoPlugin, UNO_PLUGIN_VERSION, UnoPlugin } from './unoPlugin'

describe('the plugin version', () => {
  it("is the package's version, so a game record names the rules it was played with", () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
    expect(UNO_PLUGIN_VERSION).toBe(version)
    expect(UnoPlugin.version).toBe(version)
    expect(createUnoPlugin({ stacking: 'same' }).version).toBe(version)
  })
})

describe('the plugin config', () => {
  function played(plugin: ReturnType<typeof createUnoPlugin>) {
    const engine = new GameEngine({ seed: 11 }).use(plugin)
    engine.createGame({ players: [{ id: 'p1', name: 'P1' }, { id: 'p2', name: 'P2' }] }).start()
    for (let i = 0; i < 12 && engine.getState().status === 'playing'; i++) {
      const actor = engine.getActors()[0]!
      expect(engine.dispatch(engine.getLegalActions(actor)[0]!).ok).toBe(true)
    }
    return engine.exportRecord()
  }

  it('is every resolved option, so a record pins the house rules it was played with', () => {
    // The options added after 1.0 only when set, so that records of 1.0 keep their config.
    const { reshuffleWhenShort, firstCard, ...of10 } = resolveUnoOptions({ stacking: 'same' })
    expect([reshuffleWhenShort, firstCard]).toEqual([false, 'official'])
    expect(createUnoPlugin({ stacking: 'same' }).config).toEqual(of10)
    expect(UnoPlugin.config).toEqual(pinnedUnoOptions(resolveUnoOptions({})))
    expect(createUnoPlugin({ profile: 'rlcard' }).config).toEqual({ ...resolveUnoOptions({ profile: 'rlcard' }) })
    const record = played(createUnoPlugin({ stacking: 'same' }))
    expect(record.plugins[0]!.config).toMatchObject({ stacking: 'same' })
    expect(ReplayEngine.replayRecord(record, [createUnoPlugin({ stacking: 'same' })]).warnings).toEqual([])
    // The default plugin is another rule set: refused at once, not after the game diverges.
    expect(() => ReplayEngine.replayRecord(record, [UnoPlugin])).toThrow(expect.objectContaining({ code: 'RECORD_PLUGIN_CONFIG' }))
  })
})
