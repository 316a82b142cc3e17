import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createHoldemPlugin, HOLDEM_PLUGIN_VERSION, HoldemPlugin } from './index'
import { resolveHoldemOptions } from './options'

describe('the plugin version', () => {
  it("is the package's version, so a game record names the rules it was played with", () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
    expect(HOLDEM_PLUGIN_VERSION).toBe(version)
    expect(HoldemPlugin.version).toBe(version)
  })
})

describe('the plugin config', () => {
  it('is every resolved option (JSON), so a record pins the options it was played with', () => {
    expect(createHoldemPlugin({ smallBlind: 5, bigBlind: 10 }).config).toEqual(JSON.parse(JSON.stringify(resolveHoldemOptions({ smallBlind: 5, bigBlind: 10 }))))
    expect(HoldemPlugin.config).toEqual(JSON.parse(JSON.stringify(resolveHoldemOptions({}))))
    expect(createHoldemPlugin({ smallBlind: 5, bigBlind: 10 }).config).not.toEqual(HoldemPlugin.config)
  })
})
