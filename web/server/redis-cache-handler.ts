/**
 * Next's cache handler when REDIS_URL is set (next.config.ts): rendered pages and
 * `unstable_cache` results (sanity/fetch.ts) live in one Redis that every instance reads, with
 * their tags, so a publish webhook received by any one instance (`revalidateTag`) deletes the
 * entries for all of them. Bundled by ./build.mjs into .server/redis-cache-handler.mjs, which
 * Next imports at start-up.
 *
 * Built on @fortedigital/nextjs-cache-handler (the README's "Running several instances" says
 * why): its `redis-strings` store keeps the tag index in Redis itself, so an invalidation is
 * seen by every instance on its next read, with no per-instance copy to keep in sync.
 *
 * Redis unavailable (down at start, or lost mid-run): its store refuses at once (no offline
 * queue) and the handler answers from this instance's memory instead, so pages keep serving.
 * That memory only holds what was rendered during the outage: entries kept from earlier would
 * miss the publishes other instances received meanwhile. Tags revalidated during the outage
 * are sent to Redis when it is back, so the shared copies of those pages are dropped too.
 * One warning per outage, one line when it is back.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import type { Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { randomUUID } from 'node:crypto'
import { env } from '@/lib/env'
import { redactedUrl } from '@/lib/redis'
import { isNotFoundPage, withPageScriptPolicy } from './page-script-policy.mjs'
import { reportScriptPolicy } from './script-policy-report.mjs'

/** A page render waits at most this long for Redis before it counts as unavailable. */
const REDIS_TIMEOUT_MS = 1_000
const MAX_BACKOFF_MS = 2_000

type Log = Pick<Console, 'warn' | 'info'>
/** What the local copies need from Redis: the first bytes of a stored value. */
type StampReader = { getRange(key: string, start: number, end: number): Promise<string | null> }

/** Every stored value starts with a write stamp of this many characters (a UUID). */
const STAMP_LENGTH = 36
/** Parsed entries kept per instance (the site has a few dozen pages and their data reads). */
const MAX_LOCAL_COPIES = 300

/** The library's JSON, behind a stamp unique to each write. */
const stampedJson = {
  serialize: (value: unknown) => `${randomUUID()}${JSON.stringify(value)}`,
  deserialize: (stored: string) => JSON.parse(stored.slice(STAMP_LENGTH)),
}

/**
 * Re-uses the entry this instance last read while Redis still holds that same write: one short
 * GETRANGE of its stamp instead of moving and parsing the whole entry (a page is 200–450 KB of
 * JSON; parsing it on every request cost ~4× the throughput, see the README). An invalidation
 * deletes the key (the stamp reads empty) and a new render replaces it (another stamp), so a
 * copy is never served after either. Errors (Redis down) reach the caller as before. (The
 * library's check of path revalidations, `revalidatePath`, is skipped for a copy: the site
 * revalidates by tag only.)
 */
function withLocalCopies(redis: Handler, client: StampReader, keyPrefix: string): Handler {
  const copies = new Map<string, { stamp: string; value: Awaited<ReturnType<Handler['get']>> }>()
  return {
    ...redis,
    async get(key, meta) {
      const stamp = await client.getRange(keyPrefix + key, 0, STAMP_LENGTH - 1)
      const copy = copies.get(key)
      if (stamp && copy?.stamp === stamp) return copy.value
      copies.delete(key)
      if (!stamp) return null
      const value = await redis.get(key, meta)
      // Read after the stamp: at worst a newer value under an older stamp, fetched again next time.
      if (value) {
        copies.set(key, { stamp, value })
        if (copies.size > MAX_LOCAL_COPIES) copies.delete(copies.keys().next().value!)
      }
      return value
    },
    async set(key, value, ctx) {
      copies.delete(key)
      await redis.set(key, value, ctx)
    },
  }
}

/**
 * The shared store in front, this instance's memory behind it. The library's CacheHandler asks
 * its handlers in order and takes the first answer that is not an error: while Redis answers
 * (a miss included) the memory is never read.
 */
export function createSharedCache(redisUrl: string, keyPrefix: string, log: Log = console) {
  const client = createClient({
    url: redisUrl,
    // Commands fail at once while disconnected instead of queueing behind a page render.
    disableOfflineQueue: true,
    // …and give up on a Redis that accepts connections but does not answer.
    commandOptions: { timeout: REDIS_TIMEOUT_MS },
    pingInterval: 10_000,
    socket: {
      connectTimeout: 2_000,
      // 100 ms, 200 ms, … up to 2 s, with jitter so instances do not retry in step.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_BACKOFF_MS) + Math.floor(Math.random() * 100),
    },
  })
  const redis = withLocalCopies(
    createRedisHandler({ client, keyPrefix, timeoutMs: REDIS_TIMEOUT_MS, valueSerializer: stampedJson }),
    client,
    keyPrefix,
  )

  let memory = createLruHandler()
  let outage = false
  const missedTags = new Set<string>()
  const where = redactedUrl(redisUrl)

  function startOutage(reason: string) {
    if (outage) return
    outage = true
    // A fresh memory per outage: what it held from an earlier one may predate publishes.
    memory = createLruHandler()
    log.warn(
      `[cache] Redis at ${where} unavailable (${reason}): pages are cached in this instance's memory until it is back`,
    )
  }

  client.on('error', (error: Error) => startOutage(error.message))
  client.on('ready', () => {
    if (!outage) return
    outage = false
    const tags = [...missedTags]
    missedTags.clear()
    log.info(
      `[cache] Redis at ${where} reachable again: pages are shared again` +
        (tags.length ? `; tags revalidated meanwhile: ${tags.join(', ')}` : ''),
    )
    // Publishes received during the outage reach the shared copies too.
    for (const tag of tags) redis.revalidateTag(tag).catch(() => missedTags.add(tag))
  })
  // Retries until connected; failures arrive as error events above.
  client.connect().catch(() => undefined)

  const fallback: Handler = {
    name: 'instance-memory',
    get: (key, meta) => memory.get(key, meta),
    // Written only while Redis is out: otherwise every page would be kept twice.
    set: async (key, value) => (client.isReady ? undefined : memory.set(key, value)),
    revalidateTag: async (tag) => {
      if (!client.isReady) missedTags.add(tag)
      await memory.revalidateTag(tag)
    },
    delete: (key) => memory.delete?.(key) ?? Promise.resolve(),
  }

  return { handlers: [redis, fallback], client, isOutage: () => outage }
}

CacheHandler.onCreation(({ buildId }) => {
  if (!env.REDIS_URL) throw new Error('The shared cache handler needs REDIS_URL (next.config.ts only sets it then)')
  // Entries of one build only: another build's pages reference other script chunks.
  const { handlers } = createSharedCache(env.REDIS_URL, `assessa:${buildId ?? 'dev'}:`)
  return { handlers }
})

/**
 * The shared cache with the same page step as the file-system one (./cache-handler.mjs): each
 * page Next (re)generates is stored with its script policy, and 404s are not stored.
 */
export default class SiteRedisCacheHandler extends CacheHandler {
  constructor(...[context]: ConstructorParameters<typeof CacheHandler>) {
    super(context)
    reportScriptPolicy(context.serverDistDir)
  }

  override async set(...[key, value, ctx]: Parameters<CacheHandler['set']>): Promise<void> {
    withPageScriptPolicy(value)
    if (isNotFoundPage(value)) return
    return super.set(key, value, ctx)
  }
}
