import { GameEngine, SeededRandomProvider, type GameState } from '@decklet/core'
import { chooseLegalAction, createUnoPlugin, getUnoState, playersToAct, resolveUnoOptions, UNO_CARD_IDS, type UnoOptions } from '@decklet/plugin-uno'
import { testSize } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import {
  CARD_IDS,
  COLOR_NAMES,
  describeAction,
  legalActions,
  newGame,
  OFFICIAL_RULES,
  RLCARD_RULES,
  step,
  type UnoGame,
  type UnoReducerRules,
} from './unoReducer'

const PHASES = ['play', 'drawn', 'penalty', 'color', 'over']
/** Games per way of choosing whose legal-action lists are compared at every step. */
const LIST_GAMES = testSize('UNO_EQUIVALENCE_LIST_GAMES', { quick: 4, long: 100 })
/**
 * Official games compared state by state. The quick size plays each player count twice and both bots, and
 * still holds a reshuffle (seed 2) and a first card that is a Wild, its colour chosen by the first player (seed 9).
 */
const GAMES = testSize('UNO_EQUIVALENCE_GAMES', { quick: 10, long: 500 })
/** RLCard games compared state by state: cheap, but the first ones that reshuffle are seeds 51 and 56. */
const RLCARD_GAMES = testSize('UNO_EQUIVALENCE_RLCARD_GAMES', { quick: 60, long: 2_000 })
/** How often each action type was played, to show the games went through every rule. */
const played = new Map<string, number>()
/** Steps at which the draw pile ran out and the discard pile was shuffled into a new one, by rule set. */
const reshuffles = new Map<string, number>()

const seatOf = (playerId: string): number => Number(playerId.slice(1)) - 1

/** The plugin's state in the reducer's terms (seat indexes, card ids). */
function pluginView(state: GameState, players: number) {
  const uno = getUnoState(state)
  const call = uno.unoCall
  return {
    hands: Array.from({ length: players }, (_, p) => state.zones[`hand-p${p + 1}`]!.cards),
    draw: state.zones['uno-draw']!.cards,
    discard: state.zones['uno-discard']!.cards,
    current: state.currentPlayerId === null ? -1 : Number(state.currentPlayerId.slice(1)) - 1,
    direction: uno.direction,
    phase: uno.phase,
    color: uno.color,
    face: uno.face,
    penalty: uno.penalty,
    // The Wild Draw Four that may still be challenged: who played it, the colour before it, whether it was their last card.
    challenge: uno.challenge === null ? null : { offender: seatOf(uno.challenge.offender), previousColor: uno.challenge.previousColor, lastCard: uno.challenge.lastCard },
    // The seat whose UNO call may still be declared or caught. A declared call keeps the plugin's window open
    // (declared: true) until the next action but allows nothing more: the reducer closes it at once.
    unoCall: call === null || call.declared ? -1 : seatOf(call.player),
    winner: state.winnerIds.length > 0 ? seatOf(state.winnerIds[0]!) : -1,
  }
}

const FACE_NAMES = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'skip', 'reverse', 'draw2', 'wild', 'wild4']
function reducerView(game: UnoGame) {
  return {
    hands: game.hands.map((hand) => hand.map((c) => CARD_IDS[c]!)),
    draw: game.draw.map((c) => CARD_IDS[c]!),
    discard: game.discard.map((c) => CARD_IDS[c]!),
    current: game.current,
    direction: game.direction,
    phase: PHASES[game.phase],
    color: game.color < 0 ? null : COLOR_NAMES[game.color],
    face: FACE_NAMES[game.face],
    penalty: game.penalty,
    challenge: game.challenge === null ? null : { offender: game.challenge.offender, previousColor: COLOR_NAMES[game.challenge.previousColor], lastCard: game.challenge.lastCard },
    unoCall: game.unoCall,
    winner: game.winner,
  }
}

/** The plugin's action in the reducer's terms. */
function pluginAction(a: { type: string; playerId?: string; payload?: unknown }) {
  const payload = (a.payload ?? {}) as { cardId?: string; color?: string }
  const out: Record<string, unknown> = { type: a.type, player: seatOf(a.playerId!) }
  if (payload.cardId !== undefined) out.cardId = payload.cardId
  if (payload.color !== undefined) out.color = payload.color
  return out
}

