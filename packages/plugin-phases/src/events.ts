/*
 * The events of the phases plugin, declared in core's `DeckletEvents` so that
 * `engine.subscribe('player.round.start', (e) => e.payload.playerId)` is typed. The names are spec 004's.
 */
import type { ActionInit } from '@decklet/core'

/** Payload of `game.round.start` and `game.round.end`. */
export interface GameRoundPayload {
  readonly round: number
}

/** Payload of `player.round.start` and `player.round.end`. */
export interface PlayerRoundPayload {
  readonly playerId: string
  readonly round: number
}

/** Payload of `player.round.skip`: the player's turn was skipped; `remaining` turns are still to skip. */
export interface PlayerRoundSkipPayload {
  readonly playerId: string
  readonly round: number
  readonly remaining: number
}

/** Payload of `RoundTurn`: the current player is broadcast (spec 004's `broadcastRoundTurn`). */
export interface RoundTurnPayload {
  readonly playerId: string
  readonly round: number
  readonly turn: number
}

/** Payload of `player.eliminated`. */
export interface PlayerEliminatedPayload {
  readonly playerId: string
  /** Why (`ctx.eliminate`'s `reason`), when given. */
  readonly reason?: string
}

/** Payload of `game.over`. */
export interface GameOverPayload {
  readonly winnerIds: readonly string[]
}

/** Payload of `phases.command` (visible to no player): the action a step's `ctx.command` dispatches next. */
export interface PhasesCommandPayload {
  readonly action: ActionInit
}

declare module '@decklet/core' {
  interface DeckletEvents {
    /** A round begins (before its round-start phase). */
    'game.round.start': GameRoundPayload
    /** A round ended (after its round-end phase). */
    'game.round.end': GameRoundPayload
    /** A player's turn was skipped, and their skip count went down. */
    'player.round.skip': PlayerRoundSkipPayload
    /** A player's turn begins (then `RoundTurn`, then their phase). */
    'player.round.start': PlayerRoundPayload
    /** A player's turn ended normally (not sent for a player who went out during it). */
    'player.round.end': PlayerRoundPayload
    /** The round's current player, broadcast after `player.round.start`. */
    RoundTurn: RoundTurnPayload
    /** A step took a player out of the game. */
    'player.eliminated': PlayerEliminatedPayload
    /** The game-over check (or a step) ended the game. */
    'game.over': GameOverPayload
    /** A step's command is about to be dispatched. Visible to no player. */
    'phases.command': PhasesCommandPayload
  }
}
