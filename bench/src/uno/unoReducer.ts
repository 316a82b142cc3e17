// UNO as a plain, hand-made immutable reducer: no engine, no plugin, no validation, no events, no history.
// It is the "limit" of benchmark 2: the same rules as @decklet/plugin-uno for the rule sets it supports
// (the official game played to the first player out, and the RLCard profile), written the way a careful
// JavaScript programmer would write them for speed: cards are small integers, an action is one integer,
// and a step copies only the arrays it changes. Randomness is Mulberry32 kept in the state (the same
// generator, shuffle and draws as decklet's SeededRandomProvider), so `reducer.test.ts` can check that the
// same seeds give the same games as the plugin.

/** The rule options this reducer plays (a subset of the plugin's `ResolvedUnoOptions`, same meanings). */
export interface UnoReducerRules {
  readonly handSize: number
  readonly drawnCardPlay: 'optional' | 'forced' | 'never' | 'automatic'
  readonly voluntaryDraw: boolean
  readonly wd4Legality: 'official-bluffable' | 'enforced' | 'rlcard-strict'
  readonly challenge: boolean
  readonly challengeSuccessSkips: boolean
  readonly challengeLastCard: boolean
  readonly unoCall: boolean
  readonly unoPenalty: number
  readonly twoPlayerReverseIsSkip: boolean
  readonly drawnCardMatchesColorOnly: boolean
  readonly firstDealer: 'high-card' | 'random' | 'last-seat'
  readonly reshuffleKeepsTop: boolean
  readonly reshuffleWhenShort: boolean
  readonly firstCard: 'official' | 'rlcard'
}

/** The official game (one hand: the first player out wins). */
export const OFFICIAL_RULES: UnoReducerRules = Object.freeze({
  handSize: 7,
  drawnCardPlay: 'optional',
  voluntaryDraw: true,
  wd4Legality: 'official-bluffable',
  challenge: true,
  challengeSuccessSkips: false,
  challengeLastCard: true,
  unoCall: true,
  unoPenalty: 2,
  twoPlayerReverseIsSkip: true,
  drawnCardMatchesColorOnly: false,
  firstDealer: 'high-card',
  reshuffleKeepsTop: true,
  reshuffleWhenShort: false,
  firstCard: 'official',
})

/** RLCard's simplified UNO (the plugin's `profile: 'rlcard'`). */
export const RLCARD_RULES: UnoReducerRules = Object.freeze({
  ...OFFICIAL_RULES,
  drawnCardPlay: 'automatic',
  voluntaryDraw: false,
  wd4Legality: 'rlcard-strict',
  challenge: false,
  unoCall: false,
  twoPlayerReverseIsSkip: false,
  drawnCardMatchesColorOnly: true,
  firstDealer: 'last-seat',
  reshuffleKeepsTop: false,
  reshuffleWhenShort: true,
  firstCard: 'rlcard',
})

// Faces: 0–9 numbers, then the symbols. Colours 0–3 (red, yellow, green, blue); WILD_COLOR for Wilds.
export const SKIP = 10
export const REVERSE = 11
export const DRAW2 = 12
export const WILD = 13
export const WILD4 = 14
export const WILD_COLOR = 4
export const COLOR_NAMES = ['red', 'yellow', 'green', 'blue'] as const
const SYMBOLS = ['skip', 'reverse', 'draw2', 'wild', 'wild4']

/** Card ids in the plugin's deck order: per colour one 0, two of 1–9, two Skips, Reverses and Draw Twos; then 4 Wilds, 4 Wild Draw Fours. */
export const CARD_IDS: readonly string[] = buildDeck()
/** Colour of each card (WILD_COLOR for Wilds). */
export const CARD_COLOR = new Uint8Array(108)
/** Face of each card. */
export const CARD_FACE = new Uint8Array(108)

