import { InvalidOptionError } from '@decklet/core'

/**
 * Options of `createDrawPlugin`, every field optional.
 *
 * @example
 * createDrawPlugin({ drawCard: 'internal' })
 */
export interface DrawOptions {
  /**
   * Who may send `DRAW_CARD`: `'players'` (default, as the spec has it; the draw checks no turn) or
   * `'internal'`, for a game whose own rules draw (`ctx.drawCards` from its handlers): a player's `DRAW_CARD`
   * is then denied (`INTERNAL_ACTION`) and never a legal action.
   */
  drawCard?: 'players' | 'internal'
}

/**
 * {@link DrawOptions} with every default filled in, as the plugin uses them.
 *
 * @example
 * resolveDrawOptions({}).drawCard // 'players'
 */
export interface ResolvedDrawOptions {
  readonly drawCard: 'players' | 'internal'
}

/**
 * Checks the options and fills in the defaults. Throws `InvalidOptionError` (scope `draw`) for a `drawCard`
 * that is neither `'players'` nor `'internal'`.
 *
 * @example
 * resolveDrawOptions({ drawCard: 'internal' }) // { drawCard: 'internal' }
 */
export function resolveDrawOptions(options: DrawOptions = {}): ResolvedDrawOptions {
  const drawCard: unknown = options.drawCard ?? 'players'
  if (drawCard !== 'players' && drawCard !== 'internal') throw new InvalidOptionError('drawCard', drawCard, "'players' or 'internal'", { scope: 'draw' })
  return Object.freeze({ drawCard })
}
