import { SeededRandomProvider } from '@decklet/core'

/** Seed of the move picker of a game: a stream other than the engine's `SeededRandomProvider(seed)`. @internal */
export function pickerSeed(gameSeed: number): number {
  return (Math.imul(gameSeed ^ 0x5bd1e995, 0x27d4eb2d) ^ 0x2545f491) >>> 0
}

/** The seeds of `games` games, derived from a master seed (32-bit unsigned integers). @internal */
export function gameSeeds(master: number, games: number): number[] {
  const random = new SeededRandomProvider(master)
  return Array.from({ length: games }, () => Math.floor(random.next() * 0x100000000))
}
