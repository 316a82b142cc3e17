import type { DoudizhuProfile } from './combination'

/** What decides a deal's score. */
export interface DealScoreInput {
  /** The rule profile: `standard` stakes, `rlcard` 1 to each winner, `douzero` ±2^bombs (doubled for the landlord). */
  readonly profile: DoudizhuProfile
  readonly landlordId: string
  readonly farmerIds: readonly string[]
  /** Whether the landlord emptied the hand first. */
  readonly landlordWon: boolean
  /** The bid (points bidding), the rob multiplier, or 1 without bidding. */
  readonly multiplier: number
  /** Bombs and rockets played by anyone during the deal. */
  readonly bombs: number
  /** 春天: the landlord won and neither farmer played a card. */
  readonly spring: boolean
  /** 反春: the farmers won and the landlord played only the first combination. */
  readonly antiSpring: boolean
  /** Base score (default 1). */
  readonly baseScore?: number
  /** Highest total multiplier (bid × bombs × spring), if any. */
  readonly multiplierCap?: number | null
}

/** A deal's score: the stake and what each player wins (negative: pays). */
export interface DealScore {
  /** Base score × the total multiplier (for `rlcard` 1, for `douzero` 2^bombs). */
  readonly stake: number
  /** The multiplier after bombs, spring and the cap. */
  readonly totalMultiplier: number
  readonly payoffs: Readonly<Record<string, number>>
}

/**
 * Scores a deal. Standard: stake = base × bid × 2 per bomb or rocket × 2 for a spring or anti-spring (capped
 * by `multiplierCap`); each farmer pays the stake to a winning landlord, or a losing landlord pays it to each
 * farmer. `rlcard`: 1 to each winner, 0 to the losers. `douzero`: ±2^bombs, doubled for the landlord.
 *
 * @example
 * scoreDeal({ profile: 'standard', landlordId: 'p1', farmerIds: ['p2', 'p3'], landlordWon: true,
 *   multiplier: 3, bombs: 1, spring: false, antiSpring: false }).payoffs // { p1: 12, p2: -6, p3: -6 }
 */
export function scoreDeal(input: DealScoreInput): DealScore {
  const payoffs: Record<string, number> = {}
  const { landlordId, farmerIds, landlordWon } = input
  if (input.profile === 'rlcard') {
    payoffs[landlordId] = landlordWon ? 1 : 0
    for (const f of farmerIds) payoffs[f] = landlordWon ? 0 : 1
    return { stake: 1, totalMultiplier: 1, payoffs }
  }
  if (input.profile === 'douzero') {
    const stake = 2 ** input.bombs
    payoffs[landlordId] = (landlordWon ? 2 : -2) * stake
    for (const f of farmerIds) payoffs[f] = landlordWon ? -stake : stake
    return { stake, totalMultiplier: stake, payoffs }
  }
  let total = input.multiplier * 2 ** input.bombs * (input.spring || input.antiSpring ? 2 : 1)
  if (input.multiplierCap != null && total > input.multiplierCap) total = input.multiplierCap
  const stake = (input.baseScore ?? 1) * total
  payoffs[landlordId] = (landlordWon ? 1 : -1) * stake * farmerIds.length
  for (const f of farmerIds) payoffs[f] = landlordWon ? -stake : stake
  return { stake, totalMultiplier: total, payoffs }
}
