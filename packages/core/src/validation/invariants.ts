import { GAME_STATUSES, type GameState } from '../state/types'

/*
 * The eight built-in invariants. Each checks one part of the state and reads
 * only the records named in `dependsOn`, so the validator can skip it when
 * those records are the same (frozen) objects as at the last successful check.
 */

/** One built-in invariant. */
export interface Invariant {
  /** What it checks, e.g. `'no card in two places'`. */
  readonly name: string
  /** The state fields it reads; an incremental validator skips it when they are unchanged. */
  readonly dependsOn: readonly (keyof GameState)[]
  /**
   * Appends a message to `errors` for each problem in `state`. `last`, when
   * given, is a frozen state that passed every invariant: an invariant may skip
   * what is identical in it. `scratch`, when given, is working memory owned by
   * the caller (a {@link StateValidator} keeps one); without it an invariant
   * that needs some allocates its own for the call.
   */
  check(state: GameState, errors: string[], last?: GameState | null, scratch?: InvariantScratch): void
}

/**
 * Working memory of the built-in invariants, owned by one validator so that
 * nothing is kept in module scope: which zone each card was seen in, stamped
 * with a generation instead of clearing the map between validations.
 */
export class InvariantScratch {
  /** Card id → generation × 2^20 + zone index. */
  readonly seenCards = new Map<string, number>()
  generation = 0

  /** Starts a new pass and returns its stamp base (the map is cleared when it grows too big). */
  nextPass(): number {
    this.generation++
    if (this.generation > 0x7fffffff || this.seenCards.size > 100_000) {
      this.generation = 1
      this.seenCards.clear()
    }
    return this.generation * 0x100000
  }
}

function keysMatchIds(
  label: string,
  record: Readonly<Record<string, { id: string }>>,
  errors: string[],
  lastRecord: Readonly<Record<string, { id: string }>> | undefined,
): void {
  if (record === lastRecord) return
  for (const key in record) {
    const item = record[key]
    if (lastRecord !== undefined && item === lastRecord[key]) continue
    if (typeof item !== 'object' || item === null || item.id !== key) {
      errors.push(`${label} key '${key}' does not match the id of its value`)
    }
  }
}

/** The built-in invariants, in the order they run. */
export const BUILT_IN_INVARIANTS: readonly Invariant[] = Object.freeze([
  {
    name: 'record keys equal ids',
    dependsOn: ['players', 'cards', 'zones'],
    check(state, errors, last) {
      keysMatchIds('players', state.players, errors, last?.players)
      keysMatchIds('cards', state.cards, errors, last?.cards)
      keysMatchIds('zones', state.zones, errors, last?.zones)
    },
  },
  {
    name: 'every zone card exists',
    dependsOn: ['cards', 'zones'],
    check(state, errors) {
      for (const zoneId in state.zones) {
        const cards = state.zones[zoneId]!.cards
        for (let i = 0; i < cards.length; i++) {
          if (!Object.hasOwn(state.cards, cards[i]!)) errors.push(`zone '${zoneId}' holds unknown card '${cards[i]}'`)
        }
      }
    },
  },
  {
    name: 'no card in two places',
    dependsOn: ['zones'],
    check(state, errors, _last, scratch = new InvariantScratch()) {
      const base = scratch.nextPass()
      const seenCards = scratch.seenCards
      const zoneIds = Object.keys(state.zones)
      for (let z = 0; z < zoneIds.length; z++) {
        const zoneId = zoneIds[z]!
        const cards = state.zones[zoneId]!.cards
        for (let i = 0; i < cards.length; i++) {
          const cardId = cards[i]!
          const stamp = seenCards.get(cardId)
          if (stamp === undefined || stamp < base) seenCards.set(cardId, base + z)
          else if (stamp - base === z) errors.push(`card '${cardId}' is twice in zone '${zoneId}'`)
          else errors.push(`card '${cardId}' is in zones '${zoneIds[stamp - base]}' and '${zoneId}'`)
        }
      }
    },
  },
  {
    name: 'current player exists',
    dependsOn: ['players', 'currentPlayerId'],
    check(state, errors) {
      const id = state.currentPlayerId
      if (id !== null && !Object.hasOwn(state.players, id)) errors.push(`current player '${id}' does not exist`)
    },
  },
  {
    name: 'winners exist and are unique',
    dependsOn: ['players', 'winnerIds'],
    check(state, errors) {
      const ids = state.winnerIds
      for (let i = 0; i < ids.length; i++) {
        if (!Object.hasOwn(state.players, ids[i]!)) errors.push(`winner '${ids[i]}' does not exist`)
        if (ids.indexOf(ids[i]!) !== i) errors.push(`winner '${ids[i]}' is listed twice`)
      }
    },
  },
  {
    name: 'seats are unique',
    dependsOn: ['players'],
    check(state, errors) {
      const seats = new Map<number, string>()
      for (const id in state.players) {
        const seat = state.players[id]!.seat
        if (!Number.isInteger(seat)) {
          errors.push(`player '${id}' has a seat that is not an integer`)
          continue
        }
        const other = seats.get(seat)
        if (other !== undefined) errors.push(`seat ${seat} is taken by players '${other}' and '${id}'`)
        else seats.set(seat, id)
      }
    },
  },
  {
    name: 'status is valid',
    dependsOn: ['status'],
    check(state, errors) {
      if (!GAME_STATUSES.includes(state.status)) errors.push(`status '${String(state.status)}' is not a valid status`)
    },
  },
  {
    name: 'version and turn are non-negative integers',
    dependsOn: ['version', 'turn'],
    check(state, errors) {
      if (!Number.isInteger(state.version) || state.version < 0) errors.push(`version ${state.version} is not a non-negative integer`)
      if (!Number.isInteger(state.turn) || state.turn < 0) errors.push(`turn ${state.turn} is not a non-negative integer`)
    },
  },
] satisfies Invariant[])
