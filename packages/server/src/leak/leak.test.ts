import { matchMaker } from '@colyseus/core'
import { testSize } from '@decklet/testing'
import type { PlayerController } from '@decklet/runtime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { playWithBot, registryBot } from '../__fixtures__/botClient'
import { LeakTap, holdsSeed, idsIn } from '../__fixtures__/leakTap'
import { RecordingStore } from '../__fixtures__/recordingStore'
import { TestClient } from '../__fixtures__/testClient'
import { doudizhuGame } from '../games/doudizhuGame'
import type { GameDefinition } from '../games/gameDefinition'
import { holdemGame } from '../games/holdemGame'
import { unoGame } from '../games/unoGame'
import type { DeckletRoom } from '../room/deckletRoom'
import type { WorkerTableGame } from '../room/workerTableGame'
import { SESSION_THREADS } from '../__fixtures__/sessionThreads'
import { WorkerMirror } from '../__fixtures__/workerMirror'
import type { SessionThread } from '../games/gameDefinition'
import type { TableSeatInit } from '../room/tableSpec'
import { createDeckletServer, type DeckletServer } from '../server/createDeckletServer'

// Whole games per game type: a few on a normal run, more with DECKLET_LONG_TESTS=1 (or SERVER_LEAK_GAMES=n).
const GAMES = testSize('SERVER_LEAK_GAMES', { quick: 3, long: 25 })
// A bound on one game, not a measure: bots answer at once, so a game takes a few seconds.
const GAME_TIMEOUT_MS = 240_000

const games: Record<string, GameDefinition> = {
  uno: unoGame({ rules: { scoring: 'single-hand' } }),
  doudizhu: doudizhuGame(),
  holdem: holdemGame({ seats: 6, rules: { smallBlind: 1, bigBlind: 2, startingStack: 30, maxHands: 8 } }),
}

/** Each game's table: which seats are clients over the wire (and their bot), which are the server's bots. */
const tables: Record<string, readonly (TableSeatInit & { client?: 'rule-based' | 'random' })[]> = {
  uno: [{ name: 'A', client: 'rule-based' }, { name: 'B', client: 'random' }, { name: 'C', client: 'rule-based' }, { name: 'D', bot: 'rule-based' }],
  doudizhu: [{ name: 'A', client: 'rule-based' }, { name: 'B', client: 'random' }, { name: 'C', client: 'rule-based' }],
  holdem: [
    { name: 'A', client: 'rule-based' }, { name: 'B', client: 'random' }, { name: 'C', client: 'rule-based' },
    { name: 'D', client: 'random' }, { name: 'E', bot: 'rule-based' }, { name: 'F', bot: 'random' },
  ],
}

const tap = new LeakTap()
let server: DeckletServer
let endpoint: string
let runIn: SessionThread = 'process'

beforeAll(() => {
  tap.install()
})
afterAll(() => {
  tap.uninstall()
})

interface Watched {
  readonly client: TestClient
  readonly viewer: string | null
}

/** Plays one whole game over the wire; returns the clients (seats and a spectator) and the game's seed. */
async function playOne(game: string, seed: number): Promise<{ watched: Watched[]; seed: number; allIds: string[] }> {
  const seats = tables[game]!.map(({ client: _client, ...seat }) => seat)
  const { roomId, tickets } = await server.createTable(game, { seats, spectators: true })
  const room = matchMaker.getLocalRoomById(roomId) as DeckletRoom
  // The game waiting for its seats is in this process either way; a worker's runs in its thread once it starts.
  const waiting = room.engine!.getState()
  const gameSeed = waiting.seed
  const allIds = Object.keys(waiting.cards)
  const plugins = games[game]!.plugins()
  const playerIds = seats.map((_, i) => `p${i + 1}`)
  if (runIn === 'process') {
    tap.watch(room.engine!)
  } else {
    // Before the worker's game starts the frames are of the waiting game; then of a mirror that replays the room's live record.
    const mirror = new WorkerMirror(() => games[game]!.plugins(), (engine) => tap.follow(engine))
    tap.watch(room.engine!, () => mirror.catchUp((room.table as WorkerTableGame | null)?.liveRecord ?? null))
  }
  const spectator = await TestClient.join(endpoint, roomId, { spectate: true })
  const watched: Watched[] = [{ client: spectator, viewer: null }]
  // A second spectator joins mid-game: the first seat holds its third answer until that one is welcomed
  // (the game waits for the seat), so its welcome shows a game under way.
  let late: Promise<TestClient> | null = null
  const joinLate = (): Promise<void> => {
    late = TestClient.join(endpoint, roomId, { spectate: true })
    return late.then((client) => client.until('late welcome', () => client.last('welcome')).then(() => undefined))
  }
  const stops: (() => void)[] = []
  for (const [index, seat] of tables[game]!.entries()) {
    if (seat.client === undefined) continue
    const playerId = `p${index + 1}`
    const client = await TestClient.join(endpoint, roomId, { ticket: tickets[playerId]! })
    watched.push({ client, viewer: playerId })
    const bot = registryBot(seat.client, playerId, seed * 31 + index, plugins, playerIds)
    stops.push(playWithBot(client, stops.length === 0 ? holdAt(bot, 3, joinLate) : bot))
  }
  await Promise.all(watched.map(({ client }) => client.until('game over', () => client.last('game-over'), GAME_TIMEOUT_MS)))
  if (late !== null) {
    const lateClient: TestClient = await late
    await lateClient.until('game over', () => lateClient.last('game-over'), GAME_TIMEOUT_MS)
    watched.push({ client: lateClient, viewer: null })
  }
  for (const stop of stops) stop()
  for (const { client } of watched) await client.leave()
  return { watched, seed: gameSeed, allIds }
}

