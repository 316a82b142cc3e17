import { createZone, defineVariable, playerHandZoneId, type GameContext, type GameState } from '@decklet/core'

/** The zone drawn from when `fromZoneId` is not given (the standard deck's zone). */
export const DEFAULT_DRAW_ZONE_ID = 'deck'

/**
 * Key of the variable naming a zone (e.g. a discard pile) to shuffle back into the source when it runs
 * short; that zone keeps its top (last) card.
 */
export const RESHUFFLE_FROM_VARIABLE = 'draw.reshuffleFrom'

/** Key of the variable that, when `true`, lets the current player draw one card as a move (offered by `getLegalActions`). */
export const PLAYER_DRAWS_VARIABLE = 'draw.playerDraws'

/**
 * The draw plugin's variables, typed: other plugins set them (in `setup` or an event handler) to configure it.
 *
 * @example
 * ctx.update((s) => DrawVariables.reshuffleFrom.set(s, 'discard'))
 * ctx.update((s) => DrawVariables.playerDraws.set(s, true))
 */
export const DrawVariables = Object.freeze({
  /** `draw.reshuffleFrom`: the zone that refills a short source. */
  reshuffleFrom: defineVariable<string>(RESHUFFLE_FROM_VARIABLE),
  /** `draw.playerDraws`: `true` to offer the current player a one-card draw. */
  playerDraws: defineVariable<boolean>(PLAYER_DRAWS_VARIABLE),
})

/**
 * The zone that refills `source`, or `null`: the `draw.reshuffleFrom` zone, when it is a string naming
 * another zone that exists (the variable is set by other plugins, so anything may be there).
 * @internal
 */
export function reshuffleZone(state: GameState, source: string): string | null {
  const from: unknown = DrawVariables.reshuffleFrom.get(state)
  return typeof from === 'string' && from !== source && Object.hasOwn(state.zones, from) ? from : null
}

/**
 * Cards available to a draw from `source`, counting the reshuffle zone but its top card.
 * @internal
 */
export function availableCards(state: GameState, source: string): number {
  const pile = reshuffleZone(state, source)
  return state.zones[source]!.cards.length + (pile === null ? 0 : Math.max(0, state.zones[pile]!.cards.length - 1))
}

/**
 * The plugin's `setup`: an owner-only hand zone for every player who has none (idempotent).
 * @internal
 */
export function setupHands(ctx: GameContext): void {
  for (const player of Object.values(ctx.state.players)) {
    const id = playerHandZoneId(player.id)
    if (!ctx.state.zones[id]) ctx.addZone(createZone({ id, type: 'hand', ownerId: player.id, visibility: 'owner' }))
  }
}
