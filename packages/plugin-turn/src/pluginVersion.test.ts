import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createTurnPlugin, TurnPlugin, TURN_PLUGIN_VERSION } from './index'
import { resolveTurnOptions } from './options'

describe('the plugin version', () => {
  it("is the package's version, so a game record names the rules it was played with", () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
    expect(TURN_PLUGIN_VERSION).toBe(version)
    expect(TurnPlugin.version).toBe(version)
  })
})

describe('the plugin config', () => {
  it('is every resolved option (JSON), so a record pins the options it was played with', () => {
    expect(createTurnPlugin({ firstPlayer: 'random' }).config).toEqual(JSON.parse(JSON.stringify(resolveTurnOptions({ firstPlayer: 'random' }))))
    expect(TurnPlugin.config).toEqual(JSON.parse(JSON.stringify(resolveTurnOptions({}))))
    expect(createTurnPlugin({ firstPlayer: 'random' }).config).not.toEqual(TurnPlugin.config)
  })
})
