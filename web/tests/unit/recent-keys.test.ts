import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMemoryRecentKeys, createSharedRecentKeys } from '@/lib/recent-keys'
import { closeRedisClient, createRedisClient, type RedisClient } from '@/lib/redis'
import { startTestRedis, type TestRedis } from './redis-server'

/**
 * Handled webhook deliveries as several instances keep them: on a real Redis (started here,
 * killed and restarted mid-test), with each instance's memory as the fallback.
 */
const DAY_MS = 24 * 60 * 60 * 1000
const PREFIX = 'assessa:webhook-delivery:'

describe('recent keys shared through Redis', () => {
  let redis: TestRedis
  const clients: RedisClient[] = []

  /** The store one instance builds on its own client, ready for commands. */
  async function instance() {
    const client = createRedisClient(redis.url, { warn: () => undefined, info: () => undefined })
    clients.push(client)
    await vi.waitFor(() => expect(client.isReady).toBe(true), { timeout: 5_000 })
    return { client, keys: createSharedRecentKeys({ redis: client, prefix: PREFIX, ttlMs: DAY_MS, maxKeys: 100 }) }
  }

  beforeAll(async () => {
    redis = await startTestRedis()
  })

  afterAll(async () => {
    await Promise.all(clients.map((client) => closeRedisClient(client)))
    await redis.stop()
  })

  it('a key handled by one instance is known to another, for 24 h; instances in memory only do not share', async () => {
    const a = await instance()
    const b = await instance()
    expect(await b.keys.has('delivery-1')).toBe(false)
    expect(await a.keys.remember('delivery-1')).toBe(1)
    expect(await b.keys.has('delivery-1')).toBe(true)
    // B remembering the same delivery again finds it already there.
    expect(await b.keys.remember('delivery-1')).toBe(2)
    expect(await b.keys.has('delivery-2')).toBe(false)

    const ttl = await a.client.pTTL(`${PREFIX}delivery-1`)
    expect(ttl).toBeGreaterThan(DAY_MS - 60_000)
    expect(ttl).toBeLessThanOrEqual(DAY_MS)

    const alone = createMemoryRecentKeys({ ttlMs: DAY_MS, maxKeys: 100 })
    await alone.remember('delivery-3')
    expect(await a.keys.has('delivery-3')).toBe(false)
  })

  it('Redis lost: each instance answers from its own memory without an error; shared again once back', async () => {
    const a = await instance()
    const b = await instance()
    await a.keys.remember('before-outage')

    await redis.stop()
    await vi.waitFor(() => expect(a.client.isReady || b.client.isReady).toBe(false), { timeout: 5_000 })
    // A knows what it handled itself; B cannot ask Redis and answers "not seen" rather than fail.
    expect(await a.keys.has('before-outage')).toBe(true)
    expect(await b.keys.has('before-outage')).toBe(false)
    expect(await a.keys.remember('during-outage')).toBe(1)
    expect(await a.keys.has('during-outage')).toBe(true)
    expect(await b.keys.has('during-outage')).toBe(false)

    await redis.start()
    await vi.waitFor(() => expect(a.client.isReady && b.client.isReady).toBe(true), { timeout: 10_000 })
    // Redis came back empty (nothing on disk): what is handled from now on is shared again.
    await a.keys.remember('after-outage')
    expect(await b.keys.has('after-outage')).toBe(true)
  })
})
