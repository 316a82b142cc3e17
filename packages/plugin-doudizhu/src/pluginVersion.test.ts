import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createDoudizhuPlugin, DoudizhuPlugin, DOUDIZHU_PLUGIN_VERSION } from './index'
import { resolveDoudizhuOptions } from './options'

describe('the plugin version', () => {
  it("is the package's version, so a game record names the rules it was played with", () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
    expect(DOUDIZHU_PLUGIN_VERSION).toBe(version)
    expect(DoudizhuPlugin.version).toBe(version)
  })
})

describe('the plugin config', () => {
  it('is every resolved option (JSON), so a record pins the options it was played with', () => {
    expect(createDoudizhuPlugin({ bidding: 'rob' }).config).toEqual(JSON.parse(JSON.stringify(resolveDoudizhuOptions({ bidding: 'rob' }))))
    expect(DoudizhuPlugin.config).toEqual(JSON.parse(JSON.stringify(resolveDoudizhuOptions({}))))
    expect(createDoudizhuPlugin({ bidding: 'rob' }).config).not.toEqual(DoudizhuPlugin.config)
  })
})
