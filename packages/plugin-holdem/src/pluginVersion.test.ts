import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { HOLDEM_PLUGIN_VERSION, HoldemPlugin } from './index'

describe('the plugin version', () => {
  it("is the package's version, so a game record names the rules it was played with", () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
    expect(HOLDEM_PLUGIN_VERSION).toBe(version)
    expect(HoldemPlugin.version).toBe(version)
  })
})
