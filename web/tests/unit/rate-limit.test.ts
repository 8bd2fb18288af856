import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createRateLimiter } from '@/lib/http/rate-limit'
import { closeRedisClient, createRedisClient, type RedisClient } from '@/lib/redis'
import { startTestRedis, type TestRedis } from './redis-server'

/**
 * The rate limits as operators run them: in memory for one instance, and on a real Redis
 * (started here, killed and restarted mid-test) for several.
 */
async function hits(limiter: ReturnType<typeof createRateLimiter>, key: string, count: number) {
  const results = []
  for (let i = 0; i < count; i++) results.push(await limiter.hit(key))
  return results
}

describe('rate limits in memory (no REDIS_URL)', () => {
  it('allows `limit` hits per key in the window, then refuses with a Retry-After; other keys unaffected', async () => {
    const limiter = createRateLimiter({ name: 'memory-test', limit: 3 })
    const results = await hits(limiter, '192.0.2.1', 4)
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3]!.retryAfterSeconds).toBeGreaterThanOrEqual(1)
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60)
    expect((await limiter.hit('192.0.2.2')).allowed).toBe(true)
  })

  it('refuses a limit that is not a positive whole number', () => {
    expect(() => createRateLimiter({ name: 'bad', limit: 0 })).toThrow(/positive integer/)
  })
})

describe('rate limits on a shared Redis', () => {
  let redis: TestRedis
  const clients: RedisClient[] = []

  /** A client as one app instance opens it, ready for commands, with what it logged. */
  async function instanceClient() {
    const log = { warn: [] as string[], info: [] as string[] }
    const client = createRedisClient(redis.url, {
      warn: (message) => log.warn.push(message),
      info: (message) => log.info.push(message),
    })
    clients.push(client)
    await vi.waitFor(() => expect(client.isReady).toBe(true), { timeout: 5_000 })
    return { client, log }
  }

  beforeAll(async () => {
    redis = await startTestRedis()
  })

  afterAll(async () => {
    await Promise.all(clients.map((client) => closeRedisClient(client)))
    await redis.stop()
  })

  it('two instances draw on one budget per visitor; a second visitor has its own', async () => {
    const a = createRateLimiter({ name: 'shared', limit: 5, redis: (await instanceClient()).client })
    const b = createRateLimiter({ name: 'shared', limit: 5, redis: (await instanceClient()).client })
    const allowed: boolean[] = []
    // The visitor's requests alternate between the two instances, as behind a round-robin balancer.
    for (let i = 0; i < 8; i++) allowed.push((await (i % 2 === 0 ? a : b).hit('198.51.100.7')).allowed)
    expect(allowed).toEqual([true, true, true, true, true, false, false, false])
    const refused = await b.hit('198.51.100.7')
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1)
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60)

    expect((await a.hit('198.51.100.8')).allowed).toBe(true)
    expect((await b.hit('198.51.100.8')).allowed).toBe(true)
  })

  it('Redis lost mid-run: every hit is still answered, by a per-instance memory limit; one warning; shared again once back', async () => {
    const { client: clientA, log: logA } = await instanceClient()
    const { client: clientB, log: logB } = await instanceClient()
    const a = createRateLimiter({ name: 'outage', limit: 3, redis: clientA })
    const b = createRateLimiter({ name: 'outage', limit: 3, redis: clientB })
    expect((await a.hit('203.0.113.1')).allowed).toBe(true)

    await redis.stop()
    await vi.waitFor(() => expect(clientA.isReady || clientB.isReady).toBe(false), { timeout: 5_000 })
    // Each instance now counts on its own: 3 each, then refused; nothing throws.
    const duringA = await hits(a, '203.0.113.2', 4)
    const duringB = await hits(b, '203.0.113.2', 4)
    expect(duringA.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(duringB.map((r) => r.allowed)).toEqual([true, true, true, false])
    // One warning per instance for the whole outage, however many hits it refused to Redis.
    await vi.waitFor(() => expect(logA.warn).toEqual([expect.stringMatching(/unavailable/)]))
    await vi.waitFor(() => expect(logB.warn).toEqual([expect.stringMatching(/unavailable/)]))

    await redis.start()
    await vi.waitFor(() => expect(clientA.isReady && clientB.isReady).toBe(true), { timeout: 10_000 })
    expect(logA.info).toEqual([expect.stringMatching(/connected again/)])
    expect(logB.info).toEqual([expect.stringMatching(/connected again/)])
    // Back to one budget across both instances.
    const after = []
    for (let i = 0; i < 4; i++) after.push((await (i % 2 === 0 ? a : b).hit('203.0.113.3')).allowed)
    expect(after).toEqual([true, true, true, false])
    expect([...logA.warn, ...logB.warn]).toHaveLength(2)
  })
})
