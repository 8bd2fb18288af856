import 'server-only'
import { createClient } from 'redis'
import { env } from './env'

/**
 * The Redis connection that instances share state through (REDIS_URL): rate limits, chat
 * sessions, the content-changed signal. Everything that uses it has a local fallback, so an
 * outage costs sharing, never an answer:
 * - it connects in the background and reconnects by itself with a capped backoff;
 * - commands fail at once while it is down (no offline queue) and after COMMAND_TIMEOUT_MS
 *   when Redis hangs, so no request waits on it;
 * - one warning per outage and one line when it is back; an error event never reaches the
 *   process's uncaught-error handler.
 */
export type RedisClient = ReturnType<typeof createClient>

const COMMAND_TIMEOUT_MS = 500
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
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // 100 ms, 200 ms, … up to 2 s, with jitter so instances do not retry in step.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_BACKOFF_MS) + Math.floor(Math.random() * 100),
    },
  })
  const where = redactedUrl(url)
  let up = true
  client.on('error', (error: Error) => {
    if (!up) return
    up = false
    log.warn(
      `[redis] ${where} unavailable (${error.message}): limits per instance, chat without shared history, retrying`,
    )
  })
  client.on('ready', () => {
    if (up) return
    up = true
    log.info(`[redis] ${where} connected again`)
  })
  // Retries until connected; failures arrive as error events above.
  client.connect().catch(() => undefined)
  return client
}

/** Closes a client: pending commands finish when connected, dropped when not. */
export async function closeRedisClient(client: RedisClient): Promise<void> {
  if (client.isReady) await client.close().catch(() => client.destroy())
  else if (client.isOpen) client.destroy()
}

function redactedUrl(url: string): string {
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
  if (!env.REDIS_URL) return undefined
  return (store[KEY] ??= createRedisClient(env.REDIS_URL))
}

/** Closes the shared client, if one was opened (shutdown). */
export async function closeRedis(): Promise<void> {
  const client = store[KEY]
  store[KEY] = undefined
  if (client) await closeRedisClient(client)
}
