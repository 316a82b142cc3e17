import { playerHandZoneId } from './factories'
import { addProblem, describeForProblem } from './stateProblems'
import type { GameState } from './types'

/** What a {@link GameZonesCheck} looks for. */
export interface GameZonesCheckOptions {
  /** The start of each problem, before a colon: the plugin's name (`'uno'`). */
  readonly prefix: string
  /** The zones the game always has, by id, each with the words a problem names it by (`{ draw: 'the draw pile' }`). */
  readonly zones: Readonly<Record<string, string>>
  /** What a problem calls the list of players given to {@link GameZonesCheck.problems} (`'order'`, `'seats'`). */
  readonly listName: string
  /** The id of a player's hand zone (default: core's `playerHandZoneId`). */
  readonly handZoneId?: (playerId: string) => string
}

/**
 * A state check's test of a game's zones: the zones the game always has, and a hand of each player of a list
 * (a seat order), owned by that player. One per plugin instance (it keeps the hand ids of the last frozen list,
 * so a check of the same list again makes nothing). Problems read
 * `<prefix>: <words> <id> is missing`, `<prefix>: the hand <id> of <listName>[<i>] "<player>" is missing` and
 * `… is owned by <owner>`.
 *
 * @example
 * const zonesCheck = new GameZonesCheck({ prefix: 'uno', zones: { draw: 'the draw pile' }, listName: 'order' })
 * problems = zonesCheck.problems(problems, state, uno.order) // null when all is well
 */
export class GameZonesCheck {
  private readonly required: readonly (readonly [id: string, words: string])[]
  private readonly handZoneId: (playerId: string) => string
  private list: readonly unknown[] | null = null
  private handIds: readonly string[] = []

  constructor(private readonly options: GameZonesCheckOptions) {
    this.required = Object.entries(options.zones)
    this.handZoneId = options.handZoneId ?? playerHandZoneId
  }

  /** `problems` with those of `state`'s zones added (see {@link addProblem}); `players`: the list of players whose hands must exist. */
  problems(problems: string[] | null, state: GameState, players: readonly unknown[]): string[] | null {
    const { prefix, listName } = this.options
    const zones = state.zones
    for (const [id, words] of this.required) if (zones[id] === undefined) problems = addProblem(problems, `${prefix}: ${words} ${id} is missing`)
    if (players !== this.list) {
      this.handIds = players.map((id) => this.handZoneId(String(id)))
      // Only a frozen list is sure to hold the same ids next time.
      this.list = Object.isFrozen(players) ? players : null
    }
    const ids = this.handIds
    for (let i = 0; i < ids.length; i++) {
      const zone = zones[ids[i]!]
      if (zone !== undefined && zone.ownerId === players[i]) continue
      const hand = `${prefix}: the hand ${ids[i]} of ${listName}[${i}] ${describeForProblem(players[i])}`
      problems = addProblem(problems, zone === undefined ? `${hand} is missing` : `${hand} is owned by ${describeForProblem(zone.ownerId)}`)
    }
    return problems
  }
}
