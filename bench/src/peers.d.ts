// Types for the peers that ship none: only what the benchmarks call.
declare module 'phe' {
  /** Lower is better (1 = royal flush … 7462). */
  export function evaluateCards(cards: readonly string[]): number
  export function evaluateCardCodes(codes: readonly number[]): number
  export function cardCodes(cards: readonly string[]): number[]
}

declare module 'pokersolver' {
  export class Hand {
    static solve(cards: readonly string[]): Hand
    static winners(hands: readonly Hand[]): Hand[]
    readonly rank: number
    readonly descr: string
  }
}
