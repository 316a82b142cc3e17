// Agreement with two published evaluators, phe and pokersolver, on category,
// ordering and ties, on random seven-card hands (Hold'em showdowns: two hands on one
// board, so ties are common). POKER_EXHAUSTIVE=1 adds every five-card hand (2,598,960)
// and every seven-card hand (133,784,560); it stays apart from DECKLET_LONG_TESTS, as
// its minutes would dwarf every other long run.
import { testSize } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import { formatCard } from '../cards/cardCodes'
import { evaluateHand } from '../detector/detect'
import { pheCategory, pheCode, pheEvaluate5, pheEvaluate7, phe, pokersolver, rankFromPhe, solverCategory, solverCompare } from '../__fixtures__/peers'
import { dealCodes, seededRandom } from '../__fixtures__/random'
import { evaluate5, evaluate7 } from './evaluate'
import { categoryOf, HAND_CATEGORIES, type HandCategory } from './handCategory'

const exhaustive = process.env.POKER_EXHAUSTIVE === '1'
const RANDOM_HANDS = testSize('POKER_CROSSCHECK_HANDS', { quick: 30_000, long: 2_000_000 })
const STRING_PATH_HANDS = testSize('POKER_STRING_PATH_HANDS', { quick: 5_000, long: 200_000 })

const sign = (x: number): -1 | 0 | 1 => (x > 0 ? 1 : x < 0 ? -1 : 0)

describe('cross-check against phe and pokersolver', () => {
  it(`agrees on category, ordering and ties for ${RANDOM_HANDS.toLocaleString('en-US')} random seven-card hands`, () => {
    const random = seededRandom(20261129)
    const problems: string[] = []
    let ties = 0
    for (let n = 0; n < RANDOM_HANDS / 2; n++) {
      const [h1, h2, h3, h4, ...board] = dealCodes(random, 9)
      const hands = [
        [h1!, h2!, ...board],
        [h3!, h4!, ...board],
      ]
      const ours = hands.map((codes) => evaluate7(codes[0]!, codes[1]!, codes[2]!, codes[3]!, codes[4]!, codes[5]!, codes[6]!))
      const strings = hands.map((codes) => codes.map(formatCard))
      const pheValues = strings.map((cards) => phe.evaluateCards(cards))
      const solved = strings.map((cards) => pokersolver.Hand.solve(cards))
      for (let i = 0; i < 2; i++) {
        const category = categoryOf(ours[i]!)
        if (ours[i] !== rankFromPhe(pheValues[i]!)) problems.push(`${strings[i]}: rank ${ours[i]}, phe ${rankFromPhe(pheValues[i]!)}`)
        if (category !== pheCategory(pheValues[i]!)) problems.push(`${strings[i]}: ${category}, phe ${pheCategory(pheValues[i]!)}`)
        if (category !== solverCategory(solved[i]!)) problems.push(`${strings[i]}: ${category}, pokersolver ${solved[i]!.name}`)
      }
      const verdict = sign(ours[0]! - ours[1]!)
      if (verdict === 0) ties++
      if (verdict !== sign(pheValues[1]! - pheValues[0]!)) problems.push(`${strings[0]} vs ${strings[1]}: ${verdict}, phe disagrees`)
      if (verdict !== solverCompare(solved[0]!, solved[1]!)) problems.push(`${strings[0]} vs ${strings[1]}: ${verdict}, pokersolver disagrees`)
      if (problems.length > 20) break
    }
    expect(problems).toEqual([])
    expect(ties).toBeGreaterThan(RANDOM_HANDS / 100)
  })

  it(`the string path agrees with the integer path on ${STRING_PATH_HANDS.toLocaleString('en-US')} random seven-card hands`, () => {
    const random = seededRandom(7)
    for (let n = 0; n < STRING_PATH_HANDS; n++) {
      const codes = dealCodes(random, 7)
      expect(evaluateHand(codes.map(formatCard)).rank).toBe(evaluate7(codes[0]!, codes[1]!, codes[2]!, codes[3]!, codes[4]!, codes[5]!, codes[6]!))
    }
  })

  it.runIf(exhaustive)('agrees with phe on every one of the 2,598,960 five-card hands, and with pokersolver on their categories', () => {
    const counts = new Map<HandCategory, number>()
    const classes = new Set<number>()
    const problems: string[] = []
    for (let a = 0; a < 48; a++) for (let b = a + 1; b < 49; b++) for (let c = b + 1; c < 50; c++) for (let d = c + 1; d < 51; d++) for (let e = d + 1; e < 52; e++) {
      const rank = evaluate5(a, b, c, d, e)
      classes.add(rank)
      const category = categoryOf(rank)
      counts.set(category, (counts.get(category) ?? 0) + 1)
      if (rank !== rankFromPhe(pheEvaluate5(pheCode(a), pheCode(b), pheCode(c), pheCode(d), pheCode(e)))) problems.push([a, b, c, d, e].map(formatCard).join(' '))
      if (category !== solverCategory(pokersolver.Hand.solve([a, b, c, d, e].map(formatCard)))) problems.push(`${[a, b, c, d, e].map(formatCard).join(' ')} category`)
      if (problems.length > 20) throw new Error(problems.join('\n'))
    }
    expect(problems).toEqual([])
    expect(classes.size).toBe(7462)
    expect(Object.fromEntries(HAND_CATEGORIES.map((category) => [category, counts.get(category)]))).toEqual({
      'high-card': 1_302_540,
      pair: 1_098_240,
      'two-pair': 123_552,
      'three-of-a-kind': 54_912,
      straight: 10_200,
      flush: 5_108,
      'full-house': 3_744,
      'four-of-a-kind': 624,
      'straight-flush': 40,
    })
  })

  it.runIf(exhaustive)('matches the published category frequencies of all 133,784,560 seven-card hands, and phe on each', () => {
    const counts = new Float64Array(9)
    const firstRank = [1, 1278, 4138, 4996, 5854, 5864, 7141, 7297, 7453, 7463]
    const categoryByRank = new Uint8Array(7463)
    for (let i = 0; i < 9; i++) for (let r = firstRank[i]!; r < firstRank[i + 1]!; r++) categoryByRank[r] = i
    const pc = Array.from({ length: 52 }, (_, i) => pheCode(i))
    let royal = 0
    let disagreements = 0
    for (let a = 0; a < 46; a++) for (let b = a + 1; b < 47; b++) for (let c = b + 1; c < 48; c++) for (let d = c + 1; d < 49; d++) {
      for (let e = d + 1; e < 50; e++) for (let f = e + 1; f < 51; f++) for (let g = f + 1; g < 52; g++) {
        const rank = evaluate7(a, b, c, d, e, f, g)
        counts[categoryByRank[rank]!]!++
        if (rank === 7462) royal++
        if (rank !== 7463 - pheEvaluate7(pc[a]!, pc[b]!, pc[c]!, pc[d]!, pc[e]!, pc[f]!, pc[g]!)) disagreements++
      }
    }
    expect(disagreements).toBe(0)
    expect(royal).toBe(4_324)
    expect(Object.fromEntries(HAND_CATEGORIES.map((category, i) => [category, counts[i]]))).toEqual({
      'high-card': 23_294_460,
      pair: 58_627_800,
      'two-pair': 31_433_400,
      'three-of-a-kind': 6_461_620,
      straight: 6_180_020,
      flush: 4_047_644,
      'full-house': 3_473_184,
      'four-of-a-kind': 224_848,
      'straight-flush': 41_584,
    })
  })
})
