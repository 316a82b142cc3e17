// Benchmark 3: hand evaluation against phe, poker-evaluator and pokersolver, on the same seeded random hands.
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { cardCodes, evaluate5, evaluate7, evaluateHand, preloadTables, rankOf, resolveShowdown } from '@decklet/plugin-poker'
import { measureContenders, rowOf, type Contender, type MeasureOptions, type Row, type Table } from '../harness'

const require = createRequire(import.meta.url)
const phe = require('phe') as typeof import('phe')
const pokerEvaluator = require('poker-evaluator') as typeof import('poker-evaluator')
const { Hand } = require('pokersolver') as typeof import('pokersolver')

const RANKS = '23456789TJQKA'
const SUITS = 'cdhs'
/** One string per card, shared by every hand, as a game dealing from one deck has. */
const CARDS = Array.from({ length: 52 }, (_, i) => RANKS[i >> 2]! + SUITS[i & 3]!)

/** Seeded deals of `count` distinct cards (partial Fisher–Yates over Mulberry32). */
function deals(n: number, count: number, seed: number): string[][] {
  let a = seed | 0
  const next = () => {
    a = (a + 0x6d2b79f5) | 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const out: string[][] = []
  const deck = [...CARDS]
  for (let h = 0; h < n; h++) {
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(next() * (52 - i))
      const tmp = deck[i]!
      deck[i] = deck[j]!
      deck[j] = tmp
    }
    out.push(deck.slice(0, count))
  }
  return out
}

const HANDS = 10_000
const PER_RUN = 1_000
let sink = 0

/** A contender that evaluates `PER_RUN` hands of a prepared list per call, cycling through it. */
function cycling<T>(name: string, items: readonly T[], evaluate: (item: T) => number): Contender {
  let cursor = 0
  return {
    name,
    run() {
      let s = 0
      for (let k = 0; k < PER_RUN; k++) {
        s += evaluate(items[cursor]!)
        cursor = cursor + 1 === items.length ? 0 : cursor + 1
      }
      sink += s
      return PER_RUN
    },
  }
}

function evaluationContenders(size: 5 | 7): Contender[] {
  const strings = deals(HANDS, size, size === 5 ? 55 : 77)
  const codes = strings.map((hand) => Int32Array.from(cardCodes(hand)))
  const pheCodes = strings.map((hand) => phe.cardCodes(hand))
  return [
    size === 5
      ? cycling('decklet evaluate5 (card codes)', codes, (c) => evaluate5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!))
      : cycling('decklet evaluate7 (card codes)', codes, (c) => evaluate7(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!)),
    cycling('decklet rankOf (strings)', strings, (h) => rankOf(h)),
    cycling('decklet evaluateHand (strings, with best five and description)', strings, (h) => evaluateHand(h).rank),
    cycling('phe evaluateCardCodes (card codes)', pheCodes, (c) => phe.evaluateCardCodes(c)),
    cycling('phe evaluateCards (strings)', strings, (h) => phe.evaluateCards(h)),
    cycling('poker-evaluator evalHand (strings)', strings, (h) => pokerEvaluator.evalHand(h).value),
    cycling('pokersolver Hand.solve (strings)', strings, (h) => Hand.solve(h).rank),
  ]
}

interface Showdown {
  board: string[]
  holes: string[][]
}
const PLAYERS = 6

function showdowns(n: number, seed: number): Showdown[] {
  return deals(n, 5 + 2 * PLAYERS, seed).map((cards) => ({
    board: cards.slice(0, 5),
    holes: Array.from({ length: PLAYERS }, (_, p) => cards.slice(5 + 2 * p, 7 + 2 * p)),
  }))
}

/** Winners (seat indexes) from one score per player; `better(a, b)` says a beats b. */
function bestOf(scores: readonly number[], higherWins: boolean): number[] {
  let best = scores[0]!
  for (const s of scores) if (higherWins ? s > best : s < best) best = s
  const out: number[] = []
  scores.forEach((s, i) => {
    if (s === best) out.push(i)
  })
  return out
}

