// Adapters to the published evaluators the cross-checks compare against.
import { createRequire } from 'node:module'
import type * as Phe from 'phe'
import type * as PokerSolver from 'pokersolver'
import { HAND_CATEGORIES, type HandCategory } from '../eval/handCategory'

const require = createRequire(import.meta.url)

/** phe 0.6: lower values are better hands, 1 (royal flush) to 7462. */
export const phe = require('phe') as typeof Phe
export const pheEvaluate5 = require('phe/lib/evaluator5.js') as (a: number, b: number, c: number, d: number, e: number) => number
export const pheEvaluate7 = require('phe/lib/evaluator7.js') as (a: number, b: number, c: number, d: number, e: number, f: number, g: number) => number
export const pokersolver = require('pokersolver') as typeof PokerSolver

/** phe's code of one of our codes: same rank bits, suits in the order s, h, d, c. */
export function pheCode(code: number): number {
  return (code & ~3) | (3 - (code & 3))
}

/** Our rank (1–7462, higher is better) from phe's value. */
export function rankFromPhe(value: number): number {
  return 7463 - value
}

/** The category phe reports for a value. */
export function pheCategory(value: number): HandCategory {
  return HAND_CATEGORIES[8 - phe.handRank(value)]!
}

const SOLVER_CATEGORIES: Readonly<Record<string, HandCategory>> = {
  'High Card': 'high-card',
  Pair: 'pair',
  'Two Pair': 'two-pair',
  'Three of a Kind': 'three-of-a-kind',
  Straight: 'straight',
  Flush: 'flush',
  'Full House': 'full-house',
  'Four of a Kind': 'four-of-a-kind',
  'Straight Flush': 'straight-flush',
  'Royal Flush': 'straight-flush',
}

/** The category pokersolver reports for a solved hand. */
export function solverCategory(hand: PokerSolver.Hand): HandCategory {
  const category = SOLVER_CATEGORIES[hand.name]
  if (category === undefined) throw new Error(`unexpected pokersolver hand name ${hand.name}`)
  return category
}

/** pokersolver's verdict in our sign convention: 1 when `a` beats `b`. */
export function solverCompare(a: PokerSolver.Hand, b: PokerSolver.Hand): -1 | 0 | 1 {
  const verdict = a.compare(b)
  return verdict > 0 ? -1 : verdict < 0 ? 1 : 0
}
