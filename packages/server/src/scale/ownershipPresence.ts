import { RedisPresence } from '@colyseus/redis-presence'

// Compare-and-set scripts: an owner renews or deletes a key only while it still holds it, so a process that
// stalled past the TTL cannot extend or drop the claim another process has taken since.
const RENEW_SCRIPT = `
local lost = {}
for i, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[1] then redis.call('PEXPIRE', key, ARGV[2]) else lost[#lost + 1] = i end
end
return lost`
const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`

/** Keys renewed by one script call; bounds the script's run time, during which Redis serves nobody else. */
const RENEW_BATCH = 500

/**
 * Colyseus's `RedisPresence` (pub/sub and the shared keys of the matchmaker) with the three atomic key
 * operations game ownership needs, on the same connection: `SET NX PX` to claim, and compare-and-expire /
 * compare-and-delete scripts to renew and release.
 *
 * @internal Built by `createRedisScaleOut`; use that.
 */
export class OwnershipPresence extends RedisPresence {
  /** Sets `key` to `owner` for `ttlMs` unless the key exists; true when this call set it. */
  async claimKey(key: string, owner: string, ttlMs: number): Promise<boolean> {
    return (await this.pub.set(key, owner, 'PX', ttlMs, 'NX')) === 'OK'
  }

  /** Extends each key still held by `owner` by `ttlMs`; returns the keys it no longer holds. */
  async renewKeys(keys: readonly string[], owner: string, ttlMs: number): Promise<string[]> {
    const lost: string[] = []
    for (let start = 0; start < keys.length; start += RENEW_BATCH) {
      const batch = keys.slice(start, start + RENEW_BATCH)
      const indices = (await this.pub.eval(RENEW_SCRIPT, batch.length, ...batch, owner, String(ttlMs))) as number[]
      for (const index of indices) lost.push(batch[index - 1]!)
    }
    return lost
  }

  /** Deletes `key` if `owner` holds it. */
  async releaseKey(key: string, owner: string): Promise<void> {
    await this.pub.eval(RELEASE_SCRIPT, 1, key, owner)
  }

  /** The holder of `key`, or `null`. */
  async keyOwner(key: string): Promise<string | null> {
    return this.pub.get(key)
  }

  /** The holder of each of `keys` (`null`: none), in their order: one `MGET` per {@link RENEW_BATCH} keys. */
  async keyOwners(keys: readonly string[]): Promise<(string | null)[]> {
    const owners: (string | null)[] = []
    for (let start = 0; start < keys.length; start += RENEW_BATCH) owners.push(...(await this.pub.mget(...keys.slice(start, start + RENEW_BATCH))))
    return owners
  }
}