function buildDeck(): string[] {
  const ids: string[] = []
  for (const color of COLOR_NAMES) {
    ids.push(`${color}-0-1`)
    for (let value = 1; value <= 9; value++) ids.push(`${color}-${value}-1`, `${color}-${value}-2`)
    for (const symbol of SYMBOLS.slice(0, 3)) ids.push(`${color}-${symbol}-1`, `${color}-${symbol}-2`)
  }
  for (const symbol of SYMBOLS.slice(3)) for (let copy = 1; copy <= 4; copy++) ids.push(`${symbol}-${copy}`)
  return ids
}
for (let c = 0; c < 108; c++) {
  const parts = CARD_IDS[c]!.split('-')
  const wild = parts.length === 2
  CARD_COLOR[c] = wild ? WILD_COLOR : COLOR_NAMES.indexOf(parts[0] as (typeof COLOR_NAMES)[number])
  const face = wild ? parts[0]! : parts[1]!
  CARD_FACE[c] = /^\d$/.test(face) ? Number(face) : 10 + SYMBOLS.indexOf(face)
}
const ALL_CARDS: readonly number[] = Array.from({ length: 108 }, (_, c) => c)

/** Phases, as in the plugin. */
export const PLAY = 0
export const DRAWN = 1
export const PENALTY = 2
export const COLOR = 3
export const OVER = 4

/** A Wild Draw Four that may still be challenged. */
export interface Challenge {
  readonly offender: number
  readonly previousColor: number
  readonly lastCard: boolean
}

/** The whole game: players are seat indexes 0…n−1. Never mutated: `step` returns a new object. */
export interface UnoGame {
  readonly hands: readonly (readonly number[])[]
  readonly draw: readonly number[]
  readonly discard: readonly number[]
  readonly current: number
  readonly direction: 1 | -1
  readonly phase: number
  /** Colour to match (-1 while a first-card Wild waits for its colour). */
  readonly color: number
  readonly face: number
  readonly penalty: number
  readonly challenge: Challenge | null
  /** The seat whose UNO call may still be declared or caught, or -1. */
  readonly unoCall: number
  readonly winner: number
  /** Mulberry32 position. */
  readonly rng: number
}

// Actions are integers: kind | player << 3 | card << 7 | colour << 14.
export const A_PLAY = 0
export const A_DRAW = 1
export const A_PASS = 2
export const A_ACCEPT = 3
export const A_CHALLENGE = 4
export const A_CHOOSE_COLOR = 5
export const A_DECLARE_UNO = 6
export const A_CATCH_UNO = 7
export const ACTION_NAMES = ['PLAY', 'DRAW', 'PASS', 'ACCEPT', 'CHALLENGE', 'CHOOSE_COLOR', 'DECLARE_UNO', 'CATCH_UNO'] as const
const action = (kind: number, player: number, card = 0, color = 0): number => kind | (player << 3) | (card << 7) | (color << 14)
export const actionKind = (a: number): number => a & 7
export const actionPlayer = (a: number): number => (a >> 3) & 15
export const actionCard = (a: number): number => (a >> 7) & 127
export const actionColor = (a: number): number => (a >> 14) & 7

/** A working copy for one step: arrays are copied the first time they change. */
interface Draft {
  hands: (readonly number[])[]
  handsCopied: boolean
  draw: number[] | readonly number[]
  drawCopied: boolean
  discard: number[] | readonly number[]
  discardCopied: boolean
  current: number
  direction: 1 | -1
  phase: number
  color: number
  face: number
  penalty: number
  challenge: Challenge | null
  unoCall: number
  winner: number
  rng: number
  rules: UnoReducerRules
}

/** Mulberry32 (SeededRandomProvider's next()), advancing `d.rng`. */
function next(d: Draft): number {
  d.rng = (d.rng + 0x6d2b79f5) | 0
  let t = d.rng
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

function shuffle(d: Draft, items: readonly number[]): number[] {
  const out = items.slice()
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next(d) * (i + 1))
    const tmp = out[i]!
    out[i] = out[j]!
    out[j] = tmp
  }
  return out
}

function draftOf(game: UnoGame, rules: UnoReducerRules): Draft {
  return {
    hands: game.hands as (readonly number[])[],
    handsCopied: false,
    draw: game.draw,
    drawCopied: false,
    discard: game.discard,
    discardCopied: false,
    current: game.current,
    direction: game.direction,
    phase: game.phase,
    color: game.color,
    face: game.face,
    penalty: game.penalty,
    challenge: game.challenge,
    unoCall: game.unoCall,
    winner: game.winner,
    rng: game.rng,
    rules,
  }
}

