// Whole games of Dou Dizhu and Hold'em through a runtime GameSession in virtual time: bots play, a silent
// player's time runs out and the game's default applies, and the record replays to the same final state.
import { GameEngine, ReplayEngine, compareStates, findViewCard, playerHandZoneId, type Action, type GamePlugin } from '@decklet/core'
import { cardRank, createDoudizhuPlugins, rankIndex } from '@decklet/plugin-doudizhu'
import { createHoldemPlugin } from '@decklet/plugin-holdem'
import { PokerRulesPlugin } from '@decklet/plugin-poker'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { GameSession, VirtualScheduler, type DecisionRequest, type GameSessionOptions, type PlayerController, type SessionEvent } from '@decklet/runtime'
import { describe, expect, it } from 'vitest'
import { createDoudizhuBot, createHoldemBot, createRandomBot, doudizhuDefaultAction } from './index'
import { Auditor, doudizhuKitty } from './testSupport'

const silent = (): PlayerController => ({ kind: 'silent', onRequest: () => undefined })
const PLAYERS = [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }, { id: 'p3', name: 'Cy' }]

const doudizhuPlugins = (): GamePlugin[] => createDoudizhuPlugins()
const holdemPlugins = (): GamePlugin[] => [StandardDeckPlugin, PokerRulesPlugin, createHoldemPlugin({ smallBlind: 1, bigBlind: 2, startingStack: 40, maxHands: 8 })]

function engineOf(plugins: readonly GamePlugin[], seed: number): GameEngine {
  // A fixed clock: the record's timestamps, and so the replay, do not depend on the machine.
  const engine = new GameEngine({ seed, clock: () => 0 })
  for (const plugin of plugins) engine.use(plugin)
  return engine.createGame({ players: PLAYERS })
}

/** Plays one game through a session in virtual time; returns what happened, with the request each timeout answered. */
async function play(plugins: readonly GamePlugin[], seed: number, controllers: Record<string, PlayerController>, options: Partial<GameSessionOptions> = {}) {
  const engine = engineOf(plugins, seed)
  const time = new VirtualScheduler()
  const session = new GameSession({ engine, controllers, scheduler: time, waitForReady: false, heartbeatMs: 0, turnTimeoutMs: 20_000, ...options })
  const events: SessionEvent[] = []
  const lastRequest = new Map<string, DecisionRequest>()
  const timeouts: { request: DecisionRequest; action: Action; source: string }[] = []
  session.on((event) => {
    events.push(event)
    if (event.type === 'request') lastRequest.set(event.request.playerId, event.request)
    if (event.type === 'action' && event.source !== 'player') {
      timeouts.push({ request: lastRequest.get(event.action.playerId!)!, action: event.action, source: event.source })
    }
  })
  const done = session.start()
  time.runAll()
  const result = await done
  expect(time.pending).toBe(0)
  // A game's default (declared by its plugin or given to the session), never the first-legal fallback.
  expect(timeouts.filter((t) => t.source !== 'timeout')).toEqual([])
  return { engine, result, events, timeouts }
}

function expectReplayable(engine: GameEngine, plugins: readonly GamePlugin[]): void {
  const record = JSON.parse(JSON.stringify(engine.exportRecord()))
  const replayed = ReplayEngine.replayRecord(record, plugins)
  expect(compareStates(replayed.state, engine.getState()).equal).toBe(true)
}