/** A bot whose `n`th request waits for `hold` before the bot sees it. */
function holdAt(inner: PlayerController, n: number, hold: () => Promise<void>): PlayerController {
  let asked = 0
  return {
    kind: inner.kind,
    onRequest(request, reply, tools) {
      if (++asked === n) void hold().then(() => inner.onRequest(request, reply, tools))
      else inner.onRequest(request, reply, tools)
    },
    onRequestClosed: (requestId, reason) => inner.onRequestClosed?.(requestId, reason),
    dispose: () => inner.dispose?.(),
  }
}

/** Every leak in what one client received: secret card ids and the seed, in the raw frames, the decoded messages and the decoded table state. */
function leaksOf({ client, viewer }: Watched, seed: number, allIds: readonly string[]): { leaks: string[]; secretsSeen: number } {
  const leaks: string[] = []
  const frames = tap.framesOf(client.room.sessionId)
  // What the client received is what the tap saw the server write, frame for frame (it may have left before the last ones).
  expect(client.frames.length).toBeGreaterThan(0)
  expect(client.frames.length).toBeLessThanOrEqual(frames.length)
  client.frames.forEach((bytes, i) => expect(Buffer.from(bytes).equals(Buffer.from(frames[i]!.bytes)), `frame ${i} of ${viewer}`).toBe(true))
  let secretsSeen = 0
  for (const [i, frame] of frames.entries()) {
    const secrets = frame.secrets.get(viewer) ?? new Set<string>()
    secretsSeen = Math.max(secretsSeen, secrets.size)
    for (const id of idsIn(frame.bytes, secrets)) leaks.push(`frame ${i}: secret card ${id}`)
    if (holdsSeed(frame.bytes, seed)) leaks.push(`frame ${i}: the seed`)
  }
  // The synced table state holds no card at all, nor the seed.
  for (const state of client.states) {
    const json = JSON.stringify(state)
    for (const id of allIds) if (json.includes(JSON.stringify(id))) leaks.push(`table state: card ${id}`)
    if (json.includes(String(seed))) leaks.push('table state: the seed')
  }
  for (const message of client.messages) if (holdsNumber(message.payload, seed)) leaks.push(`${message.type}: the seed`)
  return { leaks, secretsSeen }
}

function holdsNumber(value: unknown, n: number): boolean {
  if (value === n) return true
  if (typeof value !== 'object' || value === null) return false
  return Object.values(value).some((v) => holdsNumber(v, n))
}

for (const thread of SESSION_THREADS) {
  describe(`sessions ${thread === 'process' ? 'in the server process' : 'in worker threads'}`, () => {
    beforeAll(async () => {
      runIn = thread
      server = await createDeckletServer({ runIn, games, store: new RecordingStore(), port: 0, closeAfterMs: 2_000, log: () => {} })
      endpoint = `ws://127.0.0.1:${server.port}`
    })
    afterAll(async () => {
      await server.close()
    })

    describe('the leak suite: whole games with bot clients, every frame scanned', () => {
      for (const game of Object.keys(games)) {
        it(`${game}: ${GAMES} game(s), no client receives a card it was not shown or the seed`, async () => {
          for (let n = 1; n <= GAMES; n++) {
            const { watched, seed, allIds } = await playOne(game, n)
            for (const w of watched) {
              const { leaks, secretsSeen } = leaksOf(w, seed, allIds)
              expect(leaks, `${game} game ${n}, viewer ${w.viewer}`).toEqual([])
              // The check has something to find: every viewer had cards it must not know.
              expect(secretsSeen).toBeGreaterThan(0)
            }
            tap.frames.length = 0
          }
        })
      }

      // The scanner's control: where the game runs does not matter to it.
      it.runIf(thread === 'process')('the scan finds a secret card and the seed when the server does send them', async () => {
        const { roomId, tickets } = await server.createTable('uno', { seats: [{ name: 'A' }, { name: 'B', bot: 'random' }] })
        const room = matchMaker.getLocalRoomById(roomId) as DeckletRoom
        tap.watch(room.engine!)
        const client = await TestClient.join(endpoint, roomId, { ticket: tickets.p1! })
        await client.until('welcome', () => client.last('welcome'))
        // The secret is chosen once the cards are dealt (a welcome can come before the start shuffles and deals, and the
        // chosen card could then be dealt to p1), from the bottom of the draw pile (draws take from the top), and sent in
        // the same tick.
        await client.until('the deal', () => room.engine!.getState().status === 'playing')
        const drawPile = Object.values(room.engine!.getState().zones).find((z) => z.cards.length > 20)!
        const secret = drawPile.cards[0]!
        const seed = room.engine!.getState().seed
        room.clients[0]!.send('probe', { card: secret, n: seed })
        await client.until('probe', () => client.messages.find((m) => m.type === 'probe'))
        const { leaks } = leaksOf({ client, viewer: 'p1' }, seed, Object.keys(room.engine!.getState().cards))
        expect(leaks.some((l) => l.endsWith(`secret card ${secret}`))).toBe(true)
        expect(leaks.some((l) => l.endsWith('the seed'))).toBe(true)
        await client.leave()
        tap.frames.length = 0
      })
    })
  })
}
