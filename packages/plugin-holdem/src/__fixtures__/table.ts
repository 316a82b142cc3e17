import { createAction, playerHandZoneId, stateUtils, type GameEngine, type GameState } from '@decklet/core'
import { PokerRulesPlugin } from '@decklet/plugin-poker'
import { STANDARD_DECK_ZONE_ID, StandardDeckPlugin, standardCardId, type Rank, type Suit } from '@decklet/plugin-standard-deck'
import { buildState, createTestEngine, installState, withVariables } from '@decklet/testing'
import { createHoldemPlugin } from '../holdemPlugin'
import type { HoldemOptions } from '../options'
import { getHoldemState, HOLDEM_VARIABLE, type HoldemState } from '../state'

/** The plugins of a table with these options. */
export const holdemPlugins = (options: HoldemOptions = {}) => [StandardDeckPlugin, PokerRulesPlugin, createHoldemPlugin(options)]

const SUITS: Record<string, Suit['suit']> = { c: 'clubs', d: 'diamonds', h: 'hearts', s: 'spades' }

/** `'As'` → `'std-spades-A'`, `'Td'` → `'std-diamonds-10'`. */
export const card = (short: string): string => standardCardId(SUITS[short[1]!]!, (short[0] === 'T' ? '10' : short[0]) as Rank)

/** What a hand-built table looks like. Players are p1…pn in seats 1…n; the first button is p1. */
export interface TableSetup {
  players: number
  options?: HoldemOptions
  /** Stacks before the first hand (default the starting stack). */
  stacks?: number[]
  /** Hole cards of the first hand, per player (`'As'` style); players left out get other cards. */
  holes?: (string[] | undefined)[]
  /** The five board cards, in the order they come. */
  board?: string[]
  seed?: number
}

/** A started engine at the first hand's first action, with the stacks and cards asked for. */
export function table(setup: TableSetup | number, options: HoldemOptions = {}, seed = 1): GameEngine {
  const s: TableSetup = typeof setup === 'number' ? { players: setup, options, seed } : setup
  const engine = createTestEngine({ plugins: holdemPlugins(s.options), players: s.players, seed: s.seed ?? 1, start: false })
  if (s.stacks !== undefined) {
    const t = getHoldemState(engine.getState())
    const stacks = Object.fromEntries(t.seats.map((id, i) => [id, s.stacks![i] ?? t.options.startingStack]))
    const total = Object.values(stacks).reduce((a, b) => a + b, 0)
    installState(engine, buildState(engine.getState(), withVariables({ [HOLDEM_VARIABLE]: { ...t, stacks, totalChips: total, boughtIn: total, cashedOut: 0 } as never })))
  }
  engine.start()
  if (s.holes !== undefined || s.board !== undefined) installState(engine, rig(engine.getState(), s.holes ?? [], s.board ?? []))
  return engine
}

/** Re-deals the current hand's cards: these holes, and a deck that brings out this board (burn cards in between). */
export function rig(state: GameState, holes: (string[] | undefined)[], board: string[]): GameState {
  const t = getHoldemState(state)
  const wanted = new Set([...holes.flatMap((h) => h ?? []), ...board].map(card))
  const players = Object.keys(state.players).sort((a, b) => state.players[a]!.seat - state.players[b]!.seat)
  const pool = [...state.zones[STANDARD_DECK_ZONE_ID]!.cards, ...players.flatMap((id) => state.zones[playerHandZoneId(id)]!.cards)].filter((c) => !wanted.has(c))
  let next = state
  players.forEach((id, i) => {
    const count = state.zones[playerHandZoneId(id)]!.cards.length
    const cards = holes[i] !== undefined ? holes[i]!.map(card) : pool.splice(0, count)
    next = stateUtils.setZoneCards(next, playerHandZoneId(id), cards)
  })
  const b = board.map(card)
  const burn = (): string => pool.shift()!
  // The top of the deck is its last card: burn, flop, burn, turn, burn, river.
  const top = b.length === 5 ? [b[4]!, burn(), b[3]!, burn(), b[2]!, b[1]!, b[0]!, burn()] : []
  next = stateUtils.setZoneCards(next, STANDARD_DECK_ZONE_ID, [...pool, ...top])
  void t
  return next
}

/** The table of the engine. */
export const tableOf = (engine: GameEngine): HoldemState => getHoldemState(engine.getState())

/** Dispatches a betting action. */
export const act = (engine: GameEngine, playerId: string, type: string, amount?: number) =>
  engine.dispatch(createAction({ type, playerId, payload: amount === undefined ? {} : { amount } }))

/** Dispatches a list of `[player, action, amount?]` and expects each to be accepted. */
export function play(engine: GameEngine, steps: [string, string, number?][]): void {
  for (const [player, type, amount] of steps) {
    const result = act(engine, player, type, amount)
    if (!result.ok) throw new Error(`${type} ${amount ?? ''} by ${player} refused: ${result.denyCode} ${result.denyReason ?? result.error}`)
  }
}

/**
 * Spreads `total` sized sessions over the table sizes, one at a time from the
 * smallest, so that even a quick run of a few sessions plays every table size
 * once rather than whichever sizes a few random seeds happen to pick.
 */
export function sessionsPerTableSize(total: number, sizes: readonly number[]): [players: number, sessions: number][] {
  return sizes.map((players, i) => [players, Math.floor(total / sizes.length) + (i < total % sizes.length ? 1 : 0)])
}
