import { describe, expectTypeOf, it } from 'vitest'
import { GameEngine } from '../engine/gameEngine'
import type { GamePlugin } from '../plugins/types'
import type { GameState } from '../state/types'
import { addModifier } from './modifierState'
import type { Modifier, ModifierExpiredPayload, ModifierExpiryReason, ModifierKind } from './types'

describe('modifier types', () => {
  it('types MODIFIER_EXPIRED as a core event', () => {
    new GameEngine().subscribe('MODIFIER_EXPIRED', (e) => {
      expectTypeOf(e.payload).toEqualTypeOf<ModifierExpiredPayload>()
      expectTypeOf(e.payload.reason).toEqualTypeOf<ModifierExpiryReason>()
      expectTypeOf(e.payload.modifier).toEqualTypeOf<Modifier>()
    })
  })

  it('types a kind’s params, and a plugin takes kinds of any params', () => {
    const Discount: ModifierKind<{ off: number }> = {
      kind: 'discount',
      before: (ctx) => expectTypeOf(ctx.params).toEqualTypeOf<{ off: number } | undefined>(),
    }
    const plugin: GamePlugin = { id: 'p', name: 'P', version: '1.0.0', modifiers: [Discount] }
    expectTypeOf(plugin.modifiers).toEqualTypeOf<ModifierKind<any>[] | undefined>()
  })

  it('addModifier needs a kind and an appliesTo list, and gives the id', () => {
    const state = {} as GameState
    expectTypeOf(addModifier(state, { kind: 'k', appliesTo: ['A'], params: { off: 1 } }).modifier.id).toEqualTypeOf<string>()
    // @ts-expect-error the id is the state's to give
    addModifier(state, { id: 'm1', kind: 'k', appliesTo: ['A'] })
    // @ts-expect-error appliesTo is required
    addModifier(state, { kind: 'k' })
  })
})
