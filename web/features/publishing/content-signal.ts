import { randomUUID } from 'node:crypto'
import { getRedis, withRedisTimeout, type RedisClient } from '@/lib/redis'

/**
 * The "content changed" signal, bumped by the revalidate webhook. Caches that live outside
 * Next's tag cache (the chat assistant's search index) compare generations to know that a
 * publish happened.
 *
 * The generation is this process's own count plus, with REDIS_URL, a value in Redis that the
 * webhook replaces with a new random one on whichever instance receives it (random rather than
 * a counter: a Redis restarted empty would count again from 1 and repeat a value an instance
 * already holds, hiding the next publish from it). Other instances read that value at
 * most once every SHARED_READ_EVERY_MS (not once per chat message), so a publish reaches their
 * assistants within that time. Redis unreachable: the receiving instance still sees its own
 * count at once; the others fall back on their time-based safety net.
 */
export const SHARED_READ_EVERY_MS = 250
const REDIS_KEY = 'assessa:content-generation'

export interface ContentSignal {
  /** Changes after every publish seen by this instance or, through Redis, by any other. */
  generation(): Promise<string>
  /** Call after content changed (a verified publish webhook). */
  markChanged(): Promise<void>
}

interface State {
  local: number
  shared: string | null
  readAt: number
  reading?: Promise<void>
}

export function createContentSignal(redis: RedisClient | undefined, now: () => number = Date.now): ContentSignal {
  const state: State = { local: 0, shared: null, readAt: Number.NEGATIVE_INFINITY }
  const current = () => `${state.local}:${state.shared ?? ''}`
  return {
    async generation() {
      if (redis && now() - state.readAt >= SHARED_READ_EVERY_MS) {
        // Concurrent messages share one read.
        state.reading ??= withRedisTimeout(redis.get(REDIS_KEY))
          .then(
            (value) => void (state.shared = value ?? ''),
            // Unreachable: keep the last known value; the client logs the outage.
            () => undefined,
          )
          .finally(() => {
            state.readAt = now()
            state.reading = undefined
          })
        await state.reading
      }
      return current()
    },
    async markChanged() {
      state.local++
      if (!redis) return
      try {
        const changed = randomUUID()
        await withRedisTimeout(redis.set(REDIS_KEY, changed))
        state.shared = changed
        state.readAt = now()
      } catch {
        // The other instances learn of this publish from their safety net only.
      }
    },
  }
}

// One signal per process, on globalThis: the site server's API handlers and Next's route
// bundles (the webhook) are separate module instances in one process, and both use it.
const KEY = Symbol.for('assessa.contentSignal')
const store = globalThis as typeof globalThis & { [KEY]?: ContentSignal }
const processSignal = () => (store[KEY] ??= createContentSignal(getRedis()))

export function contentGeneration(): Promise<string> {
  return processSignal().generation()
}

export function markContentChanged(): Promise<void> {
  return processSignal().markChanged()
}
