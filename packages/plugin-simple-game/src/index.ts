/**
 * @decklet/plugin-simple-game — the simple card game of the decklet spec.
 * @packageDocumentation
 */
export {
  SimpleGamePlugin,
  createSimplePlayCardAction,
  PLAY_CARD,
  SIMPLE_GAME_TABLE_ZONE_ID,
  SIMPLE_GAME_HAND_SIZE,
  SIMPLE_GAME_PLUGIN_VERSION,
} from './simpleGamePlugin'

export type { PlayCardPayload } from './simpleGamePlugin'
