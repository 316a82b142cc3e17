import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Client } from 'colyseus.js'
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import type { DecisionRequest } from '@decklet/runtime'
import type { WelcomeMessage } from '../protocol/messages'
import { freePort } from '../scale/__fixtures__/serverProcesses'
import { PostgresRecordStore } from '../store/postgresRecordStore'
import { describeWithService, scratchDatabase } from '../store/__fixtures__/testServices'

const root = fileURLToPath(new URL('../..', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'decklet-start-'))

afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The start script in a child process, as `pnpm start` runs it (without the build of its dependencies). */
function startServer(args: readonly string[], env: Readonly<Record<string, string>> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/start.ts', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
  let stdout = ''
  let stderr = ''
  const waiters = new Set<() => void>()
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
    for (const check of [...waiters]) check()
  })
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  // A bound for a broken test, not a measure.
  const killer = setTimeout(() => child.kill('SIGKILL'), 120_000)
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.on('close', (code) => {
      clearTimeout(killer)
      for (const check of [...waiters]) check()
      resolve({ code, stdout, stderr })
    })
  })
  return {
    exited,
    stop: () => child.kill('SIGINT'),
    /** Resolves with the first match of `pattern` in stdout; rejects if the program ends first. */
    waitFor(pattern: RegExp): Promise<RegExpMatchArray> {
      return new Promise((resolve, reject) => {
        const check = (): void => {
          const match = stdout.match(pattern)
          if (match !== null) {
            waiters.delete(check)
            resolve(match)
          } else if (child.exitCode !== null) {
            waiters.delete(check)
            reject(new Error(`the server ended (code ${child.exitCode}) before printing ${pattern}:\n${stdout}\n${stderr}`))
          }
        }
        waiters.add(check)
        check()
      })
    },
  }
}

describe('pnpm --filter @decklet/server start', () => {
  it('starts a UNO server on SQLite, prints the join command of each human seat, and a client joins with it', async () => {
    const db = join(dir, 'records.sqlite')
    const server = startServer(['--port', '0', '--db', db, '--humans', '2', '--seats', '3'])
    const [, endpoint] = await server.waitFor(/UNO on (ws:\/\/127\.0\.0\.1:\d+), game records in /)
    const [, roomId] = await server.waitFor(/^table (\S+): Player 1, Player 2, Bob \(bot\); 30 s per turn$/m)
    const [, ticket1] = await server.waitFor(/^ {4}pnpm --filter @decklet\/example-play start -- --connect ws:\S+ --ticket (\S+)$/m)
    const joins = [...(await server.waitFor(/--watch \S+$/m)).input!.matchAll(/--connect (\S+) --ticket (\S+)$/gm)]
    expect(joins.map((join) => join[1])).toEqual([endpoint, endpoint])
    expect(joins[0]![2]).toBe(ticket1)
    expect(existsSync(db)).toBe(true)

    // The printed ticket opens seat p1 of the printed table.
    const room = await new Client(endpoint).joinById(roomId!, { ticket: ticket1 })
    const welcome = await new Promise<WelcomeMessage>((resolve) => room.onMessage('welcome', resolve))
    expect(welcome).toMatchObject({ gameId: roomId, playerId: 'p1', request: null })
    expect(welcome.view.viewer).toBe('p1')
    await room.leave(true)

    server.stop()
    const exit = await server.exited
    expect(exit.code).toBe(0)
    expect(exit.stdout.trimEnd().split('\n').at(-1)).toBe('decklet server: stopping')
    expect(exit.stderr).toBe('')
  })

  it('with --resume, rebuilds the unfinished game of its SQLite file under the same id and prints fresh tickets', async () => {
    const db = join(dir, 'resume.sqlite')
    const first = startServer(['--port', '0', '--db', db, '--humans', '1', '--seats', '2'])
    const [, endpoint] = await first.waitFor(/UNO on (ws:\/\/127\.0\.0\.1:\d+), /)
    const [, roomId] = await first.waitFor(/^table (\S+): Player 1, Bob \(bot\)/m)
    const [, ticket] = await first.waitFor(/--ticket (\S+)$/m)
    // Play one move, so that the game has a live record with an action of the seat in it.
    const room = await new Client(endpoint).joinById(roomId!, { ticket })
    const turn = new Promise<DecisionRequest>((resolve) => room.onMessage('turn', resolve))
    const answered = new Promise<void>((resolve) => room.onMessage('turn-end', (end: { reason: string }) => end.reason === 'answered' && resolve()))
    room.onMessage('*', () => undefined)
    room.send('ready', {})
    const request = await turn
    room.send('act', { requestId: request.requestId, action: { type: request.legalActions[0]!.type, payload: request.legalActions[0]!.payload } })
    await answered
    // Stopped mid-game: the game's record stays live.
    first.stop()
    expect((await first.exited).code).toBe(0)

    const second = startServer(['--port', '0', '--db', db, '--resume'])
    const [, endpoint2] = await second.waitFor(/UNO on (ws:\/\/127\.0\.0\.1:\d+), /)
    await second.waitFor(new RegExp(`^table ${roomId} \\(resumed from its live record\\): Player 1, Bob \\(bot\\)`, 'm'))
    const [, fresh] = await second.waitFor(/--ticket (\S+)$/m)
    expect(fresh).not.toBe(ticket)
    const back = await new Client(endpoint2).joinById(roomId!, { ticket: fresh })
    const welcome = await new Promise<WelcomeMessage>((resolve) => back.onMessage('welcome', resolve))
    expect(welcome).toMatchObject({ gameId: roomId, playerId: 'p1' })
    expect(welcome.view.status).toBe('playing')
    expect(welcome.view.turn).toBeGreaterThanOrEqual(request.turn)
    await back.leave(true)
    second.stop()
    expect((await second.exited).code).toBe(0)
  })

  it('with --resume and nothing unfinished in the file, says so and exits with code 1', async () => {
    const exit = await startServer(['--port', '0', '--db', join(dir, 'empty.sqlite'), '--resume']).exited
    expect(exit.code).toBe(1)
    expect(exit.stderr).toMatch(/^decklet server: no unfinished game in \S+empty\.sqlite to resume\n$/)
  })

  it('prints the usage and exits with code 2 on a bad argument, without starting', async () => {
    const server = startServer(['--humans', '9', '--seats', '4'])
    const exit = await server.exited
    expect(exit.code).toBe(2)
    expect(exit.stderr).toMatch(/^error: --humans: expected 1 to 4 \(the seats\), got 9\n\nUsage: start/)
    expect(exit.stdout).toBe('')
  })
})

