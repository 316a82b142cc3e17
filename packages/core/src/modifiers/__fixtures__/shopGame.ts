/**
 * A small shop game for the modifier tests: players buy at a price on their turn and pass the turn on.
 * Nothing here is public API.
 *
 * - `BUY { price, cardId?, seen? }` (current player): adds `price` to `spent[player]`, keeps `seen` (when set)
 *   in the `seen` variable, emits `BOUGHT { price }`;
 *   the rule `shop.budget` denies a price above 100 (`TOO_EXPENSIVE`), and `shop.turn` another player's buy.
 * - `END_TURN` (current player): `turn + 1`, the next player by seat.
 * - `ADD_MODIFIER { init }` (anyone, no rule): adds the modifier `init` — how tests and fuzzers add them.
 * - `OBSERVE` (no rule, no change): an action that only lets modifiers run.
 *
 * Modifier kinds (plugin {@link ShopModifiersPlugin}):
 * - `discount` (priority 0): `price - params.off`;
 * - `double` (priority 10): `price * 2`;
 * - `rebate` (priority 20): `price - params.off`, after a `double`;
 * - `ban` (priority -10): cancels with `params.reason` and `params.code` (when set);
 * - `trace` (priority 5): appends its id to `payload.seen`, and in `after` to the `trace` variable;
 * - `picky`: acts only on prices from `params.min` (skips below);
 * - `cashback` (`after`): replaces the result: `spent[player] - params.back`, and a `CASHBACK` event instead of the handler's;
 * - `marker`: no hooks (rules read it with `getModifiers`).
 */
import type { ActionHandler } from '../../actions/types'
import type { GamePlugin } from '../../plugins/types'
import { deny, ok } from '../../rules/verdicts'
import type { JsonValue } from '../../state/json'
import { playerIdsBySeat } from '../../players/seatOrder'
import { setVariable } from '../../state/stateUtils'
import type { GameState } from '../../state/types'
import { addModifier } from '../modifierState'
import type { ModifierInit, ModifierKind } from '../types'

/** Payload of BUY. */
export interface BuyPayload {
  price: number
  cardId?: string
  seen?: string[]
}

/** What each player spent. */
export function spent(state: GameState): Record<string, number> {
  return (state.variables.spent ?? {}) as Record<string, number>
}

const price = (payload: unknown) => (payload as BuyPayload).price

function nextPlayer(state: GameState): string {
  const ids = playerIdsBySeat(state)
  return ids[(ids.indexOf(state.currentPlayerId!) + 1) % ids.length]!
}

const buy: ActionHandler<'BUY', BuyPayload> = {
  type: 'BUY',
  execute(action, { state }) {
    const me = action.playerId!
    const total = spent(state)
    const next = setVariable(state, 'spent', { ...total, [me]: (total[me] ?? 0) + action.payload.price })
    return {
      state: action.payload.seen === undefined ? next : setVariable(next, 'seen', action.payload.seen),
      events: [{ type: 'BOUGHT', playerId: me, payload: { price: action.payload.price } }],
    }
  },
  enumerate: (state, playerId) => (playerId === state.currentPlayerId ? [{ type: 'BUY', playerId, payload: { price: 60 } }, { type: 'BUY', playerId, payload: { price: 150 } }] : []),
}

const endTurn: ActionHandler<'END_TURN'> = {
  type: 'END_TURN',
  execute: (_action, { state }) => ({ state: { ...state, turn: state.turn + 1, currentPlayerId: nextPlayer(state) } }),
}

const addModifierAction: ActionHandler<'ADD_MODIFIER', { init: ModifierInit }> = {
  type: 'ADD_MODIFIER',
  execute: (action, { state }) => ({ state: addModifier(state, action.payload.init).state }),
}

const observe: ActionHandler<'OBSERVE'> = { type: 'OBSERVE', execute: (_action, { state }) => ({ state }) }

/** The shop: actions, rules and a first player (p1) and turn 1 at start. */
export const ShopPlugin: GamePlugin = {
  id: 'shop',
  name: 'Shop',
  version: '1.0.0',
  rules: [
    { id: 'shop.turn', name: 'Only the current player acts', appliesTo: ['BUY', 'END_TURN'], validate: ({ state, action }) => (action.playerId === state.currentPlayerId ? ok() : deny('not your turn', 'NOT_YOUR_TURN')) },
    { id: 'shop.budget', name: 'Nothing above 100', appliesTo: ['BUY'], validate: ({ action }) => (price(action.payload) > 100 ? deny(`${price(action.payload)} is above 100`, 'TOO_EXPENSIVE') : ok()) },
  ],
  actions: [buy as ActionHandler<any, any>, endTurn, addModifierAction as ActionHandler<any, any>, observe],
  actors: (state) => (state.currentPlayerId === null ? [] : [state.currentPlayerId]),
  events: [{ type: 'GAME_STARTED', handle: (_e, ctx) => { ctx.setCurrentPlayer('p1'); ctx.setTurn(1) } }],
}

const withPayload = (payload: unknown, change: Partial<BuyPayload>): JsonValue => ({ ...(payload as BuyPayload), ...change }) as unknown as JsonValue

/** The shop's modifier kinds (see the module comment). */
export const SHOP_KINDS: ModifierKind<any>[] = [
  { kind: 'discount', before: (ctx) => ctx.setPayload(withPayload(ctx.action.payload, { price: price(ctx.action.payload) - (ctx.params as { off: number }).off })) },
  { kind: 'rebate', priority: 20, before: (ctx) => ctx.setPayload(withPayload(ctx.action.payload, { price: price(ctx.action.payload) - (ctx.params as { off: number }).off })) },
  { kind: 'double', priority: 10, before: (ctx) => ctx.setPayload(withPayload(ctx.action.payload, { price: price(ctx.action.payload) * 2 })) },
  { kind: 'ban', priority: -10, before: (ctx) => { const p = ctx.params as { reason: string; code?: string }; ctx.cancel(p.reason, p.code) } },
  {
    kind: 'trace',
    priority: 5,
    before: (ctx) => ctx.setPayload(withPayload(ctx.action.payload ?? {}, { seen: [...((ctx.action.payload as BuyPayload | undefined)?.seen ?? []), ctx.modifier.id] })),
    after: (ctx) => {
      const trace = (ctx.result.state.variables.trace ?? []) as string[]
      ctx.setResult({ ...ctx.result, state: setVariable(ctx.result.state, 'trace', [...trace, ctx.modifier.id]) })
    },
  },
  { kind: 'picky', before: (ctx) => { if (price(ctx.action.payload) < (ctx.params as { min: number }).min) ctx.skip() } },
  {
    kind: 'cashback',
    after: (ctx) => {
      const me = ctx.action.playerId!
      const total = spent(ctx.result.state)
      const back = (ctx.params as { back: number }).back
      ctx.setResult({ state: setVariable(ctx.result.state, 'spent', { ...total, [me]: (total[me] ?? 0) - back }), events: [{ type: 'CASHBACK', playerId: me, payload: { back } }] })
    },
  },
  { kind: 'marker' },
]

/** A plugin that declares {@link SHOP_KINDS}. */
export const ShopModifiersPlugin: GamePlugin = { id: 'shop-modifiers', name: 'Shop modifiers', version: '1.0.0', modifiers: SHOP_KINDS }
