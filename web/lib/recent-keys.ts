import { LRUCache } from 'lru-cache'

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