/** Plays one seeded game both ways, the same random choices on each side, and compares them at every step. */
function playBoth(pluginOptions: UnoOptions, rules: UnoReducerRules, players: number, seed: number, preferPlay: boolean, compareLists: boolean): number {
  const plugin = createUnoPlugin(pluginOptions)
  const engine = new GameEngine({ seed, validationMode: 'none', clock: () => 0 })
  engine.use(plugin).createGame({ players: Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, seat: i + 1 })) }).start()
  const pluginBot = new SeededRandomProvider(seed + 7)
  const reducerBot = new SeededRandomProvider(seed + 7)
  let game = newGame(players, seed, rules)
  const legal: number[] = []
  let moves = 0
  expect(reducerView(game)).toEqual(pluginView(engine.getState(), players))
  while (engine.getState().status === 'playing') {
    const state = engine.getState()
    const n = legalActions(game, rules, preferPlay, legal)
    if (compareLists) {
      let listed = playersToAct(state).flatMap((id) => engine.getLegalActions(id))
      if (preferPlay && listed.some((a) => a.type !== 'DRAW' && a.type !== 'PASS')) listed = listed.filter((a) => a.type !== 'DRAW' && a.type !== 'PASS')
      expect(legal.slice(0, n).map(describeAction)).toEqual(listed.map(pluginAction))
    }
    const chosen = chooseLegalAction(state, (k) => Math.floor(pluginBot.next() * k), { rules: resolveUnoOptions(pluginOptions), preferPlay })!
    const mine = legal[Math.floor(reducerBot.next() * n)]!
    expect(describeAction(mine)).toEqual(pluginAction(chosen))
    played.set(chosen.type, (played.get(chosen.type) ?? 0) + 1)
    const result = engine.dispatch(chosen)
    expect(result.ok).toBe(true)
    const discardBefore = game.discard.length
    const drawBefore = game.draw.length
    game = step(game, mine, rules)
    const after = engine.getState()
    const view = reducerView(game)
    const plugin = pluginView(after, players)
    // The challenge and the UNO call first, on their own, so that a difference names the field.
    expect(view.challenge, `challenge after move ${moves}`).toEqual(plugin.challenge)
    expect(view.unoCall, `UNO call after move ${moves}`).toBe(plugin.unoCall)
    expect(view).toEqual(plugin)
    // Only a reshuffle makes the discard pile smaller and the draw pile larger at once: to its top card, or with
    // RLCard's rules to nothing (or to the drawn card the DRAW then played).
    if (game.discard.length < discardBefore && game.draw.length > drawBefore) {
      expect(game.discard.length).toBeLessThanOrEqual(1)
      if (rules.reshuffleKeepsTop) expect(game.discard.length).toBe(1)
      expect(after.zones['uno-discard']!.cards.length).toBe(game.discard.length)
      reshuffles.set(rules === RLCARD_RULES ? 'rlcard' : 'official', (reshuffles.get(rules === RLCARD_RULES ? 'rlcard' : 'official') ?? 0) + 1)
    }
    moves++
  }
  expect(legalActions(game, rules, preferPlay, legal)).toBe(0)
  engine.destroy()
  return moves
}

describe('the hand-made UNO reducer plays by the rules of @decklet/plugin-uno', () => {
  it('has the same 108 cards in the same order', () => {
    expect(CARD_IDS).toEqual(UNO_CARD_IDS)
  })

  it(`lists the same legal actions, in the same order, at every step (official rules, 4 players, ${LIST_GAMES} games by a random bot and ${LIST_GAMES} by one that prefers to play)`, () => {
    for (let seed = 1; seed <= LIST_GAMES; seed++) playBoth({ scoring: 'single-hand' }, OFFICIAL_RULES, 4, seed, false, true)
    for (let seed = LIST_GAMES + 1; seed <= 2 * LIST_GAMES; seed++) playBoth({ scoring: 'single-hand' }, OFFICIAL_RULES, 4, seed, true, true)
  })

  it(`lists the same legal actions at every step (rlcard profile, 2 players, ${LIST_GAMES} games)`, () => {
    for (let seed = 1; seed <= LIST_GAMES; seed++) playBoth({ profile: 'rlcard' }, RLCARD_RULES, 2, seed, false, true)
  })

  it(`plays the same games from the same seeds and random choices (official rules, 2–6 players, ${GAMES} games)`, () => {
    let moves = 0
    for (let seed = 1; seed <= GAMES; seed++) moves += playBoth({ scoring: 'single-hand' }, OFFICIAL_RULES, 2 + (seed % 5), 1000 + seed, seed % 3 !== 0, false)
    expect(moves).toBeGreaterThan(GAMES * 20)
    for (const type of ['PLAY', 'DRAW', 'PASS', 'ACCEPT', 'CHALLENGE', 'CHOOSE_COLOR', 'DECLARE_UNO', 'CATCH_UNO']) expect(played.get(type) ?? 0).toBeGreaterThan(0)
    expect(reshuffles.get('official') ?? 0, 'games in which the draw pile ran out').toBeGreaterThan(0)
  })

  it(`plays the same games from the same seeds and random choices (rlcard profile, 2 players, ${RLCARD_GAMES} games)`, () => {
    for (let seed = 1; seed <= RLCARD_GAMES; seed++) playBoth({ profile: 'rlcard' }, RLCARD_RULES, 2, 5000 + seed, false, false)
    expect(reshuffles.get('rlcard') ?? 0, 'games in which the draw pile ran out').toBeGreaterThan(0)
  })
})
