import type { GameState, JsonValue, Zone } from '@decklet/core'
import { HOLDEM_VARIABLE, type HoldemTable } from './table'

/*
 * Handlers build each next state in one go: the zones they change are copied once, the root is one object
 * literal carrying the next version (so the engine takes it as it is instead of copying it again). Literals of
 * one shape share a hidden class in V8; repeated `{ ...x }` copies of copies do not, and are several times slower.
 */

const STATE_FIELDS = 11

/** A zone with another card list, keeping its visibility; revealed cards that left it stop being revealed. */
function withCards(zone: Zone, cards: readonly string[]): Zone {
  const { id, type, ownerId, visibility, revealed } = zone
  if (revealed !== undefined) {
    const kept = revealed.filter((c) => cards.includes(c))
    return visibility === undefined ? { id, type, ownerId, cards, revealed: kept } : { id, type, ownerId, cards, visibility, revealed: kept }
  }
  return visibility === undefined ? { id, type, ownerId, cards } : { id, type, ownerId, cards, visibility }
}

/** The zones of a state as one handler changes them: the zone record is copied on the first change only. */
export class ZoneDraft {
  private copy: Record<string, Zone> | null = null

  constructor(private readonly base: Readonly<Record<string, Zone>>) {}

  /** The zone as it is now in the draft. */
  get(id: string): Zone {
    return (this.copy ?? this.base)[id]!
  }

  /** Is there a zone with this id in the draft? */
  has(id: string): boolean {
    return Object.hasOwn(this.copy ?? this.base, id)
  }

  /** Removes a zone. */
  remove(id: string): void {
    delete (this.copy ??= { ...this.base })[id]
  }

  /** The cards of a zone as they are now in the draft. */
  cards(id: string): readonly string[] {
    return this.get(id).cards
  }

  /** Replaces a zone's cards (the array is kept: do not change it afterwards). */
  set(id: string, cards: readonly string[]): void {
    const zone = this.get(id)
    ;(this.copy ??= { ...this.base })[id] = withCards(zone, cards)
  }

  /** Moves every card of `from` to the end of `to`. */
  moveAll(from: string, to: string): void {
    const cards = this.cards(from)
    if (cards.length === 0) return
    this.set(to, [...this.cards(to), ...cards])
    this.set(from, [])
  }

  /** Shows a zone's cards to everyone (`revealed`). */
  reveal(id: string): void {
    const zone = this.get(id)
    const revealed = zone.revealed === undefined ? [...zone.cards] : [...zone.revealed, ...zone.cards.filter((c) => !zone.revealed!.includes(c))]
    ;(this.copy ??= { ...this.base })[id] =
      zone.visibility === undefined
        ? { id: zone.id, type: zone.type, ownerId: zone.ownerId, cards: zone.cards, revealed }
        : { id: zone.id, type: zone.type, ownerId: zone.ownerId, cards: zone.cards, visibility: zone.visibility, revealed }
  }

  /** The zone record: the base one when nothing changed. */
  result(): Readonly<Record<string, Zone>> {
    return this.copy ?? this.base
  }
}

function fieldCount(value: object): number {
  let n = 0
  for (const _ in value) n++
  return n
}

/** `variables` with the table set; a record holding only the table is rebuilt as a literal. */
function variablesWith(variables: GameState['variables'], t: HoldemTable): GameState['variables'] {
  const value = t as unknown as JsonValue
  for (const key in variables) if (key !== HOLDEM_VARIABLE) return { ...variables, [HOLDEM_VARIABLE]: value }
  return { holdem: value }
}

/**
 * The state after a handler: these zones, this table, `currentPlayerId` following who acts, and the next
 * version — a new root the engine takes without copying it.
 */
export function commitState(state: GameState, zones: Readonly<Record<string, Zone>>, t: HoldemTable): GameState {
  const variables = variablesWith(state.variables, t)
  if (fieldCount(state) !== STATE_FIELDS) return { ...state, zones, variables, currentPlayerId: t.toAct, version: state.version + 1 }
  return {
    gameId: state.gameId,
    status: state.status,
    players: state.players,
    cards: state.cards,
    zones,
    variables,
    currentPlayerId: t.toAct,
    turn: state.turn,
    winnerIds: state.winnerIds,
    version: state.version + 1,
    seed: state.seed,
  }
}