const WINNERS: Record<string, (s: Showdown) => number[]> = {
  decklet: (s) => resolveShowdown(s).winners,
  phe: (s) => bestOf(s.holes.map((h) => phe.evaluateCards([...s.board, ...h])), false),
  'poker-evaluator': (s) => bestOf(s.holes.map((h) => pokerEvaluator.evalHand([...s.board, ...h]).value), true),
  pokersolver: (s) => {
    const hands = s.holes.map((h) => Hand.solve([...s.board, ...h]))
    const winners = Hand.winners(hands)
    return hands.map((h, i) => (winners.includes(h) ? i : -1)).filter((i) => i >= 0)
  },
}

function showdownContenders(): Contender[] {
  const list = showdowns(HANDS, 66)
  const codes = list.map((s) => ({ board: cardCodes(s.board), holes: s.holes.map((h) => cardCodes(h)) }))
  return [
    cycling('decklet resolveShowdown (strings)', list, (s) => resolveShowdown(s).winners.length),
    cycling('decklet evaluate7 ×6 (card codes)', codes, (s) => {
      const [a, b, c, d, e] = s.board as [number, number, number, number, number]
      let best = 0
      let count = 0
      for (const [x, y] of s.holes as [number, number][]) {
        const r = evaluate7(a, b, c, d, e, x, y)
        if (r > best) {
          best = r
          count = 1
        } else if (r === best) count++
      }
      return count
    }),
    cycling('phe evaluateCards ×6 (strings)', list, (s) => WINNERS.phe!(s).length),
    cycling('poker-evaluator evalHand ×6 (strings)', list, (s) => WINNERS['poker-evaluator']!(s).length),
    cycling('pokersolver Hand.solve ×6 + Hand.winners (strings)', list, (s) => WINNERS.pokersolver!(s).length),
  ]
}

/** How many of `n` seeded showdowns every library gives the same winners for. */
export function winnerAgreement(n: number): { showdowns: number; agreeing: Record<string, number>; ties: number } {
  const list = showdowns(n, 4242)
  const agreeing: Record<string, number> = { phe: 0, 'poker-evaluator': 0, pokersolver: 0 }
  let ties = 0
  for (const s of list) {
    const ours = WINNERS.decklet!(s).join(',')
    if (ours.includes(',')) ties++
    for (const peer of Object.keys(agreeing)) if (WINNERS[peer]!(s).join(',') === ours) agreeing[peer]!++
  }
  return { showdowns: n, agreeing, ties }
}

/** One fresh process's load time and memory growth for one library. */
export interface LoadSample {
  readonly loadMs: number
  readonly firstMs: number
  readonly heapMb: number
  readonly externalMb: number
  readonly rssMb: number
}

/** Every process of one library, in round order (round r of each library ran in the same round). */
export interface LoadResult {
  readonly name: string
  readonly runs: readonly LoadSample[]
}

export const LOAD_LIBRARIES = ['decklet', 'phe', 'poker-evaluator', 'pokersolver'] as const

/**
 * Load time and memory of each library: `rounds` rounds, each starting one fresh process per library, the
 * first library rotating from round to round.
 */
export async function loadCosts(rounds: number, onStep?: () => void): Promise<LoadResult[]> {
  const script = fileURLToPath(new URL('../poker/loadOne.mjs', import.meta.url))
  const results = new Map<string, LoadSample[]>(LOAD_LIBRARIES.map((n) => [n, []]))
  const run = promisify(execFile)
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < LOAD_LIBRARIES.length; k++) {
      const name = LOAD_LIBRARIES[(r + k) % LOAD_LIBRARIES.length]!
      const { stdout } = await run(process.execPath, ['--expose-gc', script, name])
      const { name: _name, ...sample } = JSON.parse(stdout.trim().split('\n').pop()!) as LoadSample & { name: string }
      results.get(name)!.push(sample)
      onStep?.()
    }
  }
  return LOAD_LIBRARIES.map((name) => ({ name, runs: results.get(name)! }))
}

