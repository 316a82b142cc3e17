import { describe, expect, it } from 'vitest'
import { InvalidPluginError } from '../errors/errors'
import { pluginConfig } from './pluginConfig'

describe('pluginConfig', () => {
  it('is a frozen JSON copy of the options', () => {
    const options = { stacking: 'same', limits: { hand: 7 } }
    const config = pluginConfig(options) as typeof options
    expect(config).toEqual(options)
    expect(config).not.toBe(options)
    expect(Object.isFrozen(config) && Object.isFrozen(config.limits)).toBe(true)
    options.limits.hand = 9
    expect(config.limits.hand).toBe(7)
  })

  it('refuses options that are not JSON data, naming the path', () => {
    expect(() => pluginConfig({ scoring: () => 1 })).toThrow(InvalidPluginError)
    expect(() => pluginConfig({ nested: { at: new Date(0) } })).toThrow("config.nested.at is not JSON data: a plugin's config must be, records store it")
  })
})
