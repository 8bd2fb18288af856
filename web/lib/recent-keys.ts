import { LRUCache } from 'lru-cache'
import { withRedisTimeout, type RedisClient } from './redis'

/**
 * Keys seen recently, each forgotten `ttlMs` after it was last remembered: webhook deliveries
 * already handled (idempotency keys), feedback messages already received. Async so a store
 * shared by several instances (Redis: `SET key n PX ttl` / `INCR`) can replace the in-memory
 * one without changing its callers.
 */
export interface RecentKeys {
  has(key: string): Promise<boolean>
  /** Remembers the key (again) and answers how many times it was remembered within the TTL. */
  remember(key: string): Promise<number>
}

/**
 * The in-memory store of one server process: at most `maxKeys` keys (the least recently
 * remembered are dropped first), so a flood of distinct keys cannot grow memory.
 */
export function createMemoryRecentKeys({ ttlMs, maxKeys }: { ttlMs: number; maxKeys: number }): RecentKeys {
  const seen = new LRUCache<string, number>({ max: maxKeys, ttl: ttlMs, updateAgeOnGet: false })
  return {
    has: async (key) => seen.has(key),
    async remember(key) {
      const count = (seen.get(key) ?? 0) + 1
      seen.set(key, count)
      return count
    },
  }
}

/**
 * Keys shared by every instance through Redis (`SET prefix+key NX PX ttl`), so a key remembered
 * by one instance is known to all. Each instance also keeps its own memory copy: with Redis
 * unreachable (or slow, see `withRedisTimeout`) it answers from that, never with an error, and
 * keys it remembered during an outage stay known to it.
 */
export function createSharedRecentKeys({
  redis,
  prefix,
  ttlMs,
  maxKeys,
}: {
  redis: RedisClient
  prefix: string
  ttlMs: number
  maxKeys: number
}): RecentKeys {
  const local = createMemoryRecentKeys({ ttlMs, maxKeys })
  return {
    async has(key) {
      if (await local.has(key)) return true
      try {
        return (await withRedisTimeout(redis.exists(prefix + key))) === 1
      } catch {
        return false
      }
    },
    async remember(key) {
      const count = await local.remember(key)
      try {
        const stored = await withRedisTimeout(
          redis.set(prefix + key, '1', { condition: 'NX', expiration: { type: 'PX', value: ttlMs } }),
        )
        // Not stored: another instance (or an earlier call) remembered it already.
        return stored === null ? Math.max(count, 2) : count
      } catch {
        return count
      }
    },
  }
}
