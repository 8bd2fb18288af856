import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createRedisChatSessions } from '@/features/chat/sessions'
import { createRateLimiter } from '@/lib/http/rate-limit'
import { REDIS_TIMEOUT_MS, closeRedisClient, createRedisClient, type RedisClient } from '@/lib/redis'
import { SHARED_READ_EVERY_MS, createContentSignal } from '@/features/publishing/content-signal'
import { startTestRedis, type TestRedis } from './redis-server'

/**
 * What instances share through Redis besides the rate limits (see rate-limit.test.ts): the
 * assistant's "content changed" signal and chat sessions, and how all of them behave when
 * Redis goes away or stops answering. Each "instance" has its own client
 * on one real redis-server, started here and killed mid-test.
 */
let redis: TestRedis
const clients: RedisClient[] = []
const quiet = { warn: () => undefined, info: () => undefined }

async function instanceClient(): Promise<RedisClient> {
  const client = createRedisClient(redis.url, quiet)
  clients.push(client)
  await vi.waitFor(() => expect(client.isReady).toBe(true), { timeout: 5_000 })
  return client
}

async function outage(during: () => Promise<void>) {
  await redis.stop()
  await vi.waitFor(() => expect(clients.every((client) => !client.isReady)).toBe(true), { timeout: 5_000 })
  try {
    await during()
  } finally {
    await redis.start()
    await vi.waitFor(() => expect(clients.every((client) => client.isReady)).toBe(true), { timeout: 10_000 })
  }
}

async function getCalls(client: RedisClient): Promise<number> {
  const stats = await client.info('commandstats')
  return Number(/cmdstat_get:calls=(\d+)/.exec(stats)?.[1] ?? 0)
}

beforeAll(async () => {
  redis = await startTestRedis()
})

afterAll(async () => {
  await Promise.all(clients.map((client) => closeRedisClient(client)))
  await redis.stop()
})

describe('content-changed signal', () => {
  it('a publish received by instance A reaches the assistant on B well within 2 s, without a Redis read per message', async () => {
    const a = createContentSignal(await instanceClient())
    const probe = await instanceClient()
    const b = createContentSignal(await instanceClient())
    const before = await b.generation()

    const started = performance.now()
    await a.markChanged()
    await vi.waitFor(async () => expect(await b.generation()).not.toBe(before), {
      timeout: 2_000,
      interval: 20,
    })
    const elapsed = performance.now() - started
    expect(elapsed).toBeLessThan(SHARED_READ_EVERY_MS + 500)

    // A burst of 300 messages on B costs at most a few reads, not one each.
    const readsBefore = await getCalls(probe)
    const burstStarted = performance.now()
    for (let i = 0; i < 300; i++) await b.generation()
    const burstMs = performance.now() - burstStarted
    const reads = (await getCalls(probe)) - readsBefore
    expect(reads).toBeLessThanOrEqual(Math.ceil(burstMs / SHARED_READ_EVERY_MS) + 1)
  })

  it('Redis down: the receiving instance still sees its own publish, nothing throws; once back, publishes propagate again', async () => {
    const a = createContentSignal(await instanceClient())
    const b = createContentSignal(await instanceClient())
    const beforeB = await b.generation()
    await outage(async () => {
      const beforeA = await a.generation()
      await expect(a.markChanged()).resolves.toBeUndefined()
      expect(await a.generation()).not.toBe(beforeA)
      await expect(b.generation()).resolves.toBe(beforeB)
    })
    const backB = await b.generation()
    await a.markChanged()
    await vi.waitFor(async () => expect(await b.generation()).not.toBe(backB), { timeout: 2_000, interval: 20 })
  })
})

describe('chat sessions in Redis', () => {
  const turn = (n: number) => ({ message: `question ${n}`, reply: `answer ${n}`, topic: null })

  it('a follow-up on another instance reads the turn this one wrote; only the last turns are kept', async () => {
    const a = createRedisChatSessions(await instanceClient(), { maxTurns: 3 })
    const b = createRedisChatSessions(await instanceClient(), { maxTurns: 3 })
    const id = crypto.randomUUID()
    await a.record(id, turn(1))
    expect(await b.recent(id, 1)).toEqual([turn(1)])
    for (let n = 2; n <= 5; n++) await (n % 2 ? a : b).record(id, turn(n))
    expect(await a.recent(id)).toEqual([turn(3), turn(4), turn(5)])
    expect(await b.recent(id, 2)).toEqual([turn(4), turn(5)])
    expect(await b.recent(crypto.randomUUID())).toEqual([])
  })

  it('forgets turns older than the time to live', async () => {
    let now = 1_000_000
    const sessions = createRedisChatSessions(await instanceClient(), { ttlMs: 60_000, now: () => now })
    const id = crypto.randomUUID()
    await sessions.record(id, turn(1))
    now += 30_000
    await sessions.record(id, turn(2))
    now += 40_000
    expect(await sessions.recent(id)).toEqual([turn(2)])
  })

  it('Redis down: no history and no error; history is kept again once back', async () => {
    const sessions = createRedisChatSessions(await instanceClient())
    const id = crypto.randomUUID()
    await sessions.record(id, turn(1))
    await outage(async () => {
      await expect(sessions.recent(id)).resolves.toEqual([])
      await expect(sessions.record(id, turn(2))).resolves.toBeUndefined()
    })
    await sessions.record(id, turn(3))
    // Nothing persisted across the restart (--save ''): only what was written since.
    expect(await sessions.recent(id)).toEqual([turn(3)])
  })
})

