import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { DispatchCodes } from '../engine/types'
import { DeckletErrorCodes, isDeckletErrorCode, type DeckletErrorCode } from './errorCodes'

const SRC = join(import.meta.dirname, '..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === '__fixtures__' ? [] : sources(path)
    return /\.ts$/.test(name) && !/\.test(-d)?\.ts$/.test(name) ? [path] : []
  })
}

/** The codes core's sources give errors: the string after the message in `new …Error(…, 'CODE')` and `super(…, 'CODE')`. */
function codesInSources(): Set<string> {
  const found = new Set<string>()
  for (const path of sources(SRC)) {
    const text = readFileSync(path, 'utf8')
    for (const m of text.matchAll(/(?:new \w*Error|super)\([^;]*?,\s*'([A-Z][A-Z0-9_]+)'/g)) found.add(m[1]!)
    for (const m of text.matchAll(/code = '([A-Z][A-Z0-9_]+)'/g)) found.add(m[1]!)
  }
  return found
}

describe('DeckletErrorCodes', () => {
  it('names every code that core throws with, and every dispatch code', () => {
    const known = new Set<string>(Object.values(DeckletErrorCodes))
    const missing = [...codesInSources(), ...Object.values(DispatchCodes)].filter((code) => !known.has(code))
    expect(missing).toEqual([])
  })

  it('has each code as its own key, frozen', () => {
    for (const [key, value] of Object.entries(DeckletErrorCodes)) expect(value).toBe(key)
    expect(Object.isFrozen(DeckletErrorCodes)).toBe(true)
  })

  it('tells core codes from other strings', () => {
    expect(isDeckletErrorCode('NOT_FOUND')).toBe(true)
    expect(isDeckletErrorCode('HANDLER_ERROR')).toBe(true)
    expect(isDeckletErrorCode('BOT_SPEC')).toBe(false)
    expect(isDeckletErrorCode('toString')).toBe(false)
    expect(isDeckletErrorCode(7)).toBe(false)
  })

  it('types DeckletErrorCode as the union of the values, the dispatch codes among them', () => {
    expectTypeOf<'ENGINE_DESTROYED'>().toExtend<DeckletErrorCode>()
    expectTypeOf<(typeof DispatchCodes)[keyof typeof DispatchCodes]>().toExtend<DeckletErrorCode>()
    expectTypeOf<'SOMETHING_ELSE'>().not.toExtend<DeckletErrorCode>()
  })
})