function commit(d: Draft): UnoGame {
  return {
    hands: d.hands,
    draw: d.draw,
    discard: d.discard,
    current: d.current,
    direction: d.direction,
    phase: d.phase,
    color: d.color,
    face: d.face,
    penalty: d.penalty,
    challenge: d.challenge,
    unoCall: d.unoCall,
    winner: d.winner,
    rng: d.rng,
  }
}

function handToChange(d: Draft, player: number): number[] {
  if (!d.handsCopied) {
    d.hands = d.hands.slice()
    d.handsCopied = true
  }
  const hand = d.hands[player]!.slice()
  d.hands[player] = hand
  return hand
}

function drawPile(d: Draft): number[] {
  if (!d.drawCopied) {
    d.draw = d.draw.slice()
    d.drawCopied = true
  }
  return d.draw as number[]
}

function discardPile(d: Draft): number[] {
  if (!d.discardCopied) {
    d.discard = d.discard.slice()
    d.discardCopied = true
  }
  return d.discard as number[]
}

const seatAfter = (d: Draft, player: number, steps: number): number => {
  const n = d.hands.length
  return (((player + d.direction * steps) % n) + n) % n
}

function beginTurn(d: Draft, player: number): void {
  d.current = player
  d.phase = PLAY
  d.penalty = 0
}

/** The discard pile (but its top card, unless the rules say otherwise) shuffled with what is left of the draw pile into a new draw pile. */
function reshuffle(d: Draft): boolean {
  const keepTop = d.rules.reshuffleKeepsTop
  if (d.discard.length <= (keepTop ? 1 : 0)) return false
  const rest = [...d.draw, ...d.discard]
  const top = keepTop ? rest.pop()! : -1
  d.draw = shuffle(d, rest)
  d.drawCopied = true
  d.discard = top < 0 ? [] : [top]
  d.discardCopied = true
  return true
}

function drawCards(d: Draft, player: number, count: number): number {
  let last = -1
  if (count <= 0) return last
  let hand: number[] | null = null
  if (d.rules.reshuffleWhenShort && d.draw.length < count) reshuffle(d)
  for (let i = 0; i < count; i++) {
    if (d.draw.length === 0 && !reshuffle(d)) break
    last = drawPile(d).pop()!
    hand ??= handToChange(d, player)
    hand.push(last)
  }
  return last
}

function wildDrawFourAllowed(hand: readonly number[], color: number, face: number, rules: UnoReducerRules): boolean {
  if (rules.wd4Legality === 'official-bluffable') return true
  if (rules.wd4Legality === 'enforced') {
    for (let i = 0; i < hand.length; i++) if (CARD_COLOR[hand[i]!] === color) return false
    return true
  }
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i]!
    const f = CARD_FACE[c]!
    if (f !== WILD4 && (CARD_COLOR[c] === WILD_COLOR || CARD_COLOR[c] === color || f === face)) return false
  }
  return true
}

/** Whether the current player may play card `c` from `hand` in `phase`. */
function playable(hand: readonly number[], c: number, phase: number, color: number, face: number, rules: UnoReducerRules): boolean {
  const cardColor = CARD_COLOR[c]!
  if (phase === DRAWN) {
    if (hand[hand.length - 1] !== c) return false
    if (rules.drawnCardMatchesColorOnly && cardColor !== WILD_COLOR && cardColor !== color) return false
  }
  if (phase === PENALTY) return false // no stacking in the supported rule sets
  if (!(cardColor === WILD_COLOR || cardColor === color || CARD_FACE[c] === face)) return false
  if (CARD_FACE[c] === WILD4 && !wildDrawFourAllowed(hand, color, face, rules)) return false
  return true
}

function hasPlayable(hand: readonly number[], color: number, face: number, rules: UnoReducerRules): boolean {
  for (let i = 0; i < hand.length; i++) if (playable(hand, hand[i]!, PLAY, color, face, rules)) return true
  return false
}

function endGame(d: Draft, winner: number): void {
  d.phase = OVER
  d.current = -1
  d.winner = winner
  d.unoCall = -1
  d.challenge = null
  d.penalty = 0
}

