import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { playerHandZoneId } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { createEnv } from './createEnv'
import { onesOf, playRandomGame, replayAnswers, type PositionAnswer } from './envTestSupport'
import { classify, legalMoves, RANKS, type Rank } from '@decklet/plugin-doudizhu'
import { DoudizhuActionSpace, RANK_CHARS } from './games/doudizhuActions'

const GAMES = Number(process.env.ENV_DOUDIZHU_GAMES ?? 6)
const space = new DoudizhuActionSpace()

describe("the Dou Dizhu environment: RLCard's action space", () => {
  it("has RLCard's 27,472 actions: every play of at most 20 cards once, and pass last", () => {
    expect(space.names).toHaveLength(27_472)
    expect(space.names.at(-1)).toBe('pass')
    expect(new Set(space.names).size).toBe(27_472)
    expect(space.names.slice(0, 3)).toEqual(['3', '4', '5'])
    expect(space.names).toContain('BR')
    expect(space.names).toContain('3334')
    expect(space.names).toContain('34567')
    expect(space.idOfRanks(['4', '3', '3', '3'])).toBe(space.idOf('3334'))
  })

  it("numbers them as RLCard does: by type, then rank, pass last", () => {
    // RLCard's action_space.txt is its 27,472 strings joined by spaces, in id order: this is its SHA-256 (taken
    // from the unzipped data file of a public copy of RLCard, compared with this list character by character).
    expect(createHash('sha256').update(space.names.join(' ')).digest('hex')).toBe('2e27feb6d5c67041bad98711158996e634593e6af00ddf88e5d4be415f01ca94')
    // A few ids of that file, by type: solo, pair, trio, trio with solo, trio with pair, chains, trio chains
    // with kickers, bombs, rocket, pass.
    const anchors: [number, string][] = [
      [0, '3'], [14, 'R'], [15, '33'], [27, '22'], [28, '333'], [41, '3334'], [53, '333B'], [223, '33344'],
      [379, '34567'], [415, '334455'], [467, '333444'], [512, '33344455'], [513, '33344456'], [546, '3334447B'],
      [1480, '333444555678'], [25274, '333345'], [27457, '3333'], [27470, 'BR'], [27471, 'pass'],
    ]
    for (const [id, name] of anchors) {
      expect(space.names[id], String(id)).toBe(name)
      expect(space.idOf(name)).toBe(id)
    }
    expect(space.pass).toBe(27_471)
  })

  it("has exactly the plays of the plugin's rlcard profile: every legal lead of at most 20 cards from a full deck", () => {
    const full: Rank[] = []
    for (let r = 0; r < 13; r++) full.push(RANKS[r]!, RANKS[r]!, RANKS[r]!, RANKS[r]!)
    full.push('BJ', 'RJ')
    const plays = legalMoves(full, [], { profile: 'rlcard' }).filter((move) => move.length > 0 && move.length <= 20)
    expect(plays).toHaveLength(space.pass)
    for (const move of plays) {
      expect(classify(move, { profile: 'rlcard' })).not.toBeNull()
      expect(space.idOfRanks(move), move.join(' ')).toBeGreaterThanOrEqual(0)
    }
  })

  it('finds every id from its ranks, in any order, and no id for what is not a play', () => {
    const byChar = new Map<string, string>(RANK_CHARS.map((ch, r) => [ch, RANKS[r]!]))
    for (let id = 0; id < space.pass; id++) {
      const ranks = [...space.names[id]!].map((ch) => byChar.get(ch)!)
      expect(space.idOfRanks(ranks as never)).toBe(id)
      expect(space.idOfRanks([...ranks].reverse() as never)).toBe(id)
    }
    expect(space.idOfRanks([])).toBe(space.pass)
    expect(space.idOfRanks(['3', '3', '3', '3', '3'] as never)).toBe(-1)
    expect(space.idOfRanks(['BJ', 'BJ'] as never)).toBe(-1)
    expect(space.idOfRanks(['X'] as never)).toBe(-1)
  })

  it('holds every move of the shared vectors (RLCard\'s move sets)', () => {
    const lines = readFileSync(new URL('../../plugin-doudizhu/src/__fixtures__/doudizhu-moves.jsonl', import.meta.url), 'utf8').split('\n').filter((l) => l.trim())
    for (const line of lines) {
      const v = JSON.parse(line) as { rlcard: string[][] | null }
      for (const move of v.rlcard ?? []) expect(space.idOfRanks(move as never), move.join(' ')).toBeGreaterThanOrEqual(0)
    }
  })
})

