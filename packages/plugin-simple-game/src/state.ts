import { createZone, type GameContext } from '@decklet/core'

/** Id of the zone played cards go to. */
export const SIMPLE_GAME_TABLE_ZONE_ID = 'table'

/** Cards dealt to each player when the game starts. */
export const SIMPLE_GAME_HAND_SIZE = 5

/**
 * The plugin's `setup`: the public table zone, when missing. The game keeps no variables of its own: the
 * deck, the hands and the turn are the other plugins'.
 * @internal
 */
export function setupTable(ctx: GameContext): void {
  if (!ctx.state.zones[SIMPLE_GAME_TABLE_ZONE_ID]) ctx.addZone(createZone({ id: SIMPLE_GAME_TABLE_ZONE_ID, type: 'table', visibility: 'public' }))
}
