import * as core from '@decklet/core'
import * as draw from '@decklet/plugin-draw'
import * as simpleGame from '@decklet/plugin-simple-game'
import * as standardDeck from '@decklet/plugin-standard-deck'
import * as turn from '@decklet/plugin-turn'
import { describe, expect, it } from 'vitest'
import * as decklet from './index'

describe('the decklet umbrella', () => {
  it.each([
    ['@decklet/core', core],
    ['@decklet/plugin-standard-deck', standardDeck],
    ['@decklet/plugin-turn', turn],
    ['@decklet/plugin-draw', draw],
    ['@decklet/plugin-simple-game', simpleGame],
  ])('re-exports every export of %s as the same object', (_name, pkg) => {
    const names = Object.keys(pkg)
    expect(names.length).toBeGreaterThan(3)
    for (const name of names) expect((decklet as Record<string, unknown>)[name], name).toBe((pkg as Record<string, unknown>)[name])
  })

  it('exports exactly the union of the five packages (no name is shadowed by another package)', () => {
    const union = new Set([core, standardDeck, turn, draw, simpleGame].flatMap((pkg) => Object.keys(pkg)))
    const total = [core, standardDeck, turn, draw, simpleGame].reduce((n, pkg) => n + Object.keys(pkg).length, 0)
    expect(union.size).toBe(total)
    expect(new Set(Object.keys(decklet))).toEqual(union)
  })

  it('offers the names the spec example imports', () => {
    for (const name of [
      'GameEngine',
      'StandardDeckPlugin',
      'TurnPlugin',
      'DrawPlugin',
      'SimpleGamePlugin',
      'createSimplePlayCardAction',
      'playerHandZoneId',
    ]) {
      expect(decklet, name).toHaveProperty(name)
    }
  })
})
