import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, it } from 'vitest'

/** The environment variables through which `.ci/services.sh start` hands Redis and PostgreSQL to the tests. */
export type TestService = 'DECKLET_TEST_REDIS_URL' | 'DECKLET_TEST_DATABASE_URL'

/**
 * A `describe` that needs a running service: with its URL set, the suite runs with it; without, it is
 * skipped with a message naming `.ci/run` — unless `CI` is set, where a missing service fails the run
 * rather than passing it quietly.
 */
export function describeWithService(services: readonly TestService[], title: string, body: (urls: Readonly<Record<TestService, string>>) => void): void {
  const missing = services.filter((name) => !process.env[name])
  if (missing.length === 0) {
    const urls = Object.fromEntries(services.map((name) => [name, process.env[name]!])) as Record<TestService, string>
    describe(title, () => body(urls))
    return
  }
  const message = `${missing.join(' and ')} unset: .ci/run starts Redis and PostgreSQL for the tests (or \`source .ci/services.sh start\`)`
  if (process.env.CI) {
    describe(title, () => {
      it('has its services', () => {
        throw new Error(`${message}; CI is set, so this suite fails instead of skipping`)
      })
    })
    return
  }
  console.warn(`skipping "${title}": ${message}`)
  describe.skip(`${title} (skipped: ${message})`, () => {
    it('needs its services', () => {})
  })
}

/**
 * A PostgreSQL database of the calling suite's own on the server of `url`, created before its tests and dropped
 * after them (for tests that change the schema, or whose processes sweep every live game they find). Call it
 * inside a `describe`; it returns the database's URL.
 */
export function scratchDatabase(url: string, prefix: string): URL {
  const database = `${prefix}_${randomUUID().replaceAll('-', '')}`
  const scratch = new URL(url)
  scratch.pathname = `/${database}`
  const admin = new pg.Client({ connectionString: url })
  beforeAll(async () => {
    await admin.connect()
    await admin.query(`CREATE DATABASE ${database}`)
  })
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await admin.end()
  })
  return scratch
}
