// Seeded card dealing for the property and cross-check tests.

/** Mulberry32: a small seeded generator of floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** `count` distinct card codes (0–51), drawn without replacement. */
export function dealCodes(random: () => number, count: number): number[] {
  const deck = Array.from({ length: 52 }, (_, i) => i)
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (52 - i))
    ;[deck[i], deck[j]] = [deck[j]!, deck[i]!]
  }
  return deck.slice(0, count)
}
