import 'server-only'
import { createClient } from 'redis'
import { env } from './env'

/**
 * The Redis connection that instances share state through (REDIS_URL): rate limits, chat
 * sessions, the content-changed signal. Everything that uses it has a local fallback, so an
 * outage costs sharing, never an answer:
 * - it connects in the background and reconnects by itself with a capped backoff;
 * - commands fail at once while it is down (no offline queue), and callers bound each call
 *   with `withRedisTimeout` for a Redis that accepts but does not answer (node-redis's own
 *   command timeout only covers the wait before a command is written); a watchdog PING then
 *   drops and reopens such a connection, so later commands fail fast until it answers again;
 * - one warning per outage and one line when it is back; an error event never reaches the
 *   process's uncaught-error handler.
 */
export type RedisClient = ReturnType<typeof createClient>

export const REDIS_TIMEOUT_MS = 500
const WATCHDOG_EVERY_MS = 1_000
const CONNECT_TIMEOUT_MS = 2_000
const MAX_BACKOFF_MS = 2_000

interface Logger {
  warn(message: string): void
  info(message: string): void
}

/** A self-reconnecting client for `url`; connecting starts at once, never throws. */
export function createRedisClient(url: string, log: Logger = console): RedisClient {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_TIMEOUT_MS },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // 100 ms, 200 ms, … up to 2 s, with jitter so instances do not retry in step.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_BACKOFF_MS) + Math.floor(Math.random() * 100),
    },
  })
  const where = redactedUrl(url)
  let up = true
  const down = (reason: string) => {
    if (!up) return
    up = false
    log.warn(`[redis] ${where} unavailable (${reason}): limits per instance, chat without shared history, retrying`)
  }
  client.on('error', (error: Error) => down(error.message))
  client.on('ready', () => {
    if (up) return
    up = true
    log.info(`[redis] ${where} connected again`)
  })
  // Retries until connected; failures arrive as error events above.
  const open = () => void client.connect().catch(() => undefined)
  open()

  const watchdog = setInterval(() => {
    if (!client.isReady) return
    withRedisTimeout(client.ping(), WATCHDOG_EVERY_MS).catch(() => {
      // Closed meanwhile (shutdown): nothing to reopen.
      if (!client.isReady || closing.has(client)) return
      down(`no answer within ${WATCHDOG_EVERY_MS} ms`)
      // Rejects what waits for an answer; the new connection is ready once Redis answers.
      drop(client)
      open()
    })
  }, WATCHDOG_EVERY_MS)
  watchdog.unref()
  watchdogs.set(client, watchdog)
  return client
}

const watchdogs = new WeakMap<RedisClient, NodeJS.Timeout>()
const closing = new WeakSet<RedisClient>()

/**
 * Drops the connection at once. node-redis throws when it is already closed, which a close
 * begun a moment earlier (a shutdown racing the watchdog) does: that is the state wanted.
 */
function drop(client: RedisClient): void {
  if (!client.isOpen) return
  try {
    client.destroy()
  } catch {
    // Already closed.
  }
}

/** `promise`, or a rejection once `ms` have passed without an answer. */
export function withRedisTimeout<T>(promise: Promise<T>, ms = REDIS_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Closes a client: pending commands finish when connected, dropped when not. */
export async function closeRedisClient(client: RedisClient): Promise<void> {
  closing.add(client)
  clearInterval(watchdogs.get(client))
  // A Redis that does not answer must not hold the shutdown.
  if (client.isReady) await withRedisTimeout(client.close(), 1_000).catch(() => drop(client))
  else drop(client)
}

/** A Redis URL fit for a log line: scheme, host and port, never the password. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}`
  } catch {
    return 'redis'
  }
}

// One client per process. On globalThis: the site server's API handlers and Next's route
// bundles are separate module instances in one process, and both use it.
const KEY = Symbol.for('assessa.redis')
const store = globalThis as typeof globalThis & { [KEY]?: RedisClient }

/** The shared client when REDIS_URL is set (connected lazily, on first use); else undefined. */
export function getRedis(): RedisClient | undefined {
  // `next build` loads the route modules to read their config: no connection from there.
  if (!env.REDIS_URL || process.env.NEXT_PHASE === 'phase-production-build') return undefined
  return (store[KEY] ??= createRedisClient(env.REDIS_URL))
}

/** Closes the shared client, if one was opened (shutdown). */
export async function closeRedis(): Promise<void> {
  const client = store[KEY]
  store[KEY] = undefined
  if (client) await closeRedisClient(client)
}
