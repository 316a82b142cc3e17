// Just enough of the untyped peer evaluators for the cross-checks.
declare module 'phe' {
  export function evaluateCards(cards: string[]): number
  export function evaluateCardCodes(codes: number[]): number
  export function handRank(value: number): number
}
declare module 'phe/lib/evaluator5.js' {
  const evaluate5: (a: number, b: number, c: number, d: number, e: number) => number
  export = evaluate5
}
declare module 'phe/lib/evaluator7.js' {
  const evaluate7: (a: number, b: number, c: number, d: number, e: number, f: number, g: number) => number
  export = evaluate7
}
declare module 'pokersolver' {
  export class Hand {
    static solve(cards: string[]): Hand
    static winners(hands: Hand[]): Hand[]
    name: string
    descr: string
    rank: number
    cards: { value: string; suit: string }[]
    compare(other: Hand): number
  }
}
