import { compareStates, createCard, createGameState, createPlayer, createZone } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { createMiniGamePlugin } from './__fixtures__/plugins'
import { buildState } from './buildState'
import { createTestEngine } from './createTestEngine'
import { diffStates, formatDifferences } from './diff'
import { withCards, withVariables } from './stateEdits'

describe('formatDifferences', () => {
  it('prints one line per difference: path, expected and actual as short JSON', () => {
    const { differences } = compareStates({ a: 1, b: { c: [1, 2] }, gone: 'x' }, { a: 2, b: { c: [1, 3, 4] }, added: null })
    expect(formatDifferences(differences)).toBe(
      [
        'a: expected 1, actual 2',
        'b.c[1]: expected 2, actual 3',
        'b.c[2]: expected (absent), actual 4',
        'gone: expected "x", actual (absent)',
        'added: expected (absent), actual null',
      ].join('\n'),
    )
  })

  it('returns an empty string for no differences', () => {
    expect(formatDifferences([])).toBe('')
  })

  it('names the root, quotes odd keys as compareStates does, and cuts long values', () => {
    expect(formatDifferences([{ path: '', a: 1, b: 'x' }])).toBe('(root): expected 1, actual "x"')
    expect(formatDifferences(compareStates({ 'hand-p1': 1 }, { 'hand-p1': 2 }).differences)).toBe('"hand-p1": expected 1, actual 2')
    const line = formatDifferences([{ path: 'deck', a: Array.from({ length: 50 }, (_, i) => `c${i}`), b: [] }], { maxValueLength: 20 })
    expect(line).toBe('deck: expected ["c0","c1","c2","c3…, actual []')
  })

  it('shows values JSON cannot: undefined inside arrays, NaN, functions', () => {
    expect(formatDifferences([{ path: 'x', a: Number.NaN, b: () => 1 }])).toMatch(/^x: expected NaN, actual \[function/)
  })

  it('takes labels, an indent and a line limit', () => {
    const differences = Array.from({ length: 5 }, (_, i) => ({ path: `v${i}`, a: i, b: i + 1 }))
    expect(formatDifferences(differences, { labels: ['before', 'after'], maxLines: 2, indent: '  ' })).toBe(
      ['  v0: before 0, after 1', '  v1: before 1, after 2', '  … and 3 more differences'].join('\n'),
    )
  })
})

describe('diffStates', () => {
  it('is empty for equal states and prints the differences of states', () => {
    const engine = createTestEngine({ plugins: [createMiniGamePlugin()] })
    const state = engine.getState()
    expect(diffStates(state, state)).toBe('')
    expect(diffStates(state, JSON.parse(JSON.stringify(state)))).toBe('')
    const base = createGameState({
      gameId: 'g',
      seed: 1,
      players: [createPlayer({ id: 'p1', name: 'A', seat: 1 })],
      cards: ['c1', 'c2', 'c3'].map((id) => createCard({ id, type: 'number' })),
      zones: [createZone({ id: 'deck', type: 'deck', cards: ['c1', 'c2', 'c3'] }), createZone({ id: 'discard', type: 'discard' })],
    })
    const edited = buildState(base, withCards('discard', ['c2']), withVariables({ score: 3 }))
    expect(diffStates(base, edited)).toMatchInlineSnapshot(`
      "zones.deck.cards[1]: expected "c2", actual "c3"
      zones.deck.cards[2]: expected "c3", actual (absent)
      zones.discard.cards[0]: expected (absent), actual "c2"
      variables.score: expected (absent), actual 3"
    `)
  })

  it('takes compareStates options (ignorePaths, maxDifferences) and print options', () => {
    const a = { version: 1, turn: 1, variables: { x: 1 } }
    const b = { version: 2, turn: 2, variables: { x: 2 } }
    expect(diffStates(a, b, { ignorePaths: ['version', 'variables'] })).toBe('turn: expected 1, actual 2')
    expect(diffStates(a, b, { maxDifferences: 1, labels: ['left', 'right'] })).toBe('version: left 1, right 2')
  })
})