describe('the chat endpoint on two instances sharing Redis', () => {
  const dirs: string[] = []
  const savedEnv = { ...process.env }

  afterAll(async () => {
    const { closeRedis } = await import('@/lib/redis')
    await closeRedis()
    const { closeDb } = await import('@/lib/db')
    closeDb()
    process.env = savedEnv
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  })

  /** A fresh copy of the endpoint, with its own SQLite folder, as a second host would have. */
  async function instance() {
    vi.resetModules()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-instance-'))
    dirs.push(dir)
    Object.assign(process.env, { DATA_DIR: dir, REDIS_URL: redis.url })
    const { chatEndpoint } = await import('@/features/chat/endpoint')
    const { getRedis } = await import('@/lib/redis')
    await vi.waitFor(() => expect(getRedis()?.isReady).toBe(true), { timeout: 5_000 })
    return async (message: string, sessionId: string, remoteAddress = '127.0.0.1') => {
      const response = await chatEndpoint.handle({
        method: 'POST',
        remoteAddress,
        header: (name) => (name === 'content-type' ? 'application/json' : null),
        readBody: async () => new TextEncoder().encode(JSON.stringify({ message, sessionId })),
      })
      return { status: response.status, reply: String(response.body.reply ?? '') }
    }
  }

  it('a follow-up answered by instance B knows the turn instance A answered; Redis down: answered without history', async () => {
    const a = await instance()
    const b = await instance()
    const id = crypto.randomUUID()
    expect((await a('how many classes can I have on the free plan?', id)).reply).toContain('1 class')
    expect((await b('and on Pro?', id)).reply).toContain('The Pro plan includes 50 classes.')

    await outage(async () => {
      const other = crypto.randomUUID()
      expect((await a('how many classes can I have on the free plan?', other)).status).toBe(200)
      const followUp = await b('and on Pro?', other)
      expect(followUp.status).toBe(200)
      expect(followUp.reply).not.toMatch(/^The Pro plan includes 50 classes\./)
    })
  })
})

describe('a Redis that accepts connections but stops answering (paused)', () => {
  it('a shutdown that closes the client while the watchdog waits for an answer raises nothing', async () => {
    const unhandled: unknown[] = []
    const collect = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', collect)
    const client = createRedisClient(redis.url, quiet)
    await vi.waitFor(() => expect(client.isReady).toBe(true), { timeout: 5_000 })
    process.kill(redis.pid()!, 'SIGSTOP')
    try {
      // The watchdog pings every second: one is waiting for its answer when the client is closed,
      // and gives up after the close.
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await closeRedisClient(client)
      await new Promise((resolve) => setTimeout(resolve, 1_500))
    } finally {
      process.kill(redis.pid()!, 'SIGCONT')
      process.off('unhandledRejection', collect)
    }
    expect(unhandled).toEqual([])
    expect(client.isOpen).toBe(false)
  })

  it('limits, sessions and the signal answer within the Redis timeout; one warning; back to shared when it answers again', async () => {
    const warnings: string[] = []
    const infos: string[] = []
    const client = createRedisClient(redis.url, {
      warn: (message) => warnings.push(message),
      info: (message) => infos.push(message),
    })
    clients.push(client)
    await vi.waitFor(() => expect(client.isReady).toBe(true), { timeout: 5_000 })
    const limiter = createRateLimiter({ name: 'paused', limit: 2, redis: client })
    const sessions = createRedisChatSessions(client)
    const signal = createContentSignal(client)
    const id = crypto.randomUUID()
    await sessions.record(id, { message: 'before', reply: 'kept', topic: null })

    process.kill(redis.pid()!, 'SIGSTOP')
    try {
      const timed = async <T>(call: () => Promise<T>) => {
        const started = performance.now()
        const value = await call()
        return { value, ms: performance.now() - started }
      }
      const calls = [
        await timed(() => limiter.hit('192.0.2.50')),
        await timed(() => sessions.recent(id)),
        await timed(() => sessions.record(id, { message: 'during', reply: 'lost', topic: null })),
        await timed(() => signal.generation()),
        await timed(() => signal.markChanged()),
      ]
      for (const { ms } of calls) expect(ms).toBeLessThan(REDIS_TIMEOUT_MS + 400)
      expect(calls[0]!.value).toEqual({ allowed: true, retryAfterSeconds: 0 })
      expect(calls[1]!.value).toEqual([])
      // The watchdog notices, warns once, and later calls fail at once instead of waiting.
      await vi.waitFor(() => expect(warnings).toEqual([expect.stringMatching(/unavailable \(no answer/)]), {
        timeout: 5_000,
      })
      expect(client.isReady).toBe(false)
      const started = performance.now()
      expect((await limiter.hit('192.0.2.50')).allowed).toBe(true)
      expect((await limiter.hit('192.0.2.50')).allowed).toBe(false)
      expect(performance.now() - started).toBeLessThan(100)
    } finally {
      process.kill(redis.pid()!, 'SIGCONT')
    }
    await vi.waitFor(() => expect(client.isReady).toBe(true), { timeout: 10_000 })
    expect(infos).toEqual([expect.stringMatching(/connected again/)])
    expect(warnings).toHaveLength(1)
    // (The write that timed out may still have landed once Redis read its socket again.)
    await sessions.record(id, { message: 'after', reply: 'shared again', topic: null })
    const turns = await sessions.recent(id)
    expect(turns[0]).toEqual({ message: 'before', reply: 'kept', topic: null })
    expect(turns.at(-1)).toEqual({ message: 'after', reply: 'shared again', topic: null })
  })
})
