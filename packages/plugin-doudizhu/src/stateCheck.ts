import {
  GameZonesCheck,
  addProblem as add,
  isWholeNumber as isCount,
  isRecordObject as isObject,
  isStringList as isStrings,
  describeForProblem as show,
  playerHandZoneId,
  type GameState,
} from '@decklet/core'
import { STANDARD_DECK_ZONE_ID } from '@decklet/plugin-standard-deck'
import { COMBINATION_KINDS, DOUDIZHU_PROFILES } from './combination'
import { RANKS } from './ranks'
import { DOUDIZHU_VARIABLE, KITTY_ZONE_ID, TABLE_ZONE_ID, doudizhuVariable, type DoudizhuPhase, type DoudizhuState } from './state'

/** @internal The name the state check is registered under (`ctx.addStateCheck`). */
export const CARDS_CHECK = 'doudizhu.cards'

/**
 * @internal State check: once dealt, the 54 cards are all in the deck, hands, kitty and table, and the
 * hands fit the phase (17 cards each and a 3-card kitty while bidding; the kitty taken and no hand empty
 * during the play, as the deal ends with the first empty hand).
 */
export function checkDoudizhuCards(state: GameState): string[] {
  const v = doudizhuVariable.get(state)
  // A variable that is not a Dou Dizhu state is the state check's to name (STATE_CHECK).
  if (!v || typeof v !== 'object' || v.deal === 0 || !Array.isArray(v.order)) return []
  const errors: string[] = []
  const hands = v.order.map((id) => state.zones[playerHandZoneId(id)]?.cards.length ?? 0)
  const kitty = state.zones[KITTY_ZONE_ID]?.cards.length ?? 0
  const total = hands.reduce((a, b) => a + b, 0) + kitty + (state.zones[TABLE_ZONE_ID]?.cards.length ?? 0) + (state.zones[STANDARD_DECK_ZONE_ID]?.cards.length ?? 0)
  if (total !== 54) errors.push(`${total} cards in play instead of 54`)
  if (v.phase === 'bidding' && (kitty !== 3 || hands.some((n) => n !== 17))) errors.push('the bidding needs 17 cards a hand and a 3-card kitty')
  if (v.phase === 'playing' && kitty !== 0) errors.push('the kitty must be taken during the play')
  if (v.phase === 'playing' && !hands.every((n) => n > 0)) errors.push('an empty hand during the play')
  return errors
}

/** @internal The name the check of `variables.doudizhu` is registered under (`ctx.addStateCheck`). */
export const STATE_CHECK = 'doudizhu.state'

const PHASES: readonly DoudizhuPhase[] = ['dealing', 'bidding', 'playing', 'finished']
const STAGES: readonly (DoudizhuState['stage'] & string)[] = ['call', 'rob', 'robBack']
const NO_PROBLEMS: readonly string[] = Object.freeze([])

/**
 * @internal The problems of `variables.doudizhu`, none when it holds (for tests and by hand; the plugin registers
 * {@link createDoudizhuStateCheck}): the variable exists (the plugin's setup makes it) and is an object; `profile`,
 * `phase` and `stage` hold known values; `deals` is a whole number from 1, `deal` one from 0 to `deals`,
 * `redeals`, `highestBid`, `bombs` and `passes` from 0, `multiplier` from 1; `robbed` is a boolean; `order` lists
 * the 3 players of the game, each once; `firstBidder`, `bidderId`, `callerId`, `landlordId` (set during the play)
 * and the speakers are players in `order`; `plays` counts plays of players in `order`, `scores` holds a finite number
 * for each of them and no other key; `kitty` is at most 3 cards of the game; `lastPlay` is `null` or a play of a
 * player in `order` (cards, as many known ranks, a known kind or `null`); there are no more `results` than deals
 * started; each hand of `order` (owned by its player), the kitty and the table zones exist.
 */
export function checkDoudizhuState(state: GameState): string[] {
  return [...new DoudizhuStateCheck().check(state)]
}

/**
 * @internal The check of `variables.doudizhu` one plugin instance registers: {@link checkDoudizhuState}, remembering
 * the last Dou Dizhu state, players and cards it found valid (frozen states only: they cannot change). The same
 * three objects are not checked again, and the lists and records a new Dou Dizhu state shares with the last valid
 * one (`patchDoudizhuState` keeps what an action does not change) are skipped.
 */
export function createDoudizhuStateCheck(): (state: GameState) => readonly string[] {
  return new DoudizhuStateCheck().check
}

