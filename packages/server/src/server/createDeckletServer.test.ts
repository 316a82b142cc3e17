import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Runs a fixture script; resolves its exit code and output, or `null` if it has not exited within `limitMs` (then it is killed). */
function run(script: string, limitMs: number, env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string } | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      resolve(null)
    }, limitMs)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

describe('createDeckletServer', () => {
  const redisUrl = process.env.DECKLET_TEST_REDIS_URL
  const cases: { name: string; env: Record<string, string> }[] = [
    { name: 'alone', env: {} },
    // With Redis, its presence, driver and the scale-out's connections must close too.
    ...(redisUrl === undefined ? [] : [{ name: 'with the Redis scale-out', env: { LISTEN_TAKEN_REDIS_URL: redisUrl } }]),
  ]
  it.each(cases)('rejects with a clear error when its port is taken, and leaves nothing open: the process exits by itself ($name)', async ({ env }) => {
    // Bounded: a process with an open handle never exits; one without exits at once (the limit only covers a busy machine).
    const ran = await run('src/__fixtures__/listenTaken.ts', 60_000, env)
    expect(ran, 'the process did not exit by itself: something createDeckletServer opened is still open').not.toBeNull()
    expect(ran!.code, ran!.stderr).toBe(0)
    const outcome = JSON.parse(ran!.stdout.trim().split('\n').at(-1)!) as { name: string; code: string; message: string; cause: string; port: number }
    expect(outcome).toMatchObject({ name: 'ServerError', code: 'LISTEN_FAILED', cause: 'EADDRINUSE' })
    expect(outcome.message).toContain(`127.0.0.1:${outcome.port}`)
  })
})
