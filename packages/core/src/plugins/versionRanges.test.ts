import fc from 'fast-check'
import semver from 'semver'
import { describe, expect, it } from 'vitest'
import { isSemanticVersion, isVersionRange, satisfiesRange } from './versionRanges'

const part = fc.oneof(fc.constantFrom(0, 1, 2, 10), fc.nat({ max: 30 }))
const plain = fc.tuple(part, part, part).map(([a, b, c]) => `${a}.${b}.${c}`)
const version = fc.oneof(
  plain,
  plain.map((v) => `${v}-beta.1`),
  plain.map((v) => `v${v}`),
  plain.map((v) => ` ${v}`),
  fc.constantFrom('1.2', '01.2.3', '1.2.3.4', '', 'x', '9007199254740993.0.0', '999999999999999.1.1'),
)
const range = fc.oneof(
  fc.tuple(fc.constantFrom('', '^', '~', '>=', '<', '=', '>', '<='), plain).map(([op, v]) => op + v),
  fc.tuple(plain, plain).map(([a, b]) => `>=${a} <${b}`),
  fc.constantFrom('*', '', 'x', '1.x', '^1', '~1.2', '1 || 2', '^1.0.0-rc.1', 'nonsense', '^01.0.0', '>= 1.0.0'),
)

describe('version checks give semver\'s answers', () => {
  it('whether a version is valid', () => {
    fc.assert(fc.property(version, (v) => isSemanticVersion(v) === (semver.valid(v) !== null)), { numRuns: 2000 })
  })

  it('whether a range is valid', () => {
    fc.assert(fc.property(range, (r) => isVersionRange(r) === (semver.validRange(r) !== null)), { numRuns: 2000 })
  })

  it('whether a version is in a range, prereleases included', () => {
    fc.assert(
      fc.property(version, range, (v, r) => satisfiesRange(v, r) === semver.satisfies(v, r, { includePrerelease: true })),
      { numRuns: 5000 },
    )
  })

  it('the caret keeps the left-most non-zero part', () => {
    expect(satisfiesRange('1.9.0', '^1.2.3')).toBe(true)
    expect(satisfiesRange('2.0.0', '^1.2.3')).toBe(false)
    expect(satisfiesRange('0.2.9', '^0.2.3')).toBe(true)
    expect(satisfiesRange('0.3.0', '^0.2.3')).toBe(false)
    expect(satisfiesRange('1.2.3', '^0.2.3')).toBe(false)
    expect(satisfiesRange('1.0.3', '^0.0.3')).toBe(false)
    expect(satisfiesRange('0.0.3', '^0.0.3')).toBe(true)
    expect(satisfiesRange('0.0.4', '^0.0.3')).toBe(false)
    expect(satisfiesRange('1.2.2', '^1.2.3')).toBe(false)
  })
})