/** The official choice of the first dealer: each player draws a card, the highest number deals (a symbol counts as 0), ties draw again. */
function drawForDealer(d: Draft, players: number): number {
  let deck = shuffle(d, ALL_CARDS)
  let contenders: number[] = []
  for (let p = 0; p < players; p++) contenders.push(p)
  const values: number[] = []
  for (;;) {
    if (deck.length < contenders.length) deck = shuffle(d, ALL_CARDS)
    let best = -1
    for (let i = 0; i < contenders.length; i++) {
      const face = CARD_FACE[deck.pop()!]!
      values[i] = face <= 9 ? face : 0
      if (values[i]! > best) best = values[i]!
    }
    contenders = contenders.filter((_, i) => values[i] === best)
    if (contenders.length === 1) return contenders[0]!
  }
}

/**
 * A new game of `players` players from `seed`: the first dealer (drawn as the rules say, or at random), a shuffled deck dealt from the dealer's left,
 * the first card turned (a Wild Draw Four goes back) and applied.
 */
export function newGame(players: number, seed: number, rules: UnoReducerRules): UnoGame {
  const d = draftOf(
    { hands: [], draw: [], discard: [], current: -1, direction: 1, phase: PLAY, color: -1, face: -1, penalty: 0, challenge: null, unoCall: -1, winner: -1, rng: seed >>> 0 | 0 },
    rules,
  )
  const dealer = rules.firstDealer === 'random' ? Math.floor(next(d) * players) : rules.firstDealer === 'last-seat' ? players - 1 : drawForDealer(d, players)
  let deck = shuffle(d, ALL_CARDS)
  const hands: number[][] = []
  for (let p = 0; p < players; p++) hands.push([])
  for (let round = 0; round < rules.handSize; round++) {
    for (let k = 0; k < players; k++) hands[(dealer + 1 + k) % players]!.push(deck.pop()!)
  }
  let top = deck.pop()!
  while (CARD_FACE[top] === WILD4) {
    deck.push(top)
    deck = shuffle(d, deck)
    top = deck.pop()!
  }
  d.hands = hands
  d.handsCopied = true
  d.draw = deck
  d.drawCopied = true
  d.discard = [top]
  d.discardCopied = true
  d.color = CARD_COLOR[top] === WILD_COLOR ? -1 : CARD_COLOR[top]!
  d.face = CARD_FACE[top]!
  const left = seatAfter(d, dealer, 1)
  if (rules.firstCard === 'rlcard' && (d.face === WILD || d.face === DRAW2)) {
    if (d.face === DRAW2) drawCards(d, left, 2)
    else d.color = Math.floor(next(d) * 4)
    beginTurn(d, left)
    return commit(d)
  }
  switch (d.face) {
    case SKIP:
      beginTurn(d, seatAfter(d, dealer, 2))
      break
    case REVERSE:
      d.direction = -1
      beginTurn(d, dealer)
      break
    case DRAW2:
      drawCards(d, left, 2)
      beginTurn(d, seatAfter(d, dealer, 2))
      break
    case WILD:
      beginTurn(d, left)
      d.phase = COLOR
      break
    default:
      beginTurn(d, left)
  }
  return commit(d)
}