class DoudizhuStateCheck {
  private last: DoudizhuState | null = null
  private lastPlayers: GameState['players'] | null = null
  private lastCards: GameState['cards'] | null = null
  // The kitty, the table and each hand of `order`, owned by its player: read when `order` or the players are new (a new
  // game, a restored snapshot or record). Dou Dizhu's moves remove no zone, and a zone taken away with its cards would
  // fail the count of 54.
  private readonly zonesCheck = new GameZonesCheck({ prefix: 'doudizhu', zones: { [KITTY_ZONE_ID]: 'the kitty zone', [TABLE_ZONE_ID]: 'the table zone' }, listName: 'order' })

  // An arrow function: the plugin registers it as it is (one call per check, no wrapper).
  readonly check = (state: GameState): readonly string[] => {
    const value = state.variables[DOUDIZHU_VARIABLE] as unknown
    if (value === this.last && state.players === this.lastPlayers && state.cards === this.lastCards) return NO_PROBLEMS
    if (value === undefined) return ['doudizhu: variables.doudizhu is missing']
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`doudizhu: variables.doudizhu is ${show(value)}, not an object`]
    const v = value as DoudizhuState
    const known = this.last !== null && state.players === this.lastPlayers ? this.last : null
    const errors = this.problems(state, v, known)
    if (errors !== null) return errors
    // Only a frozen state (what the engine's checked modes make; frozen is never extensible) cannot change.
    if (!Object.isExtensible(v)) {
      this.last = v
      this.lastPlayers = state.players
      this.lastCards = state.cards
    }
    return NO_PROBLEMS
  }

  private problems(state: GameState, v: DoudizhuState, known: DoudizhuState | null): string[] | null {
    let e: string[] | null = null
    // A field equal to the last valid state's holds (the same string: no list searched).
    if ((known === null || v.profile !== known.profile) && !DOUDIZHU_PROFILES.includes(v.profile)) {
      e = add(e, `doudizhu: profile is ${show(v.profile)}, not one of ${DOUDIZHU_PROFILES.join(', ')}`)
    }
    if ((known === null || v.phase !== known.phase) && !PHASES.includes(v.phase)) e = add(e, `doudizhu: phase is ${show(v.phase)}, not one of ${PHASES.join(', ')}`)
    if ((known === null || v.stage !== known.stage) && v.stage !== null && !STAGES.includes(v.stage)) {
      e = add(e, `doudizhu: stage is ${show(v.stage)}, not one of ${STAGES.join(', ')} or null`)
    }
    if (!isCount(v.deals, 1)) e = add(e, `doudizhu: deals is ${show(v.deals)}, not a whole number from 1`)
    if (!isCount(v.deal, 0) || v.deal > v.deals) e = add(e, `doudizhu: deal is ${show(v.deal)}, not a whole number from 0 to deals (${show(v.deals)})`)
    e = count(e, 'redeals', v.redeals, 0)
    e = count(e, 'highestBid', v.highestBid, 0)
    e = count(e, 'multiplier', v.multiplier, 1)
    e = count(e, 'bombs', v.bombs, 0)
    e = count(e, 'passes', v.passes, 0)
    if (typeof v.robbed !== 'boolean') e = add(e, `doudizhu: robbed is ${show(v.robbed)}, not a boolean`)
    const order = v.order
    if (!Array.isArray(order)) return add(e, `doudizhu: order is ${show(order)}, not a list of players`)
    const sameOrder = known !== null && order === known.order
    if (!sameOrder) e = orderProblems(e, order, state.players)
    if (!sameOrder || v.firstBidder !== known.firstBidder) e = inOrder(e, 'firstBidder', v.firstBidder, order, true)
    if (!sameOrder || v.bidderId !== known.bidderId) e = inOrder(e, 'bidderId', v.bidderId, order, true)
    if (!sameOrder || v.callerId !== known.callerId) e = inOrder(e, 'callerId', v.callerId, order, true)
    // The play needs a landlord: startPlay sets both at once.
    if (!sameOrder || v.landlordId !== known.landlordId || v.phase !== known.phase) e = inOrder(e, 'landlordId', v.landlordId, order, v.phase !== 'playing')
    if (!sameOrder || v.speakers !== known.speakers) e = speakerProblems(e, v.speakers, order)
    if (!sameOrder || v.plays !== known.plays) e = numbersByPlayer(e, 'plays', v.plays, order, false)
    if (!sameOrder || v.scores !== known.scores) e = numbersByPlayer(e, 'scores', v.scores, order, true)
    if (!sameOrder || v.lastPlay !== known.lastPlay) e = lastPlayProblems(e, v.lastPlay, order)
    if (known === null || v.kitty !== known.kitty || state.cards !== this.lastCards) e = kittyProblems(e, v.kitty, state.cards)
    if (!Array.isArray(v.results)) e = add(e, `doudizhu: results is ${show(v.results)}, not a list`)
    else if (v.results.length > v.deal) e = add(e, `doudizhu: ${v.results.length} results for ${show(v.deal)} deals started`)
    if (!sameOrder) e = this.zonesCheck.problems(e, state, order)
    return e
  }
}

