import { GameEngine } from '@decklet/core'
import { createUnoPlugin, getUnoState, handZoneId } from '@decklet/plugin-uno'
import { describe, expect, it } from 'vitest'
import { createEnv } from './createEnv'
import { onesOf, playRandomGame, replayAnswers, type PositionAnswer } from './envTestSupport'
import { InvalidActionIdError } from './errors'

const GAMES = Number(process.env.ENV_UNO_GAMES ?? 20)

describe("the UNO environment: RLCard's interface", () => {
  const env = createEnv('uno')

  it("has RLCard's 61 actions: colour × trait, then draw", () => {
    expect(env.numActions).toBe(61)
    expect(env.stateShape).toEqual([[4, 4, 15], [4, 4, 15]])
    expect(env.actionName(0)).toBe('r-0')
    expect(env.actionName(13)).toBe('r-wild')
    expect(env.actionName(15 + 12)).toBe('g-draw_2')
    expect(env.actionName(30 + 10)).toBe('b-skip')
    expect(env.actionName(45 + 14)).toBe('y-wild_draw_4')
    expect(env.actionName(60)).toBe('draw')
    expect(env.actionId('y-reverse')).toBe(56)
    expect(env.actionId('nope')).toBe(-1)
  })

  it("lists as legal exactly the plugin's legal actions, one id each, from the game the plugin deals for the seed", () => {
    const plugin = createUnoPlugin({ profile: 'rlcard' })
    for (let seed = 1; seed <= 5; seed++) {
      const ordinary = new GameEngine({ seed, validationMode: 'none', clock: () => 0 }).use(plugin)
      ordinary.createGame({ players: [{ id: 'p1', name: 'Player 1' }, { id: 'p2', name: 'Player 2' }] }).start()
      env.reset(seed)
      expect(env.engine.getState().zones).toEqual(ordinary.getState().zones)
      playRandomGame(env, seed, (t) => {
        const legal = env.engine.getLegalActions(`p${t.playerId + 1}`)
        expect(t.legalActions).toHaveLength(legal.length)
        expect(new Set(t.legalActions).size).toBe(legal.length)
        expect([...t.legalMask].reduce((x, y) => x + y, 0)).toBe(legal.length)
        expect(t.legalActions.map((id) => env.actionName(id))).toEqual(env.observe(t.playerId).rawLegalActions)
      })
    }
  })

  it("gives RLCard's own observation and legal ids at every step of six games (answers computed by RLCard's code)", () => {
    // src/__fixtures__/rlcard_uno_answers.py: for each position of these games, RLCard's encode_hand/encode_target
    // (the ones of the 4 × 4 × 15 observation) and UnoRound.get_legal_actions (as ids), on the same hand and target.
    type Answer = PositionAnswer & { hand: string[]; target: string; obs: number[]; legal: number[] }
    const seeds = replayAnswers<Answer>(env, 'uno-rlcard-answers.jsonl', (t, answer, where) => {
      const o = env.observe(t.playerId)
      expect([o.rawObs.hand, o.rawObs.target], where).toEqual([answer.hand, answer.target])
      expect(onesOf(t.obs), where).toEqual(answer.obs)
      expect([...t.legalActions].sort((a, b) => a - b), where).toEqual(answer.legal)
    })
    expect(seeds).toHaveLength(6)
  })

  it('observes the hand in planes 0–2 and the target in plane 3', () => {
    env.reset(3)
    const seat = env.currentPlayer()
    const o = env.observe(seat)
    const state = env.engine.getState()
    const hand = state.zones[handZoneId(`p${seat + 1}`)]!.cards
    const uno = getUnoState(state)
    expect(o.obs).toHaveLength(240)
    // Every cell is in exactly one of planes 0–2 (wilds: plane 1 in all colours).
    for (let cell = 0; cell < 60; cell++) expect(o.obs[cell]! + o.obs[60 + cell]! + o.obs[120 + cell]!).toBe(1)
    expect(o.obs.slice(180).reduce((a, b) => a + b, 0)).toBe(1)
    expect(o.rawObs.hand).toHaveLength(hand.length)
    expect(o.rawObs.target).toBe(`${{ red: 'r', green: 'g', blue: 'b', yellow: 'y' }[uno.color!]}-${{ draw2: 'draw_2', wild4: 'wild_draw_4' }[uno.face] ?? uno.face}`)
    const held = (o.rawObs.hand as string[]).filter((c) => !c.includes('wild'))
    for (const card of held) {
      const [c, t] = card.split('-') as [string, string]
      const cell = 15 * 'rgby'.indexOf(c) + ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'skip', 'reverse', 'draw_2'].indexOf(t)
      expect(o.obs[cell]).toBe(0)
    }
  })

  it("observes from the player's view only: the observation of the seat to act equals the one computed from its view", () => {
    for (let seed = 1; seed <= GAMES; seed++) {
      playRandomGame(env, seed, (t) => {
        const o = env.observe(t.playerId)
        expect([...o.obs]).toEqual([...t.obs])
        expect([...o.legalMask]).toEqual([...t.legalMask])
        expect(env.observe(1 - t.playerId).legalActions).toEqual([])
      })
    }
  })

  it('pays ±1 at the end, and the same seed plays the same game', () => {
    const trace = (seed: number) => {
      const seen: number[] = []
      playRandomGame(env, seed, (t) => seen.push(t.playerId, ...t.legalActions))
      return { seen, payoffs: [...env.payoffs()] }
    }
    const a = trace(11)
    expect([...a.payoffs].sort()).toEqual([-1, 1])
    expect(trace(11)).toEqual(a)
    expect(trace(12).seen).not.toEqual(a.seen)
  })

  it('refuses an illegal id with a typed error and leaves the game unchanged', () => {
    const t = env.reset(5)
    const illegal = [...t.legalMask.keys()].find((a) => t.legalMask[a] === 0)!
    const before = env.engine.getState()
    expect(() => env.step(illegal)).toThrow(InvalidActionIdError)
    expect(() => env.step(61)).toThrow(expect.objectContaining({ code: 'INVALID_ACTION_ID', actionId: 61, legalActions: t.legalActions }))
    expect(() => env.step(1.5)).toThrow(InvalidActionIdError)
    expect(env.engine.getState()).toBe(before)
    expect(() => env.observe(2)).toThrow(InvalidActionIdError)
    expect(() => createEnv('uno').step(0)).toThrow(/reset\(seed\) first/)
  })

  it('after the end, step refuses until the next reset', () => {
    playRandomGame(env, 8)
    expect(env.isOver()).toBe(true)
    expect(env.currentPlayer()).toBe(-1)
    expect(() => env.step(60)).toThrow(/over/)
  })

  it('fast reset plays the same games as a new engine for each game', () => {
    const fresh = createEnv('uno', { freshEngines: true })
    for (let seed = 1; seed <= 5; seed++) {
      const a: number[] = []
      const b: number[] = []
      playRandomGame(env, seed, (t) => a.push(t.playerId, ...t.legalActions, ...t.obs))
      playRandomGame(fresh, seed, (t) => b.push(t.playerId, ...t.legalActions, ...t.obs))
      expect(a).toEqual(b)
    }
  })
})