/** Plays `card` (with `chosen` for a Wild); `drawn`: the card just drawn, played by the draw itself (a Wild Draw Four then as a plain Wild). */
function play(d: Draft, player: number, card: number, chosen: number, drawn = false): void {
  const rules = d.rules
  d.unoCall = -1
  const hand = handToChange(d, player)
  hand.splice(hand.indexOf(card), 1)
  discardPile(d).push(card)
  const previousColor = d.color
  const face = CARD_FACE[card]!
  const effect = drawn && face === WILD4 ? WILD : face
  d.color = CARD_COLOR[card] === WILD_COLOR ? chosen : CARD_COLOR[card]!
  d.face = face
  d.challenge = null
  if (rules.unoCall && hand.length === 1 && !drawn) d.unoCall = player
  const out = hand.length === 0
  const nextPlayer = seatAfter(d, player, 1)
  if (effect === SKIP) {
    if (out) endGame(d, player)
    else beginTurn(d, seatAfter(d, player, 2))
  } else if (effect === REVERSE) {
    d.direction = d.direction === 1 ? -1 : 1
    if (out) endGame(d, player)
    else if (d.hands.length === 2 && rules.twoPlayerReverseIsSkip) beginTurn(d, player)
    else beginTurn(d, seatAfter(d, player, 1))
  } else if (effect === DRAW2 || effect === WILD4) {
    const penalty = face === DRAW2 ? 2 : 4
    if (face === WILD4 && rules.challenge && rules.wd4Legality === 'official-bluffable' && previousColor >= 0 && (!out || rules.challengeLastCard)) {
      beginTurn(d, nextPlayer)
      d.phase = PENALTY
      d.penalty = penalty
      d.challenge = { offender: player, previousColor, lastCard: out }
      return
    }
    drawCards(d, nextPlayer, penalty)
    if (out) endGame(d, player)
    else beginTurn(d, seatAfter(d, player, 2))
  } else if (out) endGame(d, player)
  else beginTurn(d, nextPlayer)
}

function drawForTurn(d: Draft, player: number): void {
  d.unoCall = -1
  const card = drawCards(d, player, 1)
  if (card >= 0 && d.rules.drawnCardPlay === 'automatic') {
    const color = CARD_COLOR[card]!
    if (color === WILD_COLOR) play(d, player, card, Math.floor(next(d) * 4), true)
    else if (color === d.color || (!d.rules.drawnCardMatchesColorOnly && CARD_FACE[card] === d.face)) play(d, player, card, 0, true)
    else beginTurn(d, seatAfter(d, player, 1))
    return
  }
  if (card >= 0 && d.rules.drawnCardPlay !== 'never' && playable(d.hands[player]!, card, DRAWN, d.color, d.face, d.rules)) {
    d.phase = DRAWN
    return
  }
  beginTurn(d, seatAfter(d, player, 1))
}

function accept(d: Draft, player: number): void {
  d.unoCall = -1
  const challenge = d.challenge
  d.challenge = null
  drawCards(d, player, d.penalty)
  if (challenge !== null && challenge.lastCard) endGame(d, challenge.offender)
  else beginTurn(d, seatAfter(d, player, 1))
}

function challenge(d: Draft, player: number): void {
  d.unoCall = -1
  const { offender, previousColor, lastCard } = d.challenge!
  d.challenge = null
  const offenderHand = d.hands[offender]!
  let guilty = false
  for (let i = 0; i < offenderHand.length; i++) if (CARD_COLOR[offenderHand[i]!] === previousColor) guilty = true
  if (guilty) {
    drawCards(d, offender, d.penalty)
    d.penalty = 0
    if (d.rules.challengeSuccessSkips) beginTurn(d, seatAfter(d, player, 1))
    else d.phase = PLAY
    return
  }
  drawCards(d, player, d.penalty + 2)
  if (lastCard) endGame(d, offender)
  else beginTurn(d, seatAfter(d, player, 1))
}

/** The game after `a` (a legal action: the reducer trusts its caller, as a simulator's inner loop does). */
export function step(game: UnoGame, a: number, rules: UnoReducerRules): UnoGame {
  const d = draftOf(game, rules)
  const player = actionPlayer(a)
  switch (actionKind(a)) {
    case A_PLAY:
      play(d, player, actionCard(a), actionColor(a))
      break
    case A_DRAW:
      drawForTurn(d, player)
      break
    case A_PASS:
      d.unoCall = -1
      beginTurn(d, seatAfter(d, player, 1))
      break
    case A_ACCEPT:
      accept(d, player)
      break
    case A_CHALLENGE:
      challenge(d, player)
      break
    case A_CHOOSE_COLOR:
      d.unoCall = -1
      d.color = actionColor(a)
      d.phase = PLAY
      break
    case A_DECLARE_UNO:
      d.unoCall = -1
      break
    case A_CATCH_UNO: {
      const target = d.unoCall
      d.unoCall = -1
      drawCards(d, target, rules.unoPenalty)
      break
    }
  }
  return commit(d)
}

