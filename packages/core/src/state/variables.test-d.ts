import { describe, expectTypeOf, it } from 'vitest'
import type { GameState } from './types'
import { defineVariable, type Variable } from './variables'

interface UnoLike {
  readonly phase: 'play' | 'over'
  readonly order: readonly string[]
}

describe('defineVariable types', () => {
  it('reads T | undefined without an initial value, T with one', () => {
    const A = defineVariable<UnoLike>('uno')
    const B = defineVariable<number>('n', { initial: 0 })
    expectTypeOf(A).toEqualTypeOf<Variable<UnoLike>>()
    expectTypeOf(A.get).returns.toEqualTypeOf<UnoLike | undefined>()
    expectTypeOf(A.require).returns.toEqualTypeOf<UnoLike>()
    expectTypeOf(B.get).returns.toEqualTypeOf<number>()
  })

  it('writes only T, into a GameState', () => {
    const A = defineVariable<UnoLike>('uno')
    expectTypeOf(A.set).parameter(1).toEqualTypeOf<UnoLike>()
    expectTypeOf(A.set).returns.toEqualTypeOf<GameState>()
    // @ts-expect-error: not a UnoLike
    A.set({} as GameState, { phase: 'dealing', order: [] })
  })

  it('takes an initial value of T only', () => {
    // @ts-expect-error: a string is not a number
    defineVariable<number>('n', { initial: 'zero' })
  })
})