describeWithService(['DECKLET_TEST_REDIS_URL', 'DECKLET_TEST_DATABASE_URL'], 'pnpm --filter @decklet/server start with REDIS_URL and DATABASE_URL', (urls) => {
  // A database of its own: the processes' recovery sweeps rebuild every live game they find.
  const databaseUrl = scratchDatabase(urls.DECKLET_TEST_DATABASE_URL, 'decklet_start')

  it('runs as one process of several: a table opened by one is joined through the other, its record in PostgreSQL', async () => {
    const env = { REDIS_URL: urls.DECKLET_TEST_REDIS_URL, DATABASE_URL: databaseUrl.href, DECKLET_SECRET: randomUUID() }
    const [portA, portB] = [await freePort(), await freePort()]
    const a = startServer(['--port', String(portA), '--humans', '1', '--seats', '2'], env)
    const b = startServer(['--port', String(portB), '--humans', '1', '--seats', '2'], env)
    try {
      await a.waitFor(/game records in PostgreSQL \(DATABASE_URL\)/)
      await a.waitFor(new RegExp(`one process of several on Redis, reached at 127\\.0\\.0\\.1:${portA}`))
      const [, roomId] = await a.waitFor(/^table (\S+): Player 1, Bob \(bot\)/m)
      const [, ticket] = await a.waitFor(/--ticket (\S+)$/m)
      await b.waitFor(/^table \S+: Player 1, Bob \(bot\)/m)
      // Asked through b, the matchmaker sends the client to a, which runs the table.
      const room = await new Client(`ws://127.0.0.1:${portB}`).joinById(roomId!, { ticket })
      const welcome = await new Promise<WelcomeMessage>((resolve) => room.onMessage('welcome', resolve))
      expect(welcome).toMatchObject({ gameId: roomId, playerId: 'p1' })
      room.onMessage('*', () => undefined)
      room.send('ready', {})
      // The game started: its live record is in the shared database.
      const store = new PostgresRecordStore({ connectionString: databaseUrl.href, max: 1 })
      try {
        let stored = await store.load(roomId!)
        for (let i = 0; i < 100 && stored === undefined; i++) {
          await new Promise((resolve) => setTimeout(resolve, 100))
          stored = await store.load(roomId!)
        }
        expect(stored?.status).toBe('live')
      } finally {
        await store.close()
      }
      await room.leave(true)
    } finally {
      a.stop()
      b.stop()
    }
    expect((await a.exited).code).toBe(0)
    expect((await b.exited).code).toBe(0)
  })
})
