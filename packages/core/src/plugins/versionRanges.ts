import semver from 'semver'

/*
 * Semantic versions and ranges, as `semver` answers them, with a fast path for the forms plugins use: a
 * plain `1.2.3` version and a `^1.2.3`, `~1.2.3`, `>=1.2.3`, `1.2.3` or `*` range. An engine is often made per
 * game (simulations make millions), and each one checks its plugins' versions and dependency ranges when
 * it is wired: parsing them with semver's classes was the largest part of creating a small game (measured:
 * 10% of the spec's simple game). Anything else goes to semver, so every answer is semver's (a property test
 * compares the two); nothing is remembered between calls.
 */

// Up to 15 digits: every such number is a safe integer, as semver requires.
const PLAIN_VERSION = /^(0|[1-9]\d{0,14})\.(0|[1-9]\d{0,14})\.(0|[1-9]\d{0,14})$/
const SIMPLE_RANGE = /^(\^|~|>=)?(0|[1-9]\d{0,14})\.(0|[1-9]\d{0,14})\.(0|[1-9]\d{0,14})$/

/** Whether `version` is a valid semantic version (`semver.valid`). @internal */
export function isSemanticVersion(version: string): boolean {
  return PLAIN_VERSION.test(version) || semver.valid(version) !== null
}

/** Whether `range` is a valid semver range (`semver.validRange`). @internal */
export function isVersionRange(range: string): boolean {
  return range === '*' || SIMPLE_RANGE.test(range) || semver.validRange(range) !== null
}

/** Whether `version` is in `range`, prereleases included (`semver.satisfies` with `includePrerelease`). @internal */
export function satisfiesRange(version: string, range: string): boolean {
  const v = PLAIN_VERSION.exec(version)
  if (v !== null) {
    if (range === '*') return true
    const r = SIMPLE_RANGE.exec(range)
    if (r !== null) return inSimpleRange(+v[1]!, +v[2]!, +v[3]!, r[1], +r[2]!, +r[3]!, +r[4]!)
  }
  return semver.satisfies(version, range, { includePrerelease: true })
}

function inSimpleRange(major: number, minor: number, patch: number, op: string | undefined, rMajor: number, rMinor: number, rPatch: number): boolean {
  const atLeast = major !== rMajor ? major > rMajor : minor !== rMinor ? minor > rMinor : patch >= rPatch
  if (op === undefined) return major === rMajor && minor === rMinor && patch === rPatch
  if (!atLeast) return false
  if (op === '>=') return true
  if (op === '~') return major === rMajor && minor === rMinor
  // '^': the left-most non-zero part stays the same.
  if (rMajor !== 0) return major === rMajor
  if (rMinor !== 0) return major === 0 && minor === rMinor
  return major === 0 && minor === 0 && patch === rPatch
}
