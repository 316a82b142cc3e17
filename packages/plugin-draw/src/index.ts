/**
 * @decklet/plugin-draw — drawing cards for decklet games.
 * @packageDocumentation
 */
export {
  DrawPlugin,
  createDrawCardAction,
  DRAW_CARD,
  DEFAULT_DRAW_ZONE_ID,
  RESHUFFLE_FROM_VARIABLE,
  PLAYER_DRAWS_VARIABLE,
  DRAW_PLUGIN_VERSION,
} from './drawPlugin'

export type { DrawCardPayload, CardDrawnPayload } from './drawPlugin'
