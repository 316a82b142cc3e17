import { isOut, type PlayerView } from '@decklet/core'

/**
 * The runtime turn store's default check: the player's `status` is one of core's `OUT_STATUSES` (core's
 * `isOut`, the one definition every package uses). Read from core rather than from the runtime's
 * `isOutByStatus`, so that these checks also work with a runtime that predates it.
 */
function isOutByStatus(view: PlayerView, playerId: string): boolean {
  return isOut(view.players[playerId])
}

/** What `holdemIsOut` reads of the public Hold'em table (`view.variables.holdem`). */
interface HoldemTableView {
  readonly street?: string
  readonly seats?: readonly string[]
  readonly stacks?: Readonly<Record<string, number>>
  readonly inHand?: readonly string[]
}

/**
 * Whether a Hold'em player is out, read from the player's own view (for `createTurnStore`'s `isOut`): they
 * left the table (`LEAVE`), or they are busted — no chips, and not all in in a hand still being played —
 * and so sit out every hand from now on (a `REBUY` or a `JOIN` brings them back, and the store follows).
 * The plugin marks no player status; a `status` of `finished`, `eliminated` or `out` counts as well.
 *
 * @example
 * ```ts
 * const store = createTurnStore({ playerId: 'ann', isOut: holdemIsOut })
 * ```
 */
export function holdemIsOut(view: PlayerView, playerId: string): boolean {
  if (isOutByStatus(view, playerId)) return true
  const table = view.variables.holdem as HoldemTableView | undefined
  if (table?.seats === undefined) return false
  if (!table.seats.includes(playerId)) return true
  const chips = table.stacks?.[playerId] ?? 0
  const handInPlay = table.street !== 'waiting' && table.street !== 'complete' && (table.inHand ?? []).includes(playerId)
  return chips === 0 && !handInPlay
}

/**
 * Whether an UNO player is out: nobody is eliminated in UNO (the game ends when a player goes out, which the
 * turn store shows as `gameOver`), so only a `status` of `finished`, `eliminated` or `out` counts — the
 * turn store's default, named for symmetry with {@link holdemIsOut}.
 */
export const unoIsOut: (view: PlayerView, playerId: string) => boolean = isOutByStatus

/** Whether a Dou Dizhu player is out: nobody is eliminated (see {@link unoIsOut}). */
export const doudizhuIsOut: (view: PlayerView, playerId: string) => boolean = isOutByStatus

/** Whether a player of the simple game is out: nobody is eliminated (see {@link unoIsOut}). */
export const simpleGameIsOut: (view: PlayerView, playerId: string) => boolean = isOutByStatus
