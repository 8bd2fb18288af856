import {
  RLWrapperTimeouts,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { REDIS_TIMEOUT_MS, type RedisClient } from '@/lib/redis'

/**
 * Per-key budgets over a fixed window, through `rate-limiter-flexible`. With a Redis client
 * the count lives in Redis, so every instance draws on one budget per visitor; while Redis is
 * unreachable (or before it first connects) each instance counts in memory instead, so the
 * limit still holds per instance and no request fails. Without Redis, memory only.
 */
interface RateLimitResult {
  allowed: boolean
  /** Whole seconds until the next hit would be allowed (0 when allowed). */
  retryAfterSeconds: number
}

export interface RateLimiter {
  hit(key: string): Promise<RateLimitResult>
}

export function createRateLimiter({
  name,
  limit,
  windowSeconds = 60,
  redis,
}: {
  /** Names the budget in Redis (several limiters share one database). */
  name: string
  limit: number
  windowSeconds?: number
  redis?: RedisClient
}): RateLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`Rate limit must be a positive integer, got ${limit}`)
  const options = { keyPrefix: `assessa:rate:${name}`, points: limit, duration: windowSeconds }
  const memory = new RateLimiterMemory(options)
  const limiter: RateLimiterAbstract = redis
    ? // The memory limiter answers when Redis is not connected or does not answer in time.
      new RLWrapperTimeouts({
        limiter: new RateLimiterRedis({
          ...options,
          storeClient: redis,
          useRedisPackage: true,
          // Fail at once while disconnected, instead of trying a command.
          rejectIfRedisNotReady: true,
        }),
        timeoutMs: REDIS_TIMEOUT_MS,
        insuranceLimiter: memory,
      })
    : memory

  return {
    async hit(key) {
      try {
        await limiter.consume(key)
        return { allowed: true, retryAfterSeconds: 0 }
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
        }
        // Not reachable with the memory insurance in place; a limiter fault must not refuse visitors.
        console.error(`[rate-limit] ${name}: could not count a hit`, rejection)
        return { allowed: true, retryAfterSeconds: 0 }
      }
    },
  }
}
