// Seeded deals shared by the benchmark contenders, in each contender's own card format.
const RANKS = '23456789TJQKA'
const SUITS = 'cdhs'

function seededRandom(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function deal(random, count) {
  const deck = Array.from({ length: 52 }, (_, i) => i)
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (52 - i))
    ;[deck[i], deck[j]] = [deck[j], deck[i]]
  }
  return deck.slice(0, count)
}

// One string per card, shared by every hand, as a game dealing from one deck has.
const CARD_STRINGS = Array.from({ length: 52 }, (_, code) => RANKS[code >> 2] + SUITS[code & 3])

/** Our code (rank * 4 + suit, suits c d h s) as a string. */
export const cardString = (code) => CARD_STRINGS[code]
/** phe's code: same rank bits, suits s h d c. */
export const pheCode = (code) => (code & ~3) | (3 - (code & 3))

/** `count` hands of `size` cards: flat codes, phe codes, and string arrays. */
export function hands(count, size, seed = 1) {
  const random = seededRandom(seed)
  const codes = new Int32Array(count * size)
  const pheCodes = new Int32Array(count * size)
  const strings = []
  const pheArrays = []
  for (let h = 0; h < count; h++) {
    const cards = deal(random, size)
    cards.forEach((card, i) => {
      codes[h * size + i] = card
      pheCodes[h * size + i] = pheCode(card)
    })
    strings.push(cards.map(cardString))
    pheArrays.push(cards.map(pheCode))
  }
  return { count, size, codes, pheCodes, strings, pheArrays }
}

/** `count` showdowns of `players` players: `{ board, holes }` with string cards. */
export function showdowns(count, players, holeCards = 2, seed = 2) {
  const random = seededRandom(seed)
  return Array.from({ length: count }, () => {
    const cards = deal(random, 5 + players * holeCards).map(cardString)
    return {
      board: cards.slice(0, 5),
      holes: Array.from({ length: players }, (_, p) => cards.slice(5 + p * holeCards, 5 + (p + 1) * holeCards)),
    }
  })
}
