import { describe, expect, it } from 'vitest'
import { InvalidOptionError, NotFoundError } from '../errors/errors'
import { createGameState } from './factories'
import type { GameState } from './types'
import { defineVariable } from './variables'

const empty = (): GameState => createGameState({ gameId: 'g', seed: 1, players: [] })

interface Table {
  readonly pot: number
  readonly seats: readonly string[]
}

describe('defineVariable', () => {
  it('reads what it wrote, without changing the version or other variables', () => {
    const TableVar = defineVariable<Table>('table')
    const base = { ...empty(), variables: { other: 1 } }
    const next = TableVar.set(base, { pot: 10, seats: ['p1'] })
    expect(TableVar.get(next)).toEqual({ pot: 10, seats: ['p1'] })
    expect(next.variables.other).toBe(1)
    expect(next.version).toBe(base.version)
    expect(TableVar.get(base)).toBeUndefined()
    expect(base.variables).toEqual({ other: 1 })
  })

  it('returns the initial value while unset, and a set null as null', () => {
    const Direction = defineVariable<1 | -1 | null>('direction', { initial: 1 })
    expect(Direction.get(empty())).toBe(1)
    expect(Direction.get(Direction.set(empty(), -1))).toBe(-1)
    expect(Direction.get(Direction.set(empty(), null))).toBeNull()
  })

  it('deep-freezes the initial value it shares between reads', () => {
    const Scores = defineVariable<Record<string, number[]>>('scores', { initial: { p1: [1] } })
    const read = Scores.get(empty())
    expect(Object.isFrozen(read)).toBe(true)
    expect(Object.isFrozen(read.p1)).toBe(true)
  })

  it('tells set from unset, and require throws NotFoundError for unset, initial value or not', () => {
    const Round = defineVariable<number>('round', { initial: 0 })
    expect(Round.has(empty())).toBe(false)
    expect(() => Round.require(empty())).toThrow(NotFoundError)
    expect(() => Round.require(empty())).toThrow("Variable 'round' not found")
    const set = Round.set(empty(), 3)
    expect(Round.has(set)).toBe(true)
    expect(Round.require(set)).toBe(3)
  })

  it('removes itself, and removing an unset variable changes nothing', () => {
    const Round = defineVariable<number>('round')
    const set = Round.set(empty(), 3)
    expect(Round.has(Round.remove(set))).toBe(false)
    const base = empty()
    expect(Round.remove(base)).toBe(base)
  })

  it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__'])('reads a key Object.prototype also has (%s) as unset until set', (key) => {
    const V = defineVariable<number>(key)
    expect(V.get(empty())).toBeUndefined()
    expect(V.has(empty())).toBe(false)
    const set = V.set(empty(), 7)
    expect(V.get(set)).toBe(7)
    expect(Object.getPrototypeOf(set.variables)).toBe(Object.prototype)
  })

  it('reads a player view as well as a state', () => {
    const V = defineVariable<string>('phase')
    expect(V.get({ variables: { phase: 'bidding' } })).toBe('bidding')
  })

  it('refuses an empty or non-string key with InvalidOptionError', () => {
    expect(() => defineVariable('')).toThrow(InvalidOptionError)
    expect(() => defineVariable(3 as unknown as string)).toThrow("defineVariable: key must be a non-empty string, got 3")
  })

  it('is a frozen handle holding nothing of any game', () => {
    const V = defineVariable<number>('n')
    expect(Object.isFrozen(V)).toBe(true)
    expect(V.key).toBe('n')
  })
})
