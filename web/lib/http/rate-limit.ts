/**
 * An in-memory sliding-window rate limiter: at most `limit` hits per key in any window of
 * `windowMs`. Exact (it keeps the hit times of the last window, at most `limit` per key)
 * and cheap: O(1) amortised per hit. State is per server process, which is what a single
 * Node server needs; several instances would share a store instead.
 */
export interface RateLimitResult {
  allowed: boolean
  /** Whole seconds until the next hit would be allowed (0 when allowed). */
  retryAfterSeconds: number
  remaining: number
}

export interface RateLimiter {
  hit(key: string, now?: number): RateLimitResult
  reset(): void
}

interface Bucket {
  times: number[]
  head: number
}

export function createRateLimiter({ limit, windowMs = 60_000 }: { limit: number; windowMs?: number }): RateLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`Rate limit must be a positive integer, got ${limit}`)
  const buckets = new Map<string, Bucket>()
  let hitsSinceSweep = 0

  function prune(bucket: Bucket, now: number) {
    const { times } = bucket
    while (bucket.head < times.length && times[bucket.head]! <= now - windowMs) bucket.head++
    // Compact once the dead prefix dominates, so memory stays bounded by the window.
    if (bucket.head > 1024 && bucket.head * 2 > times.length) {
      bucket.times = times.slice(bucket.head)
      bucket.head = 0
    }
  }

  function sweep(now: number) {
    for (const [key, bucket] of buckets) {
      const last = bucket.times[bucket.times.length - 1]
      if (last === undefined || last <= now - windowMs) buckets.delete(key)
    }
  }

  return {
    hit(key, now = Date.now()) {
      if (++hitsSinceSweep >= 10_000) {
        hitsSinceSweep = 0
        sweep(now)
      }
      let bucket = buckets.get(key)
      if (!bucket) {
        bucket = { times: [], head: 0 }
        buckets.set(key, bucket)
      }
      prune(bucket, now)
      const inWindow = bucket.times.length - bucket.head
      if (inWindow >= limit) {
        const oldest = bucket.times[bucket.head]!
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
          remaining: 0,
        }
      }
      bucket.times.push(now)
      return { allowed: true, retryAfterSeconds: 0, remaining: limit - inWindow - 1 }
    },
    reset() {
      buckets.clear()
    },
  }
}