const SEEN = new Uint8Array(80)

/**
 * The legal actions, in the order `engine.getLegalActions` lists them for the players who may act (the
 * current player, or everyone by seat while a UNO call is open): plays in hand order (identical cards once,
 * a Wild once per colour), then DRAW, PASS, ACCEPT, CHALLENGE, CHOOSE_COLOR ×4, DECLARE_UNO, CATCH_UNO.
 * With `preferPlay`, DRAW and PASS are left out when anything else is legal. Written into `out`; returns
 * the count.
 */
export function legalActions(game: UnoGame, rules: UnoReducerRules, preferPlay: boolean, out: number[]): number {
  if (game.phase === OVER) return 0
  const everyone = game.unoCall >= 0
  const first = everyone ? 0 : game.current
  const last = everyone ? game.hands.length - 1 : game.current
  let n = 0
  let drawPassAt = -1
  let drawPassCount = 0
  for (let p = first; p <= last; p++) {
    if (p === game.current) {
      const hand = game.hands[p]!
      const phase = game.phase
      if (phase === PLAY || phase === DRAWN) {
        SEEN.fill(0)
        for (let i = 0; i < hand.length; i++) {
          const c = hand[i]!
          const key = CARD_COLOR[c]! * 16 + CARD_FACE[c]!
          if (SEEN[key] === 1 || !playable(hand, c, phase, game.color, game.face, rules)) continue
          SEEN[key] = 1
          if (CARD_COLOR[c] === WILD_COLOR) for (let color = 0; color < 4; color++) out[n++] = action(A_PLAY, p, c, color)
          else out[n++] = action(A_PLAY, p, c)
        }
      }
      if (phase === PENALTY) {
        out[n++] = action(A_ACCEPT, p)
        if (game.challenge !== null) out[n++] = action(A_CHALLENGE, p)
      } else if (phase === DRAWN) {
        if (rules.drawnCardPlay !== 'forced') {
          drawPassAt = n
          drawPassCount = 1
          out[n++] = action(A_PASS, p)
        }
      } else if (phase === COLOR) {
        for (let color = 0; color < 4; color++) out[n++] = action(A_CHOOSE_COLOR, p, 0, color)
      } else if (rules.voluntaryDraw || !hasPlayable(hand, game.color, game.face, rules)) {
        drawPassAt = n
        drawPassCount = 1
        out[n++] = action(A_DRAW, p)
      }
    }
    if (everyone) out[n++] = action(p === game.unoCall ? A_DECLARE_UNO : A_CATCH_UNO, p)
  }
  if (preferPlay && drawPassCount > 0 && n > drawPassCount) {
    for (let i = drawPassAt; i < n - 1; i++) out[i] = out[i + 1]!
    n--
  }
  return n
}

/** A readable form of an action (for tests and messages). */
export function describeAction(a: number): { type: string; player: number; cardId?: string; color?: string } {
  const kind = actionKind(a)
  const type = ACTION_NAMES[kind]!
  if (kind === A_PLAY) {
    const card = actionCard(a)
    return CARD_COLOR[card] === WILD_COLOR
      ? { type, player: actionPlayer(a), cardId: CARD_IDS[card]!, color: COLOR_NAMES[actionColor(a)]! }
      : { type, player: actionPlayer(a), cardId: CARD_IDS[card]! }
  }
  if (kind === A_CHOOSE_COLOR) return { type, player: actionPlayer(a), color: COLOR_NAMES[actionColor(a)]! }
  return { type, player: actionPlayer(a) }
}

const SCRATCH: number[] = []

/**
 * One complete game between random players: each step, `choose(n)` picks one of the `n` legal actions.
 * Returns the number of actions played and the final game.
 */
export function playReducerGame(players: number, seed: number, rules: UnoReducerRules, choose: (n: number) => number, preferPlay: boolean): { moves: number; game: UnoGame } {
  let game = newGame(players, seed, rules)
  let moves = 0
  for (;;) {
    const n = legalActions(game, rules, preferPlay, SCRATCH)
    if (n === 0) break
    game = step(game, SCRATCH[choose(n)]!, rules)
    moves++
  }
  return { moves, game }
}
