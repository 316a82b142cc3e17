import { describe, it } from 'vitest'

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
