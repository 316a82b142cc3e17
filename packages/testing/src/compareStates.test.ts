import { compareStates as coreCompareStates, InvalidOptionError } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { compareStates } from './compareStates'
import { createMiniGamePlugin } from './__fixtures__/plugins'
import { createTestEngine } from './createTestEngine'
import { diffStates } from './diff'
import { toEqualState } from './matchers'

const a = {
  version: 3,
  variables: { log: ['drew'], logger: 'x', score: 1 },
  zones: { 'hand-p1': { cards: ['c1', 'c2'] }, deck: { cards: ['c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9', 'c10', 'c11', 'c12', 'c13'] } },
  players: { p1: { seat: 1, lastSeen: 10 }, p2: { seat: 2, lastSeen: 20 } },
}
const b = {
  version: 4,
  variables: { log: ['drew', 'played'], logger: 'y', score: 1 },
  zones: { 'hand-p1': { cards: ['c1', 'c9'] }, deck: { cards: ['c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9', 'c10', 'c11', 'c12', 'x13'] } },
  players: { p1: { seat: 1, lastSeen: 11 }, p2: { seat: 3, lastSeen: 21 } },
}
const paths = (options?: Parameters<typeof compareStates>[2]) => compareStates(a, b, options).differences.map((d) => d.path)

describe('compareStates', () => {
  it("without options, is core's compareStates: the same { equal, differences }", () => {
    expect(compareStates(a, b)).toEqual(coreCompareStates(a, b))
    expect(compareStates(a, b, { maxDifferences: 2 })).toEqual(coreCompareStates(a, b, { maxDifferences: 2 }))
    expect(compareStates(a, structuredClone(a))).toEqual({ equal: true, differences: [] })
    expect(compareStates(a, b).differences[0]).toEqual({ path: 'version', a: 3, b: 4 })
  })

  it('does not report a difference under an ignored path, and reports the others', () => {
    expect(paths()).toEqual([
      'version',
      'variables.log[1]',
      'variables.logger',
      'zones."hand-p1".cards[1]',
      'zones.deck.cards[10]',
      'players.p1.lastSeen',
      'players.p2.seat',
      'players.p2.lastSeen',
    ])
    const { equal, differences } = compareStates(a, b, { ignorePaths: ['version', 'variables.log'] })
    expect(equal).toBe(false)
    expect(differences).toEqual([
      { path: 'variables.logger', a: 'x', b: 'y' },
      { path: 'zones."hand-p1".cards[1]', a: 'c2', b: 'c9' },
      { path: 'zones.deck.cards[10]', a: 'c13', b: 'x13' },
      { path: 'players.p1.lastSeen', a: 10, b: 11 },
      { path: 'players.p2.seat', a: 2, b: 3 },
      { path: 'players.p2.lastSeen', a: 20, b: 21 },
    ])
    expect(compareStates(a, b, { ignorePaths: ['version', 'variables', 'zones', 'players'] })).toEqual({ equal: true, differences: [] })
  })

  it('ignores by prefix, segment by segment: a path skips all below it, not a longer key or index', () => {
    // 'variables' skips everything below it; 'variables.log' skips variables.log[1] but not variables.logger.
    expect(paths({ ignorePaths: ['variables'] })).not.toContain('variables.logger')
    expect(paths({ ignorePaths: ['variables.log'] })).toContain('variables.logger')
    expect(paths({ ignorePaths: ['variables.log'] })).not.toContain('variables.log[1]')
    // 'zones.deck.cards[1]' is the index 1, not 10.
    expect(paths({ ignorePaths: ['zones.deck.cards[1]'] })).toContain('zones.deck.cards[10]')
    expect(paths({ ignorePaths: ['zones.deck.cards[10]'] })).not.toContain('zones.deck.cards[10]')
    expect(paths({ ignorePaths: ['zones.deck.cards'] })).not.toContain('zones.deck.cards[10]')
    // A prefix of a key is not a prefix of the path: 'players.p' skips nothing.
    expect(paths({ ignorePaths: ['players.p'] })).toEqual(paths())
  })

  it('takes keys as they are or quoted as the differences print them, and * for any one key or index', () => {
    const hand = 'zones."hand-p1".cards[1]'
    expect(paths({ ignorePaths: ['zones.hand-p1'] })).not.toContain(hand)
    expect(paths({ ignorePaths: ['zones."hand-p1"'] })).not.toContain(hand)
    expect(paths({ ignorePaths: ['zones.hand-p1.cards.1'] })).not.toContain(hand)
    expect(paths({ ignorePaths: ['players.*.lastSeen'] })).toEqual(paths().filter((p) => !p.endsWith('.lastSeen')))
    expect(paths({ ignorePaths: ['zones.*.cards[*]'] })).toEqual(paths().filter((p) => !p.startsWith('zones.')))
    expect(paths({ ignorePaths: ['*'] })).toEqual([])
  })

  it('still reports a difference found above an ignored path (a value missing on one side)', () => {
    const { differences } = compareStates({ variables: { log: [1] } }, {}, { ignorePaths: ['variables.log'] })
    expect(differences).toEqual([{ path: 'variables', a: { log: [1] }, b: undefined }])
  })

  it('counts maxDifferences among the differences it reports', () => {
    expect(compareStates(a, b, { ignorePaths: ['version', 'variables'], maxDifferences: 2 }).differences.map((d) => d.path)).toEqual([
      'zones."hand-p1".cards[1]',
      'zones.deck.cards[10]',
    ])
  })

  it('refuses a path it cannot read', () => {
    expect(() => compareStates(a, b, { ignorePaths: ['zones."hand-p1'] })).toThrow(InvalidOptionError)
    expect(() => compareStates(a, b, { ignorePaths: ['zones.deck.cards[1'] })).toThrow(/compareStates: ignorePaths must be paths such as/)
    expect(() => compareStates(a, b, { ignorePaths: ['cards[x]'] })).toThrow(InvalidOptionError)
  })

  it('is what diffStates and toEqualState skip with', () => {
    const engine = createTestEngine({ plugins: [createMiniGamePlugin()] })
    const before = engine.getState()
    const after = { ...before, players: { ...before.players, p1: { ...before.players.p1!, name: 'Renamed' } }, version: before.version + 1 }
    expect(diffStates(before, after, { ignorePaths: ['version'] })).toBe('players.p1.name: expected "Player 1", actual "Renamed"')
    expect(diffStates(before, after, { ignorePaths: ['version', 'players.*.name'] })).toBe('')
    expect(toEqualState.call({ isNot: false }, after, before, { ignorePaths: ['version', 'players.*.name'] }).pass).toBe(true)
    expect(toEqualState.call({ isNot: false }, after, before, { ignorePaths: ['version'] }).pass).toBe(false)
  })
})
