import { describe, expectTypeOf, it } from 'vitest'
import { CommonDenyCodes, defineDenyCodes, type CommonDenyCode, type DeniedVerdict } from './denyCodes'
import type { RuleResult } from './types'

describe('typed deny codes', () => {
  const Deny = defineDenyCodes({ MUST_PLAY: 'MUST_PLAY' })

  it('types the set as the common codes and the declared ones', () => {
    expectTypeOf(Deny.codes.MUST_PLAY).toEqualTypeOf<'MUST_PLAY'>()
    expectTypeOf(Deny.codes.GAME_NOT_PLAYING).toEqualTypeOf<'GAME_NOT_PLAYING'>()
    expectTypeOf<keyof typeof Deny.codes>().toEqualTypeOf<CommonDenyCode | 'MUST_PLAY'>()
    expectTypeOf(CommonDenyCodes.NOT_YOUR_TURN).toEqualTypeOf<'NOT_YOUR_TURN'>()
  })

  it('lets deny take only codes of the set', () => {
    expectTypeOf(Deny.deny).parameter(1).toEqualTypeOf<CommonDenyCode | 'MUST_PLAY'>()
    // @ts-expect-error: a code the set does not declare
    Deny.deny('no', 'MUST_PALY')
  })

  it('returns a verdict a rule may return', () => {
    expectTypeOf(Deny.deny('no', 'MUST_PLAY')).toEqualTypeOf<DeniedVerdict<CommonDenyCode | 'MUST_PLAY'>>()
    expectTypeOf<DeniedVerdict<'MUST_PLAY'>>().toExtend<RuleResult>()
  })

  it('refuses, at compile time, a code that is not its own name', () => {
    // @ts-expect-error: the value must be the key
    defineDenyCodes({ MUST_PLAY: 'PLAY_FIRST' })
  })

  it('narrows with has', () => {
    const code: string = 'MUST_PLAY'
    if (Deny.has(code)) expectTypeOf(code).toEqualTypeOf<CommonDenyCode | 'MUST_PLAY'>()
  })
})
