import { ReplayEngine, compareStates } from '@decklet/core'
import * as uno from '@decklet/plugin-uno'
import { BotSpecError, GameSession, PROTOCOL_VERSION, VirtualScheduler, serveSession, type BotContext, type GameSpec, type WorkerMessage } from '@decklet/runtime'
import { describe, expect, it } from 'vitest'
import * as bots from './index'
import { botRegistry, createUnoBot } from './index'
import { unoEngine } from './testSupport'

const context = (pluginIds: string[], extra: Partial<BotContext> = {}): BotContext => ({
  playerId: 'p1', seed: 1, delayMs: 0, options: undefined, pluginIds, playerIds: ['p1', 'p2'], plugins: [], ...extra,
})

describe('botRegistry', () => {
  it('rule-based picks the rule bot of the game being played; each rule bot is also there by name', () => {
    expect(botRegistry['rule-based']!(context(['uno'])).kind).toBe('uno-bot')
    expect(botRegistry['rule-based']!(context(['standard-deck', 'doudizhu-bidding', 'doudizhu'])).kind).toBe('doudizhu-bot')
    expect(botRegistry['rule-based']!(context(['standard-deck', 'poker-rules', 'holdem'])).kind).toBe('holdem-bot')
    expect(botRegistry['rule-based']!(context(['standard-deck', 'turn', 'draw', 'simple-game'])).kind).toBe('simple-game-bot')
    expect(botRegistry.holdem!(context(['holdem'])).kind).toBe('holdem-bot')
    expect(botRegistry.random!(context([])).kind).toBe('random-bot')
    expect(Object.keys(botRegistry).sort()).toEqual(['doudizhu', 'holdem', 'random', 'rule-based', 'search', 'simple-game', 'uno'])
    expect(botRegistry.search!(context(['uno'], { plugins: [uno.createUnoPlugin()], options: { iterations: 50 } })).kind).toBe('search')
    expect(() => botRegistry.search!(context(['uno'], { options: { iterations: 0 } }))).toThrow(/iterations must be a positive integer/)
    expect(botRegistry.search!(context(['uno'], { plugins: [uno.createUnoPlugin()], options: { algorithm: 'uct' } })).kind).toBe('search')
    expect(() => botRegistry.search!(context(['uno'], { plugins: [uno.createUnoPlugin()], options: { algorithm: 'mcts' } }))).toThrow(/algorithm must be 'rollouts' or 'uct'/)
  })

  it('refuses a game without a rule bot, a rule bot of another game and bad options, with BotSpecErrors', () => {
    const fail = (run: () => unknown) => {
      try {
        run()
      } catch (error) {
        expect(error).toBeInstanceOf(BotSpecError)
        return { code: (error as BotSpecError).code, message: (error as Error).message }
      }
      throw new Error('did not throw')
    }
    expect(fail(() => botRegistry['rule-based']!(context(['counter'])))).toEqual({
      code: 'UNKNOWN_BOT', message: 'Seat p1: no rule-based bot for a game of counter (there are uno, doudizhu, holdem, simple-game)',
    })
    expect(fail(() => botRegistry.uno!(context(['holdem'])))).toMatchObject({ code: 'BAD_SEAT', message: expect.stringMatching(/needs the 'uno' plugin/) })
    expect(fail(() => botRegistry.uno!(context(['uno'], { options: { delays: { CATCH_UNO: -1 } } })))).toMatchObject({ code: 'BAD_SEAT' })
    expect(fail(() => botRegistry.uno!(context(['uno'], { options: 'fast' })))).toMatchObject({ code: 'BAD_SEAT' })
  })

  it('a rule bot thinks for its delay, per action type, on the session clock', async () => {
    const engine = unoEngine({ seed: 5, players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], lineup: 0, game: 0 } as never)
    const time = new VirtualScheduler()
    const session = new GameSession({
      engine, scheduler: time, waitForReady: false, heartbeatMs: 0,
      controllers: { a: createUnoBot({ delayMs: (action) => (action.type === 'DRAW' ? 50 : 300) }), b: createUnoBot({ delayMs: 300 }) },
    })
    const at: number[] = []
    session.on((event) => {
      if (event.type === 'action') at.push(time.now())
    })
    const done = session.start()
    time.advance(299)
    expect(at).toEqual([])
    time.runAll()
    await expect(done).resolves.toMatchObject({ status: 'finished', timeouts: 0 })
    expect(at.length).toBeGreaterThan(5)
    expect(time.pending).toBe(0)
  })

  it('seats rule bots by name inside a worker (serveSession): a whole UNO game that replays from the game-over record', async () => {
    const time = new VirtualScheduler()
    const out: WorkerMessage[] = []
    let handler: ((message: unknown) => void) | null = null
    // The game is loaded asynchronously: wait for its first answer, however long a busy machine takes.
    let answered = () => {}
    const loaded = new Promise<void>((resolve) => (answered = resolve))
    serveSession(
      {
        postMessage: (m) => {
          out.push(structuredClone(m))
          if (m.type === 'game-init' || m.type === 'error') answered()
        },
        onMessage: (h) => ((handler = h), () => (handler = null)),
      },
      { scheduler: time, modules: { '@decklet/plugin-uno': uno, '@decklet/bots': bots } },
    )
    const game: GameSpec = {
      plugins: [{ module: '@decklet/plugin-uno', export: 'createUnoPlugin', options: { scoring: 'single-hand' } }],
      botModules: [{ module: '@decklet/bots' }],
      players: ['p1', 'p2', 'p3', 'p4'].map((id) => ({ id, name: id })),
      seed: 12,
      seats: {
        p1: { kind: 'bot', bot: 'rule-based', delayMs: 300, options: { delays: { CATCH_UNO: 2_000 } } },
        p2: { kind: 'bot', bot: 'uno' },
        p3: { kind: 'bot', bot: 'random', seed: 3 },
        p4: { kind: 'bot', bot: 'rule-based' },
      },
      session: { turnTimeoutMs: 10_000, heartbeatMs: 0 },
    }
    handler!({ type: 'load-game', protocol: PROTOCOL_VERSION, game })
    await loaded
    expect(out.find((m) => m.type === 'game-init')).toMatchObject({ players: [{ bot: 'rule-based' }, { bot: 'uno' }, { bot: 'random' }, { bot: 'rule-based' }] })
    time.runAll()
    const over = out.at(-1) as Extract<WorkerMessage, { type: 'game-over' }>
    expect(over).toMatchObject({ type: 'game-over', result: { status: 'finished', timeouts: 0 } })
    expect(time.pending).toBe(0)
    const plugin = uno.createUnoPlugin({ scoring: 'single-hand' })
    const replayed = ReplayEngine.replayRecord(over.record!, [plugin])
    expect(replayed.state.winnerIds).toEqual(over.result.winnerIds)
    const again = ReplayEngine.replayRecord(over.record!, [plugin])
    expect(compareStates(again.state, replayed.state).equal).toBe(true)
  })
})
