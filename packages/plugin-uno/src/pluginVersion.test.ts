import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createUnoPlugin, UNO_PLUGIN_VERSION, UnoPlugin } from './unoPlugin'

describe('the plugin version', () => {
  it("is the package's version, so a game record names the rules it was played with", () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
    expect(UNO_PLUGIN_VERSION).toBe(version)
    expect(UnoPlugin.version).toBe(version)
    expect(createUnoPlugin({ stacking: 'same' }).version).toBe(version)
  })
})