describe('Dou Dizhu through a GameSession', () => {
  it('rule and random bots play a whole game; the record replays to the same final state', async () => {
    const auditors = [new Auditor(createDoudizhuBot({ delayMs: 400 }), doudizhuKitty), new Auditor(createDoudizhuBot(), doudizhuKitty), new Auditor(createRandomBot(3), doudizhuKitty)]
    const { engine, result, timeouts } = await play(doudizhuPlugins(), 21, { p1: auditors[0]!, p2: auditors[1]!, p3: auditors[2]! })
    expect(result.status).toBe('finished')
    expect(result.winnerIds.length).toBeGreaterThan(0)
    expect(timeouts).toEqual([])
    expect(auditors.flatMap((a) => a.problems)).toEqual([])
    expect(auditors[0]!.chosen.some((a) => a.type === 'PLAY')).toBe(true)
    expectReplayable(engine, doudizhuPlugins())
  })

  it('a silent player times out to pass, or to the smallest play when it must lead', async () => {
    const plugins = doudizhuPlugins()
    // p1 bids the most it may (so it becomes the landlord, who leads), then never answers again.
    const bidsThenSilent: PlayerController = {
      kind: 'bids-then-silent',
      onRequest(request, reply) {
        const bids = request.legalActions.filter((a) => a.type === 'BID')
        const top = bids.sort((a, b) => Number((b.payload as { amount: number }).amount) - Number((a.payload as { amount: number }).amount))[0]
        if (top !== undefined) reply({ type: top.type, payload: top.payload })
      },
    }
    const { engine, result, timeouts } = await play(plugins, 1, { p1: bidsThenSilent, p2: createDoudizhuBot(), p3: createRandomBot(4) }, { defaultAction: doudizhuDefaultAction })
    expect(engine.getState().variables.doudizhu).toMatchObject({ landlordId: 'p1' })
    expect(result.status).toBe('finished')
    expect(result.timeouts).toBe(timeouts.length)
    expect(timeouts.length).toBeGreaterThan(5)
    const kinds = new Set<string>()
    for (const { request, action } of timeouts) {
      expect(action.playerId).toBe('p1')
      if (request.legalActions.some((a) => a.type === 'PASS')) {
        expect(action.type).toBe('PASS')
        kinds.add('pass')
        continue
      }
      // Leading: the smallest play holds a card of the lowest rank in hand.
      expect(action.type).toBe('PLAY')
      kinds.add('lead')
      const rankOf = (id: string) => rankIndex(cardRank(findViewCard(request.view, id)!)!)
      const lowest = Math.min(...request.view.zones[playerHandZoneId('p1')]!.cards.map(rankOf))
      const played = (action.payload as { cardIds: string[] }).cardIds.map(rankOf)
      expect(played).toContain(lowest)
    }
    expect(kinds).toEqual(new Set(['pass', 'lead']))
    expectReplayable(engine, plugins)
  })
})

describe("Hold'em through a GameSession", () => {
  it('rule and random bots play a whole session of hands; the record replays to the same final state', async () => {
    const auditors = [new Auditor(createHoldemBot()), new Auditor(createHoldemBot({ delayMs: 250 })), new Auditor(createRandomBot(5))]
    const { engine, result, timeouts } = await play(holdemPlugins(), 4, { p1: auditors[0]!, p2: auditors[1]!, p3: auditors[2]! })
    expect(result.status).toBe('finished')
    expect(timeouts).toEqual([])
    expect(auditors.flatMap((a) => a.problems)).toEqual([])
    expect(new Set(auditors.flatMap((a) => a.chosen.map((c) => c.type))).size).toBeGreaterThan(2)
    expectReplayable(engine, holdemPlugins())
  })

  it('a silent player times out to check when it may, else to fold (the plugin\'s default)', async () => {
    const plugins = holdemPlugins()
    const { engine, result, timeouts } = await play(plugins, 9, { p1: silent(), p2: createHoldemBot(), p3: createRandomBot(6) })
    expect(result.status).toBe('finished')
    expect(timeouts.length).toBeGreaterThan(3)
    const kinds = new Set<string>()
    for (const { request, action } of timeouts) {
      expect(action.playerId).toBe('p1')
      const canCheck = request.legalActions.some((a) => a.type === 'CHECK')
      expect(action.type).toBe(canCheck ? 'CHECK' : 'FOLD')
      kinds.add(action.type)
    }
    expect(kinds).toEqual(new Set(['CHECK', 'FOLD']))
    expectReplayable(engine, plugins)
  })
})