/** A chartable table of one load measure, each row with its per-round ratio to phe (lower is better). */
function loadMeasureTable(results: readonly LoadResult[], id: string, title: string, unit: string, value: (s: LoadSample) => number, description: string): Table {
  const series = results.map((r) => ({ name: r.name, samples: r.runs.map(value) }))
  const phe = series.find((r) => r.name === 'phe') ?? null
  return {
    id,
    title,
    unit,
    description,
    rows: series.map((r) => rowOf(r.name, r.samples, phe)),
    ratioLabel: 'phe (same round)',
    lowerIsBetter: true,
  }
}

/** The load-time and memory charts: load + first evaluation (ms) and RSS growth (MB). */
export function loadTables(results: readonly LoadResult[]): Table[] {
  const rounds = results[0]?.runs.length ?? 0
  const how = `${rounds} fresh processes per library, one per round, the first library rotating; the median, the min – max, and the median of the per-round ratios to phe. Lower is better.`
  return [
    loadMeasureTable(results, 'poker-load-time', 'Load and first 7-card evaluation, fresh process (ms)', 'ms', (s) => s.loadMs + s.firstMs, `The time to load the library and evaluate one 7-card hand. ${how}`),
    loadMeasureTable(results, 'poker-load-memory', 'Resident memory growth after load and one evaluation (MB)', 'MB', (s) => s.rssMb, `Resident set size after a full garbage collection, less the process's before loading. ${how}`),
  ]
}

export function pokerTables(options: MeasureOptions): Table[] {
  preloadTables()
  const description = (size: number) =>
    `The same ${HANDS.toLocaleString('en-US')} seeded random ${size}-card hands for every contender, cycled through; each evaluation returns one comparable number. ` +
    'Strings are two-character cards (`As`, `Td`) from one shared 52-string deck; card codes are each library\'s own integers, converted once before timing (decklet\'s with `cardCodes`, phe\'s with `phe.cardCodes`). ' +
    'decklet `rankOf` parses and checks the strings and returns the rank; `evaluateHand` also builds the best five cards and the description (as pokersolver and poker-evaluator also describe the hand).'
  const rows7: Row[] = measureContenders(evaluationContenders(7), 'phe evaluateCards (strings)', options)
  const rows5: Row[] = measureContenders(evaluationContenders(5), 'phe evaluateCards (strings)', options)
  const rowsShowdown: Row[] = measureContenders(showdownContenders(), 'phe evaluateCards ×6 (strings)', options)
  if (sink === Number.MIN_VALUE) console.log(sink)
  return [
    { id: 'poker-7', title: '7-card hand evaluation (evaluations/s)', unit: 'evaluations/s', description: description(7), rows: rows7, ratioLabel: "phe's `evaluateCards` (strings)" },
    { id: 'poker-5', title: '5-card hand evaluation (evaluations/s)', unit: 'evaluations/s', description: description(5), rows: rows5, ratioLabel: "phe's `evaluateCards` (strings)" },
    {
      id: 'poker-showdown',
      title: "6-player Hold'em showdown (showdowns/s)",
      unit: 'showdowns/s',
      description:
        `The same ${HANDS.toLocaleString('en-US')} seeded showdowns (a board and six two-card hands) for every contender: each player's best hand, then the winners (all of them on a tie). ` +
        'decklet `resolveShowdown` also checks the input and returns each hand\'s description and the pot split; `evaluate7 ×6` is the integer path on codes converted before timing; the peers evaluate the six seven-card hands and keep the best.',
      rows: rowsShowdown,
      ratioLabel: "phe's `evaluateCards` ×6",
    },
  ]
}

export const pokerSteps = (rounds: number, loadRuns: number): number => rounds * 19 + loadRuns * 4
