import { describe, expect, it } from 'vitest'
import { estatesState } from '../__fixtures__/states'
import { createBuyAction } from './actions'
import { buyRule } from './rules'
import { placePlayer, type EstatesState } from './state'

const verdict = (edit: (e: EstatesState) => EstatesState, action = createBuyAction('p1', 7)) =>
  buyRule.validate({ state: estatesState(2, edit), action: { ...action, id: 'a1', timestamp: 0 }, origin: 'top-level' } as never)

describe('the purchase rule', () => {
  it('allows the unowned street the buyer stands on, when they have its price', () => {
    expect(verdict((e) => placePlayer(e, 'p1', 7))).toMatchObject({ allowed: true })
  })

  it('refuses a street the buyer is not on, an owned one, a square that is no street', () => {
    expect(verdict((e) => e)).toMatchObject({ allowed: false, code: 'NOT_FOR_SALE', reason: 'you are not on Orchard Road' })
    expect(verdict((e) => ({ ...placePlayer(e, 'p1', 7), owners: { '7': 'p2' } }))).toMatchObject({ allowed: false, code: 'NOT_FOR_SALE' })
    expect(verdict((e) => placePlayer(e, 'p1', 3), createBuyAction('p1', 3))).toMatchObject({ allowed: false, code: 'NOT_FOR_SALE' })
  })

  it('refuses a buyer short of the price', () => {
    expect(verdict((e) => ({ ...placePlayer(e, 'p1', 7), cash: { p1: 139, p2: 0 } }))).toMatchObject({ allowed: false, code: 'CANNOT_AFFORD', reason: 'Orchard Road costs 140' })
  })

  it('refuses a purchase without its square', () => {
    expect(verdict((e) => e, { type: 'estates/BUY', playerId: 'p1', payload: {} } as never)).toMatchObject({ allowed: false, code: 'BAD_PAYLOAD' })
  })
})