/** `order`: the 3 players of the game, each once. */
function orderProblems(e: string[] | null, order: readonly unknown[], players: GameState['players']): string[] | null {
  if (order.length !== 3) e = add(e, `doudizhu: order lists ${order.length} players, not 3`)
  for (let i = 0; i < order.length; i++) {
    const id = order[i]
    if (typeof id !== 'string' || !Object.hasOwn(players, id)) e = add(e, `doudizhu: order[${i}] is ${show(id)}, not a player of the game`)
    else if (order.indexOf(id) !== i) e = add(e, `doudizhu: order[${i}] ${show(id)} is listed twice`)
  }
  return e
}

/** `value` names a player in `order` (or is `null`, when `nullable`). */
function inOrder(e: string[] | null, field: string, value: unknown, order: readonly unknown[], nullable: boolean): string[] | null {
  if (value === null && nullable) return e
  if (typeof value === 'string' && order.includes(value)) return e
  return add(e, `doudizhu: ${field} is ${show(value)}, not a player in order${nullable ? ' or null' : ''}`)
}

function speakerProblems(e: string[] | null, speakers: unknown, order: readonly unknown[]): string[] | null {
  if (!Array.isArray(speakers)) return add(e, `doudizhu: speakers is ${show(speakers)}, not a list of players`)
  for (let i = 0; i < speakers.length; i++) e = inOrder(e, `speakers[${i}]`, speakers[i], order, false)
  return e
}

/**
 * A record by player in `order`: `all` (scores) a finite number for each of them, otherwise (plays) a whole number
 * from 0 for those it names.
 */
function numbersByPlayer(e: string[] | null, field: string, record: unknown, order: readonly unknown[], all: boolean): string[] | null {
  if (!isObject(record)) return add(e, `doudizhu: ${field} is ${show(record)}, not a record by player`)
  const numbers = record as Record<string, unknown>
  for (const key in numbers) {
    if (!order.includes(key)) e = add(e, `doudizhu: ${field} has ${show(key)}, not a player in order`)
    else if (!all && !isCount(numbers[key], 0)) e = add(e, `doudizhu: ${field} of ${show(key)} is ${show(numbers[key])}, not a whole number from 0`)
  }
  if (all) {
    for (let i = 0; i < order.length; i++) {
      const n = numbers[order[i] as string]
      if (typeof n !== 'number' || !Number.isFinite(n)) e = add(e, `doudizhu: ${field} of ${show(order[i])} is ${show(n)}, not a finite number`)
    }
  }
  return e
}

function lastPlayProblems(e: string[] | null, lastPlay: DoudizhuState['lastPlay'], order: readonly unknown[]): string[] | null {
  if (lastPlay === null) return e
  if (!isObject(lastPlay)) return add(e, `doudizhu: lastPlay is ${show(lastPlay)}, not an object or null`)
  e = inOrder(e, 'lastPlay.playerId', lastPlay.playerId, order, false)
  const { cardIds, ranks, kind } = lastPlay
  if (!isStrings(cardIds) || cardIds.length === 0) e = add(e, `doudizhu: lastPlay.cardIds is ${show(cardIds)}, not a list of card ids`)
  if (!isRanks(ranks) || (Array.isArray(cardIds) && ranks.length !== cardIds.length)) {
    e = add(e, `doudizhu: lastPlay.ranks is ${show(ranks)}, not a rank per card`)
  }
  if (kind !== null && !COMBINATION_KINDS.includes(kind)) e = add(e, `doudizhu: lastPlay.kind is ${show(kind)}, not a combination kind or null`)
  return e
}

function kittyProblems(e: string[] | null, kitty: unknown, cards: GameState['cards']): string[] | null {
  if (!Array.isArray(kitty) || kitty.length > 3) return add(e, `doudizhu: kitty is ${show(kitty)}, not a list of at most 3 cards`)
  for (let i = 0; i < kitty.length; i++) {
    const id = kitty[i]
    if (typeof id !== 'string' || !Object.hasOwn(cards, id)) e = add(e, `doudizhu: kitty[${i}] is ${show(id)}, not a card of the game`)
  }
  return e
}

/** `e` with a problem when `value` is not a whole number from `min`. */
function count(e: string[] | null, field: string, value: unknown, min: number): string[] | null {
  return isCount(value, min) ? e : add(e, `doudizhu: ${field} is ${show(value)}, not a whole number from ${min}`)
}

function isRanks(value: unknown): value is readonly string[] {
  if (!Array.isArray(value)) return false
  for (let i = 0; i < value.length; i++) if (!RANKS.includes(value[i])) return false
  return true
}

