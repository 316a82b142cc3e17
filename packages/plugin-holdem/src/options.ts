import { InvalidOptionError } from '@decklet/core'

/** Chips beyond this could not be counted exactly: every chip count of a table stays within it. */
export const MAX_CHIPS = Number.MAX_SAFE_INTEGER

/** The games the plugin deals: Texas Hold'em (two hole cards) or Omaha (four, exactly two of them played). */
export type HoldemVariant = 'holdem' | 'omaha'

/** How much a player may bet: no-limit (up to the stack), pot-limit (up to the pot) or fixed-limit (fixed sizes, capped raises). */
export type BettingStructure = 'no-limit' | 'pot-limit' | 'fixed-limit'

/** What {@link createHoldemPlugin} takes. Every field has a default. */
export interface HoldemOptions {
  /** `'holdem'` (default) or `'omaha'`. */
  variant?: HoldemVariant
  /** Split each pot between the best high hand and the best eight-or-better low (Omaha hi-lo). Default `false`. */
  hiLo?: boolean
  /** Default `'no-limit'`. */
  structure?: BettingStructure
  /** Small blind, default 1. */
  smallBlind?: number
  /** Big blind, default 2. In fixed-limit it is the small bet; the big bet (turn and river) is twice it. */
  bigBlind?: number
  /** Ante every player dealt in posts before the blinds (dead money), default 0. */
  ante?: number
  /** The stack of every player at the start of the session, default 100 big blinds. */
  startingStack?: number
  /** Fixed-limit: most bets per street (a bet and three raises by default, 4). */
  raiseCap?: number
  /** End the session (status `finished`) after this many hands; default: play until one player has every chip. */
  maxHands?: number
  /**
   * Deal the next hand as soon as one ends (default `true`). With `false` the table waits between hands
   * (street `'waiting'`) until the host dispatches `START_HAND`, e.g. to show the last hand for a while.
   */
  autoDeal?: boolean
  /**
   * Deal every hand with a live straddle (default `false`): with three or more players dealt in, the player left of
   * the big blind posts twice the big blind before the cards, acts last pre-flop, and a raise must be at least
   * the straddle again (blinds 1/2, straddle 4: the smallest raise is to 8).
   */
  straddle?: boolean
  /**
   * Fixed-limit: no cap on raises for the rest of a street where at most two players who are not all in are left in
   * the hand when the cap is reached; a fold after that does not lift it (Robert's Rules §3 rules 3 and 4). Default
   * `true`; with `false` the cap always holds.
   */
  liftCapHeadsUp?: boolean
  /**
   * The most chips a player may have in front of them after buying in with `JOIN` or `REBUY` (default: the
   * starting stack). At least the starting stack.
   */
  maxBuyIn?: number
}

/** {@link HoldemOptions} with every default filled in; stored in the game state as `holdem.options`. */
export interface ResolvedHoldemOptions {
  variant: HoldemVariant
  hiLo: boolean
  structure: BettingStructure
  smallBlind: number
  bigBlind: number
  ante: number
  startingStack: number
  raiseCap: number
  maxHands: number | null
  autoDeal: boolean
  straddle: boolean
  liftCapHeadsUp: boolean
  maxBuyIn: number
}

/** A whole number from `min` within the safe integer range (beyond it, chip counts would no longer be exact). */
const isChips = (n: unknown, min: number): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= min

const SAFE = 'Number.MAX_SAFE_INTEGER'
const VARIANTS: readonly HoldemVariant[] = ['holdem', 'omaha']
const STRUCTURES: readonly BettingStructure[] = ['no-limit', 'pot-limit', 'fixed-limit']
const BOOLEAN = 'true or false'

/**
 * Fills in the defaults and checks the options: whole numbers of chips up to `Number.MAX_SAFE_INTEGER`, a small
 * blind no larger than the big one. Throws an `InvalidOptionError` naming the bad option (its message starts
 * with the option's name: `bigBlind must be a whole number of chips from 1 to Number.MAX_SAFE_INTEGER, got 0`).
 *
 * @example
 * resolveHoldemOptions({ bigBlind: 10, smallBlind: 5 }).startingStack // 1000
 */
