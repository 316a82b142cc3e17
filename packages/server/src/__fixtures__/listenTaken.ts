// Run as a child process by createDeckletServer.test.ts: starts a server on a port another listener holds,
// prints how it was refused, frees the port and does nothing else. A process left with open handles never
// exits; the test waits for this one to exit by itself.
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { unoGame } from '../games/unoGame'
import { createDeckletServer } from '../server/createDeckletServer'
import { MemoryRecordStore } from '../store/memoryRecordStore'

const blocker = createServer()
await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
const port = (blocker.address() as AddressInfo).port
try {
  // With LISTEN_TAKEN_REDIS_URL: the Redis scale-out too (its presence, driver and connections must close).
  const redisUrl = process.env.LISTEN_TAKEN_REDIS_URL
  await createDeckletServer({
    games: { uno: unoGame() },
    store: new MemoryRecordStore(),
    port,
    log: () => {},
    ...(redisUrl === undefined ? {} : { redis: { url: redisUrl }, secret: 'listen-taken-secret-0123456789', publicAddress: `127.0.0.1:${port}` }),
  })
  console.log(JSON.stringify({ started: true }))
} catch (error) {
  const e = error as { name?: string; code?: string; message?: string; cause?: { code?: string } }
  console.log(JSON.stringify({ name: e.name, code: e.code, message: e.message, cause: e.cause?.code, port }))
}
blocker.close()