describe("the Dou Dizhu environment: RLCard's observations", () => {
  const env = createEnv('doudizhu')

  it("gives RLCard's own observation and legal ids at every step of six deals (answers computed by RLCard's code)", () => {
    // src/__fixtures__/rlcard_doudizhu_answers.py: RLCard's DoudizhuEnv._extract_state on each position's raw state
    // (the ones of its observation; its legal ids by RLCard's ACTION_2_ID).
    type Answer = PositionAnswer & { size: number; obs: number[]; legal: number[] }
    const seeds = replayAnswers<Answer>(env, 'doudizhu-rlcard-answers.jsonl', (t, answer, where) => {
      // The landlord's 790 numbers are padded with zeros to the 901 of the environment's arrays.
      expect(answer.size, where).toBe(t.playerId === 0 ? 790 : 901)
      expect(onesOf(t.obs), where).toEqual(answer.obs)
      expect([...t.legalActions].sort((a, b) => a - b), where).toEqual(answer.legal)
    })
    expect(seeds).toHaveLength(6)
  })

  it('seat 0 is the landlord and leads; the landlord sees 790 numbers, a farmer 901', () => {
    expect(env.stateShape).toEqual([[790], [901], [901]])
    const t = env.reset(1)
    expect(t.playerId).toBe(0)
    expect(t.obs).toHaveLength(901)
    expect(t.obs.slice(790).every((x) => x === 0)).toBe(true)
    expect(t.legalActions).not.toContain(space.pass)
    const raw = env.observe(0).rawObs
    expect(raw.num_cards_left).toEqual([20, 17, 17])
    expect((raw.current_hand as string).length).toBe(20)
    // The hand: per rank four slots, the first k set; then the jokers.
    const hand = raw.current_hand as string
    for (let r = 0; r < 13; r++) {
      const k = [...hand].filter((c) => c === RANK_CHARS[r]).length
      expect([...t.obs.slice(4 * r, 4 * r + 4)]).toEqual([0, 1, 2, 3].map((j) => (j < k ? 1 : 0)))
    }
    // The others' cards are the rest of the deck; the cards-left one-hots of the two farmers (17).
    expect(t.obs.slice(0, 108).reduce((a, b) => a + b, 0)).toBe(54)
    expect(t.obs[756 + 16]).toBe(1)
    expect(t.obs[773 + 16]).toBe(1)
  })

  it("observes from the player's view only, and every legal id is a play the plugin allows", () => {
    for (let seed = 1; seed <= GAMES; seed++) {
      playRandomGame(env, seed, (t) => {
        const o = env.observe(t.playerId)
        expect([...o.obs]).toEqual([...t.obs])
        expect(o.legalActions).toEqual(t.legalActions)
        expect(t.legalActions.length).toBe(env.engine.getLegalActions(`p${t.playerId + 1}`).length)
        const left = env.engine.getState().zones[playerHandZoneId(`p${t.playerId + 1}`)]!.cards.length
        expect(o.rawObs.num_cards_left).toContain(left)
      })
      const payoffs = [...env.payoffs()]
      expect(payoffs[1]).toBe(payoffs[2])
      expect(payoffs[0]! + payoffs[1]!).toBe(1)
    }
  })

  it('keeps the trace: the last nine actions, the last play, and (as RLCard computes them) the first actions of the landlord and of the teammate', () => {
    const t0 = env.reset(4)
    const first = t0.legalActions[0]!
    const t1 = env.step(first)
    expect(t1.playerId).toBe(1)
    // Farmer 1 sees the landlord's play as the last play, as the last of the nine, and as "the landlord's last action".
    const play = t1.obs.slice(108, 162)
    expect(play.reduce((a, b) => a + b, 0)).toBe(env.actionName(first).length)
    expect([...t1.obs.slice(162 + 8 * 54, 162 + 9 * 54)]).toEqual([...play])
    expect([...t1.obs.slice(756, 810)]).toEqual([...play])
    expect(env.observe(1).rawObs.trace).toEqual([[0, env.actionName(first)]])
    const t2 = env.step(space.pass)
    // After a pass, the last play is still the landlord's.
    expect([...t2.obs.slice(108, 162)]).toEqual([...play])
  })
})