export function resolveHoldemOptions(options: HoldemOptions = {}): ResolvedHoldemOptions {
  const bigBlind = options.bigBlind ?? 2
  const smallBlind = options.smallBlind ?? Math.max(1, Math.floor(bigBlind / 2))
  const resolved: ResolvedHoldemOptions = {
    variant: options.variant ?? 'holdem',
    hiLo: options.hiLo ?? false,
    structure: options.structure ?? 'no-limit',
    smallBlind,
    bigBlind,
    ante: options.ante ?? 0,
    startingStack: options.startingStack ?? bigBlind * 100,
    raiseCap: options.raiseCap ?? 4,
    maxHands: options.maxHands ?? null,
    autoDeal: options.autoDeal ?? true,
    straddle: options.straddle ?? false,
    liftCapHeadsUp: options.liftCapHeadsUp ?? true,
    maxBuyIn: options.maxBuyIn ?? options.startingStack ?? bigBlind * 100,
  }
  if (!VARIANTS.includes(resolved.variant)) throw new InvalidOptionError('variant', resolved.variant, "'holdem' or 'omaha'")
  if (!STRUCTURES.includes(resolved.structure)) throw new InvalidOptionError('structure', resolved.structure, "'no-limit', 'pot-limit' or 'fixed-limit'")
  if (!isChips(bigBlind, 1)) throw new InvalidOptionError('bigBlind', bigBlind, `a whole number of chips from 1 to ${SAFE}`)
  if (!isChips(smallBlind, 1) || smallBlind > bigBlind) throw new InvalidOptionError('smallBlind', smallBlind, 'a whole number from 1 to the big blind')
  if (!isChips(resolved.ante, 0)) throw new InvalidOptionError('ante', resolved.ante, `a whole number of chips from 0 to ${SAFE}`)
  if (!isChips(resolved.startingStack, 1)) {
    // A default too large comes from a large big blind: say so, or the value would look like one never given.
    const given = options.startingStack === undefined ? ' (by default 100 big blinds)' : ''
    throw new InvalidOptionError('startingStack', resolved.startingStack, `a whole number of chips from 1 to ${SAFE}${given}`)
  }
  if (!isChips(resolved.raiseCap, 1)) throw new InvalidOptionError('raiseCap', resolved.raiseCap, `a whole number from 1 to ${SAFE}`)
  if (resolved.maxHands !== null && !isChips(resolved.maxHands, 1)) throw new InvalidOptionError('maxHands', resolved.maxHands, `a whole number from 1 to ${SAFE}`)
  if (typeof resolved.autoDeal !== 'boolean') throw new InvalidOptionError('autoDeal', resolved.autoDeal, BOOLEAN)
  if (typeof resolved.hiLo !== 'boolean') throw new InvalidOptionError('hiLo', resolved.hiLo, BOOLEAN)
  if (typeof resolved.straddle !== 'boolean') throw new InvalidOptionError('straddle', resolved.straddle, BOOLEAN)
  if (typeof resolved.liftCapHeadsUp !== 'boolean') throw new InvalidOptionError('liftCapHeadsUp', resolved.liftCapHeadsUp, BOOLEAN)
  if (!isChips(resolved.maxBuyIn, resolved.startingStack)) {
    throw new InvalidOptionError('maxBuyIn', resolved.maxBuyIn, `a whole number of chips from the starting stack (${resolved.startingStack}) to ${SAFE}`)
  }
  return resolved
}

/**
 * Checks that the starting stacks of `players` players add up to a chip count that stays exact; throws an
 * `InvalidOptionError` for `startingStack` otherwise (the one option to change). Run when a game is set up,
 * the first moment the number of players is known.
 *
 * @example
 * checkStartingStacks(resolveHoldemOptions({ startingStack: 2 ** 51 }), 4) // throws: four such stacks pass 2 ** 53 - 1
 */
export function checkStartingStacks(options: ResolvedHoldemOptions, players: number): void {
  if (options.startingStack <= MAX_CHIPS / players) return
  throw new InvalidOptionError('startingStack', options.startingStack, `at most ${Math.floor(MAX_CHIPS / players)} for ${players} players (their stacks add up to more chips than can be counted exactly, ${SAFE})`)
}
